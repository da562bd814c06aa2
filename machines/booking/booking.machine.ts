import { assign, enqueueActions, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { AvailabilityResponse } from '../api/booking.schema';
import type { TakenSession } from '../api/errors';
import type { ToastEmitted } from '../shared/toast';
import { dayAvailabilityOf, type AvailabilityLoadStatus, type DayAvailability } from './availability';
import { isIsoDate } from '../time/dates';
import {
  addedTimesFor,
  bookingMessages,
  createSession,
  describeSession,
  isSingleBookingComplete,
  isTakenSession,
  sessionsTotal,
  singleBookingTotal,
  slotsFor,
  validateNewSession,
  type BookingDraft,
  type BookingMode,
  type Session,
} from './booking.rules';
import { seededRateTable, defaultSportRates, weekdayFrom, type RateTable, type SportRates } from './rates';
import {
  calendarDays,
  initialMonth,
  isSelectableDate,
  nextMonth,
  prevMonth,
  weekdayFilterLabel,
  type CalendarMonth,
} from './calendar';
import { isDuration, isSlotAvailable, MIN_DURATION } from './slots';
import { bookedMeanwhile, bookedMeanwhileMessage, liveWatchKey, type ChosenSession } from './liveAvailability';
import { courtsBySport, isSportId, sportById, type SportId } from './sports';

/**
 * Court booking (machine 3).
 *
 *   sportList --user.selectSport--> booking.single <--user.setMode--> booking.multiple
 *   booking --user.back--> sportList
 *
 * `today` ('YYYY-MM-DD', India) is input: the calendar opens on the following month and past dates are ignored.
 * Single mode: a new date clears the chosen slot. Multiple mode: Add Session validates (three toasts), appends
 * and resets date, time and duration to 1; Remove and Clear All. Setting the current mode again is ignored.
 *
 * Payment hand-off: this machine does not pay. {@link selectPaymentOrder} gives the amount, product name and
 * sessions once the booking is complete (null before); the container forwards it to a payment machine started
 * with `kind: 'booking'` (`order.changed`), the pay button sends `user.pay` there, and on the payment's
 * `paymentSucceeded` the container sends `booking.paid` here, which clears the selection and sessions. Keeping the
 * two machines side by side lets the same payment machine serve the shop and keeps its toasts in one place.
 *
 * Availability: choosing a date (and Retry, and a conflict) runs the `loadAvailability` actor (the app provides
 * the server fetch; the default returns null, and the sample rule applies). While it runs `availabilityStatus` is
 * 'loading'; a failure is 'error' and `user.retryAvailability` tries again. A chosen slot that the fresh
 * availability shows as taken is let go.
 *
 * Conflict: `booking.slotTaken` (the server refused a hold because someone else took these sessions meanwhile)
 * drops exactly those sessions (or the single booking's slot), keeps every other choice and reloads the date.
 *
 * Live availability: `availability.live` brings a day the server changed (./liveAvailability.ts follows the shown
 * date and the sessions' dates, {@link selectLiveKey}). The shown date's grid takes it at once; a chosen session (the
 * slot, the multi-session list, the slot about to be added) that it shows booked by someone else is dropped, the rest
 * kept, and `slotsBooked` is emitted with the message naming it, before the visitor presses pay. While a payment is
 * under way (`booking.paying`, from the container) nothing is dropped: the visitor's own hold and booking show too.
 *
 * Emitted: `toast` ({@link ToastEmitted}) for Add Session failures (destructive), Session added!, Session
 * removed and All sessions cleared; `slotsBooked` {taken, message} when live availability dropped chosen sessions.
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

const freshSelection = (sport: SportId | null) => ({
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

const draftOf = (c: Pick<BookingContext, 'date' | 'time' | 'court' | 'duration'>): BookingDraft => ({
  date: c.date,
  time: c.time,
  court: c.court,
  duration: c.duration,
});

/** Whether `time` can be chosen for this selection in this mode. */
function slotFree(
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

const AVAILABILITY_ACTOR_ID = 'availability';

export const bookingMachine = setup({
  types: {
    context: {} as BookingContext,
    events: {} as BookingEvent,
    input: {} as BookingInput,
    emitted: {} as BookingEmitted,
  },
  actors: {
    /** Replace with `.provide()`: the server's availability of a sport on a date. Default: none (sample rule). */
    loadAvailability: fromPromise<AvailabilityResponse | null, AvailabilityRequest>(async () => null),
  },
  guards: {
    isKnownSport: ({ event }) => event.type === 'user.selectSport' && isSportId(event.sport),
    isSelectableDate: ({ context, event }) =>
      event.type === 'user.selectDate' &&
      isIsoDate(event.date) &&
      isSelectableDate(event.date, context.today, context.weekdaysOnly),
    isValidCourt: ({ context, event }) =>
      event.type === 'user.selectCourt' &&
      context.sport !== null &&
      Number.isInteger(event.court) &&
      event.court >= 1 &&
      event.court <= courtsBySport[context.sport],
    isFreeSlotSingle: ({ context, event }) =>
      event.type === 'user.selectTime' && slotFree(context, 'single', context.date, context.court, event.time),
    isFreeSlotMultiple: ({ context, event }) =>
      event.type === 'user.selectTime' && slotFree(context, 'multiple', context.date, context.court, event.time),
    isDurationOption: ({ event }) => event.type === 'user.selectDuration' && isDuration(event.duration),
    hasSession: ({ context, event }) =>
      event.type === 'user.removeSession' && context.sessions.some((s) => s.id === event.id),
    hasSessions: ({ context }) => context.sessions.length > 0,
    toMultiple: ({ event }) => event.type === 'user.setMode' && event.mode === 'multiple',
    toSingle: ({ event }) => event.type === 'user.setMode' && event.mode === 'single',
  },
  actions: {
    startSport: assign(({ event }) => (event.type === 'user.selectSport' ? freshSelection(event.sport) : {})),
    /** Single mode: a new date clears the slot. */
    setDateSingle: assign(({ event }) => (event.type === 'user.selectDate' ? { date: event.date, time: null } : {})),
    /** Multiple mode: keep the slot unless it is not available on the new date. */
    setDateMultiple: assign(({ context, event }) => {
      if (event.type !== 'user.selectDate') return {};
      const keep = context.time !== null && slotFree(context, 'multiple', event.date, context.court, context.time);
      return { date: event.date, time: keep ? context.time : null };
    }),
    setCourt: assign(({ context, event }) => {
      if (event.type !== 'user.selectCourt') return {};
      const keep = context.time !== null && slotFree(context, 'single', context.date, event.court, context.time);
      return { court: event.court, time: keep ? context.time : null };
    }),
    setTime: assign(({ event }) => (event.type === 'user.selectTime' ? { time: event.time } : {})),
    setDuration: assign(({ event }) => (event.type === 'user.selectDuration' ? { duration: event.duration } : {})),
    addSession: enqueueActions(({ context, enqueue }) => {
      const draft = draftOf(context);
      const failure = validateNewSession(draft, context.sessions);
      if (failure || !draft.date || !draft.time) {
        if (failure)
          enqueue.emit({
            type: 'toast',
            title: failure.title,
            description: failure.description,
            variant: 'destructive',
          });
        return;
      }
      const session = createSession({ ...draft, date: draft.date, time: draft.time }, ratesOf(context));
      enqueue.assign({ sessions: [...context.sessions, session], date: null, time: null, duration: MIN_DURATION });
      enqueue.emit({
        type: 'toast',
        title: bookingMessages.sessionAdded,
        description: describeSession(session),
        variant: 'default',
      });
    }),
    removeSession: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'user.removeSession') return;
      enqueue.assign({ sessions: context.sessions.filter((s) => s.id !== event.id) });
      enqueue.emit({ type: 'toast', title: bookingMessages.sessionRemoved, variant: 'default' });
    }),
    clearSessions: enqueueActions(({ enqueue }) => {
      enqueue.assign({ sessions: [] });
      enqueue.emit({ type: 'toast', title: bookingMessages.sessionsCleared, variant: 'default' });
    }),
    /** Entering multiple mode: the chosen slot stays only if it is not already added. */
    enterMultiple: assign(({ context }) => ({
      time:
        context.time !== null && slotFree(context, 'multiple', context.date, context.court, context.time)
          ? context.time
          : null,
    })),
    resetAfterPayment: assign(({ context }) => ({
      ...freshSelection(context.sport),
      availability: null,
      availabilityStatus: 'ready' as const,
    })),
    /** Loads the chosen date's availability (a newer request replaces one still running). */
    loadAvailability: enqueueActions(({ context, enqueue }) => {
      enqueue.stopChild(AVAILABILITY_ACTOR_ID);
      if (!context.sport || !context.date) {
        enqueue.assign({ availabilityStatus: 'ready' });
        return;
      }
      enqueue.assign({ availabilityStatus: 'loading', availabilityError: null });
      enqueue.spawnChild('loadAvailability', {
        id: AVAILABILITY_ACTOR_ID,
        input: { sport: context.sport, date: context.date },
      });
    }),
    /** The loaded availability; a chosen slot it shows as taken is let go. */
    setAvailability: assign(({ context, event }) => {
      const output = (event as { output?: AvailabilityResponse | null }).output;
      if (!output) return { availabilityStatus: 'ready' as const };
      if (output.sport !== context.sport || output.date !== context.date) return {};
      const next = { ...context, availability: dayAvailabilityOf(output) };
      // Only booked, held and coaching matter here: an added time is never the chosen one.
      const keep = context.time !== null && slotFree(next, 'single', context.date, context.court, context.time);
      return {
        availability: next.availability,
        availabilityStatus: 'ready' as const,
        time: keep ? context.time : null,
      };
    }),
    /** The failure's message is kept when the server wrote one (e.g. the database is still being prepared). */
    failAvailability: assign(({ event }) => {
      const error = (event as { error?: unknown }).error;
      return {
        availabilityStatus: 'error' as const,
        availabilityError: error instanceof Error && error.message.trim() ? error.message : null,
      };
    }),
    /** A day the server changed: the shown grid takes it; chosen sessions it shows booked are dropped and named. */
    applyLive: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'availability.live' || event.availability.sport !== context.sport) return;
      const day = event.availability;
      if (day.date === context.date) {
        // Fresher than a load still on its way.
        enqueue.stopChild(AVAILABILITY_ACTOR_ID);
        enqueue.assign({ availability: dayAvailabilityOf(day), availabilityStatus: 'ready', availabilityError: null });
      }
      if (context.paying || !context.sport) return;
      const draft: ChosenSession[] =
        context.date && context.time && context.court !== null
          ? [{ date: context.date, time: context.time, court: context.court, duration: context.duration }]
          : [];
      const taken = bookedMeanwhile(day, [...context.sessions, ...draft]);
      if (taken.length === 0) return;
      enqueue.assign({
        sessions: context.sessions.filter((s) => !isTakenSession(s, taken)),
        time: draft.some((d) => isTakenSession(d, taken)) ? null : context.time,
      });
      enqueue.emit({ type: 'slotsBooked', taken, message: bookedMeanwhileMessage(context.sport, taken) });
    }),
    /** Someone else took these sessions: drop them (or the chosen slot), keep the rest. */
    dropTaken: assign(({ context, event }) => {
      if (event.type !== 'booking.slotTaken') return {};
      const sessions = context.sessions.filter((s) => !isTakenSession(s, event.taken));
      const timeTaken =
        context.date !== null &&
        context.time !== null &&
        context.court !== null &&
        isTakenSession({ date: context.date, time: context.time, court: context.court }, event.taken);
      return { sessions, time: timeTaken ? null : context.time, availability: null };
    }),
  },
}).createMachine({
  id: 'booking',
  context: ({ input }) => ({
    today: input.today,
    rates: input.rates ?? seededRateTable,
    ...freshSelection(input.sport && isSportId(input.sport) ? input.sport : null),
    visibleMonth: initialMonth(input.today),
    weekdaysOnly: false,
    availability: null,
    availabilityStatus: 'ready',
    availabilityError: null,
    paying: false,
  }),
  initial: 'starting',
  on: {
    'booking.paying': {
      actions: assign(({ event }) => ({ paying: event.paying })),
    },
    'user.prevMonth': { actions: assign({ visibleMonth: ({ context }) => prevMonth(context.visibleMonth) }) },
    'user.nextMonth': { actions: assign({ visibleMonth: ({ context }) => nextMonth(context.visibleMonth) }) },
    'user.toggleWeekdaysOnly': {
      actions: assign(({ context }) => {
        const weekdaysOnly = !context.weekdaysOnly;
        // A weekend date chosen before filtering is dropped with its slot.
        const keepDate = context.date === null || isSelectableDate(context.date, context.today, weekdaysOnly);
        return keepDate ? { weekdaysOnly } : { weekdaysOnly, date: null, time: null };
      }),
    },
  },
  states: {
    /** Transient: straight to the booking view when a sport came in the input. */
    starting: {
      always: [{ guard: ({ context }) => context.sport !== null, target: 'booking' }, { target: 'sportList' }],
    },
    /** The sport cards. */
    sportList: {
      on: {
        'user.selectSport': { guard: 'isKnownSport', target: 'booking', actions: 'startSport' },
      },
    },
    /** The booking view of one sport. */
    booking: {
      initial: 'single',
      on: {
        'user.back': 'sportList',
        'user.selectCourt': { guard: 'isValidCourt', actions: 'setCourt' },
        'user.selectDuration': { guard: 'isDurationOption', actions: 'setDuration' },
        'user.retryAvailability': { actions: 'loadAvailability' },
        'booking.slotTaken': { actions: ['dropTaken', 'loadAvailability'] },
        'booking.paid': { actions: ['resetAfterPayment', 'loadAvailability'] },
        'xstate.done.actor.availability': { actions: 'setAvailability' },
        'xstate.error.actor.availability': { actions: 'failAvailability' },
        'availability.live': { actions: 'applyLive' },
      },
      states: {
        single: {
          on: {
            'user.setMode': { guard: 'toMultiple', target: 'multiple', actions: 'enterMultiple' },
            'user.selectDate': { guard: 'isSelectableDate', actions: ['setDateSingle', 'loadAvailability'] },
            'user.selectTime': { guard: 'isFreeSlotSingle', actions: 'setTime' },
          },
        },
        multiple: {
          on: {
            'user.setMode': { guard: 'toSingle', target: 'single' },
            'user.selectDate': { guard: 'isSelectableDate', actions: ['setDateMultiple', 'loadAvailability'] },
            'user.selectTime': { guard: 'isFreeSlotMultiple', actions: 'setTime' },
            'user.addSession': { actions: 'addSession' },
            'user.removeSession': { guard: 'hasSession', actions: 'removeSession' },
            'user.clearSessions': { guard: 'hasSessions', actions: 'clearSessions' },
          },
        },
      },
    },
  },
});

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
        draftOf(snapshot.context),
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
  return isSingleBookingComplete(draftOf(snapshot.context))
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
      : isSingleBookingComplete(draftOf(snapshot.context));
  return complete
    ? { complete: true }
    : { complete: false, message: bookingMessages.incomplete, buttonLabel: bookingMessages.incompleteButtonLabel };
}

/** The sessions being paid: the added ones (multiple) or the one being booked (single, when complete). */
export function selectSessionsToPay(snapshot: BookingSnapshot): Session[] {
  if (selectMode(snapshot) === 'multiple') return snapshot.context.sessions;
  const draft = draftOf(snapshot.context);
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
