import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cancellationRefundPolicy } from '../../../app/content/legal/cancellationRefund';
import { faqCategoriesOf } from '../../../app/content/faq';
import { seededRateTable } from '../../../machines/booking/rates';
import {
  refundFor,
  refundPolicy,
  refundPolicyRows,
  sessionStartMs,
  shareOf,
} from '../../../machines/money/refundPolicy';

const HOUR = 3_600_000;
/** A court session on Monday 7 January 2030 at 18:00 in India. */
const START = sessionStartMs('2030-01-07', '18:00');
const court = (hoursBefore: number, paidPaise = 35_000) =>
  refundFor({ kind: 'court', paidPaise, startsAt: START, now: START - hoursBefore * HOUR });

describe('sessionStartMs', () => {
  it("reads a session's date and time on India's clock (UTC+05:30)", () => {
    expect(new Date(START).toISOString()).toBe('2030-01-07T12:30:00.000Z');
    expect(new Date(sessionStartMs('2030-01-08', '00:30')).toISOString()).toBe('2030-01-07T19:00:00.000Z');
  });
});

describe('court bookings: full over 24 h, 50% at 12-24 h, none under 12 h', () => {
  it.each([
    [36, 'full', 100, 35_000],
    [24 + 1 / 3600, 'full', 100, 35_000],
    [24, 'partial', 50, 17_500],
    [18, 'partial', 50, 17_500],
    [12, 'partial', 50, 17_500],
    [12 - 1 / 3600, 'late', 0, 0],
    [1, 'late', 0, 0],
    [0, 'late', 0, 0],
    [-2, 'late', 0, 0],
  ])('%s h before the start: %s, %d%%, %d paise of 35000', (hours, band, percent, refundPaise) => {
    expect(court(hours)).toMatchObject({ kind: 'court', band, percent, paidPaise: 35_000, refundPaise });
  });

  it('is exact to the millisecond at both boundaries', () => {
    const at = (ms: number) => refundFor({ kind: 'court', paidPaise: 1000, startsAt: START, now: START - ms }).percent;
    expect([at(24 * HOUR + 1), at(24 * HOUR), at(12 * HOUR), at(12 * HOUR - 1)]).toEqual([100, 50, 50, 0]);
  });

  it('rounds a share that is not whole down to the paisa, and says the whole hours left', () => {
    expect(court(18, 52_501)).toMatchObject({ refundPaise: 26_250, hoursBefore: 18 });
    expect(court(36).hoursBefore).toBe(36);
    expect(court(-0.5).hoursBefore).toBe(-1);
  });

  it('refuses an amount that is not whole paise', () => {
    expect(() => court(36, 350.5)).toThrow(RangeError);
    expect(() => court(36, -1)).toThrow(RangeError);
  });

  it('never gives back more than was paid, nor less than nothing, and never more for cancelling later', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: -100 * HOUR, max: 100 * HOUR }),
        fc.nat(100 * HOUR),
        (paid, before, later) => {
          const early = refundFor({ kind: 'court', paidPaise: paid, startsAt: START, now: START - before });
          const late = refundFor({ kind: 'court', paidPaise: paid, startsAt: START, now: START - before + later });
          expect(early.refundPaise).toBeGreaterThanOrEqual(0);
          expect(early.refundPaise).toBeLessThanOrEqual(paid);
          expect(Number.isInteger(early.refundPaise)).toBe(true);
          expect(late.refundPaise).toBeLessThanOrEqual(early.refundPaise);
        },
      ),
    );
  });
});

describe('coaching and events', () => {
  const at = (kind: 'coaching' | 'event', hours: number) =>
    refundFor({ kind, paidPaise: 10_000, startsAt: START, now: START - hours * HOUR }).percent;

  it('coaching: full over 48 h, 75% at 24-48 h, 25% under 24 h', () => {
    expect([
      at('coaching', 49),
      at('coaching', 48),
      at('coaching', 24),
      at('coaching', 23.9),
      at('coaching', 0),
    ]).toEqual([100, 75, 75, 25, 25]);
  });

  it('events: full over 7 days, 50% at 3-7 days, none under 3 days', () => {
    expect([at('event', 7 * 24 + 1), at('event', 7 * 24), at('event', 3 * 24), at('event', 3 * 24 - 1)]).toEqual([
      100, 50, 50, 0,
    ]);
  });

  it('takes shares of whole paise', () => {
    expect([shareOf(35_000, 50), shareOf(1, 50), shareOf(999, 75), shareOf(999, 100)]).toEqual([17_500, 0, 749, 999]);
  });
});

describe('the policy page and the FAQ read the rule', () => {
  const table = (id: string) => {
    const block = cancellationRefundPolicy.sections.find((s) => s.id === id)!.blocks.find((b) => b.kind === 'table');
    return block && block.kind === 'table' ? block.rows : [];
  };

  it("writes each schedule's rows as the page says them", () => {
    expect(table('court-bookings')).toEqual([
      ['More than 24 hours before the session', 'Full refund (100%)'],
      ['12 to 24 hours before the session', '50% of the booking amount'],
      ['Less than 12 hours before the session', 'No refund'],
      ['No-show', 'No refund'],
    ]);
    expect(table('coaching')).toEqual([
      ['More than 48 hours before the session', 'Full refund (100%)'],
      ['24 to 48 hours before the session', '75% of the session fee'],
      ['Less than 24 hours before the session', '25% of the session fee'],
    ]);
    expect(table('events')).toEqual([
      ['More than 7 days before the event', 'Full refund (100%)'],
      ['3 to 7 days before the event', '50% of the entry fee'],
      ['Less than 3 days before the event', 'No refund'],
    ]);
  });

  it('follows a change of the numbers', () => {
    expect(
      refundPolicyRows(
        { fullOverHours: 36, partial: { fromHours: 6, percent: 40 }, latePercent: 10 },
        'session',
        'the fee',
      ),
    ).toEqual([
      ['More than 36 hours before the session', 'Full refund (100%)'],
      ['6 to 36 hours before the session', '40% of the fee'],
      ['Less than 6 hours before the session', '10% of the fee'],
    ]);
  });

  it("gives the FAQ's answer from the court schedule", () => {
    const answer = faqCategoriesOf(seededRateTable)
      .flatMap((c) => c.items)
      .find((q) => q.id === 'cancellation')!.answer[0];
    expect(answer).toBe(
      'Yes. Cancel more than 24 hours before your session for a full refund, or 12 to 24 hours before for a 50% refund. Cancellations less than 12 hours before, and no-shows, are not refunded.',
    );
    expect(refundPolicy.court.latePercent).toBe(0);
  });
});
