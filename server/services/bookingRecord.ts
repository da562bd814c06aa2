/**
 * One booking's whole record for Admin > Booking Details (GET /api/admin/bookings/:id/record), read, never written:
 * the booking is the hold the visitor paid under (its reference) with every session of it, or one session made
 * without a hold (the admin sample); its payments and their refunds (the ledger, reschedule payments included),
 * the outbox's messages about it, the people waiting for its slots, what cancelling each session now refunds by the
 * policy (adminCancel.ts), and its history: the audit trail's staff changes and what the ledger and the outbox show
 * the visitor and the server did.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  bookingKeyOf,
  bookingRecordNotFound,
  type AdminBookingRecord,
  type BookingHistoryEntry,
  type BookingRecordSession,
  type BookingWaitlistEntry,
} from '../../machines/api/bookingRecord.schema';
import type { MessageData } from '../../machines/messages/messages';
import { describeCourtSession } from '../../machines/booking/bookable.rules';
import type { SportId } from '../../machines/booking/sports';
import { paiseToRupees } from '../../machines/money/ledger';
import { formatRupees } from '../../machines/money/money';
import { liveWaitlistStatuses } from '../../machines/waitlist/waitlist.rules';
import type { Database } from '../db/client';
import {
  auditLog,
  bookings,
  courts,
  holds,
  outbox,
  payments,
  refunds,
  waitlistEntries,
  type HoldRow,
  type BookingRow,
  type OutboxRow,
  type PaymentRow,
  type RefundRow,
} from '../db/schema';
import { ApiError } from '../errors';
import { bookingRowsOf } from './adminBookings';
import { refundQuote, type AdminCancelDeps } from './adminCancel';
import { messageRowOf } from './adminMessages';
import { withRefunds } from './adminPayments';
import { adminStatuses } from './adminQueries';

const notFound = (key: string) => new ApiError(404, 'not_found', bookingRecordNotFound(key), 'id');

/** The hold a key names and its sessions staff see (none: no such booking). */
async function findBooking(db: Database, key: string): Promise<{ hold: HoldRow | null; rows: BookingRow[] }> {
  let hold: HoldRow | null = null;
  let rows: BookingRow[];
  if (key.startsWith('POD-')) {
    [hold = null] = await db
      .select()
      .from(holds)
      .where(and(eq(holds.reference, key), isNull(holds.reschedulesBookingId)));
    rows = hold ? await db.select().from(bookings).where(eq(bookings.holdId, hold.id)) : [];
  } else {
    const [booking] = await db.select().from(bookings).where(eq(bookings.id, key));
    if (booking?.holdId) [hold = null] = await db.select().from(holds).where(eq(holds.id, booking.holdId));
    rows = hold ? await db.select().from(bookings).where(eq(bookings.holdId, hold.id)) : booking ? [booking] : [];
  }
  return { hold, rows: rows.filter((r) => (adminStatuses as string[]).includes(r.status)) };
}

/** Payments of the hold and of the holds that paid its sessions' dearer reschedules, oldest first. */
async function paymentsOf(db: Database, hold: HoldRow | null, ids: string[]) {
  if (!hold) return [];
  const reschedules = await db.select({ id: holds.id }).from(holds).where(inArray(holds.reschedulesBookingId, ids));
  return db
    .select()
    .from(payments)
    .where(inArray(payments.holdId, [hold.id, ...reschedules.map((r) => r.id)]))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

/** People in line for the live sessions' slots (the same court, an overlapping time), with their place in line. */
async function waitlistOf(db: Database, live: BookingRow[]): Promise<BookingWaitlistEntry[]> {
  if (live.length === 0) return [];
  const rows = await db
    .select({
      entry: waitlistEntries,
      court: courts.number,
      bookingId: bookings.id,
      position: sql<number>`(select count(*) from waitlist_entries w where w.court_id = ${waitlistEntries.courtId}
        and w.date = ${waitlistEntries.date} and w.time = ${waitlistEntries.time}
        and w.status in ('waiting', 'offered') and w.id <= ${waitlistEntries.id})`.mapWith(Number),
    })
    .from(waitlistEntries)
    .innerJoin(
      bookings,
      and(eq(bookings.courtId, waitlistEntries.courtId), sql`${bookings.during} && ${waitlistEntries.during}`),
    )
    .innerJoin(courts, eq(courts.id, waitlistEntries.courtId))
    .where(
      and(
        inArray(
          bookings.id,
          live.map((b) => b.id),
        ),
        inArray(waitlistEntries.status, [...liveWaitlistStatuses]),
      ),
    )
    .orderBy(asc(waitlistEntries.date), asc(waitlistEntries.time), asc(waitlistEntries.id));
  return rows.map(({ entry, court, bookingId, position }) => ({
    id: entry.id,
    bookingId,
    sport: entry.sportId as SportId,
    court,
    date: entry.date,
    time: entry.time,
    duration: entry.durationMinutes / 60,
    name: entry.name,
    phone: entry.phone,
    status: entry.status as BookingWaitlistEntry['status'],
    position,
    offerExpiresAt: entry.offerExpiresAt?.toISOString() ?? null,
  }));
}

const sessionText = (sport: string, s: { court: number; date: string; time: string }) =>
  describeCourtSession({ sport: sport as SportId, ...s });

/** What the visitor did that only the outbox records: a cancel from My booking, a reschedule. */
function visitorChanges(sport: string, rows: OutboxRow[]): BookingHistoryEntry[] {
  const entries: BookingHistoryEntry[] = [];
  for (const row of rows) {
    const data = row.data as MessageData;
    const base = { at: row.createdAt.toISOString(), source: 'visitor' as const, address: null };
    if (data.kind === 'booking_cancelled' && data.cancelledBy === null)
      entries.push({
        ...base,
        actor: data.customer.name,
        summary: `Cancelled ${data.session.bookingId} (${sessionText(sport, data.session)}) from My booking.`,
      });
    if (data.kind === 'booking_moved' && data.movedBy === 'visitor')
      entries.push({
        ...base,
        actor: data.customer.name,
        summary: `Moved ${data.to.bookingId} from ${sessionText(sport, data.from)} to ${sessionText(sport, data.to)} from My booking.`,
      });
  }
  return entries;
}

/** What the record's history is read from. */
interface HistorySources {
  hold: HoldRow | null;
  rows: BookingRow[];
  sport: string;
  payments: PaymentRow[];
  refunds: RefundRow[];
  messages: OutboxRow[];
}

/** The record's history, oldest first: booked, paid, the staff's changes, the visitor's and the server's refunds. */
async function historyOf(db: Database, from: HistorySources): Promise<BookingHistoryEntry[]> {
  const { hold, rows } = from;
  const first = rows.reduce((a, b) => (a.createdAt <= b.createdAt ? a : b));
  const customerName = hold?.customerName ?? first.customerName;
  const entries: BookingHistoryEntry[] = [
    hold
      ? {
          at: hold.createdAt.toISOString(),
          source: 'visitor',
          actor: customerName,
          summary: `Booked online: ${rows.length === 1 ? '1 session' : `${rows.length} sessions`} for ${formatRupees(hold.amount)}.`,
          address: null,
        }
      : {
          at: first.createdAt.toISOString(),
          source: 'system',
          actor: 'POD',
          summary: 'Recorded by the centre, without an online booking or reference.',
          address: null,
        },
  ];
  for (const p of from.payments)
    entries.push({
      at: p.createdAt.toISOString(),
      source: 'visitor',
      actor: p.customerName,
      summary: `Paid ${formatRupees(paiseToRupees(p.amountPaise))} by ${p.paymentMethod} (${p.paymentId}), ${p.verification === 'verified' ? 'verified with the card provider' : 'not verified (demo payments)'}.`,
      address: null,
    });
  // Refunds staff made are in the audit trail with their cancel; the others were the visitor's or the server's.
  for (const r of from.refunds.filter((r) => r.createdBy === null)) {
    const byVisitor = r.reason.startsWith('Cancelled by the visitor');
    entries.push({
      at: r.createdAt.toISOString(),
      source: byVisitor ? 'visitor' : 'system',
      actor: byVisitor ? customerName : 'POD',
      summary: `Refund ${r.id} of ${formatRupees(paiseToRupees(r.amountPaise))} (${r.status}): ${r.reason}`,
      address: null,
    });
  }
  entries.push(...visitorChanges(from.sport, from.messages));
  const records = [
    ...(hold?.reference ? [hold.reference] : []),
    ...rows.map((r) => r.id),
    ...from.payments.map((p) => p.id),
    ...from.refunds.map((r) => r.id),
  ];
  const audited = await db
    .select()
    .from(auditLog)
    .where(inArray(auditLog.record, records))
    .orderBy(asc(auditLog.at), asc(auditLog.id));
  for (const row of audited)
    entries.push({
      at: row.at.toISOString(),
      source: 'staff',
      actor: row.actorEmail,
      summary: row.summary,
      address: row.address,
    });
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}

/** The record of the booking `typed` names (a session's id or a reference); 404 when there is none staff see. */
export async function bookingRecord(deps: AdminCancelDeps, typed: string): Promise<AdminBookingRecord> {
  const { db } = deps;
  const key = bookingKeyOf(typed);
  if (!key) throw notFound(typed);
  const { hold, rows } = await findBooking(db, key);
  if (rows.length === 0) throw notFound(key);
  const ids = rows.map((r) => r.id);
  const sport = rows[0]!.sportId;
  const sessionRows = await bookingRowsOf(db, ids);
  const sessions: BookingRecordSession[] = [];
  for (const row of sessionRows)
    sessions.push({ ...row, refundNow: row.status === 'cancelled' ? null : await refundQuote(deps, row.id) });
  const paymentRows = await paymentsOf(db, hold, ids);
  const refundRows =
    paymentRows.length === 0
      ? []
      : await db
          .select()
          .from(refunds)
          .where(
            inArray(
              refunds.paymentRowId,
              paymentRows.map((p) => p.id),
            ),
          );
  // The outbox's reference: the booking's reference (else a session id or the payment id), a refund's own.
  const references = [
    ...(hold?.reference ? [hold.reference] : []),
    ...ids,
    ...paymentRows.map((p) => p.paymentId),
    ...refundRows.map((r) => r.providerRefundId ?? r.id),
  ];
  const messages = await db
    .select()
    .from(outbox)
    .where(inArray(outbox.reference, references))
    .orderBy(asc(outbox.createdAt), asc(outbox.id));
  const live = rows.filter((r) => r.status !== 'cancelled');
  const customer = hold ?? rows[0]!;
  return {
    key: hold?.reference ?? ids[0]!,
    reference: hold?.reference ?? null,
    sport: sport as SportId,
    customer: { name: customer.customerName, phone: customer.customerPhone, email: customer.customerEmail },
    createdAt: (hold ?? rows[0]!).createdAt.toISOString(),
    total: rows.reduce((sum, r) => sum + r.amount, 0),
    sessions,
    payments: await withRefunds(db, paymentRows),
    messages: messages.map(messageRowOf),
    waitlist: await waitlistOf(db, live),
    history: await historyOf(db, { hold, rows, sport, payments: paymentRows, refunds: refundRows, messages }),
  };
}
