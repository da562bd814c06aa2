import { useTheme } from '@emotion/react';
import { ChevronLeft, ChevronRight, Filter } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { CalendarDayState, CalendarDayView, CalendarKey } from '../../../machines/booking/calendar.view';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { calendarStyles as s } from './BookingCalendar.styles';

/** The states of a day cell, on the DOM as `data-state` (the view model decides which one a day has). */
export const calendarDayStates = [
  'available',
  'selected',
  'past',
  'filtered',
] as const satisfies readonly CalendarDayState[];

const weekdays = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const;

export interface BookingCalendarProps {
  /** The visible month as read ('December 2026'): the grid's name. */
  monthLabel: string;
  /** The month's cells, Sunday first: `null` for leading blanks, then one day per date (from `calendarView`). */
  days: ReadonlyArray<CalendarDayView | null>;
  /** Whether the weekdays-only (₹350) filter is on. */
  weekdaysOnly: boolean;
  /** False on today's month: Previous month is disabled. */
  canGoPrev: boolean;
  /** The filter button's label ('₹350 Only' while all days show, 'Show All' while filtered to weekdays). */
  filterLabel: string;
  /** The line beside the filter button. */
  filterHint: string;
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

/** The keys the grid handles (APG date picker); each day carries where they move focus. */
const navigationKeys = [
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
] as const satisfies readonly CalendarKey[];
const isNavigationKey = (key: string): key is CalendarKey => (navigationKeys as readonly string[]).includes(key);

/**
 * The booking calendar: a month grid (role grid, APG date-picker keys), previous/next month buttons, and the
 * weekdays-only filter toggle. Arrow keys move a day or a week, Home/End go to the start/end of the week,
 * PageUp/PageDown change the month; moving past the month's edge shows the neighbouring month. Past and
 * filtered-out dates stay focusable (their state is read out) but cannot be picked. Each day shows its hourly price.
 */
export function BookingCalendar({
  monthLabel,
  days,
  weekdaysOnly,
  canGoPrev,
  filterLabel,
  filterHint,
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

  const dates = days.filter((d): d is CalendarDayView => d !== null);
  const inMonth = (date: string | null) => date !== null && dates.some((d) => d.date === date);
  const selected = dates.find((d) => d.isSelected)?.date ?? null;
  const firstFree = dates.find((d) => !d.disabled)?.date ?? dates[0]?.date ?? null;
  const tabbable = inMonth(focusDate) ? focusDate : inMonth(selected) ? selected : firstFree;

  useEffect(() => {
    if (!pendingFocus.current || focusDate === null) return;
    const button = gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focusDate}"]`);
    if (button) {
      pendingFocus.current = false;
      button.focus();
    }
  }, [days, focusDate]);

  /** Arrow keys, Home/End and PageUp/PageDown: the day's precomputed moves (absent before today's month). */
  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, day: CalendarDayView) => {
    const { key } = event;
    if (!isNavigationKey(key)) return;
    event.preventDefault();
    const move = day.moves[key];
    if (!move) return;
    pendingFocus.current = true;
    setFocusDate(move.date);
    if (move.month === 'previous') onPrevMonth();
    else if (move.month === 'next') onNextMonth();
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

  const rows: Array<Array<CalendarDayView | null>> = [];
  const cells = [...days];
  while (cells.length % 7 !== 0) cells.push(null);
  for (let i = 0; i < cells.length; i += 7) rows.push(cells.slice(i, i + 7));

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
          {monthLabel}
        </p>
        <button type="button" css={s.navButton(theme)} aria-label="Next month" onClick={goNext}>
          <ChevronRight aria-hidden="true" />
        </button>
      </div>
      <div css={s.toolbar(theme)}>
        <p id={filterHintId} css={s.legend(theme)}>
          {filterHint}
        </p>
        <button
          type="button"
          css={s.filter(theme)}
          data-state={weekdaysOnly ? 'on' : 'off'}
          aria-describedby={filterHintId}
          onClick={onToggleWeekdaysOnly}
        >
          <Filter aria-hidden="true" />
          {filterLabel}
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
                    data-state={day.state}
                    data-weekend={day.isWeekend}
                    css={s.day(theme)}
                    tabIndex={day.date === tabbable ? 0 : -1}
                    aria-disabled={day.disabled || undefined}
                    aria-current={day.isToday ? 'date' : undefined}
                    onFocus={() => setFocusDate(day.date)}
                    onKeyDown={(event) => handleKeyDown(event, day)}
                    onClick={() => {
                      if (!day.disabled) onSelectDate(day.date);
                    }}
                  >
                    <span data-part="day">
                      <VisuallyHidden>{day.weekday}, </VisuallyHidden>
                      {day.day}
                      <VisuallyHidden> {monthLabel}, </VisuallyHidden>
                    </span>
                    <span data-part="price">
                      {day.price === null ? <span aria-hidden="true">–</span> : day.price}
                      <VisuallyHidden>{day.note}</VisuallyHidden>
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
