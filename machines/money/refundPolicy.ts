/**
 * The cancellation-refund policy (spec §9, the /cancellation-refund page): how much of a payment comes back when a
 * court booking, a coaching session or an event is cancelled, by how long before its start the request arrives.
 * One rule in one place: staff's cancel on the server computes the amount with it, and the policy page and the FAQ
 * read their numbers from it.
 *
 * Every schedule has three bands: more than `fullOverHours` before the start, a full refund; from `partial.fromHours`
 * up to `fullOverHours` (both ends included: exactly 24 h before a court session is the 50% band, and so is exactly
 * 12 h), `partial.percent`; under `partial.fromHours` (a no-show and a session already started included),
 * `latePercent`. Amounts are whole paise; a share that is not whole is rounded down to the paisa.
 */
import { IST_OFFSET_MINUTES } from '../time/dates';

export const refundKinds = ['court', 'coaching', 'event'] as const;
export type RefundKind = (typeof refundKinds)[number];

export interface RefundSchedule {
  /** More than this many hours before the start: a full refund. */
  fullOverHours: number;
  /** From `fromHours` up to `fullOverHours` before the start, both included: `percent` of the payment. */
  partial: { fromHours: number; percent: number };
  /** Under `partial.fromHours` before the start (and after it): this percent. */
  latePercent: number;
}

/** The policy page's three tables. */
export const refundPolicy: Readonly<Record<RefundKind, RefundSchedule>> = {
  court: { fullOverHours: 24, partial: { fromHours: 12, percent: 50 }, latePercent: 0 },
  coaching: { fullOverHours: 48, partial: { fromHours: 24, percent: 75 }, latePercent: 25 },
  event: { fullOverHours: 7 * 24, partial: { fromHours: 3 * 24, percent: 50 }, latePercent: 0 },
};

export type RefundBand = 'full' | 'partial' | 'late';

const HOUR_MS = 3_600_000;

/** The band a cancellation `msBeforeStart` before the start falls in (negative: after the start). */
export function refundBand(schedule: RefundSchedule, msBeforeStart: number): RefundBand {
  if (msBeforeStart > schedule.fullOverHours * HOUR_MS) return 'full';
  if (msBeforeStart >= schedule.partial.fromHours * HOUR_MS) return 'partial';
  return 'late';
}

/** The percent of a band. */
export function bandPercent(schedule: RefundSchedule, band: RefundBand): number {
  return band === 'full' ? 100 : band === 'partial' ? schedule.partial.percent : schedule.latePercent;
}

/** `percent` of `paise`, rounded down to a whole paisa. */
export function shareOf(paise: number, percent: number): number {
  return Math.floor((paise * percent) / 100);
}

export interface RefundQuote {
  kind: RefundKind;
  band: RefundBand;
  percent: number;
  /** What was paid for the thing cancelled, paise. */
  paidPaise: number;
  /** What the policy gives back, paise. */
  refundPaise: number;
  /** Whole hours from `now` to the start, rounded down (negative once it started). */
  hoursBefore: number;
}

/**
 * The refund the policy gives for cancelling, at `now`, something of `kind` starting at `startsAt` (both epoch ms)
 * and paid `paidPaise`.
 */
export function refundFor({
  kind,
  paidPaise,
  startsAt,
  now,
  schedule: scheduleOverride,
}: {
  kind: RefundKind;
  paidPaise: number;
  startsAt: number;
  now: number;
  /** The bands staff set in System Settings (court bookings), instead of the shipped policy's. */
  schedule?: RefundSchedule;
}): RefundQuote {
  if (!Number.isInteger(paidPaise) || paidPaise < 0)
    throw new RangeError(`paidPaise must be a whole number of paise (got ${paidPaise}).`);
  const schedule = scheduleOverride ?? refundPolicy[kind];
  const msBefore = startsAt - now;
  const band = refundBand(schedule, msBefore);
  const percent = bandPercent(schedule, band);
  return {
    kind,
    band,
    percent,
    paidPaise,
    refundPaise: shareOf(paidPaise, percent),
    hoursBefore: Math.floor(msBefore / HOUR_MS),
  };
}

/** The instant a session starts: its date ('YYYY-MM-DD') and time ('HH:MM') on India's clock, as epoch ms. */
export function sessionStartMs(date: string, time: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return Date.UTC(y, m - 1, d, hh, mm) - IST_OFFSET_MINUTES * 60_000;
}

// ---------------------------------------------------------------------------------------------------------------
// The policy as read on the page

/** How a schedule's hours read: '24 hours', '7 days'. */
export function formatPolicyHours(hours: number): string {
  if (hours % 24 === 0 && hours >= 72) return `${hours / 24} days`;
  return `${hours} hours`;
}

/** What a band gives, as the policy page says it: 'Full refund (100%)', '50% of the booking amount', 'No refund'. */
export function formatRefundPercent(percent: number, ofWhat: string): string {
  if (percent === 100) return 'Full refund (100%)';
  if (percent === 0) return 'No refund';
  return `${percent}% of ${ofWhat}`;
}

/**
 * A schedule's three rows for the policy page's table, [when, refund]: `noun` is what starts ('session', 'event'),
 * `ofWhat` what a share is taken of ('the booking amount').
 */
export function refundPolicyRows(schedule: RefundSchedule, noun: string, ofWhat: string): [string, string][] {
  const { fullOverHours, partial, latePercent } = schedule;
  const range =
    fullOverHours % 24 === 0 && partial.fromHours % 24 === 0 && partial.fromHours >= 72
      ? `${partial.fromHours / 24} to ${fullOverHours / 24} days`
      : `${partial.fromHours} to ${fullOverHours} hours`;
  return [
    [`More than ${formatPolicyHours(fullOverHours)} before the ${noun}`, formatRefundPercent(100, ofWhat)],
    [`${range} before the ${noun}`, formatRefundPercent(partial.percent, ofWhat)],
    [`Less than ${formatPolicyHours(partial.fromHours)} before the ${noun}`, formatRefundPercent(latePercent, ofWhat)],
  ];
}
