/** Local timestamps of a court session ('YYYY-MM-DD HH:MM:00', India time) for the `during` range. */
import { sql, type SQL } from 'drizzle-orm';
import { minutesOf } from '../../machines/booking/slots';
import { addDays } from '../../machines/time/dates';

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The local timestamp `minutes` after midnight of `date` (may roll into later days). */
export function localTimestamp(date: string, minutes: number): string {
  const days = Math.floor(minutes / 1440);
  const rest = minutes - days * 1440;
  return `${addDays(date, days)} ${pad2(Math.floor(rest / 60))}:${pad2(rest % 60)}:00`;
}

/** Start and end of a session of `durationMinutes` from `time` on `date`. */
export function sessionBounds(date: string, time: string, durationMinutes: number): { start: string; end: string } {
  const start = minutesOf(time);
  return { start: localTimestamp(date, start), end: localTimestamp(date, start + durationMinutes) };
}

/** The SQL `tsrange` of a session, half-open, parameterised. */
export function sessionRange(date: string, time: string, durationMinutes: number): SQL {
  const { start, end } = sessionBounds(date, time, durationMinutes);
  return sql`tsrange(${start}::timestamp, ${end}::timestamp, '[)')`;
}

/** The SQL `tsrange` of a whole day. */
export function dayRange(date: string): SQL {
  return sql`tsrange(${`${date} 00:00:00`}::timestamp, ${`${addDays(date, 1)} 00:00:00`}::timestamp, '[)')`;
}
