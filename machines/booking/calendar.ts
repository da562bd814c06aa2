/**
 * The booking calendar: a month grid (Sunday first, leading blanks), opening on the month after today's,
 * previous/next, past dates disabled, and the weekdays-only filter (labelled with the sport's weekday rate).
 */
import { daysInMonth, dayOfWeek, isWeekend, monthLongNames, toIsoDate } from '../time/dates';
import { formatRupees } from '../money/money';
import { defaultSportRates, type SportRates } from './rates';
import { rateFor } from './slots';

/** A visible month; month is 1..12. */
export interface CalendarMonth {
  year: number;
  month: number;
}

/** Column headers, Sunday first. */
export const calendarWeekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** The month of an ISO date. */
export function monthOf(iso: string): CalendarMonth {
  return { year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)) };
}

export function nextMonth({ year, month }: CalendarMonth): CalendarMonth {
  return month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
}

export function prevMonth({ year, month }: CalendarMonth): CalendarMonth {
  return month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
}

/** The calendar opens on the month after the current one. */
export function initialMonth(today: string): CalendarMonth {
  return nextMonth(monthOf(today));
}

/** 'December 2026'. */
export function monthLabel({ year, month }: CalendarMonth): string {
  return `${monthLongNames[month - 1]} ${year}`;
}

/** A date before today is in the past (today itself is bookable). */
export function isPast(date: string, today: string): boolean {
  return date < today;
}

/** Leading blanks (null) then the ISO dates of the month. */
export function monthGrid({ year, month }: CalendarMonth): Array<string | null> {
  const first = toIsoDate({ year, month, day: 1 });
  const blanks: null[] = Array.from({ length: dayOfWeek(first) }, () => null);
  const days = Array.from({ length: daysInMonth(year, month) }, (_, i) => toIsoDate({ year, month, day: i + 1 }));
  return [...blanks, ...days];
}

export interface CalendarDay {
  date: string;
  day: number;
  isPast: boolean;
  isWeekend: boolean;
  /** The date's lowest hourly rate (badminton seeded: ₹350 weekdays, ₹500 weekends). */
  price: number;
  /** Hidden by the weekdays-only filter. */
  filteredOut: boolean;
  /** Past, or filtered out. */
  disabled: boolean;
  isSelected: boolean;
}

/** The month's cells: null for leading blanks, then a day per date. */
export function calendarDays(
  month: CalendarMonth,
  options: { today: string; weekdaysOnly?: boolean; selectedDate?: string | null; rates?: SportRates },
): Array<CalendarDay | null> {
  const { today, weekdaysOnly = false, selectedDate = null, rates = defaultSportRates } = options;
  return monthGrid(month).map((date) => {
    if (date === null) return null;
    const weekend = isWeekend(date);
    const past = isPast(date, today);
    const filteredOut = weekdaysOnly && weekend;
    return {
      date,
      day: Number(date.slice(8, 10)),
      isPast: past,
      isWeekend: weekend,
      price: rateFor(date, rates),
      filteredOut,
      disabled: past || filteredOut,
      isSelected: date === selectedDate,
    };
  });
}

/** A date can be picked when it is today or later and not filtered out. */
export function isSelectableDate(date: string, today: string, weekdaysOnly = false): boolean {
  return !isPast(date, today) && !(weekdaysOnly && isWeekend(date));
}

/**
 * The filter toggle's label: '₹350 Only' (the sport's lowest weekday rate, from the rate table) while all days show,
 * 'Show All' while filtered to weekdays.
 */
export function weekdayFilterLabel(weekdaysOnly: boolean, weekdayRate: number): string {
  return weekdaysOnly ? 'Show All' : `${formatRupees(weekdayRate)} Only`;
}
