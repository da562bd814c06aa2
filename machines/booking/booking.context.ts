import type { AvailabilityResponse } from '../api/booking.schema';
import type { TakenSession } from '../api/errors';
import type { ToastEmitted } from '../shared/toast';
import { type AvailabilityLoadStatus, type DayAvailability } from './availability';
import { addedTimesFor, type BookingDraft, type BookingMode, type Session } from './booking.rules';
import { type CalendarMonth } from './calendar';
import { defaultSportRates, type RateTable, type SportRates } from './rates';
import { isSlotAvailable, MIN_DURATION } from './slots';
import { type SportId } from './sports';

/**
 * The booking machine's context, input, events and what it emits, with the small reads of its context that the
 * machine's guards and actions and the selectors share (./booking.machine.ts, ./booking.selectors.ts).
 */

export interface BookingInput {
  /** Today's date in India, 'YYYY-MM-DD' (from the app's clock). */
  today: string;
  /** Open the booking view of this sport directly (e.g. from /sports?sport=tennis). */
  sport?: SportId;
  /** The court rates (the server's table; default: the seeded booking rule). */
  rates?: RateTable;
}

export interface BookingContext {
  today: string;
  /** The court rates every price of the view comes from. */
  rates: RateTable;
  sport: SportId | null;
  date: string | null;
  court: number | null;
  time: string | null;
  duration: number;
  sessions: Session[];
  visibleMonth: CalendarMonth;
  weekdaysOnly: boolean;
  /** The server's availability of the chosen date (null until loaded, or without a server). */
  availability: DayAvailability | null;
  availabilityStatus: AvailabilityLoadStatus;
  /** Why the availability failed to load, when the server said (null: the grid's own message). */
  availabilityError: string | null;
  /** A payment of the chosen sessions is under way (the visitor's own hold shows on the live grid). */
  paying: boolean;
}

/** Input of the `loadAvailability` actor. */
export interface AvailabilityRequest {
  sport: SportId;
  date: string;
}

export type BookingEvent =
  | { type: 'user.selectSport'; sport: SportId }
  | { type: 'user.back' }
  | { type: 'user.setMode'; mode: BookingMode }
  | { type: 'user.selectDate'; date: string }
  | { type: 'user.selectCourt'; court: number }
  | { type: 'user.selectTime'; time: string }
  | { type: 'user.selectDuration'; duration: number }
  | { type: 'user.addSession' }
  | { type: 'user.removeSession'; id: string }
  | { type: 'user.clearSessions' }
  | { type: 'user.prevMonth' }
  | { type: 'user.nextMonth' }
  | { type: 'user.toggleWeekdaysOnly' }
  | { type: 'user.retryAvailability' }
  | { type: 'booking.slotTaken'; taken: readonly TakenSession[] }
  | { type: 'booking.paid' }
  | { type: 'availability.live'; availability: AvailabilityResponse }
  | { type: 'booking.paying'; paying: boolean };

export type BookingEmitted = ToastEmitted | { type: 'slotsBooked'; taken: TakenSession[]; message: string };

export const freshSelection = (sport: SportId | null) => ({
  sport,
  date: null,
  court: sport ? 1 : null,
  time: null,
  duration: MIN_DURATION,
  sessions: [] as Session[],
});

/** The chosen sport's rates (the seeded booking rule before a sport is chosen). */
export const ratesOf = (c: Pick<BookingContext, 'rates' | 'sport'>): SportRates =>
  c.sport ? c.rates[c.sport] : defaultSportRates;

export const bookingDraftOf = (c: Pick<BookingContext, 'date' | 'time' | 'court' | 'duration'>): BookingDraft => ({
  date: c.date,
  time: c.time,
  court: c.court,
  duration: c.duration,
});

/** Whether `time` can be chosen for this selection in this mode. */
export function slotFree(
  context: BookingContext,
  mode: BookingMode,
  date: string | null,
  court: number | null,
  time: string,
): boolean {
  if (!context.sport) return false;
  return isSlotAvailable(
    {
      sport: context.sport,
      date,
      court,
      addedTimes: mode === 'multiple' ? addedTimesFor(date, context.sessions) : [],
      availability: context.availability,
    },
    time,
  );
}
