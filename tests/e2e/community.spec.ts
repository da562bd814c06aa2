import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test';
import { readBundle } from './support/bundle';
import { expectNoAxeViolations } from './support/axe';
import { gotoHydrated, holdApp } from './support/hydration';
import { layoutShift, resetLayoutShift, trackLayoutShift } from './support/layoutShift';

/**
 * The café, membership and community board pages on the production build, with the clock installed and fixed
 * (Saturday 21 November 2026, 10:00 in Chennai) so the café hero's 4 s rotation is driven by the test: rotation,
 * hover/focus/pause/reduced-motion holds, quick-action links, the membership toggle and Join Now, the board's
 * filter and lightbox (wraparound, keyboard only, focus return), titles, descriptions and a page-level axe check.
 * Tests tagged @phone run at 390 px.
 */

const FIXED_NOW = new Date('2026-11-21T10:00:00+05:30');

/** The site config's defaults (app/config/site.ts; this build sets no VITE_* overrides). */
const mapsQuery = encodeURIComponent('POD Sports Centre, Sholinganallur, Chennai');
const expectedLinks = {
  'Get Directions': `https://www.google.com/maps/search/?api=1&query=${mapsQuery}`,
  'Read Reviews': `https://www.google.com/maps/search/?api=1&query=${mapsQuery}%20reviews`,
  'Order on Swiggy': `https://www.swiggy.com/search?query=${mapsQuery}`,
  'Order on Zomato': 'https://www.zomato.com/chennai/restaurants?q=POD%20Sholinganallur',
  'Follow Us': 'https://www.instagram.com/pod.placeholder/',
  'Call & Reserve': 'tel:+919000000002',
} as const;

const chatText = (href: string | null) => decodeURIComponent(href!.split('text=')[1]!);

async function open(page: Page, path: string, heading: string | RegExp) {
  await page.clock.install({ time: FIXED_NOW });
  await gotoHydrated(page, path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

// Café --------------------------------------------------------------------------------------------------------------

const hero = (page: Page) => page.getByRole('region', { name: 'Café highlights' });
const slide = (page: Page, position: string) => hero(page).getByRole('group', { name: new RegExp(`^${position}:`) });

/** Moves the pointer off the hero (to the footer), so hovering does not hold the rotation. */
async function pointerAway(page: Page) {
  await page.mouse.move(5, 790);
}

/**
 * Restarts the rotation on slide 1 with the pointer and focus away from the hero, so the next slide is due exactly
 * 4 s later (the page's clock paused: only the test moves time).
 */
async function restartRotation(page: Page) {
  await hero(page)
    .getByRole('button', { name: /^Slide 1 of 3/ })
    .click();
  await pointerAway(page);
  await page.getByRole('link', { name: /Get Directions/ }).focus();
  await expect(hero(page)).toHaveAttribute('data-rotation', 'playing');
  await expect(slide(page, '1 of 3')).toBeVisible();
}

test.describe('café', () => {
  test('has its title, description, café accent and Reserve Table in the navigation bar, no axe violations; every quick action links where it should, outbound pages in a new tab', async ({
    page,
  }) => {
    await open(page, '/cafe', 'POD Café & Bistro');
    await expect(page).toHaveTitle('POD Café & Bistro · Sholinganallur');
    await expect(page.locator('meta[name="description"]').first()).toHaveAttribute('content', /café in Sholinganallur/);
    const reserve = page.getByRole('banner').getByRole('link', { name: 'Reserve Table' });
    await expect(reserve).toHaveAttribute('target', '_blank');
    expect(chatText(await reserve.getAttribute('href'))).toContain('reserve a table');
    // The café accent (ember) instead of court green.
    await expect(reserve).toHaveCSS('background-color', 'rgb(147, 59, 16)');
    await expect(hero(page).getByRole('link', { name: 'Reserve a Table' })).toHaveAttribute(
      'href',
      'tel:+919000000002',
    );
    await expectNoAxeViolations(page);

    await test.step('every quick action links where it should; outbound pages open in a new tab', async () => {
      const actions = page.getByRole('region', { name: 'Quick Actions' });
      await expect(actions.getByRole('link')).toHaveCount(6);
      for (const [title, href] of Object.entries(expectedLinks)) {
        const link = actions.getByRole('link', { name: new RegExp(`^${title.replace('&', '\\&')}`) });
        await expect(link).toHaveAttribute('href', href);
        if (href.startsWith('tel:')) await expect(link).not.toHaveAttribute('target');
        else {
          await expect(link).toHaveAttribute('target', '_blank');
          await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        }
      }
      const offers = page.getByRole('region', { name: 'Offers' });
      await expect(offers).toContainText('Every Friday');
      await expect(offers).toContainText('6:00 PM-11:00 PM');
      await expect(offers).toContainText('Monday-Thursday');
      await expect(offers).toContainText('12:00 PM-5:00 PM');
      await expect(page.getByRole('region', { name: 'Opening Hours' })).toContainText('11 AM – 11 PM');
    });
  });

  const rotation = {
    'no-preference':
      'it advances every 4 s and wraps, a dot picks a slide; hovering or keyboard focus holds it, and Pause stops it until Play',
    reduce: 'it never rotates (and offers no pause control)',
  };
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    test(`hydrating the hero moves nothing (motion: ${reducedMotion}): the served page has the pause control in place; ${rotation[reducedMotion]}`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion });
      await trackLayoutShift(page);
      await page.clock.install({ time: FIXED_NOW });
      // The served page first, with its web fonts: a font arriving after the first paint (a busy machine) moves text
      // by a hair (0.0001), which is the fonts' doing, checked in ssr.spec; from here on, only the app's.
      const release = await holdApp(page);
      await page.goto('/cafe');
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await resetLayoutShift(page);
      release();
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'POD Café & Bistro' })).toBeVisible();
      await expect(hero(page)).toHaveAttribute('data-rotation', reducedMotion === 'reduce' ? 'still' : 'playing');
      await expect(hero(page).getByRole('button', { name: 'Pause slideshow' })).toHaveCount(
        reducedMotion === 'reduce' ? 0 : 1,
      );
      // Served still, without the control, the app added it and pushed the dots aside (0.0076).
      expect(await layoutShift(page)).toBe(0);

      // From here on only the test moves the page's time.
      await page.clock.pauseAt(new Date(FIXED_NOW.getTime() + 10 * 60_000));
      if (reducedMotion === 'reduce') {
        await test.step('never rotates under prefers-reduced-motion (and offers no pause control)', async () => {
          await pointerAway(page);
          await expect(hero(page)).toHaveAttribute('data-rotation', 'still');
          await expect(hero(page).getByRole('button', { name: /slideshow/ })).toHaveCount(0);
          await page.clock.runFor(13_000);
          await expect(slide(page, '1 of 3')).toBeVisible();
          await hero(page).getByRole('button', { name: 'Slide 2 of 3: Pizza Fest Friday' }).click();
          await expect(slide(page, '2 of 3')).toBeVisible();
        });
        return;
      }
      await test.step('the hero advances every 4 s, wraps, and a dot picks a slide', async () => {
        await restartRotation(page);
        await expect(hero(page).locator('[aria-live]')).toHaveAttribute('aria-live', 'off');
        await page.clock.runFor(3_900);
        await expect(slide(page, '1 of 3')).toBeVisible();
        await page.clock.runFor(200);
        await expect(slide(page, '2 of 3')).toBeVisible();
        await expect(hero(page).getByRole('button', { name: 'Slide 2 of 3: Pizza Fest Friday' })).toHaveAttribute(
          'aria-current',
          'true',
        );
        await page.clock.runFor(4_000);
        await expect(slide(page, '3 of 3')).toBeVisible();
        await page.clock.runFor(4_000);
        await expect(slide(page, '1 of 3')).toBeVisible();
        await hero(page).getByRole('button', { name: 'Slide 3 of 3: Coffee Happy Hours' }).click();
        await expect(slide(page, '3 of 3')).toBeVisible();
      });

      await test.step('hovering the hero holds the rotation; it resumes when the pointer leaves', async () => {
        await restartRotation(page);
        await hero(page).getByText('Brew, Bite & Unwind').hover();
        await expect(hero(page)).toHaveAttribute('data-rotation', 'held');
        await page.clock.runFor(9_000);
        await expect(slide(page, '1 of 3')).toBeVisible();
        await pointerAway(page);
        await expect(hero(page)).toHaveAttribute('data-rotation', 'playing');
        await page.clock.runFor(4_100);
        await expect(slide(page, '2 of 3')).toBeVisible();
      });

      await test.step('keyboard focus on the hero holds the rotation, and Pause stops it until Play', async () => {
        await restartRotation(page);
        const pause = hero(page).getByRole('button', { name: 'Pause slideshow' });
        await pause.focus();
        await expect(hero(page)).toHaveAttribute('data-rotation', 'held');
        await expect(hero(page).locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
        await page.clock.runFor(9_000);
        await expect(slide(page, '1 of 3')).toBeVisible();
        await page.keyboard.press('Enter');
        const play = hero(page).getByRole('button', { name: 'Play slideshow' });
        await expect(play).toBeFocused();
        // Focus leaves the hero: still paused, by the visitor.
        await page.getByRole('link', { name: /Get Directions/ }).focus();
        await expect(hero(page)).toHaveAttribute('data-rotation', 'paused');
        await page.clock.runFor(9_000);
        await expect(slide(page, '1 of 3')).toBeVisible();
        await play.click();
        await pointerAway(page);
        await page.getByRole('link', { name: /Get Directions/ }).focus();
        await expect(hero(page)).toHaveAttribute('data-rotation', 'playing');
        await page.clock.runFor(4_100);
        await expect(slide(page, '2 of 3')).toBeVisible();
      });
    });
  }

  test('phone: the hero and the quick actions fit 390 px @phone', async ({ page }) => {
    await open(page, '/cafe', 'POD Café & Bistro');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(hero(page).getByRole('link', { name: 'Reserve a Table' })).toBeVisible();
  });
});

// Membership ----------------------------------------------------------------------------------------------------------

const plans = (page: Page) => page.locator('#membership-plans');
const texts = (page: Page, part: string) => plans(page).locator(`[data-part="${part}"]`).allTextContents();

test.describe('membership', () => {
  test('has its title and description and no axe violations; the billing toggle switches all three prices, coin amounts and periods, and the Save 16% badge; the closing chat links carry the membership enquiry and the tour request; Join Now in the navigation bar lands on the plans, below the sticky bar', async ({
    page,
  }) => {
    await open(page, '/membership', /the key/);
    await expect(page).toHaveTitle('Membership: the key · POD');
    await expect(page.locator('meta[name="description"]').first()).toHaveAttribute('content', /Pod Coins/);
    await expectNoAxeViolations(page);

    await test.step('the billing toggle switches all three prices, coin amounts and periods, and the Save 16% badge', async () => {
      await expect(plans(page).getByRole('radio', { name: 'Monthly' })).toHaveAttribute('aria-checked', 'true');
      expect(await texts(page, 'price')).toEqual(['₹2,499/month', '₹3,999/month', '₹5,499/month']);
      expect((await texts(page, 'coins')).map((t) => t.replace('credited to your wallet', ''))).toEqual([
        '2,500 Pod Coins',
        '4,000 Pod Coins',
        '5,500 Pod Coins',
      ]);
      await expect(plans(page).getByText('Save 16%')).toHaveCount(0);
      await plans(page).getByRole('radio', { name: 'Annual' }).click();
      await expect(plans(page).getByText('Save 16%')).toBeVisible();
      expect(await texts(page, 'price')).toEqual(['₹24,990/year', '₹39,990/year', '₹54,990/year']);
      expect((await texts(page, 'coins')).map((t) => t.replace('credited to your wallet', ''))).toEqual([
        '30,000 Pod Coins',
        '50,000 Pod Coins',
        '70,000 Pod Coins',
      ]);
      const choosePlus = page.getByRole('article', { name: 'PodPlus' }).getByRole('link', { name: /Choose This Plan/ });
      expect(chatText(await choosePlus.getAttribute('href'))).toContain('PodPlus membership (annual)');
      await plans(page).getByRole('radio', { name: 'Monthly' }).click();
      await expect(plans(page).getByText('Save 16%')).toHaveCount(0);
      expect(await texts(page, 'price')).toEqual(['₹2,499/month', '₹3,999/month', '₹5,499/month']);
    });

    await test.step('the closing chat links carry the membership enquiry and the tour request', async () => {
      const talk = page.getByRole('main').getByRole('link', { name: 'Talk to Our Team' });
      const tour = page.getByRole('main').getByRole('link', { name: 'Take a Tour' });
      await expect(talk).toHaveAttribute('target', '_blank');
      expect(chatText(await talk.getAttribute('href'))).toContain('membership');
      expect(chatText(await tour.getAttribute('href'))).toContain('tour');
      await page.getByRole('button', { name: 'How does the referral work?' }).click();
      await expect(page.getByText(/you get 200 Pod Coins and they get ₹100 off/)).toBeVisible();
    });

    await test.step('Join Now in the navigation bar lands on the plans, below the sticky bar', async () => {
      const join = page.getByRole('banner').getByRole('link', { name: 'Join Now' });
      await expect(join).toHaveAttribute('href', '#membership-plans');
      await join.click();
      await expect(page).toHaveURL(/\/membership#membership-plans$/);
      const heading = page.getByRole('heading', { level: 2, name: 'Choose your plan' });
      await expect(heading).toBeInViewport();
      const navBottom = (await page.getByRole('banner').boundingBox())!;
      // The page scrolls there smoothly (from the questions below): the heading comes to rest below the bar.
      await expect
        .poll(async () => (await heading.boundingBox())!.y)
        .toBeGreaterThanOrEqual(navBottom.y + navBottom.height);
    });
  });
});

// Community board -----------------------------------------------------------------------------------------------------

const lightbox = (page: Page) => page.getByRole('dialog');
const counter = (page: Page) => lightbox(page).locator('[data-part="counter"]');

test.describe('community board', () => {
  test('has its title and description and no axe violations; the feedback and be-featured links; the filter chips; the lightbox wraps around both ways and closes back to its tile, by mouse and by keyboard only', async ({
    page,
  }) => {
    await open(page, '/podboard', 'Community Board');
    await expect(page).toHaveTitle('Community Board · POD');
    await expect(page.locator('meta[name="description"]').first()).toHaveAttribute('content', /community/);
    await expectNoAxeViolations(page);

    await test.step('the feedback link and the be-featured call link their chats and the social profile', async () => {
      const featured = page.getByRole('region', { name: 'Get featured on the board' });
      expect(chatText(await featured.getByRole('link', { name: 'Share Your Story' }).getAttribute('href'))).toContain(
        'featured on the community board',
      );
      await expect(featured.getByRole('link', { name: 'Follow on Instagram' })).toHaveAttribute(
        'href',
        expectedLinks['Follow Us'],
      );
      await expect(page.getByRole('region', { name: 'Community Feedback' }).getByRole('listitem')).toHaveCount(3);
      const feedback = page
        .getByRole('region', { name: 'Community Feedback' })
        .getByRole('link', { name: 'Share Your Feedback' });
      expect(chatText(await feedback.getAttribute('href'))).toContain("I'd like to share some feedback about my visit");
      await expect(page.getByRole('region', { name: 'News' }).getByRole('listitem')).toHaveCount(3);
    });

    await test.step('the filter chips show the matching posts, one chip pressed at a time', async () => {
      const chips = page.getByRole('list', { name: 'Filter posts' });
      const tiles = page.locator('button[data-tile]');
      await expect(tiles).toHaveCount(12);
      await chips.getByRole('button', { name: 'Reels' }).click();
      await expect(chips.getByRole('button', { name: 'Reels' })).toHaveAttribute('aria-pressed', 'true');
      await expect(chips.locator('[aria-pressed="true"]')).toHaveCount(1);
      await expect(tiles).toHaveText(['Play video: The 40-Shot Rally', 'Play video: Trick Shot Tuesday']);
      await chips.getByRole('button', { name: 'Café' }).click();
      await expect(tiles).toHaveCount(3);
      await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText('Showing 3 posts');
      await chips.getByRole('button', { name: 'All' }).click();
      await expect(tiles).toHaveCount(12);
      // Images are sized and described; the first (the largest paint on a phone) loads at once, the others lazily.
      const images = page.locator('li[data-type] img');
      await expect(images.first()).toHaveAttribute('loading', 'eager');
      await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
      await expect(images.nth(1)).toHaveAttribute('loading', 'lazy');
      expect((await images.first().getAttribute('alt'))!.length).toBeGreaterThan(10);
    });

    await test.step('the lightbox wraps around both ways and closes back to its tile', async () => {
      const first = page.getByRole('button', { name: 'Open Smash Night Doubles' });
      await first.click();
      await expect(lightbox(page)).toHaveAccessibleName('Smash Night Doubles');
      await expect(counter(page)).toHaveText('1 of 12');
      await lightbox(page).getByRole('button', { name: 'Previous' }).click();
      await expect(counter(page)).toHaveText('12 of 12');
      await expect(lightbox(page)).toHaveAccessibleName('Trick Shot Tuesday');
      await expect(lightbox(page).getByRole('link', { name: 'Watch on Instagram' })).toHaveAttribute(
        'target',
        '_blank',
      );
      await lightbox(page).getByRole('button', { name: 'Next' }).click();
      await expect(counter(page)).toHaveText('1 of 12');
      await lightbox(page).getByRole('button', { name: 'Close' }).click();
      await expect(lightbox(page)).toHaveCount(0);
      await expect(first).toBeFocused();
    });

    await test.step('keyboard only: open a tile, arrows move and wrap, Escape closes, focus returns to the tile', async () => {
      await page.getByRole('list', { name: 'Filter posts' }).getByRole('button', { name: 'Events' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('button[data-tile]')).toHaveCount(3);
      let tile = page.getByRole('button', { name: 'Open Midnight Open' });
      for (let i = 0; i < 10; i++) {
        if (await tile.evaluate((el) => el === document.activeElement)) break;
        await page.keyboard.press('Tab');
      }
      await expect(tile).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(lightbox(page)).toHaveAccessibleName('Midnight Open');
      await expect(counter(page)).toHaveText('3 of 3');
      await expect.poll(() => lightbox(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('ArrowRight');
      await expect(counter(page)).toHaveText('1 of 3');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect(counter(page)).toHaveText('2 of 3');
      await expect(lightbox(page)).toHaveAccessibleName('Summer Kids Camp');
      // Tab stays inside the dialog.
      for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
      await expect.poll(() => lightbox(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(lightbox(page)).toHaveCount(0);
      tile = page.getByRole('button', { name: 'Open Midnight Open' });
      await expect(tile).toBeFocused();
    });
  });

  test("a tile tapped while the lightbox's code cannot arrive (the connection dropped) leaves the board as it was; the next tap opens it", async ({
    page,
  }) => {
    // The lightbox machine loads once the board is live, the dialog when it first opens: both fail here.
    const deferred = /\/assets\/(lightbox\.machine|DialogSurface)-[\w-]+\.js$/;
    await page.route(deferred, (route) => route.abort('internetdisconnected'));
    await open(page, '/podboard', 'Community Board');
    const tile = page.getByRole('button', { name: 'Open Smash Night Doubles' });
    await tile.click();
    await expect(lightbox(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Community Board' })).toBeVisible();
    await expect(page.locator('button[data-tile]')).toHaveCount(12);

    await page.unroute(deferred);
    await tile.click();
    await expect(lightbox(page)).toHaveAccessibleName('Smash Night Doubles');
    await expect(counter(page)).toHaveText('1 of 12');
  });

  test('phone: the lightbox opens as a sheet with its buttons on screen @phone', async ({ page }) => {
    await open(page, '/podboard', 'Community Board');
    await page.getByRole('button', { name: 'Open Latte Art Mornings' }).click();
    await expect(counter(page)).toHaveText('3 of 12');
    await expect(lightbox(page).getByRole('button', { name: 'Next' })).toBeInViewport();
    await lightbox(page).getByRole('button', { name: 'Next' }).click();
    await expect(counter(page)).toHaveText('4 of 12');
  });
});

// Bundle ----------------------------------------------------------------------------------------------------------------

test.describe('bundle', () => {
  test("the three routes' initial JS carries no booking, payment or cart-codec code, and code loaded later stays out of the first script (dialogs, the lightbox machine, the checkout form, the selects' listbox)", () => {
    const { manifest, closure, initial } = readBundle();
    // The app's chunk (app/main.tsx and what it imports, scripts/chunkGroups.ts) is part of the first script.
    expect([...initial].map((k) => manifest[k]!.name)).toContain('main');
    // A distinctive string of each: the cart codec's storage key, the payment machine's and the booking rules' texts.
    const markers = ["'pod-cart'", '"pod-cart"', 'Failed to initialize payment', 'Session added!'];
    for (const page of [
      'app/pages/cafe/CafePage.tsx',
      'app/pages/membership/MembershipPage.tsx',
      'app/pages/podboard/PodboardPage.tsx',
    ]) {
      expect(manifest[page], page).toBeDefined();
      const files = [...closure(page, new Set(initial))].map((k) => manifest[k]!.file);
      for (const file of files) {
        expect(file).not.toMatch(/cart\.codec|paymentProvider|SportsPage|CheckoutPage/);
        const code = readFileSync(`dist/${file}`, 'utf8');
        for (const marker of markers) expect(code.includes(marker), `${page}: ${file} contains ${marker}`).toBe(false);
      }
    }

    // The board's lightbox and the academy's programme details are dialogs: Radix Dialog (with its scroll lock) loads
    // when one opens, and the lightbox machine (with the state-machine library) once the board is live.
    const dialog = 'design-system/primitives/Dialog/DialogSurface.tsx';
    const lightbox = 'machines/ui/lightbox.machine.ts';
    const checkoutForm = 'app/pages/shop/CheckoutForm.tsx';
    const selectListbox = 'design-system/primitives/Select/SelectListbox.tsx';
    const bookingView = 'design-system/patterns/BookingView/BookingView.tsx';
    expect(manifest[checkoutForm], checkoutForm).toBeDefined();
    expect(manifest[selectListbox], selectListbox).toBeDefined();
    expect(manifest[bookingView], bookingView).toBeDefined();
    expect(manifest[dialog], dialog).toBeDefined();
    expect(manifest[lightbox], lightbox).toBeDefined();
    const deferred: Record<string, { modules: string[]; markers: string[] }> = {
      'app/pages/podboard/PodboardPage.tsx': {
        modules: [dialog, lightbox],
        markers: ['data-scroll-locked', 'xstate.stop'],
      },
      'app/pages/coaching/AcademyPage.tsx': { modules: [dialog], markers: ['data-scroll-locked'] },
      // The checkout form needs the cart read from the device: its payment machine loads once the page is live.
      'app/pages/shop/CheckoutPage.tsx': {
        modules: [checkoutForm],
        markers: ['xstate.stop', 'Failed to initialize payment'],
      },
      // The enquiry forms' selects: Radix Select and its popper load when a select is first reached.
      'app/pages/contact/ContactPage.tsx': { modules: [selectListbox], markers: ['data-radix-select-viewport'] },
      'app/pages/contact/ContactUsPage.tsx': { modules: [selectListbox], markers: ['data-radix-select-viewport'] },
      // The booking view (calendar, slots, sessions, summary, customer form) and its booking and payment machines (with
      // the state-machine library) load when a Book button is reached for.
      'app/pages/sports/SportsPage.tsx': {
        modules: [bookingView, 'machines/booking/booking.machine.ts', 'machines/checkout/payment.machine.ts'],
        markers: ['xstate.stop', 'Session added!'],
      },
    };
    for (const [page, { modules, markers: absent }] of Object.entries(deferred)) {
      const keys = closure(page, new Set(initial));
      for (const module of modules) expect(keys.has(module), `${page} loads ${module} up front`).toBe(false);
      for (const key of keys) {
        const code = readFileSync(`dist/${manifest[key]!.file}`, 'utf8');
        for (const marker of absent) expect(code.includes(marker), `${page}: ${key} contains ${marker}`).toBe(false);
      }
    }
    // The booking's server calls, with the schema library and the schemas, load once /sports is live.
    const sportsFirst = [...closure('app/pages/sports/SportsPage.tsx', new Set(initial))].map((k) => manifest[k]!.file);
    expect(sportsFirst.filter((file) => /zod|bookingRequests/.test(file))).toEqual([]);
    expect(
      [...closure('app/adapters/api/bookingRequests.ts')]
        .map((k) => manifest[k]!.file)
        .some((file) => /zod/.test(file)),
    ).toBe(true);

    // The markers are real: each is in the chunks that load later.
    const later = (key: string) =>
      [...closure(key)].map((k) => readFileSync(`dist/${manifest[k]!.file}`, 'utf8')).join('');
    expect(later(dialog)).toContain('data-scroll-locked');
    expect(later(lightbox)).toContain('xstate.stop');
    expect(later(checkoutForm)).toContain('Failed to initialize payment');
    expect(later(selectListbox)).toContain('data-radix-select-viewport');
    expect(later('app/pages/sports/SportBooking.tsx')).toContain('xstate.stop');
    expect(later('app/pages/sports/SportBooking.tsx')).toContain('Session added!');
  });
});
