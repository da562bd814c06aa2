/**
 * The messages the centre sends by email (issue 46): what each kind carries (its data model, stored with its outbox
 * row), who it is for, and the outbox's statuses. The words are in content.ts; the server only fills the data.
 * Money is rupees here (the ledger's paise divided by 100), as the visitor reads it.
 */

/** Every kind of message: to the visitor, then to the centre's own address (staff_*). */
export const messageKinds = [
  'booking_confirmed',
  'order_paid',
  'booking_cancelled',
  'refund_issued',
  'booking_moved',
  'waitlist_offer',
  'staff_new_booking',
  'staff_new_order',
  'staff_cancellation',
  'staff_refund_due',
] as const;
export type MessageKind = (typeof messageKinds)[number];

/**
 * An outbox row's state: 'queued' (to be sent, or being sent), 'sent', 'failed' (given up after a day of retries),
 * 'unsent' (no mail server configured: kept for staff to read).
 */
export const messageStatuses = ['queued', 'sent', 'failed', 'unsent'] as const;
export type MessageStatus = (typeof messageStatuses)[number];

/** The last error of a row kept because the server has no mail server. */
export const NO_MAIL_SERVER = 'not sent: no mail server configured';

/** The last error of a row kept because its kind is switched off in System Settings (Resend still sends it). */
export const SWITCHED_OFF = 'not sent: switched off in System Settings';

/** The person a message is about. */
export interface MessageCustomer {
  name: string;
  email: string;
  phone: string;
}

/** One court session as a message lists it. */
export interface MessageSession {
  bookingId: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  /** 'HH:MM'. */
  time: string;
  court: number;
  /** Hours. */
  duration: number;
  /** Rupees. */
  amount: number;
}

/**
 * The booking's reference and its My booking address, when the site gives bookings one (optional: shown only when
 * present).
 */
export interface BookingLinks {
  reference?: string;
  manageUrl?: string;
}

/** A paid booking (to the visitor: booking_confirmed; to the centre: staff_new_booking). */
export interface BookingConfirmedData extends BookingLinks {
  kind: 'booking_confirmed' | 'staff_new_booking';
  customer: MessageCustomer;
  sportName: string;
  sessions: MessageSession[];
  /** Rupees. */
  total: number;
  paymentId: string;
  /** When it was paid (ms): the calendar file's stamp. */
  paidAt: number;
}

/** One line of a paid order. */
export interface MessageOrderItem {
  name: string;
  size: string;
  quantity: number;
  /** Rupees. */
  unitPrice: number;
}

/** A paid shop order (to the visitor: order_paid; to the centre: staff_new_order). */
export interface OrderPaidData {
  kind: 'order_paid' | 'staff_new_order';
  customer: MessageCustomer;
  orderId: string;
  items: MessageOrderItem[];
  /** Rupees. */
  total: number;
  paymentId: string;
  deliveryMethod: 'pickup' | 'delivery';
  /** When it was paid (ms): the receipt's date. */
  paidAt: number;
}

/** A refund as a message tells it. */
export interface MessageRefund {
  /** Rupees. */
  amount: number;
  /** What to quote: the provider's refund id, or ours while it is owed. */
  reference: string;
  /** 'due' (owed, not yet made), 'issued' / 'processed' (through the provider), 'manual' (made by hand). */
  status: 'due' | 'issued' | 'processed' | 'manual';
}

/** A session staff cancelled (to the visitor: booking_cancelled; to the centre: staff_cancellation). */
export interface BookingCancelledData extends BookingLinks {
  kind: 'booking_cancelled' | 'staff_cancellation';
  customer: MessageCustomer;
  sportName: string;
  session: MessageSession;
  refund: MessageRefund | null;
  /** The staff account that cancelled it. */
  cancelledBy: string | null;
}

/** A refund made (to the visitor: refund_issued) or owed and not yet made (to the centre: staff_refund_due). */
export interface RefundData {
  kind: 'refund_issued' | 'staff_refund_due';
  customer: MessageCustomer;
  refund: MessageRefund;
  /** What the payment bought: 'Badminton court booking', the order's items. */
  productName: string;
  reason: string;
  paymentId: string;
}

/**
 * A session moved to another start or court, by staff or by the visitor's reschedule (to the visitor:
 * booking_moved), with the calendar file of its new time (the same event, a later revision).
 */
export interface BookingMovedData extends BookingLinks {
  kind: 'booking_moved';
  customer: MessageCustomer;
  sportName: string;
  /** Where and when it was, and is now (the same booking id). */
  from: MessageSession;
  to: MessageSession;
  movedBy: 'staff' | 'visitor';
  /** When it was moved (ms): the calendar file's stamp and revision. */
  movedAt: number;
}

/**
 * A slot someone waited for is free and held for them (to them: waitlist_offer): the slot, its price, the link that
 * opens it on the booking page ready to pay, and when the offer ends.
 */
export interface WaitlistOfferData {
  kind: 'waitlist_offer';
  customer: MessageCustomer;
  sportName: string;
  /** The held session; `amount` is what paying it costs (rupees). */
  session: MessageSession;
  /** The booking page's address with the offer's token (absolute: it is read in an email). */
  offerUrl: string;
  /** When the offer ends (ms). */
  expiresAt: number;
  /** The booking reference the slot gets when it is paid. */
  reference: string;
}

/** Any message's data. */
export type MessageData =
  BookingConfirmedData | OrderPaidData | BookingCancelledData | RefundData | BookingMovedData | WaitlistOfferData;

/** The kinds that go to the centre's own address. */
export const isStaffKind = (kind: MessageKind): boolean => kind.startsWith('staff_');
