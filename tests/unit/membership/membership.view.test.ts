import { describe, expect, it } from 'vitest';
import {
  formatPodCoins,
  isBillingPeriod,
  membershipPlansView,
  POD_COIN_RATE_TEXT,
  referralView,
  walletView,
} from '../../../machines/membership/membership.view';
import {
  membershipTerms,
  REFERRAL_FRIEND_DISCOUNT_RUPEES,
  REFERRAL_REFERRER_COINS,
} from '../../../machines/ui/membership';

const CHAT = '+91 90000 00011';
const textOf = (href: string) => decodeURIComponent(href.split('text=')[1]!);

describe('membership plans view', () => {
  it('monthly: §9 prices, coins and period, no badge', () => {
    const view = membershipPlansView('monthly', CHAT);
    expect(view.saveBadge).toBeNull();
    expect(view.tiers.map((t) => [t.name, t.price, t.periodLabel, t.coins, t.popular])).toEqual([
      ['PodStart', '₹2,499', '/month', '2,500 Pod Coins', false],
      ['PodPlus', '₹3,999', '/month', '4,000 Pod Coins', true],
      ['PodElite', '₹5,499', '/month', '5,500 Pod Coins', false],
    ]);
  });

  it('annual: every price, coin amount and period changes and the Save 16% badge shows', () => {
    const view = membershipPlansView('annual', CHAT);
    expect(view.saveBadge).toBe('Save 16%');
    expect(view.tiers.map((t) => [t.price, t.periodLabel, t.coins, t.billingNote])).toEqual([
      ['₹24,990', '/year', '30,000 Pod Coins', 'Billed yearly'],
      ['₹39,990', '/year', '50,000 Pod Coins', 'Billed yearly'],
      ['₹54,990', '/year', '70,000 Pod Coins', 'Billed yearly'],
    ]);
  });

  it('Choose This Plan opens a chat naming the tier and the billing period', () => {
    const plus = membershipPlansView('annual', CHAT).tiers[1]!;
    expect(plus.chooseHref.startsWith('https://wa.me/919000000011?text=')).toBe(true);
    expect(textOf(plus.chooseHref)).toContain('PodPlus membership (annual)');
  });

  it('knows the billing periods', () => {
    expect(isBillingPeriod('annual')).toBe(true);
    expect(isBillingPeriod('weekly')).toBe(false);
  });
});

describe('wallet, coins and referral', () => {
  it('formats coins with Indian grouping', () => {
    expect(formatPodCoins(1)).toBe('1 Pod Coin');
    expect(formatPodCoins(100000)).toBe('1,00,000 Pod Coins');
    expect(POD_COIN_RATE_TEXT).toBe('1 Pod Coin = ₹1');
  });

  it('the sample wallet shows 2,500 coins worth ₹2,500', () => {
    expect(walletView()).toEqual({ balance: '2,500', coins: '2,500 Pod Coins', value: '₹2,500' });
  });

  it('referral: 200 coins for the referrer, ₹100 off for the friend, as a chat link', () => {
    expect([REFERRAL_REFERRER_COINS, REFERRAL_FRIEND_DISCOUNT_RUPEES]).toEqual([200, 100]);
    const view = referralView(CHAT);
    expect(view.referrerReward).toBe('200 Pod Coins');
    expect(view.friendReward).toBe('₹100 off');
    expect(textOf(view.href)).toContain('refer a friend');
  });

  it('holds the terms of §9', () => {
    expect(membershipTerms).toEqual({
      coinValidityMonths: 12,
      maxPauseMonthsPerYear: 2,
      cancellationNoticeDays: 30,
      joiningFee: 0,
    });
  });
});
