/** The admin API's day calendar, customers, revenue and data export. */
import { z } from '../shared/zod';
import { sportIds } from '../booking/sports';
import { pageOf, pageSchema, searchSchema } from './admin.schema';
import { adminBookingRowSchema } from './adminBookings.schema';
import { adminPaymentRowSchema } from './adminPayments.schema';
import { isoDateSchema } from './booking.schema';

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
