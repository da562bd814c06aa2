import { describe, expect, it } from 'vitest';
import {
  calendarDays,
  calendarWeekdays,
  initialMonth,
  isPast,
  isSelectableDate,
  monthGrid,
  monthLabel,
  monthOf,
  nextMonth,
  prevMonth,
  weekdayFilterLabel,
} from '../../../machines/booking/calendar';

const TODAY = '2026-11-21'; // Saturday

describe('calendar', () => {
  it('opens on the month after today', () => {
    expect(initialMonth(TODAY)).toEqual({ year: 2026, month: 12 });
    expect(initialMonth('2026-12-31')).toEqual({ year: 2027, month: 1 });
    expect(monthOf(TODAY)).toEqual({ year: 2026, month: 11 });
  });
  it('previous and next wrap years', () => {
    expect(nextMonth({ year: 2026, month: 12 })).toEqual({ year: 2027, month: 1 });
    expect(prevMonth({ year: 2027, month: 1 })).toEqual({ year: 2026, month: 12 });
    expect(prevMonth({ year: 2026, month: 5 })).toEqual({ year: 2026, month: 4 });
    expect(monthLabel({ year: 2026, month: 12 })).toBe('December 2026');
  });
  it('grids a month with leading blanks, Sunday first', () => {
    expect(calendarWeekdays[0]).toBe('Sun');
    const dec = monthGrid({ year: 2026, month: 12 }); // 1 Dec 2026 is a Tuesday
    expect(dec.slice(0, 3)).toEqual([null, null, '2026-12-01']);
    expect(dec.filter(Boolean)).toHaveLength(31);
    expect(monthGrid({ year: 2026, month: 2 }).filter(Boolean)).toHaveLength(28);
    expect(monthGrid({ year: 2026, month: 11 })[0]).toBe('2026-11-01'); // a Sunday: no blank
  });
  it('past dates are disabled, today is not', () => {
    expect(isPast('2026-11-20', TODAY)).toBe(true);
    expect(isPast(TODAY, TODAY)).toBe(false);
    const nov = calendarDays({ year: 2026, month: 11 }, { today: TODAY });
    const day = (d: number) => nov.find((c) => c?.day === d)!;
    expect(day(20)).toMatchObject({ isPast: true, disabled: true });
    expect(day(21)).toMatchObject({ isPast: false, disabled: false, isWeekend: true, price: 500 });
    expect(day(23)).toMatchObject({ disabled: false, isWeekend: false, price: 350 });
  });
  it('the weekdays-only filter hides weekends and relabels the toggle', () => {
    const dec = calendarDays(
      { year: 2026, month: 12 },
      { today: TODAY, weekdaysOnly: true, selectedDate: '2026-12-07' },
    );
    const days = dec.filter((c) => c !== null);
    expect(days.filter((d) => d.filteredOut).every((d) => d.isWeekend && d.disabled)).toBe(true);
    expect(days.filter((d) => !d.disabled).every((d) => d.price === 350)).toBe(true);
    expect(days.find((d) => d.date === '2026-12-07')!.isSelected).toBe(true);
    expect(weekdayFilterLabel(false, 350)).toBe('₹350 Only');
    expect(weekdayFilterLabel(true, 350)).toBe('Show All');
    expect(weekdayFilterLabel(false, 1000)).toBe('₹1,000 Only');
    expect(isSelectableDate('2026-12-05', TODAY, true)).toBe(false);
    expect(isSelectableDate('2026-12-05', TODAY, false)).toBe(true);
    expect(isSelectableDate('2026-11-01', TODAY)).toBe(false);
  });
});
