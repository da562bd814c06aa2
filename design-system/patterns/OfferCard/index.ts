export { OfferCard, OFFER_IMAGE_RATIO, offerCardIcons, type OfferCardIcon, type OfferCardProps } from './OfferCard';
