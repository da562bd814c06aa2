export { MembershipTierCard, type MembershipTierCardProps } from './MembershipTierCard';
