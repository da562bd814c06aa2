/**
 * The booking view's live availability (issue 45): which days it follows (the shown date and the dates of the
 * sessions chosen), and which chosen sessions a fresh day shows as booked by someone else meanwhile, with the message
 * that names them. The booking machine drops exactly those (./booking.machine.ts, `availability.live`).
 */
import type { AvailabilityResponse } from '../api/booking.schema';
import type { TakenSession } from '../api/errors';
import { liveAvailabilityQuery, LIVE_MAX_DATES } from '../api/live.schema';
import { occupiedSpansOf, spanConflict } from './bookable.rules';
import { describeSession } from './booking.rules';
import { to12Hour } from './slots';
import { sportById, type SportId } from './sports';

/** A chosen session: the single booking's slot, one of the multi-session list, or the slot about to be added. */
export interface ChosenSession {
  date: string;
  time: string;
  court: number;
  /** Hours. */
  duration: number;
}

/** The chosen sessions on `day` whose span now meets a slot booked by someone else. */
export function bookedMeanwhile(day: AvailabilityResponse, chosen: readonly ChosenSession[]): TakenSession[] {
  return chosen
    .filter((c) => c.date === day.date)
    .filter((c) => {
      const court = day.courts.find((k) => k.court === c.court);
      if (!court) return false;
      const booked = occupiedSpansOf(
        Object.fromEntries(court.slots.map((s) => [s.time, s.state === 'booked' ? 'booked' : undefined])),
      );
      const conflict = spanConflict(
        { sport: day.sport, court: c.court, date: c.date, time: c.time, durationMinutes: Math.round(c.duration * 60) },
        booked,
      );
      return conflict?.reason === 'booked';
    })
    .map(({ date, time, court }) => ({ date, time, court }));
}

/**
 * What the booking view says when chosen sessions were booked by someone else meanwhile: 'Badminton Tue, 8 Jan 2030
 * at 6:00 AM, Court 1 was just booked by someone else, so it is no longer in your booking. Your other choices are
 * kept.'
 */
export function bookedMeanwhileMessage(sport: SportId, taken: readonly TakenSession[]): string {
  const names = taken
    .map(
      (t) =>
        `${sportById(sport).name} ${describeSession({ date: t.date, displayTime: to12Hour(t.time), court: t.court })}`,
    )
    .join('; ');
  const one = taken.length === 1;
  return `${names} ${one ? 'was' : 'were'} just booked by someone else, so ${one ? 'it is' : 'they are'} no longer in your booking. Your other choices are kept.`;
}

/** The stream the booking view follows (a sport and the dates it shows or has sessions on), or null for none. */
export function liveWatchKey(sport: SportId | null, dates: readonly (string | null)[]): string | null {
  const followed = [...new Set(dates.filter((d): d is string => d !== null))].sort().slice(0, LIVE_MAX_DATES);
  return sport && followed.length > 0 ? liveAvailabilityQuery(sport, followed) : null;
}
