/**
 * Membership chat texts that messages.ts does not have (the membership enquiry and the tour request live there).
 * Pair with `whatsappLink(number, text)` and the sports desk's chat number.
 */
import { CENTRE_NAME } from './site.messages';

/** Refer & Earn Now: the visitor wants to refer a friend. */
export function referralMessage(data: { referrerCoins: number; friendDiscount: string }): string {
  return `Hi ${CENTRE_NAME}! I'd like to refer a friend to the key membership (${data.referrerCoins} Pod Coins for me, ${data.friendDiscount} off their first month). How do I share my referral?`;
}
