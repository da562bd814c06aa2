/** The admin API's bookings: the list and its filters, cancel (with the policy's refund quote) and move. */
import { z } from '../shared/zod';
import { adminBookingStatuses } from '../admin/admin.types';
import { sportIds } from '../booking/sports';
import { refundStatuses } from '../money/ledger';
import { pageOf, pageSchema, searchSchema } from './admin.schema';
import { isoDateSchema, slotTimeSchema, sportSchema } from './booking.schema';

export const adminBookingStatusSchema = z.enum(adminBookingStatuses);

/** Why a date range is refused: it ends before it starts. */
export const bookingRangeMessage = 'The last date must be on or after the first date.';

/** GET /api/admin/bookings?date&from&to&sport&status&q&page */
export const adminBookingsQuerySchema = z
  .object({
    /** One day. */
    date: z.optional(isoDateSchema),
    /** A range of days, either end optional (Booking Details' From and To). */
    from: z.optional(isoDateSchema),
    to: z.optional(isoDateSchema),
    sport: z.optional(sportSchema),
    status: z.optional(adminBookingStatusSchema),
    /** A phone number (any part of its digits), a booking id or reference (any part), or the customer's name. */
    q: searchSchema,
    page: pageSchema,
  })
  .check(
    z.refine((query) => !query.from || !query.to || query.from <= query.to, {
      error: bookingRangeMessage,
      path: ['to'],
    }),
  );
export type AdminBookingsQuery = Omit<z.input<typeof adminBookingsQuerySchema>, 'page'> & { page?: number };

export const adminBookingRowSchema = z.object({
  id: z.string(),
  /** The booking reference the visitor paid under (POD-XXXX-XXXX-XXXX); null for a booking made without one. */
  reference: z.nullable(z.string()),
  sport: z.enum(sportIds),
  court: z.number(),
  date: z.string(),
  /** 'HH:MM'. */
  time: z.string(),
  /** Hours. */
  duration: z.number(),
  customerName: z.string(),
  phone: z.string(),
  email: z.string(),
  amount: z.number(),
  status: adminBookingStatusSchema,
  paymentMode: z.string(),
  whatsappSent: z.boolean(),
});
export type AdminBookingRow = z.infer<typeof adminBookingRowSchema>;

export const adminBookingsPageSchema = pageOf(adminBookingRowSchema);

/** :id of a booking. */
export const adminBookingParamsSchema = z.object({
  id: z.string().check(z.regex(/^BK-[A-Z0-9]{4,20}$/, { error: 'Expected a booking id.' })),
});

/**
 * POST /api/admin/bookings/:id/cancel (body optional): cancel with the refund the policy gives, or with another amount
 * (rupees, from 0 to what may still be refunded), which then needs a reason.
 */
export const adminCancelRequestSchema = z.object({
  refundAmount: z.optional(z.number().check(z.minimum(0), z.maximum(10_000_000))),
  reason: z.optional(z.string().check(z.trim(), z.maxLength(300))),
});
export type AdminCancelRequest = z.infer<typeof adminCancelRequestSchema>;

/** How a refund is made: through the provider (keys, a verified payment), by staff by hand, or not at all (nothing paid online). */
export const refundMethods = ['provider', 'manual', 'none'] as const;
export type RefundMethod = (typeof refundMethods)[number];

/** GET /api/admin/bookings/:id/refund: what cancelling now refunds by the policy (machines/money/refundPolicy.ts). */
export const adminRefundQuoteSchema = z.object({
  bookingId: z.string(),
  /** Rupees paid online for this session (0 when no payment is on record). */
  paid: z.number(),
  /** Rupees the policy gives back now. */
  policyAmount: z.number(),
  percent: z.number(),
  /** Whole hours from now to the session's start (negative once it started). */
  hoursBefore: z.number(),
  /** The most that may be refunded (rupees): what was paid less what went or is owed back. */
  refundable: z.number(),
  method: z.enum(refundMethods),
});
export type AdminRefundQuote = z.infer<typeof adminRefundQuoteSchema>;

/** The cancel's answer: the booking, and the refund made (null when none). */
export const adminCancelResponseSchema = z.extend(adminBookingRowSchema, {
  refund: z.nullable(
    z.object({
      /** Rupees. */
      amount: z.number(),
      /** 'issued' or 'processed' (through the provider), 'manual' (staff refund it by hand), 'due' (the provider refused; owed). */
      status: z.enum(refundStatuses),
      /** The provider's refund id, or the centre's refund id. */
      reference: z.string(),
    }),
  ),
});
export type AdminCancelResponse = z.infer<typeof adminCancelResponseSchema>;

/** POST /api/admin/bookings/:id/move: the same duration at another date, time or court of the same sport. */
export const adminMoveRequestSchema = z.object({
  date: isoDateSchema,
  time: slotTimeSchema,
  court: z.number().check(z.int(), z.minimum(1)),
});
export type AdminMoveRequest = z.infer<typeof adminMoveRequestSchema>;
