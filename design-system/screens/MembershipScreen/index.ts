export {
  MembershipScreen,
  membershipPerkIcons,
  podCoinUses,
  type MembershipLink,
  type MembershipPerkIcon,
  type MembershipScreenProps,
  type PodCoinUse,
} from './MembershipScreen';
