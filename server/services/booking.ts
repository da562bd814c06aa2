/**
 * Court bookings: availability from the database and the coaching rule, holds on sessions while the visitor pays,
 * release, and confirmation after payment. The database's exclusion constraint decides every race: a hold or a
 * confirmation that would overlap a live session fails with SQLSTATE 23P01 and becomes a clear 409.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { AvailabilityResponse, ConfirmBookingResponse, HoldResponse, SlotState } from '../../machines/api/booking.schema';
import { apiMessages, type TakenSession } from '../../machines/api/errors';
import { describeSession } from '../../machines/booking/booking.rules';
import { isCoachingSlot, minutesOf, slotTimes, to12Hour } from '../../machines/booking/slots';
import { sportById, type SportId } from '../../machines/booking/sports';
import { isoDateInKolkata } from '../../machines/time/dates';
import type { Database } from '../db/client';
import { newBookingId, newHoldId } from '../db/ids';
import { hourlyRate, sessionAmount } from '../../machines/booking/rates';
import { toPaise } from '../../machines/money/money';
import { courtIdsOf, expireHeldSessions, liveSessionsOn, sportRatesOf, type LiveSession } from '../db/queries';
import { sessionRange } from '../db/ranges';
import { bookings, courts, holds, payments } from '../db/schema';
import { ApiError, sqlState } from '../errors';
import type { AvailabilityCache } from './availabilityCache';
import { issueRefund, lockPayment, oweFullRefund, recordPayment, refundedPaymentError, refundOf, type PaymentRow, type RefundRow } from './ledger';
import type { PaymentProof, PaymentService } from './payment';

/** How long a hold keeps its sessions while the visitor pays. */
export const HOLD_MINUTES = 10;

export interface BookingDeps {
  db: Database;
  cache: AvailabilityCache;
  payments: PaymentService;
  /** The clock (ms). */
  now: () => number;
}

export interface HoldInput {
  sport: SportId;
  sessions: { date: string; time: string; court: number; duration: number }[];
  customer: { name: string; email: string; phone: string };
}

const overlaps = (s: LiveSession, start: number, end: number) => s.startMinute < end && start < s.endMinute;

/** Each court's 48 slots on a date with their state and price (cached per sport and date). */
export async function availabilityJson({ db, cache, now }: BookingDeps, sport: SportId, date: string): Promise<string> {
  const at = now();
  const cached = cache.get(sport, date, at);
  if (cached) return cached;
  const [rates, live, courtIds] = await Promise.all([sportRatesOf(db, sport), liveSessionsOn(db, sport, date, new Date(at)), courtIdsOf(db, sport)]);
  const body: AvailabilityResponse = {
    sport,
    date,
    ratePerHour: hourlyRate(rates, date),
    courts: [...courtIds.keys()].sort((a, b) => a - b).map((court) => {
      const mine = live.filter((s) => s.court === court);
      return {
        court,
        slots: slotTimes.map((time) => {
          const start = minutesOf(time);
          const here = mine.filter((s) => overlaps(s, start, start + 30));
          const state: SlotState = isCoachingSlot(sport, date, time)
            ? 'coaching'
            : here.some((s) => s.status === 'booked')
              ? 'booked'
              : here.length > 0
                ? 'held'
                : 'free';
          return { time, state, price: hourlyRate(rates, date, time) };
        }),
      };
    }),
  };
  const json = JSON.stringify(body);
  const firstExpiry = Math.min(...live.map((s) => s.expiresAt ?? Infinity));
  cache.set(sport, date, json, at, firstExpiry);
  return json;
}

const describe = (sport: SportId, s: TakenSession) =>
  `${sportById(sport).name} ${describeSession({ date: s.date, displayTime: to12Hour(s.time), court: s.court })}`;

/** Rejects past dates and sessions over the coaching block. */
function checkSessions(sport: SportId, input: HoldInput['sessions'], today: string): void {
  input.forEach((s, i) => {
    if (s.date < today) throw new ApiError(400, 'bad_request', `sessions.${i}.date: ${s.date} is in the past.`, `sessions.${i}.date`);
    const start = minutesOf(s.time);
    for (let m = start; m < Math.min(start + s.duration * 60, 1440); m += 30) {
      const time = slotTimes[m / 30]!;
      if (isCoachingSlot(sport, s.date, time)) {
        throw new ApiError(
          409,
          'slot_unavailable',
          `${describe(sport, s)} overlaps badminton coaching (Monday to Friday, 4:30 PM to 8:00 PM). Please choose another time.`,
          `sessions.${i}`,
        );
      }
    }
  });
}

/** Creates a hold on all sessions at once (or none), priced from the database. */
export async function createHold(deps: BookingDeps, input: HoldInput): Promise<HoldResponse> {
  const { db, cache } = deps;
  const at = new Date(deps.now());
  checkSessions(input.sport, input.sessions, isoDateInKolkata(at));
  const courtIds = await courtIdsOf(db, input.sport);
  const rates = await sportRatesOf(db, input.sport);
  const priced = input.sessions.map((s) => {
    const price = hourlyRate(rates, s.date, s.time);
    return { ...s, price, amount: sessionAmount(rates, s.date, s.time, s.duration) };
  });
  const amount = priced.reduce((sum, s) => sum + s.amount, 0);
  const holdId = newHoldId();
  const expiresAt = new Date(at.getTime() + HOLD_MINUTES * 60_000);
  try {
    await db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      await t.insert(holds).values({
        id: holdId,
        sportId: input.sport,
        customerName: input.customer.name,
        customerEmail: input.customer.email,
        customerPhone: input.customer.phone,
        amount,
        status: 'active',
        expiresAt,
      });
      for (const s of priced) {
        const courtId = courtIds.get(s.court)!;
        const durationMinutes = Math.round(s.duration * 60);
        await expireHeldSessions(t, at, { courtId, date: s.date, time: s.time, durationMinutes });
        await t.insert(bookings).values({
          id: newBookingId(),
          holdId,
          courtId,
          sportId: input.sport,
          date: s.date,
          time: s.time,
          durationMinutes,
          during: sessionRange(s.date, s.time, durationMinutes),
          status: 'held',
          expiresAt,
          customerName: input.customer.name,
          customerPhone: input.customer.phone,
          customerEmail: input.customer.email,
          amount: s.amount,
        });
      }
    });
  } catch (error) {
    if (sqlState(error) === '23P01') throw await takenError(deps, input);
    throw error;
  } finally {
    cache.invalidate(input.sport, input.sessions.map((s) => s.date));
  }
  let providerOrderId: string | null = null;
  try {
    providerOrderId = await deps.payments.createProviderOrder(amount, holdId);
  } catch (error) {
    await releaseHold(deps, holdId);
    throw error;
  }
  if (providerOrderId) await db.update(holds).set({ providerOrderId }).where(eq(holds.id, holdId));
  return {
    holdId,
    amount,
    currency: 'INR',
    expiresAt: expiresAt.toISOString(),
    providerOrderId,
    sessions: priced.map(({ date, time, court, duration, price, amount: a }) => ({ date, time, court, duration, price, amount: a })),
  };
}

/** The 409 naming the sessions someone else holds or booked meanwhile. */
async function takenError(deps: BookingDeps, input: HoldInput): Promise<ApiError> {
  const at = new Date(deps.now());
  const taken: TakenSession[] = [];
  for (const s of input.sessions) {
    const live = await liveSessionsOn(deps.db, input.sport, s.date, at);
    const start = minutesOf(s.time);
    if (live.some((l) => l.court === s.court && overlaps(l, start, start + s.duration * 60))) taken.push({ date: s.date, time: s.time, court: s.court });
  }
  const names = (taken.length > 0 ? taken : input.sessions).map((s) => describe(input.sport, s)).join('; ');
  const verb = taken.length > 1 ? 'were' : 'was';
  return new ApiError(409, 'slot_taken', `${names} ${verb} just taken by someone else. Please choose another slot; your other choices are kept.`, undefined, taken);
}

/** Releases an active hold (payment dismissed or failed); its sessions are free at once. Idempotent. */
export async function releaseHold(deps: BookingDeps, holdId: string): Promise<void> {
  const [hold] = await deps.db.select().from(holds).where(eq(holds.id, holdId));
  if (!hold) throw new ApiError(404, 'not_found', apiMessages.holdNotFound, 'id');
  if (hold.status === 'confirmed') throw new ApiError(409, 'bad_request', 'This booking is already paid and confirmed, so its hold cannot be released.', 'id');
  await deps.db.transaction(async (tx) => {
    await tx.update(holds).set({ status: 'released' }).where(and(eq(holds.id, holdId), eq(holds.status, 'active')));
    await tx.update(bookings).set({ status: 'released' }).where(and(eq(bookings.holdId, holdId), inArray(bookings.status, ['held', 'expired'])));
  });
  deps.cache.invalidate(hold.sportId, await datesOfHold(deps.db, holdId));
}

async function datesOfHold(db: Database, holdId: string): Promise<string[]> {
  const rows = await db.select({ date: bookings.date }).from(bookings).where(eq(bookings.holdId, holdId));
  return [...new Set(rows.map((r) => r.date))];
}

/** The confirmation of a confirmed hold. */
async function confirmation(db: Database, holdId: string, verified: boolean): Promise<ConfirmBookingResponse> {
  const [hold] = await db.select().from(holds).where(eq(holds.id, holdId));
  const rows = await db.select().from(bookings).where(and(eq(bookings.holdId, holdId), eq(bookings.status, 'confirmed')));
  rows.sort((a, b) => (a.date + a.time + a.courtId).localeCompare(b.date + b.time + b.courtId));
  const courtRows = await db.select().from(courts);
  const numberOf = (id: number) => courtRows.find((c) => c.id === id)?.number ?? 0;
  return {
    holdId,
    paymentId: hold?.paymentId ?? '',
    amount: hold?.amount ?? 0,
    verified,
    bookingIds: rows.map((r) => r.id),
    sessions: rows.map((r) => ({ bookingId: r.id, date: r.date, time: r.time, court: numberOf(r.courtId), duration: r.durationMinutes / 60 })),
  };
}

/** What a provider report adds to the visitor's proof: the captured amount (paise) and the method, when known. */
export interface PaymentDetails {
  amountPaise?: number;
  method?: string;
}

/**
 * Confirms a paid hold. With provider keys the payment must carry the provider's valid signature for the order the
 * server created (else 400, nothing is recorded and the hold stays until it expires); `trusted` is the webhook's
 * (its signature was checked over the body). The payment is first written to the ledger, in its own transaction;
 * then it is settled (settleHoldPayment). Idempotent for the same payment: the dialog and the webhook may both
 * report it. A payment that bought nothing (its slots were taken, or the hold was paid already) answers 409
 * payment_refunded, naming the amount and the refund's reference.
 */
export async function confirmHold(deps: BookingDeps, holdId: string, proof: PaymentProof, trusted = false, details: PaymentDetails = {}): Promise<ConfirmBookingResponse> {
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

export type HoldSettlement = { kind: 'confirmed' } | { kind: 'refund'; refund: RefundRow; why: 'taken' | 'duplicate' };

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
          const owed = await oweFullRefund(t, row, 'duplicate', 'A second payment for a booking already paid.');
          return { kind: 'refund' as const, refund: owed.refund, why: 'duplicate' as const, issue: owed.created };
        }
      } else {
        const sessions = await t.select().from(bookings).where(and(eq(bookings.holdId, hold!.id), inArray(bookings.status, ['held', 'expired', 'released'])));
        for (const s of sessions) {
          await expireHeldSessions(t, at, { courtId: s.courtId, date: s.date, time: s.time, durationMinutes: s.durationMinutes });
        }
        await t.update(bookings).set({ status: 'confirmed', expiresAt: null }).where(and(eq(bookings.holdId, hold!.id), inArray(bookings.status, ['held', 'expired', 'released'])));
        await t.update(holds).set({ status: 'confirmed', paymentId: row.paymentId }).where(eq(holds.id, hold!.id));
      }
      await t.update(payments).set({ status: 'confirmed', updatedAt: new Date() }).where(eq(payments.id, row.id));
      return { kind: 'confirmed' as const };
    });
    return await finish(deps, outcome);
  } catch (error) {
    if (sqlState(error) !== '23P01') throw error;
  } finally {
    if (holdOf) await invalidateHold(deps, holdOf);
  }
  // The slots were taken meanwhile: the payment is owed back in full, and the hold ends.
  const outcome = await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const row = await lockPayment(t, paymentRowId);
    if (row.status !== 'captured') return settledBefore(t, row);
    const owed = await oweFullRefund(t, row, 'late', 'Paid after the hold ended; the slots were booked by someone else meanwhile.');
    await t.update(holds).set({ status: 'released' }).where(and(eq(holds.id, row.holdId!), inArray(holds.status, ['active', 'released'])));
    await t.update(bookings).set({ status: 'released' }).where(and(eq(bookings.holdId, row.holdId!), inArray(bookings.status, ['held', 'expired'])));
    return { kind: 'refund' as const, refund: owed.refund, why: 'taken' as const, issue: owed.created };
  });
  await invalidateHold(deps, holdOf!);
  return finish(deps, outcome);
}

type Outcome = { kind: 'confirmed' } | { kind: 'unmatched' } | { kind: 'refund'; refund: RefundRow; why: 'taken' | 'duplicate'; issue: boolean };

/** Issues a refund this settlement created (outside the transaction), and gives the settlement. */
async function finish(deps: BookingDeps, outcome: Outcome): Promise<HoldSettlement> {
  if (outcome.kind === 'unmatched') throw new Error('settleHoldPayment: the payment pays for no hold');
  if (outcome.kind === 'confirmed') return outcome;
  const refund = outcome.issue ? await issueRefund(deps, outcome.refund.id) : outcome.refund;
  return { kind: 'refund', refund, why: outcome.why };
}

/** How a payment settled earlier stands: confirmed, or refunded for a cause (late or duplicate). */
async function settledBefore(db: Database, row: PaymentRow): Promise<Outcome> {
  for (const why of ['late', 'duplicate'] as const) {
    const refund = await refundOf(db, `${why}:${row.id}`);
    if (refund) return { kind: 'refund', refund, why: why === 'late' ? 'taken' : 'duplicate', issue: false };
  }
  return { kind: 'confirmed' };
}

async function invalidateHold(deps: BookingDeps, holdId: string): Promise<void> {
  const [hold] = await deps.db.select({ sportId: holds.sportId }).from(holds).where(eq(holds.id, holdId));
  if (hold) deps.cache.invalidate(hold.sportId, await datesOfHold(deps.db, holdId));
}

/** The hold whose provider order is `providerOrderId`, if any. */
export async function holdIdForProviderOrder(db: Database, providerOrderId: string): Promise<string | null> {
  const [row] = await db.select({ id: holds.id }).from(holds).where(eq(holds.providerOrderId, providerOrderId));
  return row?.id ?? null;
}

/** Marks every expired held session as expired (periodic cleanup; queries already ignore them). */
export async function expireHolds(deps: BookingDeps): Promise<number> {
  return expireHeldSessions(deps.db, new Date(deps.now()));
}
