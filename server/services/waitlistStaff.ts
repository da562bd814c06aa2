/** The staff's view of the waiting list (Admin > Bookings): who waits per slot, and removing an entry. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type SportId } from '../../machines/booking/sports';
import { addDays } from '../../machines/time/dates';
import { waitlistMessages } from '../../machines/waitlist/waitlist.rules';
import type { AdminWaitlist } from '../../machines/waitlist/waitlist.schema';
import type { Database } from '../db/client';
import { courts, waitlistEntries } from '../db/schema';
import { ApiError } from '../errors';
import { audit, type AuditActor } from './audit';
import { releaseHoldRows } from './holdVisitor';
import { kolkataTimestamp, offerFreedSlots, refreshChanged, slotsOfHolds, type WaitlistDeps } from './waitlist';

/** Every entry still in line for a slot that has not started, by slot (soonest first), then place in line. */
export async function listWaitlist({ db, now }: Omit<WaitlistDeps, 'cache'>): Promise<AdminWaitlist> {
  const rows = await db
    .select({ entry: waitlistEntries, court: courts.number })
    .from(waitlistEntries)
    .innerJoin(courts, eq(courts.id, waitlistEntries.courtId))
    .where(
      and(
        inArray(waitlistEntries.status, ['waiting', 'offered']),
        sql`lower(${waitlistEntries.during}) > ${kolkataTimestamp(new Date(now()))}::timestamp`,
      ),
    )
    .orderBy(asc(waitlistEntries.date), asc(waitlistEntries.time), asc(courts.number), asc(waitlistEntries.id));
  const places = new Map<string, number>();
  return {
    entries: rows.map(({ entry, court }) => {
      const slot = `${entry.sportId}|${court}|${entry.date}|${entry.time}`;
      const position = (places.get(slot) ?? 0) + 1;
      places.set(slot, position);
      return {
        id: entry.id,
        sport: entry.sportId as SportId,
        court,
        date: entry.date,
        time: entry.time,
        duration: entry.durationMinutes / 60,
        name: entry.name,
        phone: entry.phone,
        email: entry.email,
        status: entry.status as 'waiting' | 'offered',
        position,
        joinedAt: entry.createdAt.toISOString(),
        offerExpiresAt: entry.offerExpiresAt?.toISOString() ?? null,
      };
    }),
  };
}

/**
 * Staff take an entry out of line, with its audit row, in one transaction. An entry holding an offer gives the slot
 * up: its hold is released and the slot offered to the next person waiting.
 */
export async function removeWaitlistEntry(deps: WaitlistDeps, id: number, actor: AuditActor): Promise<AdminWaitlist> {
  const at = new Date(deps.now());
  const changed = await deps.db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [entry] = await t.select().from(waitlistEntries).where(eq(waitlistEntries.id, id)).for('update');
    if (!entry) throw new ApiError(404, 'not_found', waitlistMessages.entryNotFound, 'id');
    if (entry.status !== 'waiting' && entry.status !== 'offered')
      throw new ApiError(409, 'bad_request', waitlistMessages.entryClosed, 'id');
    await t.update(waitlistEntries).set({ status: 'removed', updatedAt: at }).where(eq(waitlistEntries.id, id));
    await audit(
      t,
      actor,
      {
        kind: 'waitlist.remove',
        record: `waitlist ${id}`,
        summary: `Removed ${entry.name} from the waiting list for ${entry.date} ${entry.time}${entry.status === 'offered' ? ' (their offer ended)' : ''}.`,
        before: { status: entry.status, name: entry.name, phone: entry.phone },
        after: { status: 'removed' },
      },
      at,
    );
    if (entry.status !== 'offered' || !entry.holdId) return [];
    await releaseHoldRows(t, [entry.holdId]);
    const freed = await slotsOfHolds(t, [entry.holdId]);
    return [
      { sportId: entry.sportId, dates: [entry.date, addDays(entry.date, 1)] },
      ...(await offerFreedSlots(t, at, freed)),
    ];
  });
  refreshChanged(deps.cache, changed);
  return listWaitlist(deps);
}
