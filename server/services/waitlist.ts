/**
 * The waitlist (issue 45): a visitor joins the line for a booked or held slot (one entry per phone number per slot;
 * waitlistJoin.ts); when the slot frees, the first person waiting whose slot is now free is offered it: in the SAME
 * transaction as the change that freed it, the slot is held for them (a hold and a held session, priced from the rate
 * table) for OFFER_MINUTES, their entry keeps the SHA-256 of an unguessable token, and the offer's email (with the
 * token in its link) is written to the outbox. The link opens the held slot ready to pay (openOffer); paying it is the
 * hold's pay flow. An offer not paid in time lapses and the next person is offered the slot by the sweep
 * (sweepWaitlist, run with the hold expiry under an advisory lock, so one process at a time), which also drops entries
 * whose slot has started and offers any slot that freed without a hook. The database's exclusion constraint decides
 * every race: an offer that would overlap a live session is not made (a savepoint keeps the freeing change). Staff's
 * list and removals: waitlistStaff.ts.
 */
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import { describeCourtSession, unbookable } from '../../machines/booking/bookable.rules';
import { sessionAmount } from '../../machines/booking/rates';
import { type SportId } from '../../machines/booking/sports';
import { phoneDigits } from '../../machines/checkout/checkout.rules';
import { toPaise } from '../../machines/money/money';
import { addDays, IST_OFFSET_MINUTES } from '../../machines/time/dates';
import { OFFER_MINUTES, waitlistMessages } from '../../machines/waitlist/waitlist.rules';
import type { WaitlistOffer } from '../../machines/waitlist/waitlist.schema';
import type { Database } from '../db/client';
import { newBookingId, newBookingReference, newHoldId } from '../db/ids';
import { expireHeldSessions, liveStatuses, sportRatesOf } from '../db/queries';
import { sessionRange } from '../db/ranges';
import { bookings, courts, holds, waitlistEntries } from '../db/schema';
import { ApiError, sqlState } from '../errors';
import { enqueueWaitlistOffer } from './outboxMessages';
import { bookingWindow } from './settings';

type EntryRow = typeof waitlistEntries.$inferSelect;

/** A span of one court that just became free: where to look for people waiting. */
export interface FreedSlot {
  courtId: number;
  date: string;
  time: string;
  durationMinutes: number;
}

/** The sports and dates whose availability an offer changed (a slot now held), for the availability cache. */
export type ChangedDays = { sportId: string; dates: string[] }[];

/** What the waitlist's writes need: the database and the clock; the cache to refresh what an offer changed. */
export interface WaitlistDeps {
  db: Database;
  now: () => number;
  cache: { invalidate(sport: string, dates: readonly string[]): void };
}

/** The offer link's token: 32 random bytes, 43 base64url characters. */
const newOfferToken = (): string => randomBytes(32).toString('base64url');
const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** India's wall-clock time at `at`, as the `during` ranges hold it ('YYYY-MM-DD HH:MM:SS'). */
export const kolkataTimestamp = (at: Date) =>
  new Date(at.getTime() + IST_OFFSET_MINUTES * 60_000).toISOString().slice(0, 19).replace('T', ' ');

/** Sessions a court's span meets that occupy it (the exclusion constraint's statuses). */
export const occupying = (courtId: number, range: SQL) =>
  and(eq(bookings.courtId, courtId), inArray(bookings.status, [...liveStatuses]), sql`${bookings.during} && ${range}`);

const courtNumberOf = async (db: Database, courtId: number) =>
  (await db.select({ number: courts.number }).from(courts).where(eq(courts.id, courtId)))[0]?.number ?? 0;

/** Invalidates the availability of what offers changed. */
export function refreshChanged(cache: WaitlistDeps['cache'], changed: ChangedDays): void {
  for (const c of changed) cache.invalidate(c.sportId, c.dates);
}

// ---------------------------------------------------------------------------------------------------------------
// Offers

/**
 * In the caller's transaction `tx`: offers free slots to the people waiting for them, first come first served. With
 * `freed`, only entries whose span meets one of those spans (a hook's freeing change); without, every entry still
 * waiting (the sweep). Each offer holds the slot for OFFER_MINUTES and writes its email; an entry whose slot is still
 * taken (or runs into coaching) stays in line. Returns the days whose availability changed.
 */
export async function offerFreedSlots(tx: Database, at: Date, freed?: readonly FreedSlot[]): Promise<ChangedDays> {
  if (freed && freed.length === 0) return [];
  const near = freed?.map((f) =>
    and(
      eq(waitlistEntries.courtId, f.courtId),
      sql`${waitlistEntries.during} && ${sessionRange(f.date, f.time, f.durationMinutes)}`,
    ),
  );
  const waiting = await tx
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.status, 'waiting'), near ? or(...near) : undefined))
    .orderBy(asc(waitlistEntries.id))
    .for('update');
  const changed: ChangedDays = [];
  for (const entry of waiting) {
    if (await offerTo(tx, entry, at))
      changed.push({ sportId: entry.sportId, dates: [entry.date, addDays(entry.date, 1)] });
  }
  return changed;
}

/** Holds an entry's slot for them and writes the offer, when the slot is free and bookable; true when offered. */
async function offerTo(tx: Database, entry: EntryRow, at: Date): Promise<boolean> {
  const sport = entry.sportId as SportId;
  const slot = {
    sport,
    court: await courtNumberOf(tx, entry.courtId),
    date: entry.date,
    time: entry.time,
    durationMinutes: entry.durationMinutes,
  };
  if (unbookable(slot, await bookingWindow(tx, at.getTime()), [], 'start')) return false;
  const range = sessionRange(entry.date, entry.time, entry.durationMinutes);
  await expireHeldSessions(tx, at, { courtId: entry.courtId, ...slot });
  const [busy] = await tx.select({ id: bookings.id }).from(bookings).where(occupying(entry.courtId, range)).limit(1);
  if (busy) return false;
  const amount = sessionAmount(await sportRatesOf(tx, sport), entry.date, entry.time, entry.durationMinutes / 60);
  const holdId = newHoldId();
  const reference = newBookingReference();
  const expiresAt = new Date(at.getTime() + OFFER_MINUTES * 60_000);
  const customer = { customerName: entry.name, customerEmail: entry.email, customerPhone: entry.phone };
  let session: typeof bookings.$inferSelect;
  try {
    // A savepoint: a session taken meanwhile refuses this offer only, not the change that freed the slot.
    session = await tx.transaction(async (sp) => {
      await sp.insert(holds).values({
        id: holdId,
        sportId: sport,
        ...customer,
        amount,
        status: 'active',
        expiresAt,
        visitorPhone: phoneDigits(entry.phone),
        reference,
        createdAt: at,
      });
      const [row] = await sp
        .insert(bookings)
        .values({
          id: newBookingId(),
          holdId,
          courtId: entry.courtId,
          sportId: sport,
          date: entry.date,
          time: entry.time,
          durationMinutes: entry.durationMinutes,
          during: range,
          status: 'held',
          expiresAt,
          ...customer,
          amount,
        })
        .returning();
      return row!;
    });
  } catch (error) {
    if (sqlState(error) === '23P01') return false;
    throw error;
  }
  const token = newOfferToken();
  await tx
    .update(waitlistEntries)
    .set({ status: 'offered', holdId, offerTokenHash: tokenHash(token), offerExpiresAt: expiresAt, updatedAt: at })
    .where(eq(waitlistEntries.id, entry.id));
  await enqueueWaitlistOffer(tx, { entryId: entry.id, token, reference, expiresAt, session }, at);
  return true;
}

/** The spans of these holds' sessions (what releasing or expiring them frees). */
export async function slotsOfHolds(tx: Database, holdIds: readonly string[]): Promise<FreedSlot[]> {
  if (holdIds.length === 0) return [];
  return tx
    .select({
      courtId: bookings.courtId,
      date: bookings.date,
      time: bookings.time,
      durationMinutes: bookings.durationMinutes,
    })
    .from(bookings)
    .where(inArray(bookings.holdId, [...holdIds]));
}

/**
 * In the transaction that releases holds: the offers they carried end ('lapsed'), and their slots are offered to
 * whoever waits next. Returns the days whose availability changed.
 */
export async function offerReleasedHolds(tx: Database, holdIds: readonly string[], at: Date): Promise<ChangedDays> {
  if (holdIds.length === 0) return [];
  await tx
    .update(waitlistEntries)
    .set({ status: 'lapsed', updatedAt: at })
    .where(and(inArray(waitlistEntries.holdId, [...holdIds]), eq(waitlistEntries.status, 'offered')));
  return offerFreedSlots(tx, at, await slotsOfHolds(tx, holdIds));
}

/** In the transaction that confirms a paid hold: the offer it carried is booked. */
export async function markOfferBooked(tx: Database, holdId: string, at: Date): Promise<void> {
  await tx
    .update(waitlistEntries)
    .set({ status: 'booked', updatedAt: at })
    .where(and(eq(waitlistEntries.holdId, holdId), eq(waitlistEntries.status, 'offered')));
}

/**
 * The sweep, in one transaction on one process at a time (an advisory lock; another process's sweep skips): entries
 * whose slot has started are dropped, offers past their end lapse, expired holds' sessions are marked expired, and
 * every slot now free is offered to the next person waiting. Returns the sessions it marked expired and the days
 * whose availability changed (freed or offered), which the caller announces to open booking views.
 */
export async function sweepWaitlist(tx: Database, at: Date): Promise<{ expired: number; changed: ChangedDays }> {
  const locked = (await tx.execute(
    sql`select pg_try_advisory_xact_lock(hashtextextended('pod-hold-sweep', 0)) as locked`,
  )) as unknown as { rows: { locked: boolean }[] };
  if (!locked.rows[0]?.locked) return { expired: 0, changed: [] };
  await tx.delete(waitlistEntries).where(sql`lower(${waitlistEntries.during}) <= ${kolkataTimestamp(at)}::timestamp`);
  await tx
    .update(waitlistEntries)
    .set({ status: 'lapsed', updatedAt: at })
    .where(and(eq(waitlistEntries.status, 'offered'), sql`${waitlistEntries.offerExpiresAt} <= ${at}`));
  const expired = await expireHeldSessions(tx, at);
  const freed: ChangedDays = expired.map((s) => ({ sportId: s.sportId, dates: [s.date] }));
  return { expired: expired.length, changed: [...freed, ...(await offerFreedSlots(tx, at))] };
}

/**
 * The offer an emailed link opens, while it is open: its hold (paid through POST /api/holds/:id/pay and
 * /api/bookings/confirm), the slot, the price and the person. A link that matches no offer is a 404; an offer that
 * ended or was paid is a 409 saying so.
 */
export async function openOffer(deps: Omit<WaitlistDeps, 'cache'>, token: string): Promise<WaitlistOffer> {
  const { db } = deps;
  const [found] = await db
    .select({ entry: waitlistEntries, hold: holds, court: courts.number })
    .from(waitlistEntries)
    .innerJoin(holds, eq(holds.id, waitlistEntries.holdId))
    .innerJoin(courts, eq(courts.id, waitlistEntries.courtId))
    .where(eq(waitlistEntries.offerTokenHash, tokenHash(token)));
  if (!found) throw new ApiError(404, 'link_invalid', waitlistMessages.offerInvalid);
  const { entry, hold, court } = found;
  if (hold.status === 'confirmed')
    throw new ApiError(409, 'bad_request', waitlistMessages.offerPaid(hold.reference ?? ''));
  const what = describeCourtSession({ sport: entry.sportId as SportId, court, date: entry.date, time: entry.time });
  if (entry.status !== 'offered' || hold.status !== 'active' || hold.expiresAt.getTime() <= deps.now())
    throw new ApiError(409, 'hold_expired', waitlistMessages.offerEnded(what));
  return {
    holdId: hold.id,
    sport: entry.sportId as SportId,
    date: entry.date,
    time: entry.time,
    court,
    duration: entry.durationMinutes / 60,
    amount: hold.amount,
    amountPaise: toPaise(hold.amount),
    expiresAt: hold.expiresAt.toISOString(),
    customer: { name: hold.customerName, phone: hold.customerPhone, email: hold.customerEmail },
  };
}
