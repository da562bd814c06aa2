/**
 * What the membership page shows, display-ready: the three tier cards for a billing period (prices from the one
 * tier table in ../ui/membership, formatted with the money rules), the Save 16% badge, the wallet and the referral
 * figures, and the chat links of the plan buttons. Pure: the app passes its chat number.
 */
import { membershipEnquiryMessage } from '../links/community.messages';
import { referralMessage } from '../links/membership.messages';
import { whatsappLink } from '../links/outbound';
import { formatIndianNumber, formatRupees } from '../money/money';
import {
  membershipTiers,
  POD_COIN_VALUE_RUPEES,
  REFERRAL_FRIEND_DISCOUNT_RUPEES,
  REFERRAL_REFERRER_COINS,
  SAMPLE_WALLET_COINS,
  SAVE_BADGE_LABEL,
  tierPrice,
  type BillingPeriod,
  type MembershipTier,
} from '../ui/membership';

/** '4,000 Pod Coins' (1 Pod Coin reads as 'Pod Coin'). */
export function formatPodCoins(coins: number): string {
  return `${formatIndianNumber(coins)} Pod ${coins === 1 ? 'Coin' : 'Coins'}`;
}

/** A tier card as drawn. */
export interface TierCardView {
  id: MembershipTier['id'];
  name: string;
  /** '₹3,999'. */
  price: string;
  /** '/month' or '/year'. */
  periodLabel: string;
  /** '4,000 Pod Coins'. */
  coins: string;
  /** e.g. 'Billed monthly' / 'Billed yearly'. */
  billingNote: string;
  popular: boolean;
  colour: MembershipTier['colour'];
  features: readonly string[];
  /** Choose This Plan: a chat link naming the tier and billing period. */
  chooseHref: string;
}

export function tierCardView(tier: MembershipTier, billing: BillingPeriod, chatNumber: string): TierCardView {
  const p = tierPrice(tier, billing);
  return {
    id: tier.id,
    name: tier.name,
    price: formatRupees(p.price),
    periodLabel: p.periodLabel,
    coins: formatPodCoins(p.coins),
    billingNote: billing === 'annual' ? 'Billed yearly' : 'Billed monthly',
    popular: tier.popular,
    colour: tier.colour,
    features: tier.features,
    chooseHref: whatsappLink(chatNumber, membershipEnquiryMessage({ tierName: tier.name, billing })),
  };
}

/** The plans section for a billing period: the badge (annual only) and the three cards. */
export interface MembershipPlansView {
  billing: BillingPeriod;
  /** 'Save 16%' when annual, otherwise null. */
  saveBadge: string | null;
  tiers: TierCardView[];
}

export function membershipPlansView(
  billing: BillingPeriod,
  chatNumber: string,
  tiers: readonly MembershipTier[] = membershipTiers,
): MembershipPlansView {
  return {
    billing,
    saveBadge: tierPrice(tiers[0] ?? membershipTiers[0]!, billing).showSaveBadge ? SAVE_BADGE_LABEL : null,
    tiers: tiers.map((t) => tierCardView(t, billing, chatNumber)),
  };
}

/** The billing toggle's options. */
export const billingOptions: ReadonlyArray<{ value: BillingPeriod; label: string }> = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'annual', label: 'Annual' },
];

export function isBillingPeriod(value: string): value is BillingPeriod {
  return value === 'monthly' || value === 'annual';
}

/** The sample wallet: '2,500' Pod Coins worth '₹2,500'. */
export interface WalletView {
  /** '2,500'. */
  balance: string;
  /** '2,500 Pod Coins'. */
  coins: string;
  /** What they are worth: '₹2,500'. */
  value: string;
}

export function walletView(coins: number = SAMPLE_WALLET_COINS): WalletView {
  return {
    balance: formatIndianNumber(coins),
    coins: formatPodCoins(coins),
    value: formatRupees(coins * POD_COIN_VALUE_RUPEES),
  };
}

/** '1 Pod Coin = ₹1'. */
export const POD_COIN_RATE_TEXT = `1 Pod Coin = ${formatRupees(POD_COIN_VALUE_RUPEES)}`;

/** The referral figures and Refer & Earn Now's chat link. */
export interface ReferralView {
  /** '200 Pod Coins'. */
  referrerReward: string;
  /** '₹100 off'. */
  friendReward: string;
  href: string;
}

export function referralView(chatNumber: string): ReferralView {
  const friendDiscount = formatRupees(REFERRAL_FRIEND_DISCOUNT_RUPEES);
  return {
    referrerReward: formatPodCoins(REFERRAL_REFERRER_COINS),
    friendReward: `${friendDiscount} off`,
    href: whatsappLink(chatNumber, referralMessage({ referrerCoins: REFERRAL_REFERRER_COINS, friendDiscount })),
  };
}
