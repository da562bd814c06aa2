export { BOOKING_SECTION_ID, preloadBookingView, SportsScreen, sportsViews, type SportsScreenProps, type SportsView } from './SportsScreen';
