/**
 * Copy of the sports page and the schedule page: hero, section headings, partners and
 * the why-choose reasons, page titles and descriptions. Sports and packages are business constants in
 * machines/booking; every price is the court rate table's (the pages' loaders read it).
 */
import type { Partner } from '../../design-system/patterns/Partners';
import type { WhyChooseItem } from '../../design-system/patterns/WhyChoose';
import type { PublicPartner } from '../../machines/api/siteContent.schema';
import { rateBands, type RateTable } from '../../machines/booking/rates';
import { sportIds } from '../../machines/booking/sports';
import { formatRupees } from '../../machines/money/money';
import type { SiteSettings } from '../../machines/admin/settings';
import { hoursText, postalPartsOf } from '../../machines/site/siteDetails';
import { siteConfig } from '../config/site';

/** <title> and <meta name="description"> of the two pages. */
export const bookingMeta = {
  sports: {
    title: 'Book a Court · Badminton, Tennis, Pickleball & Futsal · POD',
    description:
      'Book badminton, tennis, pickleball and futsal courts at POD Sholinganallur, open 24/7. Pick a date, court and time and pay online.',
  },
  schedule: {
    title: 'Schedule & Pricing · POD',
    description:
      'Court prices by time of day (peak, off-peak, night) for badminton, tennis, pickleball and futsal, packages and group discounts at POD.',
  },
} as const;

export const sportsHero = {
  badge: 'Book 7 Days Advance',
  title: 'Courts for every game',
  subtitle: 'Badminton, tennis, pickleball and futsal in Sholinganallur, open 24 hours, 7 days a week.',
  cta: 'Book a Court',
} as const;

/** The static live-status line (spec §2). */
export const liveStatus = { courts: 4, peak: '6-9 PM' } as const;

/** The booking section while the booking view's code is on its way, and if it cannot arrive. */
export const bookingLoadCopy = {
  loading: 'Loading the booking calendar…',
  unavailable: 'The booking calendar could not load',
  unavailableHint: 'The connection dropped. Check your internet connection and try again.',
  retry: 'Try again',
} as const;

/** The sport list's heading and intro; the intro's price is the lowest hourly rate of the court rate table. */
export function sportListCopyOf(rates: RateTable): { heading: string; intro: string } {
  const from = Math.min(...sportIds.map((id) => Math.min(...rateBands.map((band) => rates[id][band]))));
  return {
    heading: 'Choose Your Sport',
    intro: `Pick a sport to see its calendar, courts and time slots. Courts from ${formatRupees(from)} an hour.`,
  };
}

export const priceListNote = 'Court bookings are paid online. Rates shown per hour unless stated.';

/** The reviews' heading; the reviews are the saved ones (Admin > Sports Centre > Testimonials), from the page's loader. */
export const reviewsCopy = {
  heading: 'What Players Say',
  intro: 'A few words from the people who play here.',
} as const;

/** The Find Us section: the centre's name, address, hours and map link from System Settings. */
export const locationCopy = (site: SiteSettings) => {
  const { locality } = postalPartsOf(site.address);
  return {
    heading: 'Find Us',
    addressLines: [site.name, site.address],
    hours: hoursText(site.hours.sports),
    mapTitle: locality ? `Map of ${site.name}, ${locality}` : `Map of ${site.name}`,
    mapEmbedUrl: siteConfig.maps.embedUrl,
    mapsHref: site.mapUrl,
  } as const;
};

/** The partners section's heading and intro; the partners are staff's (Admin > Partners & Affiliates). */
export const partnersCopy = {
  heading: 'Our Partners',
  intro: 'Brands and communities that play with us.',
} as const;

/** A saved partner as the section's card draws it. */
export const partnerCardOf = ({ name, logo, label, description, link }: PublicPartner): Partner => ({
  name,
  logo,
  label,
  description,
  ...(link ? { href: link } : {}),
});

export const whyChooseCopy: { heading: string; intro: string; items: WhyChooseItem[] } = {
  heading: 'Why Choose POD',
  intro: 'Everything you need to play, any hour of the day.',
  items: [
    { icon: 'clock', title: 'Open 24/7', description: 'Play before work, after work or after midnight.' },
    {
      icon: 'trophy',
      title: 'Pro-grade courts',
      description: 'Wooden badminton courts, hard tennis courts and a floodlit turf.',
    },
    {
      icon: 'users',
      title: 'Expert coaching',
      description: 'Programmes for kids and adults with experienced coaches.',
    },
    { icon: 'zap', title: 'Instant booking', description: 'Pick a slot and pay online in under a minute.' },
    { icon: 'coffee', title: 'Café on site', description: 'Refuel at the café and bistro after your game.' },
    { icon: 'map', title: 'Easy to reach', description: 'On OMR in Sholinganallur, with easy parking.' },
  ],
};

export const scheduleCopy = {
  heading: 'Schedule & Pricing',
  intro: 'Hourly court prices by time of day, our packages and group offers.',
  groupDescription: 'Corporate leagues, school teams and birthday games welcome: book together and save.',
  downloads: ['Download Schedule (PDF)', 'Download Price List'],
  downloadsHint: 'Downloads are coming soon.',
} as const;
