/**
 * The schema.org objects of the centre and the café, from the site configuration (machines/site/seo.ts builds
 * them). The product list's objects are built on the shop page from the products it shows.
 */
import { cafeLd, sportsLocationLd, type PlaceFacts } from '../../machines/site/structuredData';
import { siteConfig } from '../config/site';

const telephone = (display: string) => display.replace(/[^\d+]/g, '');

const shared: Omit<PlaceFacts, 'name' | 'description' | 'telephone' | 'hours' | 'path' | 'image'> = {
  origin: siteConfig.origin,
  email: siteConfig.email,
  address: { ...siteConfig.address, countryCode: siteConfig.countryCode },
  geo: siteConfig.geo,
  mapUrl: siteConfig.maps.url,
  sameAs: Object.values(siteConfig.social),
};

/** The sports centre: open round the clock. */
export const centreStructuredData = sportsLocationLd({
  ...shared,
  name: siteConfig.name,
  description: 'Badminton, tennis, pickleball and futsal courts open 24/7 in Sholinganallur, Chennai, bookable online.',
  telephone: telephone(siteConfig.phones.sports.display),
  hours: siteConfig.openingHours.sports,
  path: '/',
  image: 'home',
});

/** The café and bistro. */
export const cafeStructuredData = cafeLd({
  ...shared,
  name: 'POD Café & Bistro',
  description: 'Specialty coffee, cold brews and bistro plates next to the courts, with a pizza night every Friday.',
  telephone: telephone(siteConfig.phones.cafe.display),
  hours: siteConfig.openingHours.cafe,
  path: '/cafe',
  image: 'cafe',
  servesCuisine: ['Coffee', 'Cafe', 'Pizza'],
});
