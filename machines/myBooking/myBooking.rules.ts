/**
 * My booking's rules: which sessions a visitor may still cancel or move, and the sentences the server and the page
 * say about them. The refund itself is the cancellation policy's (machines/money/refundPolicy.ts).
 */
import { sessionStartMs } from '../money/refundPolicy';

/** A session may be moved only while it starts more than this many hours from now. */
export const RESCHEDULE_MIN_HOURS = 12;

/** Still ahead: it has not started at `now`. */
export function isAhead(date: string, time: string, now: number): boolean {
  return sessionStartMs(date, time) > now;
}

/** May be moved at `now`: it starts more than RESCHEDULE_MIN_HOURS from now. */
export function canReschedule(date: string, time: string, now: number): boolean {
  return sessionStartMs(date, time) - now > RESCHEDULE_MIN_HOURS * 3_600_000;
}

export const myBookingMessages = {
  /** One message for a wrong pair, whichever half was wrong. */
  wrongPair:
    'We could not find a booking with this booking reference and phone number. Please check both and try again.',
  limited: 'Too many attempts to open a booking. Please wait 15 minutes and try again, or call us.',
  referenceRequired: 'Please enter your booking reference (it starts with POD-).',
  phoneRequired: 'Please enter the phone number you booked with.',
  sessionNotFound: 'This session is not part of your booking.',
  alreadyCancelled: 'This session is already cancelled.',
  started: 'This session has already started, so it can no longer be cancelled or moved.',
  tooLateToMove: `A session can be moved only while it is more than ${RESCHEDULE_MIN_HOURS} hours ahead. You can still cancel it.`,
  sameSlot: 'That is the session’s current time and court. Please choose another start time.',
  takenMeanwhile: (what: string) =>
    `${what} was just taken by someone else. Your booking has not changed; please choose another time.`,
  unreachable: 'We could not reach the booking system. Please check your connection and try again.',
} as const;
