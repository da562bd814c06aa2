/**
 * What search engines and link previews read, written once for the page renderer (tags and JSON-LD in the served
 * HTML), the server (`/sitemap.xml`, `/robots.txt`) and the build (one share image per page kind): the list of
 * public pages, their canonical URLs, Open Graph and Twitter card tags and breadcrumbs (every page's head), the
 * sitemap and robots.txt. The schema.org objects of the centre, the café and the products are in ./structuredData
 * (only the pages that show them load them). Pure functions of their arguments; the site's origin and facts come in
 * from the site configuration.
 */

/** The kinds of page that have a share image of their own (`/og/<kind>.png`, 1200 × 630, made at build). */
export const shareImageKinds = ['home', 'sports', 'cafe', 'coaching', 'community', 'shop', 'contact', 'legal'] as const;
export type ShareImageKind = (typeof shareImageKinds)[number];

/** The share images' size, pixels. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The headline each share image carries. */
export const shareImageTitles: Record<ShareImageKind, string> = {
  home: 'Courts that never close. A café that keeps up.',
  sports: 'Badminton, tennis, pickleball and futsal, 24/7',
  cafe: 'POD Café & Bistro',
  coaching: 'Coaching and academy programmes',
  community: 'Membership and community',
  shop: 'POD Merchandise',
  contact: 'Visit us in Sholinganallur',
  legal: 'POD Sports Centre & Café',
};

export interface PublicPage {
  path: string;
  /** The page's short name, as in the breadcrumb trail ("Home › Café"). */
  name: string;
  kind: ShareImageKind;
  /**
   * Listed in the sitemap and open to indexing. The cart, checkout, order confirmation and My booking are served as
   * HTML like every page, but they hold one visitor's purchase or booking: they carry `noindex` and stay out of the sitemap.
   */
  indexed: boolean;
}

/** Every public page of the site. */
export const publicPages: readonly PublicPage[] = [
  { path: '/', name: 'Home', kind: 'home', indexed: true },
  { path: '/about', name: 'About', kind: 'coaching', indexed: true },
  { path: '/sports', name: 'Sports', kind: 'sports', indexed: true },
  { path: '/schedule', name: 'Schedule & Pricing', kind: 'sports', indexed: true },
  { path: '/cafe', name: 'Café', kind: 'cafe', indexed: true },
  { path: '/coaching', name: 'Coaching', kind: 'coaching', indexed: true },
  { path: '/academy', name: 'Academy', kind: 'coaching', indexed: true },
  { path: '/membership', name: 'Membership', kind: 'community', indexed: true },
  { path: '/podboard', name: 'Community Board', kind: 'community', indexed: true },
  { path: '/merchandise', name: 'Merchandise', kind: 'shop', indexed: true },
  { path: '/cart', name: 'Cart', kind: 'shop', indexed: false },
  { path: '/checkout', name: 'Checkout', kind: 'shop', indexed: false },
  { path: '/order-confirmation', name: 'Order Confirmation', kind: 'shop', indexed: false },
  { path: '/my-booking', name: 'My booking', kind: 'sports', indexed: false },
  { path: '/faq', name: 'FAQ', kind: 'contact', indexed: true },
  { path: '/contact', name: 'Contact & Book a Visit', kind: 'contact', indexed: true },
  { path: '/contact-us', name: 'Contact Us', kind: 'contact', indexed: true },
  { path: '/privacy-policy', name: 'Privacy Policy', kind: 'legal', indexed: true },
  { path: '/terms-and-conditions', name: 'Terms & Conditions', kind: 'legal', indexed: true },
  { path: '/cancellation-refund', name: 'Cancellation & Refund', kind: 'legal', indexed: true },
  { path: '/shipping-delivery', name: 'Shipping & Delivery', kind: 'legal', indexed: true },
  // What the service worker shows for a page never opened offline: served like any page, never indexed.
  { path: '/offline', name: 'Offline', kind: 'home', indexed: false },
];

/** The public page at `pathname` (a trailing slash ignored), if it is one. */
export function publicPageOf(pathname: string): PublicPage | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return publicPages.find((page) => page.path === path);
}

/** Query parameters that select a different page's content and so belong in its canonical URL. */
const canonicalParams: Record<string, readonly string[]> = { '/schedule': ['sport'] };

/** The page's canonical URL: the origin, the path, and only the parameters that change its content. */
export function canonicalUrl(origin: string, pathname: string, search = ''): string {
  const url = new URL(pathname, origin);
  const kept = canonicalParams[url.pathname] ?? [];
  const params = new URLSearchParams(search);
  for (const name of kept) {
    const value = params.get(name);
    if (value) url.searchParams.set(name, value);
  }
  return url.href;
}

/** The absolute address of a share image. */
export const shareImageUrl = (origin: string, kind: ShareImageKind) => new URL(`/og/${kind}.png`, origin).href;

/** How search engines are to treat a page: its canonical URL, and whether it is to be indexed. */
export interface PageIndexing {
  canonical: string;
  /** Public pages but the cart, checkout and order confirmation; any other path (not found, admin) is not. */
  indexed: boolean;
}

/** The page at `pathname` (and `search`): its canonical URL and whether it is indexed. */
export function pageIndexing(origin: string, pathname: string, search = ''): PageIndexing {
  return { canonical: canonicalUrl(origin, pathname, search), indexed: publicPageOf(pathname)?.indexed ?? false };
}

export interface ShareTagsInput {
  origin: string;
  siteName: string;
  pathname: string;
  search?: string;
  title: string;
  description: string;
  /** Defaults to the kind of the public page at `pathname` (home for any other path). */
  kind?: ShareImageKind;
}

/** One `<meta>` element: Open Graph tags use `property`, Twitter cards `name`. */
export type MetaTag = { property: string; content: string } | { name: string; content: string };

/** The Open Graph and Twitter card tags of a page, for link previews. */
export function shareTags(input: ShareTagsInput): MetaTag[] {
  const kind = input.kind ?? publicPageOf(input.pathname)?.kind ?? 'home';
  const url = canonicalUrl(input.origin, input.pathname, input.search);
  const image = shareImageUrl(input.origin, kind);
  return [
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: input.siteName },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: String(SHARE_IMAGE_SIZE.width) },
    { property: 'og:image:height', content: String(SHARE_IMAGE_SIZE.height) },
    { property: 'og:image:alt', content: shareImageTitles[kind] },
    { property: 'og:locale', content: 'en_IN' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: input.title },
    { name: 'twitter:description', content: input.description },
    { name: 'twitter:image', content: image },
  ];
}

export const SCHEMA = 'https://schema.org';

/** BreadcrumbList of a public page (Home › page); none for the home page or a path that is not a public page. */
export function breadcrumbLd(origin: string, pathname: string): object | null {
  const page = publicPageOf(pathname);
  if (!page || page.path === '/') return null;
  const trail = [publicPages[0]!, page];
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: new URL(item.path, origin).href,
    })),
  };
}

/**
 * JSON for a data `<script>` element in a served page (the pages' JSON-LD, `type="application/ld+json"`, and the
 * hydration data, app/ssr/hydration.ts): `<`, `>` and `&` are written as \u escapes (still the same JSON), so no text
 * in it can close the element or open a comment, and U+2028/U+2029 are escaped too.
 */
export function serializeJsonForHtml(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const escapeXml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** `sitemap.xml`: every indexed public page, and the schedule of each of `sports` (their ids). */
export function sitemapXml(origin: string, sports: readonly string[], lastModified?: string): string {
  const urls: string[] = [];
  for (const page of publicPages) {
    if (!page.indexed) continue;
    urls.push(new URL(page.path, origin).href);
    if (page.path === '/schedule')
      for (const sport of sports) urls.push(canonicalUrl(origin, '/schedule', `sport=${sport}`));
  }
  const lastmod = lastModified ? `<lastmod>${escapeXml(lastModified)}</lastmod>` : '';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((url) => `  <url><loc>${escapeXml(url)}</loc>${lastmod}</url>`),
    '</urlset>',
    '',
  ].join('\n');
}

/** `robots.txt`: everything but the admin area (and the API), and where the sitemap is. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api/',
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}
