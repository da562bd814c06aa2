/**
 * The one site configuration module: what the build fixes (origin, map pin, food-ordering pages, the payment
 * provider's public test key) and the defaults of System Settings (the centre's name, phone numbers, email,
 * address, map and social links, hours), which owners change in Admin > System Settings and every page reads from
 * the server. (The admin sign-in lives on the server: the client never holds a password.)
 *
 * Every value can be overridden at build time by a `VITE_*` environment variable (see `app/env.d.ts`
 * for the list). The defaults are clearly fictional placeholders: the `+91 90000 000xx` numbers,
 * the `rzp_test_` key and the `.example` e-mail do not belong to anyone.
 *
 * Reading `import.meta.env` is a build-time substitution, so this module is safe at module scope
 * (no window, document or storage access).
 */
import type { SiteSettings } from '../../machines/admin/settings';
import { defaultSiteSettings } from '../../machines/admin/settings.rules';

/** The shipped address in its parts (System Settings keep it as one line). */
export interface SiteAddress {
  street: string;
  locality: string;
  city: string;
  region: string;
  postalCode: string;
}

/**
 * What the site is built with and no owner changes: the published origin, the brand's short name, the chat
 * assistant, the map's pin, the food-ordering pages and the payment key. The centre's name, phone numbers, email,
 * address, map link, hours and social links are System Settings (`siteDefaults` until an owner saves them).
 */
export interface SiteConfig {
  /** Short brand name. */
  shortName: string;
  /**
   * Where the site is published (scheme and host, no trailing slash): canonical URLs, share tags, structured data,
   * the sitemap. Set `VITE_SITE_ORIGIN` for the build that goes live.
   */
  origin: string;
  /** The chat assistant's name, shown in the floating chat panel ("Chat with PodBot"). */
  botName: string;
  /** The centre's map position (structured data). */
  geo: { latitude: number; longitude: number };
  /** The address's ISO 3166 country code (structured data). */
  countryCode: string;
  /** The search text for map links. */
  mapsQuery: string;
  maps: { embedUrl: string; reviewsUrl: string };
  foodOrdering: { swiggy: string; zomato: string };
  /** The café's happy hour (a promotion of the café's page, not an opening time). */
  cafeHappyHour: string;
  payment: { key: string; currency: 'INR'; themeColor: string };
}
type EnvKey = keyof ImportMetaEnv & `VITE_${string}`;

/** A `VITE_*` override if it is set and not blank, otherwise the fallback. */
function env(key: EnvKey, fallback: string): string {
  // The server runs this module outside Vite too (mail settings), where there is no import.meta.env.
  const value: unknown = import.meta.env?.[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

const address: SiteAddress = {
  street: env('VITE_ADDRESS_STREET', 'OMR Service Road'),
  locality: env('VITE_ADDRESS_LOCALITY', 'Sholinganallur'),
  city: env('VITE_ADDRESS_CITY', 'Chennai'),
  region: env('VITE_ADDRESS_REGION', 'Tamil Nadu'),
  postalCode: env('VITE_ADDRESS_POSTAL_CODE', '600119'),
};

const mapsQuery = env('VITE_MAPS_QUERY', 'POD Sports Centre, Sholinganallur, Chennai');
const encodedQuery = encodeURIComponent(mapsQuery);

export const siteConfig: SiteConfig = {
  shortName: 'POD',
  origin: env('VITE_SITE_ORIGIN', 'https://pod.example').replace(/\/+$/, ''),
  botName: env('VITE_BOT_NAME', 'PodBot'),
  geo: {
    latitude: Number(env('VITE_GEO_LATITUDE', '12.901')),
    longitude: Number(env('VITE_GEO_LONGITUDE', '80.2279')),
  },
  countryCode: env('VITE_ADDRESS_COUNTRY_CODE', 'IN'),
  mapsQuery,
  maps: {
    embedUrl: env('VITE_MAPS_EMBED_URL', `https://www.google.com/maps?q=${encodedQuery}&output=embed`),
    reviewsUrl: env(
      'VITE_MAPS_REVIEWS_URL',
      `https://www.google.com/maps/search/?api=1&query=${encodedQuery}%20reviews`,
    ),
  },
  foodOrdering: {
    swiggy: env('VITE_FOOD_SWIGGY', `https://www.swiggy.com/search?query=${encodedQuery}`),
    zomato: env('VITE_FOOD_ZOMATO', 'https://www.zomato.com/chennai/restaurants?q=POD%20Sholinganallur'),
  },
  cafeHappyHour: 'Happy hour 2 – 5 PM',
  payment: {
    key: env('VITE_PAYMENT_KEY', 'rzp_test_PLACEHOLDER00000'),
    currency: 'INR',
    themeColor: env('VITE_PAYMENT_THEME_COLOR', '#0A6748'),
  },
};

/** The address on one line: 'street, locality, city, region PIN'. */
export function formatAddress(a: SiteAddress): string {
  return `${a.street}, ${a.locality}, ${a.city}, ${a.region} ${a.postalCode}`;
}

/**
 * System Settings until an owner saves them (the server starts from these): the shipped details
 * (machines/admin/settings.ts) with this build's `VITE_*` overrides.
 */
export const siteDefaults: SiteSettings = {
  ...defaultSiteSettings,
  name: env('VITE_SITE_NAME', defaultSiteSettings.name),
  phones: {
    sports: env('VITE_PHONE_SPORTS', defaultSiteSettings.phones.sports),
    cafe: env('VITE_PHONE_CAFE', defaultSiteSettings.phones.cafe),
    academy: env('VITE_PHONE_ACADEMY', defaultSiteSettings.phones.academy),
    support: env('VITE_PHONE_SUPPORT', defaultSiteSettings.phones.support),
  },
  email: env('VITE_EMAIL', defaultSiteSettings.email),
  address: formatAddress(address),
  mapUrl: env('VITE_MAPS_URL', `https://www.google.com/maps/search/?api=1&query=${encodedQuery}`),
  social: {
    instagram: env('VITE_SOCIAL_INSTAGRAM', defaultSiteSettings.social.instagram),
    facebook: env('VITE_SOCIAL_FACEBOOK', defaultSiteSettings.social.facebook),
    youtube: env('VITE_SOCIAL_YOUTUBE', defaultSiteSettings.social.youtube),
  },
};

/** The links the shipped café quick actions and community reels point at (the server seeds them, pages fall back to them). */
export const shippedContentLinks = {
  reviews: siteConfig.maps.reviewsUrl,
  swiggy: siteConfig.foodOrdering.swiggy,
  zomato: siteConfig.foodOrdering.zomato,
  social: siteDefaults.social.instagram,
};
