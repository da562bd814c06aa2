import { assign, emit, enqueueActions, fromCallback, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { TakenSession } from '../api/errors';
import type { SportId } from '../booking/sports';
import type { CartItem } from '../cart/cart.rules';
import { bookingConfirmationMessage, type MessageSession } from '../links/booking.messages';
import { whatsappLink } from '../links/outbound';
import { toPaise } from '../money/money';
import type { ToastEmitted } from '../shared/toast';
import {
  confirmingToast,
  confirmRetryDelay,
  CONFIRM_RETRY_DELAYS_MS,
  notConfirmedMessage,
  PaymentRefundedError,
  refundedToastTitle,
  PaymentServerUnreachableError,
} from './paymentConfirm';
import type { PaymentsMode } from './paymentsMode';
import { validateBookingCustomer } from '../forms/forms.rules';
import {
  DEFAULT_DELIVERY_METHOD,
  isPayDisabled,
  PROCESSING_LABEL,
  tidyCustomer,
  validateCheckout,
  type CustomerInfo,
  type DeliveryMethod,
  type OrderDetails,
  type ValidationMessage,
} from './checkout.rules';

/**
 * Checkout and payment (machine 2), used by the shop checkout (`kind: 'shop'`) and by court booking
 * (`kind: 'booking'`).
 *
 *   editing --user.pay--> validating --(first failing rule: destructive toast)--> editing
 *                                    \--> processing.preparing --> processing.loadingScript
 *                                           --> processing.startingPayment --> processing.awaitingPayment
 *                                           --> processing.confirming (requesting <-> waitingToRetry)
 *                                           --> paid | cancelled | failed
 *
 * - `user.pay` with an amount of 0 or less is silently ignored; while processing it is not handled at all, so a
 *   second payment cannot start. Processing always ends (paid, cancelled or failed).
 * - Entering processing emits the "Initializing Payment" toast.
 * - Actors supplied by the app with `.provide({ actors })` (the defaults keep the flow client-only, as in stories and
 *   unit tests: nothing is prepared on a server and every payment counts as unverified):
 *   - `prepare` (fromPromise<{@link PreparedPayment}>, input {@link PrepareInput}): before the dialog opens, the
 *     server holds the sessions or creates the order and prices it from its own table; the dialog then charges the
 *     server's amount. It rejects with a {@link PaymentPreparationError} (the server's message; `taken` lists the
 *     sessions someone else took meanwhile, which also emits `slotTaken`).
 *   - `startPayment` (fromPromise<{@link StartedPayment}>, input {@link StartPaymentInput}): once the script is
 *     loaded, the pay step: the server makes the provider order for what it prepared (booking: POST
 *     /api/holds/:id/pay) and gives the amount in paise the dialog charges. A rejection (the hold ended) fails the
 *     payment with the server's message and gives the hold back. Default: what `prepare` gave (the shop's order has
 *     its provider order already).
 *   - `confirm` (fromPromise<{@link ConfirmedPayment}>, input {@link ConfirmInput}): after the provider reports
 *     success, the server checks the payment and confirms the booking or order. A rejection (e.g. the signature
 *     did not verify, or the payment bought nothing and is refunded) fails the payment with its message; nothing is
 *     confirmed. A {@link PaymentServerUnreachableError} (no answer, or 5xx) is retried with backoff
 *     (paymentConfirm.ts) while the "Confirming your payment…" toast shows; when every retry failed, the visitor is
 *     told to contact the centre with the payment id.
 *   - `release` (fire and forget, input {@link ReleaseInput}): a dismissed or failed payment gives the prepared
 *     hold back at once (the server also lets it expire).
 *   - `loadProvider` (fromPromise<boolean>): loads the provider script on demand, once (the adapter shares one
 *     promise); resolves true when loaded, false when it failed.
 *   - `openPayment` (fromCallback, input {@link OpenPaymentInput}): opens the provider dialog and sends back
 *     `payment.succeeded` {paymentId}, `payment.dismissed`, `payment.failed` {message?} or `payment.error`
 *     {message?}. It throws {@link PaymentProviderUnavailableError} when the provider object is missing after the
 *     script loaded, and any other error when the dialog could not be created.
 * - On success: "Payment Successful!" with the payment id, then
 *   - shop: `cartCleared` and `navigate` to /order-confirmation with the {@link OrderDetails};
 *   - booking: 2 s later (named delay `bookingConfirmDelay`) "Booking Confirmed!" with a Confirm action whose
 *     href is the prefilled chat link (the app opens it in a new tab when the action is pressed).
 *
 * Emitted events (subscribe with `actor.on(type, handler)`): see {@link PaymentEmitted}.
 */

/** The provider's spec'd error texts (spec §8). */
export const paymentMessages = {
  scriptFailed: "The payment provider's script failed to load. Please check your internet connection and try again.",
  unavailable: 'The payment provider is not available. Please refresh the page and try again.',
  dialogFailed: 'Failed to initialize payment. Please try again.',
  processFallback: 'Failed to process payment. Please try again.',
} as const;

/** Every toast this machine emits (spec §4, §8). */
export const paymentToasts = {
  initializing: { title: 'Initializing Payment' },
  success: (paymentId: string) => ({ title: 'Payment Successful!', description: `Payment ID: ${paymentId}` }),
  cancelled: { title: 'Payment Cancelled', description: 'Your payment was cancelled. You can try again anytime.' },
  failed: { title: 'Payment failed', description: 'There was an error processing your payment. Please try again.' },
  error: (message?: string) => ({
    title: 'Payment Error',
    description: message?.trim() ? message : paymentMessages.processFallback,
  }),
  bookingConfirmed: {
    title: 'Booking Confirmed!',
    description: 'Press Confirm to send your booking details to the centre on chat.',
    actionLabel: 'Confirm',
  },
} as const;

export type { ToastEmitted, ToastVariant } from '../shared/toast';

/** Thrown by the app's `openPayment` actor when the script loaded but the provider object is missing. */
export class PaymentProviderUnavailableError extends Error {
  constructor(message: string = paymentMessages.unavailable) {
    super(message);
    this.name = 'PaymentProviderUnavailableError';
  }
}

/** Delay between payment success and the "Booking Confirmed!" toast, ms (spec §9). */
export const BOOKING_CONFIRM_DELAY_MS = 2000;

/** What the provider dialog needs. `description` is 'Payment for <productName>'. */
export interface OpenPaymentInput {
  amountPaise: number;
  description: string;
  customer: CustomerInfo;
  /** The provider's order id when the server created one (the dialog must then use it). */
  providerOrderId?: string | null;
  /** Demo payments (the server holds no provider keys): the dialog says no money is taken. */
  demo: boolean;
}

/** A session being paid: the chat message's fields and the 24-hour start time the server holds. */
export interface PaidSession extends MessageSession {
  /** 'HH:MM'. */
  time: string;
}

/** The booking being paid, for the server's hold and the Confirm chat message. */
export interface BookingPaymentDetails {
  sport: SportId;
  sportName: string;
  sessions: PaidSession[];
}

/** What the server made ready before the dialog opens (the `prepare` actor's output). */
export interface PreparedPayment {
  /** The server's reference: the hold id (booking) or the order reference (shop); null without a server. */
  reference: string | null;
  /** Rupees, computed by the server from its own prices. */
  amount: number;
  /** The same amount in paise as the server gave it (absent without a server: the rupees times 100). */
  amountPaise?: number;
  /** The provider's order id when the server made one already (the shop's order), else null. */
  providerOrderId: string | null;
  /** Shop: the order id the server gave ('POD-<ms>'), shown on the confirmation. */
  orderId?: string;
}

/** Input of the `startPayment` actor: what was prepared. */
export interface StartPaymentInput {
  kind: PaymentKind;
  reference: string | null;
  providerOrderId: string | null;
  amountPaise: number;
}

/** What the dialog opens with (the `startPayment` actor's output): the provider order, if any, and paise. */
export interface StartedPayment {
  providerOrderId: string | null;
  amountPaise: number;
}

/** What the server said after checking the payment (the `confirm` actor's output). */
export interface ConfirmedPayment {
  /** Booking: one id per session, in the order paid. Shop: empty. */
  bookingIds: string[];
  /** Booking: its reference for My booking (absent: the shop, or no server). */
  bookingReference?: string;
  /** False when the server holds no provider secret and recorded the payment as unverified. */
  verified: boolean;
}

/** Input of the `prepare` actor. */
export interface PrepareInput {
  kind: PaymentKind;
  customer: CustomerInfo;
  items: CartItem[];
  deliveryMethod: DeliveryMethod;
  booking: BookingPaymentDetails | null;
}

/** Input of the `confirm` actor: the reference and the provider's success fields. */
export interface ConfirmInput {
  kind: PaymentKind;
  reference: string | null;
  paymentId: string;
  providerOrderId?: string;
  signature?: string;
}

/** Input of the `release` actor. */
export interface ReleaseInput {
  kind: PaymentKind;
  reference: string;
}

/** Thrown by the app's `prepare` actor: the server refused (its message is shown as it is). */
export class PaymentPreparationError extends Error {
  constructor(
    message: string,
    /** Sessions another visitor took meanwhile (booking conflicts); empty otherwise. */
    readonly taken: readonly TakenSession[] = [],
  ) {
    super(message);
    this.name = 'PaymentPreparationError';
  }
}

interface CommonInput {
  /** Rupees. 0 or less: pay is ignored. */
  amount: number;
  /** The server's payments mode (default 'live'): in 'demo' the dialog says no money is taken. */
  paymentsMode?: PaymentsMode;
  /** What is paid for; the dialog says 'Payment for <productName>'. */
  productName: string;
  /** Prefilled customer fields. */
  customer?: Partial<CustomerInfo>;
}

export type PaymentInput =
  | (CommonInput & {
      kind: 'shop';
      items: CartItem[];
      /** createOrderId(now) from the app's clock. */
      orderId: string;
      /** Pickup (the default) is the only available method: home delivery is shown disabled (Coming Soon). */
      deliveryMethod?: DeliveryMethod;
    })
  | (CommonInput & {
      kind: 'booking';
      /** Sessions being paid; null until the booking is complete. */
      booking: BookingPaymentDetails | null;
      /** The business chat number the Confirm message goes to (from the app's config). */
      chatNumber: string;
    });

export type PaymentKind = PaymentInput['kind'];

export interface PaymentContext {
  kind: PaymentKind;
  amount: number;
  productName: string;
  customer: CustomerInfo;
  deliveryMethod: DeliveryMethod;
  items: CartItem[];
  orderId: string;
  booking: BookingPaymentDetails | null;
  chatNumber: string;
  /** The last validation failure (cleared on edit). */
  validation: ValidationMessage | null;
  /** The last error text (server, script, provider, dialog). */
  error: string | null;
  paymentId: string | null;
  /** Demo payments: the dialog says no money is taken. */
  demo: boolean;
  /** What the server prepared for the current attempt (null before and without a server). */
  prepared: PreparedPayment | null;
  /** What the dialog opened with (the pay step's answer). */
  started: StartedPayment | null;
  /** How many times the confirmation was asked again after the server could not be reached. */
  confirmRetries: number;
  /** What the server said after checking the payment. */
  confirmed: ConfirmedPayment | null;
  /** The provider's success fields besides the payment id (checked by the server). */
  proof: { providerOrderId?: string; signature?: string };
}

/** An update of what is being paid (e.g. the booking selection changed). Ignored while processing or paid. */
export interface OrderChange {
  amount?: number;
  productName?: string;
  items?: CartItem[];
  booking?: BookingPaymentDetails | null;
}

export type PaymentEvent =
  | { type: 'user.changeField'; field: keyof CustomerInfo; value: string }
  | ({ type: 'order.changed' } & OrderChange)
  | { type: 'user.pay' }
  | { type: 'user.startOver' }
  | { type: 'payment.succeeded'; paymentId: string; providerOrderId?: string; signature?: string }
  | { type: 'payment.dismissed' }
  | { type: 'payment.failed'; message?: string }
  | { type: 'payment.error'; message?: string };

/**
 * Events the payment machine emits:
 * - `toast`: show it;
 * - `cartCleared` (shop): clear the cart store;
 * - `navigate` (shop): go to `to` with `state` as the router's location state;
 * - `paymentSucceeded` (both): e.g. reset the booking machine; carries the server's booking ids;
 * - `slotTaken` (booking): the server refused the hold because these sessions went meanwhile (refresh the grid,
 *   drop them, keep the rest).
 */
export type PaymentEmitted =
  | ToastEmitted
  | { type: 'cartCleared' }
  | { type: 'navigate'; to: '/order-confirmation'; state: OrderDetails }
  | {
      type: 'paymentSucceeded';
      kind: PaymentKind;
      paymentId: string;
      amount: number;
      bookingIds: string[];
      /** Booking: its reference for My booking (null: none given). */
      bookingReference: string | null;
      verified: boolean;
    }
  | { type: 'slotTaken'; taken: readonly TakenSession[]; message: string };

const emptyCustomer: CustomerInfo = { name: '', email: '', phone: '' };

const userEditing = {
  'user.changeField': { target: 'editing', actions: 'setField' },
  'order.changed': { actions: 'changeOrder' },
  'user.pay': { guard: 'hasPositiveAmount', target: 'validating' },
} as const;

export const paymentMachine = setup({
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
    serverUnreachable: ({ event }) => (event as { error?: unknown }).error instanceof PaymentServerUnreachableError,
    confirmRetryLeft: ({ context, event }) =>
      (event as { error?: unknown }).error instanceof PaymentServerUnreachableError &&
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
      enqueue.emit({ type: 'toast', title: failure.title, description: failure.description, variant: 'destructive' });
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
      enqueue.emit({ type: 'toast', title: paymentToasts.initializing.title, variant: 'default' });
    }),
    setPrepared: assign(({ event }) => {
      const output = (event as { output?: PreparedPayment }).output;
      if (!output) return {};
      return output.orderId
        ? { prepared: output, amount: output.amount, orderId: output.orderId }
        : { prepared: output, amount: output.amount };
    }),
    failPreparation: enqueueActions(({ event, enqueue }) => {
      const error = (event as { error?: unknown }).error;
      const message = error instanceof Error && error.message.trim() ? error.message : paymentMessages.processFallback;
      const taken = error instanceof PaymentPreparationError ? error.taken : [];
      if (taken.length > 0) {
        // The booking view shows the conflict and refreshes; no second message beside the pay button.
        enqueue.assign({ error: null });
        enqueue.emit({ type: 'slotTaken', taken, message });
        return;
      }
      enqueue.assign({ error: message });
      const toast = paymentToasts.error(message);
      enqueue.emit({ type: 'toast', title: toast.title, description: toast.description, variant: 'destructive' });
    }),
    setStarted: assign(({ event }) => {
      const output = (event as { output?: StartedPayment }).output;
      return output ? { started: output } : {};
    }),
    /** The server could not be reached to confirm: ask again later; the first time, say so. */
    noteConfirmRetry: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ confirmRetries: context.confirmRetries + 1 });
      if (context.confirmRetries === 0) {
        enqueue.emit({
          type: 'toast',
          title: confirmingToast.title,
          description: confirmingToast.description,
          variant: 'default',
        });
      }
    }),
    failConfirmation: enqueueActions(({ context, event, enqueue }) => {
      const error = (event as { error?: unknown }).error;
      const unreachable =
        error instanceof PaymentServerUnreachableError || !(error instanceof Error) || !error.message.trim();
      const message = unreachable ? notConfirmedMessage(context.paymentId ?? '') : error.message;
      enqueue.assign({ error: message });
      if (error instanceof PaymentRefundedError) {
        // Nothing was bought and the money is on its way back: say so under its own title.
        enqueue.emit({ type: 'toast', title: refundedToastTitle, description: message, variant: 'default' });
        return;
      }
      const toast = paymentToasts.error(message);
      enqueue.emit({ type: 'toast', title: toast.title, description: toast.description, variant: 'destructive' });
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
    failWith: enqueueActions(({ enqueue }, params: { message: string }) => {
      enqueue.assign({ error: params.message });
      const toast = paymentToasts.error(params.message);
      enqueue.emit({ type: 'toast', title: toast.title, description: toast.description, variant: 'destructive' });
    }),
    failProviderError: enqueueActions(({ event, enqueue }) => {
      const message = event.type === 'payment.error' ? event.message : undefined;
      const toast = paymentToasts.error(message);
      enqueue.assign({ error: toast.description });
      enqueue.emit({ type: 'toast', title: toast.title, description: toast.description, variant: 'destructive' });
    }),
    failPaymentFailed: enqueueActions(({ event, enqueue }) => {
      const message =
        event.type === 'payment.failed' && event.message?.trim() ? event.message : paymentToasts.failed.description;
      enqueue.assign({ error: message });
      enqueue.emit({
        type: 'toast',
        title: paymentToasts.failed.title,
        description: paymentToasts.failed.description,
        variant: 'destructive',
      });
    }),
    emitCancelled: emit({
      type: 'toast',
      title: paymentToasts.cancelled.title,
      description: paymentToasts.cancelled.description,
      variant: 'destructive',
    } as const),
    /** The provider's success fields the server needs to verify the payment. */
    keepProof: assign(({ context, event }) =>
      event.type === 'payment.succeeded'
        ? { paymentId: event.paymentId, proof: { providerOrderId: event.providerOrderId, signature: event.signature } }
        : { proof: context.proof },
    ),
    announceSuccess: enqueueActions(({ context, enqueue }) => {
      const paymentId = context.paymentId ?? '';
      const toast = paymentToasts.success(paymentId);
      enqueue.emit({ type: 'toast', title: toast.title, description: toast.description, variant: 'default' });
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
      type: 'toast' as const,
      title: paymentToasts.bookingConfirmed.title,
      description: paymentToasts.bookingConfirmed.description,
      variant: 'default' as const,
      action: { label: paymentToasts.bookingConfirmed.actionLabel, href: bookingConfirmLink(context) },
    })),
    resetPayment: assign({ paymentId: null, error: null, validation: null }),
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({
    kind: input.kind,
    amount: input.amount,
    productName: input.productName,
    customer: { ...emptyCustomer, ...input.customer },
    deliveryMethod: input.kind === 'shop' ? (input.deliveryMethod ?? DEFAULT_DELIVERY_METHOD) : DEFAULT_DELIVERY_METHOD,
    items: input.kind === 'shop' ? input.items : [],
    orderId: input.kind === 'shop' ? input.orderId : '',
    booking: input.kind === 'booking' ? input.booking : null,
    chatNumber: input.kind === 'booking' ? input.chatNumber : '',
    validation: null,
    error: null,
    paymentId: null,
    demo: input.paymentsMode === 'demo',
    prepared: null,
    started: null,
    confirmRetries: 0,
    confirmed: null,
    proof: {},
  }),
  initial: 'editing',
  states: {
    /** The form is editable. */
    editing: {
      on: userEditing,
    },
    /** Transient: the first failing rule raises a destructive toast and returns to editing. */
    validating: {
      always: [{ guard: 'customerInvalid', target: 'editing', actions: 'rejectInvalid' }, { target: 'processing' }],
    },
    /** The button shows Processing...; a second pay is impossible here. */
    processing: {
      entry: 'startProcessing',
      initial: 'preparing',
      states: {
        /** The server holds the sessions or creates the order, and prices it. */
        preparing: {
          invoke: {
            id: 'prepare',
            src: 'prepare',
            input: ({ context }) => ({
              kind: context.kind,
              amount: context.amount,
              customer: tidyCustomer(context.customer),
              items: context.items,
              deliveryMethod: context.deliveryMethod,
              booking: context.booking,
            }),
            onDone: { target: 'loadingScript', actions: 'setPrepared' },
            onError: { target: '#payment.failed', actions: 'failPreparation' },
          },
        },
        loadingScript: {
          invoke: {
            id: 'loadProvider',
            src: 'loadProvider',
            onDone: [
              { guard: ({ event }) => event.output === true, target: 'startingPayment' },
              {
                target: '#payment.failed',
                actions: ['releasePrepared', { type: 'failWith', params: { message: paymentMessages.scriptFailed } }],
              },
            ],
            onError: {
              target: '#payment.failed',
              actions: ['releasePrepared', { type: 'failWith', params: { message: paymentMessages.scriptFailed } }],
            },
          },
        },
        /** The pay step: the server makes the provider order (once) and gives the amount in paise. */
        startingPayment: {
          invoke: {
            id: 'startPayment',
            src: 'startPayment',
            input: ({ context }) => ({
              kind: context.kind,
              reference: context.prepared?.reference ?? null,
              providerOrderId: context.prepared?.providerOrderId ?? null,
              amountPaise: context.prepared?.amountPaise ?? toPaise(context.amount),
            }),
            onDone: { target: 'awaitingPayment', actions: 'setStarted' },
            onError: { target: '#payment.failed', actions: ['failPreparation', 'releasePrepared'] },
          },
        },
        awaitingPayment: {
          invoke: {
            id: 'openPayment',
            src: 'openPayment',
            input: ({ context }) => ({
              amountPaise: context.started?.amountPaise ?? toPaise(context.amount),
              description: `Payment for ${context.productName}`,
              customer: tidyCustomer(context.customer),
              providerOrderId: context.started?.providerOrderId ?? null,
              demo: context.demo,
            }),
            onError: [
              {
                guard: ({ event }) => event.error instanceof PaymentProviderUnavailableError,
                target: '#payment.failed',
                actions: ['releasePrepared', { type: 'failWith', params: { message: paymentMessages.unavailable } }],
              },
              {
                target: '#payment.failed',
                actions: ['releasePrepared', { type: 'failWith', params: { message: paymentMessages.dialogFailed } }],
              },
            ],
          },
          on: {
            'payment.succeeded': { target: 'confirming', actions: 'keepProof' },
            'payment.dismissed': { target: '#payment.cancelled', actions: ['releasePrepared', 'emitCancelled'] },
            'payment.failed': { target: '#payment.failed', actions: ['releasePrepared', 'failPaymentFailed'] },
            'payment.error': { target: '#payment.failed', actions: ['releasePrepared', 'failProviderError'] },
          },
        },
        /**
         * The provider reported success: the server checks it before anything is confirmed. A refusal keeps the
         * hold until it expires (the provider's webhook may still confirm a real payment). A server that cannot be
         * reached is asked again after 1, 2, 4, 8, 16 and 30 s; then the visitor is told to contact the centre.
         */
        confirming: {
          initial: 'requesting',
          states: {
            requesting: {
              invoke: {
                id: 'confirm',
                src: 'confirm',
                input: ({ context }) => ({
                  kind: context.kind,
                  reference: context.prepared?.reference ?? null,
                  paymentId: context.paymentId ?? '',
                  ...(context.proof.providerOrderId ? { providerOrderId: context.proof.providerOrderId } : {}),
                  ...(context.proof.signature ? { signature: context.proof.signature } : {}),
                }),
                onDone: { target: '#payment.paid', actions: 'setConfirmed' },
                onError: [
                  { guard: 'confirmRetryLeft', target: 'waitingToRetry', actions: 'noteConfirmRetry' },
                  { target: '#payment.failed', actions: 'failConfirmation' },
                ],
              },
            },
            waitingToRetry: {
              after: { confirmRetryDelay: 'requesting' },
            },
          },
        },
      },
    },
    /** Paid: shop hands over to the confirmation page; booking confirms after 2 s. */
    paid: {
      entry: 'announceSuccess',
      initial: 'routing',
      states: {
        routing: {
          always: [{ guard: 'isBooking', target: 'awaitingConfirmation' }, { target: 'done' }],
        },
        awaitingConfirmation: {
          after: { bookingConfirmDelay: { target: 'done', actions: 'emitBookingConfirmed' } },
        },
        done: {
          on: { 'user.startOver': { target: '#payment.editing', actions: 'resetPayment' } },
        },
      },
    },
    /** The dialog was dismissed: the destructive Payment Cancelled toast; pay again any time. */
    cancelled: {
      on: userEditing,
    },
    /** Script, provider or dialog error, or the provider's payment.failed: pay again any time. */
    failed: {
      on: userEditing,
    },
  },
});

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

export type PaymentSnapshot = SnapshotFrom<typeof paymentMachine>;

export type PaymentStatus = 'editing' | 'processing' | 'paid' | 'cancelled' | 'failed';

/** The payment's coarse status (validating is momentary and reads as editing). */
export function selectPaymentStatus(snapshot: PaymentSnapshot): PaymentStatus {
  if (snapshot.matches('processing')) return 'processing';
  if (snapshot.matches('paid')) return 'paid';
  if (snapshot.matches('cancelled')) return 'cancelled';
  if (snapshot.matches('failed')) return 'failed';
  return 'editing';
}

/** True while the confirmation is being asked again because the server could not be reached. */
export function selectConfirmingRetry(snapshot: PaymentSnapshot): boolean {
  return snapshot.matches({ processing: 'confirming' }) && snapshot.context.confirmRetries > 0;
}

/** True while a payment runs (script loading or the provider dialog open). */
export function selectIsProcessing(snapshot: PaymentSnapshot): boolean {
  return snapshot.matches('processing');
}

/** The pay button: disabled when the amount is 0 or less or while processing; busy label Processing.... */
export function selectPayButton(snapshot: PaymentSnapshot): {
  disabled: boolean;
  busy: boolean;
  busyLabel: typeof PROCESSING_LABEL;
} {
  const busy = selectIsProcessing(snapshot);
  return { disabled: isPayDisabled(snapshot.context.amount, busy), busy, busyLabel: PROCESSING_LABEL };
}
