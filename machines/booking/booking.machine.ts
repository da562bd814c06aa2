import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { AvailabilityResponse } from '../api/booking.schema';
import { isIsoDate } from '../time/dates';
import { dayAvailabilityOf } from './availability';
import {
  bookingDraftOf,
  freshSelection,
  ratesOf,
  slotFree,
  type AvailabilityRequest,
  type BookingContext,
  type BookingEmitted,
  type BookingEvent,
  type BookingInput,
} from './booking.context';
import { bookingMessages, createSession, describeSession, isTakenSession, validateNewSession } from './booking.rules';
import { initialMonth, isSelectableDate, nextMonth, prevMonth } from './calendar';
import { bookedMeanwhile, bookedMeanwhileMessage, type ChosenSession } from './liveAvailability';
import { seededRateTable } from './rates';
import { isDuration, MIN_DURATION } from './slots';
import { courtsBySport, isSportId } from './sports';

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
 * Payment hand-off: this machine does not pay. `selectPaymentOrder` (./booking.selectors.ts) gives the amount, product name and
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
 * date and the sessions' dates, `selectLiveKey`). The shown date's grid takes it at once; a chosen session (the
 * slot, the multi-session list, the slot about to be added) that it shows booked by someone else is dropped, the rest
 * kept, and `slotsBooked` is emitted with the message naming it, before the visitor presses pay. While a payment is
 * under way (`booking.paying`, from the container) nothing is dropped: the visitor's own hold and booking show too.
 *
 * Emitted: `toast` (ToastEmitted, ../shared/toast.ts) for Add Session failures (destructive), Session added!, Session
 * removed and All sessions cleared; `slotsBooked` {taken, message} when live availability dropped chosen sessions.
 */

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
      const draft = bookingDraftOf(context);
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
