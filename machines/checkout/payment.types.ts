/**
 * The payment machine's types (payment.machine.ts): what it is given, what its actors take and answer, its context,
 * the events it handles and the events it emits.
 */
import type { TakenSession } from '../api/errors';
import type { SportId } from '../booking/sports';
import type { CartItem } from '../cart/cart.rules';
import type { ChatSession } from '../links/booking.messages';
import type { ToastEmitted } from '../shared/toast';
import type { CustomerInfo, DeliveryMethod, OrderDetails } from './checkout.rules';
import type { ValidationMessage } from '../forms/forms.messages';
import type { PaymentsMode } from './paymentsMode';

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
export interface PaidSession extends ChatSession {
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
