export {
  HomeScreen,
  homeVenues,
  type HomeContactLink,
  type HomeHours,
  type HomeScreenProps,
  type HomeVenue,
  type HomeVenueCard,
} from './HomeScreen';
