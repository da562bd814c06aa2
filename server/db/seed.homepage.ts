/** Seeds the home page's two banners from the published copy (machines/home/banners.ts); inserted when missing. */
import { homeBannerSides } from '../../machines/api/home.schema';
import { defaultHomeBanners } from '../../machines/home/banners';
import type { Database } from './client';
import { homeBanners } from './schema';

export async function seedHomepage(db: Database): Promise<void> {
  await db
    .insert(homeBanners)
    .values(homeBannerSides.map((side) => ({ ...defaultHomeBanners[side] })))
    .onConflictDoNothing();
}
