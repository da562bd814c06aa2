import { useTheme } from '@emotion/react';
import { ChevronLeft, ChevronRight, Filter } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { CalendarDay, CalendarMonth } from '../../../machines/booking/calendar';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { formatPrice, monthOfDate, shiftDate, shiftMonth } from '../bookingFormat';
import { calendarStyles as s } from './BookingCalendar.styles';

/** The state of a day cell, on the DOM as `data-state`. */
export const calendarDayStates = ['available', 'selected', 'past', 'filtered'] as const;
export type CalendarDayState = (typeof calendarDayStates)[number];

/** The filter button's label: '₹350 Only' while all days show, 'Show All' while filtered to weekdays (spec §2). */
export const weekdayFilterLabels = { off: '₹350 Only', on: 'Show All' } as const;

const weekdays = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const;
const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export interface BookingCalendarProps {
  /** The visible month (month 1..12). */
  month: CalendarMonth;
  /** The month's cells, Sunday first: `null` for leading blanks, then one day per date (from `calendarDays`). */
  days: ReadonlyArray<CalendarDay | null>;
  /** Today's date ('YYYY-MM-DD'): marked with `aria-current="date"`; months before it cannot be shown. */
  today: string;
  /** Whether the weekdays-only (₹350) filter is on. */
  weekdaysOnly: boolean;
  /** Called with the date a visitor picks (never a past or filtered-out date). */
  onSelectDate: (date: string) => void;
  /** Show the previous month (button, PageUp, or an arrow key past the first day). */
  onPrevMonth: () => void;
  /** Show the next month (button, PageDown, or an arrow key past the last day). */
  onNextMonth: () => void;
  /** Toggle the weekdays-only filter. */
  onToggleWeekdaysOnly: () => void;
  /** Heading text above the grid, e.g. "Select Date". */
  label?: string;
  /** Class for the root (layout from the parent). */
  className?: string;
}

const monthIndex = ({ year, month }: CalendarMonth) => year * 12 + month;

function dayState(day: CalendarDay): CalendarDayState {
  if (day.isPast) return 'past';
  if (day.filteredOut) return 'filtered';
  return day.isSelected ? 'selected' : 'available';
}

/** What follows the price in a day's accessible name. */
function dayNote(day: CalendarDay): string {
  if (day.isPast) return ' per hour, unavailable (past)';
  if (day.filteredOut) return 'weekend, hidden by the ₹350 filter';
  return ' per hour';
}

const weekdayOf = (date: string) => weekdays[new Date(`${date}T00:00:00Z`).getUTCDay()]?.[1] ?? '';

/**
 * The booking calendar: a month grid (role grid, APG date-picker keys), previous/next month buttons, and the
 * weekdays-only filter toggle. Arrow keys move a day or a week, Home/End go to the start/end of the week,
 * PageUp/PageDown change the month; moving past the month's edge shows the neighbouring month. Past and
 * filtered-out dates stay focusable (their state is read out) but cannot be picked. Each day shows its hourly price.
 */
export function BookingCalendar({
  month,
  days,
  today,
  weekdaysOnly,
  onSelectDate,
  onPrevMonth,
  onNextMonth,
  onToggleWeekdaysOnly,
  label = 'Select Date',
  className,
}: BookingCalendarProps) {
  const theme = useTheme();
  const headingId = useId();
  const captionId = useId();
  const filterHintId = useId();
  const gridRef = useRef<HTMLDivElement>(null);
  const [focusDate, setFocusDate] = useState<string | null>(null);
  const pendingFocus = useRef(false);

  const dates = days.filter((d): d is CalendarDay => d !== null);
  const inMonth = (date: string | null) => date !== null && dates.some((d) => d.date === date);
  const selected = dates.find((d) => d.isSelected)?.date ?? null;
  const firstFree = dates.find((d) => !d.disabled)?.date ?? dates[0]?.date ?? null;
  const tabbable = inMonth(focusDate) ? focusDate : inMonth(selected) ? selected : firstFree;
  const canGoPrev = monthIndex(month) > monthIndex(monthOfDate(today));

  useEffect(() => {
    if (!pendingFocus.current || focusDate === null) return;
    const button = gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focusDate}"]`);
    if (button) {
      pendingFocus.current = false;
      button.focus();
    }
  }, [days, focusDate]);

  const moveTo = (target: string) => {
    const targetMonth = monthIndex(monthOfDate(target));
    const current = monthIndex(month);
    if (targetMonth < monthIndex(monthOfDate(today))) return;
    pendingFocus.current = true;
    setFocusDate(target);
    if (targetMonth < current) onPrevMonth();
    else if (targetMonth > current) onNextMonth();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const moves: Record<string, () => string> = {
      ArrowLeft: () => shiftDate(date, -1),
      ArrowRight: () => shiftDate(date, 1),
      ArrowUp: () => shiftDate(date, -7),
      ArrowDown: () => shiftDate(date, 7),
      Home: () => shiftDate(date, -weekday),
      End: () => shiftDate(date, 6 - weekday),
      PageUp: () => shiftMonth(date, -1),
      PageDown: () => shiftMonth(date, 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveTo(move());
  };

  const goPrev = () => {
    if (!canGoPrev) return;
    setFocusDate(null);
    onPrevMonth();
  };
  const goNext = () => {
    setFocusDate(null);
    onNextMonth();
  };

  const rows: Array<Array<CalendarDay | null>> = [];
  const cells = [...days];
  while (cells.length % 7 !== 0) cells.push(null);
  for (let i = 0; i < cells.length; i += 7) rows.push(cells.slice(i, i + 7));

  const monthText = `${monthNames[month.month - 1]} ${month.year}`;

  return (
    <section css={s.root(theme)} className={className} aria-labelledby={headingId} data-weekdays-only={weekdaysOnly}>
      <h3 id={headingId} css={s.legend(theme)} data-part="label">
        {label}
      </h3>
      <div css={s.header(theme)}>
        <button
          type="button"
          css={s.navButton(theme)}
          aria-label="Previous month"
          aria-disabled={!canGoPrev || undefined}
          onClick={goPrev}
        >
          <ChevronLeft aria-hidden="true" />
        </button>
        <p id={captionId} css={s.caption(theme)} aria-live="polite">
          {monthText}
        </p>
        <button type="button" css={s.navButton(theme)} aria-label="Next month" onClick={goNext}>
          <ChevronRight aria-hidden="true" />
        </button>
      </div>
      <div css={s.toolbar(theme)}>
        <p id={filterHintId} css={s.legend(theme)}>
          {weekdaysOnly ? 'Showing weekdays only (₹350 per hour).' : 'Weekdays ₹350, weekends ₹500 per hour.'}
        </p>
        <button
          type="button"
          css={s.filter(theme)}
          data-state={weekdaysOnly ? 'on' : 'off'}
          aria-describedby={filterHintId}
          onClick={onToggleWeekdaysOnly}
        >
          <Filter aria-hidden="true" />
          {weekdaysOnly ? weekdayFilterLabels.on : weekdayFilterLabels.off}
        </button>
      </div>
      <div ref={gridRef} role="grid" aria-labelledby={captionId} css={s.grid(theme)}>
        <div role="row" css={s.row(theme)}>
          {weekdays.map(([short, long]) => (
            <div key={short} role="columnheader" css={s.columnHeader(theme)}>
              <span aria-hidden="true">{short}</span>
              <VisuallyHidden>{long}</VisuallyHidden>
            </div>
          ))}
        </div>
        {rows.map((row, r) => (
          <div role="row" key={row.find((c) => c)?.date ?? `row-${r}`} css={s.row(theme)}>
            {row.map((day, c) =>
              day === null ? (
                <div role="gridcell" key={`blank-${r}-${c}`} />
              ) : (
                <div role="gridcell" key={day.date} aria-selected={day.isSelected}>
                  <button
                    type="button"
                    data-date={day.date}
                    data-state={dayState(day)}
                    data-weekend={day.isWeekend}
                    css={s.day(theme)}
                    tabIndex={day.date === tabbable ? 0 : -1}
                    aria-disabled={day.disabled || undefined}
                    aria-current={day.date === today ? 'date' : undefined}
                    onFocus={() => setFocusDate(day.date)}
                    onKeyDown={(event) => handleKeyDown(event, day.date)}
                    onClick={() => {
                      if (!day.disabled) onSelectDate(day.date);
                    }}
                  >
                    <span data-part="day">
                      <VisuallyHidden>{weekdayOf(day.date)}, </VisuallyHidden>
                      {day.day}
                      <VisuallyHidden> {monthText}, </VisuallyHidden>
                    </span>
                    <span data-part="price">
                      {day.filteredOut ? <span aria-hidden="true">–</span> : formatPrice(day.price)}
                      <VisuallyHidden>{dayNote(day)}</VisuallyHidden>
                    </span>
                  </button>
                </div>
              ),
            )}
          </div>
        ))}
      </div>
    </section>
  );
}
