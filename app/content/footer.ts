import type { FooterProps } from '../../design-system/patterns/Footer';
import { telLink } from '../../machines/links/outbound';
import { formatAddress, siteConfig } from '../config/site';

/** The footer's content; the copyright year comes from the clock at render time. */
export function footerContent(year: number): FooterProps {
  return {
    tagline:
      'Badminton, tennis, pickleball and futsal courts open round the clock, with a café and bistro next to the courts.',
    contact: {
      address: formatAddress(),
      mapsHref: siteConfig.maps.url,
      phone: { display: siteConfig.phones.sports.display, href: telLink(siteConfig.phones.sports.display) },
      email: { display: siteConfig.email, href: `mailto:${siteConfig.email}` },
      hours: 'Open 24 hours',
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
      { label: 'Instagram', href: siteConfig.social.instagram, external: true },
      { label: 'Facebook', href: siteConfig.social.facebook, external: true },
      { label: 'YouTube', href: siteConfig.social.youtube, external: true },
    ],
    legal: [
      { label: 'Privacy Policy', href: '/privacy-policy' },
      { label: 'Terms & Conditions', href: '/terms-and-conditions' },
      { label: 'Cancellation & Refund', href: '/cancellation-refund' },
      { label: 'Shipping & Delivery', href: '/shipping-delivery' },
      { label: 'Contact Us', href: '/contact-us' },
    ],
    copyright: `© ${year} ${siteConfig.name}. All rights reserved.`,
    note: `${siteConfig.address.locality}, ${siteConfig.address.city} · Courts open 24/7`,
  };
}
