/**
 * The waitlist's rules (issue 45): a visitor waits for a booked or held slot of one court; when it frees, the first
 * person waiting is offered it (the slot held for them, a link by email) for OFFER_MINUTES, then the next one. The
 * sentences the server and the pages say about it are here, so both say the same.
 */
import { formatKolkataDateTime } from '../time/dates';

/** How long an offer holds the slot for the person it was made to. */
export const OFFER_MINUTES = 15;

/**
 * An entry's state: 'waiting' (in line, in the order people joined), 'offered' (the slot is held for them until the
 * offer ends), 'booked' (they paid the offer), 'lapsed' (the offer ended unpaid), 'removed' (by staff). Entries are
 * dropped (deleted) once their slot starts.
 */
export const waitlistStatuses = ['waiting', 'offered', 'booked', 'lapsed', 'removed'] as const;
export type WaitlistStatus = (typeof waitlistStatuses)[number];

/** The states in which an entry is still in line (one per phone number per slot). */
export const liveWaitlistStatuses = ['waiting', 'offered'] as const satisfies readonly WaitlistStatus[];

/** The query parameter of the booking page that carries an offer's token. */
export const OFFER_PARAM = 'offer';

/** The booking page's address that opens an offer: the sport's booking view with the token. */
export function waitlistOfferHref(sport: string, token: string): string {
  return `/sports?sport=${encodeURIComponent(sport)}&${OFFER_PARAM}=${encodeURIComponent(token)}#booking`;
}

/** The address's offer token, when it carries one that could be a token (43 base64url characters). */
export function offerTokenOf(value: string | null | undefined): string | null {
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

/** The time of day an offer ends, as read in India ('10:15 AM'). */
export const offerEndTime = (expiresAt: number): string => formatKolkataDateTime(expiresAt).split(', ').pop() ?? '';

export const waitlistMessages = {
  /** The slot is free: there is nothing to wait for. */
  slotFree: (what: string) => `${what} is free right now. Choose it in the time slots to book it.`,
  /** The same phone number is already in line for the slot. */
  alreadyWaiting: (what: string) =>
    `This phone number is already on the waiting list for ${what}. We will email you if it frees up.`,
  /** The slot cannot be waited for (coaching, the past, too far ahead). */
  cannotWait: (reason: string) => `You cannot join the waiting list: ${reason}`,
  /** The offer link matches no offer. */
  offerInvalid:
    'This offer link is not valid. Please open the whole link from the email, or choose a free slot in the time slots.',
  /** The offer ended unpaid (its 15 minutes passed, or the payment was cancelled). */
  offerEnded: (what: string) =>
    `Your offer for ${what} has ended, and the slot went to the next person waiting. Please choose another free slot.`,
  /** The offer was paid. */
  offerPaid: (reference: string) =>
    `This offer is already paid: your booking ${reference} is confirmed. Open My booking to see or change it.`,
  /** Staff's remove: no such entry, or one no longer in line. */
  entryNotFound: 'There is no waiting-list entry with this id.',
  entryClosed: 'This waiting-list entry is no longer in line (it was booked, ended or removed).',
} as const;
