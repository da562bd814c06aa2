/**
 * Display helpers shared by the booking patterns. The design system may not run code from machines/, so the
 * few formatters the booking widgets need live here. They are pure: dates are ISO strings ('YYYY-MM-DD'),
 * computed with UTC arithmetic so the result never depends on the time zone, and nothing reads the clock.
 */

const weekdayLong = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const weekdayShort = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const monthLong = [
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
const monthShort = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** Groups digits the Indian way: 100000 -> '1,00,000'. */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${head},${digits.slice(-3)}`;
}

/** '₹1,299'; fractions show two decimals ('₹12.50'). Same output as machines/money formatRupees. */
export function formatPrice(rupees: number): string {
  if (!Number.isFinite(rupees)) return '₹0';
  const paise = Math.round(Math.abs(rupees) * 100);
  const whole = groupIndian(String(Math.floor(paise / 100)));
  const fraction = paise % 100;
  const text = fraction === 0 ? whole : `${whole}.${String(fraction).padStart(2, '0')}`;
  return `${rupees < 0 && paise !== 0 ? '-' : ''}₹${text}`;
}

interface Parts {
  year: number;
  month: number;
  day: number;
  weekday: number;
}

function parts(iso: string): Parts | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return { year, month, day, weekday: date.getUTCDay() };
}

/** 'Tuesday, 1 December 2026' (the input unchanged when it is not an ISO date). */
export function formatLongDate(iso: string): string {
  const p = parts(iso);
  return p ? `${weekdayLong[p.weekday]}, ${p.day} ${monthLong[p.month - 1]} ${p.year}` : iso;
}

/** 'Tue, 1 Dec 2026' (the input unchanged when it is not an ISO date). */
export function formatShortDate(iso: string): string {
  const p = parts(iso);
  return p ? `${weekdayShort[p.weekday]}, ${p.day} ${monthShort[p.month - 1]} ${p.year}` : iso;
}

/** '1 hour', '1.5 hours'. */
export function formatHours(hours: number): string {
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** Adds whole days to an ISO date. */
export function shiftDate(iso: string, days: number): string {
  const p = parts(iso);
  if (!p) return iso;
  const d = new Date(Date.UTC(p.year, p.month - 1, p.day + days));
  return isoOf(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/** The same day number one or more months away, clamped to the month's length ('2026-01-31' +1 -> '2026-02-28'). */
export function shiftMonth(iso: string, months: number): string {
  const p = parts(iso);
  if (!p) return iso;
  const first = new Date(Date.UTC(p.year, p.month - 1 + months, 1));
  const year = first.getUTCFullYear();
  const month = first.getUTCMonth() + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return isoOf(year, month, Math.min(p.day, last));
}

/** The year and month (1..12) of an ISO date. */
export function monthOfDate(iso: string): { year: number; month: number } {
  return { year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)) };
}

function isoOf(year: number, month: number, day: number) {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
