/** My booking's reschedule: a session moved by its visitor, paying or getting back the difference. */
import { and, eq } from 'drizzle-orm';
import { holdTimes } from '../../machines/admin/settings.rules';
import { describeCourtSession, unbookable } from '../../machines/booking/bookable.rules';
import { sessionAmount } from '../../machines/booking/rates';
import { courtNumbers, type SportId } from '../../machines/booking/sports';
import { paiseToRupees } from '../../machines/money/ledger';
import { toPaise } from '../../machines/money/money';
import { canReschedule, myBookingMessages } from '../../machines/myBooking/myBooking.rules';
import type {
  MyBookingRescheduleRequest,
  MyBookingRescheduleResponse,
} from '../../machines/myBooking/myBooking.schema';
import { addDays } from '../../machines/time/dates';
import type { Database } from '../db/client';
import { newBookingId, newHoldId } from '../db/ids';
import { courtIdsOf, expireHeldSessions, sportRatesOf } from '../db/queries';
import { sessionRange } from '../db/ranges';
import { bookings, holds } from '../db/schema';
import { ApiError, sqlState } from '../errors';
import { methodOf, paymentOf } from './adminCancel';
import type { BookingDeps } from './booking';
import { type RefundRow } from './ledger';
import { addRefund } from './ledgerRefunds';
import { myBookingOf, openBooking, sessionAhead } from './myBooking';
import { enqueueBookingMoved } from './outboxMessages';
import { issueRefund } from './refundPayout';
import { bookingWindow, readSettings } from './settings';
import { offerFreedSlots, refreshChanged, type ChangedDays } from './waitlist';

/** A refund as My booking shows it. */
const refundMade = (refund: RefundRow | null) =>
  refund
    ? {
        amount: paiseToRupees(refund.amountPaise),
        status: refund.status as 'due' | 'issued' | 'processed' | 'manual',
        reference: refund.providerRefundId ?? refund.id,
      }
    : null;

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
