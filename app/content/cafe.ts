/**
 * The café page's copy: title and description, the hero slides, the quick-action cards' text, the two offers and
 * the opening hours. Links and numbers come from the site config (machines/cafe/cafe.view builds the hrefs).
 */
import type { CafeScreenProps } from '../../design-system/screens/CafeScreen';
import type { CafeLinks, CafeQuickActionCopy, CafeSlide } from '../../machines/cafe/cafe.view';
import { siteConfig } from '../config/site';

export const cafeMeta = {
  title: 'POD Café & Bistro · Sholinganallur',
  description:
    'Coffee, cold brews and bistro plates at the POD café in Sholinganallur, open 11 AM to 11 PM. Pizza Fest Friday, coffee happy hours, table reservations.',
} as const;

export const cafeSlides: readonly CafeSlide[] = [
  {
    title: 'Brew, Bite & Unwind',
    subtitle: 'Specialty coffee, cold brews and bistro plates between games, every day from 11 AM to 11 PM.',
    emoji: '\u2615\uFE0F',
    background: 'ember',
  },
  {
    title: 'Pizza Fest Friday',
    subtitle: 'Wood-fired pizzas fresh from the oven, every Friday from 6:00 PM to 11:00 PM.',
    emoji: '🍕',
    background: 'espresso',
  },
  {
    title: 'Coffee Happy Hours',
    subtitle: 'Buy 1 get 1 on iced coffees and cold brews, Monday to Thursday from 12:00 PM to 5:00 PM.',
    emoji: '🧋',
    background: 'night',
  },
];

/** The site config's links for the quick actions. */
export const cafeLinks: CafeLinks = {
  maps: siteConfig.maps.url,
  reviews: siteConfig.maps.reviewsUrl,
  swiggy: siteConfig.foodOrdering.swiggy,
  zomato: siteConfig.foodOrdering.zomato,
  social: siteConfig.social.instagram,
  phone: siteConfig.phones.cafe.display,
};

export const cafeQuickActionCopy: readonly CafeQuickActionCopy[] = [
  {
    id: 'directions',
    title: 'Get Directions',
    description: `Find us on ${siteConfig.address.street}, ${siteConfig.address.locality}.`,
  },
  { id: 'reviews', title: 'Read Reviews', description: 'See what guests say about the café on Google Maps.' },
  { id: 'swiggy', title: 'Order on Swiggy', description: 'Coffee and bistro plates delivered to your door.' },
  { id: 'zomato', title: 'Order on Zomato', description: 'Order the café menu for delivery or takeaway.' },
  { id: 'follow', title: 'Follow Us', description: 'New dishes, events and offers on Instagram.' },
  { id: 'call', title: 'Call & Reserve', description: `Book a table by phone: ${siteConfig.phones.cafe.display}.` },
];

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
  offers: [
    {
      icon: 'pizza',
      offer: {
        id: 'pizza-fest-friday',
        title: 'Pizza Fest Friday',
        days: 'Every Friday',
        hours: '6:00 PM-11:00 PM',
        description: 'Wood-fired pizzas straight from the oven, perfect after an evening game.',
      },
    },
    {
      icon: 'coffee',
      offer: {
        id: 'coffee-happy-hours',
        title: 'Coffee Happy Hours',
        days: 'Monday-Thursday',
        hours: '12:00 PM-5:00 PM',
        description: 'Buy 1 get 1 on iced coffees and cold brews.',
      },
    },
  ],
  hoursHeading: 'Opening Hours',
  hours: [{ label: 'Café & bistro, every day', value: siteConfig.hours.cafe }],
};
