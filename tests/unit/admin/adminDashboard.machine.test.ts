import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { adminDashboardMachine } from '../../../machines/admin/adminDashboard.machine';
import {
  selectCancelDialog,
  selectExporting,
  selectMoveDialog,
  selectRefundDialog,
} from '../../../machines/admin/adminDashboard.select';
import type { AdminDashboardEmitted, PaymentsFilters } from '../../../machines/admin/adminDashboard.types';
import type {
  AdminBookingRow,
  AdminCancelRequest,
  AdminCancelResponse,
  AdminMoveRequest,
  AdminRefundQuote,
} from '../../../machines/api/adminBookings.schema';
import type { AdminRefundPaidRequest } from '../../../machines/api/adminPayments.schema';
import { owed, quote, refundDuePayment } from './fixtures';

const today = '2026-11-21';
const booking: AdminBookingRow = {
  id: 'BK-ONE1',
  reference: null,
  sport: 'badminton',
  court: 2,
  date: '2026-11-20',
  time: '18:00',
  duration: 1,
  customerName: 'Asha Rao',
  phone: '9876543210',
  email: 'asha@example.com',
  amount: 350,
  status: 'confirmed',
  paymentMode: 'online',
  whatsappSent: false,
};
const payment = refundDuePayment;

/** A promise the test settles by hand, and the calls made to it. */
function pending<T, I>() {
  const calls: I[] = [];
  let settle: { resolve: (value: T) => void; reject: (error: unknown) => void } | null = null;
  const actor = fromPromise<T, I>(({ input }) => {
    calls.push(input);
    return new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
  });
  return {
    actor,
    calls,
    resolve: (value: T) => settle?.resolve(value),
    reject: (error: unknown) => settle?.reject(error),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(actors: Parameters<typeof adminDashboardMachine.provide>[0]['actors'] = {}) {
  const actor = createActor(adminDashboardMachine.provide({ actors }), { input: { today } });
  const emitted: AdminDashboardEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted };
}

describe('the admin dashboard machine', () => {
  it("cancels with the policy's refund once its quote is in, then says so and refreshes what changed", async () => {
    const refundQuote = pending<AdminRefundQuote, { id: string }>();
    const cancelBooking = pending<AdminCancelResponse, { id: string; request: AdminCancelRequest }>();
    const { actor, emitted } = start({ refundQuote: refundQuote.actor, cancelBooking: cancelBooking.actor });
    actor.send({ type: 'user.cancel', row: booking });
    expect(selectCancelDialog(actor.getSnapshot())).toMatchObject({ busy: false, refund: { status: 'loading' } });
    expect(refundQuote.calls).toEqual([{ id: 'BK-ONE1' }]);
    refundQuote.resolve(quote);
    await flush();
    expect(selectCancelDialog(actor.getSnapshot())?.refund).toMatchObject({ status: 'ready', quote });

    actor.send({ type: 'user.confirm' });
    expect(selectCancelDialog(actor.getSnapshot())?.busy).toBe(true);
    actor.send({ type: 'user.dismiss' });
    expect(selectCancelDialog(actor.getSnapshot())).not.toBeNull();
    expect(cancelBooking.calls).toEqual([{ id: 'BK-ONE1', request: {} }]);
    const refund = { amount: 175, status: 'issued' as const, reference: 'rfnd_1' };
    cancelBooking.resolve({ ...booking, status: 'cancelled', refund });
    await flush();
    expect(selectCancelDialog(actor.getSnapshot())).toBeNull();
    expect(emitted).toEqual([
      { type: 'bookingCancelled', id: 'BK-ONE1', refund },
      {
        type: 'refresh',
        resources: ['bookings', 'stats', 'calendar', 'customers', 'payments', 'revenue'],
      },
    ]);
  });

  it('asks a reason for another amount before anything is sent, and keeps the dialog on a refusal', async () => {
    const cancelBooking = pending<AdminCancelResponse, { id: string; request: AdminCancelRequest }>();
    const { actor, emitted } = start({
      refundQuote: fromPromise(async () => quote),
      cancelBooking: cancelBooking.actor,
    });
    actor.send({ type: 'user.cancel', row: booking });
    await flush();
    actor.send({ type: 'user.changeCancelRefund', field: 'amount', value: '300' });
    actor.send({ type: 'user.confirm' });
    expect(selectCancelDialog(actor.getSnapshot())).toMatchObject({
      busy: false,
      error: 'Say why the refund differs from the cancellation policy.',
    });
    expect(cancelBooking.calls).toEqual([]);

    actor.send({ type: 'user.changeCancelRefund', field: 'reason', value: 'Lights failed' });
    expect(selectCancelDialog(actor.getSnapshot())?.error).toBeUndefined();
    actor.send({ type: 'user.confirm' });
    expect(cancelBooking.calls).toEqual([{ id: 'BK-ONE1', request: { refundAmount: 300, reason: 'Lights failed' } }]);
    cancelBooking.reject(new Error('This booking is already cancelled.'));
    await flush();
    expect(selectCancelDialog(actor.getSnapshot())).toMatchObject({
      busy: false,
      error: 'This booking is already cancelled.',
      refund: { amount: '300', reason: 'Lights failed' },
    });
    expect(emitted).toEqual([]);
  });

  it('says when the quote cannot be had, and still cancels by the policy', async () => {
    const { actor } = start({ refundQuote: fromPromise(() => Promise.reject(new Error('offline'))) });
    actor.send({ type: 'user.cancel', row: booking });
    await flush();
    expect(selectCancelDialog(actor.getSnapshot())?.refund.status).toBe('error');
  });

  it('moves a past booking from today at the earliest, with the court as a number', async () => {
    const moveBooking = pending<AdminBookingRow, { id: string; request: AdminMoveRequest }>();
    const { actor, emitted } = start({ moveBooking: moveBooking.actor });
    actor.send({ type: 'user.edit', row: booking });
    expect(selectMoveDialog(actor.getSnapshot())).toMatchObject({ date: today, time: '18:00', court: '2' });
    actor.send({ type: 'user.changeMove', field: 'court', value: '1' });
    actor.send({ type: 'user.confirm' });
    expect(selectMoveDialog(actor.getSnapshot())?.busy).toBe(true);
    expect(moveBooking.calls).toEqual([{ id: 'BK-ONE1', request: { date: today, time: '18:00', court: 1 } }]);
    moveBooking.reject(new Error('Court 1 is booked at 6:00 PM on Sat, 21 Nov 2026.'));
    await flush();
    expect(selectMoveDialog(actor.getSnapshot())).toMatchObject({
      busy: false,
      court: '1',
      error: 'Court 1 is booked at 6:00 PM on Sat, 21 Nov 2026.',
    });

    actor.send({ type: 'user.changeMove', field: 'time', value: '19:00' });
    expect(selectMoveDialog(actor.getSnapshot())?.error).toBeUndefined();
    actor.send({ type: 'user.confirm' });
    const moved = { ...booking, date: today, time: '19:00', court: 1 };
    moveBooking.resolve(moved);
    await flush();
    expect(selectMoveDialog(actor.getSnapshot())).toBeNull();
    expect(emitted).toEqual([
      { type: 'bookingMoved', row: moved },
      { type: 'refresh', resources: ['bookings', 'stats', 'calendar', 'customers'] },
    ]);
  });

  it('marks only an owed refund paid, with a reference, and shows the list again when it was made meanwhile', async () => {
    const markRefundPaid = pending<void, { id: string; request: AdminRefundPaidRequest }>();
    const { actor, emitted } = start({ markRefundPaid: markRefundPaid.actor });
    actor.send({ type: 'user.markRefundPaid', row: payment, refundId: 'RF-NOSUCH000001' });
    expect(selectRefundDialog(actor.getSnapshot())).toBeNull();

    actor.send({ type: 'user.markRefundPaid', row: payment, refundId: owed.id });
    actor.send({ type: 'user.changeRefundReference', reference: 'ab' });
    actor.send({ type: 'user.confirm' });
    expect(selectRefundDialog(actor.getSnapshot())).toMatchObject({
      busy: false,
      error: 'Enter the bank transfer or UPI reference of the refund you made (3 to 120 characters).',
    });
    expect(markRefundPaid.calls).toEqual([]);

    actor.send({ type: 'user.changeRefundReference', reference: 'UPI 4123' });
    actor.send({ type: 'user.confirm' });
    expect(selectRefundDialog(actor.getSnapshot())?.busy).toBe(true);
    expect(markRefundPaid.calls).toEqual([{ id: owed.id, request: { reference: 'UPI 4123' } }]);
    markRefundPaid.reject(Object.assign(new Error('This refund was marked paid already.'), { status: 409 }));
    await flush();
    expect(selectRefundDialog(actor.getSnapshot())).toMatchObject({
      busy: false,
      error: 'This refund was marked paid already.',
    });
    expect(emitted).toEqual([{ type: 'refresh', resources: ['payments'] }]);

    actor.send({ type: 'user.confirm' });
    markRefundPaid.resolve();
    await flush();
    expect(selectRefundDialog(actor.getSnapshot())).toBeNull();
    expect(emitted.slice(1)).toEqual([
      { type: 'refundRecorded', amount: 350, name: 'Nisha Verma', reference: 'UPI 4123' },
      { type: 'refresh', resources: ['payments', 'stats', 'revenue', 'customers'] },
    ]);
  });

  it('exports each kind once at a time, and says why one failed', async () => {
    const exportCsv = pending<void, PaymentsFilters>();
    const { actor, emitted } = start({
      exportCsv: exportCsv.actor,
      exportData: fromPromise(() => Promise.reject(new Error('The server did not answer.'))),
    });
    actor.send({ type: 'user.exportCsv', query: { status: 'confirmed', q: '' } });
    actor.send({ type: 'user.exportCsv', query: { status: 'failed', q: '' } });
    expect(selectExporting(actor.getSnapshot(), 'csv')).toBe(true);
    expect(exportCsv.calls).toEqual([{ status: 'confirmed', q: '' }]);
    actor.send({ type: 'user.exportData' });
    await flush();
    expect(selectExporting(actor.getSnapshot(), 'data')).toBe(false);
    exportCsv.resolve();
    await flush();
    expect(selectExporting(actor.getSnapshot(), 'csv')).toBe(false);
    expect(emitted).toEqual([
      { type: 'failed', action: 'data', message: 'The server did not answer.' },
      { type: 'exported', kind: 'csv' },
    ]);
  });

  it('opens each chat at once and records the chats and receipts sent one after another', async () => {
    const recordSent = vi.fn((input: { kind: string; id: string }) =>
      input.id === payment.id ? Promise.reject(new Error('Not found.')) : Promise.resolve(),
    );
    const { actor, emitted } = start({ recordSent: fromPromise(({ input }) => recordSent(input)) });
    actor.send({ type: 'user.chat', row: booking, href: 'https://wa.me/919876543210?text=a' });
    actor.send({ type: 'user.sendReceipt', row: payment, href: 'https://wa.me/919876500011?text=b' });
    expect(emitted).toEqual([
      { type: 'openLink', href: 'https://wa.me/919876543210?text=a' },
      { type: 'openLink', href: 'https://wa.me/919876500011?text=b' },
    ]);
    expect(recordSent).toHaveBeenCalledTimes(1);
    await flush();
    await flush();
    expect(recordSent.mock.calls.map(([input]) => input)).toEqual([
      { kind: 'whatsapp', id: 'BK-ONE1' },
      { kind: 'receipt', id: 'PAY-LATE0001' },
    ]);
    expect(emitted.slice(2)).toEqual([
      { type: 'recorded', kind: 'whatsapp', name: 'Asha Rao' },
      { type: 'refresh', resources: ['bookings'] },
      { type: 'failed', action: 'receipt', message: 'Not found.' },
    ]);
  });
});
