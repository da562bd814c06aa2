/**
 * My booking: a visitor opens a paid booking with its reference and phone number, sees its sessions, payments and
 * refunds, and cancels (staff's cancel with the policy's refund, adminCancel.ts) or reschedules a session ahead.
 * A reschedule to a slot of the same or a lower price moves the session in one statement (the exclusion constraint
 * refuses a slot taken meanwhile, and nothing changes) and owes back the difference; a dearer slot is held for the
 * difference, paid through the booking's own pay flow, and moved when that payment settles (holdPayment.ts).
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { phoneKey } from '../../machines/admin/admin.rules';
import { unbookable } from '../../machines/booking/bookable.rules';
import { sessionAmount } from '../../machines/booking/rates';
import { normaliseReference } from '../../machines/booking/reference.rules';
import { courtNumbers, type SportId } from '../../machines/booking/sports';
import { describeCourtSession } from '../../machines/booking/bookable.rules';
import { paiseToRupees } from '../../machines/money/ledger';
import { toPaise } from '../../machines/money/money';
import { canReschedule, isAhead, myBookingMessages } from '../../machines/myBooking/myBooking.rules';
import type {
  MyBooking,
  MyBookingAccess,
  MyBookingCancelResponse,
  MyBookingRescheduleRequest,
  MyBookingRescheduleResponse,
} from '../../machines/myBooking/myBooking.schema';
import { addDays, isoDateInKolkata } from '../../machines/time/dates';
import { holdTimes } from '../../machines/admin/settings.rules';
import type { Database } from '../db/client';
import { newBookingId, newHoldId } from '../db/ids';
import { courtIdsOf, expireHeldSessions, sportRatesOf } from '../db/queries';
import { sessionRange } from '../db/ranges';
import { bookings, courts, holds, payments, refunds } from '../db/schema';
import { ApiError, sqlState } from '../errors';
import { cancelBooking, courtSchedule, methodOf, paymentOf, quoteOf } from './adminCancel';
import type { BookingDeps } from './booking';
import { type RefundRow } from './ledger';
import { addRefund } from './ledgerRefunds';
import { issueRefund } from './refundPayout';
import { bookingWindow, readSettings } from './settings';
import { enqueueBookingMoved } from './outboxMessages';
import { offerFreedSlots, refreshChanged, type ChangedDays } from './waitlist';

type HoldRow = typeof holds.$inferSelect;
type BookingRow = typeof bookings.$inferSelect;

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
async function sessionAhead(deps: BookingDeps, hold: HoldRow, bookingId: string): Promise<BookingRow> {
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

const refundMade = (refund: RefundRow | null) =>
  refund
    ? {
        amount: paiseToRupees(refund.amountPaise),
        status: refund.status as 'due' | 'issued' | 'processed' | 'manual',
        reference: refund.providerRefundId ?? refund.id,
      }
    : null;

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

/**
 * Moves one session ahead (more than 12 hours) to another start and court of its sport, for the same duration.
 * Same price: moved at once. Lower: moved, and the difference owed back (issued through the provider, or recorded
 * for staff). Higher: the new slot is held for the difference, to be paid (kind 'pay'). A slot taken meanwhile is
 * a 409 that changes nothing.
 */
export async function rescheduleMySession(
  deps: BookingDeps,
  request: MyBookingRescheduleRequest,
): Promise<MyBookingRescheduleResponse> {
  const { db } = deps;
  const hold = await openBooking(db, request);
  const booking = await sessionAhead(deps, hold, request.bookingId);
  const now = deps.now();
  if (!canReschedule(booking.date, booking.time, now))
    throw new ApiError(409, 'bad_request', myBookingMessages.tooLateToMove);
  const sport = booking.sportId as SportId;
  if (!courtNumbers(sport).includes(request.court))
    throw new ApiError(400, 'bad_request', `court: ${sport} has courts ${courtNumbers(sport).join(' and ')}.`, 'court');
  const courtIds = await courtIdsOf(db, sport);
  const courtId = courtIds.get(request.court)!;
  if (booking.date === request.date && booking.time === request.time && booking.courtId === courtId)
    throw new ApiError(400, 'bad_request', myBookingMessages.sameSlot, 'time');
  const to = { sport, court: request.court, date: request.date, time: request.time };
  const refusal = unbookable(
    { ...to, durationMinutes: booking.durationMinutes },
    await bookingWindow(db, now),
    [],
    'start',
  );
  if (refusal) throw new ApiError(409, 'slot_unavailable', refusal.message, 'time');
  const newAmount = sessionAmount(await sportRatesOf(db, sport), to.date, to.time, booking.durationMinutes / 60);
  const difference = newAmount - booking.amount;
  const taken = () =>
    new ApiError(409, 'slot_taken', myBookingMessages.takenMeanwhile(describeCourtSession(to)), 'time', [
      { date: to.date, time: to.time, court: to.court },
    ]);
  const during = sessionRange(to.date, to.time, booking.durationMinutes);
  const touched = [booking.date, addDays(booking.date, 1), to.date, addDays(to.date, 1)];
  if (difference > 0) {
    const holdId = newHoldId();
    const { endsAt: expiresAt, slotsKeptUntil } = holdTimes((await readSettings(db)).settings.booking, now);
    try {
      await db.transaction(async (tx) => {
        const t = tx as unknown as Database;
        await expireHeldSessions(t, new Date(now), {
          courtId,
          date: to.date,
          time: to.time,
          durationMinutes: booking.durationMinutes,
        });
        await t.insert(holds).values({
          id: holdId,
          sportId: sport,
          customerName: hold.customerName,
          customerEmail: hold.customerEmail,
          customerPhone: hold.customerPhone,
          amount: difference,
          status: 'active',
          expiresAt,
          reschedulesBookingId: booking.id,
        });
        await t.insert(bookings).values({
          id: newBookingId(),
          holdId,
          courtId,
          sportId: sport,
          date: to.date,
          time: to.time,
          durationMinutes: booking.durationMinutes,
          during,
          status: 'held',
          expiresAt: slotsKeptUntil,
          customerName: hold.customerName,
          customerPhone: hold.customerPhone,
          customerEmail: hold.customerEmail,
          amount: newAmount,
        });
      });
    } catch (error) {
      if (sqlState(error) === '23P01') throw taken();
      throw error;
    } finally {
      deps.cache.invalidate(sport, touched);
    }
    return {
      kind: 'pay',
      bookingId: booking.id,
      holdId,
      difference,
      amountPaise: toPaise(difference),
      expiresAt: expiresAt.toISOString(),
    };
  }
  let created: RefundRow | null = null;
  let offered: ChangedDays = [];
  try {
    created = await db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      const [moved] = await t
        .update(bookings)
        .set({ date: to.date, time: to.time, courtId, during, amount: newAmount })
        .where(and(eq(bookings.id, booking.id), eq(bookings.status, 'confirmed')))
        .returning();
      if (!moved) throw new ApiError(409, 'bad_request', myBookingMessages.alreadyCancelled);
      // The visitor's notice with the new calendar file, and the slot left offered to whoever waits for it.
      await enqueueBookingMoved(t, booking, moved, 'visitor', new Date(now));
      offered = await offerFreedSlots(t, new Date(now), [booking]);
      if (difference === 0) return null;
      const payment = await paymentOf(t, booking, true);
      if (!payment) return null;
      const added = await addRefund(t, payment, {
        cause: `reschedule:${newHoldId()}`,
        amountPaise: toPaise(-difference),
        reason: `Moved by the visitor to a cheaper slot: the difference of the two prices.`,
        bookingId: booking.id,
        status: methodOf(deps, payment) === 'provider' ? 'due' : 'manual',
      });
      return added.refund;
    });
  } catch (error) {
    if (sqlState(error) === '23P01') throw taken();
    throw error;
  } finally {
    deps.cache.invalidate(sport, touched);
    refreshChanged(deps.cache, offered);
  }
  const refund = created && created.status === 'due' ? await issueRefund(deps, created.id) : created;
  return {
    kind: 'moved',
    booking: await myBookingOf(deps, hold),
    bookingId: booking.id,
    difference,
    refund: refundMade(refund),
  };
}
