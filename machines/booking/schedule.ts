/**
 * The schedule page's business constants (spec §9 Booking): the court price bands per sport (from the rate table), the four
 * packages and the group-booking discount, plus the `?sport=` rule of /schedule.
 */
import { defaultRateTable, type RateBand, type RateTable } from './rates';
import { isSportId, sports, type SportId } from './sports';

export const scheduleSlotTypes = ['peak', 'off-peak', 'night', 'weekend'] as const;
export type ScheduleSlotType = (typeof scheduleSlotTypes)[number];

/** One row of the schedule table: a time band, its type and the hourly price of every sport (rupees). */
export interface ScheduleSlot {
  /** The band as shown, e.g. '6:00 AM - 10:00 AM'. */
  time: string;
  type: ScheduleSlotType;
  prices: Record<SportId, number>;
}

const bandPrices = (table: RateTable, band: RateBand): Record<SportId, number> =>
  Object.fromEntries(sports.map((s) => [s.id, table[s.id][band]])) as Record<SportId, number>;

/**
 * The schedule table from the court rate table (./rates, the same numbers the booking charges): weekdays peak 6-10 AM
 * and 4-10 PM, off-peak 10 AM-4 PM and at night 10 PM-6 AM (the night is charged off-peak), then weekends all day.
 */
export function scheduleSlotsOf(table: RateTable = defaultRateTable): ScheduleSlot[] {
  return [
    { time: '6:00 AM - 10:00 AM', type: 'peak', prices: bandPrices(table, 'peak') },
    { time: '10:00 AM - 4:00 PM', type: 'off-peak', prices: bandPrices(table, 'offPeak') },
    { time: '4:00 PM - 10:00 PM', type: 'peak', prices: bandPrices(table, 'peak') },
    { time: '10:00 PM - 6:00 AM', type: 'night', prices: bandPrices(table, 'offPeak') },
    { time: 'Saturday and Sunday, all day', type: 'weekend', prices: bandPrices(table, 'weekend') },
  ];
}

/** The schedule table of the seeded rates. */
export const scheduleSlots: readonly ScheduleSlot[] = scheduleSlotsOf();

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
