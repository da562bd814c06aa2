import { useMemo, useState } from 'react';
import { MembershipScreen } from '../../../design-system/screens/MembershipScreen';
import {
  isBillingPeriod,
  membershipPlansView,
  referralView,
  walletView,
} from '../../../machines/membership/membership.view';
import type { BillingPeriod } from '../../../machines/ui/membership';
import { membershipClosingChats, membershipCopy, membershipMeta } from '../../content/membership';
import { PageMeta } from '../../layout/PageMeta';
import { useSite } from '../../layout/siteSettings';

const wallet = { ...membershipCopy.wallet, view: walletView() };

/**
 * `/membership` (the key): the monthly/annual toggle switches every tier's price, coins and period, and the Save 16%
 * badge. The root layout gives this page Join Now in the navigation bar, which scrolls to the plans section. Its chat
 * links go to the sports desk's number (System Settings).
 */
export function MembershipPage() {
  const [billing, setBilling] = useState<BillingPeriod>('monthly');
  const chatNumber = useSite().phones.sports;
  const referral = useMemo(() => ({ ...membershipCopy.referral, view: referralView(chatNumber) }), [chatNumber]);
  const closing = useMemo(() => ({ ...membershipCopy.closing, ...membershipClosingChats(chatNumber) }), [chatNumber]);
  return (
    <>
      <PageMeta {...membershipMeta} />
      <MembershipScreen
        {...membershipCopy}
        wallet={wallet}
        plans={{ ...membershipCopy.plans, view: membershipPlansView(billing, chatNumber) }}
        referral={referral}
        closing={closing}
        onBillingChange={(next) => {
          if (isBillingPeriod(next)) setBilling(next);
        }}
      />
    </>
  );
}

export default MembershipPage;
