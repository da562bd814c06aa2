import type { SnapshotFrom } from 'xstate';
import { bookingDraftOf, ratesOf } from './booking.context';
import type { bookingMachine } from './booking.machine';
import {
  bookingMessages,
  createSession,
  isSingleBookingComplete,
  sessionsTotal,
  singleBookingTotal,
  slotsFor,
  type BookingMode,
  type Session,
} from './booking.rules';
import { calendarDays, weekdayFilterLabel } from './calendar';
import { liveWatchKey } from './liveAvailability';
import { weekdayFrom } from './rates';
import { sportById, type SportId } from './sports';

/** What the booking view and the payment hand-off read from the booking machine's snapshot. */

export type BookingSnapshot = SnapshotFrom<typeof bookingMachine>;

/** The current mode (single outside the booking view). */
export function selectMode(snapshot: BookingSnapshot): BookingMode {
  return snapshot.matches({ booking: 'multiple' }) ? 'multiple' : 'single';
}

/** The slot grid for the current selection and mode (empty without a sport). */
export function selectSlots(snapshot: BookingSnapshot) {
  const { sport, sessions, availability } = snapshot.context;
  return sport
    ? slotsFor(
        sport,
        selectMode(snapshot),
        bookingDraftOf(snapshot.context),
        sessions,
        availability,
        ratesOf(snapshot.context),
      )
    : [];
}

/** What the live availability follows: the sport's shown date and its sessions' dates (null outside the view). */
export function selectLiveKey(snapshot: BookingSnapshot): string | null {
  const { sport, date, sessions } = snapshot.context;
  return snapshot.matches('booking') ? liveWatchKey(sport, [date, ...sessions.map((s) => s.date)]) : null;
}

/** The visible month's cells with the filter applied. */
export function selectCalendar(snapshot: BookingSnapshot) {
  const { visibleMonth, today, weekdaysOnly, date } = snapshot.context;
  return {
    month: visibleMonth,
    days: calendarDays(visibleMonth, { today, weekdaysOnly, selectedDate: date, rates: ratesOf(snapshot.context) }),
    filterLabel: weekdayFilterLabel(weekdaysOnly, weekdayFrom(ratesOf(snapshot.context))),
    weekdaysOnly,
  };
}

/** Total in rupees: single = rate × duration (0 until the booking is complete); multiple = sum of sessions. */
export function selectTotal(snapshot: BookingSnapshot): number {
  if (selectMode(snapshot) === 'multiple') return sessionsTotal(snapshot.context.sessions);
  return isSingleBookingComplete(bookingDraftOf(snapshot.context))
    ? singleBookingTotal(snapshot.context, ratesOf(snapshot.context))
    : 0;
}

/**
 * Whether payment can start and, when not, the message and the button label to show. In multiple mode the
 * booking is complete once at least one session is added (the spec gives no other text; the same message shows).
 */
export function selectCompleteness(
  snapshot: BookingSnapshot,
): { complete: true } | { complete: false; message: string; buttonLabel: string } {
  const complete =
    selectMode(snapshot) === 'multiple'
      ? snapshot.context.sessions.length > 0
      : isSingleBookingComplete(bookingDraftOf(snapshot.context));
  return complete
    ? { complete: true }
    : { complete: false, message: bookingMessages.incomplete, buttonLabel: bookingMessages.incompleteButtonLabel };
}

/** The sessions being paid: the added ones (multiple) or the one being booked (single, when complete). */
export function selectSessionsToPay(snapshot: BookingSnapshot): Session[] {
  if (selectMode(snapshot) === 'multiple') return snapshot.context.sessions;
  const draft = bookingDraftOf(snapshot.context);
  if (!isSingleBookingComplete(draft) || !draft.date || !draft.time) return [];
  return [createSession({ ...draft, date: draft.date, time: draft.time }, ratesOf(snapshot.context))];
}

/**
 * What the payment machine needs (`order.changed` / input of a `kind: 'booking'` payment machine), or null while
 * the booking is incomplete.
 */
export function selectPaymentOrder(
  snapshot: BookingSnapshot,
): { amount: number; productName: string; booking: { sport: SportId; sportName: string; sessions: Session[] } } | null {
  const { sport } = snapshot.context;
  const sessions = selectSessionsToPay(snapshot);
  if (!sport || sessions.length === 0 || !snapshot.matches('booking')) return null;
  const sportName = sportById(sport).name;
  const count = sessions.length;
  return {
    amount: sessionsTotal(sessions),
    productName: `${sportName} court booking${count > 1 ? ` (${count} sessions)` : ''}`,
    booking: { sport, sportName, sessions },
  };
}
