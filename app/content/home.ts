import type { HomeScreenProps, HomeVenueCard } from '../../design-system/screens/HomeScreen';
import type { HomeBanner } from '../../machines/api/home.schema';
import { defaultHomeBanners } from '../../machines/home/banners';
import type { SiteSettings } from '../../machines/admin/settings';
import { isExternalLink, telLink } from '../../machines/links/outbound';
import { addressLines, hoursRange, placeOf } from '../../machines/site/siteDetails';
import { deskLabels } from './desks';

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

/** The home page's copy and facts (address, hours and numbers come from System Settings). */
export const homeContent = (site: SiteSettings): HomeScreenProps => ({
  eyebrow: placeOf(site.address) || site.name,
  heading: 'Courts that never close. A café that keeps up.',
  intro:
    'Book a badminton, tennis, pickleball or futsal court any hour of the day, train with our academy coaches, then refuel at the POD café.',
  venues: [
    {
      venue: 'sports',
      ...bannerCard(defaultHomeBanners.left),
      hours: hoursRange(site.hours.sports),
      highlights: ['Badminton', 'Tennis', 'Pickleball', 'Futsal'],
    },
    {
      venue: 'cafe',
      ...bannerCard(defaultHomeBanners.right),
      hours: hoursRange(site.hours.cafe),
      highlights: ['Coffee & cold brew', 'Bistro', 'Pizza Fest Friday'],
    },
  ],
  address: {
    lines: [site.name, ...addressLines(site.address)],
    mapsHref: site.mapUrl,
    mapsLabel: 'Get directions',
  },
  hours: [
    { label: 'Sports', value: hoursRange(site.hours.sports) },
    { label: 'Café', value: hoursRange(site.hours.cafe) },
  ],
  phones: [
    { label: deskLabels.sports, display: site.phones.sports, href: telLink(site.phones.sports) },
    { label: deskLabels.cafe, display: site.phones.cafe, href: telLink(site.phones.cafe) },
  ],
});
