import { assign, fromPromise, setup, type DoneActorEvent } from 'xstate';
import { initialMonth, monthOf, nextMonth, prevMonth } from '../booking/calendar';
import { fieldErrorsOf } from '../forms/forms.schema';
import { myBookingOpenSchema, type MyBooking, type MyBookingAccess } from './myBooking.schema';
import type {
  MyBookingActors,
  MyBookingContext,
  MyBookingEvent,
  MyBookingInput,
  RescheduleDraft,
} from './myBooking.types';
import { cancelledMessage, movedMessage } from './myBooking.view';

/**
 * What the My booking chart (myBooking.machine.ts) names: its default actors (the app provides the My booking API,
 * the day's availability and the payment flow), guards and actions.
 */

const accessOf = (context: MyBookingContext): MyBookingAccess => ({
  reference: context.reference,
  phone: context.phone,
});
const messageOf = (event: unknown) => {
  const error = (event as { error?: unknown }).error;
  return error instanceof Error ? error.message : String(error);
};
/** The booking system could not be reached: no answer (status 0), a server error, or no answer of the API at all. */
const unreachable = (event: unknown) => {
  const status = (event as { error?: { status?: unknown } }).error?.status;
  return typeof status !== 'number' || status === 0 || status >= 500;
};
const rescheduling = (context: MyBookingContext): RescheduleDraft | null =>
  context.draft?.kind === 'reschedule' ? context.draft : null;
const outputOf = <T>(event: unknown) => (event as DoneActorEvent<T>).output;
/** The booking as it now stands, and the done message of the move the draft asked for. */
function movedTo(context: MyBookingContext, booking: MyBooking, refund: { amount: number } | null) {
  const draft = rescheduling(context);
  if (!draft?.date || !draft.time) return { booking, draft: null };
  const to = { date: draft.date, time: draft.time, court: draft.court };
  return { booking, draft: null, done: movedMessage(to, refund, context.refundTiming) };
}

/** The default of every actor: without the app's adapters there is no booking system to ask. */
const notConnected = async (): Promise<never> => {
  throw new Error('The booking system is not connected.');
};

export const myBookingSetup = setup({
  types: {
    context: {} as MyBookingContext,
    events: {} as MyBookingEvent,
    input: {} as MyBookingInput,
  },
  actors: {
    open: fromPromise<MyBookingActors['open']['output'], MyBookingActors['open']['input']>(notConnected),
    cancel: fromPromise<MyBookingActors['cancel']['output'], MyBookingActors['cancel']['input']>(notConnected),
    reschedule: fromPromise<MyBookingActors['reschedule']['output'], MyBookingActors['reschedule']['input']>(
      notConnected,
    ),
    availability: fromPromise<MyBookingActors['availability']['output'], MyBookingActors['availability']['input']>(
      notConnected,
    ),
    payDifference: fromPromise<void, MyBookingActors['payDifference']['input']>(notConnected),
  },
  guards: {
    formInvalid: ({ context }) => fieldErrorsOf(myBookingOpenSchema, accessOf(context)) !== null,
    unreachable: ({ event }) => unreachable(event),
    knownSession: ({ context, event }) =>
      'bookingId' in event && !!context.booking?.sessions.some((s) => s.bookingId === event.bookingId),
    hasDate: ({ context }) => !!rescheduling(context)?.date,
    moveChosen: ({ context }) => !!rescheduling(context)?.date && !!rescheduling(context)?.time,
    moved: ({ event }) => outputOf<MyBookingActors['reschedule']['output']>(event)?.kind === 'moved',
  },
  actions: {
    setField: assign(({ event }) => (event.type === 'user.changeField' ? { [event.field]: event.value } : {})),
    explainForm: assign({
      formError: ({ context }) => {
        const errors = fieldErrorsOf(myBookingOpenSchema, accessOf(context));
        return errors?.reference ?? errors?.phone ?? null;
      },
    }),
    refuseOpen: assign({ formError: ({ event }) => messageOf(event) }),
    opened: assign({
      booking: ({ event }) => outputOf<MyBookingActors['open']['output']>(event),
      formError: null,
      draft: null,
      done: null,
    }),
    leave: assign({ booking: null, draft: null, done: null }),
    close: assign({ draft: null, done: null }),
    startCancel: assign(({ event }) =>
      event.type === 'user.cancelSession'
        ? { done: null, draft: { kind: 'cancel' as const, bookingId: event.bookingId, error: null } }
        : {},
    ),
    startReschedule: assign(({ context, event }) => {
      if (event.type !== 'user.rescheduleSession') return {};
      const session = context.booking?.sessions.find((s) => s.bookingId === event.bookingId);
      if (!session) return {};
      const draft: RescheduleDraft = {
        kind: 'reschedule',
        bookingId: event.bookingId,
        month: session.date > context.today ? monthOf(session.date) : initialMonth(context.today),
        date: null,
        court: session.court,
        time: null,
        day: null,
        dayStatus: 'ready',
        error: null,
      };
      return { done: null, draft };
    }),
    changeMove: assign({
      draft: ({ context, event }) => {
        const draft = rescheduling(context);
        if (!draft) return context.draft;
        switch (event.type) {
          case 'user.prevMonth':
            return { ...draft, month: prevMonth(draft.month) };
          case 'user.nextMonth':
            return { ...draft, month: nextMonth(draft.month) };
          case 'user.selectCourt':
            return { ...draft, court: event.court, time: null };
          case 'user.selectTime':
            return { ...draft, time: event.time, error: null };
          case 'user.selectDate':
            return { ...draft, date: event.date, time: null, day: null, dayStatus: 'loading' as const };
          case 'user.retryDay':
            return { ...draft, dayStatus: 'loading' as const };
          default:
            return draft;
        }
      },
    }),
    dayLoaded: assign({
      draft: ({ context, event }) => {
        const draft = rescheduling(context);
        const day = outputOf<MyBookingActors['availability']['output']>(event);
        return draft ? { ...draft, day, dayStatus: 'ready' as const, error: null } : context.draft;
      },
    }),
    dayFailed: assign({
      draft: ({ context }) => {
        const draft = rescheduling(context);
        return draft ? { ...draft, dayStatus: 'error' as const } : context.draft;
      },
    }),
    clearError: assign({ draft: ({ context }) => context.draft && { ...context.draft, error: null } }),
    refused: assign({ draft: ({ context, event }) => context.draft && { ...context.draft, error: messageOf(event) } }),
    cancelled: assign(({ context, event }) => {
      const answer = outputOf<MyBookingActors['cancel']['output']>(event);
      return { booking: answer.booking, draft: null, done: cancelledMessage(answer.refund, context.refundTiming) };
    }),
    /** Moved at once: same or lower price (a lower one refunds the difference). */
    movedAtOnce: assign(({ context, event }) => {
      const answer = outputOf<MyBookingActors['reschedule']['output']>(event);
      return answer.kind === 'moved' ? movedTo(context, answer.booking, answer.refund) : {};
    }),
    /** Moved once the difference was paid: the booking as the server now has it. */
    movedAfterPayment: assign(({ context, event }) =>
      movedTo(context, outputOf<MyBookingActors['open']['output']>(event), null),
    ),
  },
});
