export { WaitlistOffer, waitlistOfferStates, type WaitlistOfferProps } from './WaitlistOffer';
