import { createServer, get as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HtmlValidate } from 'html-validate';
import { runClockFrom } from './support/clock';
import { layoutShift, trackLayoutShift } from './support/layoutShift';
import { expect, test, type Page } from './support/test';

/**
 * Every public page is served as complete HTML: with JavaScript off, the page's main heading and content are
 * there; with JavaScript on, the page hydrates with no mismatch, no console error, no CSP violation and no layout
 * shift, and links then navigate in the browser. The 404 page answers 404; admin pages are rendered in the browser.
 */

const FIXED_NOW = new Date('2026-11-21T10:00:00+05:30');

/** Each public route, its main heading and a piece of its content. */
const pages: { path: string; h1: string | RegExp; text: string | RegExp }[] = [
  { path: '/', h1: 'Courts that never close. A café that keeps up.', text: 'Sholinganallur' },
  { path: '/about', h1: 'A home for every player, at any hour', text: /coach/i },
  { path: '/sports', h1: 'Courts for every game', text: 'Badminton' },
  { path: '/cafe', h1: 'POD Café & Bistro', text: /coffee|café/i },
  { path: '/coaching', h1: 'Coaching Programmes', text: /coach/i },
  { path: '/academy', h1: 'Train with purpose. Play with joy.', text: /academy/i },
  { path: '/membership', h1: 'Play more, pay less with the key', text: /Pod Coins/i },
  { path: '/podboard', h1: 'Community Board', text: /board/i },
  { path: '/merchandise', h1: 'POD Merchandise', text: 'Performance Jersey' },
  { path: '/sports?sport=tennis', h1: 'Courts for every game', text: 'Book Tennis' },
  { path: '/schedule?sport=tennis', h1: 'Schedule & Pricing', text: /tennis/i },
  { path: '/faq', h1: 'Frequently Asked Questions', text: /booking/i },
  { path: '/my-booking?ref=POD-7K3M-9QXA-2B4C', h1: 'My booking', text: 'Booking reference' },
  { path: '/contact', h1: 'Contact & Book a Visit', text: /Sholinganallur/ },
  { path: '/contact-us', h1: 'Contact Us', text: /message/i },
  { path: '/privacy-policy', h1: 'Privacy Policy', text: /personal/i },
  { path: '/terms-and-conditions', h1: 'Terms & Conditions', text: /under 16/i },
  { path: '/cancellation-refund', h1: 'Cancellation & Refund Policy', text: '50%' },
  { path: '/shipping-delivery', h1: 'Shipping & Delivery Policy', text: /pickup|deliver/i },
  { path: '/no-such-page', h1: /./, text: 'Oops! Page not found' },
];

/** The body of a GET of `url` sent with the Host header `host`. */
function getWithHost(url: URL, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = httpGet(url, { headers: { host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve(body));
    });
    request.on('error', reject);
  });
}

/** Console errors and warnings, uncaught errors and CSP violations on `page`. */
function collectProblems(page: Page, path: string): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    // The 404 page logs the missing path on purpose.
    if (text.startsWith('404 Error:') || (path === '/no-such-page' && text.includes('status of 404'))) return;
    // Playwright's own word where a test blocks the service worker (tests/e2e/playwright.config.ts), not the app's.
    if (text === 'Service Worker registration blocked by Playwright') return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

test.describe('served HTML without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  // One browser context for every page, as one visitor going through the site with scripts off: each page is a
  // step of its own, and a failing page is named by its step without stopping the others.
  test('every public page has its heading and content, styled, under a strict CSP', async ({ page }) => {
    for (const { path, h1, text } of pages) {
      await test.step(path, async () => {
        const response = await page.goto(path);
        expect.soft(response?.status(), path).toBe(path === '/no-such-page' ? 404 : 200);
        // No inline style allowed: the page's style attributes by their hashes only (a wrong hash is a CSP violation
        // when the page loads with JavaScript: below, and every e2e test).
        const policy = response?.headers()['content-security-policy'] ?? '';
        expect.soft(policy, path).not.toContain('unsafe-inline');
        expect
          .soft(policy, path)
          .toMatch(/(^|;\s*)style-src-attr ('none'|'unsafe-hashes'( 'sha256-[A-Za-z0-9+/]+={0,2}')+)(;|$)/);
        const main = page.getByRole('main');
        await expect.soft(main.getByRole('heading', { level: 1 }).first(), path).toHaveText(h1);
        await expect.soft(main, path).toContainText(text);
        // The first paint waits until the navigation bar is parsed whole (index.html's render-blocking link names
        // the main content, which follows the bar): painted half parsed, the bar's links moved as the rest arrived.
        expect
          .soft(await page.locator('link[rel="expect"][blocking="render"]').getAttribute('href'), path)
          .toBe('#main-content');
        expect
          .soft(
            await page.evaluate(() => {
              const bar = document.querySelector('header[data-part="navbar"]');
              const main = document.getElementById('main-content');
              return Boolean(bar && main && bar.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING);
            }),
            path,
          )
          .toBe(true);
        // Styled: the critical CSS arrived with the page (the body's background is the theme's, not the default).
        expect
          .soft(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), path)
          .not.toBe('rgba(0, 0, 0, 0)');
      });
    }
  });

  test("a page's critical CSS carries no vendor prefix the browsers that run the site do not need", async ({
    request,
  }) => {
    for (const path of ['/', '/sports']) {
      const html = await (await request.get(path)).text();
      const css = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('\n');
      expect(css).toContain('display:flex');
      // Emotion's default prefixer wrote display:-webkit-box;display:-ms-flexbox... before every display:flex.
      expect(css).not.toMatch(
        /-ms-|:-webkit-(box|flex|inline)|-(webkit|moz)-(align|justify|flex|box|transform|transition|animation)/,
      );
    }
  });

  test('the cart, checkout and order pages are served in the site frame', async ({ page, context }) => {
    // A device whose cart has lines (its cookie says how many): the cart and checkout arrive as the page's frame,
    // busy, not as an empty page; the lines are read on the device.
    await context.addCookies([{ name: 'pod-cart-lines', value: '2', domain: '127.0.0.1', path: '/' }]);
    for (const path of ['/cart', '/checkout', '/order-confirmation']) {
      expect((await page.goto(path))?.status()).toBe(200);
      await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeVisible();
    }
    for (const [path, label] of [
      ['/cart', 'Loading your cart'],
      ['/checkout', 'Loading checkout'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('main').locator('[aria-busy="true"]')).toBeVisible();
      await expect(page.getByRole('main').getByRole('status')).toHaveText(label);
    }
  });

  test('a device with no cart gets the empty cart served at once, and /checkout sends it to /cart', async ({
    page,
    request,
  }) => {
    for (const cookie of [undefined, '0']) {
      const headers = cookie === undefined ? undefined : { cookie: `pod-cart-lines=${cookie}` };
      const checkout = await request.get('/checkout', { maxRedirects: 0, headers });
      expect(checkout.status()).toBe(302);
      expect(checkout.headers().location).toBe('/cart');
    }
    expect((await page.goto('/checkout'))?.url()).toMatch(/\/cart$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Your Cart is Empty');
    await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
  });

  test('/pricing redirects to the booking section of /sports', async ({ request }) => {
    const response = await request.get('/pricing', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe('/sports#booking');
  });

  test("the page is rendered from this server's own data, whatever Host a request names", async ({ baseURL }) => {
    // Another server on this machine answering the rates API with a price of ₹1: a request naming it as its Host
    // must not make the page render (or the server fetch) from it.
    const rogue = createServer((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ rates: [{ sport: 'badminton', peak: 1, offPeak: 1, weekend: 1 }] }));
    });
    await new Promise<void>((resolve) => rogue.listen(0, '127.0.0.1', resolve));
    let hits = 0;
    rogue.on('request', () => (hits += 1));
    try {
      const { port } = rogue.address() as AddressInfo;
      const html = await getWithHost(new URL('/schedule?sport=badminton', baseURL), `127.0.0.1:${port}`);
      const table = html.slice(html.indexOf('court prices</caption>'), html.indexOf('</table>'));
      const prices = [...table.matchAll(/data-part="price">([^<]+)</g)].map((match) => match[1]);
      expect(prices).toEqual(['₹350', '₹350', '₹350', '₹350', '₹500']);
      expect(hits).toBe(0);
    } finally {
      rogue.close();
    }
  });

  test('admin pages are rendered in the browser (an empty root)', async ({ request }) => {
    const html = await (await request.get('/admin/login')).text();
    expect(html).toContain('<div id="root"></div>');
  });

  test('every public page is served as valid HTML', async ({ request }) => {
    // Twenty pages through the validator: about half a second of CPU each.
    test.slow();
    const validator = new HtmlValidate({ extends: ['html-validate:standard'] });
    /** The validator's findings in `html`, plus a meta with a property but no content (HTML requires it). */
    const problems = async (html: string) => {
      const report = await validator.validateString(html);
      const found = report.results.flatMap((result) =>
        result.messages.map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}`),
      );
      for (const meta of html.match(/<meta\b[^>]*\bproperty=[^>]*>/g) ?? [])
        if (!/\scontent=/.test(meta)) found.push(`meta without content: ${meta}`);
      return found;
    };
    for (const { path } of pages) expect(await problems(await (await request.get(path)).text()), path).toEqual([]);
  });
});

/**
 * What a page's hydration test checks beside the hydration itself, on the same load (a load of its own for each
 * check cost a page boot, about 1.5 s of CPU, and checked nothing the shared load does not):
 * - `fontsLate`: the two web fonts are held back 1.5 s, as on a slow phone where they land after the first paint.
 *   Until they do, text is set in a local font scaled to their metrics (design-system/tokens/fontStacks.ts), so the
 *   swap moves nothing: the layout shift counted includes it. Measured with the fonts held back, before the scaled
 *   fallbacks: /about 0.031, /faq 0.019, /contact 0.015, /academy 0.013; after: 0.0005 or less on each of these (bold
 *   headings have their own scaled faces).
 * - `rupee`: the fonts' Latin files lack the ₹ sign; each family has a face with it alone (fonts.css). A page that
 *   shows a price preloads those faces with the Latin files (`preloads`): found only when the first price is shaped,
 *   they arrived after the first layout and the page's text was laid out again. A page without a price (`none`) does
 *   not fetch them.
 * - `appAfterPaint`: the app's scripts are requested once the page's largest paint is on screen, not before.
 */
interface HydrationChecks {
  fontsLate?: boolean;
  rupee?: 'preloads' | 'none';
  appAfterPaint?: boolean;
}

const hydrationChecks: Record<string, HydrationChecks> = {
  '/': { rupee: 'none', appAfterPaint: true },
  '/about': { fontsLate: true },
  '/academy': { fontsLate: true },
  '/contact': { fontsLate: true },
  '/faq': { fontsLate: true, rupee: 'none' },
  '/merchandise': { fontsLate: true },
  '/no-such-page': { fontsLate: true },
  '/privacy-policy': { appAfterPaint: true },
  '/sports': { rupee: 'preloads', appAfterPaint: true },
  '/terms-and-conditions': { rupee: 'preloads' },
};

/**
 * The legal pages are one page (app/pages/LegalPage.tsx) with four texts: two hydrate here, and every one is served,
 * styled and valid above (the served HTML tests).
 */
const sameAsAnotherPage = new Set(['/cancellation-refund', '/shipping-delivery']);

/** Holds every web font 1.5 s; answers how many were held. */
async function holdFonts(page: Page): Promise<() => number> {
  let held = 0;
  await page.route('**/*.woff2', async (route) => {
    held += 1;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  return () => held;
}

/** Records the page's largest-paint candidates from its first paint on. */
async function trackLargestPaint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: number[] };
    w.__lcp = [];
    new PerformanceObserver((list) => w.__lcp.push(...list.getEntries().map((entry) => entry.startTime))).observe({
      type: 'largest-contentful-paint',
      buffered: true,
    });
  });
}

/** The app's scripts (React's DOM renderer and the app among them) are all requested after the largest paint. */
async function expectAppAfterLargestPaint(page: Page): Promise<void> {
  const timing = await page.evaluate(() => {
    const boot = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js') && entry.name !== boot);
    return {
      lcp: (window as unknown as { __lcp: number[] }).__lcp[0] ?? null,
      first: Math.min(...scripts.map((entry) => entry.startTime)),
      names: scripts.map((entry) => new URL(entry.name).pathname),
    };
  });
  expect(timing.names).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/\/react-dom-[\w-]+\.js$/),
      expect.stringMatching(/\/main-[\w-]+\.js$/),
    ]),
  );
  expect(timing.names.length).toBeGreaterThan(4);
  expect(timing.lcp).not.toBeNull();
  // The scripts do not share the connection with what the first paint needs (Lighthouse counts a request made
  // before the largest paint as part of it).
  expect(timing.first).toBeGreaterThan(timing.lcp!);
}

/** The ₹ faces: preloaded with the Latin files and each preload used once where the page shows a price, else unfetched. */
async function expectRupeeFaces(page: Page, rupee: 'preloads' | 'none'): Promise<void> {
  const preloads = await page
    .locator('head link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  const rupeeFaces = () =>
    page.evaluate(() =>
      [...document.fonts].filter((face) => face.unicodeRange === 'U+20B9').map((face) => face.status),
    );
  expect(await rupeeFaces()).toHaveLength(2);
  expect(preloads.filter((href) => /\/assets\/\w+-latin-wght-normal-[\w-]+\.woff2$/.test(href))).toHaveLength(2);
  const rupeePreloads = preloads.filter((href) => /\/assets\/\w+-rupee-wght-[\w-]+\.woff2$/.test(href));
  if (rupee === 'none') {
    await expect(page.getByRole('main')).not.toContainText('₹');
    expect(rupeePreloads).toEqual([]);
    expect(await rupeeFaces()).toEqual(['unloaded', 'unloaded']);
    return;
  }
  await expect(page.getByRole('main')).toContainText('₹');
  expect(rupeePreloads).toHaveLength(2);
  await expect.poll(rupeeFaces).toEqual(['loaded', 'loaded']);
  // Each preload is used: a face of the style sheets loads that very file, fetched once (a preload not used, one
  // Chromium warns about a few seconds after the load event, is fetched a second time or not at all; such a warning
  // fails the hydration check too).
  const used = await page.evaluate((hrefs) => {
    const sources = [...document.styleSheets].flatMap((sheet) =>
      [...sheet.cssRules]
        .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
        .flatMap((rule) =>
          [...rule.style.getPropertyValue('src').matchAll(/url\("?([^")]+)"?\)/g)].map(
            (match) => new URL(match[1]!, sheet.href ?? document.baseURI).href,
          ),
        ),
    );
    return hrefs.map((href) => ({
      href,
      byAFace: sources.includes(href),
      fetches: performance.getEntriesByName(href).length,
    }));
  }, preloads);
  expect(used).toEqual(preloads.map((href) => ({ href, byAFace: true, fetches: 1 })));
}

/**
 * Loads `path` afresh and checks its hydration: no warning, error, CSP violation, style moved or layout shift; then
 * what `checks` adds on the same load.
 */
async function expectCleanHydration(
  page: Page,
  cspViolations: string[],
  path: string,
  h1: string | RegExp,
  checks: HydrationChecks = {},
) {
  // The server's date (the footer's year, the booking calendar's month): on another date the page would not hydrate
  // as served. Not page.clock, which hides the Resource Timing the checks read.
  await runClockFrom(page, FIXED_NOW);
  const problems = collectProblems(page, path);
  await trackLayoutShift(page);
  const fontsHeld = checks.fontsLate ? await holdFonts(page) : null;
  if (checks.appAfterPaint) await trackLargestPaint(page);
  // The font faces the served page declares, counted before any script of the app has run.
  await page.addInitScript(() =>
    document.addEventListener(
      'DOMContentLoaded',
      () => ((window as unknown as { __servedFaces: number }).__servedFaces = document.fonts.size),
    ),
  );
  // Each time a script takes one of the served style elements out of the page (to put it back elsewhere or again).
  await page.addInitScript(() => {
    const taken: string[] = ((window as unknown as { __stylesTaken: string[] }).__stylesTaken = []);
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof HTMLStyleElement && node.hasAttribute('data-s')) taken.push(node.dataset.emotion ?? '');
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toHaveText(h1);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  if (checks.appAfterPaint) await test.step('the app after the largest paint', () => expectAppAfterLargestPaint(page));
  if (fontsHeld) {
    await test.step('the web fonts arrive late', async () => {
      await expect
        .poll(() =>
          page.evaluate(
            () => document.fonts.check('700 16px "Archivo Variable"') && document.fonts.check('16px "Inter Variable"'),
          ),
        )
        .toBe(true);
      await page.evaluate(() => document.fonts.ready);
      expect(fontsHeld()).toBeGreaterThan(0);
    });
  }
  await page.waitForLoadState('networkidle');
  const shift = await layoutShift(page);
  if (checks.rupee) await test.step(`the ₹ faces: ${checks.rupee}`, () => expectRupeeFaces(page, checks.rupee!));
  // The app adds no stylesheet and no font face of its own: the page's stylesheet added again by a chunk, or the
  // fallback faces inserted again by the global styles, made the browser lay out all of the page's text again.
  const faces = await page.evaluate(() => ({
    served: (window as unknown as { __servedFaces: number }).__servedFaces,
    now: document.fonts.size,
    links: document.querySelectorAll('link[rel="stylesheet"]').length,
  }));
  expect(faces.served).toBeGreaterThan(40);
  expect(faces).toEqual({ served: faces.served, now: faces.served, links: 0 });
  // The served styles stay where they are while the app starts: taking a style element out and putting it back
  // makes the browser restyle every element it styles. Nothing moves one (Emotion's cache adopting the page's
  // critical CSS, a <Global> hydrating, or @emotion/react's default cache).
  const taken = await page.evaluate(() => (window as unknown as { __stylesTaken: string[] }).__stylesTaken);
  expect(taken).toEqual([]);
  // The cache knows the served styles by name, so it inserts none of them again.
  const styles = await page.evaluate(() => {
    const served = (document.querySelector('style[data-pod-styles]')?.getAttribute('data-pod-styles') ?? '')
      .split(' ')
      .filter(Boolean);
    const selectors = [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion="pod"]')].flatMap((element) =>
      [...(element.sheet?.cssRules ?? [])].map((rule) => (rule as CSSStyleRule).selectorText ?? ''),
    );
    return {
      served: served.length,
      again: served.filter((id) => selectors.some((selector) => new RegExp(`\\.pod-${id}(?![\\w-])`).test(selector))),
    };
  });
  expect(styles.served).toBeGreaterThan(10);
  expect(styles.again).toEqual([]);
  // Hydrated: the router handles a link click without loading a new document.
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await page.getByRole('contentinfo').locator('a[href="/privacy-policy"]').first().click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  expect(cspViolations).toEqual([]);
  expect(problems).toEqual([]);
  // Fonts are preloaded and the page arrives styled. Measured: 0 on most pages; the academy carousel's pause
  // button 0.002. (A non-empty stored cart re-rendered the chat button's Suspense boundary before it had hydrated,
  // 0.013, until the layout made that element once: 'pages read on the device' below.)
  expect(shift).toBeLessThan(0.01);
}

/** The pages checked with their service worker running (below); the others with it blocked. */
const withServiceWorker = new Set(['/', '/sports']);

/** The name of a page's hydration test: what it checks beside the hydration. */
const hydrationTitle = (path: string, serviceWorker: boolean) => {
  const checks = hydrationChecks[path] ?? {};
  const extras = [
    checks.fontsLate && 'web fonts arriving late',
    checks.rupee && (checks.rupee === 'preloads' ? 'the ₹ faces preloaded' : 'no ₹ face fetched'),
    checks.appAfterPaint && 'the app requested after the largest paint',
  ].filter(Boolean);
  return `${path} hydrates${serviceWorker ? ' with its service worker' : ''} with no warning, error, CSP violation or layout shift over 0.01${extras.length ? `; ${extras.join('; ')}` : ''}`;
};

test.describe('hydration', () => {
  for (const { path, h1 } of pages.filter((p) => !withServiceWorker.has(p.path) && !sameAsAnotherPage.has(p.path))) {
    test(hydrationTitle(path, false), async ({ page, cspViolations }) => {
      await expectCleanHydration(page, cspViolations, path, h1, hydrationChecks[path]);
    });
  }
});

test.describe('hydration with the service worker', () => {
  // As a visitor's browser does: the page also registers its service worker, which must add no warning either. The
  // worker is the same on every page and precaching it doubles a page load's CPU, so two pages stand for all.
  test.use({ serviceWorkers: 'allow' });
  for (const { path, h1 } of pages.filter((p) => withServiceWorker.has(p.path))) {
    test(hydrationTitle(path, true), async ({ page, cspViolations }) => {
      await expectCleanHydration(page, cspViolations, path, h1, hydrationChecks[path]);
    });
  }
});

test.describe('web fonts arriving late with the service worker', () => {
  // The pages above whose service worker runs load their fonts on time there; here they load them 1.5 s late.
  for (const path of withServiceWorker) {
    test(`${path}: the swap to the web fonts shifts the layout by less than 0.01`, async ({ page }) => {
      await page.clock.install({ time: FIXED_NOW });
      const fontsHeld = await holdFonts(page);
      await trackLayoutShift(page);
      await page.goto(path);
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
      await expect
        .poll(() =>
          page.evaluate(
            () => document.fonts.check('700 16px "Archivo Variable"') && document.fonts.check('16px "Inter Variable"'),
          ),
        )
        .toBe(true);
      await page.evaluate(() => document.fonts.ready);
      expect(fontsHeld()).toBeGreaterThan(0);
      expect(await layoutShift(page)).toBeLessThan(0.01);
    });
  }
});

test.describe('/sports before a sport is chosen', () => {
  /** The booking view's pieces and its server calls, in the order they are requested and loaded. */
  function bookingCodeEvents(page: Page): string[] {
    const events: string[] = [];
    const name = (url: string) =>
      /\/assets\/(bookingSession|ToggleGroup|CustomerForm|SportBooking|BookingView|bookingRequests)-[\w-]+\.js$/.exec(
        url,
      )?.[1];
    page.on('request', (request) => {
      const part = name(request.url());
      if (part) events.push(`${part} requested`);
    });
    page.on('requestfinished', (request) => {
      const part = name(request.url());
      if (part) events.push(`${part} loaded`);
    });
    return events;
  }

  test("a visit that books nothing fetches none of the booking view's code; reaching for a Book button fetches it all at once", async ({
    page,
  }) => {
    const events = bookingCodeEvents(page);
    await page.goto('/sports');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    // Idle and past it: nothing of the booking view, its machines, its widgets or its server calls.
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })));
    await page.waitForLoadState('networkidle');
    expect(events).toEqual([]);
    await page.getByRole('button', { name: 'Book Tennis' }).hover();
    const pieces = ['bookingSession', 'ToggleGroup', 'CustomerForm', 'SportBooking', 'BookingView', 'bookingRequests'];
    await expect
      .poll(() => events.filter((event) => event.endsWith('loaded')).sort())
      .toEqual(pieces.map((piece) => `${piece} loaded`).sort());
    // The pieces were asked for together, not one after another (the view's chunk waiting for its screens' chunk):
    // each before the first of them arrived.
    const firstLoaded = events.findIndex((event) => event.endsWith('loaded'));
    for (const piece of pieces) {
      expect(events.indexOf(`${piece} requested`)).toBeLessThan(firstLoaded);
    }
    // Choosing the sport then shows its booking view without another request for any of them.
    const before = events.length;
    await page.getByRole('button', { name: 'Book Tennis' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Book Tennis' })).toBeVisible();
    await expect(page.locator('[data-availability="ready"]')).toBeVisible();
    expect(events).toHaveLength(before);
  });

  test("a Book button taking focus (the keyboard's way to it) fetches the booking view's code and server calls too", async ({
    page,
  }) => {
    const events = bookingCodeEvents(page);
    await page.goto('/sports');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await page.getByRole('button', { name: 'Book Badminton' }).focus();
    await expect
      .poll(() => events)
      .toEqual(expect.arrayContaining(['SportBooking loaded', 'BookingView loaded', 'bookingRequests loaded']));
  });

  test('a sport chosen before its code has arrived shows the loading state, then the booking view with focus on its heading', async ({
    page,
  }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/BookingView-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/sports');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    // The list and the booking view show the same rates and reviews: choosing a sport loads neither again.
    const pageData: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/.*\b(rates|centre)\b/.test(request.url())) pageData.push(request.url());
    });
    await page.getByRole('button', { name: 'Book Futsal' }).click();
    await expect(
      page.getByRole('status').getByRole('heading', { level: 2, name: 'Loading the booking calendar…' }),
    ).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 2, name: 'Book Futsal' })).toBeFocused();
    expect(pageData).toEqual([]);
  });
});

test.describe('loaders after hydration', () => {
  test("a served page hydrates without its loader's module, and a later navigation loads it and the data", async ({
    page,
  }) => {
    const loaderChunks: string[] = [];
    const centreCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/centreApi-[^/]+\.js$/.test(request.url())) loaderChunks.push(request.url());
      if (new URL(request.url()).pathname === '/api/centre') centreCalls.push(request.url());
    });
    await page.goto('/about');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await page.waitForLoadState('networkidle');
    // The page's data came with the page; the loader's code and the schema checking the API's answer wait.
    expect(loaderChunks).toEqual([]);
    expect(centreCalls).toEqual([]);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.getByRole('banner').getByRole('link', { name: 'Academy', exact: true }).first().click();
    await expect(page).toHaveURL(/\/academy$/);
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: 'Train with purpose. Play with joy.' }),
    ).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(loaderChunks).toHaveLength(1);
    expect(centreCalls.length).toBeGreaterThan(0);
  });
});

test.describe('pages read on the device', () => {
  test.use({ serviceWorkers: 'allow' });
  // The cart is read from the device after the first paint. It used to be served as an empty page, and the footer
  // then jumped down by a screen: Lighthouse (mobile) measured CLS 0.59 on /cart and /checkout.
  for (const [path, h1, stored] of [
    ['/cart', 'Your Cart is Empty', false],
    ['/cart', 'Shopping Cart', true],
    ['/checkout', 'Checkout', true],
    // An empty cart sends the checkout back to the cart.
    ['/checkout', 'Your Cart is Empty', false],
  ] as const) {
    test(`${path} with ${stored ? 'a stored' : 'no'} cart: the content replaces the frame without moving the page`, async ({
      page,
      context,
    }) => {
      await page.clock.install({ time: FIXED_NOW });
      // As the app leaves it beside a stored cart (machines/cart/cart.cookie.ts); a device with no cart has none.
      if (stored) await context.addCookies([{ name: 'pod-cart-lines', value: '1', domain: '127.0.0.1', path: '/' }]);
      await page.addInitScript((withCart) => {
        if (withCart && !sessionStorage.getItem('seeded')) {
          sessionStorage.setItem('seeded', '1');
          const jersey = {
            id: 1,
            name: 'Performance Jersey',
            price: 899,
            quantity: 1,
            selectedSize: 'S',
            image: '/merch/performance-jersey.svg',
            logoPosition: 'chest',
            availability: 'In Stock',
          };
          localStorage.setItem('pod-cart', JSON.stringify([jersey]));
        }
      }, stored);
      await trackLayoutShift(page);
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(h1);
      await page.waitForLoadState('networkidle');
      expect(await layoutShift(page)).toBeLessThan(0.01);
    });
  }

  test('a cart stored before its cookie existed still shows, and the cookie is written', async ({ page, context }) => {
    await page.goto('/robots.txt');
    await page.evaluate(() => {
      const jersey = {
        id: 1,
        name: 'Performance Jersey',
        price: 899,
        quantity: 2,
        selectedSize: 'S',
        image: '/merch/performance-jersey.svg',
        logoPosition: 'chest',
        availability: 'In Stock',
      };
      localStorage.setItem('pod-cart', JSON.stringify([jersey]));
    });
    await page.goto('/cart');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Shopping Cart');
    await expect(page.getByRole('listitem', { name: /Performance Jersey/ })).toBeVisible();
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'pod-cart-lines')?.value)
      .toBe('1');
    // From then on the server knows the cart has lines: the checkout is served, not sent back to the cart.
    await page.goto('/checkout');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Checkout');
  });
});
