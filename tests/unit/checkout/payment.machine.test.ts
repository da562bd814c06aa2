import { describe, expect, it } from 'vitest';
import type { SimulatedClock } from 'xstate';
import { PaymentPreparationError, paymentMessages } from '../../../machines/checkout/payment.copy';
import {
  selectConfirmingRetry,
  selectIsProcessing,
  selectPayButton,
  selectPaymentStatus,
} from '../../../machines/checkout/payment.select';
import { BOOKING_CONFIRM_DELAY_MS } from '../../../machines/checkout/payment.setup';
import type { ConfirmedPayment } from '../../../machines/checkout/payment.types';
import {
  CONFIRM_RETRY_DELAYS_MS,
  notConfirmedMessage,
  PaymentRefundedError,
  PaymentServerUnreachableError,
} from '../../../machines/checkout/paymentConfirm';
import { bookingInput, customer, flush, paymentHarness, shopInput } from './paymentHarness';

describe('payment machine: editing and validation', () => {
  it('starts editing with the input', () => {
    const { actor } = paymentHarness(shopInput);
    const snap = actor.getSnapshot();
    expect(snap.value).toBe('editing');
    expect(snap.context).toMatchObject({
      kind: 'shop',
      amount: 1798,
      customer,
      deliveryMethod: 'pickup',
      paymentId: null,
    });
    expect(selectPaymentStatus(snap)).toBe('editing');
    expect(selectPayButton(snap)).toEqual({ disabled: false, busy: false, busyLabel: 'Processing...' });
  });

  it('edits fields; delivery defaults to pickup', () => {
    const { actor } = paymentHarness({ ...shopInput, customer: undefined });
    actor.send({ type: 'user.changeField', field: 'name', value: 'Ravi' });
    expect(actor.getSnapshot().context.customer).toEqual({ name: 'Ravi', email: '', phone: '' });
    expect(actor.getSnapshot().context.deliveryMethod).toBe('pickup');
    expect(paymentHarness(bookingInput).actor.getSnapshot().context.deliveryMethod).toBe('pickup');
  });

  it('an amount of 0 or less is silently ignored', () => {
    for (const amount of [0, -10]) {
      const { actor, emitted, state } = paymentHarness({ ...shopInput, amount });
      actor.send({ type: 'user.pay' });
      expect(actor.getSnapshot().value).toBe('editing');
      expect(emitted).toEqual([]);
      expect(state.loadCalls).toBe(0);
      expect(selectPayButton(actor.getSnapshot()).disabled).toBe(true);
    }
  });

  it('the first failing rule raises a destructive toast and nothing else happens', () => {
    const { actor, toasts, state } = paymentHarness({ ...shopInput, customer: { ...customer, email: 'nope' } });
    actor.send({ type: 'user.pay' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(toasts()).toEqual([
      {
        type: 'toast',
        title: 'Invalid email',
        description: 'Please enter a valid email address.',
        variant: 'destructive',
      },
    ]);
    expect(actor.getSnapshot().context.validation?.title).toBe('Invalid email');
    expect(state.loadCalls).toBe(0);
    actor.send({ type: 'user.changeField', field: 'email', value: 'asha@example.com' });
    expect(actor.getSnapshot().context.validation).toBeNull();
  });

  it('booking payments validate name and phone only', () => {
    const { actor, toasts } = paymentHarness({ ...bookingInput, customer: { name: 'A', phone: '123' } });
    actor.send({ type: 'user.pay' });
    expect(toasts()[0]).toMatchObject({ title: 'Invalid phone number', variant: 'destructive' });
    actor.send({ type: 'user.changeField', field: 'phone', value: '9876543210' });
    actor.send({ type: 'user.pay' });
    expect(actor.getSnapshot().matches('processing')).toBe(true);
  });

  it('order.changed updates what is paid, but not while processing', () => {
    const { actor } = paymentHarness(bookingInput);
    actor.send({ type: 'order.changed', amount: 1000, productName: 'Tennis court booking', booking: null });
    expect(actor.getSnapshot().context).toMatchObject({
      amount: 1000,
      productName: 'Tennis court booking',
      booking: null,
    });
    actor.send({ type: 'order.changed', items: [] });
    expect(actor.getSnapshot().context.amount).toBe(1000);
    actor.send({ type: 'user.pay' });
    actor.send({ type: 'order.changed', amount: 1 });
    expect(actor.getSnapshot().context.amount).toBe(1000);
  });
});

describe('payment machine: processing', () => {
  it('shows Initializing Payment, loads the script, opens the dialog with paise and description', async () => {
    const { actor, toasts, state } = paymentHarness(shopInput);
    actor.send({ type: 'user.pay' });
    expect(actor.getSnapshot().matches({ processing: 'preparing' })).toBe(true);
    expect(toasts()).toEqual([{ type: 'toast', title: 'Initializing Payment', variant: 'default' }]);
    expect(selectIsProcessing(actor.getSnapshot())).toBe(true);
    expect(selectPayButton(actor.getSnapshot())).toEqual({ disabled: true, busy: true, busyLabel: 'Processing...' });
    await flush();
    expect(actor.getSnapshot().matches({ processing: 'awaitingPayment' })).toBe(true);
    expect(state.openInput).toEqual({
      amountPaise: 179800,
      description: 'Payment for POD merchandise order',
      customer,
      providerOrderId: null,
      demo: false,
    });
  });

  it('sends the provider a tidy customer: spaces around and inside the name folded', async () => {
    const { actor, state } = paymentHarness({
      ...shopInput,
      customer: { ...customer, name: '  Asha   Raman ', email: ' asha@example.com ', phone: ' 98765 43210 ' },
    });
    actor.send({ type: 'user.pay' });
    await flush();
    expect(state.openInput?.customer).toEqual({ name: 'Asha Raman', email: 'asha@example.com', phone: '98765 43210' });
  });

  it('a second pay while processing is impossible', async () => {
    const { actor, state } = paymentHarness(shopInput);
    actor.send({ type: 'user.pay' });
    actor.send({ type: 'user.pay' });
    await flush();
    actor.send({ type: 'user.pay' });
    await flush();
    expect(state.loadCalls).toBe(1);
    expect(state.openCalls).toBe(1);
  });

  it.each([
    ['script resolves false', { load: false as const }, paymentMessages.scriptFailed],
    ['script rejects', { load: 'reject' as const }, paymentMessages.scriptFailed],
    ['provider object unavailable', { open: 'unavailable' as const }, paymentMessages.unavailable],
    ['dialog cannot be created', { open: 'throw' as const }, paymentMessages.dialogFailed],
  ])('%s: Payment Error with the spec message, processing ends', async (_label, behaviour, message) => {
    const { actor, toasts, state } = paymentHarness(shopInput);
    Object.assign(state, behaviour);
    actor.send({ type: 'user.pay' });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(selectIsProcessing(actor.getSnapshot())).toBe(false);
    expect(toasts().at(-1)).toEqual({
      type: 'toast',
      title: 'Payment Error',
      description: message,
      variant: 'destructive',
    });
    expect(actor.getSnapshot().context.error).toBe(message);
  });

  it('spec messages are exact', () => {
    expect(paymentMessages).toEqual({
      scriptFailed:
        "The payment provider's script failed to load. Please check your internet connection and try again.",
      unavailable: 'The payment provider is not available. Please refresh the page and try again.',
      dialogFailed: 'Failed to initialize payment. Please try again.',
      processFallback: 'Failed to process payment. Please try again.',
    });
  });

  it('provider error: Payment Error with its message, or the fallback', async () => {
    for (const [message, expected] of [
      ['Card declined', 'Card declined'],
      [undefined, 'Failed to process payment. Please try again.'],
      ['  ', 'Failed to process payment. Please try again.'],
    ] as const) {
      const { actor, toasts, state } = paymentHarness(shopInput);
      actor.send({ type: 'user.pay' });
      await flush();
      state.sendBack!({ type: 'payment.error', message });
      expect(actor.getSnapshot().value).toBe('failed');
      expect(toasts().at(-1)).toEqual({
        type: 'toast',
        title: 'Payment Error',
        description: expected,
        variant: 'destructive',
      });
    }
  });

  it('payment.failed: Payment failed toast', async () => {
    const { actor, toasts, state } = paymentHarness(shopInput);
    actor.send({ type: 'user.pay' });
    await flush();
    state.sendBack!({ type: 'payment.failed', message: 'BAD_REQUEST_ERROR' });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(toasts().at(-1)).toEqual({
      type: 'toast',
      title: 'Payment failed',
      description: 'There was an error processing your payment. Please try again.',
      variant: 'destructive',
    });
    expect(actor.getSnapshot().context.error).toBe('BAD_REQUEST_ERROR');
    const other = paymentHarness(shopInput);
    other.actor.send({ type: 'user.pay' });
    await flush();
    other.state.sendBack!({ type: 'payment.failed' });
    expect(other.actor.getSnapshot().context.error).toBe(
      'There was an error processing your payment. Please try again.',
    );
  });

  it('dismissed: destructive Payment Cancelled, then pay again', async () => {
    const { actor, toasts, state } = paymentHarness(shopInput);
    actor.send({ type: 'user.pay' });
    await flush();
    state.sendBack!({ type: 'payment.dismissed' });
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(selectPaymentStatus(actor.getSnapshot())).toBe('cancelled');
    expect(toasts().at(-1)).toEqual({
      type: 'toast',
      title: 'Payment Cancelled',
      description: 'Your payment was cancelled. You can try again anytime.',
      variant: 'destructive',
    });
    actor.send({ type: 'user.pay' });
    await flush();
    expect(actor.getSnapshot().matches({ processing: 'awaitingPayment' })).toBe(true);
    expect(state.loadCalls).toBe(2);
  });

  it('after a failure the form is editable again and pay retries', async () => {
    const { actor, state } = paymentHarness(shopInput);
    state.load = false;
    actor.send({ type: 'user.pay' });
    await flush();
    expect(selectPaymentStatus(actor.getSnapshot())).toBe('failed');
    actor.send({ type: 'user.changeField', field: 'name', value: 'Asha R' });
    expect(actor.getSnapshot().value).toBe('editing');
    state.load = true;
    actor.send({ type: 'user.pay' });
    await flush();
    expect(actor.getSnapshot().matches({ processing: 'awaitingPayment' })).toBe(true);
  });
});

describe('payment machine: success', () => {
  it('shop: Payment Successful! with the id, cart cleared, navigate to confirmation with the order', async () => {
    const { actor, emitted, state } = paymentHarness(shopInput);
    actor.send({ type: 'user.pay' });
    await flush();
    state.sendBack!({ type: 'payment.succeeded', paymentId: 'pay_123' });
    expect(actor.getSnapshot().matches({ processing: 'confirming' })).toBe(true);
    await flush();
    expect(actor.getSnapshot().matches({ paid: 'done' })).toBe(true);
    expect(selectPaymentStatus(actor.getSnapshot())).toBe('paid');
    expect(emitted.slice(1)).toEqual([
      { type: 'toast', title: 'Payment Successful!', description: 'Payment ID: pay_123', variant: 'default' },
      {
        type: 'paymentSucceeded',
        kind: 'shop',
        paymentId: 'pay_123',
        amount: 1798,
        bookingIds: [],
        bookingReference: null,
        verified: false,
      },
      { type: 'cartCleared' },
      {
        type: 'navigate',
        to: '/order-confirmation',
        state: {
          items: shopInput.kind === 'shop' ? shopInput.items : [],
          total: 1798,
          customerInfo: customer,
          deliveryMethod: 'pickup',
          orderId: 'POD-1795240800000',
          paymentId: 'pay_123',
        },
      },
    ]);
  });

  it('booking: Booking Confirmed! 2 s later with a Confirm action opening the prefilled chat', async () => {
    const { actor, clock, toasts, emitted, state } = paymentHarness(bookingInput);
    actor.send({ type: 'user.pay' });
    await flush();
    state.sendBack!({ type: 'payment.succeeded', paymentId: 'pay_B' });
    await flush();
    expect(actor.getSnapshot().matches({ paid: 'awaitingConfirmation' })).toBe(true);
    expect(emitted.some((e) => e.type === 'cartCleared' || e.type === 'navigate')).toBe(false);
    expect(toasts().at(-1)).toMatchObject({ title: 'Payment Successful!', description: 'Payment ID: pay_B' });
    expect(BOOKING_CONFIRM_DELAY_MS).toBe(2000);
    clock.increment(1999);
    expect(toasts()).toHaveLength(2);
    clock.increment(1);
    const confirmed = toasts().at(-1)!;
    expect(confirmed).toMatchObject({ title: 'Booking Confirmed!', variant: 'default', action: { label: 'Confirm' } });
    const url = new URL(confirmed.action!.href);
    expect(url.origin + url.pathname).toBe('https://wa.me/919000000000');
    const text = url.searchParams.get('text')!;
    expect(text).toContain('Payment ID: pay_B');
    expect(text).toContain('Mon, 7 Dec 2026, 6:00 PM, Court 1, 1.5 hours');
    expect(text).toContain('Total paid: ₹525');
    expect(actor.getSnapshot().matches({ paid: 'done' })).toBe(true);
    actor.send({ type: 'user.startOver' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.paymentId).toBeNull();
  });

  it('pay and edits are ignored once paid', async () => {
    const { actor, state } = paymentHarness(shopInput);
    actor.send({ type: 'user.pay' });
    await flush();
    state.sendBack!({ type: 'payment.succeeded', paymentId: 'p' });
    await flush();
    actor.send({ type: 'user.pay' });
    actor.send({ type: 'user.changeField', field: 'name', value: 'x' });
    expect(actor.getSnapshot().matches('paid')).toBe(true);
    expect(state.loadCalls).toBe(1);
  });
});

describe('payment machine: the server', () => {
  const heldBooking = { reference: 'hold_abcdefghijkl', amount: 700, providerOrderId: 'order_P1' };

  it('the dialog charges the server amount and uses its provider order', async () => {
    const { actor, state } = paymentHarness(bookingInput);
    state.prepare = heldBooking;
    actor.send({ type: 'user.pay' });
    await flush();
    expect(state.prepareInput).toMatchObject({
      kind: 'booking',
      booking: bookingInput.kind === 'booking' ? bookingInput.booking : null,
    });
    expect(state.openInput).toMatchObject({ amountPaise: 70000, providerOrderId: 'order_P1' });
    expect(actor.getSnapshot().context.amount).toBe(700);
  });

  it('success is confirmed on the server with the provider proof; the booking ids reach the Confirm chat text', async () => {
    const { actor, clock, emitted, state, toasts } = paymentHarness(bookingInput);
    state.prepare = heldBooking;
    state.confirm = { bookingIds: ['BK-ABCDEFGHIJ'], verified: true };
    actor.send({ type: 'user.pay' });
    await flush();
    state.sendBack!({
      type: 'payment.succeeded',
      paymentId: 'pay_9',
      providerOrderId: 'order_P1',
      signature: 'a'.repeat(64),
    });
    await flush();
    expect(state.confirmInput).toEqual({
      kind: 'booking',
      reference: 'hold_abcdefghijkl',
      paymentId: 'pay_9',
      providerOrderId: 'order_P1',
      signature: 'a'.repeat(64),
    });
    expect(emitted).toContainEqual(
      expect.objectContaining({ type: 'paymentSucceeded', bookingIds: ['BK-ABCDEFGHIJ'], verified: true, amount: 700 }),
    );
    clock.increment(BOOKING_CONFIRM_DELAY_MS);
    const text = new URL(toasts().at(-1)!.action!.href).searchParams.get('text')!;
    expect(text).toContain('Court 1, 1.5 hours (Booking ID: BK-ABCDEFGHIJ)');
    expect(text).toContain('Total paid: ₹700');
  });

  it('a refusal before the dialog: Payment Error with the server message, no script, nothing to release', async () => {
    const { actor, state, toasts } = paymentHarness(shopInput);
    state.prepare = new PaymentPreparationError('Performance Jersey (M) is out of stock.');
    actor.send({ type: 'user.pay' });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(state.loadCalls).toBe(0);
    expect(toasts().at(-1)).toEqual({
      type: 'toast',
      title: 'Payment Error',
      description: 'Performance Jersey (M) is out of stock.',
      variant: 'destructive',
    });
    expect(state.released).toEqual([]);
  });

  it('a slot taken meanwhile: slotTaken with the sessions and the message, no toast, no error beside pay', async () => {
    const { actor, emitted, state, toasts } = paymentHarness(bookingInput);
    const taken = [{ date: '2026-12-07', time: '18:00', court: 1 }];
    state.prepare = new PaymentPreparationError(
      'Badminton Mon, 7 Dec 2026 at 6:00 PM, Court 1 was just taken by someone else.',
      taken,
    );
    actor.send({ type: 'user.pay' });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(emitted.at(-1)).toEqual({ type: 'slotTaken', taken, message: expect.stringContaining('was just taken') });
    expect(toasts().map((t) => t.title)).toEqual(['Initializing Payment']);
  });

  it.each([
    ['dismissed', { type: 'payment.dismissed' } as const, 'cancelled'],
    ['failed', { type: 'payment.failed' } as const, 'failed'],
    ['provider error', { type: 'payment.error' } as const, 'failed'],
  ])('%s: the hold is released at once', async (_label, event, end) => {
    const { actor, state } = paymentHarness(bookingInput);
    state.prepare = heldBooking;
    actor.send({ type: 'user.pay' });
    await flush();
    state.sendBack!(event);
    await flush();
    expect(actor.getSnapshot().value).toBe(end);
    expect(state.released).toEqual([{ kind: 'booking', reference: 'hold_abcdefghijkl' }]);
    expect(actor.getSnapshot().context.prepared).toBeNull();
  });

  it('the script fails after the hold: the hold is released, and no provider order is made (the pay step comes after)', async () => {
    const { actor, state } = paymentHarness(bookingInput);
    state.prepare = heldBooking;
    state.load = false;
    actor.send({ type: 'user.pay' });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(state.released).toHaveLength(1);
    expect(state.startInput).toBeNull();
  });

  it('the server does not verify the payment: Payment Error with its message, nothing confirmed, hold kept', async () => {
    const { actor, emitted, state, toasts } = paymentHarness(bookingInput);
    state.prepare = heldBooking;
    state.confirm = new Error(
      'The payment could not be verified, so nothing was confirmed. If money was taken, it will be refunded.',
    );
    actor.send({ type: 'user.pay' });
    await flush();
    state.sendBack!({
      type: 'payment.succeeded',
      paymentId: 'pay_bad',
      providerOrderId: 'order_P1',
      signature: 'b'.repeat(64),
    });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(toasts().at(-1)).toMatchObject({
      title: 'Payment Error',
      description: expect.stringContaining('could not be verified'),
    });
    expect(emitted.some((e) => e.type === 'paymentSucceeded')).toBe(false);
    expect(state.released).toEqual([]);
  });

  it('the shop order reference travels to the confirmation page', async () => {
    const { actor, emitted, state } = paymentHarness(shopInput);
    state.prepare = { reference: 'r'.repeat(24), amount: 1798, providerOrderId: null, orderId: 'POD-1795240899999' };
    actor.send({ type: 'user.pay' });
    await flush();
    state.sendBack!({ type: 'payment.succeeded', paymentId: 'pay_S' });
    await flush();
    const navigate = emitted.find((e) => e.type === 'navigate');
    expect(navigate).toMatchObject({
      state: { ref: 'r'.repeat(24), orderId: 'POD-1795240899999', paymentId: 'pay_S' },
    });
  });
});

describe('payment machine: the pay step', () => {
  const held = { reference: 'hold_abcdefghijkl', amount: 700, amountPaise: 70000, providerOrderId: null };

  it('after the script loads, the server makes the provider order; the dialog opens with it and its paise', async () => {
    const { actor, state } = paymentHarness(bookingInput);
    state.prepare = held;
    state.start = { providerOrderId: 'order_P2', amountPaise: 70000 };
    actor.send({ type: 'user.pay' });
    await flush();
    expect(state.startInput).toEqual({
      kind: 'booking',
      reference: 'hold_abcdefghijkl',
      providerOrderId: null,
      amountPaise: 70000,
    });
    expect(actor.getSnapshot().matches({ processing: 'awaitingPayment' })).toBe(true);
    expect(state.openInput).toMatchObject({ amountPaise: 70000, providerOrderId: 'order_P2' });
  });

  it('a hold that ended: Payment Error with the server message, the hold given back, no dialog', async () => {
    const { actor, state, toasts } = paymentHarness(bookingInput);
    state.prepare = held;
    state.start = new PaymentPreparationError(
      'This booking hold ended before payment started (a hold lasts 10 minutes). Please press Pay again to hold your slots afresh.',
    );
    actor.send({ type: 'user.pay' });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(toasts().at(-1)).toEqual({
      type: 'toast',
      title: 'Payment Error',
      description: expect.stringContaining('press Pay again'),
      variant: 'destructive',
    });
    expect(state.released).toEqual([{ kind: 'booking', reference: 'hold_abcdefghijkl' }]);
    expect(state.openCalls).toBe(0);
  });

  it("without a pay step of its own (the shop), the dialog charges the order's paise and its provider order", async () => {
    const { actor, state } = paymentHarness(shopInput);
    state.prepare = {
      reference: 'r'.repeat(24),
      amount: 1798,
      amountPaise: 179800,
      providerOrderId: 'order_S1',
      orderId: 'POD-1795240899999',
    };
    actor.send({ type: 'user.pay' });
    await flush();
    expect(state.openInput).toMatchObject({ amountPaise: 179800, providerOrderId: 'order_S1' });
  });

  it('demo payments: the dialog is told, so it can say no money is taken', async () => {
    const { actor, state } = paymentHarness({ ...bookingInput, paymentsMode: 'demo' });
    actor.send({ type: 'user.pay' });
    await flush();
    expect(state.openInput?.demo).toBe(true);
  });
});

describe('payment machine: confirming when the server cannot be reached', () => {
  const unreachable = () =>
    new PaymentServerUnreachableError(
      'We could not reach the POD server. Check your internet connection and try again.',
    );

  /** Pays and lets the provider report success; the confirmation's answers are `answers`, one per call. */
  async function paidWith(answers: Array<ConfirmedPayment | Error>) {
    const harness = paymentHarness(bookingInput);
    harness.state.prepare = { reference: 'hold_abcdefghijkl', amount: 700, amountPaise: 70000, providerOrderId: null };
    harness.state.confirm = answers;
    harness.actor.send({ type: 'user.pay' });
    await flush();
    harness.state.sendBack!({ type: 'payment.succeeded', paymentId: 'pay_RETRY1' });
    await flush();
    return harness;
  }
  /** Moves the clock on by `ms` and lets the confirmation answer. */
  const wait = async (clock: SimulatedClock, ms: number) => {
    clock.increment(ms);
    await flush();
  };

  it('asks again after 1, 2, 4 s while saying "Confirming your payment…", and lands on the confirmation', async () => {
    const { actor, clock, state, toasts, emitted } = await paidWith([
      unreachable(),
      unreachable(),
      unreachable(),
      { bookingIds: ['BK-RETRY00001'], verified: false },
    ]);
    expect(state.confirmCalls).toBe(1);
    expect(actor.getSnapshot().matches({ processing: { confirming: 'waitingToRetry' } })).toBe(true);
    expect(selectConfirmingRetry(actor.getSnapshot())).toBe(true);
    expect(selectPaymentStatus(actor.getSnapshot())).toBe('processing');
    expect(toasts().at(-1)).toEqual({
      type: 'toast',
      title: 'Confirming your payment…',
      description:
        'Your payment went through. We are still reaching the centre to confirm it: please keep this page open.',
      variant: 'default',
    });
    await wait(clock, 999);
    expect(state.confirmCalls).toBe(1);
    await wait(clock, 1);
    expect(state.confirmCalls).toBe(2);
    await wait(clock, 1999);
    expect(state.confirmCalls).toBe(2);
    await wait(clock, 1);
    expect(state.confirmCalls).toBe(3);
    await wait(clock, 4000);
    expect(state.confirmCalls).toBe(4);
    expect(actor.getSnapshot().matches('paid')).toBe(true);
    expect(toasts().filter((t) => t.title === 'Confirming your payment…')).toHaveLength(1);
    expect(emitted).toContainEqual(
      expect.objectContaining({ type: 'paymentSucceeded', paymentId: 'pay_RETRY1', bookingIds: ['BK-RETRY00001'] }),
    );
    expect(state.confirmInput).toMatchObject({ reference: 'hold_abcdefghijkl', paymentId: 'pay_RETRY1' });
  });

  it("lands on the server's refund message when the retried answer is a refund, not on 'contact the centre'", async () => {
    const refund =
      'Your payment of ₹700 arrived after your hold ended, and someone else booked these slots meanwhile, so nothing was booked.';
    const { actor, clock, toasts } = await paidWith([unreachable(), new PaymentRefundedError(refund)]);
    await wait(clock, 1000);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe(refund);
    // Its own title: nothing went wrong with the visitor's payment, it is on its way back.
    expect(toasts().at(-1)).toEqual({
      type: 'toast',
      title: 'Payment refunded',
      description: refund,
      variant: 'default',
    });
  });

  it('after about a minute of failed attempts, says to contact the centre with the payment id', async () => {
    const { actor, clock, state, toasts } = await paidWith([unreachable()]);
    expect(CONFIRM_RETRY_DELAYS_MS).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000]);
    for (const delay of CONFIRM_RETRY_DELAYS_MS.slice(0, -1)) await wait(clock, delay);
    expect(state.confirmCalls).toBe(6);
    expect(actor.getSnapshot().matches({ processing: { confirming: 'waitingToRetry' } })).toBe(true);
    await wait(clock, 30_000);
    expect(state.confirmCalls).toBe(7);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(selectConfirmingRetry(actor.getSnapshot())).toBe(false);
    const message = notConfirmedMessage('pay_RETRY1');
    expect(message).toBe(
      'Your payment went through, but we could not reach the centre to confirm it after trying for a minute. Please contact the centre and quote payment ID pay_RETRY1; nothing is lost.',
    );
    expect(actor.getSnapshot().context.error).toBe(message);
    expect(toasts().at(-1)).toEqual({
      type: 'toast',
      title: 'Payment Error',
      description: message,
      variant: 'destructive',
    });
  });

  it('an answer from the server (not verified) is not asked again', async () => {
    const { actor, clock, state } = await paidWith([
      new Error('The payment could not be verified, so nothing was confirmed.'),
    ]);
    await wait(clock, 60_000);
    expect(state.confirmCalls).toBe(1);
    expect(actor.getSnapshot().value).toBe('failed');
  });

  it('a new payment starts its retries afresh', async () => {
    const { actor, clock, state } = await paidWith([unreachable(), new Error('Not verified.')]);
    await wait(clock, 1000);
    expect(actor.getSnapshot().value).toBe('failed');
    state.confirm = [unreachable(), { bookingIds: [], verified: false }];
    actor.send({ type: 'user.pay' });
    await flush();
    state.sendBack!({ type: 'payment.succeeded', paymentId: 'pay_RETRY2' });
    await flush();
    expect(actor.getSnapshot().context.confirmRetries).toBe(1);
    await wait(clock, 1000);
    expect(actor.getSnapshot().matches('paid')).toBe(true);
  });
});
