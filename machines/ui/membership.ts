/** Membership tiers (spec §9) and the monthly/annual billing toggle. */

export const billingPeriods = ['monthly', 'annual'] as const;
export type BillingPeriod = (typeof billingPeriods)[number];

export const SAVE_BADGE_LABEL = 'Save 16%';

export interface MembershipTier {
  id: 'podstart' | 'podplus' | 'podelite';
  name: string;
  monthly: { price: number; coins: number };
  annual: { price: number; coins: number };
  freeCafeDrinks: number;
  /** Percent off court bookings. */
  bookingDiscount: number;
  /** The "most popular" tier. */
  popular: boolean;
  /** A status tone name for the card accent. */
  colour: 'info' | 'accent' | 'warning';
  features: string[];
}

export const membershipTiers: readonly MembershipTier[] = [
  {
    id: 'podstart',
    name: 'PodStart',
    monthly: { price: 2499, coins: 2500 },
    annual: { price: 24990, coins: 30000 },
    freeCafeDrinks: 5,
    bookingDiscount: 5,
    popular: false,
    colour: 'info',
    features: [
      '5 free café drinks',
      '5% off court bookings',
      'Pod Coins valid 12 months',
      'Pause up to 2 months a year',
    ],
  },
  {
    id: 'podplus',
    name: 'PodPlus',
    monthly: { price: 3999, coins: 4000 },
    annual: { price: 39990, coins: 50000 },
    freeCafeDrinks: 10,
    bookingDiscount: 10,
    popular: true,
    colour: 'accent',
    features: [
      '10 free café drinks',
      '10% off court bookings',
      'Pod Coins valid 12 months',
      'Pause up to 2 months a year',
    ],
  },
  {
    id: 'podelite',
    name: 'PodElite',
    monthly: { price: 5499, coins: 5500 },
    annual: { price: 54990, coins: 70000 },
    freeCafeDrinks: 12,
    bookingDiscount: 15,
    popular: false,
    colour: 'warning',
    features: [
      '12 free café drinks',
      '15% off court bookings',
      'Pod Coins valid 12 months',
      'Pause up to 2 months a year',
    ],
  },
];

/** What a tier card shows for a billing period. */
export interface TierPrice {
  price: number;
  coins: number;
  /** '/month' or '/year'. */
  periodLabel: '/month' | '/year';
  /** The Save 16% badge shows for annual billing. */
  showSaveBadge: boolean;
}

export function tierPrice(tier: Pick<MembershipTier, 'monthly' | 'annual'>, billing: BillingPeriod): TierPrice {
  const annual = billing === 'annual';
  const { price, coins } = annual ? tier.annual : tier.monthly;
  return { price, coins, periodLabel: annual ? '/year' : '/month', showSaveBadge: annual };
}

/** 1 Pod Coin = 1 rupee. */
export const POD_COIN_VALUE_RUPEES = 1;
/** Sample wallet balance on the page. */
export const SAMPLE_WALLET_COINS = 2500;

/** Referral (spec §9): the referrer gets 200 Pod Coins, the friend ₹100 off the first month. */
export const REFERRAL_REFERRER_COINS = 200;
export const REFERRAL_FRIEND_DISCOUNT_RUPEES = 100;

/** Membership terms (spec §9). */
export const membershipTerms = {
  /** Pod Coins stay valid this many months. */
  coinValidityMonths: 12,
  /** A member may pause up to this many months a year. */
  maxPauseMonthsPerYear: 2,
  /** Days of notice to cancel. */
  cancellationNoticeDays: 30,
  /** Joining fee in rupees. */
  joiningFee: 0,
} as const;
