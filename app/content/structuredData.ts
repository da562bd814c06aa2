/**
 * The schema.org objects of the centre and the café, from System Settings and the site configuration
 * (machines/site/structuredData.ts builds them). The product list's objects are built on the shop page from the
 * products it shows.
 */
import type { SiteSettings } from '../../machines/admin/settings';
import { openingHoursOf, postalPartsOf } from '../../machines/site/siteDetails';
import { cafeLd, sportsLocationLd, type PlaceFacts } from '../../machines/site/structuredData';
import { siteConfig } from '../config/site';

const telephone = (display: string) => display.replace(/[^\d+]/g, '');

const shared = (
  site: SiteSettings,
): Omit<PlaceFacts, 'name' | 'description' | 'telephone' | 'hours' | 'path' | 'image'> => ({
  origin: siteConfig.origin,
  email: site.email,
  address: { ...postalPartsOf(site.address), countryCode: siteConfig.countryCode },
  geo: siteConfig.geo,
  mapUrl: site.mapUrl,
  sameAs: Object.values(site.social),
});

/** The sports centre. */
export const centreStructuredData = (site: SiteSettings) =>
  sportsLocationLd({
    ...shared(site),
    name: site.name,
    description:
      'Badminton, tennis, pickleball and futsal courts open 24/7 in Sholinganallur, Chennai, bookable online.',
    telephone: telephone(site.phones.sports),
    hours: openingHoursOf(site.hours.sports),
    path: '/',
    image: 'home',
  });

/** The café and bistro. */
export const cafeStructuredData = (site: SiteSettings) =>
  cafeLd({
    ...shared(site),
    name: 'POD Café & Bistro',
    description: 'Specialty coffee, cold brews and bistro plates next to the courts, with a pizza night every Friday.',
    telephone: telephone(site.phones.cafe),
    hours: openingHoursOf(site.hours.cafe),
    path: '/cafe',
    image: 'cafe',
    servesCuisine: ['Coffee', 'Cafe', 'Pizza'],
  });
