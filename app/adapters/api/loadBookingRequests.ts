/**
 * The booking's requests module (./bookingRequests: the requests with their response schemas), loaded on the first
 * call, or earlier with `preloadBookingRequests` once /sports is live, so the schema library stays out of the page's
 * first script. Apart from ./bookingApi (the machines' actors) so the sport list can start it without the
 * state-machine library.
 */
import { loadOnce } from '../../../machines/shared/loadOnce';
import { networkErrorMessage } from './requestMessages';

const loadRequests = loadOnce(() => import('./bookingRequests'));

/** The requests; a module that cannot be fetched fails as a dropped connection does (the next call tries again). */
export async function bookingRequests() {
  try {
    return await loadRequests();
  } catch {
    throw new Error(networkErrorMessage);
  }
}

/** Starts loading the requests' module (call once the page is live), so the first call does not wait for it. */
export function preloadBookingRequests(): void {
  void bookingRequests().catch(() => {});
}
