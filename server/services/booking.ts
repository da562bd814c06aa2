/**
 * Court bookings: availability from the database and the coaching rule, holds on sessions while the visitor pays
 * (within the visitor's cap, holdVisitor.ts), the pay step that makes the provider order, and release (paying for a
 * hold is holdPayment.ts). The database's exclusion constraint decides every race: a hold that would overlap a live
 * session fails with SQLSTATE 23P01 and becomes a clear 409.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { holdTimes } from '../../machines/admin/settings';
import type { HoldPaymentResponse, HoldResponse } from '../../machines/api/booking.schema';
import { apiMessages, type TakenSession } from '../../machines/api/errors';
import { unbookable, type BookingWindow } from '../../machines/booking/bookable.rules';
import { describeSession } from '../../machines/booking/booking.rules';
import { hourlyRate, sessionAmount } from '../../machines/booking/rates';
import { minutesOf, to12Hour } from '../../machines/booking/slots';
import { sportById, type SportId } from '../../machines/booking/sports';
import { toPaise } from '../../machines/money/money';
import type { Database } from '../db/client';
import { newBookingId, newBookingReference, newHoldId } from '../db/ids';
import { courtIdsOf, expireHeldSessions, liveSessionsOn, sportRatesOf } from '../db/queries';
import { sessionRange } from '../db/ranges';
import { bookings, holds } from '../db/schema';
import { ApiError, sqlState } from '../errors';
import { overlaps } from './availability';
import type { AvailabilityCache } from './availabilityCache';
import {
  admitVisitorHold,
  checkRequestedHours,
  releaseHoldRows,
  visitorOf,
  type ReleasedSessions,
} from './holdVisitor';
import type { PaymentService } from './payment';
import { readSettings } from './settings';
import { offerReleasedHolds, refreshChanged, sweepWaitlist, type ChangedDays } from './waitlist';

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
  /** The address the request came from (the visitor's, behind a trusted proxy). */
  address: string;
}

const describe = (sport: SportId, s: TakenSession) =>
  `${sportById(sport).name} ${describeSession({ date: s.date, displayTime: to12Hour(s.time), court: s.court })}`;

/** Refuses sessions the bookable rule refuses (past, beyond the settings' days ahead, over coaching). */
function checkSessions(sport: SportId, input: HoldInput['sessions'], at: BookingWindow): void {
  input.forEach((s, i) => {
    const refusal = unbookable({ sport, ...s, durationMinutes: Math.round(s.duration * 60) }, at);
    if (!refusal) return;
    if (refusal.reason === 'coaching') throw new ApiError(409, 'slot_unavailable', refusal.message, `sessions.${i}`);
    throw new ApiError(400, 'bad_request', `sessions.${i}.date: ${refusal.message}`, `sessions.${i}.date`);
  });
}

/**
 * Creates a hold on all sessions at once (or none), priced from the database. The visitor's previous hold is
 * released in the same transaction, and a hold past the visitor's cap is refused (holdVisitor.ts). No provider order
 * is made here: that is the pay step's (startHoldPayment).
 */
export async function createHold(deps: BookingDeps, input: HoldInput): Promise<HoldResponse> {
  const { db, cache } = deps;
  const at = new Date(deps.now());
  // How far ahead a court can be booked is the centre's setting (System Settings), part of the bookable rule.
  const { booking: rules } = (await readSettings(db)).settings;
  checkSessions(input.sport, input.sessions, { now: at.getTime(), daysAhead: rules.daysAhead });
  checkRequestedHours(input.sessions);
  const visitor = visitorOf(input.address, input.customer.phone);
  const courtIds = await courtIdsOf(db, input.sport);
  const rates = await sportRatesOf(db, input.sport);
  const priced = input.sessions.map((s) => {
    const price = hourlyRate(rates, s.date, s.time);
    return { ...s, price, amount: sessionAmount(rates, s.date, s.time, s.duration) };
  });
  const amount = priced.reduce((sum, s) => sum + s.amount, 0);
  const holdId = newHoldId();
  // The visitor's hold ends after the set minutes; its slots stay kept for the grace after that (System Settings).
  const { endsAt: expiresAt, slotsKeptUntil } = holdTimes(rules, at.getTime());
  let released: ReleasedSessions = [];
  let offered: ChangedDays = [];
  try {
    await db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      released = await admitVisitorHold(t, visitor, input.sessions, at);
      await t.insert(holds).values({
        id: holdId,
        sportId: input.sport,
        customerName: input.customer.name,
        customerEmail: input.customer.email,
        customerPhone: input.customer.phone,
        amount,
        status: 'active',
        expiresAt,
        visitorAddress: visitor.address,
        visitorPhone: visitor.phone,
        reference: newBookingReference(),
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
          expiresAt: slotsKeptUntil,
          customerName: input.customer.name,
          customerPhone: input.customer.phone,
          customerEmail: input.customer.email,
          amount: s.amount,
        });
      }
      // What the visitor's previous hold let go (and this one did not take) goes to whoever waits for it.
      offered = await offerReleasedHolds(
        t,
        released.map((r) => r.holdId),
        at,
      );
    });
  } catch (error) {
    if (sqlState(error) === '23P01') throw await takenError(deps, input);
    throw error;
  } finally {
    cache.invalidate(
      input.sport,
      input.sessions.map((s) => s.date),
    );
    for (const r of released) cache.invalidate(r.sportId, r.dates);
    refreshChanged(cache, offered);
  }
  return {
    holdId,
    amount,
    amountPaise: toPaise(amount),
    currency: 'INR',
    expiresAt: expiresAt.toISOString(),
    providerOrderId: null,
    sessions: priced.map(({ date, time, court, duration, price, amount: a }) => ({
      date,
      time,
      court,
      duration,
      price,
      amount: a,
    })),
  };
}

/** The 409 naming the sessions someone else holds or booked meanwhile. */
async function takenError(deps: BookingDeps, input: HoldInput): Promise<ApiError> {
  const at = new Date(deps.now());
  const taken: TakenSession[] = [];
  for (const s of input.sessions) {
    const live = await liveSessionsOn(deps.db, input.sport, s.date, at);
    const start = minutesOf(s.time);
    if (live.some((l) => l.court === s.court && overlaps(l, start, start + s.duration * 60)))
      taken.push({ date: s.date, time: s.time, court: s.court });
  }
  const names = (taken.length > 0 ? taken : input.sessions).map((s) => describe(input.sport, s)).join('; ');
  const verb = taken.length > 1 ? 'were' : 'was';
  return new ApiError(
    409,
    'slot_taken',
    `${names} ${verb} just taken by someone else. Please choose another slot; your other choices are kept.`,
    undefined,
    taken,
  );
}

/** Releases an active hold (payment dismissed or failed); its sessions are free at once. Idempotent. */
export async function releaseHold(deps: BookingDeps, holdId: string): Promise<void> {
  const [hold] = await deps.db.select().from(holds).where(eq(holds.id, holdId));
  if (!hold) throw new ApiError(404, 'not_found', apiMessages.holdNotFound, 'id');
  if (hold.status === 'confirmed')
    throw new ApiError(
      409,
      'bad_request',
      'This booking is already paid and confirmed, so its hold cannot be released.',
      'id',
    );
  const offered = await deps.db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await releaseHoldRows(t, [holdId]);
    // The slots are free: the first person waiting for each is offered it (an offer's own hold ends its offer).
    return offerReleasedHolds(t, [holdId], new Date(deps.now()));
  });
  deps.cache.invalidate(hold.sportId, await datesOfHold(deps.db, holdId));
  refreshChanged(deps.cache, offered);
}

/**
 * The pay step: what the payment dialog opens with. With provider keys the provider order for the hold's amount is
 * made the first time and the same one given on every later call (two presses of Pay, or two calls at once: the
 * first stored wins). Refuses a hold that ended (expired, released) or is paid already, saying what to do.
 */
export async function startHoldPayment(deps: BookingDeps, holdId: string): Promise<HoldPaymentResponse> {
  const { db } = deps;
  const [hold] = await db.select().from(holds).where(eq(holds.id, holdId));
  if (!hold) throw new ApiError(404, 'not_found', apiMessages.holdNotFound, 'id');
  if (hold.status === 'confirmed') throw new ApiError(409, 'bad_request', apiMessages.holdPaid, 'id');
  if (hold.status === 'released') throw new ApiError(409, 'hold_released', apiMessages.holdReleased, 'id');
  if (hold.expiresAt.getTime() <= deps.now()) throw new ApiError(409, 'hold_expired', apiMessages.holdExpired, 'id');
  const amountPaise = toPaise(hold.amount);
  let providerOrderId = hold.providerOrderId;
  if (!providerOrderId) {
    const created = await deps.payments.createProviderOrder(amountPaise, holdId);
    if (created) {
      const stored = await db
        .update(holds)
        .set({ providerOrderId: created })
        .where(and(eq(holds.id, holdId), isNull(holds.providerOrderId)))
        .returning({ id: holds.id });
      providerOrderId =
        stored.length > 0
          ? created
          : ((await db.select({ id: holds.providerOrderId }).from(holds).where(eq(holds.id, holdId)))[0]?.id ?? null);
    }
  }
  return { holdId, providerOrderId, amountPaise, currency: 'INR', expiresAt: hold.expiresAt.toISOString() };
}

/** The dates a hold's sessions are on. */
export async function datesOfHold(db: Database, holdId: string): Promise<string[]> {
  const rows = await db.select({ date: bookings.date }).from(bookings).where(eq(bookings.holdId, holdId));
  return [...new Set(rows.map((r) => r.date))];
}

/** The hold whose provider order is `providerOrderId`, if any. */
export async function holdIdForProviderOrder(db: Database, providerOrderId: string): Promise<string | null> {
  const [row] = await db.select({ id: holds.id }).from(holds).where(eq(holds.providerOrderId, providerOrderId));
  return row?.id ?? null;
}

/**
 * The periodic sweep (and the live feed's timer at each hold's expiry): marks every expired held session as expired
 * (queries already ignore them) and, in the same transaction, ends lapsed waitlist offers and offers each slot now
 * free to the next person waiting (waitlist.ts; one process at a time). The days it freed or offered are announced,
 * so open booking views show them at once. Returns the sessions marked expired.
 */
export async function expireHolds(deps: BookingDeps): Promise<number> {
  const { expired, changed } = await deps.db.transaction(async (tx) =>
    sweepWaitlist(tx as unknown as Database, new Date(deps.now())),
  );
  refreshChanged(deps.cache, changed);
  return expired;
}
