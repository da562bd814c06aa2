import { describe, expect, it } from 'vitest';
import { membershipTiers, SAVE_BADGE_LABEL, tierPrice } from '../../../machines/ui/membership';

describe('membership', () => {
  it('holds the three tiers of §9', () => {
    expect(
      membershipTiers.map((t) => [
        t.name,
        t.monthly.price,
        t.monthly.coins,
        t.annual.price,
        t.annual.coins,
        t.freeCafeDrinks,
        t.bookingDiscount,
        t.popular,
      ]),
    ).toEqual([
      ['PodStart', 2499, 2500, 24990, 30000, 5, 5, false],
      ['PodPlus', 3999, 4000, 39990, 50000, 10, 10, true],
      ['PodElite', 5499, 5500, 54990, 70000, 12, 15, false],
    ]);
  });
  it('billing switches price, coins, period label and the Save 16% badge', () => {
    const plus = membershipTiers[1]!;
    expect(tierPrice(plus, 'monthly')).toEqual({
      price: 3999,
      coins: 4000,
      periodLabel: '/month',
      showSaveBadge: false,
    });
    expect(tierPrice(plus, 'annual')).toEqual({
      price: 39990,
      coins: 50000,
      periodLabel: '/year',
      showSaveBadge: true,
    });
    expect(SAVE_BADGE_LABEL).toBe('Save 16%');
  });
});
