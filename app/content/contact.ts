/**
 * Copy of /contact (Contact and Book a Visit) and /contact-us: titles and descriptions, headings, the Get in
 * Touch cards, Quick Actions and Find Us. Numbers, email, address, hours and the map link come from System Settings;
 * the embedded map from the site config; the chat texts from machines/links/contact.messages.ts.
 */
import type { ContactCardView } from '../../design-system/patterns/ContactCards';
import type { FindUsView, QuickActionView } from '../../design-system/screens/ContactScreen';
import { chatNowText } from '../../machines/links/contact.messages';
import type { SiteSettings } from '../../machines/admin/settings';
import { mapsDirectionsLink, telLink, whatsappLink } from '../../machines/links/outbound';
import { hoursText, isAllDay, postalPartsOf } from '../../machines/site/siteDetails';
import { siteConfig } from '../config/site';

/** <title> and <meta name="description"> of the three pages. */
export const contactMeta = {
  contact: {
    title: 'Contact & Book a Free Visit · POD',
    description:
      'Call, chat or visit POD Sholinganallur, open 24/7 with easy parking. Schedule a free visit to see the courts, coaching and café.',
  },
  contactUs: {
    title: 'Contact Us · POD',
    description:
      'Send POD a message about bookings, membership, coaching, events or merchandise. We get back to you within 24 hours.',
  },
  faq: {
    title: 'FAQ · Bookings, Coaching, Membership, Café & Shop · POD',
    description:
      'Answers about booking courts at POD: 7-day advance booking, the 15-minute grace period, cancellations, equipment rental, coaching fees, the key membership, the café and the shop.',
  },
} as const;

/** The Get in Touch cards, from the settings. */
function contactCards(site: SiteSettings) {
  const { street, locality, city } = postalPartsOf(site.address);
  const phone: ContactCardView = {
    icon: 'phone',
    title: 'Call Us',
    lines: [site.phones.sports, isAllDay(site.hours.sports) ? '24/7 for bookings' : 'For bookings'],
    action: { label: 'Call Now', href: telLink(site.phones.sports) },
  };
  const chat: ContactCardView = {
    icon: 'chat',
    title: 'Chat With Us',
    lines: ['Quick answers on chat', 'Bookings, coaching and the café'],
    action: { label: 'Chat Now', href: whatsappLink(site.phones.sports, chatNowText()), external: true },
  };
  const place = [locality, city].filter(Boolean).join(', ');
  const location: ContactCardView = {
    icon: 'location',
    title: 'Visit Us',
    lines: [...(place ? [place, street] : [site.address]), 'Easy parking on site'],
    action: { label: 'Open in Maps', href: site.mapUrl, external: true },
  };
  const hours: ContactCardView = {
    icon: 'hours',
    title: 'Opening Hours',
    lines: [
      isAllDay(site.hours.sports) ? '24 hours, 7 days a week' : `Courts ${hoursText(site.hours.sports)}`,
      `Café ${hoursText(site.hours.cafe)}`,
    ],
  };
  const email: ContactCardView = {
    icon: 'email',
    title: 'Email Us',
    lines: [site.email, 'We reply within 24 hours'],
    action: { label: 'Send an Email', href: `mailto:${site.email}` },
  };
  return { phone, chat, location, hours, email };
}

const mapTitle = (site: SiteSettings) => {
  const { locality } = postalPartsOf(site.address);
  return locality ? `Map of ${site.name}, ${locality}` : `Map of ${site.name}`;
};

/** /contact's copy with the settings' details. */
export const contactPageCopy = (site: SiteSettings) => {
  const cards = contactCards(site);
  return {
    heading: 'Contact & Book a Visit',
    intro:
      'Call, chat or drop by: the courts are open round the clock in Sholinganallur. New here? Book a free visit and we will show you around.',
    cardsHeading: 'Get in Touch',
    cards: [cards.phone, cards.chat, cards.location, cards.hours] as readonly ContactCardView[],
    quickActions: {
      heading: 'Quick Actions',
      actions: [
        { label: 'Book Court', href: '/sports#booking', icon: 'calendar' },
        { label: 'Email Us', href: `mailto:${site.email}`, icon: 'mail', description: site.email },
      ] as readonly QuickActionView[],
    },
    visitForm: {
      heading: 'Schedule a Free Visit',
      intro: 'Tell us when you would like to come by. Your request opens in our chat so we can confirm a time.',
    },
    findUs: {
      heading: 'Find Us',
      addressLines: [site.name, site.address],
      mapTitle: mapTitle(site),
      mapEmbedUrl: siteConfig.maps.embedUrl,
      mapsHref: site.mapUrl,
      directionsHref: mapsDirectionsLink(siteConfig.mapsQuery),
      directionsLabel: 'Get Directions',
    } satisfies FindUsView,
  } as const;
};

/** /contact-us's copy with the settings' details. */
export const contactUsPageCopy = (site: SiteSettings) => {
  const cards = contactCards(site);
  return {
    heading: 'Contact Us',
    intro:
      'Questions about bookings, membership, coaching, events or the shop? Send us a message and we will get back to you within 24 hours.',
    cardsHeading: 'Reach Us Directly',
    cards: [
      cards.phone,
      cards.email,
      cards.chat,
      {
        ...cards.location,
        action: { label: 'Get Directions', href: mapsDirectionsLink(siteConfig.mapsQuery), external: true },
      },
    ] as readonly ContactCardView[],
    form: {
      heading: 'Send Us a Message',
      intro: 'Your message opens in our support chat with every detail filled in.',
    },
    map: {
      heading: 'Find Us',
      title: mapTitle(site),
      embedUrl: siteConfig.maps.embedUrl,
      mapsHref: site.mapUrl,
    },
  } as const;
};
