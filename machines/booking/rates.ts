/**
 * Court rates: the one price table of the courts (per sport: peak, off-peak and weekend rupees per hour). The server
 * keeps it in the `sport_rates` table (staff edit it in Admin > Sports Centre > Pricing) and every public number of
 * a court hour is derived from it here: the sport cards and the price list on /sports, the booking view's calendar,
 * slots, summary and pay button, the server's hold amounts, and the table on /schedule.
 *
 * Bands (spec §9): peak 6-10 AM and 4-10 PM on weekdays, off-peak the other weekday hours (10 AM-4 PM and the night,
 * 10 PM-6 AM), weekend all day on Saturday and Sunday. A session is charged at the rate of its starting slot for its
 * whole duration. The seeded table is the spec's booking rule (350 an hour on weekdays, 500 on weekends, for every
 * sport), so peak and off-peak start equal.
 */
import { isIsoDate, isWeekend } from '../time/dates';
import { sportIds, type SportId } from './sports';

/** One sport's hourly rates, whole rupees. */
export interface SportRates {
  peak: number;
  offPeak: number;
  weekend: number;
}

export type RateTable = Readonly<Record<SportId, SportRates>>;

export const rateBands = ['peak', 'offPeak', 'weekend'] as const;
export type RateBand = (typeof rateBands)[number];

/** The booking rule of spec §9: 350 an hour on weekdays, 500 on Saturday and Sunday. */
export const BOOKING_RULE = { weekday: 350, weekend: 500 } as const;

/** The seeded rates of a sport (the booking rule). */
export const defaultSportRates: SportRates = { peak: BOOKING_RULE.weekday, offPeak: BOOKING_RULE.weekday, weekend: BOOKING_RULE.weekend };

/** The seeded table: the booking rule for every sport. */
export const defaultRateTable: RateTable = Object.fromEntries(sportIds.map((id) => [id, defaultSportRates])) as Record<SportId, SportRates>;

/** Peak windows on weekdays, minutes since midnight, [start, end). */
export const PEAK_WINDOWS = [
  [6 * 60, 10 * 60],
  [16 * 60, 22 * 60],
] as const;

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** True when a weekday slot starting at 'HH:MM' is in a peak window. */
export function isPeakTime(time: string): boolean {
  const m = minutes(time);
  return PEAK_WINDOWS.some(([start, end]) => m >= start && m < end);
}

/** The band of a slot: weekend all day on Saturday and Sunday; otherwise peak or off-peak by its start. */
export function bandOf(date: string, time: string): RateBand {
  if (isWeekend(date)) return 'weekend';
  return isPeakTime(time) ? 'peak' : 'offPeak';
}

/** The lowest weekday rate (what the calendar shows for a weekday: "from"). */
export const weekdayFrom = (rates: SportRates) => Math.min(rates.peak, rates.offPeak);

/**
 * Rupees per hour of a slot. Without a time: the date's lowest rate (weekday: the cheaper of peak and off-peak);
 * without a date: the lowest weekday rate.
 */
export function hourlyRate(rates: SportRates, date: string | null | undefined, time?: string | null): number {
  if (!date || !isIsoDate(date)) return weekdayFrom(rates);
  if (isWeekend(date)) return rates.weekend;
  return time ? rates[bandOf(date, time)] : weekdayFrom(rates);
}

/** A session's amount: its starting slot's rate × duration, whole rupees. */
export function sessionAmount(rates: SportRates, date: string, time: string, durationHours: number): number {
  return Math.round(hourlyRate(rates, date, time) * durationHours);
}

/** The table with one sport's rates replaced. */
export function withSportRates(table: RateTable, sport: SportId, rates: SportRates): RateTable {
  return { ...table, [sport]: rates };
}
