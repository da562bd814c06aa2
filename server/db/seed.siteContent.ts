/**
 * Seeds the site content staff edit (café, gallery, partners, branding) from what the site shipped with
 * (machines/site/siteContent.seed.ts), its links from the site config, so the pages look the same on first start.
 * Inserts only what is missing (by kind and id): a record staff deleted stays deleted, an edited one keeps its edits.
 */
import { shippedContentLinks as seedLinks } from '../../app/config/site';
import { seededRecords } from '../../machines/site/siteContent.seed';
import type { Database } from './client';
import { siteContent } from './schema';

export { seedLinks };

export async function seedSiteContent(db: Database): Promise<void> {
  await db.insert(siteContent).values(seededRecords(seedLinks)).onConflictDoNothing();
}
