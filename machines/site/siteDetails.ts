/**
 * The centre's details as the public pages show them, from System Settings (machines/admin/settings.ts): opening
 * hours as words and as structured data, the one-line address in its parts, and the settings a page is served with
 * read back safely. Pure, and no zod: every page reads the settings, and this module is in the pages' shared bundle.
 */
import type { SiteSettings } from '../admin/settings';

/** Opening and closing time of a day, 'HH:MM' (24 h; '24:00' is midnight at the end of the day). */
export interface DailyHours {
  opens: string;
  closes: string;
}

/** Whether the hours are the whole day (open round the clock). */
export const isAllDay = (hours: DailyHours) => hours.opens === '00:00' && hours.closes === '24:00';

/** '06:30' -> '6:30 AM', '23:00' -> '11 PM', '24:00' -> 'midnight'. */
export function clockText(time: string): string {
  if (time === '24:00' || time === '00:00') return 'midnight';
  const [h = 0, m = 0] = time.split(':').map(Number);
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}${m === 0 ? '' : `:${String(m).padStart(2, '0')}`} ${h < 12 ? 'AM' : 'PM'}`;
}

/** The hours in words: 'Open 24 hours, 7 days a week', or '11 AM – 11 PM daily'. */
export function hoursText(hours: DailyHours): string {
  return isAllDay(hours) ? 'Open 24 hours, 7 days a week' : `${hoursRange(hours)} daily`;
}

/** The hours as a range: 'Open 24/7', or '11 AM – 11 PM'. */
export function hoursRange(hours: DailyHours): string {
  return isAllDay(hours) ? 'Open 24/7' : `${clockText(hours.opens)} – ${clockText(hours.closes)}`;
}

/** The hours in a few words (the footer): 'Open 24 hours', or 'Open 6 AM – 11 PM'. */
export function shortHoursText(hours: DailyHours): string {
  return isAllDay(hours) ? 'Open 24 hours' : `Open ${hoursRange(hours)}`;
}

/** The hours as structured data takes them: round the clock, or the day's times ('24:00' as '23:59'). */
export function openingHoursOf(hours: DailyHours): DailyHours | 'always' {
  if (isAllDay(hours)) return 'always';
  return { opens: hours.opens, closes: hours.closes === '24:00' ? '23:59' : hours.closes };
}

/** A postal address in its parts (what structured data lists). */
export interface PostalParts {
  street: string;
  locality: string;
  city: string;
  region: string;
  postalCode: string;
}

/**
 * The parts of a one-line Indian address written 'street, locality, city, region PIN' (the settings' form); a line
 * in another shape is all street.
 */
export function postalPartsOf(line: string): PostalParts {
  const parts = line.split(',').map((part) => part.trim());
  const last = /^(.*?)\s*(\d{6})$/.exec(parts.at(-1) ?? '');
  if (parts.length < 4 || !last || !last[1])
    return { street: line.trim(), locality: '', city: '', region: '', postalCode: '' };
  return {
    street: parts.slice(0, -3).join(', '),
    locality: parts.at(-3)!,
    city: parts.at(-2)!,
    region: last[1],
    postalCode: last[2]!,
  };
}

/** The address as lines: 'street', 'locality, city', 'region PIN' (the whole line when it has another shape). */
export function addressLines(line: string): string[] {
  const { street, locality, city, region, postalCode } = postalPartsOf(line);
  return region ? [street, `${locality}, ${city}`, `${region} ${postalCode}`] : [line];
}

/** The place in a few words, 'Sholinganallur, Chennai' (empty when the address has another shape). */
export function placeOf(line: string): string {
  const { locality, city } = postalPartsOf(line);
  return [locality, city].filter(Boolean).join(', ');
}

/** `value` where it has the shape of `fallback` (every leaf of the same type), `fallback`'s leaves elsewhere. */
function shaped<T>(value: unknown, fallback: T): T {
  if (typeof fallback !== 'object' || fallback === null)
    return typeof value === typeof fallback ? (value as T) : fallback;
  if (typeof value !== 'object' || value === null) return fallback;
  const given = value as Record<string, unknown>;
  return Object.fromEntries(Object.entries(fallback).map(([key, leaf]) => [key, shaped(given[key], leaf)])) as T;
}

/**
 * The settings a page was given (GET /api/site, a served page's data; the server checked them when they were saved),
 * with `fallback`'s value wherever one is missing or of another type.
 */
export const siteSettingsOf = (value: unknown, fallback: SiteSettings): SiteSettings => shaped(value, fallback);
