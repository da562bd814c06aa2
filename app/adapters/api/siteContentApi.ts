/**
 * The site content staff edit (café, gallery, partners, branding; `GET /api/site-content`), read by the loaders of
 * /cafe, /podboard and /sports so the served HTML shows the saved values. A failed read falls back to what the site
 * shipped with, so a page still shows.
 */
import { siteContentResponseSchema, type SiteContentResponse } from '../../../machines/api/siteContent.schema';
import { seededSiteContent } from '../../../machines/site/siteContent.seed';
import { shippedContentLinks } from '../../config/site';
import type { LoaderArgs } from '../../routes/pageRoute';
import { getJson } from './contentApi';

/** `GET /api/site-content`, or the shipped content when the server cannot be read. */
export async function loadSiteContent(request: Request): Promise<SiteContentResponse> {
  try {
    return siteContentResponseSchema.parse(await getJson(request, '/api/site-content'));
  } catch (error) {
    if (request.signal.aborted) throw error;
    return seededSiteContent(shippedContentLinks);
  }
}

/** Loader of /cafe: the offers, hero slides and quick-action links staff saved. */
export const cafeLoader = async ({ request }: LoaderArgs) => {
  const { cafeOffers, cafeSlides, cafeLinks } = await loadSiteContent(request);
  return { offers: cafeOffers, slides: cafeSlides, links: cafeLinks };
};
