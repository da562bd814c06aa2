/** The availability answer: each court's slots on a date with their state and price, cached per sport and date. */
import type { AvailabilityResponse, AvailabilityState } from '../../machines/api/booking.schema';
import { hourlyRate } from '../../machines/booking/rates';
import { isCoachingSlot, minutesOf, slotTimes } from '../../machines/booking/slots';
import { type SportId } from '../../machines/booking/sports';
import { addDays, isoDateInKolkata } from '../../machines/time/dates';
import { courtIdsOf, liveSessionsOn, sportRatesOf, type LiveSession } from '../db/queries';
import type { BookingDeps } from './booking';
import { readSettings } from './settings';

/** Whether a live session meets the minutes [start, end) of its day. */
export const overlaps = (s: LiveSession, start: number, end: number) => s.startMinute < end && start < s.endMinute;

/** Each court's 48 slots on a date with their state and price (cached per sport and date). */
export async function availabilityJson({ db, cache, now }: BookingDeps, sport: SportId, date: string): Promise<string> {
  const at = now();
  const cached = cache.get(sport, date, at);
  if (cached) return cached;
  const mark = cache.mark();
  const [rates, live, courtIds, settings] = await Promise.all([
    sportRatesOf(db, sport),
    liveSessionsOn(db, sport, date, new Date(at)),
    courtIdsOf(db, sport),
    readSettings(db),
  ]);
  const body: AvailabilityResponse = {
    sport,
    date,
    ratePerHour: hourlyRate(rates, date),
    bookableUntil: addDays(isoDateInKolkata(at), settings.settings.booking.daysAhead),
    courts: [...courtIds.keys()]
      .sort((a, b) => a - b)
      .map((court) => {
        const mine = live.filter((s) => s.court === court);
        return {
          court,
          slots: slotTimes.map((time) => {
            const start = minutesOf(time);
            const here = mine.filter((s) => overlaps(s, start, start + 30));
            const state: AvailabilityState = isCoachingSlot(sport, date, time)
              ? 'coaching'
              : here.some((s) => s.status === 'booked')
                ? 'booked'
                : here.length > 0
                  ? 'held'
                  : 'free';
            return { time, state, price: hourlyRate(rates, date, time) };
          }),
        };
      }),
  };
  const json = JSON.stringify(body);
  const firstExpiry = Math.min(...live.map((s) => s.expiresAt ?? Infinity));
  cache.set(sport, date, json, at, firstExpiry, mark);
  return json;
}
