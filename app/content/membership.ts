/**
 * The membership page's copy (the key): hero, Pod Coins, wallet, plans, perks, referral, FAQ and the closing block.
 * Figures come from machines/ui/membership (tiers, coins, referral, terms); chat links from membership.view.
 */
import type { MembershipScreenProps } from '../../design-system/screens/MembershipScreen';
import { membershipEnquiryMessage, tourRequestMessage } from '../../machines/links/community.messages';
import { whatsappLink } from '../../machines/links/outbound';
import { billingOptions, POD_COIN_RATE_TEXT } from '../../machines/membership/membership.view';
import { formatRupees } from '../../machines/money/money';
import {
  membershipTerms,
  REFERRAL_FRIEND_DISCOUNT_RUPEES,
  REFERRAL_REFERRER_COINS,
} from '../../machines/ui/membership';
import { siteDefaults } from '../config/site';

/** The plans section's id: the navigation bar's Join Now (app/layout/routeChrome.ts) scrolls to it. */
export const MEMBERSHIP_PLANS_ID = 'membership-plans';
const toPlans = `#${MEMBERSHIP_PLANS_ID}`;

/** Membership chats go to the sports desk (System Settings; the shipped number where no page gives one). */
export const MEMBERSHIP_CHAT_NUMBER = siteDefaults.phones.sports;

/** The closing section's chat links to the sports desk's `chatNumber`. */
export const membershipClosingChats = (chatNumber: string) => ({
  talk: { ...membershipCopy.closing.talk, href: whatsappLink(chatNumber, membershipEnquiryMessage()) },
  tour: { ...membershipCopy.closing.tour, href: whatsappLink(chatNumber, tourRequestMessage()) },
});

export const membershipMeta = {
  title: 'Membership: the key · POD',
  description:
    'Join the key at POD Sholinganallur: PodStart, PodPlus and PodElite plans with Pod Coins (1 coin = ₹1) for courts, café, merchandise and training.',
} as const;

const { coinValidityMonths, maxPauseMonthsPerYear, cancellationNoticeDays } = membershipTerms;

/** Everything but the billing-dependent plans view, the wallet view and the referral view. */
export const membershipCopy = {
  hero: {
    eyebrow: 'The key · POD membership',
    heading: 'Play more, pay less with the key',
    intro:
      'One membership for courts, coaching, the café and the shop. Your plan tops up your Pod Wallet with Pod Coins every period, plus free café drinks and booking discounts.',
    cta: { label: 'Become a Member', href: toPlans },
  },
  coins: {
    heading: 'What are Pod Coins?',
    intro: `Pod Coins are the key's wallet currency. Every plan credits coins to your Pod Wallet; spend them anywhere at POD. Coins stay valid for ${coinValidityMonths} months.`,
    rateText: POD_COIN_RATE_TEXT,
    uses: [
      { id: 'bookings', label: 'Sports bookings' },
      { id: 'cafe', label: 'Café & bistro' },
      { id: 'merchandise', label: 'Merchandise' },
      { id: 'training', label: 'Training & coaching' },
    ],
    comingSoon: [
      { id: 'gifting', label: 'Gift coins', description: 'Send Pod Coins to a friend or teammate.' },
      { id: 'top-ups', label: 'Top-ups', description: 'Add coins to your wallet whenever you like.' },
    ],
    comingSoonLabel: 'Coming Soon',
  },
  wallet: { title: 'Your Pod Wallet', note: 'A sample balance, to show how your wallet looks.' },
  plans: {
    id: MEMBERSHIP_PLANS_ID,
    heading: 'Choose your plan',
    intro: 'Pay monthly, or yearly and get more coins for less. No joining fee.',
    billingLabel: 'Billing period',
    billingOptions,
    chooseLabel: 'Choose This Plan',
  },
  perks: {
    heading: 'Member perks',
    items: [
      {
        icon: 'drinks',
        title: 'Free café drinks',
        description: 'Up to 12 free café drinks with your plan, on the house.',
      },
      { icon: 'discount', title: 'Booking discounts', description: 'Save 5% to 15% on every court booking, by plan.' },
      {
        icon: 'wallet',
        title: 'One wallet for everything',
        description: 'Pay for courts, coffee, kit and coaching with Pod Coins.',
      },
      {
        icon: 'pause',
        title: 'Pause when you travel',
        description: `Pause your membership for up to ${maxPauseMonthsPerYear} months a year.`,
      },
      {
        icon: 'events',
        title: 'Member events',
        description: 'First call on tournaments, socials and community nights.',
      },
      {
        icon: 'flexible',
        title: 'No lock-in',
        description: `Cancel with ${cancellationNoticeDays} days notice. No joining fee.`,
      },
    ],
  },
  referral: {
    heading: 'Refer a friend',
    intro: 'Bring a friend to the key and you both win.',
    referrerText: 'for you when your friend joins.',
    friendText: 'for your friend on their first month.',
    actionLabel: 'Refer & Earn Now',
  },
  faq: {
    heading: 'Membership FAQ',
    items: [
      {
        id: 'what-is-a-pod-coin',
        question: 'What is a Pod Coin worth?',
        answer: `${POD_COIN_RATE_TEXT}. Spend coins on court bookings, at the café, on merchandise and on training.`,
      },
      {
        id: 'coin-validity',
        question: 'Do Pod Coins expire?',
        answer: `Coins stay valid for ${coinValidityMonths} months from the day they are credited.`,
      },
      {
        id: 'pause',
        question: 'Can I pause my membership?',
        answer: `Yes, for up to ${maxPauseMonthsPerYear} months a year. Tell our team before your next billing date.`,
      },
      {
        id: 'cancel',
        question: 'How do I cancel?',
        answer: `Give us ${cancellationNoticeDays} days notice through the team chat or at the front desk.`,
      },
      {
        id: 'joining-fee',
        question: 'Is there a joining fee?',
        answer: 'No. You pay only for your plan.',
      },
      {
        id: 'referral',
        question: 'How does the referral work?',
        answer: `When a friend you refer joins, you get ${REFERRAL_REFERRER_COINS} Pod Coins and they get ${formatRupees(REFERRAL_FRIEND_DISCOUNT_RUPEES)} off their first month.`,
      },
    ],
  },
  closing: {
    heading: 'Ready to join the key?',
    intro: 'Pick a plan, talk to our team, or come and see the centre first.',
    join: { label: 'Join Now', href: toPlans },
    talk: {
      label: 'Talk to Our Team',
      href: whatsappLink(MEMBERSHIP_CHAT_NUMBER, membershipEnquiryMessage()),
      external: true,
    },
    tour: { label: 'Take a Tour', href: whatsappLink(MEMBERSHIP_CHAT_NUMBER, tourRequestMessage()), external: true },
  },
} satisfies Omit<MembershipScreenProps, 'onBillingChange' | 'wallet' | 'plans' | 'referral'> & {
  wallet: Omit<MembershipScreenProps['wallet'], 'view'>;
  plans: Omit<MembershipScreenProps['plans'], 'view'>;
  referral: Omit<MembershipScreenProps['referral'], 'view'>;
};
