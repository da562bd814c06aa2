import type { DoneActorEvent, SnapshotFrom } from 'xstate';
import { myBookingSetup } from './myBooking.setup';
import type { DifferenceHold, MyBookingContext } from './myBooking.types';

/**
 * My booking (`/my-booking`): the visitor opens a paid booking with its reference and phone number, then cancels a
 * session (the policy's refund shown first) or moves it to another date, court and start of the same duration. A
 * dearer start is paid through the booking's payment flow; the session moves when the payment settles.
 *
 *   form --user.open (both given)--> opening --> booking | form (the server's message) | unreachable --user.retry-->
 *   booking: idle --user.cancelSession--> cancelling.confirming --user.confirm--> submitting --> done
 *                 --user.rescheduleSession--> rescheduling.choosing (the chosen date's slots load meanwhile)
 *                   --user.confirm (date and start chosen)--> submitting --> done, or paying --> reopening --> done
 *   A refusal goes back to the panel with its message; user.closePanel and user.openAnother leave what is open
 *   (not while a cancel or move is on its way).
 *
 * The implementations are myBooking.setup.ts, the types myBooking.types.ts.
 */

/** Open a session's cancel or move (from no panel, the done message, or the other panel while it waits). */
const choose = {
  'user.cancelSession': { guard: 'knownSession', target: '#myBooking.booking.cancelling', actions: 'startCancel' },
  'user.rescheduleSession': {
    guard: 'knownSession',
    target: '#myBooking.booking.rescheduling',
    actions: 'startReschedule',
  },
} as const;
const closePanel = { 'user.closePanel': { target: '#myBooking.booking.idle', actions: 'close' } } as const;
const accessOf = (context: MyBookingContext) => ({ reference: context.reference, phone: context.phone });

export const myBookingMachine = myBookingSetup.createMachine({
  id: 'myBooking',
  context: ({ input }) => ({ ...input, phone: '', formError: null, booking: null, draft: null, done: null }),
  initial: 'form',
  states: {
    form: {
      on: {
        'user.changeField': { actions: 'setField' },
        'user.open': [{ guard: 'formInvalid', actions: 'explainForm' }, { target: 'opening' }],
      },
    },
    opening: {
      invoke: {
        src: 'open',
        input: ({ context }) => accessOf(context),
        onDone: { target: 'booking', actions: 'opened' },
        onError: [
          { guard: 'unreachable', target: 'unreachable' },
          { target: 'form', actions: 'refuseOpen' },
        ],
      },
    },
    unreachable: {
      on: { 'user.retry': 'opening' },
    },
    booking: {
      initial: 'idle',
      on: { 'user.openAnother': { target: 'form', actions: 'leave' } },
      states: {
        idle: { on: choose },
        done: { on: { ...choose, ...closePanel } },
        cancelling: {
          initial: 'confirming',
          states: {
            confirming: { on: { ...choose, ...closePanel, 'user.confirm': 'submitting' } },
            submitting: {
              // The visitor can neither close nor open another panel until the server answered.
              on: { 'user.openAnother': {} },
              entry: 'clearError',
              invoke: {
                src: 'cancel',
                input: ({ context }) => ({ access: accessOf(context), bookingId: context.draft?.bookingId ?? '' }),
                onDone: { target: '#myBooking.booking.done', actions: 'cancelled' },
                onError: { target: 'confirming', actions: 'refused' },
              },
            },
          },
        },
        rescheduling: {
          initial: 'choosing',
          states: {
            choosing: {
              initial: 'dayShown',
              on: {
                ...choose,
                ...closePanel,
                'user.prevMonth': { actions: 'changeMove' },
                'user.nextMonth': { actions: 'changeMove' },
                'user.selectCourt': { actions: 'changeMove' },
                'user.selectTime': { actions: 'changeMove' },
                'user.selectDate': { target: '.loadingDay', reenter: true, actions: 'changeMove' },
                'user.retryDay': { guard: 'hasDate', target: '.loadingDay', reenter: true, actions: 'changeMove' },
                'user.confirm': { guard: 'moveChosen', target: 'submitting' },
              },
              states: {
                dayShown: {},
                loadingDay: {
                  invoke: {
                    src: 'availability',
                    input: ({ context }) => ({
                      sport: context.booking?.sport ?? 'badminton',
                      date: context.draft?.kind === 'reschedule' ? (context.draft.date ?? '') : '',
                    }),
                    onDone: { target: 'dayShown', actions: 'dayLoaded' },
                    onError: { target: 'dayShown', actions: 'dayFailed' },
                  },
                },
              },
            },
            submitting: {
              on: { 'user.openAnother': {} },
              entry: 'clearError',
              invoke: {
                src: 'reschedule',
                input: ({ context }) => {
                  const draft = context.draft?.kind === 'reschedule' ? context.draft : null;
                  const move = { date: draft?.date ?? '', time: draft?.time ?? '', court: draft?.court ?? 0 };
                  return { access: accessOf(context), move: { bookingId: draft?.bookingId ?? '', ...move } };
                },
                onDone: [
                  { guard: 'moved', target: '#myBooking.booking.done', actions: 'movedAtOnce' },
                  { target: 'paying' },
                ],
                onError: { target: 'choosing', actions: 'refused' },
              },
            },
            /** A dearer start: the hold's difference is paid through the booking's payment flow. */
            paying: {
              on: { 'user.openAnother': {} },
              invoke: {
                src: 'payDifference',
                input: ({ context, event }) => ({
                  hold: (event as unknown as DoneActorEvent<DifferenceHold>).output,
                  booking: context.booking!,
                  phone: context.phone,
                }),
                onDone: 'reopening',
                onError: { target: 'choosing', actions: 'refused' },
              },
            },
            /** Paid: the server moved the session; the booking as it now stands. */
            reopening: {
              on: { 'user.openAnother': {} },
              invoke: {
                src: 'open',
                input: ({ context }) => accessOf(context),
                onDone: { target: '#myBooking.booking.done', actions: 'movedAfterPayment' },
                onError: { target: 'choosing', actions: 'refused' },
              },
            },
          },
        },
      },
    },
  },
});

export type MyBookingSnapshot = SnapshotFrom<typeof myBookingMachine>;

/** The screen's status: the form, opening (loading), the booking, or the booking system out of reach. */
export function selectMyBookingStatus(snapshot: MyBookingSnapshot): 'form' | 'loading' | 'booking' | 'unreachable' {
  if (snapshot.matches('opening')) return 'loading';
  if (snapshot.matches('booking')) return 'booking';
  if (snapshot.matches('unreachable')) return 'unreachable';
  return 'form';
}

/** True while a cancel or a move (with its payment) is on its way. */
export function selectPanelBusy(snapshot: MyBookingSnapshot): boolean {
  return (
    snapshot.matches({ booking: { cancelling: 'submitting' } }) ||
    snapshot.matches({ booking: { rescheduling: 'submitting' } }) ||
    snapshot.matches({ booking: { rescheduling: 'paying' } }) ||
    snapshot.matches({ booking: { rescheduling: 'reopening' } })
  );
}
