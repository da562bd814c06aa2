/**
 * The one site configuration module: business numbers, chat numbers, address, map and social links,
 * food-ordering pages and the payment provider's public test key. (The admin sign-in lives on the server: the
 * client never holds a password.)
 *
 * Every value can be overridden at build time by a `VITE_*` environment variable (see `app/env.d.ts`
 * for the list). The defaults are clearly fictional placeholders: the `+91 90000 0000x` numbers,
 * the `rzp_test_` key and the `.example` e-mail do not belong to anyone.
 *
 * Reading `import.meta.env` is a build-time substitution, so this module is safe at module scope
 * (no window, document or storage access).
 */

export interface PhoneNumber {
  /** How the number is shown, e.g. "+91 90000 00001". */
  display: string;
  /** What it is for, e.g. "Sports bookings". */
  label: string;
}

export interface SiteAddress {
  /** Business name on the first line. */
  name: string;
  street: string;
  locality: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
}

export interface SiteConfig {
  /** The centre's name as used in titles and the payment dialog. */
  name: string;
  /** Short brand name. */
  shortName: string;
  /**
   * Where the site is published (scheme and host, no trailing slash): canonical URLs, share tags, structured data,
   * the sitemap. Set `VITE_SITE_ORIGIN` for the build that goes live.
   */
  origin: string;
  /** The chat assistant's name, shown in the floating chat panel ("Chat with PodBot"). */
  botName: string;
  /** Public phone numbers (telephone links). */
  phones: { sports: PhoneNumber; cafe: PhoneNumber };
  /** Messaging-chat numbers (wa.me links), one per desk. */
  chat: { sports: string; cafe: string; academy: string; support: string };
  /** Public e-mail address. */
  email: string;
  address: SiteAddress;
  /** The centre's map position (structured data). */
  geo: { latitude: number; longitude: number };
  /** Opening hours as data (structured data); `hours` has them as text. */
  openingHours: { sports: 'always'; cafe: { opens: string; closes: string } };
  /** The address's ISO 3166 country code (structured data). */
  countryCode: string;
  /** The search text for map links. */
  mapsQuery: string;
  maps: { url: string; embedUrl: string; reviewsUrl: string };
  social: { instagram: string; facebook: string; youtube: string };
  foodOrdering: { swiggy: string; zomato: string };
  hours: { sports: string; cafe: string; cafeHappyHour: string };
  payment: { key: string; currency: 'INR'; themeColor: string };
}

type EnvKey = keyof ImportMetaEnv & `VITE_${string}`;

/** A `VITE_*` override if it is set and not blank, otherwise the fallback. */
function env(key: EnvKey, fallback: string): string {
  const value: unknown = import.meta.env[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

const address: SiteAddress = {
  name: env('VITE_ADDRESS_NAME', 'POD Sports Centre & Café'),
  street: env('VITE_ADDRESS_STREET', 'OMR Service Road'),
  locality: env('VITE_ADDRESS_LOCALITY', 'Sholinganallur'),
  city: env('VITE_ADDRESS_CITY', 'Chennai'),
  region: env('VITE_ADDRESS_REGION', 'Tamil Nadu'),
  postalCode: env('VITE_ADDRESS_POSTAL_CODE', '600119'),
  country: env('VITE_ADDRESS_COUNTRY', 'India'),
};

const mapsQuery = env('VITE_MAPS_QUERY', 'POD Sports Centre, Sholinganallur, Chennai');
const encodedQuery = encodeURIComponent(mapsQuery);

export const siteConfig: SiteConfig = {
  name: env('VITE_SITE_NAME', 'POD Sports Centre & Café'),
  shortName: 'POD',
  origin: env('VITE_SITE_ORIGIN', 'https://pod.example').replace(/\/+$/, ''),
  botName: env('VITE_BOT_NAME', 'PodBot'),
  phones: {
    sports: { display: env('VITE_PHONE_SPORTS', '+91 90000 00001'), label: 'Sports & bookings' },
    cafe: { display: env('VITE_PHONE_CAFE', '+91 90000 00002'), label: 'Café & reservations' },
  },
  chat: {
    sports: env('VITE_CHAT_SPORTS', '+91 90000 00011'),
    cafe: env('VITE_CHAT_CAFE', '+91 90000 00012'),
    academy: env('VITE_CHAT_ACADEMY', '+91 90000 00013'),
    support: env('VITE_CHAT_SUPPORT', '+91 90000 00014'),
  },
  email: env('VITE_EMAIL', 'hello@pod.example'),
  address,
  geo: {
    latitude: Number(env('VITE_GEO_LATITUDE', '12.901')),
    longitude: Number(env('VITE_GEO_LONGITUDE', '80.2279')),
  },
  openingHours: { sports: 'always', cafe: { opens: '11:00', closes: '23:00' } },
  countryCode: env('VITE_ADDRESS_COUNTRY_CODE', 'IN'),
  mapsQuery,
  maps: {
    url: env('VITE_MAPS_URL', `https://www.google.com/maps/search/?api=1&query=${encodedQuery}`),
    embedUrl: env('VITE_MAPS_EMBED_URL', `https://www.google.com/maps?q=${encodedQuery}&output=embed`),
    reviewsUrl: env(
      'VITE_MAPS_REVIEWS_URL',
      `https://www.google.com/maps/search/?api=1&query=${encodedQuery}%20reviews`,
    ),
  },
  social: {
    instagram: env('VITE_SOCIAL_INSTAGRAM', 'https://www.instagram.com/pod.placeholder/'),
    facebook: env('VITE_SOCIAL_FACEBOOK', 'https://www.facebook.com/pod.placeholder/'),
    youtube: env('VITE_SOCIAL_YOUTUBE', 'https://www.youtube.com/@pod.placeholder'),
  },
  foodOrdering: {
    swiggy: env('VITE_FOOD_SWIGGY', `https://www.swiggy.com/search?query=${encodedQuery}`),
    zomato: env('VITE_FOOD_ZOMATO', 'https://www.zomato.com/chennai/restaurants?q=POD%20Sholinganallur'),
  },
  hours: {
    sports: 'Open 24 hours, 7 days a week',
    cafe: '11 AM – 11 PM daily',
    cafeHappyHour: 'Happy hour 2 – 5 PM',
  },
  payment: {
    key: env('VITE_PAYMENT_KEY', 'rzp_test_PLACEHOLDER00000'),
    currency: 'INR',
    themeColor: env('VITE_PAYMENT_THEME_COLOR', '#0A6748'),
  },
};

/** The address on one line, e.g. for the home page and the footer. */
export function formatAddress(a: SiteAddress = siteConfig.address): string {
  return `${a.street}, ${a.locality}, ${a.city}, ${a.region} ${a.postalCode}`;
}

/** The links the shipped café quick actions and community reels point at (the server seeds them, pages fall back to them). */
export const shippedContentLinks = {
  reviews: siteConfig.maps.reviewsUrl,
  swiggy: siteConfig.foodOrdering.swiggy,
  zomato: siteConfig.foodOrdering.zomato,
  social: siteConfig.social.instagram,
};
