import type { FooterProps } from '../../design-system/patterns/Footer';
import type { SiteSettings } from '../../machines/admin/settings';
import { telLink } from '../../machines/links/outbound';
import { hoursText, isAllDay, postalPartsOf, shortHoursText } from '../../machines/site/siteDetails';

/** The footer's content from System Settings; the copyright year comes from the clock at render time. */
export function footerContent(year: number, site: SiteSettings): FooterProps {
  return {
    tagline:
      'Badminton, tennis, pickleball and futsal courts open round the clock, with a café and bistro next to the courts.',
    contact: {
      address: site.address,
      mapsHref: site.mapUrl,
      phone: { display: site.phones.sports, href: telLink(site.phones.sports) },
      email: { display: site.email, href: `mailto:${site.email}` },
      hours: shortHoursText(site.hours.sports),
    },
    sports: [
      { label: 'Badminton', href: '/schedule?sport=badminton' },
      { label: 'Tennis', href: '/schedule?sport=tennis' },
      { label: 'Pickleball', href: '/schedule?sport=pickleball' },
      { label: 'Futsal', href: '/schedule?sport=futsal' },
      { label: 'Book a court', href: '/sports#booking' },
      { label: 'My booking', href: '/my-booking' },
    ],
    social: [
      { label: 'Instagram', href: site.social.instagram, external: true },
      { label: 'Facebook', href: site.social.facebook, external: true },
      { label: 'YouTube', href: site.social.youtube, external: true },
    ],
    legal: [
      { label: 'Privacy Policy', href: '/privacy-policy' },
      { label: 'Terms & Conditions', href: '/terms-and-conditions' },
      { label: 'Cancellation & Refund', href: '/cancellation-refund' },
      { label: 'Shipping & Delivery', href: '/shipping-delivery' },
      { label: 'Contact Us', href: '/contact-us' },
    ],
    copyright: `© ${year} ${site.name}. All rights reserved.`,
    note: footerNote(site),
  };
}

/** 'Sholinganallur, Chennai · Courts open 24/7' (the address's locality and city, and the courts' hours). */
function footerNote(site: SiteSettings): string {
  const { locality, city } = postalPartsOf(site.address);
  const place = [locality, city].filter(Boolean).join(', ');
  const hours = isAllDay(site.hours.sports) ? 'Courts open 24/7' : `Courts ${hoursText(site.hours.sports)}`;
  return place ? `${place} · ${hours}` : hours;
}
