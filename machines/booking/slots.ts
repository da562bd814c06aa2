/**
 * Time slots and prices (spec §9 Booking): 48 half-hour slots, the date's hourly rate, badminton coaching
 * blocks, and deterministic sample "booked" slots (a hash of date, sport, court and time: no randomness).
 */
import { dayOfWeek, isIsoDate } from '../time/dates';
import { slotStateIn, type DayAvailability } from './availability';
import { defaultSportRates, hourlyRate, type SportRates } from './rates';
import type { UnbookableReason } from './bookable.rules';
import type { SportId } from './sports';

export const SLOTS_PER_DAY = 48;
/** Duration options, hours. */
export const durations = [1, 1.5, 2, 2.5, 3, 4] as const;
export type Duration = (typeof durations)[number];
export const MIN_DURATION = 1;

/** Coaching window for badminton, Monday-Friday, [16:30, 20:00). */
export const COACHING_START = '16:30';
export const COACHING_END = '20:00';

/** Roughly this share (in %) of the sample slots shows as booked. */
export const SAMPLE_BOOKED_PERCENT = 20;

/** A slot as the grid shows it. */
export interface TimeSlot {
  /** 'HH:MM' (24-hour). */
  time: string;
  /** 12-hour text, e.g. '4:30 PM'. */
  display: string;
  isBooked: boolean;
  /** Held by another visitor's payment in progress (server availability only). */
  isHeld?: boolean;
  isCoaching: boolean;
  /** In multiple mode: already added for this date. */
  isAdded: boolean;
  /** Rupees per hour of this slot (its date and band). */
  price: number;
  isSelected: boolean;
  /** Booked, coaching, already added, or (with a duration) its span would not fit. */
  disabled: boolean;
  /** With a chosen duration: why a free start cannot take it (./bookable.rules `fitSlots`). */
  unfit?: UnbookableReason;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The 48 slot times, '00:00' to '23:30'. */
export const slotTimes: readonly string[] = Array.from(
  { length: SLOTS_PER_DAY },
  (_, i) => `${pad2(Math.floor(i / 2))}:${i % 2 === 0 ? '00' : '30'}`,
);

/** True for one of the 48 slot times. */
export function isSlotTime(value: unknown): value is string {
  return typeof value === 'string' && slotTimes.includes(value);
}

/** Minutes since midnight of 'HH:MM'. */
export function minutesOf(time: string): number {
  const [h, m] = time.split(':');
  return Number(h) * 60 + Number(m);
}

/** '00:00' -> '12:00 AM', '16:30' -> '4:30 PM'. */
export function to12Hour(time: string): string {
  const minutes = minutesOf(time);
  const h = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${pad2(m)} ${h < 12 ? 'AM' : 'PM'}`;
}

/**
 * Hourly rate of a date (and slot) from a sport's rates (default: the seeded booking rule, 500 on Saturday and
 * Sunday, 350 on weekdays and without a date). See ./rates for the bands.
 */
export function rateFor(
  date: string | null | undefined,
  rates: SportRates = defaultSportRates,
  time?: string | null,
): number {
  return hourlyRate(rates, date, time);
}

/** Badminton coaching blocks Monday-Friday from 16:30 up to but not including 20:00. */
export function isCoachingSlot(sport: SportId, date: string | null | undefined, time: string): boolean {
  if (sport !== 'badminton' || !date || !isIsoDate(date)) return false;
  const d = dayOfWeek(date);
  if (d === 0 || d === 6) return false;
  const t = minutesOf(time);
  return t >= minutesOf(COACHING_START) && t < minutesOf(COACHING_END);
}

/** 32-bit FNV-1a hash of a string. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** Sample availability: whether a slot shows as booked, derived from date, sport, court and time. No date: none. */
export function isSampleBooked(
  date: string | null | undefined,
  sport: SportId,
  court: number | null | undefined,
  time: string,
): boolean {
  if (!date || !isIsoDate(date) || court == null) return false;
  return hash32(`${date}|${sport}|${court}|${time}`) % 100 < SAMPLE_BOOKED_PERCENT;
}

export interface SlotQuery {
  sport: SportId;
  date: string | null;
  court: number | null;
  selectedTime?: string | null;
  /** Times already added for this date (multiple mode). */
  addedTimes?: ReadonlySet<string> | readonly string[];
  /** The server's availability of this date; without it the sample rule applies. */
  availability?: DayAvailability | null;
  /** The sport's rates (default: the seeded booking rule). */
  rates?: SportRates;
}

/** Booked, held and coaching from the server's availability when it covers this date, else the sample rules. */
function stateOf(query: Pick<SlotQuery, 'sport' | 'date' | 'court' | 'availability'>, time: string) {
  const day =
    query.availability && query.availability.date === query.date && query.availability.sport === query.sport
      ? query.availability
      : null;
  if (day) {
    const state = slotStateIn(day, query.court, time);
    return { isBooked: state === 'booked', isHeld: state === 'held', isCoaching: state === 'coaching' };
  }
  return {
    isBooked: isSampleBooked(query.date, query.sport, query.court, time),
    isHeld: false,
    isCoaching: isCoachingSlot(query.sport, query.date, time),
  };
}

/** The 48 slots of a date, sport and court. */
export function buildSlots({
  sport,
  date,
  court,
  selectedTime = null,
  addedTimes = [],
  availability = null,
  rates = defaultSportRates,
}: SlotQuery): TimeSlot[] {
  const added = new Set(addedTimes);
  return slotTimes.map((time) => {
    const price = rateFor(date, rates, time);
    const { isBooked, isHeld, isCoaching } = stateOf({ sport, date, court, availability }, time);
    const isAdded = added.has(time);
    return {
      time,
      display: to12Hour(time),
      isBooked,
      ...(isHeld ? { isHeld } : {}),
      isCoaching,
      isAdded,
      price,
      isSelected: time === selectedTime,
      disabled: isBooked || isHeld || isCoaching || isAdded,
    };
  });
}

/** True when a slot can be chosen (not booked, not coaching, not already added). */
export function isSlotAvailable(query: Omit<SlotQuery, 'selectedTime'>, time: string): boolean {
  if (!isSlotTime(time)) return false;
  const added = new Set(query.addedTimes ?? []);
  const { isBooked, isHeld, isCoaching } = stateOf(query, time);
  return !isBooked && !isHeld && !isCoaching && !added.has(time);
}

/** True for one of the duration options. */
export function isDuration(value: unknown): value is Duration {
  return typeof value === 'number' && (durations as readonly number[]).includes(value);
}
