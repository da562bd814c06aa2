import type { HomeScreenProps } from '../../design-system/screens/HomeScreen';
import { telLink } from '../../machines/links/outbound';
import { siteConfig } from '../config/site';

const { address } = siteConfig;

/** The home page's copy and facts (address, hours and numbers come from the site config). */
export const homeContent: HomeScreenProps = {
  eyebrow: `${address.locality}, ${address.city}`,
  heading: 'Courts that never close. A café that keeps up.',
  intro:
    'Book a badminton, tennis, pickleball or futsal court any hour of the day, train with our academy coaches, then refuel at the POD café.',
  venues: [
    {
      venue: 'sports',
      title: 'Sports',
      description: 'Floodlit courts and a futsal turf, bookable online up to a week ahead, day or night.',
      href: '/sports',
      cta: 'Book a court',
      hours: 'Open 24/7',
      highlights: ['Badminton', 'Tennis', 'Pickleball', 'Futsal'],
    },
    {
      venue: 'cafe',
      title: 'Café',
      description: 'Coffee, cold brews and bistro plates between games, with a pizza night every Friday.',
      href: '/cafe',
      cta: 'See the café',
      hours: '11 AM – 11 PM',
      highlights: ['Coffee & cold brew', 'Bistro', 'Pizza Fest Friday'],
    },
  ],
  address: {
    lines: [address.name, address.street, `${address.locality}, ${address.city}`, `${address.region} ${address.postalCode}`],
    mapsHref: siteConfig.maps.url,
    mapsLabel: 'Get directions',
  },
  hours: [
    { label: 'Sports', value: 'Open 24/7' },
    { label: 'Café', value: '11 AM – 11 PM' },
  ],
  phones: [
    { label: siteConfig.phones.sports.label, display: siteConfig.phones.sports.display, href: telLink(siteConfig.phones.sports.display) },
    { label: siteConfig.phones.cafe.label, display: siteConfig.phones.cafe.display, href: telLink(siteConfig.phones.cafe.display) },
  ],
};
