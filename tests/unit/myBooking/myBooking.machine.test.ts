import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AvailabilityResponse } from '../../../machines/api/booking.schema';
import { seededRateTable } from '../../../machines/booking/rates';
import {
  myBookingMachine,
  selectMyBookingStatus,
  selectPanelBusy,
} from '../../../machines/myBooking/myBooking.machine';
import type { MyBooking } from '../../../machines/myBooking/myBooking.schema';
import type { MyBookingActors } from '../../../machines/myBooking/myBooking.types';
import { myBookingPanelView } from '../../../machines/myBooking/myBooking.view';
import { storyMyBooking } from '../../../stories/fixtures/myBooking';

const booking = storyMyBooking;
const session = booking.sessions[0]!;
const refundTiming = 'The refund arrives in 3–4 working days.';
const apiError = (status: number, message: string) => Object.assign(new Error(message), { status });
const day: AvailabilityResponse = { sport: 'badminton', date: '2026-12-24', ratePerHour: 350, courts: [] };

type Actors = {
  [K in keyof MyBookingActors]?: (input: MyBookingActors[K]['input']) => Promise<MyBookingActors[K]['output']>;
};

/** The machine with these answers of the server; `calls` records what was asked. */
function start(answers: Actors, reference = '') {
  const calls: { actor: string; input: unknown }[] = [];
  const actors = Object.fromEntries(
    Object.entries(answers).map(([name, answer]) => [
      name,
      fromPromise(({ input }) => {
        calls.push({ actor: name, input });
        return (answer as (input: unknown) => Promise<unknown>)(input);
      }),
    ]),
  );
  const actor = createActor(myBookingMachine.provide({ actors }), {
    input: { reference, today: '2026-11-21', refundTiming },
  });
  actor.start();
  return { actor, calls };
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const panelOf = (actor: ReturnType<typeof start>['actor']) =>
  myBookingPanelView(actor.getSnapshot().context, selectPanelBusy(actor.getSnapshot()), seededRateTable);

async function opened(answers: Actors) {
  const started = start({ open: async () => booking, ...answers }, booking.reference);
  started.actor.send({ type: 'user.changeField', field: 'phone', value: '98765 43210' });
  started.actor.send({ type: 'user.open' });
  await flush();
  expect(selectMyBookingStatus(started.actor.getSnapshot())).toBe('booking');
  return started;
}

describe('the My booking machine', () => {
  it('asks for the reference, then the phone, before it asks the server', async () => {
    const { actor, calls } = start({ open: async () => booking });
    actor.send({ type: 'user.open' });
    expect(actor.getSnapshot().context.formError).toBe('Please enter your booking reference (it starts with POD-).');
    actor.send({ type: 'user.changeField', field: 'reference', value: ' POD-7K3M-9QXA-R2TB ' });
    actor.send({ type: 'user.open' });
    expect(actor.getSnapshot().context.formError).toBe('Please enter the phone number you booked with.');
    expect(calls).toEqual([]);
    actor.send({ type: 'user.changeField', field: 'phone', value: '98765 43210' });
    actor.send({ type: 'user.open' });
    expect(selectMyBookingStatus(actor.getSnapshot())).toBe('loading');
    await flush();
    expect(calls).toEqual([{ actor: 'open', input: { reference: ' POD-7K3M-9QXA-R2TB ', phone: '98765 43210' } }]);
    expect(selectMyBookingStatus(actor.getSnapshot())).toBe('booking');
    expect(actor.getSnapshot().context).toMatchObject({ booking, formError: null });
  });

  it("shows the server's refusal on the form, and offers a retry when the booking system is out of reach", async () => {
    let answer: Error = apiError(404, 'We could not find a booking with this booking reference and phone number.');
    const { actor, calls } = start({ open: () => Promise.reject(answer) }, booking.reference);
    actor.send({ type: 'user.changeField', field: 'phone', value: '90000 00000' });
    actor.send({ type: 'user.open' });
    await flush();
    expect(selectMyBookingStatus(actor.getSnapshot())).toBe('form');
    expect(actor.getSnapshot().context.formError).toBe(
      'We could not find a booking with this booking reference and phone number.',
    );
    answer = new TypeError('Failed to fetch');
    actor.send({ type: 'user.open' });
    await flush();
    expect(selectMyBookingStatus(actor.getSnapshot())).toBe('unreachable');
    actor.send({ type: 'user.retry' });
    expect(selectMyBookingStatus(actor.getSnapshot())).toBe('loading');
    expect(calls).toHaveLength(3);
  });

  it('cancels a session after the policy is shown, then says what is refunded', async () => {
    let finish: (value: MyBookingActors['cancel']['output']) => void = () => undefined;
    const { actor, calls } = await opened({ cancel: () => new Promise((resolve) => (finish = resolve)) });
    actor.send({ type: 'user.cancelSession', bookingId: 'BK-NOTMINE00' });
    expect(panelOf(actor)).toBeNull();
    actor.send({ type: 'user.cancelSession', bookingId: session.bookingId });
    expect(panelOf(actor)).toMatchObject({ kind: 'cancel', busy: false, band: 'full', error: null });
    actor.send({ type: 'user.confirm' });
    expect(panelOf(actor)).toMatchObject({ kind: 'cancel', busy: true });
    actor.send({ type: 'user.closePanel' });
    actor.send({ type: 'user.openAnother' });
    expect(panelOf(actor)).toMatchObject({ kind: 'cancel', busy: true });
    expect(calls.at(-1)).toEqual({
      actor: 'cancel',
      input: { access: { reference: booking.reference, phone: '98765 43210' }, bookingId: session.bookingId },
    });
    const cancelled = { ...booking, sessions: [{ ...session, status: 'cancelled' as const, ahead: false }] };
    finish({
      booking: cancelled,
      bookingId: session.bookingId,
      percent: 100,
      refund: { amount: 350, status: 'issued', reference: 'rfnd_1' },
    });
    await flush();
    expect(actor.getSnapshot().context.booking).toEqual(cancelled);
    expect(panelOf(actor)).toEqual({
      kind: 'done',
      title: 'Session cancelled',
      message: `The slot is free again. ₹350 is being refunded to your original payment method. ${refundTiming}`,
    });
    actor.send({ type: 'user.closePanel' });
    expect(panelOf(actor)).toBeNull();
  });

  it('keeps the cancel open with the reason it was refused', async () => {
    const { actor } = await opened({
      cancel: () => Promise.reject(apiError(409, 'This session has already started.')),
    });
    actor.send({ type: 'user.cancelSession', bookingId: session.bookingId });
    actor.send({ type: 'user.confirm' });
    await flush();
    expect(panelOf(actor)).toMatchObject({ kind: 'cancel', busy: false, error: 'This session has already started.' });
  });

  it("moves a session at once: the chosen date's slots load, and a new court asks for a new start", async () => {
    const { actor, calls } = await opened({
      availability: async () => day,
      reschedule: async () => ({
        kind: 'moved',
        booking,
        bookingId: session.bookingId,
        difference: 0,
        refund: null,
      }),
    });
    actor.send({ type: 'user.rescheduleSession', bookingId: session.bookingId });
    expect(actor.getSnapshot().context.draft).toMatchObject({ month: { year: 2026, month: 11 }, court: 1 });
    actor.send({ type: 'user.confirm' });
    expect(calls.filter((c) => c.actor === 'reschedule')).toEqual([]);
    actor.send({ type: 'user.selectDate', date: '2026-12-24' });
    expect(actor.getSnapshot().context.draft).toMatchObject({ date: '2026-12-24', dayStatus: 'loading' });
    await flush();
    expect(actor.getSnapshot().context.draft).toMatchObject({ day, dayStatus: 'ready' });
    actor.send({ type: 'user.selectTime', time: '10:00' });
    actor.send({ type: 'user.selectCourt', court: 2 });
    expect(actor.getSnapshot().context.draft).toMatchObject({ court: 2, time: null });
    actor.send({ type: 'user.selectTime', time: '10:00' });
    expect(panelOf(actor)).toMatchObject({
      kind: 'reschedule',
      priceNote: 'Same price: ₹350.',
      confirmLabel: 'Move Session',
    });
    actor.send({ type: 'user.confirm' });
    await flush();
    expect(calls.filter((c) => c.actor === 'reschedule')).toEqual([
      {
        actor: 'reschedule',
        input: {
          access: { reference: booking.reference, phone: '98765 43210' },
          move: { bookingId: session.bookingId, date: '2026-12-24', time: '10:00', court: 2 },
        },
      },
    ]);
    expect(panelOf(actor)).toEqual({
      kind: 'done',
      title: 'Session moved',
      message: 'Your session is now on Thu, 24 Dec 2026 at 10:00 AM, Court 2; the old slot is free.',
    });
  });

  it('pays a dearer start through the payment flow, then shows the booking as the server has it', async () => {
    const hold = {
      kind: 'pay' as const,
      bookingId: session.bookingId,
      holdId: 'HOLD-1',
      difference: 150,
      amountPaise: 15000,
      expiresAt: '2026-11-21T05:00:00.000Z',
    };
    const moved: MyBooking = { ...booking, paid: 500, sessions: [{ ...session, date: '2026-12-26', time: '10:00' }] };
    const answers = [booking, moved];
    let pay = { resolve: () => {}, reject: (_error: Error) => {} };
    const { actor, calls } = await opened({
      open: async () => answers.shift() ?? moved,
      availability: async () => day,
      reschedule: async () => hold,
      payDifference: () => new Promise<void>((resolve, reject) => (pay = { resolve, reject })),
    });
    actor.send({ type: 'user.rescheduleSession', bookingId: session.bookingId });
    actor.send({ type: 'user.selectDate', date: '2026-12-26' });
    await flush();
    actor.send({ type: 'user.selectTime', time: '10:00' });
    actor.send({ type: 'user.confirm' });
    await flush();
    expect(selectPanelBusy(actor.getSnapshot())).toBe(true);
    expect(calls.at(-1)).toEqual({ actor: 'payDifference', input: { hold, booking, phone: '98765 43210' } });
    pay.reject(new Error('Payment Cancelled: Your payment was cancelled. You can try again anytime.'));
    await flush();
    expect(panelOf(actor)).toMatchObject({
      kind: 'reschedule',
      busy: false,
      error: 'Payment Cancelled: Your payment was cancelled. You can try again anytime.',
    });

    actor.send({ type: 'user.confirm' });
    await flush();
    pay.resolve();
    await flush();
    expect(calls.filter((c) => c.actor === 'open')).toHaveLength(2);
    expect(actor.getSnapshot().context.booking).toEqual(moved);
    expect(panelOf(actor)).toEqual({
      kind: 'done',
      title: 'Session moved',
      message: 'Your session is now on Sat, 26 Dec 2026 at 10:00 AM, Court 1; the old slot is free.',
    });
  });

  it('leaves the booking for the form with Open another booking', async () => {
    const { actor } = await opened({});
    actor.send({ type: 'user.cancelSession', bookingId: session.bookingId });
    actor.send({ type: 'user.openAnother' });
    expect(selectMyBookingStatus(actor.getSnapshot())).toBe('form');
    expect(actor.getSnapshot().context).toMatchObject({ booking: null, draft: null, done: null });
  });
});
