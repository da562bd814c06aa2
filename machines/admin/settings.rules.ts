/**
 * System Settings' rules, without zod (pages use them, and this module stays out of the pages' shared bundle): what
 * the settings start with (the database's row until an owner saves: the site's shipped details and the rules the spec
 * states), and the booking rules the server and the pages derive from them.
 */
import { messageKinds, type MessageKind } from '../messages/messages';
import type { RefundSchedule } from '../money/refundPolicy';
import type { SiteSettings } from './settings';

/** What the database starts with. */
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
  notifications: Object.fromEntries(messageKinds.map((kind) => [kind, true])) as Record<MessageKind, boolean>,
};

/**
 * When a hold made at `atMs` ends for its visitor (pressing pay is refused after it), and until when its slots stay
 * kept for it: the grace after the end lets a payment finished in the provider's dialog at the last moment still
 * settle onto its slots before anyone else can hold them.
 */
export function holdTimes(rules: SiteSettings['booking'], atMs: number): { endsAt: Date; slotsKeptUntil: Date } {
  const endsAt = atMs + rules.holdMinutes * 60_000;
  return { endsAt: new Date(endsAt), slotsKeptUntil: new Date(endsAt + rules.graceMinutes * 60_000) };
}

/** The court refund schedule of the settings (machines/money/refundPolicy.ts reads it). */
export const courtRefundSchedule = (settings: SiteSettings): RefundSchedule => ({
  fullOverHours: settings.booking.refund.fullOverHours,
  partial: { fromHours: settings.booking.refund.partialFromHours, percent: settings.booking.refund.partialPercent },
  latePercent: settings.booking.refund.latePercent,
});

/** The days-ahead rule is the bookable rule's (machines/booking/bookable.rules.ts), where the booking check reads it. */
export { daysAheadProblem } from '../booking/bookable.rules';
