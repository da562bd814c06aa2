import { describe, expect, it } from 'vitest';
import {
  MAX_ADD_ONS,
  pricingDraftOf,
  validatePricing,
  type PricingRowDraft,
} from '../../../machines/admin/pricing.form';
import { seededRateTable } from '../../../machines/booking/rates';
import { sportIds } from '../../../machines/booking/sports';

const loaded = () =>
  pricingDraftOf({
    rates: sportIds.map((sport) => ({
      sport,
      ...seededRateTable[sport],
      addOns: [...seededRateTable[sport].addOns],
      version: 3,
    })),
  });
const edit = (rows: PricingRowDraft[], sport: string, change: (row: PricingRowDraft) => PricingRowDraft) =>
  rows.map((row) => (row.sport === sport ? change(row) : row));

describe('admin Pricing form', () => {
  it('shows the table as typed text (none as empty) and saves it back unchanged', () => {
    const rows = loaded();
    const tennis = rows.find((r) => r.sport === 'tennis')!;
    expect(tennis.values).toEqual({ peak: '1000', offPeak: '1000', weekend: '1000', lights: '1200', twoHours: '' });
    expect(rows.find((r) => r.sport === 'pickleball')!.addOns).toEqual([
      { key: 'pickleball-0', name: 'Racquet and ball', price: '200', perHour: true },
    ]);
    const checked = validatePricing(rows);
    expect(checked.ok && checked.request.rates).toEqual(
      sportIds.map((sport) => ({ sport, version: 3, ...seededRateTable[sport] })),
    );
  });

  it('reads "1,200" and "₹ 900", empty lights or two hours as none, and trims add-on names', () => {
    const rows = edit(loaded(), 'futsal', (row) => ({
      ...row,
      values: { ...row.values, peak: '1,800', offPeak: '₹ 900', twoHours: ' ' },
      addOns: [...row.addOns, { key: 'new-1', name: '  Bibs ', price: '20', perHour: false }],
    }));
    const checked = validatePricing(rows);
    expect(checked.ok).toBe(true);
    const futsal = checked.ok ? checked.request.rates.find((r) => r.sport === 'futsal') : undefined;
    expect(futsal).toMatchObject({ peak: 1800, offPeak: 900, twoHours: null });
    expect(futsal?.addOns?.at(-1)).toEqual({ name: 'Bibs', price: 20, perHour: false });
  });

  it('puts each refusal under its field, add-ons by position, and saves nothing', () => {
    let rows = edit(loaded(), 'tennis', (row) => ({ ...row, values: { ...row.values, lights: 'ten', weekend: '0' } }));
    rows = edit(rows, 'badminton', (row) => ({
      ...row,
      addOns: [row.addOns[0]!, { ...row.addOns[1]!, name: ' ', price: '12.5' }],
    }));
    expect(validatePricing(rows)).toEqual({
      ok: false,
      errors: {
        'tennis.lights': 'Enter a price in rupees.',
        'tennis.weekend': 'The price must be at least ₹1.',
        'badminton.addOns.1.name': "Enter the add-on's name.",
        'badminton.addOns.1.price': 'Enter whole rupees.',
      },
    });
    const many = edit(loaded(), 'futsal', (row) => ({
      ...row,
      addOns: Array.from({ length: MAX_ADD_ONS + 1 }, (_, i) => ({
        key: `k${i}`,
        name: `Item ${i}`,
        price: '10',
        perHour: false,
      })),
    }));
    expect(validatePricing(many)).toEqual({ ok: false, errors: { 'futsal.addOns': 'At most 8 for one sport.' } });
  });
});
