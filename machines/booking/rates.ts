/**
 * Court prices: the one price table of the courts. Per sport: rupees per hour at peak, off-peak and weekend, an
 * optional rate with lights, an optional price for two hours, and the sport's add-ons (equipment for rent). The server
 * keeps it in the `sport_rates` table (staff edit it in Admin > Sports Centre > Pricing) and every price a visitor
 * reads is derived from it here: the sport cards and the price list on /sports, the booking view's calendar, slots,
 * summary and pay button, the server's hold amounts, the table on /schedule and the answers on /faq.
 *
 * Bands (spec §9): peak 6-10 AM and 4-10 PM on weekdays, off-peak the other weekday hours (10 AM-4 PM and the night,
 * 10 PM-6 AM), weekend all day on Saturday and Sunday. A sport with a lights rate charges it instead for slots starting
 * from 6 PM up to 6 AM, every day (the floodlit hours). A session is charged at the rate of its starting slot for its
 * whole duration; a sport with a two-hour price charges each whole two hours at that price (see
 * {@link sessionAmount}).
 */
import { isIsoDate, isWeekend } from '../time/dates';
import type { SportId } from './sports';

/** Equipment for rent with a court (a racket, shoes, balls). */
export interface SportAddOn {
  name: string;
  /** Whole rupees. */
  price: number;
  /** Charged per hour of play (a racquet and ball with a pickleball court), else once per session. */
  perHour: boolean;
}

/** One sport's prices, whole rupees. */
export interface SportRates {
  /** Per hour, weekdays 6-10 AM and 4-10 PM. */
  peak: number;
  /** Per hour, the other weekday hours. */
  offPeak: number;
  /** Per hour, Saturday and Sunday. */
  weekend: number;
  /** Per hour with lights (slots starting 6 PM to 6 AM, every day); null: the band's rate at every hour. */
  lights: number | null;
  /** A session of two hours; null: two hours cost two hours' rate. */
  twoHours: number | null;
  /** Equipment for rent, in the order shown. */
  addOns: readonly SportAddOn[];
}

export type RateTable = Readonly<Record<SportId, SportRates>>;

export const rateBands = ['peak', 'offPeak', 'weekend'] as const;
export type RateBand = (typeof rateBands)[number];

const perSession = (name: string, price: number): SportAddOn => ({ name, price, perHour: false });

/**
 * The seeded table: each sport as the centre advertises it (spec §9). Badminton is the spec's booking rule (350 an
 * hour on weekdays, 500 at weekends); tennis 1,000 an hour, 1,200 with lights; pickleball 800 an hour (1,000 with a
 * racquet and ball, its per-hour add-on); futsal 1,500 an hour, 2,000 for two hours. Weekend rates equal weekday
 * rates except badminton's, until staff change them.
 */
export const seededRateTable: RateTable = {
  badminton: {
    peak: 350,
    offPeak: 350,
    weekend: 500,
    lights: null,
    twoHours: null,
    addOns: [perSession('Racket rental', 50), perSession('Shoe rental', 50)],
  },
  tennis: {
    peak: 1000,
    offPeak: 1000,
    weekend: 1000,
    lights: 1200,
    twoHours: null,
    addOns: [perSession('Racquet rental', 100), perSession('Balls', 50)],
  },
  pickleball: {
    peak: 800,
    offPeak: 800,
    weekend: 800,
    lights: null,
    twoHours: null,
    addOns: [{ name: 'Racquet and ball', price: 200, perHour: true }],
  },
  futsal: {
    peak: 1500,
    offPeak: 1500,
    weekend: 1500,
    lights: null,
    twoHours: 2000,
    addOns: [perSession('Cricket bat and stumps', 100), perSession('Shoe rental', 50)],
  },
};

/** The rates used before a sport is chosen: the spec's booking rule (badminton's seeded rates). */
export const defaultSportRates: SportRates = seededRateTable.badminton;

/** Peak windows on weekdays, minutes since midnight, [start, end). */
export const PEAK_WINDOWS = [
  [6 * 60, 10 * 60],
  [16 * 60, 22 * 60],
] as const;

/** The lit hours: slots starting from 6 PM (minute 1080) up to 6 AM (minute 360), every day. */
export const LIGHTS_WINDOW = { from: 18 * 60, until: 6 * 60 } as const;

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** True when a weekday slot starting at 'HH:MM' is in a peak window. */
export function isPeakTime(time: string): boolean {
  const m = minutes(time);
  return PEAK_WINDOWS.some(([start, end]) => m >= start && m < end);
}

/** True when a slot starting at 'HH:MM' is played with lights (6 PM to 6 AM). */
export function isLitTime(time: string): boolean {
  const m = minutes(time);
  return m >= LIGHTS_WINDOW.from || m < LIGHTS_WINDOW.until;
}

/** The band of a slot: weekend all day on Saturday and Sunday; otherwise peak or off-peak by its start. */
export function bandOf(date: string, time: string): RateBand {
  if (isWeekend(date)) return 'weekend';
  return isPeakTime(time) ? 'peak' : 'offPeak';
}

/** The lowest weekday rate (what the calendar shows for a weekday and the weekdays-only toggle reads: "from"). */
export const weekdayFrom = (rates: SportRates) => Math.min(rates.peak, rates.offPeak);

/** Every hourly rate charged on a date (its bands, and the lights rate when the sport has one). */
export function ratesOn(rates: SportRates, date: string): number[] {
  const day = isWeekend(date) ? [rates.weekend] : [rates.peak, rates.offPeak];
  return rates.lights === null ? day : [...day, rates.lights];
}

/**
 * Rupees per hour of a slot. Without a time: the date's lowest rate (lights included); without a date: the lowest
 * weekday rate.
 */
export function hourlyRate(rates: SportRates, date: string | null | undefined, time?: string | null): number {
  if (!date || !isIsoDate(date)) return weekdayFrom(rates);
  if (!time) return Math.min(...ratesOn(rates, date));
  return rates.lights !== null && isLitTime(time) ? rates.lights : rates[bandOf(date, time)];
}

/**
 * A session's amount, whole rupees: its starting slot's rate × duration. With a two-hour price, each whole two hours
 * cost that price and the rest is by the hour, but never more than the two-hour price for every two hours begun (so
 * 1.5 hours never cost more than 2). Futsal seeded: 1 h 1,500, 1.5 h 2,000, 2 h 2,000, 2.5 h 2,750, 3 h 3,500,
 * 4 h 4,000.
 */
export function sessionAmount(
  rates: SportRates,
  date: string | null | undefined,
  time: string | null | undefined,
  durationHours: number,
): number {
  const hourly = hourlyRate(rates, date, time);
  if (rates.twoHours === null) return Math.round(hourly * durationHours);
  const pairs = Math.floor(durationHours / 2);
  const withPairs = pairs * rates.twoHours + (durationHours - 2 * pairs) * hourly;
  const pairsBegun = Math.ceil(durationHours / 2) * rates.twoHours;
  return Math.round(Math.min(withPairs, pairsBegun));
}

/** What two hours at the two-hour price save against two weekday hours (0 without a two-hour price or a saving). */
export function twoHourSaving(rates: SportRates): number {
  return rates.twoHours === null ? 0 : Math.max(0, 2 * weekdayFrom(rates) - rates.twoHours);
}

/** The table with one sport's rates replaced (or some of them). */
export function withSportRates(table: RateTable, sport: SportId, rates: Partial<SportRates>): RateTable {
  return { ...table, [sport]: { ...table[sport], ...rates } };
}
