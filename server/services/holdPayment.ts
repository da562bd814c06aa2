/**
 * Paying for a hold: the payment the dialog or the webhook reports is written to the ledger first (ledger.ts), then
 * settled under the payment row's lock: the hold's sessions confirmed (an expired or released hold's too, while its
 * slots are free), or, when the slots were taken meanwhile or the hold was paid already, a full refund owed and
 * issued. The database's exclusion constraint decides who has the slots (SQLSTATE 23P01).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { ConfirmBookingResponse } from '../../machines/api/booking.schema';
import { apiMessages } from '../../machines/api/errors';
import { sportById, type SportId } from '../../machines/booking/sports';
import { toPaise } from '../../machines/money/money';
import { isoDateInKolkata } from '../../machines/time/dates';
import type { Database } from '../db/client';
import { expireHeldSessions } from '../db/queries';
import { sessionRange } from '../db/ranges';
import { bookings, courts, holds, payments } from '../db/schema';
import { ApiError, sqlState } from '../errors';
import { datesOfHold, type BookingDeps } from './booking';
import { lockPayment, recordPayment, type PaymentDetails, type PaymentRow, type RefundRow } from './ledger';
import { oweFullRefund, refundedPaymentError, refundOf } from './ledgerRefunds';
import { issueRefund } from './refundPayout';
import { enqueueBookingConfirmed, enqueueBookingMoved } from './outboxMessages';
import type { PaymentProof } from './payment';
import { markOfferBooked, offerFreedSlots, refreshChanged, type ChangedDays } from './waitlist';

/** The confirmation of a confirmed hold. */
async function confirmation(db: Database, holdId: string, verified: boolean): Promise<ConfirmBookingResponse> {
  const [hold] = await db.select().from(holds).where(eq(holds.id, holdId));
  const rows = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.holdId, holdId), eq(bookings.status, 'confirmed')));
  rows.sort((a, b) => (a.date + a.time + a.courtId).localeCompare(b.date + b.time + b.courtId));
  const courtRows = await db.select().from(courts);
  const numberOf = (id: number) => courtRows.find((c) => c.id === id)?.number ?? 0;
  return {
    holdId,
    reference: hold?.reference ?? '',
    paymentId: hold?.paymentId ?? '',
    amount: hold?.amount ?? 0,
    verified,
    bookingIds: rows.map((r) => r.id),
    sessions: rows.map((r) => ({
      bookingId: r.id,
      date: r.date,
      time: r.time,
      court: numberOf(r.courtId),
      duration: r.durationMinutes / 60,
    })),
  };
}

/**
 * Confirms a paid hold. With provider keys the payment must carry the provider's valid signature for the order the
 * server created (else 400, nothing is recorded and the hold stays until it expires); `trusted` is the webhook's
 * (its signature was checked over the body). The payment is first written to the ledger, in its own transaction;
 * then it is settled (settleHoldPayment). Idempotent for the same payment: the dialog and the webhook may both
 * report it. A payment that bought nothing (its slots were taken, or the hold was paid already) answers 409
 * payment_refunded, naming the amount and the refund's reference.
 */
export async function confirmHold(
  deps: BookingDeps,
  holdId: string,
  proof: PaymentProof,
  trusted = false,
  details: PaymentDetails = {},
): Promise<ConfirmBookingResponse> {
  const { db } = deps;
  const [hold] = await db.select().from(holds).where(eq(holds.id, holdId));
  if (!hold) throw new ApiError(404, 'not_found', apiMessages.holdNotFound, 'holdId');
  const verified = trusted || deps.payments.verify(proof, hold.providerOrderId);
  const row = await recordPayment(db, {
    ...holdPaymentFields(hold, deps.now()),
    paymentId: proof.paymentId,
    amountPaise: details.amountPaise ?? toPaise(hold.amount),
    method: details.method,
    verified,
    status: 'captured',
  });
  const settled = await settleHoldPayment(deps, row.id);
  if (settled.kind === 'refund') throw refundedPaymentError(settled.refund, settled.why, 'booking');
  return confirmation(db, holdId, row.verification === 'verified');
}

/** The ledger fields of a payment for a hold. */
export function holdPaymentFields(hold: typeof holds.$inferSelect, nowMs: number) {
  return {
    providerOrderId: hold.providerOrderId,
    holdId: hold.id,
    orderRef: null,
    productName: `${sportById(hold.sportId as SportId).name} court booking`,
    customer: { name: hold.customerName, email: hold.customerEmail, phone: hold.customerPhone },
    date: isoDateInKolkata(nowMs),
  };
}

/** How a hold's payment settled; `before` when it had been settled already (by another report of it). */
export type HoldSettlement = (
  { kind: 'confirmed' } | { kind: 'refund'; refund: RefundRow; why: 'taken' | 'duplicate' }
) & { before?: true };

/**
 * Settles a captured ledger payment for a hold, once whoever reports it and however often: under the payment row's
 * lock, the hold's sessions are taken (an expired or released hold too, while its slots are free) and confirmed,
 * and the payment becomes 'confirmed'. When the slots were taken meanwhile (the exclusion constraint refuses), or
 * the hold was already paid by another payment, the payment becomes 'refund_due' with a full refund owed, which is
 * then issued through the provider (keys) or left for staff to make. A payment settled before answers as it was.
 */
export async function settleHoldPayment(deps: BookingDeps, paymentRowId: string): Promise<HoldSettlement> {
  const { db } = deps;
  const at = new Date(deps.now());
  let holdOf: string | null = null;
  const moved: { from?: { sportId: string; date: string }; offered?: ChangedDays } = {};
  try {
    const outcome = await db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      const row = await lockPayment(t, paymentRowId);
      holdOf = row.holdId;
      if (row.status !== 'captured') return settledBefore(t, row);
      if (!row.holdId) return { kind: 'unmatched' as const };
      const [hold] = await t.select().from(holds).where(eq(holds.id, row.holdId)).for('update');
      if (hold!.status === 'confirmed') {
        if (hold!.paymentId !== row.paymentId) {
          const owed = await oweFullRefund(t, row, 'duplicate', 'A second payment for a booking already paid.', at);
          return { kind: 'refund' as const, refund: owed.refund, why: 'duplicate' as const, issue: owed.created };
        }
      } else if (hold!.reschedulesBookingId) {
        Object.assign(moved, await moveRescheduled(t, hold!, at));
        await t.update(holds).set({ status: 'confirmed', paymentId: row.paymentId }).where(eq(holds.id, hold!.id));
      } else {
        const sessions = await t
          .select()
          .from(bookings)
          .where(and(eq(bookings.holdId, hold!.id), inArray(bookings.status, ['held', 'expired', 'released'])));
        for (const s of sessions) {
          await expireHeldSessions(t, at, {
            courtId: s.courtId,
            date: s.date,
            time: s.time,
            durationMinutes: s.durationMinutes,
          });
        }
        await t
          .update(bookings)
          .set({ status: 'confirmed', expiresAt: null })
          .where(and(eq(bookings.holdId, hold!.id), inArray(bookings.status, ['held', 'expired', 'released'])));
        await t.update(holds).set({ status: 'confirmed', paymentId: row.paymentId }).where(eq(holds.id, hold!.id));
        await enqueueBookingConfirmed(t, hold!.id, row, at);
        await markOfferBooked(t, hold!.id, at);
      }
      await t.update(payments).set({ status: 'confirmed', updatedAt: new Date() }).where(eq(payments.id, row.id));
      return { kind: 'confirmed' as const };
    });
    return await finish(deps, outcome);
  } catch (error) {
    if (sqlState(error) !== '23P01' && !(error instanceof RescheduleGone)) throw error;
  } finally {
    if (holdOf) await invalidateHold(deps, holdOf);
    if (moved.from) deps.cache.invalidate(moved.from.sportId, [moved.from.date]);
    refreshChanged(deps.cache, moved.offered ?? []);
  }
  // The slots were taken meanwhile: the payment is owed back in full, and the hold ends.
  const outcome = await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const row = await lockPayment(t, paymentRowId);
    if (row.status !== 'captured') return settledBefore(t, row);
    const owed = await oweFullRefund(
      t,
      row,
      'late',
      'Paid after the hold ended; the slots were booked by someone else meanwhile.',
      at,
    );
    await t
      .update(holds)
      .set({ status: 'released' })
      .where(and(eq(holds.id, row.holdId!), inArray(holds.status, ['active', 'released'])));
    await t
      .update(bookings)
      .set({ status: 'released' })
      .where(and(eq(bookings.holdId, row.holdId!), inArray(bookings.status, ['held', 'expired'])));
    return { kind: 'refund' as const, refund: owed.refund, why: 'taken' as const, issue: owed.created };
  });
  await invalidateHold(deps, holdOf!);
  return finish(deps, outcome);
}

/** The booking a reschedule's payment was to move is no longer confirmed (cancelled meanwhile). */
class RescheduleGone extends Error {}

/**
 * A reschedule's difference is paid: in the settling transaction, the hold's own session is let go and the booking
 * it moves takes its slot and its price (the exclusion constraint refuses a slot taken meanwhile: 23P01); the visitor
 * is told and the slot left is offered to whoever waits for it. Returns where the booking was, whose availability
 * changed too, and what the offers changed.
 */
async function moveRescheduled(
  t: Database,
  hold: typeof holds.$inferSelect,
  at: Date,
): Promise<{ from: { sportId: string; date: string }; offered: ChangedDays }> {
  const [target] = await t
    .select()
    .from(bookings)
    .where(and(eq(bookings.holdId, hold.id), inArray(bookings.status, ['held', 'expired', 'released'])));
  const [current] = await t
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, hold.reschedulesBookingId!), eq(bookings.status, 'confirmed')))
    .for('update');
  if (!target || !current) throw new RescheduleGone('The booking to move is no longer confirmed.');
  await expireHeldSessions(t, at, {
    courtId: target.courtId,
    date: target.date,
    time: target.time,
    durationMinutes: target.durationMinutes,
  });
  await t.update(bookings).set({ status: 'released' }).where(eq(bookings.id, target.id));
  const [movedRow] = await t
    .update(bookings)
    .set({
      date: target.date,
      time: target.time,
      courtId: target.courtId,
      during: sessionRange(target.date, target.time, target.durationMinutes),
      amount: target.amount,
    })
    .where(eq(bookings.id, current.id))
    .returning();
  await enqueueBookingMoved(t, current, movedRow!, 'visitor', at);
  const offered = await offerFreedSlots(t, at, [current]);
  return { from: { sportId: current.sportId, date: current.date }, offered };
}

type Outcome = (
  | { kind: 'confirmed' }
  | { kind: 'unmatched' }
  | { kind: 'refund'; refund: RefundRow; why: 'taken' | 'duplicate'; issue: boolean }
) & { before?: true };

/** Issues a refund this settlement created (outside the transaction), and gives the settlement. */
async function finish(deps: BookingDeps, outcome: Outcome): Promise<HoldSettlement> {
  if (outcome.kind === 'unmatched') throw new Error('settleHoldPayment: the payment pays for no hold');
  if (outcome.kind === 'confirmed') return outcome;
  const refund = outcome.issue ? await issueRefund(deps, outcome.refund.id) : outcome.refund;
  return { kind: 'refund', refund, why: outcome.why, ...(outcome.before ? { before: true } : {}) };
}

/** How a payment settled earlier stands: confirmed, or refunded for a cause (late or duplicate). */
async function settledBefore(db: Database, row: PaymentRow): Promise<Outcome> {
  for (const why of ['late', 'duplicate'] as const) {
    const refund = await refundOf(db, `${why}:${row.id}`);
    if (refund)
      return { kind: 'refund', refund, why: why === 'late' ? 'taken' : 'duplicate', issue: false, before: true };
  }
  return { kind: 'confirmed', before: true };
}

async function invalidateHold(deps: BookingDeps, holdId: string): Promise<void> {
  const [hold] = await deps.db.select({ sportId: holds.sportId }).from(holds).where(eq(holds.id, holdId));
  if (hold) deps.cache.invalidate(hold.sportId, await datesOfHold(deps.db, holdId));
}
