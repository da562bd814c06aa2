/**
 * The schedule page's business constants (spec §9 Booking): a sport's court price bands (from the rate table), the
 * four packages and the group-booking discount, plus the `?sport=` rule of /schedule.
 */
import { LIGHTS_WINDOW, PEAK_WINDOWS, type SportRates } from './rates';
import { to12Hour } from './slots';
import { isSportId, type SportId } from './sports';

export const scheduleSlotTypes = ['peak', 'off-peak', 'night', 'weekend', 'lights'] as const;
export type ScheduleSlotType = (typeof scheduleSlotTypes)[number];

/** One row of the schedule table: a time band, its type and the sport's hourly price there (rupees). */
export interface ScheduleSlot {
  /** The band as shown, e.g. '6:00 AM - 10:00 AM'. */
  time: string;
  type: ScheduleSlotType;
  price: number;
}

const clock = (minute: number) =>
  to12Hour(`${String(Math.floor(minute / 60) % 24).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`);
const span = (from: number, to: number) => `${clock(from)} - ${clock(to)}`;

/**
 * A sport's schedule table from its rates (./rates, the same numbers the booking charges): weekdays peak 6-10 AM and
 * 4-10 PM, off-peak 10 AM-4 PM and at night 10 PM-6 AM (the night is charged off-peak), then weekends all day. A sport
 * with a lights rate has it from 6 PM to 6 AM every day instead: its evening peak ends at 6 PM, its weekend at 6 PM.
 */
export function scheduleSlotsOf(rates: SportRates): ScheduleSlot[] {
  const [[morningFrom, morningTo], [eveningFrom, eveningTo]] = PEAK_WINDOWS;
  const day: ScheduleSlot[] = [
    { time: span(morningFrom, morningTo), type: 'peak', price: rates.peak },
    { time: span(morningTo, eveningFrom), type: 'off-peak', price: rates.offPeak },
  ];
  if (rates.lights === null) {
    return [
      ...day,
      { time: span(eveningFrom, eveningTo), type: 'peak', price: rates.peak },
      { time: span(eveningTo, morningFrom), type: 'night', price: rates.offPeak },
      { time: 'Saturday and Sunday, all day', type: 'weekend', price: rates.weekend },
    ];
  }
  return [
    ...day,
    { time: span(eveningFrom, LIGHTS_WINDOW.from), type: 'peak', price: rates.peak },
    {
      time: `Saturday and Sunday, ${span(LIGHTS_WINDOW.until, LIGHTS_WINDOW.from)}`,
      type: 'weekend',
      price: rates.weekend,
    },
    { time: `Every day, ${span(LIGHTS_WINDOW.from, LIGHTS_WINDOW.until)}`, type: 'lights', price: rates.lights },
  ];
}

/** A package on the schedule page. */
export interface SchedulePackage {
  name: string;
  /** Rupees. */
  price: number;
  /** Days of validity. */
  durationDays: number;
  benefits: string[];
  popular: boolean;
}

export const schedulePackages: readonly SchedulePackage[] = [
  {
    name: 'Monthly Unlimited',
    price: 4999,
    durationDays: 30,
    benefits: ['Unlimited off-peak court time', 'Priority booking', 'Free racket rental'],
    popular: true,
  },
  {
    name: 'Session Pack 10',
    price: 6500,
    durationDays: 45,
    benefits: ['10 one-hour sessions', 'Any sport, any court', 'Share with a friend'],
    popular: false,
  },
  {
    name: 'Session Pack 5',
    price: 3500,
    durationDays: 30,
    benefits: ['5 one-hour sessions', 'Any sport, any court', 'Great to get started'],
    popular: false,
  },
  {
    name: 'Premium Annual',
    price: 49999,
    durationDays: 365,
    benefits: ['Unlimited court time', 'Priority booking all year', 'Free equipment rental', 'Guest passes'],
    popular: false,
  },
];

/** Group bookings: 10 or more bookings get 15% off. */
export const groupBooking = { minBookings: 10, discountPercent: 15 } as const;

/** The sport of /schedule?sport=: one of the four ids, anything else (missing, junk, markup) is badminton. */
export function scheduleSportOf(value: unknown): SportId {
  return isSportId(value) ? value : 'badminton';
}

/** The sport of /sports?sport=: one of the four ids, or null (unknown values fall back to the sport list). */
export function bookingSportOf(value: unknown): SportId | null {
  return isSportId(value) ? value : null;
}
