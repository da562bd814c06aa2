/**
 * The waitlist API: join the line for a booked or held slot (POST /api/waitlist) and open an offer with its emailed
 * token (POST /api/waitlist/offer), checked with the shared schemas. Loaded only with the parts that use them (the
 * join dialog, the offer panel), so the booking view's own script does not carry them.
 */
import { WaitlistJoinRefused } from '../../../machines/waitlist/waitlistJoin.machine';
import {
  waitlistJoinResponseSchema,
  waitlistOfferSchema,
  type WaitlistJoinRequest,
  type WaitlistJoinResponse,
  type WaitlistOffer,
} from '../../../machines/waitlist/waitlist.schema';
import { apiRequest, ApiRequestError } from './request';

/** Joins the waiting list; rejects with a WaitlistJoinRefused saying why not. */
export async function joinWaitlist(request: WaitlistJoinRequest): Promise<WaitlistJoinResponse> {
  try {
    return await apiRequest('/api/waitlist', waitlistJoinResponseSchema, { method: 'POST', body: request });
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    const reason =
      error.code === 'already_waiting' ? 'already_waiting' : error.status === 0 ? 'unreachable' : 'refused';
    throw new WaitlistJoinRefused(error.message, reason);
  }
}

/** The offer a link's token opens; rejects with an ApiRequestError (404 link_invalid, 409 ended or paid, 0 unreached). */
export function openWaitlistOffer(token: string): Promise<WaitlistOffer> {
  return apiRequest('/api/waitlist/offer', waitlistOfferSchema, { method: 'POST', body: { token } });
}
