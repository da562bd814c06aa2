/** The admin's day calendar: every court's bookings, live holds and coaching blocks, clipped to the day. */
import { and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { AdminCalendar, CalendarBlockKind } from '../../machines/api/adminReports.schema';
import { coachingBlocks } from '../../machines/admin/admin.rules';
import { courtNumbers, sportIds } from '../../machines/booking/sports';
import { dayRange } from '../db/ranges';
import { bookings, courts } from '../db/schema';
import type { AdminDataDeps } from './adminQueries';

/** One day of every court: confirmed and pending bookings, live holds and coaching blocks, clipped to the day. */
export async function adminCalendar({ db, now }: AdminDataDeps, date: string): Promise<AdminCalendar> {
  const at = new Date(now());
  const dayStart = `${date} 00:00:00`;
  const rows = await db
    .select({
      sport: bookings.sportId,
      court: courts.number,
      status: bookings.status,
      id: bookings.id,
      name: bookings.customerName,
      start: sql<string>`greatest(0, extract(epoch from (lower(${bookings.during}) - ${dayStart}::timestamp)) / 60)`,
      end: sql<string>`least(1440, extract(epoch from (upper(${bookings.during}) - ${dayStart}::timestamp)) / 60)`,
    })
    .from(bookings)
    .innerJoin(courts, eq(courts.id, bookings.courtId))
    .where(
      and(
        sql`${bookings.during} && ${dayRange(date)}`,
        or(
          inArray(bookings.status, ['confirmed', 'pending']),
          and(eq(bookings.status, 'held'), gt(bookings.expiresAt, at)),
        ),
      ),
    )
    .orderBy(asc(bookings.during));
  const kindOf = (status: string): CalendarBlockKind =>
    status === 'confirmed' ? 'booking' : status === 'pending' ? 'pending' : 'hold';
  return {
    date,
    courts: sportIds.flatMap((sport) =>
      courtNumbers(sport).map((court) => ({
        sport,
        court,
        blocks: [
          ...coachingBlocks(sport, date).map((b) => ({
            kind: 'coaching' as const,
            start: b.start,
            end: b.end,
            label: 'Coaching',
            bookingId: null,
          })),
          ...rows
            .filter((r) => r.sport === sport && r.court === court)
            .map((r) => ({
              kind: kindOf(r.status),
              start: Number(r.start),
              end: Number(r.end),
              label: r.status === 'held' ? 'Held while paying' : r.name,
              bookingId: r.status === 'held' ? null : r.id,
            })),
        ].sort((a, b) => a.start - b.start),
      })),
    ),
  };
}
