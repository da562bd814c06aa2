/**
 * Calendar dates as ISO strings ('YYYY-MM-DD'), computed with UTC arithmetic so the result never depends
 * on the runtime's time zone. "Today" is always passed in (see {@link isoDateInKolkata}); nothing here reads
 * the clock.
 */

export const weekdayShortNames = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export const weekdayLongNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export const monthShortNames = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;
export const monthLongNames = [
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

/** A calendar date split into numbers; month is 1..12. */
export interface DateParts {
  year: number;
  month: number;
  day: number;
}

/** India Standard Time offset from UTC, in minutes (no daylight saving). */
export const IST_OFFSET_MINUTES = 330;

const pad2 = (n: number) => String(n).padStart(2, '0');

/** Days in a month (month 1..12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Builds 'YYYY-MM-DD' from parts (month 1..12). */
export function toIsoDate({ year, month, day }: DateParts): string {
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}

/** Parses a real calendar date 'YYYY-MM-DD' (rejects 2026-02-30 and anything else), or null. */
export function parseIsoDate(value: unknown): DateParts | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** True for a real calendar date in 'YYYY-MM-DD' form. */
export function isIsoDate(value: unknown): value is string {
  return parseIsoDate(value) !== null;
}

function partsOrThrow(iso: string): DateParts {
  const parts = parseIsoDate(iso);
  if (!parts) throw new RangeError(`Not an ISO date: ${iso}`);
  return parts;
}

/** Day of the week of an ISO date: 0 = Sunday ... 6 = Saturday. Throws on an invalid date. */
export function dayOfWeek(iso: string): number {
  const { year, month, day } = partsOrThrow(iso);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** True on Saturday and Sunday. */
export function isWeekend(iso: string): boolean {
  const d = dayOfWeek(iso);
  return d === 0 || d === 6;
}

/** Adds (or subtracts) whole days. */
export function addDays(iso: string, days: number): string {
  const { year, month, day } = partsOrThrow(iso);
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return toIsoDate({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
}

/** The calendar date in India (Asia/Kolkata) at the instant `now`: the app's "today". */
export function isoDateInKolkata(now: Date | number): string {
  const ms = typeof now === 'number' ? now : now.getTime();
  return new Date(ms + IST_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** 'Sat, 21 Nov 2026'. Returns the input unchanged when it is not an ISO date. */
export function formatDisplayDate(iso: string): string {
  const parts = parseIsoDate(iso);
  if (!parts) return iso;
  return `${weekdayShortNames[dayOfWeek(iso)]}, ${parts.day} ${monthShortNames[parts.month - 1]} ${parts.year}`;
}

/** '21 November 2026, 10:00 AM' style date and time in India for an instant (receipts). */
export function formatKolkataDateTime(now: Date | number): string {
  const ms = typeof now === 'number' ? now : now.getTime();
  const shifted = new Date(ms + IST_OFFSET_MINUTES * 60_000);
  const hours = shifted.getUTCHours();
  const minutes = shifted.getUTCMinutes();
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${shifted.getUTCDate()} ${monthLongNames[shifted.getUTCMonth()]} ${shifted.getUTCFullYear()}, ${h12}:${pad2(minutes)} ${suffix}`;
}

/** 'Tuesday, 1 December 2026'. Returns the input unchanged when it is not an ISO date. */
export function formatLongDate(iso: string): string {
  const parts = parseIsoDate(iso);
  if (!parts) return iso;
  return `${weekdayLongNames[dayOfWeek(iso)]}, ${parts.day} ${monthLongNames[parts.month - 1]} ${parts.year}`;
}

/** The same day number `months` months away, clamped to that month's length ('2026-01-31' + 1 -> '2026-02-28'). */
export function addMonths(iso: string, months: number): string {
  const { year, month, day } = partsOrThrow(iso);
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const y = first.getUTCFullYear();
  const m = first.getUTCMonth() + 1;
  return toIsoDate({ year: y, month: m, day: Math.min(day, daysInMonth(y, m)) });
}

/** A duration in hours as read: '1 hour', '1.5 hours', '4 hours'. */
export function formatHours(hours: number): string {
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}
