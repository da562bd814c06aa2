/**
 * My booking: a visitor opens a paid booking with its reference and phone number, sees its sessions, payments and
 * refunds, and cancels (staff's cancel with the policy's refund, adminCancel.ts) or reschedules a session ahead.
 * A reschedule to a slot of the same or a lower price moves the session in one statement (the exclusion constraint
 * refuses a slot taken meanwhile, and nothing changes) and owes back the difference; a dearer slot is held for the
 * difference, paid through the booking's own pay flow, and moved when that payment settles (holdPayment.ts).
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { phoneKey } from '../../machines/admin/admin.rules';
import { normaliseReference } from '../../machines/booking/reference.rules';
import { type SportId } from '../../machines/booking/sports';
import { paiseToRupees } from '../../machines/money/ledger';
import { canReschedule, isAhead, myBookingMessages } from '../../machines/myBooking/myBooking.rules';
import type { MyBooking, MyBookingAccess, MyBookingCancelResponse } from '../../machines/myBooking/myBooking.schema';
import { isoDateInKolkata } from '../../machines/time/dates';
import type { Database } from '../db/client';
import { bookings, courts, holds, payments, refunds, type HoldRow, type BookingRow } from '../db/schema';
import { ApiError } from '../errors';
import { cancelBooking, courtSchedule, paymentOf, quoteOf } from './adminCancel';
import type { BookingDeps } from './booking';

const wrongPair = () => new ApiError(404, 'not_found', myBookingMessages.wrongPair);

/** The paid booking of a reference and phone number pair, or the one 404 for any wrong pair. */
export async function openBooking(db: Database, access: MyBookingAccess): Promise<HoldRow> {
  const reference = normaliseReference(access.reference);
  if (!reference) throw wrongPair();
  const [hold] = await db
    .select()
    .from(holds)
    .where(and(eq(holds.reference, reference), eq(holds.status, 'confirmed'), isNull(holds.reschedulesBookingId)));
  if (!hold || phoneKey(hold.customerPhone) !== phoneKey(access.phone)) throw wrongPair();
  return hold;
}

/** The booking as My booking shows it at the server's clock. */
export async function myBookingOf(deps: BookingDeps, hold: HoldRow): Promise<MyBooking> {
  const { db } = deps;
  const now = deps.now();
  const rows = await db
    .select({ booking: bookings, court: courts.number })
    .from(bookings)
    .innerJoin(courts, eq(courts.id, bookings.courtId))
    .where(and(eq(bookings.holdId, hold.id), inArray(bookings.status, ['confirmed', 'cancelled'])))
    .orderBy(bookings.date, bookings.time, courts.number);
  const ids = rows.map((r) => r.booking.id);
  const extra =
    ids.length === 0
      ? []
      : await db
          .select({ id: holds.id })
          .from(holds)
          .where(and(inArray(holds.reschedulesBookingId, ids), eq(holds.status, 'confirmed')));
  const paid = await db
    .select()
    .from(payments)
    .where(
      and(
        inArray(payments.holdId, [hold.id, ...extra.map((h) => h.id)]),
        inArray(payments.status, ['confirmed', 'partially_refunded', 'refunded', 'refund_due']),
      ),
    );
  const refundRows =
    paid.length === 0
      ? []
      : await db
          .select()
          .from(refunds)
          .where(
            inArray(
              refunds.paymentRowId,
              paid.map((p) => p.id),
            ),
          )
          .orderBy(refunds.createdAt);
  const sessions = [];
  const schedule = await courtSchedule(db);
  for (const { booking, court } of rows) {
    const ahead = booking.status === 'confirmed' && isAhead(booking.date, booking.time, now);
    const quote = ahead ? quoteOf(deps, booking, await paymentOf(db, booking, false), schedule) : null;
    sessions.push({
      bookingId: booking.id,
      date: booking.date,
      time: booking.time,
      court,
      duration: booking.durationMinutes / 60,
      amount: booking.amount,
      status: booking.status as 'confirmed' | 'cancelled',
      ahead,
      canReschedule: ahead && canReschedule(booking.date, booking.time, now),
      cancelQuote: quote
        ? { band: quote.band, percent: quote.percent, amount: quote.policyAmount, hoursBefore: quote.hoursBefore }
        : null,
    });
  }
  return {
    reference: hold.reference!,
    sport: hold.sportId as SportId,
    customerName: hold.customerName,
    paid: paiseToRupees(paid.reduce((sum, p) => sum + p.amountPaise, 0)),
    refunded: paiseToRupees(paid.reduce((sum, p) => sum + p.refundedPaise + p.refundDuePaise, 0)),
    sessions,
    refunds: refundRows.map((r) => ({
      amount: paiseToRupees(r.amountPaise),
      status: r.status as MyBooking['refunds'][number]['status'],
      reference: r.providerRefundId ?? r.id,
      reason: r.reason,
      date: isoDateInKolkata(r.createdAt),
    })),
  };
}

/** One of the booking's sessions, still confirmed and ahead. */
export async function sessionAhead(deps: BookingDeps, hold: HoldRow, bookingId: string): Promise<BookingRow> {
  const [booking] = await deps.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.holdId, hold.id)));
  if (!booking || !['confirmed', 'cancelled'].includes(booking.status))
    throw new ApiError(404, 'not_found', myBookingMessages.sessionNotFound, 'bookingId');
  if (booking.status === 'cancelled') throw new ApiError(409, 'bad_request', myBookingMessages.alreadyCancelled);
  if (!isAhead(booking.date, booking.time, deps.now()))
    throw new ApiError(409, 'bad_request', myBookingMessages.started);
  return booking;
}

/**
 * Cancels one session ahead with the policy's refund (staff's cancel: its slot is free at once, the refund is a
 * ledger row issued through the provider or recorded for staff), and gives the booking as it now stands.
 */
export async function cancelMySession(
  deps: BookingDeps,
  access: MyBookingAccess,
  bookingId: string,
): Promise<MyBookingCancelResponse> {
  const hold = await openBooking(deps.db, access);
  const booking = await sessionAhead(deps, hold, bookingId);
  const percent = quoteOf(deps, booking, null, await courtSchedule(deps.db)).percent;
  const cancelled = await cancelBooking(deps, booking.id, {}, null, 'visitor');
  return { booking: await myBookingOf(deps, hold), bookingId, percent, refund: cancelled.refund };
}
