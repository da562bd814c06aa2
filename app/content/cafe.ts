/**
 * The café page's copy: title and description, the hero slides, the quick-action cards' text, the two offers and
 * the opening hours as shipped (the page shows what staff saved: Admin > Café Manager). Links and numbers come from the site config (machines/cafe/cafe.view builds the hrefs).
 */
import type { CafeScreenProps } from '../../design-system/screens/CafeScreen';
import type { CafeLinks, CafeQuickActionCopy, CafeSlide } from '../../machines/cafe/cafe.view';
import type { CafeLinkId, PublicCafeLink, PublicCafeOffer } from '../../machines/api/siteContent.schema';
import { seededCafeLinks, seededCafeOffers, seededCafeSlides } from '../../machines/site/siteContent.seed';
import { shippedContentLinks, siteConfig } from '../config/site';

export const cafeMeta = {
  title: 'POD Café & Bistro · Sholinganallur',
  description:
    'Coffee, cold brews and bistro plates at the POD café in Sholinganallur, open 11 AM to 11 PM. Pizza Fest Friday, coffee happy hours, table reservations.',
} as const;

/** The hero's slides as shipped (the page shows staff's, Admin > Café Manager > Hero slides). */
export const cafeSlides: readonly CafeSlide[] = seededCafeSlides;

/** The site config's links for the quick actions. */
export const cafeLinks: CafeLinks = {
  maps: siteConfig.maps.url,
  reviews: siteConfig.maps.reviewsUrl,
  swiggy: siteConfig.foodOrdering.swiggy,
  zomato: siteConfig.foodOrdering.zomato,
  social: siteConfig.social.instagram,
  phone: siteConfig.phones.cafe.display,
};

/** The six quick actions: directions and call from the site config, the other four as staff saved them. */
export function cafeQuickActionCopyOf(saved: readonly PublicCafeLink[]): CafeQuickActionCopy[] {
  const card = (id: CafeLinkId): CafeQuickActionCopy[] =>
    saved.filter((l) => l.id === id).map((l) => ({ id, title: l.title, description: l.description }));
  return [
    {
      id: 'directions',
      title: 'Get Directions',
      description: `Find us on ${siteConfig.address.street}, ${siteConfig.address.locality}.`,
    },
    ...card('reviews'),
    ...card('swiggy'),
    ...card('zomato'),
    ...card('follow'),
    { id: 'call', title: 'Call & Reserve', description: `Book a table by phone: ${siteConfig.phones.cafe.display}.` },
  ];
}

/** The saved links' addresses over the site config's. */
export function cafeLinksOf(saved: readonly PublicCafeLink[]): CafeLinks {
  const url = (id: CafeLinkId, fallback: string) => saved.find((l) => l.id === id)?.url ?? fallback;
  return {
    ...cafeLinks,
    reviews: url('reviews', cafeLinks.reviews),
    swiggy: url('swiggy', cafeLinks.swiggy),
    zomato: url('zomato', cafeLinks.zomato),
    social: url('follow', cafeLinks.social),
  };
}

/** A saved offer as its card draws it. */
export const offerCardOf = ({ icon, ...offer }: PublicCafeOffer) => ({ icon, offer });

/** The quick actions as shipped. */
export const cafeQuickActionCopy: readonly CafeQuickActionCopy[] = cafeQuickActionCopyOf(
  seededCafeLinks(shippedContentLinks),
);

type CafeCopy = Pick<
  CafeScreenProps,
  'heading' | 'heroLabel' | 'reserve' | 'quickActionsHeading' | 'offersHeading' | 'offers' | 'hoursHeading' | 'hours'
>;

/** Everything on the page that is not the hero's state or the quick actions' links. */
export const cafeCopy: Omit<CafeCopy, 'reserve'> & { reserveLabel: string } = {
  heading: 'POD Café & Bistro',
  heroLabel: 'Café highlights',
  reserveLabel: 'Reserve a Table',
  quickActionsHeading: 'Quick Actions',
  offersHeading: 'Offers',
  offers: seededCafeOffers.map(offerCardOf),
  hoursHeading: 'Opening Hours',
  hours: [{ label: 'Café & bistro, every day', value: siteConfig.hours.cafe }],
};
