/**
 * The Sports Centre content staff edit (coaches, coaching plans, testimonials; `GET /api/centre`), read by the route
 * loaders of /about, /coaching, /academy, /sports and /podboard so the served HTML shows the saved values. A failed
 * read falls back to the shipped content, so a page still shows.
 */
import type { LoaderArgs } from '../../routes/pageRoute';
import { centreResponseSchema, type CentreResponse } from '../../../machines/api/centre.schema';
import {
  catalogueForPage,
  catalogueFromCentre,
  reviewsOf,
  seededCentre,
  type CoachingPageId,
  type ReviewItem,
} from '../../../machines/coaching/centre.catalogue';
import type { CoachingCatalogue } from '../../../machines/coaching/coaching.types';
import { getJson, loadRateTable } from './contentApi';
import { loadPaymentsMode } from './paymentsModeApi';
import { loadSiteContent } from './siteContentApi';

/** `GET /api/centre`, or the shipped content when the server cannot be read. */
export async function loadCentre(request: Request): Promise<CentreResponse> {
  try {
    return centreResponseSchema.parse(await getJson(request, '/api/centre'));
  } catch (error) {
    if (request.signal.aborted) throw error;
    return seededCentre;
  }
}

/** The loader of /about, /coaching or /academy: the part of the coaching catalogue (saved coaches and plans) it shows. */
export const coachingLoader =
  (page: CoachingPageId) =>
  async ({ request }: LoaderArgs): Promise<{ catalogue: CoachingCatalogue }> => ({
    catalogue: catalogueForPage(catalogueFromCentre(await loadCentre(request)), page),
  });

/** What the loaders of /about, /coaching and /academy give their page. */
export type CoachingLoader = ReturnType<typeof coachingLoader>;

/** Loader of /sports: the court rate table, the sports reviews, the payments mode and the partners, side by side. */
export const sportsLoader = async ({ request }: LoaderArgs) => {
  const [rates, centre, paymentsMode, content] = await Promise.all([
    loadRateTable(request),
    loadCentre(request),
    loadPaymentsMode(request),
    loadSiteContent(request),
  ]);
  return { rates, reviews: reviewsOf(centre, 'sports') as ReviewItem[], paymentsMode, partners: content.partners };
};

/** Loader of /podboard: the community feedback and the board's media, in the saved order. */
export const podboardLoader = async ({ request }: LoaderArgs) => {
  const [centre, content] = await Promise.all([loadCentre(request), loadSiteContent(request)]);
  return { reviews: reviewsOf(centre, 'community'), gallery: content.gallery };
};
