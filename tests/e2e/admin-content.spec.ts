import { expect, test } from './support/test';
import { record, servedHtml, signIn, uploadPicture } from './support/admin';
import { gotoHydrated } from './support/hydration';
import { toast } from './support/toast';
import { ownServerPort, startOwnServer, type OwnServer } from './support/ownServer';

/**
 * Admin > Café Manager, Gallery Manager, Partners & Affiliates and the Home Page Manager's logo on the production
 * build, on a server of its own (fresh database), since their edits change what /cafe, /podboard, /sports and every
 * page's navigation bar show to the other specs. What staff save is in the next page's served HTML.
 */

const PORT = ownServerPort('admin-content');

let server: OwnServer;
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://127.0.0.1:${PORT}` });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer(PORT);
});
test.afterAll(async () => {
  await server?.stop();
});

test("a café offer's new title shows on /cafe, served and without JavaScript", async ({ page, browser }) => {
  await signIn(page.request);
  await gotoHydrated(page, '/admin/cafe');
  await expect(page.getByRole('tab', { selected: true })).toHaveText('Offers');
  const offer = record(page, 'Pizza Fest Friday');
  await offer.getByLabel('Title', { exact: true }).fill('Pizza Fest Weekend');
  await record(page, 'Pizza Fest Weekend').getByRole('button', { name: 'Save Offer: Pizza Fest Weekend' }).click();
  await expect(toast(page, 'Offer Updated')).toBeVisible();

  expect(await servedHtml(page, '/cafe')).toContain('Pizza Fest Weekend');
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: `http://127.0.0.1:${PORT}` });
  const plain = await noScript.newPage();
  await plain.goto('/cafe');
  await expect(plain.getByRole('heading', { name: 'Pizza Fest Weekend' })).toBeVisible();
  await noScript.close();
});

test('an uploaded gallery picture moved to the top shows first on /podboard', async ({ page }) => {
  await signIn(page.request);
  await gotoHydrated(page, '/admin/gallery');
  await page.getByRole('button', { name: 'Add New Item' }).click();
  const fresh = record(page, 'New item');
  await fresh.getByLabel('Title', { exact: true }).fill('Floodlit Finals');
  const item = record(page, 'Floodlit Finals');
  await item.getByLabel('Description for screen readers').fill('Players shaking hands at the net after the final');
  await item.getByRole('button', { name: 'Save Item: Floodlit Finals' }).click();
  await expect(item.getByText('Please add an image.')).toBeVisible();
  await uploadPicture(page, item, 'finals.png');
  await item.getByRole('button', { name: 'Save Item: Floodlit Finals' }).click();
  await expect(toast(page, 'Gallery Item Added')).toBeVisible();

  const forms = page.locator('form[data-record]');
  const id = await item.getAttribute('data-record');
  const count = await forms.count();
  expect(await forms.nth(count - 1).getAttribute('data-record')).toBe(id);
  const up = item.getByRole('button', { name: 'Move up: Floodlit Finals' });
  for (let at = count - 1; at > 0; at--) {
    await up.focus();
    await page.keyboard.press('Enter');
    await expect(forms.nth(at - 1)).toHaveAttribute('data-record', id!);
  }
  await expect(up).toBeDisabled();

  const html = await servedHtml(page, '/podboard');
  expect(html).toMatch(/src="\/media\/[0-9a-f]{32}\.png"/);
  await gotoHydrated(page, '/podboard');
  await expect(page.getByRole('button', { name: /Floodlit Finals/ }).first()).toBeVisible();
  const firstTile = page.locator('main img[src^="/"]').first();
  await expect(firstTile).toHaveAttribute('src', /^\/media\/[0-9a-f]{32}\.png$/);
});

test('a new partner shows on /sports', async ({ page }) => {
  await signIn(page.request);
  await gotoHydrated(page, '/admin/partners');
  await page.getByRole('button', { name: 'Add New Partner' }).click();
  await record(page, 'New partner').getByLabel('Name', { exact: true }).fill('Court Kings');
  const partner = record(page, 'Court Kings');
  await partner.getByLabel('Label', { exact: true }).fill('Stringing Partner');
  await partner.getByLabel('Logo emoji').fill('🎾');
  await partner.getByLabel('Link', { exact: true }).fill('http://courtkings.example.com');
  await partner.getByLabel('Description', { exact: true }).fill('Rackets restrung while you play.');
  await partner.getByRole('button', { name: 'Save Partner: Court Kings' }).click();
  await expect(partner.getByLabel('Link', { exact: true })).toHaveAccessibleDescription(/starting with https:\/\//);
  await partner.getByLabel('Link', { exact: true }).fill('https://courtkings.example.com');
  await partner.getByRole('button', { name: 'Save Partner: Court Kings' }).click();
  await expect(toast(page, 'Partner Added')).toBeVisible();

  expect(await servedHtml(page, '/sports')).toContain('Court Kings');
  await gotoHydrated(page, '/sports');
  await expect(page.getByRole('link', { name: 'Court Kings' })).toHaveAttribute(
    'href',
    'https://courtkings.example.com',
  );
});

test("a new logo and a theme colour saved in Branding: the logo shows in the navigation bar; the colour is the installed app's, in the manifest and every served page", async ({
  page,
}) => {
  await signIn(page.request);
  await gotoHydrated(page, '/admin/homepage');
  const branding = record(page, 'Logo and branding');
  await uploadPicture(page, branding, 'logo.png');
  const colour = branding.getByLabel('Theme colour of the installed app');
  await expect(colour).toHaveValue('#0A6748');
  await colour.fill('blue');
  await branding.getByRole('button', { name: 'Save Branding: Logo and branding' }).click();
  await expect(colour).toHaveAccessibleDescription(/Error: A hex colour like #0A6748\./);
  await colour.fill('#1D4ED8');
  await branding.getByRole('button', { name: 'Save Branding: Logo and branding' }).click();
  await expect(toast(page, 'Branding Updated')).toBeVisible();

  expect(await servedHtml(page, '/')).toMatch(/<img[^>]+src="\/media\/[0-9a-f]{32}\.png"[^>]+data-source="uploaded"/);
  const manifest = await page.request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  expect(((await manifest.json()) as { theme_color: string }).theme_color).toBe('#1D4ED8');
  for (const path of ['/', '/cafe'])
    expect(await servedHtml(page, path)).toContain('name="theme-color" content="#1D4ED8"');
  await gotoHydrated(page, '/sports');
  await expect(page.locator('header img[data-source="uploaded"]').first()).toHaveAttribute(
    'src',
    /^\/media\/[0-9a-f]{32}\.png$/,
  );
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#1D4ED8');
  // The page links the manifest the browser installs the app from.
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
});

test("a café offer's uploaded picture shows on /cafe, served too, and Remove Image takes it away", async ({ page }) => {
  await signIn(page.request);
  await gotoHydrated(page, '/admin/cafe');
  const offer = record(page, 'Coffee Happy Hours');
  await expect(offer.getByText('No image yet')).toBeVisible();
  await uploadPicture(page, offer, 'cold-brew.png');
  await offer.getByRole('button', { name: 'Save Offer: Coffee Happy Hours' }).click();
  await expect(toast(page, 'Offer Updated')).toBeVisible();

  const card = /<li[^>]*data-offer="coffee-happy-hours"[^>]*>[\s\S]*?<\/li>/;
  expect(card.exec(await servedHtml(page, '/cafe'))?.[0]).toMatch(/<img[^>]+src="\/media\/[0-9a-f]{32}\.png"/);
  await gotoHydrated(page, '/cafe');
  const picture = page.locator('li[data-offer="coffee-happy-hours"] [data-image] img');
  await expect(picture).toHaveAttribute('src', /^\/media\/[0-9a-f]{32}\.png$/);
  await expect(picture).toHaveAttribute('alt', '');
  await expect(page.locator('li[data-offer="coffee-happy-hours"] [data-image]')).toHaveAttribute(
    'data-state',
    'loaded',
  );
  // The other offer has none: its card shows its icon alone.
  await expect(page.locator('li[data-offer="pizza-fest-friday"] [data-image]')).toHaveCount(0);

  await gotoHydrated(page, '/admin/cafe');
  await offer.getByRole('button', { name: 'Remove Image: Picture' }).click();
  await expect(offer.getByText('No image yet')).toBeVisible();
  await offer.getByRole('button', { name: 'Save Offer: Coffee Happy Hours' }).click();
  await expect(toast(page, 'Offer Updated')).toBeVisible();
  expect(card.exec(await servedHtml(page, '/cafe'))?.[0]).not.toContain('<img');
});
