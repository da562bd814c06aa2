import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatHourlyRate,
  formatIndianNumber,
  formatRupees,
  groupIndian,
  toPaise,
} from '../../../machines/money/money';

describe('formatRupees', () => {
  it.each([
    [0, '₹0'],
    [5, '₹5'],
    [350, '₹350'],
    [1299, '₹1,299'],
    [12345, '₹12,345'],
    [100000, '₹1,00,000'],
    [2499000, '₹24,99,000'],
    [12345678, '₹1,23,45,678'],
    [12.5, '₹12.50'],
    [1299.99, '₹1,299.99'],
    [-1500, '-₹1,500'],
  ])('%d -> %s', (amount, text) => {
    expect(formatRupees(amount)).toBe(text);
  });

  it('formats non-finite amounts as ₹0', () => {
    expect(formatRupees(Number.NaN)).toBe('₹0');
    expect(formatRupees(Number.POSITIVE_INFINITY)).toBe('₹0');
  });

  it('matches en-IN grouping for whole amounts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (n) => {
        const digits = formatRupees(n).replace(/[₹,]/g, '');
        expect(Number(digits)).toBe(n);
        // Indian grouping: last group 3 digits, the others 2.
        const groups = formatRupees(n).slice(1).split(',');
        if (groups.length > 1) {
          expect(groups.at(-1)).toHaveLength(3);
          groups.slice(1, -1).forEach((g) => expect(g).toHaveLength(2));
          expect(groups[0]!.length).toBeLessThanOrEqual(2);
        }
      }),
    );
  });
});

describe('groupIndian and formatIndianNumber', () => {
  it('groups digits', () => {
    expect(groupIndian('1')).toBe('1');
    expect(groupIndian('999')).toBe('999');
    expect(groupIndian('1000')).toBe('1,000');
    expect(groupIndian('100000')).toBe('1,00,000');
  });
  it('formats plain numbers', () => {
    expect(formatIndianNumber(2500)).toBe('2,500');
    expect(formatIndianNumber(70000)).toBe('70,000');
  });
});

describe('toPaise', () => {
  it('is rupees × 100', () => {
    expect(toPaise(1299)).toBe(129900);
    expect(toPaise(525)).toBe(52500);
    expect(toPaise(0.1 + 0.2)).toBe(30);
  });
});

describe('formatHourlyRate', () => {
  it('reads a rate per hour', () => {
    expect(formatHourlyRate(350)).toBe('₹350 per hour');
    expect(formatHourlyRate(1200)).toBe('₹1,200 per hour');
  });
});
