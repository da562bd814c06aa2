/**
 * The content the site shipped with before staff could edit it (café offers, hero slides and quick-action links,
 * the community board's media, the partners, the branding): the first start seeds it (server/db/seed.siteContent.ts)
 * and the pages fall back to it when the server cannot be read, so nothing a visitor sees changes until staff change
 * it. Record ids are stable, so a seed never inserts a record twice.
 */
import {
  defaultBranding,
  type CafeLinkId,
  type SiteContentInput,
  type SiteContentKind,
  type SiteContentResponse,
} from '../api/siteContent.schema';
import { mediaItems } from '../podboard/media';

/** The addresses the seeded links point at (the site config's, passed in). */
export interface SeedLinks {
  reviews: string;
  swiggy: string;
  zomato: string;
  social: string;
}

export const seededCafeOffers: SiteContentResponse['cafeOffers'] = [
  {
    id: 'pizza-fest-friday',
    icon: 'pizza',
    title: 'Pizza Fest Friday',
    days: 'Every Friday',
    hours: '6:00 PM-11:00 PM',
    description: 'Wood-fired pizzas straight from the oven, perfect after an evening game.',
  },
  {
    id: 'coffee-happy-hours',
    icon: 'coffee',
    title: 'Coffee Happy Hours',
    days: 'Monday-Thursday',
    hours: '12:00 PM-5:00 PM',
    description: 'Buy 1 get 1 on iced coffees and cold brews.',
  },
];

export const seededCafeSlides: SiteContentResponse['cafeSlides'] = [
  {
    id: 'brew-bite-unwind',
    title: 'Brew, Bite & Unwind',
    subtitle: 'Specialty coffee, cold brews and bistro plates between games, every day from 11 AM to 11 PM.',
    emoji: '\u2615\uFE0F',
    background: 'ember',
  },
  {
    id: 'pizza-fest-friday',
    title: 'Pizza Fest Friday',
    subtitle: 'Wood-fired pizzas fresh from the oven, every Friday from 6:00 PM to 11:00 PM.',
    emoji: '🍕',
    background: 'espresso',
  },
  {
    id: 'coffee-happy-hours',
    title: 'Coffee Happy Hours',
    subtitle: 'Buy 1 get 1 on iced coffees and cold brews, Monday to Thursday from 12:00 PM to 5:00 PM.',
    emoji: '🧋',
    background: 'night',
  },
];

/** The quick-action cards staff may reword and relink (directions and call come from the site config). */
export const seededCafeLinks = (links: SeedLinks): SiteContentResponse['cafeLinks'] => {
  const url: Record<CafeLinkId, string> = {
    reviews: links.reviews,
    swiggy: links.swiggy,
    zomato: links.zomato,
    follow: links.social,
  };
  return [
    { id: 'reviews', title: 'Read Reviews', description: 'See what guests say about the café on Google Maps.' },
    { id: 'swiggy', title: 'Order on Swiggy', description: 'Coffee and bistro plates delivered to your door.' },
    { id: 'zomato', title: 'Order on Zomato', description: 'Order the café menu for delivery or takeaway.' },
    { id: 'follow', title: 'Follow Us', description: 'New dishes, events and offers on Instagram.' },
  ].map((card) => ({ ...card, url: url[card.id as CafeLinkId] }));
};

export const seededGallery = (links: SeedLinks): SiteContentResponse['gallery'] =>
  mediaItems.map((item) => ({ ...item, link: item.type === 'video' ? links.social : '' }));

export const seededPartners: SiteContentResponse['partners'] = [
  {
    id: 'shuttle-pro',
    name: 'Shuttle Pro',
    logo: '🏸',
    label: 'Equipment Partner',
    description: 'Rackets, shuttles and strings for rent and sale at the centre.',
    link: '',
  },
  {
    id: 'fitfuel',
    name: 'FitFuel',
    logo: '🥤',
    label: 'Nutrition Partner',
    description: 'Post-game shakes and snacks at the POD café.',
    link: '',
  },
  {
    id: 'omr-runners',
    name: 'OMR Runners',
    logo: '🏃',
    label: 'Community Partner',
    description: 'Weekly meet-ups, fitness sessions and events.',
    link: '',
  },
];

/** Everything the pages show before staff change it. */
export const seededSiteContent = (links: SeedLinks): SiteContentResponse => ({
  cafeOffers: seededCafeOffers,
  cafeSlides: seededCafeSlides,
  cafeLinks: seededCafeLinks(links),
  gallery: seededGallery(links),
  partners: seededPartners,
  branding: defaultBranding,
});

/** The seed as the table's records: each kind's records in order, the fields without the id. */
export function seededRecords(
  links: SeedLinks,
): { kind: SiteContentKind; id: string; position: number; data: Record<string, unknown> }[] {
  const all = seededSiteContent(links);
  const lists: [SiteContentKind, readonly { id: string }[]][] = [
    ['cafe-offers', all.cafeOffers],
    ['cafe-slides', all.cafeSlides],
    ['cafe-links', all.cafeLinks],
    ['gallery', all.gallery],
    ['partners', all.partners],
    ['branding', [{ id: 'branding', ...all.branding } satisfies SiteContentInput<'branding'> & { id: string }]],
  ];
  return lists.flatMap(([kind, records]) => records.map(({ id, ...data }, position) => ({ kind, id, position, data })));
}
