export { OfferCard, offerCardIcons, type OfferCardIcon, type OfferCardProps } from './OfferCard';
