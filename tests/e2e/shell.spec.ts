import { expect, test, type Page } from './support/test';
import { readBundle } from './support/bundle';
import { gotoHydrated, reloadHydrated } from './support/hydration';
import { layoutShift, resetLayoutShift, trackLayoutShift } from './support/layoutShift';
import { fetched, nextFrames } from './support/settled';

/**
 * The site shell on the production build: home, 404, the page call to action, the phone menu, the chat panel and
 * the install prompt (a synthetic `beforeinstallprompt` at 390 px; never shown at 1280 px).
 */

async function fireInstallOffer(page: Page) {
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
      prompt: () => Promise<void>;
      userChoice: Promise<{ outcome: string; platform: string }>;
    };
    (window as unknown as { __prompted: number }).__prompted = 0;
    event.prompt = () => {
      (window as unknown as { __prompted: number }).__prompted += 1;
      return Promise.resolve();
    };
    event.userChoice = Promise.resolve({ outcome: 'accepted', platform: 'web' });
    window.dispatchEvent(event);
  });
}

/** Waits until the install prompt's code, loaded by the offer, has decided whether to show. */
async function promptDecided(page: Page) {
  await fetched(page, /\/assets\/InstallPromptContainer-[^/]+\.js$/);
  await nextFrames(page);
}

/** Opens the home page and waits until the app has rendered it (routes load lazily after the document). */
async function openHome(page: Page) {
  await gotoHydrated(page, '/');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

test.describe('home', () => {
  test('shows the two cards, address, hours and phone links, with its own title; the nav marks the current page; the Book Now call to action goes to the booking section of /sports; the footer links to the four legal pages and /contact-us, and a legal page opens from it', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await expect(page).toHaveTitle(/POD/);
    await expect(page.locator('meta[name="description"]').first()).toHaveAttribute('content', /Sholinganallur/);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /sports/i }).first()).toHaveAttribute('href', '/sports');
    await expect(main.getByRole('link', { name: /caf/i }).first()).toHaveAttribute('href', '/cafe');
    await expect(main.getByText(/Sholinganallur/).first()).toBeVisible();
    await expect(main.locator('a[href^="tel:+91"]').first()).toBeVisible();

    await test.step('the nav marks the current page', async () => {
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });

    await test.step('the Book Now call to action goes to the booking section of /sports', async () => {
      const cta = page.getByRole('banner').getByRole('link', { name: 'Book Now' });
      await expect(cta).toHaveAttribute('href', '/sports#booking');
    });

    await test.step('footer links to the four legal pages and /contact-us, and a legal page opens from it', async () => {
      const footer = page.getByRole('contentinfo');
      for (const path of [
        '/privacy-policy',
        '/terms-and-conditions',
        '/cancellation-refund',
        '/shipping-delivery',
        '/contact-us',
      ]) {
        await expect(footer.locator(`a[href="${path}"]`).first()).toBeAttached();
      }
      await footer.locator('a[href="/cancellation-refund"]').first().click();
      await expect(page).toHaveURL(/\/cancellation-refund$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main')).toContainText('50%');
    });
  });
});

test.describe('404 and redirects', () => {
  test('an unknown path shows the 404 page and logs the path', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await gotoHydrated(page, '/no-such-page?x=1');
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expect.poll(() => errors.join('\n')).toContain('/no-such-page');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the server answers with security headers and long-cached hashed assets', async ({ request }) => {
    const response = await request.get('/');
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const script = /<script type="module"[^>]* src="(\/assets\/[^"]+)"/.exec(await response.text())?.[1];
    expect(script, "the served page's first script").toBeDefined();
    const asset = await request.get(script!, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(asset.headers()['cache-control']).toContain('immutable');
    expect(asset.headers()['content-encoding']).toMatch(/br|gzip/);
  });
});

test.describe('chat panel', () => {
  test("the panel's code and its machine load when the visitor reaches for the button, not with the page; it offers the prefilled chat link in a new tab, and closes on Escape", async ({
    page,
  }) => {
    const panelChunks: string[] = [];
    const machineChunks: string[] = [];
    const codecChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/FloatingChatPanel-[^/]+\.js$/.test(request.url())) panelChunks.push(request.url());
      if (/\/assets\/chatPanel\.machine-[^/]+\.js$/.test(request.url())) machineChunks.push(request.url());
      if (/\/assets\/cart\.codec-[^/]+\.js$/.test(request.url())) codecChunks.push(request.url());
    });
    await gotoHydrated(page, '/');
    await page.waitForLoadState('networkidle');
    expect(panelChunks).toEqual([]);
    expect(machineChunks).toEqual([]);
    // Nothing stored on this first visit: the cart count needs no codec either.
    expect(codecChunks).toEqual([]);
    const button = page.getByRole('button', { name: 'Chat with us' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.hover();
    await expect.poll(() => panelChunks.length).toBe(1);
    await expect.poll(() => machineChunks.length).toBe(1);
    await button.click();
    const panel = page.getByRole('dialog', { name: /Chat with/ });
    await expect(panel).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');

    await test.step('it offers the prefilled chat link in a new tab, and closes on Escape', async () => {
      await expect(panel).toContainText('replies instantly');
      await expect(panel).toContainText('available 24/7');
      const start = panel.getByRole('link', { name: 'Start chat' });
      await expect(start).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=.+/);
      await expect(start).toHaveAttribute('target', '_blank');
      await expect(start).toHaveAttribute('rel', /noopener/);
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(page.getByRole('button', { name: 'Chat with us' })).toBeFocused();
    });
  });
});

test.describe('toasts', () => {
  test('the toast widget loads with the first toast, not with the page', async ({ page }) => {
    const toastChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/Toast-[^/]+\.js$/.test(request.url())) toastChunks.push(request.url());
    });
    await gotoHydrated(page, '/merchandise');
    await page.waitForLoadState('networkidle');
    expect(toastChunks).toEqual([]);
    await page
      .getByRole('article', { name: 'Signature Sports Cap' })
      .getByRole('button', { name: 'Add to Cart' })
      .click();
    const toast = page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('listitem');
    await expect(toast).toContainText('Added to cart');
    expect(toastChunks).toHaveLength(1);
  });

  test('a toast while the widget cannot arrive leaves the page working; the next toast brings it, the first one too', async ({
    page,
  }) => {
    await page.route('**/assets/Toast-*.js', (route) => route.abort('internetdisconnected'));
    await gotoHydrated(page, '/merchandise');
    const add = page
      .getByRole('article', { name: 'Signature Sports Cap' })
      .getByRole('button', { name: 'Add to Cart' });
    await add.click();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toHaveCount(0);
    await page.unroute('**/assets/Toast-*.js');
    await add.click();
    await expect(page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('listitem')).toHaveCount(2);
  });

  test('a toast that waited for the widget shows when the connection comes back, with no new toast', async ({
    page,
  }) => {
    await page.route('**/assets/Toast-*.js', (route) => route.abort('internetdisconnected'));
    await gotoHydrated(page, '/merchandise');
    await page
      .getByRole('article', { name: 'Signature Sports Cap' })
      .getByRole('button', { name: 'Add to Cart' })
      .click();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toHaveCount(0);
    await page.unroute('**/assets/Toast-*.js');
    const toasts = page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('listitem');
    // The app listens for the connection once it has seen the widget fail (an effect after that render): on a busy
    // machine a single event could come before, as a real one never does, so it comes again until the toast shows.
    await expect(async () => {
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      await expect(toasts).toContainText('Added to cart', { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(toasts).toHaveCount(1);
  });
});

test.describe('install prompt', () => {
  test('never shows at 1280 px, even when the browser offers installation', async ({ page }) => {
    await openHome(page);
    await fireInstallOffer(page);
    await promptDecided(page);
    await expect(page.getByRole('button', { name: 'Install' })).toHaveCount(0);
  });

  test('@phone its code loads when the browser offers installation, not with the page; it shows after the offer without moving anything on the page (no layout shift), Install calls prompt()', async ({
    page,
  }) => {
    const promptChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/InstallPromptContainer-[^/]+\.js$/.test(request.url())) promptChunks.push(request.url());
    });
    await trackLayoutShift(page);
    await openHome(page);
    await page.waitForLoadState('networkidle');
    // Its code loads when the browser offers installation, not with the page.
    expect(promptChunks).toEqual([]);
    await expect(page.getByRole('button', { name: 'Install' })).toHaveCount(0);
    const chatBefore = await page.getByRole('button', { name: 'Chat with us' }).boundingBox();
    await resetLayoutShift(page);
    await fireInstallOffer(page);
    const prompt = page.getByRole('complementary', { name: 'Install POD' });
    await expect(prompt).toBeVisible();
    expect(promptChunks).toHaveLength(1);
    // The chat button ends above the prompt, lifted by a transform (which is not a layout shift).
    await expect
      .poll(async () => {
        const [chat, box] = await Promise.all([
          page.getByRole('button', { name: 'Chat with us' }).boundingBox(),
          prompt.boundingBox(),
        ]);
        return chat && box && chatBefore ? chat.y + chat.height <= box.y && chat.y < chatBefore.y : false;
      })
      .toBe(true);
    expect(await layoutShift(page)).toBe(0);
    await page.getByRole('button', { name: 'Install' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __prompted: number }).__prompted)).toBe(1);
  });

  test('@phone Not Now hides it for the rest of the session', async ({ page }) => {
    await openHome(page);
    await fireInstallOffer(page);
    await page.getByRole('button', { name: 'Not Now' }).click();
    await expect(page.getByRole('button', { name: 'Install' })).toHaveCount(0);
    await reloadHydrated(page);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await fireInstallOffer(page);
    await promptDecided(page);
    await expect(page.getByRole('button', { name: 'Install' })).toHaveCount(0);
  });
});

test.describe('phone menu', () => {
  test('@phone the page is usable by keyboard from the skip link; the menu opens from the menu button, closes on Escape and on navigation', async ({
    page,
  }) => {
    await openHome(page);
    await test.step('the page is usable by keyboard from the skip link', async () => {
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      await expect(skip).toBeFocused();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      // After the skip link, the next Tab stop is inside the main content, not the navigation.
      await expect(page.locator('main :focus')).toHaveCount(1);
    });

    await test.step('the menu opens from the menu button, closes on Escape and on navigation', async () => {
      const menuButton = page.getByRole('button', { name: 'Menu' });
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: 'FAQ' })).toBeHidden();
      await menuButton.click();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      await expect(nav.getByRole('link', { name: 'FAQ' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await expect(menuButton).toBeFocused();
      await menuButton.click();
      await nav.getByRole('link', { name: 'Home' }).click();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    });
  });
});

test.describe('first script', () => {
  test("every public page's first script leaves out the admin route table and the font metrics library", () => {
    const { manifest, initial } = readBundle();
    // The app's chunk (app/main.tsx and what it imports, scripts/chunkGroups.ts) is part of the first script.
    expect([...initial].map((k) => manifest[k]!.name)).toContain('main');
    expect(manifest['app/routes/admin.routes.tsx'], 'admin routes chunk').toBeDefined();
    expect(initial.has('app/routes/admin.routes.tsx')).toBe(false);
    const files = [...initial].map((k) => manifest[k]!.file);
    for (const file of files) expect(file).not.toMatch(/admin|capsize|fontStacks|serviceWorkerRegistration/);
  });

  test('the admin area is found on its first visit from a public page', async ({ page }) => {
    await gotoHydrated(page, '/faq');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/admin/login');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { name: /sign in|log in|admin/i }).first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });
});
