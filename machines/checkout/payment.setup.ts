/**
 * What the payment machine's chart (payment.machine.ts) names: its types, default actors, delays, guards and
 * actions. The app replaces the actors with `.provide({ actors })`; the defaults keep the flow client-only.
 */
import { assign, emit, enqueueActions, fromCallback, fromPromise, setup } from 'xstate';
import { validateBookingCustomer } from '../forms/forms.schema';
import { bookingConfirmationMessage } from '../links/booking.messages';
import { whatsappLink } from '../links/outbound';
import { toastEvent, type ToastEmitted, type ToastVariant } from '../shared/toast';
import { tidyCustomer, type OrderDetails } from './checkout.rules';
import type { ValidationMessage } from '../forms/forms.messages';
import { validateCheckout } from '../forms/forms.schema';
import {
  paymentMessages,
  PaymentPreparationError,
  PaymentProviderUnavailableError,
  paymentToasts,
} from './payment.copy';
import type {
  ConfirmedPayment,
  ConfirmInput,
  OpenPaymentInput,
  PaymentContext,
  PaymentEmitted,
  PaymentEvent,
  PaymentInput,
  PreparedPayment,
  PrepareInput,
  ReleaseInput,
  StartedPayment,
  StartPaymentInput,
} from './payment.types';
import {
  confirmingToast,
  confirmRetryDelay,
  CONFIRM_RETRY_DELAYS_MS,
  notConfirmedMessage,
  PaymentRefundedError,
  PaymentServerUnreachableError,
  refundedToastTitle,
} from './paymentConfirm';

/** Delay between payment success and the "Booking Confirmed!" toast, ms (spec §9). */
export const BOOKING_CONFIRM_DELAY_MS = 2000;

/** A toast of the copy (title, and description when it has one). */
const toastOf = (toast: { title: string; description?: string }, variant: ToastVariant): ToastEmitted =>
  toastEvent(toast.title, toast.description, variant);

const errorOf = (event: unknown) => (event as { error?: unknown }).error;

/** A failure's text (or the fallback) as the payment's error and its destructive Payment Error toast. */
function paymentError(message?: string): { error: string; toast: ToastEmitted } {
  const toast = paymentToasts.error(message);
  return { error: toast.description, toast: toastOf(toast, 'destructive') };
}

function validateCustomer(context: PaymentContext): ValidationMessage | null {
  return context.kind === 'shop' ? validateCheckout(context.customer) : validateBookingCustomer(context.customer);
}

function orderDetailsOf(context: PaymentContext, paymentId: string): OrderDetails {
  return {
    items: context.items,
    total: context.amount,
    customerInfo: tidyCustomer(context.customer),
    deliveryMethod: context.deliveryMethod,
    orderId: context.orderId,
    paymentId,
    ...(context.prepared?.reference ? { ref: context.prepared.reference } : {}),
  };
}

function bookingConfirmLink(context: PaymentContext): string {
  const text = bookingConfirmationMessage({
    sportName: context.booking?.sportName ?? context.productName,
    sessions: context.booking?.sessions ?? [],
    total: context.amount,
    paymentId: context.paymentId ?? '',
    bookingIds: context.confirmed?.bookingIds ?? [],
    reference: context.confirmed?.bookingReference ?? null,
    customer: tidyCustomer(context.customer),
  });
  return whatsappLink(context.chatNumber, text);
}

export const paymentSetup = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    input: {} as PaymentInput,
    emitted: {} as PaymentEmitted,
  },
  actors: {
    /** Replace with `.provide()`: the server holds the sessions or creates the order. Default: no server. */
    prepare: fromPromise<PreparedPayment, PrepareInput & { amount: number }>(async ({ input }) => ({
      reference: null,
      amount: input.amount,
      providerOrderId: null,
    })),
    /** Replace with `.provide()`: the pay step (the provider order). Default: what was prepared. */
    startPayment: fromPromise<StartedPayment, StartPaymentInput>(async ({ input }) => ({
      providerOrderId: input.providerOrderId,
      amountPaise: input.amountPaise,
    })),
    /** Replace with `.provide()`: the server checks the payment and confirms. Default: no server, unverified. */
    confirm: fromPromise<ConfirmedPayment, ConfirmInput>(async () => ({ bookingIds: [], verified: false })),
    /** Replace with `.provide()`: gives a prepared hold back. Default: nothing to release. */
    release: fromPromise<void, ReleaseInput>(async () => undefined),
    /** Replace with `.provide()`: loads the provider script once; true when loaded. */
    loadProvider: fromPromise<boolean>(async () => false),
    /** Replace with `.provide()`: opens the provider dialog and reports the outcome as events. */
    openPayment: fromCallback<PaymentEvent, OpenPaymentInput>(() => {
      throw new PaymentProviderUnavailableError();
    }),
  },
  delays: {
    bookingConfirmDelay: BOOKING_CONFIRM_DELAY_MS,
    confirmRetryDelay: ({ context }) => confirmRetryDelay(context.confirmRetries),
  },
  guards: {
    hasPositiveAmount: ({ context }) => context.amount > 0,
    isBooking: ({ context }) => context.kind === 'booking',
    customerInvalid: ({ context }) => validateCustomer(context) !== null,
    serverUnreachable: ({ event }) => errorOf(event) instanceof PaymentServerUnreachableError,
    confirmRetryLeft: ({ context, event }) =>
      errorOf(event) instanceof PaymentServerUnreachableError &&
      context.confirmRetries < CONFIRM_RETRY_DELAYS_MS.length,
  },
  actions: {
    setField: assign(({ context, event }) =>
      event.type === 'user.changeField'
        ? { customer: { ...context.customer, [event.field]: event.value }, validation: null }
        : {},
    ),
    changeOrder: assign(({ context, event }) => {
      if (event.type !== 'order.changed') return {};
      return {
        amount: event.amount ?? context.amount,
        productName: event.productName ?? context.productName,
        items: event.items ?? context.items,
        booking: event.booking !== undefined ? event.booking : context.booking,
      };
    }),
    rejectInvalid: enqueueActions(({ context, enqueue }) => {
      const failure = validateCustomer(context);
      if (!failure) return;
      enqueue.assign({ validation: failure });
      enqueue.emit(toastOf(failure, 'destructive'));
    }),
    startProcessing: enqueueActions(({ enqueue }) => {
      enqueue.assign({
        error: null,
        validation: null,
        paymentId: null,
        prepared: null,
        started: null,
        confirmed: null,
        confirmRetries: 0,
      });
      enqueue.emit(toastOf(paymentToasts.initializing, 'default'));
    }),
    setPrepared: assign(({ event }) => {
      const output = (event as { output?: PreparedPayment }).output;
      if (!output) return {};
      return output.orderId
        ? { prepared: output, amount: output.amount, orderId: output.orderId }
        : { prepared: output, amount: output.amount };
    }),
    failWith: enqueueActions(({ enqueue }, params: { message?: string }) => {
      const failed = paymentError(params.message);
      enqueue.assign({ error: failed.error });
      enqueue.emit(failed.toast);
    }),
    failPreparation: enqueueActions(({ event, enqueue }) => {
      const error = errorOf(event);
      const message = error instanceof Error && error.message.trim() ? error.message : paymentMessages.processFallback;
      const taken = error instanceof PaymentPreparationError ? error.taken : [];
      if (taken.length > 0) {
        // The booking view shows the conflict and refreshes; no second message beside the pay button.
        enqueue.assign({ error: null });
        enqueue.emit({ type: 'slotTaken', taken, message });
        return;
      }
      const failed = paymentError(message);
      enqueue.assign({ error: failed.error });
      enqueue.emit(failed.toast);
    }),
    setStarted: assign(({ event }) => {
      const output = (event as { output?: StartedPayment }).output;
      return output ? { started: output } : {};
    }),
    /** The server could not be reached to confirm: ask again later; the first time, say so. */
    noteConfirmRetry: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ confirmRetries: context.confirmRetries + 1 });
      if (context.confirmRetries === 0) enqueue.emit(toastOf(confirmingToast, 'default'));
    }),
    failConfirmation: enqueueActions(({ context, event, enqueue }) => {
      const error = errorOf(event);
      const unreachable =
        error instanceof PaymentServerUnreachableError || !(error instanceof Error) || !error.message.trim();
      const message = unreachable ? notConfirmedMessage(context.paymentId ?? '') : error.message;
      if (error instanceof PaymentRefundedError) {
        // Nothing was bought and the money is on its way back: say so under its own title.
        enqueue.assign({ error: message });
        enqueue.emit(toastEvent(refundedToastTitle, message, 'default'));
        return;
      }
      const failed = paymentError(message);
      enqueue.assign({ error: failed.error });
      enqueue.emit(failed.toast);
    }),
    /** A dismissed or failed payment gives the prepared hold back (fire and forget). */
    releasePrepared: enqueueActions(({ context, enqueue }) => {
      const reference = context.prepared?.reference;
      if (reference) enqueue.spawnChild('release', { input: { kind: context.kind, reference } });
      enqueue.assign({ prepared: null });
    }),
    setConfirmed: assign(({ event }) => {
      const output = (event as { output?: ConfirmedPayment }).output;
      return output ? { confirmed: output } : {};
    }),
    failProviderError: enqueueActions(({ event, enqueue }) => {
      const failed = paymentError(event.type === 'payment.error' ? event.message : undefined);
      enqueue.assign({ error: failed.error });
      enqueue.emit(failed.toast);
    }),
    failPaymentFailed: enqueueActions(({ event, enqueue }) => {
      const message =
        event.type === 'payment.failed' && event.message?.trim() ? event.message : paymentToasts.failed.description;
      enqueue.assign({ error: message });
      enqueue.emit(toastOf(paymentToasts.failed, 'destructive'));
    }),
    emitCancelled: emit(toastOf(paymentToasts.cancelled, 'destructive')),
    /** The provider's success fields the server needs to verify the payment. */
    keepProof: assign(({ context, event }) =>
      event.type === 'payment.succeeded'
        ? { paymentId: event.paymentId, proof: { providerOrderId: event.providerOrderId, signature: event.signature } }
        : { proof: context.proof },
    ),
    announceSuccess: enqueueActions(({ context, enqueue }) => {
      const paymentId = context.paymentId ?? '';
      enqueue.emit(toastOf(paymentToasts.success(paymentId), 'default'));
      enqueue.emit({
        type: 'paymentSucceeded',
        kind: context.kind,
        paymentId,
        amount: context.amount,
        bookingIds: context.confirmed?.bookingIds ?? [],
        bookingReference: context.confirmed?.bookingReference ?? null,
        verified: context.confirmed?.verified ?? false,
      });
      if (context.kind === 'shop') {
        enqueue.emit({ type: 'cartCleared' });
        enqueue.emit({ type: 'navigate', to: '/order-confirmation', state: orderDetailsOf(context, paymentId) });
      }
    }),
    emitBookingConfirmed: emit(({ context }) => ({
      ...toastOf(paymentToasts.bookingConfirmed, 'default'),
      action: { label: paymentToasts.bookingConfirmed.actionLabel, href: bookingConfirmLink(context) },
    })),
    resetPayment: assign({ paymentId: null, error: null, validation: null }),
  },
});
