import { describe, expect, it } from 'vitest';
import { sportIds } from '../../../machines/booking/sports';
import { products } from '../../../machines/shop/catalogue';
import {
  breadcrumbLd,
  canonicalUrl,
  pageIndexing,
  shareTags,
  publicPageOf,
  publicPages,
  robotsTxt,
  sitemapXml,
} from '../../../machines/site/seo';
import { productsLd, sportsLocationLd } from '../../../machines/site/structuredData';

const origin = 'https://pod.example';
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');

describe('sitemap.xml', () => {
  it('lists every indexed public page and the schedule of each sport, and nothing a visitor buys with', () => {
    const urls = locs(sitemapXml(origin, sportIds));
    for (const page of publicPages.filter((p) => p.indexed)) expect(urls).toContain(`${origin}${page.path}`);
    for (const sport of sportIds) expect(urls).toContain(`${origin}/schedule?sport=${sport}`);
    for (const path of ['/cart', '/checkout', '/order-confirmation']) expect(urls).not.toContain(`${origin}${path}`);
    expect(urls.some((url) => url.includes('/admin'))).toBe(false);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('is well-formed: XML declaration, the sitemap namespace, escaped locations', () => {
    const xml = sitemapXml(origin, sportIds);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml).toContain(`<loc>${origin}/schedule?sport=tennis</loc>`);
    expect(sitemapXml(origin, sportIds, '2026-11-23&')).toContain('<lastmod>2026-11-23&amp;</lastmod>');
  });
});

describe('the page list', () => {
  it('has every page path of the router (a new page cannot be left out of the sitemap by mistake)', async () => {
    const { routes } = await import('../../../app/router');
    const pages = routes
      .map((route) => route.path)
      .filter((path) => !path.startsWith('/admin') && path !== '*' && path !== '/pricing');
    expect(pages.length).toBeGreaterThan(15);
    expect(pages.filter((path) => !publicPageOf(path))).toEqual([]);
  });
});

describe('robots.txt', () => {
  it('keeps the admin area and the API out and names the sitemap', () => {
    const robots = robotsTxt(origin);
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    expect(robots).toMatch(/^Disallow: \/api\/$/m);
    expect(robots).toMatch(/^Sitemap: https:\/\/pod\.example\/sitemap\.xml$/m);
  });
});

describe('canonical URLs and share tags', () => {
  it('keep only the parameters that choose content', () => {
    expect(canonicalUrl(origin, '/schedule', '?sport=tennis&utm_source=x')).toBe(`${origin}/schedule?sport=tennis`);
    expect(canonicalUrl(origin, '/merchandise', '?utm_source=x')).toBe(`${origin}/merchandise`);
    expect(publicPageOf('/cafe/')?.name).toBe('Café');
  });

  it('give each page its title, description, URL and its kind of share image', () => {
    expect(pageIndexing(origin, '/cafe')).toEqual({ canonical: `${origin}/cafe`, indexed: true });
    const tags = shareTags({ origin, siteName: 'POD', pathname: '/cafe', title: 'Café', description: 'Coffee' });
    expect(tags).toEqual(
      expect.arrayContaining([
        { property: 'og:title', content: 'Café' },
        { property: 'og:description', content: 'Coffee' },
        { property: 'og:url', content: `${origin}/cafe` },
        { property: 'og:image', content: `${origin}/og/cafe.png` },
        { name: 'twitter:card', content: 'summary_large_image' },
      ]),
    );
    expect(
      shareTags({ origin, siteName: 'POD', pathname: '/cafe', title: 'Café', description: 'Coffee', kind: 'legal' }),
    ).toContainEqual({
      property: 'og:image',
      content: `${origin}/og/legal.png`,
    });
  });

  it('mark the cart, checkout, order confirmation and any other path not indexed', () => {
    for (const pathname of ['/cart', '/checkout', '/order-confirmation', '/no-such-page', '/admin/login']) {
      expect(pageIndexing(origin, pathname).indexed).toBe(false);
    }
  });
});

describe('structured data', () => {
  it('breadcrumbs: Home then the page, absolute URLs; none on the home page', () => {
    expect(breadcrumbLd(origin, '/')).toBeNull();
    expect(breadcrumbLd(origin, '/faq')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
        { '@type': 'ListItem', position: 2, name: 'FAQ', item: `${origin}/faq` },
      ],
    });
  });

  it('products carry an offer in INR with the schema.org availability of their stock', () => {
    const ld = productsLd(origin, 'POD', products) as {
      '@graph': { name: string; offers: { price: string; priceCurrency: string; availability: string } }[];
    };
    expect(ld['@graph']).toHaveLength(products.length);
    products.forEach((product, index) => {
      const offer = ld['@graph'][index]!.offers;
      expect(offer.priceCurrency).toBe('INR');
      expect(offer.price).toBe(product.price.toFixed(2));
      expect(offer.availability).toBe(
        {
          'In Stock': 'https://schema.org/InStock',
          'Pre-order': 'https://schema.org/PreOrder',
          'Out of Stock': 'https://schema.org/OutOfStock',
        }[product.availability],
      );
    });
  });

  it('a place open round the clock is open every day from 00:00 to 23:59', () => {
    const ld = sportsLocationLd({
      origin,
      name: 'POD',
      description: 'Courts',
      telephone: '+919000000001',
      email: 'hello@pod.example',
      address: {
        street: 'OMR',
        locality: 'Sholinganallur',
        city: 'Chennai',
        region: 'Tamil Nadu',
        postalCode: '600119',
        countryCode: 'IN',
      },
      geo: { latitude: 12.9, longitude: 80.2 },
      hours: 'always',
      path: '/',
      image: 'home',
    }) as { '@type': string; openingHoursSpecification: { dayOfWeek: string[]; opens: string; closes: string }[] };
    expect(ld['@type']).toBe('SportsActivityLocation');
    expect(ld.openingHoursSpecification[0]).toMatchObject({ opens: '00:00', closes: '23:59' });
    expect(ld.openingHoursSpecification[0]!.dayOfWeek).toHaveLength(7);
  });
});
