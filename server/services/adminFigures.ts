/**
 * The admin dashboard's figures: today's stat cards and the last 30 days' revenue (verified payments, net of
 * refunds), by day and by sport or shop.
 */
import { and, count, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { AdminStats } from '../../machines/api/admin.schema';
import type { AdminRevenue } from '../../machines/api/adminReports.schema';
import { openCourtHours, sportOfProductName } from '../../machines/admin/admin.rules';
import { sportIds, type SportId } from '../../machines/booking/sports';
import { paiseToRupees } from '../../machines/money/ledger';
import { addDays, isoDateInKolkata } from '../../machines/time/dates';
import { dayRange } from '../db/ranges';
import { bookings, holds, payments } from '../db/schema';
import { countsAsRevenue, netPaise, type AdminDataDeps } from './adminQueries';

/** The five stat cards for today in India. */
export async function adminStats({ db, now }: AdminDataDeps): Promise<AdminStats> {
  const today = isoDateInKolkata(now());
  const [todays] = await db
    .select({
      live: sql<number>`count(*) filter (where ${bookings.status} in ('confirmed', 'pending'))`.mapWith(Number),
      cancelled: sql<number>`count(*) filter (where ${bookings.status} = 'cancelled')`.mapWith(Number),
    })
    .from(bookings)
    .where(eq(bookings.date, today));
  const [revenue] = await db
    .select({ sum: sql<number>`coalesce(sum(${netPaise}), 0)`.mapWith(Number) })
    .from(payments)
    .where(and(eq(payments.date, today), countsAsRevenue));
  const [pending] = await db
    .select({ n: count() })
    .from(payments)
    .where(inArray(payments.status, ['captured', 'refund_due']));
  const day = dayRange(today);
  const [booked] = await db
    .select({
      hours:
        sql<number>`coalesce(sum(extract(epoch from (upper(${bookings.during} * ${day}) - lower(${bookings.during} * ${day})))), 0) / 3600`.mapWith(
          Number,
        ),
    })
    .from(bookings)
    .where(and(inArray(bookings.status, ['confirmed', 'pending']), sql`${bookings.during} && ${day}`));
  return {
    date: today,
    todaysBookings: todays?.live ?? 0,
    todaysRevenue: paiseToRupees(revenue?.sum ?? 0),
    pendingPayments: pending?.n ?? 0,
    cancellations: todays?.cancelled ?? 0,
    bookedHours: Math.round((booked?.hours ?? 0) * 100) / 100,
    openHours: openCourtHours(today),
  };
}

export const REVENUE_DAYS = 30;

/** Verified payments of the last 30 days, net of refunds, by day and by sport (court bookings) or shop. */
export async function adminRevenue({ db, now }: AdminDataDeps): Promise<AdminRevenue> {
  const to = isoDateInKolkata(now());
  const from = addDays(to, -(REVENUE_DAYS - 1));
  const paid = await db
    .select({
      date: payments.date,
      net: sql<number>`${netPaise}`.mapWith(Number),
      productName: payments.productName,
      holdSport: holds.sportId,
    })
    .from(payments)
    .leftJoin(holds, eq(holds.id, payments.holdId))
    .where(and(countsAsRevenue, gte(payments.date, from), lte(payments.date, to)));
  const rows = paid.map((r) => ({ ...r, amount: paiseToRupees(r.net) }));
  const byDay = new Map<string, number>();
  for (let i = 0; i < REVENUE_DAYS; i++) byDay.set(addDays(from, i), 0);
  const bySport = new Map<SportId | 'shop', number>([...sportIds, 'shop' as const].map((k) => [k, 0]));
  for (const r of rows) {
    byDay.set(r.date, (byDay.get(r.date) ?? 0) + r.amount);
    const key = (r.holdSport as SportId | null) ?? sportOfProductName(r.productName) ?? 'shop';
    bySport.set(key, (bySport.get(key) ?? 0) + r.amount);
  }
  return {
    from,
    to,
    total: rows.reduce((s, r) => s + r.amount, 0),
    byDay: [...byDay].map(([date, amount]) => ({ date, amount })),
    bySport: [...bySport].map(([key, amount]) => ({ key, amount })),
  };
}
