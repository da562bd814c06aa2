/** Joining the waiting list for a booked or held slot (waitlist.ts makes and sweeps the offers). */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { phoneKey } from '../../machines/admin/admin.rules';
import { describeCourtSession, unbookable } from '../../machines/booking/bookable.rules';
import { courtNumbers } from '../../machines/booking/sports';
import type { z } from '../../machines/shared/zod';
import { waitlistMessages } from '../../machines/waitlist/waitlist.rules';
import type { WaitlistJoinResponse, waitlistJoinSchema } from '../../machines/waitlist/waitlist.schema';
import { courtIdsOf } from '../db/queries';
import { sessionRange } from '../db/ranges';
import { bookings, waitlistEntries } from '../db/schema';
import { ApiError, sqlState } from '../errors';
import { bookingWindow } from './settings';
import { occupying, type WaitlistDeps } from './waitlist';

/**
 * Puts a person in line for a slot that is booked or held now (201, with their place). Refused: a slot in the past,
 * beyond the advance window or over coaching (nothing to wait for), a free slot (book it instead), and a second entry
 * of the same phone number for the slot (409 already_waiting).
 */
export async function joinWaitlist(
  deps: Omit<WaitlistDeps, 'cache'>,
  request: z.output<typeof waitlistJoinSchema>,
): Promise<WaitlistJoinResponse> {
  const { db } = deps;
  const now = deps.now();
  const at = new Date(now);
  const durationMinutes = Math.round(request.duration * 60);
  const slot = { sport: request.sport, court: request.court, date: request.date, time: request.time, durationMinutes };
  if (!courtNumbers(request.sport).includes(request.court))
    throw new ApiError(
      400,
      'bad_request',
      `court: ${request.sport} has courts ${courtNumbers(request.sport).join(' and ')}.`,
      'court',
    );
  // The bookable rule with the settings' days ahead: past, too far ahead and coaching slots have nothing to wait for.
  const refusal = unbookable(slot, await bookingWindow(db, now), [], 'start');
  if (refusal?.reason === 'coaching')
    throw new ApiError(409, 'slot_unavailable', waitlistMessages.cannotWait(refusal.message), 'time');
  if (refusal) throw new ApiError(400, 'bad_request', waitlistMessages.cannotWait(refusal.message), 'date');
  const courtId = (await courtIdsOf(db, request.sport)).get(request.court)!;
  const range = sessionRange(request.date, request.time, durationMinutes);
  const [taken] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        occupying(courtId, range),
        or(inArray(bookings.status, ['pending', 'confirmed']), sql`${bookings.expiresAt} > ${at}`),
      ),
    )
    .limit(1);
  const what = describeCourtSession(slot);
  if (!taken) throw new ApiError(409, 'slot_unavailable', waitlistMessages.slotFree(what), 'time');
  let id: number;
  try {
    [{ id }] = (await db
      .insert(waitlistEntries)
      .values({
        sportId: request.sport,
        courtId,
        date: request.date,
        time: request.time,
        durationMinutes,
        during: range,
        name: request.name.replace(/\s+/g, ' '),
        phone: request.phone,
        phoneKey: phoneKey(request.phone),
        email: request.email,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: waitlistEntries.id })) as [{ id: number }];
  } catch (error) {
    if (sqlState(error) === '23505')
      throw new ApiError(409, 'already_waiting', waitlistMessages.alreadyWaiting(what), 'phone');
    throw error;
  }
  const [ahead] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.courtId, courtId),
        eq(waitlistEntries.date, request.date),
        eq(waitlistEntries.time, request.time),
        inArray(waitlistEntries.status, ['waiting', 'offered']),
        sql`${waitlistEntries.id} <= ${id}`,
      ),
    );
  return { position: ahead?.n ?? 1, email: request.email };
}
