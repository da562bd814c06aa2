import { expect, test, type Page } from './support/test';
import { gotoHydrated, reloadHydrated } from './support/hydration';

/**
 * Moving between pages once the app is live (app/routes/PageRouter.tsx): the next page shows when its module and data
 * are ready, with the page before on screen meanwhile; a new page opens at its top, Back and Forward return to where
 * a page was left, a link with a #fragment scrolls to it; a loader's redirect and a page that cannot load behave in
 * the browser as on the server.
 */

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test('a footer link opens the next page at its top; Back returns to the place left, Forward to the top again', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Tennis' });
  await link.scrollIntoViewIfNeeded();
  const left = await scrollY(page);
  expect(left).toBeGreaterThan(300);
  await link.click();
  await expect(page).toHaveURL(/\/schedule\?sport=tennis$/);
  await expect(page).toHaveTitle(/Schedule/);
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.goBack();
  await expect(heading(page)).toHaveText('Courts that never close. A café that keeps up.');
  await expect.poll(() => scrollY(page)).toBe(left);

  await page.goForward();
  await expect(page).toHaveTitle(/Schedule/);
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('a reload returns to the place left; the same address opened afresh starts at the top', async ({ page }) => {
  // The kept positions are read from the session's storage only when a reload or Back/Forward from another document
  // needs them (PageRouter): a page opened afresh does not wait for that read while it starts.
  await page.addInitScript(() => {
    const read = Storage.prototype.getItem;
    Storage.prototype.getItem = function (this: Storage, key: string) {
      if (key === 'pod-scroll-positions')
        (window as unknown as { __scrollReads: number }).__scrollReads =
          ((window as unknown as { __scrollReads?: number }).__scrollReads ?? 0) + 1;
      return read.call(this, key);
    };
  });
  const reads = () => page.evaluate(() => (window as unknown as { __scrollReads?: number }).__scrollReads ?? 0);
  await gotoHydrated(page, '/about');
  expect(await reads()).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(() => scrollY(page)).toBe(900);

  await reloadHydrated(page);
  await expect.poll(() => scrollY(page)).toBe(900);
  expect(await reads()).toBe(1);

  // Typed in again (a new visit, not a reload): the top of the page, with no kept position read.
  await gotoHydrated(page, '/about');
  expect(await scrollY(page)).toBe(0);
  expect(await reads()).toBe(0);
});

test('the page before stays on screen until the next page has its data, which is the saved content', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/centre', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  // Held: the home page is still the one shown, with its title.
  await expect(heading(page)).toHaveText('Courts that never close. A café that keeps up.');
  await expect(page).toHaveTitle('POD · Sports Centre & Café, Sholinganallur');
  release();
  await expect(heading(page)).toHaveText('A home for every player, at any hour');
  await expect(page).not.toHaveTitle('POD · Sports Centre & Café, Sholinganallur');
});

test('a link with a #fragment scrolls to that section; the loader redirect of /pricing works in the browser too', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Book a court' }).click();
  await expect(page).toHaveURL(/\/sports#booking$/);
  await expect(page.locator('#booking')).toBeInViewport();

  await gotoHydrated(page, '/faq');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/pricing');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/sports#booking$/);
  await expect(page.locator('#booking')).toBeInViewport();
});

test('a page whose script cannot load shows the error page inside the site frame, and the next link works', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  await page.route('**/assets/FaqPage-*.js', (route) => route.abort());
  await page.getByRole('banner').getByRole('link', { name: 'FAQ', exact: true }).click();
  await expect(page).toHaveTitle('Unexpected Application Error · POD');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click();
  await expect(heading(page)).toHaveText('A home for every player, at any hour');
});

test("the served page's share tags and structured data stay through hydration and go when another page opens in the app", async ({
  page,
}) => {
  const head = () =>
    page.evaluate(() => ({
      ld: Array.from(
        document.querySelectorAll('script[type="application/ld+json"]'),
        (s) => (JSON.parse(s.textContent ?? '{}') as { '@type'?: string })['@type'],
      ),
      ogUrl: Array.from(document.querySelectorAll<HTMLMetaElement>('meta[property="og:url"]'), (m) => m.content),
      canonical: Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]'), (l) =>
        l.getAttribute('href'),
      ),
    }));
  await gotoHydrated(page, '/cafe');
  expect(await head()).toEqual({
    ld: ['CafeOrCoffeeShop', 'BreadcrumbList'],
    ogUrl: ['https://pod.example/cafe'],
    canonical: ['https://pod.example/cafe'],
  });
  await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
  await expect(heading(page)).toHaveText('Courts that never close. A café that keeps up.');
  await expect(page).toHaveTitle('POD · Sports Centre & Café, Sholinganallur');
  // The café's describe /cafe only (the home page's are in its served HTML, seo.spec.ts); the canonical link follows.
  expect(await head()).toEqual({ ld: [], ogUrl: [], canonical: ['https://pod.example/'] });
});
