import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  dayOfWeek,
  daysInMonth,
  formatDisplayDate,
  formatHours,
  formatLongDate,
  formatKolkataDateTime,
  isIsoDate,
  isoDateInKolkata,
  isWeekend,
  parseIsoDate,
  toIsoDate,
} from '../../../machines/time/dates';
import { FIXED_NOW } from '../../../stories/fixtures/clock';

describe('ISO dates', () => {
  it('parses real dates only', () => {
    expect(parseIsoDate('2026-11-21')).toEqual({ year: 2026, month: 11, day: 21 });
    expect(parseIsoDate('2026-02-29')).toBeNull();
    expect(parseIsoDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseIsoDate('2026-13-01')).toBeNull();
    expect(parseIsoDate('2026-1-01')).toBeNull();
    expect(parseIsoDate(20261121)).toBeNull();
    expect(isIsoDate('2026-11-31')).toBe(false);
  });
  it('builds, counts and adds', () => {
    expect(toIsoDate({ year: 2026, month: 1, day: 5 })).toBe('2026-01-05');
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2026, 12)).toBe(31);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
  it('knows the weekday', () => {
    expect(dayOfWeek('2026-11-21')).toBe(6); // Saturday
    expect(dayOfWeek('2026-11-22')).toBe(0);
    expect(dayOfWeek('2026-11-23')).toBe(1);
    expect(isWeekend('2026-11-21')).toBe(true);
    expect(isWeekend('2026-11-20')).toBe(false);
    expect(() => dayOfWeek('nope')).toThrow(RangeError);
  });
  it('computes today in India from an instant', () => {
    expect(isoDateInKolkata(FIXED_NOW)).toBe('2026-11-21');
    // 20:00 UTC is 01:30 the next day in India.
    expect(isoDateInKolkata(Date.UTC(2026, 10, 21, 20, 0))).toBe('2026-11-22');
  });
  it('formats for display', () => {
    expect(formatDisplayDate('2026-11-21')).toBe('Sat, 21 Nov 2026');
    expect(formatDisplayDate('not a date')).toBe('not a date');
    expect(formatKolkataDateTime(FIXED_NOW)).toBe('21 November 2026, 10:00 AM');
    expect(formatKolkataDateTime(Date.UTC(2026, 10, 21, 18, 35))).toBe('22 November 2026, 12:05 AM');
    expect(formatKolkataDateTime(Date.UTC(2026, 10, 21, 8, 0))).toBe('21 November 2026, 1:30 PM');
  });
});

describe('booking display dates', () => {
  it('reads a long date, or returns what is not a date', () => {
    expect(formatLongDate('2026-12-01')).toBe('Tuesday, 1 December 2026');
    expect(formatLongDate('2026-11-21')).toBe('Saturday, 21 November 2026');
    expect(formatLongDate('tomorrow')).toBe('tomorrow');
  });
  it('adds months, clamped to the month length', () => {
    expect(addMonths('2026-12-06', 1)).toBe('2027-01-06');
    expect(addMonths('2026-12-06', -1)).toBe('2026-11-06');
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-03-31', -1)).toBe('2028-02-29');
  });
  it('reads hours', () => {
    expect(formatHours(1)).toBe('1 hour');
    expect(formatHours(1.5)).toBe('1.5 hours');
    expect(formatHours(4)).toBe('4 hours');
  });
});
