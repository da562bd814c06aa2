import { expect, test, type APIRequestContext, type Page } from './support/test';
import sharp from 'sharp';
import { homeMessages } from '../../machines/api/home.schema';
import { uploadMessages } from '../../machines/api/upload.schema';
import { gotoHydrated } from './support/hydration';
import { ownServerPort, startOwnServer, type OwnServer } from './support/ownServer';
import { toast } from './support/toast';
import { signIn } from './support/admin';

/**
 * Admin > Home Page Manager on the production build, on a server of its own (fresh database): what staff save is
 * in `/`'s served HTML and on the page; a bad link or a file that is not an image is refused with the reason and
 * nothing typed is lost; the admin calls refuse without a session and without the CSRF token.
 */

const PORT = ownServerPort('admin-home');
const BASE = `http://127.0.0.1:${PORT}`;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: BASE });

let server: OwnServer | undefined;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer(PORT);
});
test.afterAll(async () => {
  await server?.stop();
});

const banner = (page: Page, side: 'left' | 'right') =>
  page.getByRole('group', { name: side === 'left' ? 'Left banner: Sports arena' : 'Right banner: Café' });
const field = (page: Page, side: 'left' | 'right', label: string) =>
  banner(page, side).getByRole('textbox', { name: new RegExp(`^${label}`) });

async function openManager(page: Page) {
  await signIn(page.request);
  await gotoHydrated(page, '/admin/homepage');
  await expect(page.getByRole('heading', { level: 1, name: 'Home Page Manager' })).toBeVisible();
  await expect(field(page, 'left', 'Title')).not.toHaveValue('');
}

async function publicBanners(request: APIRequestContext) {
  return (
    (await (await request.get('/api/home')).json()) as {
      banners: { side: string; title: string; buttonLink: string; image: string | null }[];
    }
  ).banners;
}

test('a banner title and link saved in the admin are in the served HTML of / and on the page; an uploaded banner image shows on /, and Remove image brings the illustration back', async ({
  page,
  browser,
}) => {
  await openManager(page);
  await field(page, 'left', 'Title').fill('Night Games');
  await field(page, 'left', 'Button link').fill('/schedule');
  await field(page, 'right', 'Button link').fill('https://example.com/menu');
  await page.getByRole('button', { name: 'Save Homepage Changes' }).click();
  await expect(toast(page, 'Homepage Updated')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

  // The raw HTML the server sends (no JavaScript run).
  const html = await (await fetch(`${BASE}/`)).text();
  expect(html).toContain('Night Games');
  expect(html).toMatch(/<a[^>]*href="\/schedule"[^>]*>Night Games/);
  expect(html).toMatch(
    /<a[^>]*href="https:\/\/example\.com\/menu"[^>]*target="_blank"[^>]*rel="noopener noreferrer"|<a[^>]*target="_blank"[^>]*rel="noopener noreferrer"[^>]*href="https:\/\/example\.com\/menu"|<a[^>]*href="https:\/\/example\.com\/menu"[^>]*rel="noopener noreferrer"[^>]*target="_blank"/,
  );

  // A visitor: the hydrated page shows the same, the internal link navigates in the app, the https one opens a tab.
  const visitor = await browser.newPage({ baseURL: BASE });
  await gotoHydrated(visitor, '/');
  const cafe = visitor.getByRole('link', { name: 'Café (opens in a new tab)' });
  await expect(cafe).toHaveAttribute('href', 'https://example.com/menu');
  await expect(cafe).toHaveAttribute('target', '_blank');
  await expect(cafe).toHaveAttribute('rel', /noopener/);
  await visitor.getByRole('link', { name: 'Night Games' }).click();
  await expect(visitor).toHaveURL(/\/schedule$/);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Schedule & Pricing' })).toBeVisible();
  await visitor.close();

  await test.step('an uploaded banner image shows on /, and Remove image brings the illustration back', async () => {
    const png = await sharp({ create: { width: 320, height: 180, channels: 3, background: '#c2410c' } })
      .png()
      .toBuffer();
    await banner(page, 'right')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'cafe.png', mimeType: 'image/png', buffer: png });
    await expect(toast(page, 'Image Upload')).toBeVisible();
    const preview = banner(page, 'right').getByRole('img', { name: 'Café banner image' });
    await expect(preview).toBeVisible();
    const src = (await banner(page, 'right').locator('img').first().getAttribute('src'))!;
    expect(src).toMatch(/^\/media\/[0-9a-f]{32}\.(png|jpg|webp)$/);
    await page.getByRole('button', { name: 'Save Homepage Changes' }).click();
    await expect(toast(page, 'Homepage Updated')).toBeVisible();

    const html = await (await fetch(`${BASE}/`)).text();
    expect(html).toContain(`src="${src}"`);
    await gotoHydrated(page, '/');
    const card = page.locator('li[data-venue="cafe"]');
    await expect(card).toHaveAttribute('data-illustration', 'image');
    await expect(card.locator(`img[src="${src}"]`)).toBeVisible();
    expect(await card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);

    await gotoHydrated(page, '/admin/homepage');
    await banner(page, 'right').getByRole('button', { name: 'Remove image: Café banner image' }).click();
    await expect(banner(page, 'right').getByText('Default illustration', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Save Homepage Changes' }).click();
    await expect(toast(page, 'Homepage Updated')).toBeVisible();
    await gotoHydrated(page, '/');
    await expect(page.locator('li[data-venue="cafe"]')).toHaveAttribute('data-illustration', 'default');
    await expect(page.locator('li[data-venue="cafe"] img')).toHaveCount(0);
  });
});

test('an invalid link is refused with its message, keeps what was typed and saves nothing; a text file renamed .png is refused with the reason, and the banner keeps its image', async ({
  page,
}) => {
  await openManager(page);
  const before = await publicBanners(page.request);
  await field(page, 'left', 'Title').fill('Keep this title');
  await field(page, 'left', 'Button link').fill('javascript:alert(1)');
  await field(page, 'right', 'Button link').fill('http://example.com');
  await page.getByRole('button', { name: 'Save Homepage Changes' }).click();
  await expect(banner(page, 'left').getByText(homeMessages.linkScheme)).toBeVisible();
  await expect(banner(page, 'right').getByText(homeMessages.linkInsecure)).toBeVisible();
  await expect(field(page, 'left', 'Button link')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'left', 'Title')).toHaveValue('Keep this title');
  await expect(field(page, 'left', 'Button link')).toHaveValue('javascript:alert(1)');
  await expect(toast(page, 'Not saved')).toBeVisible();
  await expect(toast(page, 'Homepage Updated')).toHaveCount(0);
  expect(await publicBanners(page.request)).toEqual(before);

  // Fixing the link clears its message; the title typed before is still there and is saved.
  await field(page, 'left', 'Button link').fill('/coaching');
  await field(page, 'right', 'Button link').fill('/cafe');
  await page.getByRole('button', { name: 'Save Homepage Changes' }).click();
  await expect(toast(page, 'Homepage Updated')).toBeVisible();
  expect((await publicBanners(page.request))[0]).toMatchObject({ title: 'Keep this title', buttonLink: '/coaching' });

  await test.step('a text file renamed .png is refused with the reason, and the banner keeps its image', async () => {
    await banner(page, 'left')
      .locator('input[type="file"]')
      .setInputFiles({
        name: 'notes.png',
        mimeType: 'image/png',
        buffer: Buffer.from('These are my notes, not a picture.\n'),
      });
    await expect(banner(page, 'left').getByText(uploadMessages.notImage)).toBeVisible();
    await expect(banner(page, 'left').getByText('Default illustration', { exact: true })).toBeVisible();
    await expect(toast(page, 'Image Upload')).toHaveCount(0);
    expect((await publicBanners(page.request))[0]!.image).toBeNull();
  });
});

test('a save made from an older copy is refused: the page says someone else changed it, keeps the typing, and Reload shows theirs', async ({
  page,
  browser,
}) => {
  await openManager(page);
  const otherContext = await browser.newContext({ baseURL: BASE });
  const other = await otherContext.newPage();
  await openManager(other);

  await field(page, 'left', 'Subtitle').fill('First edit wins.');
  await page.getByRole('button', { name: 'Save Homepage Changes' }).click();
  await expect(toast(page, 'Homepage Updated')).toBeVisible();

  await field(other, 'left', 'Subtitle').fill('Second edit, made from the older copy.');
  await other.getByRole('button', { name: 'Save Homepage Changes' }).click();
  const alert = other.getByRole('alert').filter({ hasText: 'Someone else changed this meanwhile.' });
  await expect(alert).toBeVisible();
  await expect(toast(other, 'Homepage Updated')).toHaveCount(0);
  await expect(field(other, 'left', 'Subtitle')).toHaveValue('Second edit, made from the older copy.');
  await alert.getByRole('button', { name: 'Reload' }).click();
  await expect(field(other, 'left', 'Subtitle')).toHaveValue('First edit wins.');
  await otherContext.close();
});
