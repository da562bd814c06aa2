/**
 * System Settings (/admin/settings): the centre's details the public site shows and the booking rules staff own,
 * with the validation the owners' form and the server share (clear messages per field), and the defaults the
 * database starts with (the values app/config/site.ts ships with).
 */
import { z } from '../shared/zod';
import type { RefundSchedule } from '../money/refundPolicy';

/** An Indian mobile or landline as shown: 10 digits, optionally after +91 or 0, spaces and dashes allowed. */
export function indianPhoneProblem(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '').replace(/^\+91|^0/, '');
  return /^[1-9]\d{9}$/.test(digits) ? null : 'Enter an Indian 10-digit number, such as +91 98765 43210.';
}

const text = (label: string, max: number) =>
  z
    .string({ error: `Expected ${label}.` })
    .check(
      z.trim(),
      z.minLength(1, { error: `${label} is required.` }),
      z.maxLength(max, { error: `Use at most ${max} characters.` }),
    );

const phone = z.string({ error: 'Expected a phone number.' }).check(
  z.trim(),
  z.refine((v) => indianPhoneProblem(v) === null, { error: indianPhoneProblem('') ?? '' }),
);

const url = z
  .string({ error: 'Expected a link.' })
  .check(
    z.trim(),
    z.maxLength(500, { error: 'Use at most 500 characters.' }),
    z.regex(/^https:\/\/[^\s]+$/, { error: 'Enter a full link starting with https://.' }),
  );

const clock = z
  .string({ error: 'Expected a time.' })
  .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, { error: 'Enter a time as HH:MM, from 00:00 to 24:00.' }));

const hours = z
  .object({ opens: clock, closes: clock })
  .check(z.refine((h) => h.closes > h.opens, { error: 'Closing time must be after opening time.', path: ['closes'] }));

const whole = (label: string, min: number, max: number) =>
  z
    .number({ error: `Expected a number for ${label}.` })
    .check(
      z.int({ error: `${label} must be a whole number.` }),
      z.minimum(min, { error: min === 0 ? `${label} cannot be negative.` : `${label} must be at least ${min}.` }),
      z.maximum(max, { error: `${label} can be at most ${max}.` }),
    );

export const siteSettingsSchema = z.object({
  name: text('The centre name', 80),
  phones: z.object({ sports: phone, cafe: phone, academy: phone, support: phone }),
  email: z
    .string({ error: 'Expected an email.' })
    .check(z.trim(), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: 'Enter an email address such as hello@pod.in.' })),
  address: text('The address', 200),
  mapUrl: url,
  hours: z.object({ sports: hours, cafe: hours }),
  social: z.object({ instagram: url, facebook: url, youtube: url }),
  booking: z
    .object({
      daysAhead: whole('Days ahead', 1, 60),
      holdMinutes: whole('Hold minutes', 5, 30),
      graceMinutes: whole('Grace minutes', 0, 60),
      refund: z.object({
        fullOverHours: whole('Full refund window', 0, 720),
        partialFromHours: whole('Partial refund window', 0, 720),
        partialPercent: whole('Partial refund percent', 0, 100),
        latePercent: whole('Late refund percent', 0, 100),
      }),
    })
    .check(
      z.refine((b) => b.refund.partialFromHours <= b.refund.fullOverHours, {
        error: 'The partial refund window must end at or before the full refund window starts.',
        path: ['refund', 'partialFromHours'],
      }),
    ),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** POST /api/admin/settings: the settings and the version they were edited from (409 when it moved meanwhile). */
export const siteSettingsSaveSchema = z.object({ settings: siteSettingsSchema, version: z.number().check(z.int()) });
/** GET /api/admin/settings and the save's answer. */
export const siteSettingsResponseSchema = z.object({ settings: siteSettingsSchema, version: z.number() });
export type SiteSettingsResponse = z.infer<typeof siteSettingsResponseSchema>;

/** What the database starts with: the site's shipped details and the rules the spec states. */
export const defaultSiteSettings: SiteSettings = {
  name: 'POD Sports Centre & Café',
  phones: {
    sports: '+91 90000 00001',
    cafe: '+91 90000 00002',
    academy: '+91 90000 00013',
    support: '+91 90000 00014',
  },
  email: 'hello@pod.example',
  address: 'OMR Service Road, Sholinganallur, Chennai, Tamil Nadu 600119',
  mapUrl: 'https://www.google.com/maps/search/?api=1&query=POD%20Sports%20Centre%2C%20Sholinganallur%2C%20Chennai',
  hours: { sports: { opens: '00:00', closes: '24:00' }, cafe: { opens: '11:00', closes: '23:00' } },
  social: {
    instagram: 'https://www.instagram.com/pod.placeholder/',
    facebook: 'https://www.facebook.com/pod.placeholder/',
    youtube: 'https://www.youtube.com/@pod.placeholder',
  },
  booking: {
    daysAhead: 7,
    holdMinutes: 10,
    graceMinutes: 5,
    refund: { fullOverHours: 24, partialFromHours: 12, partialPercent: 50, latePercent: 0 },
  },
};

/** The court refund schedule of the settings (machines/money/refundPolicy.ts reads it). */
export const courtRefundSchedule = (settings: SiteSettings): RefundSchedule => ({
  fullOverHours: settings.booking.refund.fullOverHours,
  partial: { fromHours: settings.booking.refund.partialFromHours, percent: settings.booking.refund.partialPercent },
  latePercent: settings.booking.refund.latePercent,
});

/** The days-ahead rule is the bookable rule's (machines/booking/bookable.rules.ts), where the booking check reads it. */
export { daysAheadProblem } from '../booking/bookable.rules';
