import { expect, test, type APIRequestContext, type Page } from './support/test';

/**
 * What search engines and link previews read, in the served HTML (no JavaScript runs for them): per-page title,
 * description, canonical link, Open Graph and Twitter card tags with a share image that exists, structured data
 * of the right schema.org types, and the sitemap and robots files.
 */

const ORIGIN = 'https://pod.example';

// As a crawler sees the pages: the served HTML, no JavaScript.
test.use({ javaScriptEnabled: false });

type Ld = Record<string, unknown> & { '@type'?: string; '@graph'?: Ld[] };

/** The head tags and structured data of the served document at `path`. */
async function servedHead(page: Page, path: string) {
  await page.goto(path);
  return page.evaluate(() => {
    const meta = (key: string) =>
      document.head.querySelector<HTMLMetaElement>(`meta[property="${key}"], meta[name="${key}"]`)?.content ?? null;
    return {
      title: document.title,
      description: meta('description'),
      canonical: document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.getAttribute('href') ?? null,
      robots: meta('robots'),
      og: {
        title: meta('og:title'),
        description: meta('og:description'),
        url: meta('og:url'),
        image: meta('og:image'),
        type: meta('og:type'),
      },
      twitter: { card: meta('twitter:card'), image: meta('twitter:image') },
      ld: Array.from(
        document.querySelectorAll('script[type="application/ld+json"]'),
        (s) => JSON.parse(s.textContent ?? 'null') as unknown,
      ),
    };
  });
}

const types = (ld: unknown[]) =>
  (ld as Ld[]).flatMap((item) => (item['@graph'] ? item['@graph'].map((g) => g['@type']) : [item['@type']]));

async function expectPng(request: APIRequestContext, url: string) {
  const response = await request.get(new URL(url).pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  expect((await response.body()).subarray(1, 4).toString()).toBe('PNG');
}

const pages = [
  { path: '/', image: 'home', ld: ['SportsActivityLocation'] },
  { path: '/cafe', image: 'cafe', ld: ['CafeOrCoffeeShop', 'BreadcrumbList'] },
  { path: '/merchandise', image: 'shop', ld: ['Product', 'BreadcrumbList'] },
  { path: '/faq', image: 'contact', ld: ['FAQPage', 'BreadcrumbList'] },
  { path: '/contact', image: 'contact', ld: ['SportsActivityLocation', 'BreadcrumbList'] },
  { path: '/schedule?sport=tennis', image: 'sports', ld: ['BreadcrumbList'] },
  { path: '/privacy-policy', image: 'legal', ld: ['BreadcrumbList'] },
];

for (const { path, image, ld } of pages) {
  test(`${path}: its own title, description, canonical URL, share tags and structured data`, async ({
    page,
    request,
  }) => {
    const head = await servedHead(page, path);
    expect(head.title).not.toBe('');
    expect(head.description?.length).toBeGreaterThan(30);
    expect(head.canonical).toBe(`${ORIGIN}${path}`);
    expect(head.robots).toBeNull();
    expect(head.og).toEqual({
      title: head.title,
      description: head.description,
      url: head.canonical,
      image: `${ORIGIN}/og/${image}.png`,
      type: 'website',
    });
    expect(head.twitter).toEqual({ card: 'summary_large_image', image: `${ORIGIN}/og/${image}.png` });
    await expectPng(request, head.og.image!);
    expect(new Set(types(head.ld))).toEqual(new Set(ld));
    for (const item of head.ld as Ld[]) expect(item['@context']).toBe('https://schema.org');
  });
}

test('the centre: address, map position, opening hours round the clock and phone', async ({ page }) => {
  const [centre] = (await servedHead(page, '/')).ld as Ld[];
  expect(centre).toMatchObject({
    '@type': 'SportsActivityLocation',
    telephone: expect.stringMatching(/^\+91\d{10}$/),
    address: { '@type': 'PostalAddress', addressCountry: 'IN', postalCode: expect.any(String) },
    geo: { '@type': 'GeoCoordinates', latitude: expect.any(Number), longitude: expect.any(Number) },
    openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', opens: '00:00', closes: '23:59' }],
  });
});

test('each product has an offer in INR with its availability', async ({ page }) => {
  const head = await servedHead(page, '/merchandise');
  const products = (head.ld as Ld[])
    .flatMap((item) => item['@graph'] ?? [])
    .filter((item) => item['@type'] === 'Product');
  const cards = await page.getByRole('main').getByRole('article').count();
  expect(products.length).toBeGreaterThanOrEqual(cards);
  for (const product of products) {
    expect(product).toMatchObject({
      name: expect.any(String),
      image: expect.stringMatching(/^https:\/\//),
      offers: {
        '@type': 'Offer',
        priceCurrency: 'INR',
        price: expect.stringMatching(/^\d+\.\d\d$/),
        availability: expect.stringMatching(/^https:\/\/schema\.org\/(InStock|PreOrder|OutOfStock)$/),
      },
    });
  }
});

test('the cart, checkout and order confirmation are noindex, with no canonical link', async ({ page, context }) => {
  // A device with a stored cart (its cookie: machines/cart/cart.cookie.ts), or /checkout would send it to /cart.
  await context.addCookies([{ name: 'pod-cart-lines', value: '1', domain: '127.0.0.1', path: '/' }]);
  for (const path of ['/cart', '/checkout', '/order-confirmation']) {
    const head = await servedHead(page, path);
    expect(head.robots, path).toBe('noindex');
    expect(head.canonical, path).toBeNull();
  }
});

test("sitemap.xml lists the public pages and each sport's schedule; robots.txt keeps /admin out", async ({
  request,
}) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const urls = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  for (const path of [
    '/',
    '/about',
    '/sports',
    '/cafe',
    '/coaching',
    '/academy',
    '/membership',
    '/podboard',
    '/merchandise',
    '/faq',
    '/contact',
    '/contact-us',
    '/privacy-policy',
    '/terms-and-conditions',
    '/cancellation-refund',
    '/shipping-delivery',
  ])
    expect(urls).toContain(`${ORIGIN}${path}`);
  for (const sport of ['badminton', 'tennis', 'pickleball', 'futsal'])
    expect(urls).toContain(`${ORIGIN}/schedule?sport=${sport}`);
  // Every listed page is served.
  for (const url of urls)
    expect((await request.get(new URL(url!).pathname + new URL(url!).search)).status(), url).toBe(200);

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Disallow: \/admin$/m);
  expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
});
