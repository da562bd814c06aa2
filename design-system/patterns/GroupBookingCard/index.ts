export { GroupBookingCard, type GroupBookingCardProps } from './GroupBookingCard';
