/**
 * The booking calendar, ready to draw: each day's state, note and accessible name, the month's label and the
 * arrow-key moves (APG date picker). Pure: "today" is an input, nothing reads the clock (see ./booking.view.ts).
 */
import { formatHourlyRate, formatRupees } from '../money/money';
import { addDays, addMonths, dayOfWeek, weekdayLongNames } from '../time/dates';
import {
  calendarDays,
  monthLabel,
  monthOf,
  weekdayFilterLabel,
  type CalendarDay,
  type CalendarMonth,
} from './calendar';
import { defaultSportRates, weekdayFrom, type SportRates } from './rates';

/** The keys that move focus in the calendar grid (APG date picker). */
export const calendarKeys = [
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
] as const;
export type CalendarKey = (typeof calendarKeys)[number];

/** Where a key takes focus: a date, and whether it lies in the visible month or the one before or after. */
export interface CalendarMove {
  date: string;
  month: 'previous' | 'same' | 'next';
}

/** The state of a day cell, on the DOM as `data-state`. */
export const calendarDayStates = ['available', 'selected', 'past', 'filtered'] as const;
export type CalendarDayState = (typeof calendarDayStates)[number];

/** One day of the calendar, ready to draw. */
export interface CalendarDayView {
  /** 'YYYY-MM-DD'. */
  date: string;
  /** Day of the month. */
  day: number;
  /** 'Tuesday' (read before the day number). */
  weekday: string;
  state: CalendarDayState;
  isWeekend: boolean;
  isSelected: boolean;
  /** Past or filtered out: focusable, but cannot be picked. */
  disabled: boolean;
  /** Today: `aria-current="date"`. */
  isToday: boolean;
  /** The hourly price shown ('₹350'), or null when the weekdays-only filter hides the day (a dash shows). */
  price: string | null;
  /** Read after the price: ' per hour', ' per hour, unavailable (past)' or the filter note. */
  note: string;
  /** Where each key moves focus; a key is absent when it would leave the bookable months. */
  moves: Partial<Record<CalendarKey, CalendarMove>>;
}

/** The calendar, ready to draw. */
export interface CalendarView {
  /** 'December 2026'. */
  monthLabel: string;
  /** Leading blanks (null), then one cell per date, Sunday first. */
  days: ReadonlyArray<CalendarDayView | null>;
  weekdaysOnly: boolean;
  /** False on the month of today: Previous month is disabled. */
  canGoPrev: boolean;
  /** The filter toggle: '₹350 Only' or 'Show All'. */
  filterLabel: string;
  /** The line beside the toggle. */
  filterHint: string;
}

const monthIndex = ({ year, month }: CalendarMonth) => year * 12 + month;

function dayStateOf(day: CalendarDay): CalendarDayState {
  if (day.isPast) return 'past';
  if (day.filteredOut) return 'filtered';
  return day.isSelected ? 'selected' : 'available';
}

function dayNoteOf(day: CalendarDay, rates: SportRates): string {
  const dearer = [
    !day.isWeekend && rates.peak !== rates.offPeak ? 'peak hours' : null,
    rates.lights !== null && rates.lights > day.price ? 'hours with lights' : null,
  ].filter((text) => text !== null);
  const perHour = dearer.length > 0 ? ` per hour or more (${dearer.join(' and ')} cost more)` : ' per hour';
  if (day.isPast) return `${perHour}, unavailable (past)`;
  if (day.filteredOut) return `weekend, hidden by the ${formatRupees(weekdayFrom(rates))} filter`;
  return perHour;
}

function movesOf(date: string, visible: CalendarMonth, today: string): Partial<Record<CalendarKey, CalendarMove>> {
  const weekday = dayOfWeek(date);
  const targets: Record<CalendarKey, string> = {
    ArrowLeft: addDays(date, -1),
    ArrowRight: addDays(date, 1),
    ArrowUp: addDays(date, -7),
    ArrowDown: addDays(date, 7),
    Home: addDays(date, -weekday),
    End: addDays(date, 6 - weekday),
    PageUp: addMonths(date, -1),
    PageDown: addMonths(date, 1),
  };
  const first = monthIndex(monthOf(today));
  const current = monthIndex(visible);
  const moves: Partial<Record<CalendarKey, CalendarMove>> = {};
  for (const key of calendarKeys) {
    const target = targets[key];
    const index = monthIndex(monthOf(target));
    if (index < first) continue;
    moves[key] = { date: target, month: index < current ? 'previous' : index > current ? 'next' : 'same' };
  }
  return moves;
}

/** The sport's lights and two-hour prices as the calendar's hint adds them (' With lights (6 PM-6 AM) ₹1,200 per hour.'). */
function extrasNote(rates: SportRates): string {
  const lights = rates.lights === null ? '' : ` With lights (6 PM-6 AM) ${formatHourlyRate(rates.lights)}.`;
  const twoHours = rates.twoHours === null ? '' : ` 2 hours for ${formatRupees(rates.twoHours)}.`;
  return lights + twoHours;
}

/** The visible month's cells with the filter applied, prices formatted and key moves computed. */
export function calendarView(
  month: CalendarMonth,
  options: { today: string; weekdaysOnly: boolean; selectedDate: string | null; rates?: SportRates },
): CalendarView {
  const { today, weekdaysOnly, selectedDate, rates = defaultSportRates } = options;
  const weekday = weekdayFrom(rates);
  const weekdayText =
    rates.peak === rates.offPeak
      ? formatRupees(weekday)
      : `${formatRupees(rates.offPeak)} off-peak, ${formatRupees(rates.peak)} peak`;
  return {
    monthLabel: monthLabel(month),
    days: calendarDays(month, { today, weekdaysOnly, selectedDate, rates }).map((day) =>
      day === null
        ? null
        : {
            date: day.date,
            day: day.day,
            weekday: weekdayLongNames[dayOfWeek(day.date)] ?? '',
            state: dayStateOf(day),
            isWeekend: day.isWeekend,
            isSelected: day.isSelected,
            disabled: day.disabled,
            isToday: day.date === today,
            price: day.filteredOut ? null : formatRupees(day.price),
            note: dayNoteOf(day, rates),
            moves: movesOf(day.date, month, today),
          },
    ),
    weekdaysOnly,
    canGoPrev: monthIndex(month) > monthIndex(monthOf(today)),
    filterLabel: weekdayFilterLabel(weekdaysOnly, weekday),
    filterHint:
      (weekdaysOnly
        ? `Showing weekdays only (${rates.peak === rates.offPeak ? formatHourlyRate(weekday) : `${weekdayText} an hour`}).`
        : `Weekdays ${weekdayText}, weekends ${formatHourlyRate(rates.weekend)}.`) + extrasNote(rates),
  };
}
