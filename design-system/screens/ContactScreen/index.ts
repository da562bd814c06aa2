export {
  ContactScreen,
  quickActionIcons,
  type ContactScreenProps,
  type FindUsView,
  type QuickActionIcon,
  type QuickActionView,
} from './ContactScreen';
