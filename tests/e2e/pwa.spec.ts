import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from './support/test';
import { gotoHydrated } from './support/hydration';
import { ownServerPort, startOwnServer, type OwnServer } from './support/ownServer';

/**
 * The offline copy of the site (app/sw/sw.ts) on the production build: a visited page opens offline, a page never
 * visited shows the offline page until the network is back, the notice says what needs a connection, and a new
 * build shows "refresh to update" instead of serving the old code on.
 */
test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker is active (it precached the app shell and the offline page). */
async function workerReady(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

test('a visited page opens offline; one never visited shows the offline page (Try again asks again), and loads when the network is back', async ({
  page,
  context,
}) => {
  await gotoHydrated(page, '/');
  await workerReady(page);
  // Opened once the worker is active: kept on the device.
  await gotoHydrated(page, '/academy');
  const academyHeading = await page.getByRole('heading', { level: 1 }).textContent();

  await context.setOffline(true);
  await gotoHydrated(page, '/academy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(academyHeading!);
  await expect(
    page.getByRole('status').filter({ hasText: "You're offline. Pages you have opened before still work" }),
  ).toBeVisible();

  // Never opened: the offline page, at the address asked for.
  await gotoHydrated(page, '/faq');
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
  await expect(page.getByText('This page has not been opened on this device yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');

  // Try again while still offline: the page is asked for again, and the offline page comes back.
  await page.evaluate(() => Object.assign(window, { beforeRetry: true }));
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.waitForFunction(() => !(window as unknown as { beforeRetry?: boolean }).beforeRetry);
  await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
  // Its script is listening for the network again (it marks the document when it is).
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

  // The network comes back: the page reloads by itself when it hears so, or with Try again (the browser's emulated
  // network can come back for the page before it does for the service worker).
  await context.setOffline(false);
  const faq = page.getByRole('heading', { level: 1, name: /Frequently Asked Questions/i });
  await expect(async () => {
    const retry = page.getByRole('button', { name: 'Try again' });
    if (await retry.isVisible()) await retry.click({ timeout: 2_000 });
    await expect(faq).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toHaveCount(0);
});

test('checkout while offline says it needs a connection, and Pay keeps the cart and what was typed', async ({
  page,
  context,
}) => {
  await gotoHydrated(page, '/');
  await workerReady(page);
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
  await page.evaluate((item) => localStorage.setItem('pod-cart', JSON.stringify([item])), jersey);
  // With the cookie the app keeps beside a cart it stored (machines/cart/cart.cookie.ts).
  await context.addCookies([{ name: 'pod-cart-lines', value: '1', domain: new URL(page.url()).hostname, path: '/' }]);
  await gotoHydrated(page, '/checkout');
  await page.getByRole('textbox', { name: 'Full Name' }).fill('Priya Raman');
  await page.getByRole('textbox', { name: 'Email Address' }).fill('priya@example.com');
  await page.getByRole('textbox', { name: 'Phone Number' }).fill('98765 43210');

  await context.setOffline(true);
  await expect(
    page.getByRole('status').filter({ hasText: "You're offline. Checkout needs a connection" }),
  ).toBeVisible();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(
    page.getByText('We could not reach the POD server. Check your internet connection and try again.').first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Priya Raman');
  await expect(page.getByRole('textbox', { name: 'Phone Number' })).toHaveValue('98765 43210');
  expect(await page.evaluate(() => localStorage.getItem('pod-cart'))).toContain('Performance Jersey');

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Pay ₹/ })).toBeEnabled();
});

test('on /sports the notice says booking and payment need a connection', async ({ page, context }) => {
  await gotoHydrated(page, '/sports');
  await context.setOffline(true);
  await expect(
    page.getByRole('status').filter({ hasText: "You're offline. Booking and payment need a connection" }),
  ).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toHaveCount(0);
});

test.describe('a new build', () => {
  const root = resolve(import.meta.dirname, '../..');
  let dist: string;
  let server: OwnServer;

  test.beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'pod-e2e-dist-'));
    cpSync(join(root, 'dist'), dist, { recursive: true });
    // A port per worker: a repeated run may have this block in both workers at once. By the worker's slot (0 or 1),
    // not its TEST_WORKER_INDEX, which grows each time a failed test restarts its worker (it reached 9 in a run).
    const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
    server = await startOwnServer(ownServerPort('pwa-new-build', slot), { distDir: dist });
  });
  test.afterAll(async () => {
    await server?.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  /** Deploys a new build: the worker script changes (its precompressed copies go, so the new bytes are served). */
  function deploy(build: number) {
    const sw = join(dist, 'sw.js');
    writeFileSync(sw, `${readFileSync(sw, 'utf8')}\n// build ${build}\n`);
    rmSync(`${sw}.br`, { force: true });
    rmSync(`${sw}.gz`, { force: true });
  }

  const registrationState = (page: Page) =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return {
        waiting: !!registration?.waiting,
        active: !!registration?.active,
        controlled: !!navigator.serviceWorker.controller,
      };
    });

  test('shows "refresh to update"; Later keeps the page, Refresh loads the new version at once', async ({ page }) => {
    await gotoHydrated(page, `${server.url}/`);
    await workerReady(page);
    const notice = page.getByRole('status').filter({ hasText: 'A new version of the POD site is ready.' });
    await expect(notice).toHaveCount(0);

    deploy(2);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect(notice).toBeVisible({ timeout: 20_000 });
    await notice.getByRole('button', { name: 'Later' }).click();
    await expect(notice).toHaveCount(0);
    // The open page keeps its version; the next page the visitor opens comes with the new one.
    await gotoHydrated(page, `${server.url}/cafe`);
    await expect.poll(() => registrationState(page)).toEqual({ waiting: false, active: true, controlled: true });
    await expect(notice).toHaveCount(0);

    deploy(3);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect(notice).toBeVisible({ timeout: 20_000 });
    await page.evaluate(() => Object.assign(window, { beforeRefresh: true }));
    await notice.getByRole('button', { name: 'Refresh' }).click();
    // The page reloads under the new worker.
    await page.waitForFunction(() => !(window as unknown as { beforeRefresh?: boolean }).beforeRefresh);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await registrationState(page)).toEqual({ waiting: false, active: true, controlled: true });
    await expect(notice).toHaveCount(0);
  });
});
