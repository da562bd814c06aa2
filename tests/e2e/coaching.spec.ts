import { expect, test, type BrowserContext, type Locator, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { gotoHydrated } from './support/hydration';
import { chatOf, chatOpenedBy, recordNewTabs } from './support/tabs';
import { nextFrames } from './support/settled';

/**
 * The about, coaching and academy pages on the production build: titles and descriptions, every chat button's
 * decoded message (coach name, plan with sport, level, price and duration, programme), the programme dialog by
 * keyboard (open, focus kept inside, Escape and Close returning focus to the card), the achievements carousel by
 * keyboard and by touch swipe, the phone sheet, and no axe violation on each page. Tests tagged @phone run at 390 px.
 */

const ACADEMY_NUMBER = '919000000013';
// The sports desk's number of System Settings (chat and telephone alike).
const SPORTS_NUMBER = '919000000001';

/** Presses `button` and returns the chat it opened in a new tab: its number and decoded text. */
const chatFrom = (context: BrowserContext, button: Locator) => chatOpenedBy(context, () => button.click());

/**
 * After a test's first chat has opened in a real tab (chatFrom): presses each next button and returns the chat it
 * asked to open in a new tab, read without opening one (support/tabs.ts recordNewTabs).
 */
async function chatsOf(page: Page) {
  const opened = await recordNewTabs(page);
  return async (button: Locator) => chatOf(await opened(() => button.click()));
}

async function expectMeta(page: Page, title: string | RegExp, description: RegExp) {
  await expect(page).toHaveTitle(title);
  await expect(page.locator('meta[name="description"]').first()).toHaveAttribute('content', description);
}

test.describe('about', () => {
  test('vision, values, facility and four coaches; each enquiry opens the chat with that coach', async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, '/about');
    await expectMeta(page, 'About Us · POD', /vision, core values/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Our Vision' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Our Core Values' }).getByRole('heading', { level: 3 })).toHaveCount(
      4,
    );
    await expect(page.getByRole('region', { name: 'Our Facility' }).getByText('Futsal turf')).toBeVisible();
    const coaches = page.getByRole('region', { name: 'Meet Our Coaches' }).getByRole('article');
    await expect(coaches).toHaveCount(4);
    // The first chat opens in a real tab; the others are read as the tab the page asks for.
    let chatAfter: Awaited<ReturnType<typeof chatsOf>> | undefined;
    for (const name of ['Arjun Menon', 'Rahul Srinivasan', 'Karthik Raj', 'Sneha Pillai']) {
      const coach = page.getByRole('article', { name });
      await expect(coach.getByRole('img', { name: `Portrait of ${name}` })).toBeVisible();
      const enquire = coach.getByRole('button', { name: `Enquire Now about ${name}` });
      const chat = chatAfter ? await chatAfter(enquire) : await chatFrom(context, enquire);
      chatAfter ??= await chatsOf(page);
      expect(chat.number).toBe(SPORTS_NUMBER);
      expect(chat.text).toContain(`coaching with ${name}`);
    }
    await expectNoAxeViolations(page);
  });

  test('fits a phone screen with no axe violation @phone', async ({ page }) => {
    await gotoHydrated(page, '/about');
    await expect(page.getByRole('article')).toHaveCount(4);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('coaching', () => {
  test('badges, banner, three sports with their plans; Join Now and Get More Info open their chats', async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, '/coaching');
    await expectMeta(page, 'Coaching Programmes · POD', /Football, badminton and tennis coaching/);
    for (const badge of ['Free POD Goodies', 'Expert Coaches', 'Flexible Schedules'])
      await expect(page.getByText(badge, { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Special Member Benefits' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Football Coaching' }).getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Badminton Coaching' }).getByRole('article')).toHaveCount(4);
    await expect(page.getByRole('region', { name: 'Tennis Coaching' }).getByRole('article')).toHaveCount(3);

    const football = await chatFrom(context, page.getByRole('button', { name: 'Join Now: Football Regular Program' }));
    expect(football.number).toBe(SPORTS_NUMBER);
    expect(football.text).toContain('Football coaching');
    expect(football.text).toContain('Level: Regular');
    expect(football.text).toContain('Plan: Regular Program');
    expect(football.text).toContain('Price: ₹3,540 per month');

    const chatAfter = await chatsOf(page);
    const badminton = await chatAfter(page.getByRole('button', { name: 'Join Now: Badminton Beginner 5 Days' }));
    expect(badminton.text).toContain('Level: Beginner');
    expect(badminton.text).toContain('Price: ₹3,500 per month');

    const tennis = await chatAfter(page.getByRole('button', { name: 'Join Now: Tennis Advanced Custom Plan' }));
    expect(tennis.text).toContain('Tennis coaching');
    expect(tennis.text).toContain('Plan: Advanced Custom Plan');
    expect(tennis.text).toContain('Price: ₹13,000 per month');

    const info = await chatAfter(page.getByRole('button', { name: 'Get More Info' }));
    expect(info.text).toContain('coaching programmes');
    await expectNoAxeViolations(page);
  });
});

test.describe('academy', () => {
  test('a programme dialog whose code cannot arrive leaves the page as it was and opens once it can; the dialog by keyboard; the carousel by keyboard; hero and closing buttons open the academy chat, each programme dialog names its programme', async ({
    page,
    context,
  }) => {
    // Four flows on one load of the page: more than one flow's time on a busy machine.
    test.slow();
    await gotoHydrated(page, '/academy');
    // First, while no programme's button has been reached for (which loads the dialog's code).
    await test.step('a programme dialog whose code cannot arrive (the connection dropped) leaves the page as it was, and opens once it can', async () => {
      const heading = page.getByRole('heading', { level: 1 });
      const title = await heading.textContent();
      // The dialog's code loads the first time one opens (or the pointer or focus reaches its button).
      const surface = /\/assets\/DialogSurface-[\w-]+\.js$/;
      await page.route(surface, (route) => route.abort('internetdisconnected'));
      const button = page.getByRole('button', { name: 'View Details: Tennis' });
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(heading).toHaveText(title!);
      await expect(button).toBeVisible();

      await page.unroute(surface);
      await button.click();
      await expect(page.getByRole('dialog', { name: 'Tennis Programme' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    await test.step('the programme dialog by keyboard: Enter opens, Tab stays inside, Escape and Close return focus to the card', async () => {
      const button = page.getByRole('button', { name: 'View Details: Tennis' });
      await button.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Tennis Programme' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText('₹11,000')).toBeVisible();
      // Close, Book Trial Class, Register / Enquire Now: Tab cycles through them and never leaves the dialog.
      const seen = new Set<string>();
      for (let i = 0; i < 7; i++) {
        await page.keyboard.press('Tab');
        const inside = await dialog.evaluate((d) => d.contains(document.activeElement));
        expect(inside).toBe(true);
        seen.add(
          await page.evaluate(
            () => document.activeElement?.textContent || document.activeElement?.getAttribute('aria-label') || '',
          ),
        );
      }
      expect([...seen].sort()).toEqual(['Book Trial Class', 'Close', 'Register / Enquire Now']);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();

      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
    });

    await test.step('the carousel by keyboard: the arrow keys, Home and End move it and the position is announced', async () => {
      const carousel = page.locator('[aria-roledescription="carousel"]');
      const live = carousel.locator('[aria-live="polite"]');
      await expect(live).toHaveText(/^Slide 1 of 5: /);
      await expect(carousel.getByRole('button', { name: 'Previous slide' })).toHaveAttribute('aria-disabled', 'true');
      await carousel.getByRole('button', { name: 'Next slide' }).focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect(live).toHaveText(/^Slide 3 of 5: The academy futsal team/);
      await expect(carousel.getByRole('button', { name: /^Show slide 3/ })).toHaveAttribute('aria-current', 'true');
      await page.keyboard.press('End');
      await expect(live).toHaveText(/^Slide 5 of 5: /);
      await expect(carousel.getByRole('button', { name: 'Next slide' })).toHaveAttribute('aria-disabled', 'true');
      await page.keyboard.press('Home');
      await expect(live).toHaveText(/^Slide 1 of 5: /);
      await page.keyboard.press('Enter');
      await expect(live).toHaveText(/^Slide 2 of 5: /);
    });

    await test.step('hero and closing buttons open the academy chat; each programme dialog names its programme', async () => {
      await expectMeta(page, /^POD Academy/, /free trial class/);
      const trial = await chatFrom(context, page.getByRole('button', { name: 'Book Free Trial' }));
      expect(trial).toEqual({ number: ACADEMY_NUMBER, text: expect.stringContaining('free trial class') });
      const chatAfter = await chatsOf(page);
      const coach = await chatAfter(page.getByRole('button', { name: 'Talk to Coach', exact: true }));
      expect(coach.text).toContain('talk to a coach');
      expect((await chatAfter(page.getByRole('button', { name: 'Book a Trial', exact: true }))).number).toBe(
        ACADEMY_NUMBER,
      );
      expect((await chatAfter(page.getByRole('button', { name: 'Talk to a Coach' }))).text).toContain(
        'talk to a coach',
      );

      for (const title of ['Badminton', 'Tennis', 'Pickleball', 'Futsal', 'Kids Agility & Fitness']) {
        await page.getByRole('button', { name: `View Details: ${title}` }).click();
        const dialog = page.getByRole('dialog', { name: `${title} Programme` });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('list', { name: 'Fees' }).getByRole('listitem')).toHaveCount(3);
        const enquiry = await chatAfter(dialog.getByRole('button', { name: 'Register / Enquire Now' }));
        expect(enquiry.number).toBe(ACADEMY_NUMBER);
        expect(enquiry.text).toContain(`the ${title} programme`);
        const trialClass = await chatAfter(dialog.getByRole('button', { name: 'Book Trial Class' }));
        expect(trialClass.text).toContain(`a ${title} trial class`);
        await dialog.getByRole('button', { name: 'Close' }).click();
        await expect(dialog).toBeHidden();
      }
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: /See the coaching plans$/ }).click();
      await expect(page).toHaveURL(/\/coaching$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Coaching Programmes' })).toBeVisible();
    });
  });

  test('under prefers-reduced-motion the carousel changes slide without animating', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoHydrated(page, '/academy');
    const carousel = page.locator('[aria-roledescription="carousel"]');
    const track = carousel.locator('[data-part="viewport"] > div');
    await expect(track).toHaveAttribute('style', /transform/);
    // Record every transform the track goes through.
    await track.evaluate((el) => {
      const seen: string[] = [];
      (window as unknown as { __transforms: string[] }).__transforms = seen;
      new MutationObserver(() => seen.push(el.style.transform)).observe(el, {
        attributes: true,
        attributeFilter: ['style'],
      });
    });
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(carousel).toHaveAttribute('data-index', '1');
    // An animation would have moved the track through other positions over these frames.
    await nextFrames(page, 10);
    const transforms = await page.evaluate(
      () => new Set((window as unknown as { __transforms: string[] }).__transforms).size,
    );
    expect(transforms).toBe(1);
  });

  test('the carousel follows a touch swipe; the dialog is a scrolling bottom sheet @phone', async ({ page }) => {
    await gotoHydrated(page, '/academy');
    const carousel = page.locator('[aria-roledescription="carousel"]');
    const viewport = carousel.locator('[data-part="viewport"]');
    // The carousel library takes over the slides a moment after the page is live (it loads after the first render),
    // and moves the track from then on: a swipe before that moves nothing (failed so once in a busy run).
    await expect(viewport.locator('> div')).toHaveAttribute('style', /transform/);
    await viewport.scrollIntoViewIfNeeded();
    const box = (await viewport.boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const y = box.y + box.height / 2;
    const swipe = async (fromX: number, toX: number) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] });
      for (let step = 1; step <= 8; step++) {
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x: fromX + ((toX - fromX) * step) / 8, y }],
        });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await swipe(box.x + box.width * 0.85, box.x + box.width * 0.15);
    await expect(carousel).toHaveAttribute('data-index', '1');
    await expect(carousel.locator('[aria-live="polite"]')).toHaveText(/^Slide 2 of 5: /);
    await swipe(box.x + box.width * 0.15, box.x + box.width * 0.85);
    await expect(carousel).toHaveAttribute('data-index', '0');

    await page.getByRole('button', { name: 'View Details: Kids Agility & Fitness' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kids Agility & Fitness Programme' });
    await expect(dialog).toBeVisible();
    const sheet = (await dialog.boundingBox())!;
    const size = page.viewportSize()!;
    expect(Math.round(sheet.width)).toBe(size.width);
    await expect
      .poll(async () => Math.round((await dialog.boundingBox())!.y + (await dialog.boundingBox())!.height))
      .toBe(size.height);
    expect(sheet.height).toBeGreaterThan(size.height * 0.9);
    const fees = dialog.getByRole('list', { name: 'Fees' });
    await fees.scrollIntoViewIfNeeded();
    await expect(fees.getByText('₹25,000')).toBeInViewport();
    expect(await dialog.evaluate((d) => d.scrollTop)).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
  });
});
