/**
 * The admin dashboard's data, read from the booking, order and payment tables: today's figures, the bookings and
 * payments lists (filtered and paginated in SQL), move (cancel, with its refund, is adminCancel.ts), the day
 * calendar, customers and revenue. Moving a booking changes only its row; the exclusion constraint still refuses any
 * overlap.
 */
import { and, asc, count, desc, eq, gt, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_PAGE_SIZE,
  type AdminBookingRow,
  type AdminBookingsQuery,
  type AdminCalendar,
  type AdminCustomerRow,
  type AdminCustomersQuery,
  type AdminMoveRequest,
  type AdminPaymentRow,
  type AdminPaymentsQuery,
  type AdminRefundRow,
  type AdminRevenue,
  type AdminStats,
  type CalendarBlockKind,
  type Page,
} from '../../machines/api/admin.schema';
import { apiMessages } from '../../machines/api/errors';
import { coachingBlocks, openCourtHours, phoneKey, sportOfProductName } from '../../machines/admin/admin.rules';
import type { AdminBookingStatus, AdminPaymentStatus } from '../../machines/admin/admin.types';
import { unbookable } from '../../machines/booking/bookable.rules';
import { to12Hour } from '../../machines/booking/slots';
import { courtNumbers, sportIds, type SportId } from '../../machines/booking/sports';
import { paiseToRupees, revenueStatuses, type RefundStatus } from '../../machines/money/ledger';
import { addDays, formatDisplayDate, isoDateInKolkata } from '../../machines/time/dates';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { dayRange, sessionRange } from '../db/ranges';
import { bookings, courts, holds, orders, payments, refunds } from '../db/schema';
import { ApiError, sqlState } from '../errors';
import type { AvailabilityCache } from './availabilityCache';
import { bookingWindow } from './settings';

export interface AdminDataDeps {
  db: Database;
  cache: AvailabilityCache;
  now: () => number;
}

const adminStatuses: AdminBookingStatus[] = ['confirmed', 'pending', 'cancelled'];

/** `%text%` for LIKE, with the wildcards in `text` taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/**
 * The digits of a search that reads as a phone number ("98765 43210", "+91-98765"): at least three digits and
 * nothing but digits, spaces, +, -, dots and brackets; otherwise ''. A booking or payment id's digits are not a
 * phone number: "BK-ZUSL9Q6SY2" searched as "962" found any visitor whose phone held 962.
 */
function phoneSearchDigits(q: string): string {
  const digits = q.replace(/\D/g, '');
  return /^[\d\s+().-]+$/.test(q) && digits.length >= 3 ? digits : '';
}
const phoneDigits = (column: AnyPgColumn) => sql`regexp_replace(${column}, '[^0-9]', '', 'g')`;
const offsetOf = (page: number) => (page - 1) * ADMIN_PAGE_SIZE;

// ---------------------------------------------------------------------------------------------------------------
// Revenue: verified payments applied to a booking or an order, net of what went back and what is owed back
// (machines/money/ledger.ts netRevenuePaise, in SQL).

const netPaise = sql`greatest(0, ${payments.amountPaise} - ${payments.refundedPaise} - ${payments.refundDuePaise})`;
const countsAsRevenue = and(eq(payments.verification, 'verified'), inArray(payments.status, [...revenueStatuses]));

// ---------------------------------------------------------------------------------------------------------------
// Today

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

// ---------------------------------------------------------------------------------------------------------------
// Bookings

const bookingColumns = {
  id: bookings.id,
  sport: bookings.sportId,
  court: courts.number,
  date: bookings.date,
  time: bookings.time,
  durationMinutes: bookings.durationMinutes,
  customerName: bookings.customerName,
  phone: bookings.customerPhone,
  email: bookings.customerEmail,
  amount: bookings.amount,
  status: bookings.status,
  paymentMode: bookings.paymentMode,
  whatsappSent: bookings.whatsappSent,
};
type BookingSelect = { [K in keyof typeof bookingColumns]: (typeof bookingColumns)[K]['_']['data'] };

const toBookingRow = (r: BookingSelect): AdminBookingRow => ({
  id: r.id,
  sport: r.sport as SportId,
  court: r.court,
  date: r.date,
  time: r.time,
  duration: r.durationMinutes / 60,
  customerName: r.customerName,
  phone: r.phone,
  email: r.email,
  amount: r.amount,
  status: r.status as AdminBookingStatus,
  paymentMode: r.paymentMode,
  whatsappSent: r.whatsappSent,
});

function bookingFilter(query: Omit<AdminBookingsQuery, 'page'>): SQL | undefined {
  const parts: (SQL | undefined)[] = [inArray(bookings.status, query.status ? [query.status] : adminStatuses)];
  if (query.date) parts.push(eq(bookings.date, query.date));
  if (query.sport) parts.push(eq(bookings.sportId, query.sport));
  const q = query.q?.trim();
  if (q) {
    const digits = phoneSearchDigits(q);
    parts.push(
      or(
        ilike(bookings.id, contains(q)),
        digits ? sql`${phoneDigits(bookings.customerPhone)} like ${contains(digits)}` : undefined,
      ),
    );
  }
  return and(...parts);
}

/** A page of bookings (confirmed, pending, cancelled), newest date first. */
export async function listBookings(
  { db }: AdminDataDeps,
  query: AdminBookingsQuery & { page: number },
): Promise<Page<AdminBookingRow>> {
  const where = bookingFilter(query);
  const [total] = await db.select({ n: count() }).from(bookings).where(where);
  const rows = await db
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(courts, eq(courts.id, bookings.courtId))
    .where(where)
    .orderBy(desc(bookings.date), desc(bookings.time), asc(bookings.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(offsetOf(query.page));
  return { rows: rows.map(toBookingRow), total: total?.n ?? 0, page: query.page, pageSize: ADMIN_PAGE_SIZE };
}

/** Every booking (the data export). */
export async function allBookings({ db }: AdminDataDeps): Promise<AdminBookingRow[]> {
  const rows = await db
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(courts, eq(courts.id, bookings.courtId))
    .where(inArray(bookings.status, adminStatuses))
    .orderBy(desc(bookings.date), desc(bookings.time), asc(bookings.id));
  return rows.map(toBookingRow);
}

/** A booking as the admin lists it, or null when it is not one staff see. */
export async function bookingRow(db: Database, id: string): Promise<AdminBookingRow | null> {
  const [row] = await db
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(courts, eq(courts.id, bookings.courtId))
    .where(eq(bookings.id, id));
  return row && (adminStatuses as string[]).includes(row.status) ? toBookingRow(row) : null;
}

const describeSlot = (court: number, date: string, time: string) =>
  `Court ${court} on ${formatDisplayDate(date)} at ${to12Hour(time)}`;

/**
 * Moves a confirmed or pending booking to another date, time or court of its sport, keeping its duration and amount.
 * Refused with 409 when the new slot is taken (the database's exclusion constraint decides), overlaps coaching or
 * is in the past.
 */
export async function moveBooking(deps: AdminDataDeps, id: string, to: AdminMoveRequest): Promise<AdminBookingRow> {
  const { db } = deps;
  const [current] = await db.select().from(bookings).where(eq(bookings.id, id));
  if (!current || !(adminStatuses as string[]).includes(current.status))
    throw new ApiError(404, 'not_found', apiMessages.adminBookingNotFound, 'id');
  if (current.status === 'cancelled')
    throw new ApiError(409, 'bad_request', 'A cancelled booking cannot be moved.', 'id');
  const sport = current.sportId as SportId;
  if (!courtNumbers(sport).includes(to.court))
    throw new ApiError(400, 'bad_request', `court: ${sport} has courts ${courtNumbers(sport).join(' and ')}.`, 'court');
  const refusal = unbookable(
    { sport, court: to.court, date: to.date, time: to.time, durationMinutes: current.durationMinutes },
    await bookingWindow(db, deps.now()),
  );
  if (refusal)
    throw new ApiError(
      refusal.reason === 'coaching' ? 409 : 400,
      refusal.reason === 'coaching' ? 'slot_unavailable' : 'bad_request',
      refusal.message,
      refusal.reason === 'coaching' ? undefined : 'date',
    );
  const [court] = await db
    .select({ id: courts.id })
    .from(courts)
    .where(and(eq(courts.sportId, sport), eq(courts.number, to.court)));
  try {
    await db
      .update(bookings)
      .set({
        date: to.date,
        time: to.time,
        courtId: court!.id,
        during: sessionRange(to.date, to.time, current.durationMinutes),
      })
      .where(eq(bookings.id, id));
  } catch (error) {
    if (sqlState(error) === '23P01') {
      throw new ApiError(
        409,
        'slot_taken',
        `${describeSlot(to.court, to.date, to.time)} is already taken for ${current.durationMinutes / 60} h. Choose another time or court.`,
        undefined,
        [{ date: to.date, time: to.time, court: to.court }],
      );
    }
    throw error;
  } finally {
    deps.cache.invalidate(sport, [current.date, addDays(current.date, 1), to.date, addDays(to.date, 1)]);
  }
  return (await bookingRow(db, id))!;
}

/** Marks that the confirmation chat was opened for a booking. */
export async function markWhatsappSent({ db }: AdminDataDeps, id: string): Promise<AdminBookingRow> {
  await db.update(bookings).set({ whatsappSent: true }).where(eq(bookings.id, id));
  const row = await bookingRow(db, id);
  if (!row) throw new ApiError(404, 'not_found', apiMessages.adminBookingNotFound, 'id');
  return row;
}

// ---------------------------------------------------------------------------------------------------------------
// Payments

function paymentFilter(query: Omit<AdminPaymentsQuery, 'page'>): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (query.status) parts.push(eq(payments.status, query.status));
  const q = query.q?.trim();
  if (q) {
    const like = contains(q);
    const digits = phoneSearchDigits(q);
    parts.push(
      or(
        ilike(payments.id, like),
        ilike(payments.paymentId, like),
        ilike(payments.customerName, like),
        ilike(payments.customerEmail, like),
        ilike(payments.productName, like),
        digits ? sql`${phoneDigits(payments.customerPhone)} like ${contains(digits)}` : undefined,
      ),
    );
  }
  return parts.length > 0 ? and(...parts) : undefined;
}

const toRefundRow = (r: typeof refunds.$inferSelect): AdminRefundRow => ({
  id: r.id,
  amount: paiseToRupees(r.amountPaise),
  status: r.status as RefundStatus,
  reason: r.reason,
  reference: r.providerRefundId ?? r.paidReference ?? null,
  paidBy: r.paidBy ?? null,
  paidAt: r.paidAt ? r.paidAt.toISOString() : null,
});

/** The refunds of these payments (oldest first), by payment row id. */
async function refundsOf(db: Database, paymentRowIds: string[]): Promise<Map<string, AdminRefundRow[]>> {
  const byPayment = new Map<string, AdminRefundRow[]>();
  if (paymentRowIds.length === 0) return byPayment;
  const rows = await db
    .select()
    .from(refunds)
    .where(inArray(refunds.paymentRowId, paymentRowIds))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  for (const r of rows) byPayment.set(r.paymentRowId, [...(byPayment.get(r.paymentRowId) ?? []), toRefundRow(r)]);
  return byPayment;
}

/** Payment rows as staff see them, each with its refunds. */
async function withRefunds(db: Database, rows: (typeof payments.$inferSelect)[]): Promise<AdminPaymentRow[]> {
  const byPayment = await refundsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toPaymentRow(r, byPayment.get(r.id) ?? []));
}

const toPaymentRow = (r: typeof payments.$inferSelect, refundRows: AdminRefundRow[]): AdminPaymentRow => ({
  id: r.id,
  productName: r.productName,
  customerName: r.customerName,
  customerPhone: r.customerPhone,
  customerEmail: r.customerEmail,
  amount: paiseToRupees(r.amountPaise),
  refunded: paiseToRupees(r.refundedPaise),
  refundDue: paiseToRupees(r.refundDuePaise),
  paymentId: r.paymentId,
  status: r.status as AdminPaymentStatus,
  verification: r.verification === 'verified' ? 'verified' : 'unverified',
  paymentMethod: r.paymentMethod,
  date: r.date,
  receiptSent: r.receiptSent,
  refunds: refundRows,
});

/** A page of payments, newest first. */
export async function listPayments(
  { db }: AdminDataDeps,
  query: AdminPaymentsQuery & { page: number },
): Promise<Page<AdminPaymentRow>> {
  const where = paymentFilter(query);
  const [total] = await db.select({ n: count() }).from(payments).where(where);
  const rows = await db
    .select()
    .from(payments)
    .where(where)
    .orderBy(desc(payments.date), desc(payments.createdAt), asc(payments.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(offsetOf(query.page));
  return { rows: await withRefunds(db, rows), total: total?.n ?? 0, page: query.page, pageSize: ADMIN_PAGE_SIZE };
}

/** Every payment matching the filters (the CSV export and the data export). */
export async function allPayments(
  { db }: AdminDataDeps,
  query: Omit<AdminPaymentsQuery, 'page'> = {},
): Promise<AdminPaymentRow[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(paymentFilter(query))
    .orderBy(desc(payments.date), desc(payments.createdAt), asc(payments.id));
  return withRefunds(db, rows);
}

/** One payment as staff see it, with its refunds, or null. */
export async function paymentRow(db: Database, id: string): Promise<AdminPaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row ? (await withRefunds(db, [row]))[0]! : null;
}

/** Marks a payment's receipt as sent. */
export async function markReceiptSent({ db }: AdminDataDeps, id: string): Promise<AdminPaymentRow> {
  const [row] = await db.update(payments).set({ receiptSent: true }).where(eq(payments.id, id)).returning();
  if (!row) throw new ApiError(404, 'not_found', apiMessages.adminPaymentNotFound, 'id');
  return (await withRefunds(db, [row]))[0]!;
}

// ---------------------------------------------------------------------------------------------------------------
// Calendar

/** One day of every court: confirmed and pending bookings, live holds and coaching blocks, clipped to the day. */
export async function adminCalendar({ db, now }: AdminDataDeps, date: string): Promise<AdminCalendar> {
  const at = new Date(now());
  const dayStart = `${date} 00:00:00`;
  const rows = await db
    .select({
      sport: bookings.sportId,
      court: courts.number,
      status: bookings.status,
      id: bookings.id,
      name: bookings.customerName,
      start: sql<string>`greatest(0, extract(epoch from (lower(${bookings.during}) - ${dayStart}::timestamp)) / 60)`,
      end: sql<string>`least(1440, extract(epoch from (upper(${bookings.during}) - ${dayStart}::timestamp)) / 60)`,
    })
    .from(bookings)
    .innerJoin(courts, eq(courts.id, bookings.courtId))
    .where(
      and(
        sql`${bookings.during} && ${dayRange(date)}`,
        or(
          inArray(bookings.status, ['confirmed', 'pending']),
          and(eq(bookings.status, 'held'), gt(bookings.expiresAt, at)),
        ),
      ),
    )
    .orderBy(asc(bookings.during));
  const kindOf = (status: string): CalendarBlockKind =>
    status === 'confirmed' ? 'booking' : status === 'pending' ? 'pending' : 'hold';
  return {
    date,
    courts: sportIds.flatMap((sport) =>
      courtNumbers(sport).map((court) => ({
        sport,
        court,
        blocks: [
          ...coachingBlocks(sport, date).map((b) => ({
            kind: 'coaching' as const,
            start: b.start,
            end: b.end,
            label: 'Coaching',
            bookingId: null,
          })),
          ...rows
            .filter((r) => r.sport === sport && r.court === court)
            .map((r) => ({
              kind: kindOf(r.status),
              start: Number(r.start),
              end: Number(r.end),
              label: r.status === 'held' ? 'Held while paying' : r.name,
              bookingId: r.status === 'held' ? null : r.id,
            })),
        ].sort((a, b) => a.start - b.start),
      })),
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Customers

interface PersonRow {
  phone: string;
  name: string;
  email: string;
  bookings: number;
  orders: number;
  spend: number;
  lastVisit: string | null;
}

/**
 * Customers from bookings, paid orders and payments kept (a cancelled booking's share the policy did not refund), one
 * per phone number, most recent visit first. Their spend is what their verified payments brought in, net of what went
 * or is owed back (revenue's rule: demo payments never count).
 */
export async function listCustomers(
  { db, now }: AdminDataDeps,
  query: AdminCustomersQuery & { page: number },
): Promise<Page<AdminCustomerRow>> {
  const today = isoDateInKolkata(now());
  const q = query.q?.trim() ?? '';
  const digits = phoneSearchDigits(q);
  const filter = q
    ? sql`where p.name ilike ${contains(q)} or p.email ilike ${contains(q)}${digits ? sql` or p.phone like ${contains(digits)}` : sql``}`
    : sql``;
  const base = sql`
    with people as (
      select right(${phoneDigits(bookings.customerPhone)}, 10) as phone, ${bookings.customerName} as name, ${bookings.customerEmail} as email,
             1 as booking, 0 as ord, case when ${bookings.date} <= ${today} then ${bookings.date} end as visit, ${bookings.createdAt} as at
        from ${bookings} where ${bookings.status} in ('confirmed', 'pending')
      union all
      select right(${phoneDigits(orders.customerPhone)}, 10), ${orders.customerName}, ${orders.customerEmail}, 0, 1,
             to_char((${orders.createdAt} at time zone 'UTC') + interval '330 minutes', 'YYYY-MM-DD'), ${orders.createdAt}
        from ${orders} where ${orders.status} = 'paid'
      union all
      select right(${phoneDigits(payments.customerPhone)}, 10), ${payments.customerName}, ${payments.customerEmail}, 0, 0, null::text, ${payments.createdAt}
        from ${payments} where ${countsAsRevenue} and ${netPaise} > 0
    ),
    spent as (
      select right(${phoneDigits(payments.customerPhone)}, 10) as phone, sum(${netPaise})::bigint as paise
        from ${payments} where ${countsAsRevenue} group by 1
    ),
    grouped as (
      select phone, (array_agg(name order by at desc))[1] as name,
             coalesce((array_agg(email order by at desc) filter (where email <> ''))[1], '') as email,
             sum(booking)::int as bookings, sum(ord)::int as orders, max(visit) as last_visit,
             max(at) as latest
        from people group by phone
    )
    select p.*, coalesce(s.paise, 0) as spend_paise from grouped p left join spent s on s.phone = p.phone ${filter}`;
  const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
  const [counted] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from (${base}) t`));
  const rows = rowsOf<
    Omit<PersonRow, 'lastVisit' | 'spend'> & { last_visit: string | null; spend_paise: string | number }
  >(
    await db.execute(
      sql`${base} order by p.last_visit desc nulls last, p.latest desc, p.phone limit ${ADMIN_PAGE_SIZE} offset ${offsetOf(query.page)}`,
    ),
  );
  const total = Number(counted?.n ?? 0);
  return {
    rows: rows.map((r) => ({
      phone: phoneKey(r.phone),
      name: r.name,
      email: r.email,
      bookings: Number(r.bookings),
      orders: Number(r.orders),
      spend: paiseToRupees(Number(r.spend_paise)),
      lastVisit: r.last_visit,
    })),
    total,
    page: query.page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Revenue

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
