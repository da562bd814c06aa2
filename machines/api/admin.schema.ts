/**
 * Request and response schemas of the admin API (/api/admin/*), written once: the server validates with them and
 * the app's admin adapter types its calls with them. Every route but login-info, csrf and login needs a session
 * cookie; every mutation needs the CSRF token in the `x-csrf-token` header.
 */
import { z } from '../shared/zod';
import { adminBookingStatuses, adminPaymentStatuses } from '../admin/admin.types';
import { staffRoles } from '../admin/roles';
import { sportIds } from '../booking/sports';
import { refundStatuses } from '../money/ledger';
import { isoDateSchema, slotTimeSchema, sportSchema } from './booking.schema';

/** The header that carries the CSRF token on every admin mutation. */
export const CSRF_HEADER = 'x-csrf-token';
/** Rows per page of the admin lists. */
export const ADMIN_PAGE_SIZE = 10;

// ---------------------------------------------------------------------------------------------------------------
// Sign-in

/** POST /api/admin/login */
export const adminLoginRequestSchema = z.object({
  email: z
    .string({ error: 'Expected an email.' })
    .check(z.trim(), z.minLength(1, { error: 'Email is required.' }), z.maxLength(254)),
  password: z
    .string({ error: 'Expected a password.' })
    .check(z.minLength(1, { error: 'Password is required.' }), z.maxLength(256)),
});
export type AdminLoginRequest = z.infer<typeof adminLoginRequestSchema>;

/** GET /api/admin/login-info: the demo pair while the demo account is the one in use, else null. */
export const adminLoginInfoSchema = z.object({
  demo: z.nullable(z.object({ email: z.string(), password: z.string() })),
});
export type AdminLoginInfo = z.infer<typeof adminLoginInfoSchema>;

/** GET /api/admin/csrf */
export const adminCsrfSchema = z.object({ token: z.string().check(z.minLength(1)) });

/** GET /api/admin/session and the answer of a successful login. */
export const adminSessionSchema = z.object({
  email: z.string(),
  name: z.string(),
  /** What the account may do (machines/admin/roles.ts). */
  role: z.enum(staffRoles),
  /** ISO instant when the session ends. */
  expiresAt: z.string(),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;

/**
 * GET /api/admin/storybook: whether this server serves the design system's Storybook at /storybook/ (STORYBOOK), and
 * how it is now (being built, ready, failed, or not built on a server that does not build it).
 */
export const adminStorybookSchema = z.object({
  enabled: z.boolean(),
  state: z.enum(['off', 'building', 'ready', 'failed', 'missing']),
});
export type AdminStorybook = z.infer<typeof adminStorybookSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Dashboard

/** GET /api/admin/stats: today in Asia/Kolkata. */
export const adminStatsSchema = z.object({
  date: z.string(),
  todaysBookings: z.number(),
  /** Rupees from today's verified payments, net of refunds (unverified payments never count). */
  todaysRevenue: z.number(),
  /** Payments captured but not yet settled, and refunds owed. */
  pendingPayments: z.number(),
  /** Today's sessions that were cancelled. */
  cancellations: z.number(),
  /** Booked court-hours today over open court-hours (coaching blocks are not open). */
  bookedHours: z.number(),
  openHours: z.number(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const pageSchema = z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1);
export const searchSchema = z.optional(z.string().check(z.trim(), z.maxLength(80)));

export const adminBookingStatusSchema = z.enum(adminBookingStatuses);
export const adminPaymentStatusSchema = z.enum(adminPaymentStatuses);

/** GET /api/admin/bookings?date&sport&status&q&page */
export const adminBookingsQuerySchema = z.object({
  date: z.optional(isoDateSchema),
  sport: z.optional(sportSchema),
  status: z.optional(adminBookingStatusSchema),
  /** A phone number (any part of its digits) or a booking id (any part). */
  q: searchSchema,
  page: pageSchema,
});
export type AdminBookingsQuery = Omit<z.input<typeof adminBookingsQuerySchema>, 'page'> & { page?: number };

export const adminBookingRowSchema = z.object({
  id: z.string(),
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

/** A page of a list. */
export const pageOf = <T extends z.ZodMiniType>(row: T) =>
  z.object({ rows: z.array(row), total: z.number(), page: z.number(), pageSize: z.number() });
export interface Page<T> {
  rows: T[];
  total: number;
  page: number;
  pageSize: number;
}

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

/** GET /api/admin/payments?q&status&page (and /api/admin/payments.csv?q&status: every matching row). */
export const adminPaymentsQuerySchema = z.object({
  status: z.optional(adminPaymentStatusSchema),
  /** Name, phone, email, product, receipt id or payment id (any part). */
  q: searchSchema,
  page: pageSchema,
});
export type AdminPaymentsQuery = Omit<z.input<typeof adminPaymentsQuerySchema>, 'page'> & { page?: number };

/** A refund of a payment, as staff see it in Payments (and the data export). */
export const adminRefundRowSchema = z.object({
  id: z.string(),
  /** Rupees. */
  amount: z.number(),
  /** 'due' (owed, not yet made), 'issued' or 'processed' (through the provider), 'manual' (made by hand). */
  status: z.enum(refundStatuses),
  /** Why it is owed: the cancellation policy's band, staff's reason, a payment that bought nothing. */
  reason: z.string(),
  /** The provider's refund id, or the transfer or UPI reference staff gave for a refund made by hand; else null. */
  reference: z.nullable(z.string()),
  /** The staff account (its email) that marked a due refund paid by hand, and when (an ISO instant); else null. */
  paidBy: z.nullable(z.string()),
  paidAt: z.nullable(z.string()),
});
export type AdminRefundRow = z.infer<typeof adminRefundRowSchema>;

export const adminPaymentRowSchema = z.object({
  id: z.string(),
  productName: z.string(),
  customerName: z.string(),
  customerPhone: z.string(),
  customerEmail: z.string(),
  /** Rupees paid. */
  amount: z.number(),
  /** Rupees refunded (issued or made by hand). */
  refunded: z.number(),
  /** Rupees owed back, not yet refunded. */
  refundDue: z.number(),
  paymentId: z.string(),
  status: adminPaymentStatusSchema,
  /** Whether the provider's signature was checked on the server. */
  verification: z.enum(['verified', 'unverified']),
  paymentMethod: z.string(),
  date: z.string(),
  receiptSent: z.boolean(),
  /** Its refunds, oldest first (owed ones included). */
  refunds: z.array(adminRefundRowSchema),
});
export type AdminPaymentRow = z.infer<typeof adminPaymentRowSchema>;
export const adminPaymentsPageSchema = pageOf(adminPaymentRowSchema);

/** :id of a payment row. */
export const adminPaymentParamsSchema = z.object({
  id: z.string().check(z.regex(/^PAY-[A-Za-z0-9_-]{4,30}$/, { error: 'Expected a payment id.' })),
});

/** :id of a refund. */
export const adminRefundParamsSchema = z.object({
  id: z.string().check(z.regex(/^RF-[A-Z0-9]{4,30}$/, { error: 'Expected a refund id (RF-...).' })),
});

/** What staff must give when they mark a refund paid by hand. */
export const manualRefundReferenceMessage =
  'Enter the bank transfer or UPI reference of the refund you made (3 to 120 characters).';

/**
 * POST /api/admin/refunds/:id/paid: staff made a refund that was owed ('due') by hand, with the bank transfer or UPI
 * reference (or a short note). The answer is the payment with its refunds.
 */
export const adminRefundPaidRequestSchema = z.object({
  reference: z
    .string({ error: manualRefundReferenceMessage })
    .check(
      z.trim(),
      z.minLength(3, { error: manualRefundReferenceMessage }),
      z.maxLength(120, { error: manualRefundReferenceMessage }),
    ),
});
export type AdminRefundPaidRequest = z.infer<typeof adminRefundPaidRequestSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Calendar, customers, revenue

/** GET /api/admin/calendar?date */
export const adminCalendarQuerySchema = z.object({ date: isoDateSchema });

export const calendarBlockKinds = ['booking', 'pending', 'hold', 'coaching'] as const;
export type CalendarBlockKind = (typeof calendarBlockKinds)[number];

export const adminCalendarSchema = z.object({
  date: z.string(),
  courts: z.array(
    z.object({
      sport: z.enum(sportIds),
      court: z.number(),
      blocks: z.array(
        z.object({
          kind: z.enum(calendarBlockKinds),
          /** Minutes from the day's midnight, clipped to the day (0 to 1440). */
          start: z.number(),
          end: z.number(),
          /** The customer's name, or "Coaching". */
          label: z.string(),
          bookingId: z.nullable(z.string()),
        }),
      ),
    }),
  ),
});
export type AdminCalendar = z.infer<typeof adminCalendarSchema>;

/** GET /api/admin/customers?q&page */
export const adminCustomersQuerySchema = z.object({ q: searchSchema, page: pageSchema });
export type AdminCustomersQuery = Omit<z.input<typeof adminCustomersQuerySchema>, 'page'> & { page?: number };

export const adminCustomerRowSchema = z.object({
  /** The 10-digit phone number that identifies a customer. */
  phone: z.string(),
  name: z.string(),
  email: z.string(),
  bookings: z.number(),
  orders: z.number(),
  /** Rupees of their verified payments, net of what went or is owed back (demo payments never count). */
  spend: z.number(),
  /** The latest booked date or order date, 'YYYY-MM-DD'. */
  lastVisit: z.nullable(z.string()),
});
export type AdminCustomerRow = z.infer<typeof adminCustomerRowSchema>;
export const adminCustomersPageSchema = pageOf(adminCustomerRowSchema);

/** GET /api/admin/revenue: verified payments of the last 30 days (today included), net of refunds. */
export const adminRevenueSchema = z.object({
  from: z.string(),
  to: z.string(),
  total: z.number(),
  byDay: z.array(z.object({ date: z.string(), amount: z.number() })),
  /** Court bookings by sport, then 'shop' for merchandise and anything else. */
  bySport: z.array(z.object({ key: z.enum([...sportIds, 'shop']), amount: z.number() })),
});
export type AdminRevenue = z.infer<typeof adminRevenueSchema>;

/** GET /api/admin/export: everything for a backup or a spreadsheet. */
export const adminExportSchema = z.object({
  exportedAt: z.string(),
  bookings: z.array(adminBookingRowSchema),
  payments: z.array(adminPaymentRowSchema),
});
export type AdminExport = z.infer<typeof adminExportSchema>;
