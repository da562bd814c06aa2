/**
 * Live availability (server-sent events), written once for the server and the app: the stream's address and query,
 * its event names and what each event carries.
 *
 * `GET /api/availability/live?sport=badminton&date=2030-01-07&date=2030-01-09` streams, for one sport, the dates a
 * visitor shows or has chosen sessions on. Each `availability` event (with an `id:`) carries the days that changed,
 * each as `GET /api/availability` answers it; a fresh stream starts with every day it follows. A `heartbeat` event
 * comes every few seconds so the page can tell a silent stream from a dead one. After a dropped connection the
 * browser asks again with `Last-Event-ID` and gets the days that changed meanwhile (or nothing when none did).
 *
 * The staff dashboard's stream (`GET /api/admin/live`, admin code only) sends a `change` event per change instead.
 */
import { z } from '../shared/zod';
import { availabilityResponseSchema, isoDateSchema, sportSchema } from './booking.schema';
import type { SportId } from '../booking/sports';

/** The visitor's stream. */
export const LIVE_AVAILABILITY_PATH = '/api/availability/live';

/** At most this many dates per stream: the shown date and those of the most sessions one payment holds. */
export const LIVE_MAX_DATES = 14;

/** Event names on the streams. */
export const liveEvents = { availability: 'availability', change: 'change', heartbeat: 'heartbeat' } as const;

/** How often a stream sends a heartbeat, ms; a page that hears nothing for a few of them treats the stream as lost. */
export const LIVE_HEARTBEAT_MS = 15_000;

/** A single `date` in the query comes as a string, several as a list. */
const dateList = z.pipe(
  z.optional(
    z.union([isoDateSchema, z.array(isoDateSchema)], { error: 'Expected date as YYYY-MM-DD, once per date.' }),
  ),
  z.transform((value: string | string[] | undefined) => [...new Set([value ?? []].flat())].sort()),
);

/** GET /api/availability/live?sport&date&date... */
export const liveAvailabilityQuerySchema = z.object({
  sport: sportSchema,
  date: dateList.check(
    z.refine((dates: string[]) => dates.length > 0, { error: 'Name at least one date to follow.' }),
    z.refine((dates: string[]) => dates.length <= LIVE_MAX_DATES, {
      error: `Follow at most ${LIVE_MAX_DATES} dates at once.`,
    }),
  ),
});
export type LiveAvailabilityQuery = z.infer<typeof liveAvailabilityQuerySchema>;

/** An `availability` event's data: the days that changed. */
export const liveAvailabilityEventSchema = z.array(availabilityResponseSchema);

/** A `change` event's data on the staff stream: a sport's dates, or everything (rates saved, a resync). */
export const liveChangeEventSchema = z.union([
  z.object({ sport: z.string(), dates: z.array(z.string()) }),
  z.object({ all: z.literal(true) }),
]);
export type LiveChange = z.infer<typeof liveChangeEventSchema>;

/** The query string of a visitor's stream (also the key the page follows it by), dates sorted. */
export function liveAvailabilityQuery(sport: SportId, dates: readonly string[]): string {
  const params = new URLSearchParams({ sport });
  for (const date of [...new Set(dates)].sort().slice(0, LIVE_MAX_DATES)) params.append('date', date);
  return params.toString();
}

/** The sport and dates of a stream's query string (the page's polling reads the same days). */
export function parseLiveAvailabilityQuery(query: string): LiveAvailabilityQuery | null {
  const params = new URLSearchParams(query);
  const result = liveAvailabilityQuerySchema.safeParse({ sport: params.get('sport'), date: params.getAll('date') });
  return result.success ? result.data : null;
}
