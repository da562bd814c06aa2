import type { HomeScreenProps, HomeVenueCard } from '../../design-system/screens/HomeScreen';
import type { HomeBanner } from '../../machines/api/home.schema';
import { defaultHomeBanners } from '../../machines/home/banners';
import { isExternalLink, telLink } from '../../machines/links/outbound';
import { siteConfig } from '../config/site';

const { address } = siteConfig;

/** A venue card's editable part from its banner (Admin > Home Page Manager): title, subtitle, button, image. */
export const bannerCard = (
  banner: HomeBanner,
): Pick<HomeVenueCard, 'title' | 'description' | 'href' | 'external' | 'cta' | 'image'> => ({
  title: banner.title,
  description: banner.subtitle,
  href: banner.buttonLink,
  external: isExternalLink(banner.buttonLink),
  cta: banner.buttonText,
  image: banner.image,
});

/** The home page's copy and facts (address, hours and numbers come from the site config). */
export const homeContent: HomeScreenProps = {
  eyebrow: `${address.locality}, ${address.city}`,
  heading: 'Courts that never close. A café that keeps up.',
  intro:
    'Book a badminton, tennis, pickleball or futsal court any hour of the day, train with our academy coaches, then refuel at the POD café.',
  venues: [
    {
      venue: 'sports',
      ...bannerCard(defaultHomeBanners.left),
      hours: 'Open 24/7',
      highlights: ['Badminton', 'Tennis', 'Pickleball', 'Futsal'],
    },
    {
      venue: 'cafe',
      ...bannerCard(defaultHomeBanners.right),
      hours: '11 AM – 11 PM',
      highlights: ['Coffee & cold brew', 'Bistro', 'Pizza Fest Friday'],
    },
  ],
  address: {
    lines: [
      address.name,
      address.street,
      `${address.locality}, ${address.city}`,
      `${address.region} ${address.postalCode}`,
    ],
    mapsHref: siteConfig.maps.url,
    mapsLabel: 'Get directions',
  },
  hours: [
    { label: 'Sports', value: 'Open 24/7' },
    { label: 'Café', value: '11 AM – 11 PM' },
  ],
  phones: [
    {
      label: siteConfig.phones.sports.label,
      display: siteConfig.phones.sports.display,
      href: telLink(siteConfig.phones.sports.display),
    },
    {
      label: siteConfig.phones.cafe.label,
      display: siteConfig.phones.cafe.display,
      href: telLink(siteConfig.phones.cafe.display),
    },
  ],
};
