/**
 * The admin's bookings: the list (filtered and paginated in SQL), the export's every booking, one row, the move to
 * another slot (cancel, with its refund, is adminCancel.ts) and the chat-sent mark. Moving a booking changes its row
 * (the exclusion constraint still refuses any overlap), tells the visitor and offers the slot it left to whoever waits.
 */
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, type Page } from '../../machines/api/admin.schema';
import {
  type AdminBookingRow,
  type AdminBookingsQuery,
  type AdminMoveRequest,
} from '../../machines/api/adminBookings.schema';
import { apiMessages } from '../../machines/api/errors';
import type { AdminBookingStatus } from '../../machines/admin/admin.types';
import { unbookable } from '../../machines/booking/bookable.rules';
import { normaliseReference } from '../../machines/booking/reference.rules';
import { to12Hour } from '../../machines/booking/slots';
import { courtNumbers, type SportId } from '../../machines/booking/sports';
import { addDays, formatDisplayDate } from '../../machines/time/dates';
import type { Database } from '../db/client';
import { sessionRange } from '../db/ranges';
import { bookings, courts, holds } from '../db/schema';
import { ApiError, sqlState } from '../errors';
import { adminStatuses, contains, offsetOf, phoneDigits, phoneSearchDigits, type AdminDataDeps } from './adminQueries';
import { enqueueBookingMoved } from './outboxMessages';
import { bookingWindow } from './settings';
import { offerFreedSlots, refreshChanged, type ChangedDays } from './waitlist';

const bookingColumns = {
  id: bookings.id,
  reference: holds.reference,
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
type BookingSelect = {
  [K in Exclude<keyof typeof bookingColumns, 'reference'>]: (typeof bookingColumns)[K]['_']['data'];
} & { reference: string | null };

const toBookingRow = (r: BookingSelect): AdminBookingRow => ({
  id: r.id,
  reference: r.reference,
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

/** The bookings with their court and the reference of the hold they were paid under (none for staff's own rows). */
const bookingRows = (db: Database) =>
  db
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(courts, eq(courts.id, bookings.courtId))
    .leftJoin(holds, eq(holds.id, bookings.holdId));

function bookingFilter(query: Omit<AdminBookingsQuery, 'page'>): SQL | undefined {
  const parts: (SQL | undefined)[] = [inArray(bookings.status, query.status ? [query.status] : adminStatuses)];
  if (query.date) parts.push(eq(bookings.date, query.date));
  if (query.from) parts.push(gte(bookings.date, query.from));
  if (query.to) parts.push(lte(bookings.date, query.to));
  if (query.sport) parts.push(eq(bookings.sportId, query.sport));
  const q = query.q?.trim();
  if (q) {
    const digits = phoneSearchDigits(q);
    // A whole reference typed loosely (lower case, spaces, O for 0) finds its booking too.
    const reference = normaliseReference(q);
    parts.push(
      or(
        ilike(bookings.id, contains(q)),
        ilike(holds.reference, contains(q)),
        reference ? eq(holds.reference, reference) : undefined,
        ilike(bookings.customerName, contains(q)),
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
  const [total] = await db
    .select({ n: count() })
    .from(bookings)
    .leftJoin(holds, eq(holds.id, bookings.holdId))
    .where(where);
  const rows = await bookingRows(db)
    .where(where)
    .orderBy(desc(bookings.date), desc(bookings.time), asc(bookings.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(offsetOf(query.page));
  return { rows: rows.map(toBookingRow), total: total?.n ?? 0, page: query.page, pageSize: ADMIN_PAGE_SIZE };
}

/** Every booking (the data export). */
export async function allBookings({ db }: AdminDataDeps): Promise<AdminBookingRow[]> {
  const rows = await bookingRows(db)
    .where(inArray(bookings.status, adminStatuses))
    .orderBy(desc(bookings.date), desc(bookings.time), asc(bookings.id));
  return rows.map(toBookingRow);
}

/** A booking as the admin lists it, or null when it is not one staff see. */
export async function bookingRow(db: Database, id: string): Promise<AdminBookingRow | null> {
  const [row] = await bookingRows(db).where(eq(bookings.id, id));
  return row && (adminStatuses as string[]).includes(row.status) ? toBookingRow(row) : null;
}

/** These bookings as the admin lists them (those staff see), soonest first. */
export async function bookingRowsOf(db: Database, ids: readonly string[]): Promise<AdminBookingRow[]> {
  if (ids.length === 0) return [];
  const rows = await bookingRows(db)
    .where(and(inArray(bookings.id, [...ids]), inArray(bookings.status, adminStatuses)))
    .orderBy(asc(bookings.date), asc(bookings.time), asc(courts.number));
  return rows.map(toBookingRow);
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
  const at = new Date(deps.now());
  let offered: ChangedDays = [];
  try {
    const [moved] = await db
      .update(bookings)
      .set({
        date: to.date,
        time: to.time,
        courtId: court!.id,
        during: sessionRange(to.date, to.time, current.durationMinutes),
      })
      .where(eq(bookings.id, id))
      .returning();
    // In the caller's transaction (the route's, with its audit row): the visitor is told, with the new calendar
    // file, and the slot it left is offered to the first person waiting for it.
    await enqueueBookingMoved(db, current, moved!, 'staff', at);
    offered = await offerFreedSlots(db, at, [current]);
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
    refreshChanged(deps.cache, offered);
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
