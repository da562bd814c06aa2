import { useState } from 'react';
import { MembershipScreen } from '../../../design-system/screens/MembershipScreen';
import {
  isBillingPeriod,
  membershipPlansView,
  referralView,
  walletView,
} from '../../../machines/membership/membership.view';
import type { BillingPeriod } from '../../../machines/ui/membership';
import { MEMBERSHIP_CHAT_NUMBER, membershipCopy, membershipMeta } from '../../content/membership';
import { PageMeta } from '../../layout/PageMeta';

const wallet = { ...membershipCopy.wallet, view: walletView() };
const referral = { ...membershipCopy.referral, view: referralView(MEMBERSHIP_CHAT_NUMBER) };

/**
 * `/membership` (the key): the monthly/annual toggle switches every tier's price, coins and period, and the Save 16%
 * badge. The root layout gives this page Join Now in the navigation bar, which scrolls to the plans section.
 */
export function MembershipPage() {
  const [billing, setBilling] = useState<BillingPeriod>('monthly');
  return (
    <>
      <PageMeta {...membershipMeta} />
      <MembershipScreen
        {...membershipCopy}
        wallet={wallet}
        plans={{ ...membershipCopy.plans, view: membershipPlansView(billing, MEMBERSHIP_CHAT_NUMBER) }}
        referral={referral}
        onBillingChange={(next) => {
          if (isBillingPeriod(next)) setBilling(next);
        }}
      />
    </>
  );
}

export default MembershipPage;
