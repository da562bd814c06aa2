export {
  BOOKING_SECTION_ID,
  bookingViewPart,
  SportsScreen,
  sportsViews,
  type BookingPartProps,
  type SportsScreenProps,
  type SportsView,
} from './SportsScreen';
