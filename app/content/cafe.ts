/**
 * The café page's copy: title and description, the hero slides, the quick-action cards' text, the two offers and
 * the opening hours as shipped (the page shows what staff saved: Admin > Café Manager). The map link, phone number,
 * Instagram and hours come from System Settings, the other links from the site config (machines/cafe/cafe.view
 * builds the hrefs).
 */
import type { CafeScreenProps } from '../../design-system/screens/CafeScreen';
import type { CafeLinks, CafeQuickActionCopy, CafeSlide } from '../../machines/cafe/cafe.view';
import type { CafeLinkId, PublicCafeLink, PublicCafeOffer } from '../../machines/api/siteContent.schema';
import type { SiteSettings } from '../../machines/admin/settings';
import { seededCafeLinks, seededCafeOffers, seededCafeSlides } from '../../machines/site/siteContent.seed';
import { hoursText, postalPartsOf } from '../../machines/site/siteDetails';
import { shippedContentLinks, siteConfig, siteDefaults } from '../config/site';

export const cafeMeta = {
  title: 'POD Café & Bistro · Sholinganallur',
  description:
    'Coffee, cold brews and bistro plates at the POD café in Sholinganallur, open 11 AM to 11 PM. Pizza Fest Friday, coffee happy hours, table reservations.',
} as const;

/** The hero's slides as shipped (the page shows staff's, Admin > Café Manager > Hero slides). */
export const cafeSlides: readonly CafeSlide[] = seededCafeSlides;

/** The quick actions' links from the settings and the site config. */
const cafeLinksFrom = (site: SiteSettings): CafeLinks => ({
  maps: site.mapUrl,
  reviews: siteConfig.maps.reviewsUrl,
  swiggy: siteConfig.foodOrdering.swiggy,
  zomato: siteConfig.foodOrdering.zomato,
  social: site.social.instagram,
  phone: site.phones.cafe,
});

/** The quick actions' links as shipped. */
export const cafeLinks: CafeLinks = cafeLinksFrom(siteDefaults);

/** The six quick actions: directions and call from the settings, the other four as staff saved them. */
export function cafeQuickActionCopyOf(
  saved: readonly PublicCafeLink[],
  site: SiteSettings = siteDefaults,
): CafeQuickActionCopy[] {
  const card = (id: CafeLinkId): CafeQuickActionCopy[] =>
    saved.filter((l) => l.id === id).map((l) => ({ id, title: l.title, description: l.description }));
  return [
    {
      id: 'directions',
      title: 'Get Directions',
      description: `Find us on ${directionsPlace(site.address)}.`,
    },
    ...card('reviews'),
    ...card('swiggy'),
    ...card('zomato'),
    ...card('follow'),
    { id: 'call', title: 'Call & Reserve', description: `Book a table by phone: ${site.phones.cafe}.` },
  ];
}

/** 'OMR Service Road, Sholinganallur' (the street and locality; the whole line when it has another shape). */
function directionsPlace(address: string): string {
  const { street, locality } = postalPartsOf(address);
  return locality ? `${street}, ${locality}` : address;
}

/** The saved links' addresses over the settings' and the site config's. */
export function cafeLinksOf(saved: readonly PublicCafeLink[], site: SiteSettings = siteDefaults): CafeLinks {
  const shipped = cafeLinksFrom(site);
  const url = (id: CafeLinkId, fallback: string) => saved.find((l) => l.id === id)?.url ?? fallback;
  return {
    ...shipped,
    reviews: url('reviews', shipped.reviews),
    swiggy: url('swiggy', shipped.swiggy),
    zomato: url('zomato', shipped.zomato),
    social: url('follow', shipped.social),
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
  hours: cafeHours(siteDefaults),
};

/** The café's opening hours (System Settings). */
export function cafeHours(site: SiteSettings): CafeCopy['hours'] {
  return [{ label: 'Café & bistro, every day', value: hoursText(site.hours.cafe) }];
}
