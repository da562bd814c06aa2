/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

/**
 * Build-time overrides of `app/config/site.ts` (for the System Settings ones: their defaults until an owner saves). All
 * optional; blank values fall back to the placeholders.
 */
interface ImportMetaEnv {
  readonly VITE_ADDRESS_CITY?: string;
  readonly VITE_ADDRESS_LOCALITY?: string;
  readonly VITE_ADDRESS_POSTAL_CODE?: string;
  readonly VITE_ADDRESS_REGION?: string;
  readonly VITE_ADDRESS_STREET?: string;
  readonly VITE_BOT_NAME?: string;
  readonly VITE_EMAIL?: string;
  readonly VITE_FOOD_SWIGGY?: string;
  readonly VITE_FOOD_ZOMATO?: string;
  readonly VITE_MAPS_EMBED_URL?: string;
  readonly VITE_MAPS_QUERY?: string;
  readonly VITE_MAPS_REVIEWS_URL?: string;
  readonly VITE_MAPS_URL?: string;
  readonly VITE_PAYMENT_KEY?: string;
  readonly VITE_PAYMENT_THEME_COLOR?: string;
  readonly VITE_PHONE_ACADEMY?: string;
  readonly VITE_PHONE_CAFE?: string;
  readonly VITE_PHONE_SPORTS?: string;
  readonly VITE_PHONE_SUPPORT?: string;
  readonly VITE_SITE_NAME?: string;
  readonly VITE_SITE_ORIGIN?: string;
  readonly VITE_GEO_LATITUDE?: string;
  readonly VITE_GEO_LONGITUDE?: string;
  readonly VITE_ADDRESS_COUNTRY_CODE?: string;
  readonly VITE_SOCIAL_FACEBOOK?: string;
  readonly VITE_SOCIAL_INSTAGRAM?: string;
  readonly VITE_SOCIAL_YOUTUBE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
