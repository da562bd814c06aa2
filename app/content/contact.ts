/**
 * Copy of /contact (Contact and Book a Visit) and /contact-us: titles and descriptions, headings, the Get in
 * Touch cards, Quick Actions and Find Us. Numbers, address and map links come from the site config; the chat
 * texts from machines/links/contact.messages.ts.
 */
import type { ContactCardView } from '../../design-system/patterns/ContactCards';
import type { FindUsView, QuickActionView } from '../../design-system/screens/ContactScreen';
import { chatNowText } from '../../machines/links/contact.messages';
import { mapsDirectionsLink, telLink, whatsappLink } from '../../machines/links/outbound';
import { formatAddress, siteConfig } from '../config/site';

const { address } = siteConfig;

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

const chatHref = whatsappLink(siteConfig.chat.sports, chatNowText());

const phoneCard: ContactCardView = {
  icon: 'phone',
  title: 'Call Us',
  lines: [siteConfig.phones.sports.display, '24/7 for bookings'],
  action: { label: 'Call Now', href: telLink(siteConfig.phones.sports.display) },
};

const chatCard: ContactCardView = {
  icon: 'chat',
  title: 'Chat With Us',
  lines: ['Quick answers on chat', 'Bookings, coaching and the café'],
  action: { label: 'Chat Now', href: chatHref, external: true },
};

const locationCard: ContactCardView = {
  icon: 'location',
  title: 'Visit Us',
  lines: [`${address.locality}, ${address.city}`, address.street, 'Easy parking on site'],
  action: { label: 'Open in Maps', href: siteConfig.maps.url, external: true },
};

const hoursCard: ContactCardView = {
  icon: 'hours',
  title: 'Opening Hours',
  lines: ['24 hours, 7 days a week', `Café ${siteConfig.hours.cafe}`],
};

const emailCard: ContactCardView = {
  icon: 'email',
  title: 'Email Us',
  lines: [siteConfig.email, 'We reply within 24 hours'],
  action: { label: 'Send an Email', href: `mailto:${siteConfig.email}` },
};

export const contactPageCopy = {
  heading: 'Contact & Book a Visit',
  intro:
    'Call, chat or drop by: the courts are open round the clock in Sholinganallur. New here? Book a free visit and we will show you around.',
  cardsHeading: 'Get in Touch',
  cards: [phoneCard, chatCard, locationCard, hoursCard] as readonly ContactCardView[],
  quickActions: {
    heading: 'Quick Actions',
    actions: [
      { label: 'Book Court', href: '/sports#booking', icon: 'calendar' },
      { label: 'Email Us', href: `mailto:${siteConfig.email}`, icon: 'mail', description: siteConfig.email },
    ] as readonly QuickActionView[],
  },
  visitForm: {
    heading: 'Schedule a Free Visit',
    intro: 'Tell us when you would like to come by. Your request opens in our chat so we can confirm a time.',
  },
  findUs: {
    heading: 'Find Us',
    addressLines: [address.name, formatAddress()],
    mapTitle: `Map of ${address.name}, ${address.locality}`,
    mapEmbedUrl: siteConfig.maps.embedUrl,
    mapsHref: siteConfig.maps.url,
    directionsHref: mapsDirectionsLink(siteConfig.mapsQuery),
    directionsLabel: 'Get Directions',
  } satisfies FindUsView,
} as const;

export const contactUsPageCopy = {
  heading: 'Contact Us',
  intro:
    'Questions about bookings, membership, coaching, events or the shop? Send us a message and we will get back to you within 24 hours.',
  cardsHeading: 'Reach Us Directly',
  cards: [
    phoneCard,
    emailCard,
    chatCard,
    {
      ...locationCard,
      action: { label: 'Get Directions', href: mapsDirectionsLink(siteConfig.mapsQuery), external: true },
    },
  ] as readonly ContactCardView[],
  form: {
    heading: 'Send Us a Message',
    intro: 'Your message opens in our support chat with every detail filled in.',
  },
  map: {
    heading: 'Find Us',
    title: `Map of ${address.name}, ${address.locality}`,
    embedUrl: siteConfig.maps.embedUrl,
    mapsHref: siteConfig.maps.url,
  },
} as const;
