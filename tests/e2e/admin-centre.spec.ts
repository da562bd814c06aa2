import { expect, test, type Page } from './support/test';
import { ONE_PIXEL_PNG, record, servedHtml, signIn } from './support/admin';
import { gotoHydrated } from './support/hydration';
import { ownServerPort, startOwnServer, type OwnServer } from './support/ownServer';
import { toast } from './support/toast';

/**
 * Admin > Sports Centre: Coaches, Programs and Testimonials on the production build, on a server of its own (fresh
 * database), since its edits change what /about, /coaching, /sports and /podboard show to the other specs. What
 * staff save is in the next page's served HTML.
 */

const PORT = ownServerPort('admin-centre');

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

async function openTab(page: Page, tab: 'coaches' | 'programs' | 'testimonials') {
  await signIn(page.request);
  await gotoHydrated(page, `/admin/sports?tab=${tab}`);
  await expect(page.getByRole('tab', { selected: true })).toHaveText(
    tab === 'coaches' ? 'Coaches' : tab === 'programs' ? 'Programs' : 'Testimonials',
  );
}

test('a coach renamed in the admin shows on /about and /coaching, and the enquiry chat names them', async ({
  page,
}) => {
  await openTab(page, 'coaches');
  const arjun = record(page, 'Arjun Menon');
  await arjun.getByLabel('Name', { exact: true }).fill('Arjun M. Nair');
  await record(page, 'Arjun M. Nair').getByRole('button', { name: 'Save Coach: Arjun M. Nair' }).click();
  await expect(toast(page, 'Coach Updated')).toBeVisible();

  expect(await servedHtml(page, '/about')).toContain('Arjun M. Nair');
  expect(await servedHtml(page, '/coaching')).toContain('Arjun M. Nair');
  await gotoHydrated(page, '/about');
  const enquire = page.getByRole('button', { name: 'Enquire Now about Arjun M. Nair' });
  await expect(enquire).toBeVisible();
  await gotoHydrated(page, '/coaching');
  await expect(page.getByText('Arjun M. Nair').first()).toBeVisible();
});

test('a tab is linkable: switching tabs changes ?tab=; a testimonial added shows in the /sports reviews, a deleted one (after confirming) is gone; a plan added shows as a card on /coaching, a bad price is refused next to the field', async ({
  page,
}) => {
  await openTab(page, 'coaches');
  await page.getByRole('tab', { name: 'Programs' }).click();
  await expect(page).toHaveURL(/\/admin\/sports\?tab=programs$/);
  await page.getByRole('tab', { name: 'Pricing' }).click();
  await expect(page.getByRole('button', { name: 'Save All Pricing' })).toBeVisible();
  await expect(page).toHaveURL(/\?tab=pricing$/);

  await page.getByRole('tab', { name: 'Testimonials' }).click();
  await test.step('a testimonial added shows in the /sports reviews; a deleted one (after confirming) is gone', async () => {
    await page.getByRole('button', { name: 'Add New Testimonial' }).click();
    const fresh = record(page, 'New testimonial');
    await fresh.getByLabel('Name', { exact: true }).fill('Kavya R.');
    const kavya = record(page, 'Kavya R.');
    await kavya.getByLabel('Date shown').fill('November 2026');
    await kavya
      .getByLabel('Testimonial', { exact: true })
      .fill('Midnight tennis under perfect floodlights. Booking took a minute.');
    await kavya.getByRole('button', { name: 'Save Testimonial: Kavya R.' }).click();
    await expect(toast(page, 'Testimonial Added')).toBeVisible();

    await record(page, 'Rahul V.').getByRole('button', { name: 'Delete: Rahul V.' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Rahul V.?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Testimonial Deleted')).toBeVisible();
    await expect(record(page, 'Rahul V.')).toHaveCount(0);

    const html = await servedHtml(page, '/sports');
    expect(html).toContain('Midnight tennis under perfect floodlights.');
    expect(html).not.toContain('We booked the futsal turf for our office team.');
    expect(await servedHtml(page, '/podboard')).toContain('Fathima K.');
  });

  await page.getByRole('tab', { name: 'Programs' }).click();
  await test.step('a plan added in the admin shows as a card on /coaching; a bad price is refused next to the field', async () => {
    await page.getByRole('button', { name: 'Add New Plan' }).click();
    const fresh = record(page, 'New plan');
    await fresh.getByRole('combobox', { name: 'Sport' }).click();
    await page.getByRole('option', { name: 'Badminton' }).click();
    await fresh.getByLabel('Plan name').fill('Weekend Smash');
    const plan = record(page, 'Weekend Smash');
    await plan.getByLabel('Frequency').fill('2 days a week');
    await plan.getByLabel('Price (₹)').fill('0');
    await plan.getByRole('button', { name: 'Save Plan: Weekend Smash' }).click();
    await expect(plan.getByLabel('Price (₹)')).toHaveAccessibleDescription(/At least ₹1\./);
    await expect(plan.getByLabel('Frequency')).toHaveValue('2 days a week');
    await plan.getByLabel('Price (₹)').fill('2900');
    await plan.getByRole('button', { name: 'Save Plan: Weekend Smash' }).click();
    await expect(toast(page, 'Program Added')).toBeVisible();

    const html = await servedHtml(page, '/coaching');
    expect(html).toContain('Weekend Smash');
    expect(html).toContain('₹2,900');
    await gotoHydrated(page, '/coaching');
    await expect(page.getByRole('button', { name: 'Join Now: Badminton Weekend Smash' })).toBeVisible();
  });
});

test('a coach photo uploaded and saved shows on /about; a text file renamed .png is refused', async ({ page }) => {
  await openTab(page, 'coaches');
  const karthik = record(page, 'Karthik Raj');
  await karthik
    .locator('input[type="file"]')
    .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
  await expect(karthik.getByText('This file is not a JPEG, PNG or WebP image.')).toBeVisible();

  await karthik
    .locator('input[type="file"]')
    .setInputFiles({ name: 'karthik.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  await expect(toast(page, 'Image Upload')).toBeVisible();
  await expect(karthik.getByRole('img', { name: 'Photo of Karthik Raj' })).toHaveAttribute(
    'src',
    /^\/media\/[0-9a-f]{32}\.png$/,
  );
  await karthik.getByRole('button', { name: 'Save Coach: Karthik Raj' }).click();
  await expect(toast(page, 'Coach Updated')).toBeVisible();

  const html = await servedHtml(page, '/about');
  expect(html).toMatch(/src="\/media\/[0-9a-f]{32}\.png"/);
  await gotoHydrated(page, '/about');
  const photo = page.getByRole('img', { name: 'Portrait of Karthik Raj' });
  await expect(photo).toHaveAttribute('src', /^\/media\/[0-9a-f]{32}\.png$/);
  const src = await photo.getAttribute('src');
  expect((await page.request.get(src!)).headers()['content-type']).toBe('image/png');
});
