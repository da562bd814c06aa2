/**
 * The schema.org objects of the centre, the café and the products, for the JSON-LD of the pages that show them
 * (./seo has every page's tags and breadcrumbs). Pure functions of their arguments; the facts come in from System Settings and
 * the site configuration.
 */
import type { Availability } from '../shop/catalogue.options';
import { SCHEMA, shareImageUrl, type ShareImageKind } from './seo';

export interface PlaceFacts {
  origin: string;
  name: string;
  description: string;
  /** E.164 without spaces, e.g. +919000000001. */
  telephone: string;
  email: string;
  /** Its parts; an empty part is left out. */
  address: { street: string; locality: string; city: string; region: string; postalCode: string; countryCode: string };
  geo: { latitude: number; longitude: number };
  /** Daily opening and closing times, "HH:MM" (24 h), or open round the clock. */
  hours: { opens: string; closes: string } | 'always';
  /** The page about the place. */
  path: string;
  image: ShareImageKind;
  sameAs?: readonly string[];
  mapUrl?: string;
}

const everyDay = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map(
  (day) => `${SCHEMA}/${day}`,
);

/** A PostalAddress with the parts that are known (an address line that could not be split is all street). */
function postalAddressLd(address: PlaceFacts['address']): object {
  const locality = [address.locality, address.city].filter(Boolean).join(', ');
  return {
    '@type': 'PostalAddress',
    streetAddress: address.street,
    ...(locality ? { addressLocality: locality } : {}),
    ...(address.region ? { addressRegion: address.region } : {}),
    ...(address.postalCode ? { postalCode: address.postalCode } : {}),
    addressCountry: address.countryCode,
  };
}

function placeLd(type: string, facts: PlaceFacts): object {
  const { opens, closes } = facts.hours === 'always' ? { opens: '00:00', closes: '23:59' } : facts.hours;
  return {
    '@context': SCHEMA,
    '@type': type,
    '@id': `${new URL(facts.path, facts.origin).href}#place`,
    name: facts.name,
    description: facts.description,
    url: new URL(facts.path, facts.origin).href,
    image: shareImageUrl(facts.origin, facts.image),
    telephone: facts.telephone,
    email: facts.email,
    address: postalAddressLd(facts.address),
    geo: { '@type': 'GeoCoordinates', latitude: facts.geo.latitude, longitude: facts.geo.longitude },
    openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: everyDay, opens, closes }],
    ...(facts.mapUrl ? { hasMap: facts.mapUrl } : {}),
    ...(facts.sameAs?.length ? { sameAs: [...facts.sameAs] } : {}),
  };
}

/** The sports centre (open 24/7) as a schema.org SportsActivityLocation. */
export const sportsLocationLd = (facts: PlaceFacts) => placeLd('SportsActivityLocation', facts);

/** The café as a schema.org CafeOrCoffeeShop. */
export const cafeLd = (facts: PlaceFacts & { servesCuisine?: readonly string[] }) => ({
  ...placeLd('CafeOrCoffeeShop', facts),
  ...(facts.servesCuisine ? { servesCuisine: [...facts.servesCuisine] } : {}),
});

export interface ProductFacts {
  id: number;
  name: string;
  description: string;
  /** Rupees. */
  price: number;
  /** Site path of its image. */
  image: string;
  availability: Availability;
  sizes: readonly string[];
}

const availabilityUrl: Record<Availability, string> = {
  'In Stock': `${SCHEMA}/InStock`,
  'Pre-order': `${SCHEMA}/PreOrder`,
  'Out of Stock': `${SCHEMA}/OutOfStock`,
};

/** The products of a page as schema.org Product objects with an Offer each (price in INR, availability). */
export function productsLd(
  origin: string,
  brand: string,
  products: readonly ProductFacts[],
  pagePath = '/merchandise',
): object {
  const pageUrl = new URL(pagePath, origin).href;
  return {
    '@context': SCHEMA,
    '@graph': products.map((product) => ({
      '@type': 'Product',
      '@id': `${pageUrl}#product-${product.id}`,
      sku: `POD-${product.id}`,
      name: product.name,
      description: product.description,
      image: new URL(product.image, origin).href,
      brand: { '@type': 'Brand', name: brand },
      ...(product.sizes.length ? { size: [...product.sizes] } : {}),
      offers: {
        '@type': 'Offer',
        url: pageUrl,
        price: product.price.toFixed(2),
        priceCurrency: 'INR',
        availability: availabilityUrl[product.availability],
      },
    })),
  };
}
