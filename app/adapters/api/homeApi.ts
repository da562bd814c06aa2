/**
 * The home page's two banners (`GET /api/home`), read by `/`'s route loader so the served HTML already shows what
 * staff saved (no flash of the old copy). A failed read falls back to the seeded banners, so the page still shows.
 */
import type { LoaderArgs } from '../../routes/pageRoute';
import { homeResponseSchema, type HomeBanner, type HomeBannerSide } from '../../../machines/api/home.schema';
import { defaultHomeBanners } from '../../../machines/home/banners';
import { getJson } from './contentApi';

export type HomeBanners = Record<HomeBannerSide, HomeBanner>;

/** Both banners, each from the API when it answered with it, else the seeded one. */
export async function loadHomeBanners(request: Request): Promise<HomeBanners> {
  try {
    const { banners } = homeResponseSchema.parse(await getJson(request, '/api/home'));
    const result: HomeBanners = { ...defaultHomeBanners };
    for (const banner of banners) result[banner.side] = banner;
    return result;
  } catch (error) {
    if (request.signal.aborted) throw error;
    return defaultHomeBanners;
  }
}

/** Loader of `/`. */
export const homeLoader = async ({ request }: LoaderArgs): Promise<{ banners: HomeBanners }> => ({
  banners: await loadHomeBanners(request),
});
