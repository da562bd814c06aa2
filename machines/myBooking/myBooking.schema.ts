/**
 * The My booking API (/my-booking): a visitor opens a paid booking with its reference and the phone number used,
 * then cancels or reschedules its sessions ahead. Every request carries the pair again (no session is kept).
 */
import { isoDateSchema, slotTimeSchema, sportSchema } from '../api/booking.schema';
import { requiredField } from '../forms/forms.schema';
import { z } from '../shared/zod';
import { myBookingMessages } from './myBooking.rules';

const text = (what: string, max: number) =>
  z
    .string({ error: `Expected the ${what} as text.` })
    .check(z.trim(), z.minLength(1, { error: `Please enter the ${what}.` }), z.maxLength(max));

/** POST /api/my-booking: the pair that opens a booking. */
export const myBookingAccessSchema = z.object(
  { reference: text('booking reference', 40), phone: text('phone number', 30) },
  { error: 'Expected { reference, phone }.' },
);
export type MyBookingAccess = z.infer<typeof myBookingAccessSchema>;

/** The page's form before it asks the server: both halves of the pair given, each with what to enter. */
export const myBookingOpenSchema = z.object({
  reference: requiredField(myBookingMessages.referenceRequired),
  phone: requiredField(myBookingMessages.phoneRequired),
});

const bookingIdSchema = z
  .string({ error: 'Expected a booking id.' })
  .check(z.regex(/^BK-[A-Z0-9]{10}$/, { error: 'Expected a booking id.' }));

/** POST /api/my-booking/cancel */
export const myBookingCancelSchema = z.extend(myBookingAccessSchema, { bookingId: bookingIdSchema });
export type MyBookingCancelRequest = z.infer<typeof myBookingCancelSchema>;

/** POST /api/my-booking/reschedule: the session's new date, start and court (same duration). */
export const myBookingRescheduleSchema = z.extend(myBookingAccessSchema, {
  bookingId: bookingIdSchema,
  date: isoDateSchema,
  time: slotTimeSchema,
  court: z.number({ error: 'Expected a court number.' }).check(z.int(), z.minimum(1)),
});
export type MyBookingRescheduleRequest = z.infer<typeof myBookingRescheduleSchema>;

export const refundBands = ['full', 'partial', 'late'] as const;

/** What cancelling a session now gives back by the policy (machines/money/refundPolicy.ts). */
export const cancelQuoteSchema = z.object({
  band: z.enum(refundBands),
  percent: z.number(),
  /** Rupees. */
  amount: z.number(),
  hoursBefore: z.number(),
});
export type CancelQuote = z.infer<typeof cancelQuoteSchema>;

export const myBookingSessionSchema = z.object({
  bookingId: z.string(),
  date: z.string(),
  time: z.string(),
  court: z.number(),
  /** Hours. */
  duration: z.number(),
  /** Rupees: what the session cost. */
  amount: z.number(),
  status: z.enum(['confirmed', 'cancelled']),
  /** Still ahead (it can be cancelled). */
  ahead: z.boolean(),
  /** More than 12 hours ahead (it can be moved). */
  canReschedule: z.boolean(),
  /** The policy's refund for cancelling it now (null once cancelled or started). */
  cancelQuote: z.nullable(cancelQuoteSchema),
});
export type MyBookingSession = z.infer<typeof myBookingSessionSchema>;

export const myRefundStatuses = ['due', 'issued', 'processed', 'manual'] as const;
export const myBookingRefundSchema = z.object({
  /** Rupees. */
  amount: z.number(),
  status: z.enum(myRefundStatuses),
  /** The provider's refund id once issued, else the centre's own. */
  reference: z.string(),
  reason: z.string(),
  /** 'YYYY-MM-DD', India's date. */
  date: z.string(),
});
export type MyBookingRefund = z.infer<typeof myBookingRefundSchema>;

export const myBookingSchema = z.object({
  reference: z.string(),
  sport: sportSchema,
  customerName: z.string(),
  /** Rupees paid online for the booking (its payment and any reschedule's difference). */
  paid: z.number(),
  /** Rupees refunded or owed back so far. */
  refunded: z.number(),
  sessions: z.array(myBookingSessionSchema),
  refunds: z.array(myBookingRefundSchema),
});
export type MyBooking = z.infer<typeof myBookingSchema>;

export const myBookingRefundMadeSchema = z.nullable(
  z.object({ amount: z.number(), status: z.enum(myRefundStatuses), reference: z.string() }),
);

/** The cancel's answer: the booking as it now stands and the refund made (null: none). */
export const myBookingCancelResponseSchema = z.object({
  booking: myBookingSchema,
  bookingId: z.string(),
  percent: z.number(),
  refund: myBookingRefundMadeSchema,
});
export type MyBookingCancelResponse = z.infer<typeof myBookingCancelResponseSchema>;

/**
 * The reschedule's answer: moved at once (same or lower price; a lower one refunds the difference), or a hold on
 * the new slot for the difference, paid through the booking's payment flow (POST /api/holds/:id/pay, then
 * /api/bookings/confirm), which moves the session when the payment settles.
 */
export const myBookingRescheduleResponseSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('moved'),
    booking: myBookingSchema,
    bookingId: z.string(),
    /** Rupees: new price minus old (0 or less). */
    difference: z.number(),
    refund: myBookingRefundMadeSchema,
  }),
  z.object({
    kind: z.literal('pay'),
    bookingId: z.string(),
    holdId: z.string(),
    /** Rupees and paise to pay: the difference. */
    difference: z.number(),
    amountPaise: z.number(),
    expiresAt: z.string(),
  }),
]);
export type MyBookingRescheduleResponse = z.infer<typeof myBookingRescheduleResponseSchema>;
