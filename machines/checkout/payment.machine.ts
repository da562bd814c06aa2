import { assign, emit, enqueueActions, fromCallback, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { CartItem } from '../cart/cart.rules';
import { bookingConfirmationMessage, type MessageSession } from '../links/messages';
import { whatsappLink } from '../links/outbound';
import { toPaise } from '../money/money';
import type { ToastEmitted } from '../shared/toast';
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
 *                                    \--> processing.loadingScript --> processing.awaitingPayment
 *                                           --> paid | cancelled | failed
 *
 * - `user.pay` with an amount of 0 or less is silently ignored; while processing it is not handled at all, so a
 *   second payment cannot start. Processing always ends (paid, cancelled or failed).
 * - Entering processing emits the "Initializing Payment" toast.
 * - Actors supplied by the app with `.provide({ actors })` (the defaults here are inert placeholders):
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
  error: (message?: string) => ({ title: 'Payment Error', description: message?.trim() ? message : paymentMessages.processFallback }),
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
}

/** The booking being paid, for the Confirm chat message. */
export interface BookingPaymentDetails {
  sportName: string;
  sessions: MessageSession[];
}

interface CommonInput {
  /** Rupees. 0 or less: pay is ignored. */
  amount: number;
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
  /** The last error text (script, provider, dialog). */
  error: string | null;
  paymentId: string | null;
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
  | { type: 'payment.succeeded'; paymentId: string }
  | { type: 'payment.dismissed' }
  | { type: 'payment.failed'; message?: string }
  | { type: 'payment.error'; message?: string };

/**
 * Events the payment machine emits:
 * - `toast`: show it;
 * - `cartCleared` (shop): clear the cart store;
 * - `navigate` (shop): go to `to` with `state` as the router's location state;
 * - `paymentSucceeded` (both): e.g. reset the booking machine.
 */
export type PaymentEmitted =
  | ToastEmitted
  | { type: 'cartCleared' }
  | { type: 'navigate'; to: '/order-confirmation'; state: OrderDetails }
  | { type: 'paymentSucceeded'; kind: PaymentKind; paymentId: string; amount: number };

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
    /** Replace with `.provide()`: loads the provider script once; true when loaded. */
    loadProvider: fromPromise<boolean>(async () => false),
    /** Replace with `.provide()`: opens the provider dialog and reports the outcome as events. */
    openPayment: fromCallback<PaymentEvent, OpenPaymentInput>(() => {
      throw new PaymentProviderUnavailableError();
    }),
  },
  delays: {
    bookingConfirmDelay: BOOKING_CONFIRM_DELAY_MS,
  },
  guards: {
    hasPositiveAmount: ({ context }) => context.amount > 0,
    isBooking: ({ context }) => context.kind === 'booking',
    customerInvalid: ({ context }) => validateCustomer(context) !== null,
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
      enqueue.assign({ error: null, validation: null, paymentId: null });
      enqueue.emit({ type: 'toast', title: paymentToasts.initializing.title, variant: 'default' });
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
      const message = event.type === 'payment.failed' && event.message?.trim() ? event.message : paymentToasts.failed.description;
      enqueue.assign({ error: message });
      enqueue.emit({ type: 'toast', title: paymentToasts.failed.title, description: paymentToasts.failed.description, variant: 'destructive' });
    }),
    emitCancelled: emit({
      type: 'toast',
      title: paymentToasts.cancelled.title,
      description: paymentToasts.cancelled.description,
      variant: 'destructive',
    } as const),
    setPaymentId: assign(({ event }) => (event.type === 'payment.succeeded' ? { paymentId: event.paymentId } : {})),
    announceSuccess: enqueueActions(({ context, enqueue }) => {
      const paymentId = context.paymentId ?? '';
      const toast = paymentToasts.success(paymentId);
      enqueue.emit({ type: 'toast', title: toast.title, description: toast.description, variant: 'default' });
      enqueue.emit({ type: 'paymentSucceeded', kind: context.kind, paymentId, amount: context.amount });
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
      initial: 'loadingScript',
      states: {
        loadingScript: {
          invoke: {
            id: 'loadProvider',
            src: 'loadProvider',
            onDone: [
              { guard: ({ event }) => event.output === true, target: 'awaitingPayment' },
              { target: '#payment.failed', actions: { type: 'failWith', params: { message: paymentMessages.scriptFailed } } },
            ],
            onError: { target: '#payment.failed', actions: { type: 'failWith', params: { message: paymentMessages.scriptFailed } } },
          },
        },
        awaitingPayment: {
          invoke: {
            id: 'openPayment',
            src: 'openPayment',
            input: ({ context }) => ({
              amountPaise: toPaise(context.amount),
              description: `Payment for ${context.productName}`,
              customer: tidyCustomer(context.customer),
            }),
            onError: [
              {
                guard: ({ event }) => event.error instanceof PaymentProviderUnavailableError,
                target: '#payment.failed',
                actions: { type: 'failWith', params: { message: paymentMessages.unavailable } },
              },
              { target: '#payment.failed', actions: { type: 'failWith', params: { message: paymentMessages.dialogFailed } } },
            ],
          },
          on: {
            'payment.succeeded': { target: '#payment.paid', actions: 'setPaymentId' },
            'payment.dismissed': { target: '#payment.cancelled', actions: 'emitCancelled' },
            'payment.failed': { target: '#payment.failed', actions: 'failPaymentFailed' },
            'payment.error': { target: '#payment.failed', actions: 'failProviderError' },
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
  };
}

function bookingConfirmLink(context: PaymentContext): string {
  const text = bookingConfirmationMessage({
    sportName: context.booking?.sportName ?? context.productName,
    sessions: context.booking?.sessions ?? [],
    total: context.amount,
    paymentId: context.paymentId ?? '',
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

/** True while a payment runs (script loading or the provider dialog open). */
export function selectIsProcessing(snapshot: PaymentSnapshot): boolean {
  return snapshot.matches('processing');
}

/** The pay button: disabled when the amount is 0 or less or while processing; busy label Processing.... */
export function selectPayButton(snapshot: PaymentSnapshot): { disabled: boolean; busy: boolean; busyLabel: typeof PROCESSING_LABEL } {
  const busy = selectIsProcessing(snapshot);
  return { disabled: isPayDisabled(snapshot.context.amount, busy), busy, busyLabel: PROCESSING_LABEL };
}
