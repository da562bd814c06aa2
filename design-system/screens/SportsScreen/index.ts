export { BOOKING_SECTION_ID, SportsScreen, sportsViews, type SportsScreenProps, type SportsView } from './SportsScreen';
