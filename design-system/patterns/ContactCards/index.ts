export {
  ContactCards,
  contactCardIcons,
  contactCardsLayouts,
  type ContactCardIcon,
  type ContactCardView,
  type ContactCardsLayout,
  type ContactCardsProps,
} from './ContactCards';
