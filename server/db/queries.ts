/** Queries shared by the services (parameterised drizzle SQL only). */
import { and, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { SportRates } from '../../machines/booking/rates';
import type { Database } from './client';
import { dayRange, sessionRange } from './ranges';
import { bookings, courts, sportRates } from './schema';

/** Statuses that occupy a court (the exclusion constraint's WHERE). */
export const liveStatuses = ['held', 'pending', 'confirmed'] as const;

/** A row of `sport_rates` as the rules read it (add-ons not yet seeded read as none). */
export function ratesOfRow(row: typeof sportRates.$inferSelect): SportRates {
  return {
    peak: row.peak,
    offPeak: row.offPeak,
    weekend: row.weekend,
    lights: row.lights,
    twoHours: row.twoHours,
    addOns: row.addOns ?? [],
  };
}

/** A sport's row of the court rate table (machines/booking/rates.ts). */
export async function sportRatesOf(db: Database, sport: string): Promise<SportRates> {
  const [row] = await db.select().from(sportRates).where(eq(sportRates.sportId, sport));
  if (!row) throw new Error(`No court rates for ${sport}`);
  return ratesOfRow(row);
}

/** Court ids of a sport by court number. */
export async function courtIdsOf(db: Database, sport: string): Promise<Map<number, number>> {
  const rows = await db.select({ id: courts.id, number: courts.number }).from(courts).where(eq(courts.sportId, sport));
  return new Map(rows.map((r) => [r.number, r.id]));
}

export interface LiveSession {
  court: number;
  status: 'held' | 'booked';
  /** Minutes from the day's midnight (may be negative or past 1440 for sessions crossing midnight). */
  startMinute: number;
  endMinute: number;
  /** When a held session stops counting (ms), else null. */
  expiresAt: number | null;
}

/** Sessions occupying a sport's courts on a date at `now`: confirmed or pending, and held ones not yet expired. */
export async function liveSessionsOn(db: Database, sport: string, date: string, now: Date): Promise<LiveSession[]> {
  const dayStart = `${date} 00:00:00`;
  const rows = await db
    .select({
      court: courts.number,
      status: bookings.status,
      expiresAt: bookings.expiresAt,
      startMinute: sql<string>`extract(epoch from (lower(${bookings.during}) - ${dayStart}::timestamp)) / 60`,
      endMinute: sql<string>`extract(epoch from (upper(${bookings.during}) - ${dayStart}::timestamp)) / 60`,
    })
    .from(bookings)
    .innerJoin(courts, eq(courts.id, bookings.courtId))
    .where(
      and(
        eq(courts.sportId, sport),
        sql`${bookings.during} && ${dayRange(date)}`,
        or(
          inArray(bookings.status, ['pending', 'confirmed']),
          and(eq(bookings.status, 'held'), gt(bookings.expiresAt, now)),
        ),
      ),
    );
  return rows.map((r) => ({
    court: r.court,
    status: r.status === 'held' ? 'held' : 'booked',
    startMinute: Number(r.startMinute),
    endMinute: Number(r.endMinute),
    expiresAt: r.status === 'held' && r.expiresAt ? r.expiresAt.getTime() : null,
  }));
}

/**
 * Marks held sessions whose hold expired as 'expired' (all of them, or those overlapping one session); gives the sport
 * and date of each.
 */
export async function expireHeldSessions(
  db: Database,
  now: Date,
  only?: { courtId: number; date: string; time: string; durationMinutes: number },
): Promise<{ sportId: string; date: string }[]> {
  const where = and(
    eq(bookings.status, 'held'),
    lte(bookings.expiresAt, now),
    ...(only
      ? [
          eq(bookings.courtId, only.courtId),
          sql`${bookings.during} && ${sessionRange(only.date, only.time, only.durationMinutes)}`,
        ]
      : []),
  );
  return db
    .update(bookings)
    .set({ status: 'expired' })
    .where(where)
    .returning({ sportId: bookings.sportId, date: bookings.date });
}
