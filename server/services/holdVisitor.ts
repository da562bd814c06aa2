/**
 * The holds one visitor may have (machines/booking/holdLimit.ts): a visitor is known by the request's address and
 * by the phone number's digits. Inside the new hold's transaction, under an advisory lock per address and per phone
 * number (so two requests of one visitor are decided one after the other, on every server process), the visitor's
 * previous active hold (same address and same phone number) is released, then the court-hours still held from the
 * address or with the phone number, plus the new hold's, must stay within the cap.
 */
import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { holdLimitMessage } from '../../machines/api/errors';
import { courtHoursOf, MAX_HELD_COURT_HOURS } from '../../machines/booking/holdLimit';
import { phoneDigits } from '../../machines/checkout/checkout.rules';
import type { Database } from '../db/client';
import { bookings, holds } from '../db/schema';
import { ApiError } from '../errors';

/** Who is holding: the request's address and the phone number's digits. */
export interface Visitor {
  address: string;
  phone: string;
}

/** The visitor of a hold request. */
export function visitorOf(address: string, phone: string): Visitor {
  return { address, phone: phoneDigits(phone) };
}

/** The 409 for a hold past the cap. */
function limitError(requestedHours: number, heldHours: number, minutesLeft: number): ApiError {
  return new ApiError(409, 'hold_limit', holdLimitMessage({ requestedHours, heldHours, minutesLeft }), 'sessions');
}

/** Refuses, before anything is written, a hold that alone is past the cap. */
export function checkRequestedHours(sessions: readonly { duration: number }[]): void {
  const requested = courtHoursOf(sessions);
  if (requested > MAX_HELD_COURT_HOURS) throw limitError(requested, 0, 0);
}

/** Marks holds released and their sessions free (in the caller's transaction). */
export async function releaseHoldRows(tx: Database, holdIds: readonly string[]): Promise<void> {
  if (holdIds.length === 0) return;
  await tx
    .update(holds)
    .set({ status: 'released' })
    .where(and(inArray(holds.id, [...holdIds]), eq(holds.status, 'active')));
  await tx
    .update(bookings)
    .set({ status: 'released' })
    .where(and(inArray(bookings.holdId, [...holdIds]), inArray(bookings.status, ['held', 'expired'])));
}

/** What a new hold's visitor check released: the holds, and their sports and dates, whose availability changed. */
export type ReleasedSessions = { holdId: string; sportId: string; dates: string[] }[];

/**
 * In the new hold's transaction `tx`: takes the visitor's locks, releases their previous active holds (same address
 * and phone number) and refuses (409 hold_limit, nothing written) when what is still held from the address or with
 * the phone number, plus `sessions`, is past the cap. Returns what was released.
 */
export async function admitVisitorHold(
  tx: Database,
  visitor: Visitor,
  sessions: readonly { duration: number }[],
  now: Date,
): Promise<ReleasedSessions> {
  // Sorted, so two transactions always take the same locks in the same order (no deadlock).
  for (const key of [`hold-address:${visitor.address}`, `hold-phone:${visitor.phone}`].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  }
  const previous = await tx
    .select({ id: holds.id, sportId: holds.sportId })
    .from(holds)
    .where(
      and(eq(holds.status, 'active'), eq(holds.visitorAddress, visitor.address), eq(holds.visitorPhone, visitor.phone)),
    );
  const released: ReleasedSessions = [];
  for (const hold of previous) {
    const rows = await tx.select({ date: bookings.date }).from(bookings).where(eq(bookings.holdId, hold.id));
    released.push({ holdId: hold.id, sportId: hold.sportId, dates: [...new Set(rows.map((r) => r.date))] });
  }
  await releaseHoldRows(
    tx,
    previous.map((h) => h.id),
  );

  const [held] = await tx
    .select({
      minutes: sql<string>`coalesce(sum(${bookings.durationMinutes}), 0)`,
      until: sql<Date | string | null>`max(${holds.expiresAt})`,
    })
    .from(holds)
    .innerJoin(bookings, eq(bookings.holdId, holds.id))
    .where(
      and(
        eq(holds.status, 'active'),
        gt(holds.expiresAt, now),
        eq(bookings.status, 'held'),
        or(eq(holds.visitorAddress, visitor.address), eq(holds.visitorPhone, visitor.phone)),
      ),
    );
  const heldHours = Number(held?.minutes ?? 0) / 60;
  const requested = courtHoursOf(sessions);
  if (heldHours + requested > MAX_HELD_COURT_HOURS) {
    const until = held?.until ? new Date(held.until).getTime() : now.getTime();
    throw limitError(requested, heldHours, Math.max(1, Math.ceil((until - now.getTime()) / 60_000)));
  }
  return released;
}
