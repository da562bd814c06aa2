import { expect, test, type Browser, type Page } from './support/test';
import sharp from 'sharp';
import { gotoHydrated } from './support/hydration';
import { ownServerPort, startOwnServer, type OwnServer } from './support/ownServer';
import { toast } from './support/toast';
import { signIn } from './support/admin';

/**
 * POD Gear on its own production server (fresh database): what staff save in /admin/merchandise is what the shop,
 * the cart and checkout show and allow. Its own server, because marking a product out of stock or adding one would
 * change what the shop specs see.
 */

const PORT = ownServerPort('admin-gear');
let server: OwnServer;

test.use({ baseURL: `http://127.0.0.1:${PORT}` });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer(PORT);
});
test.afterAll(async () => {
  await server?.stop();
});

const editor = (page: Page, name: string) => page.getByRole('form', { name });
const shopCard = (page: Page, name: string) => page.getByRole('article', { name });

async function openManager(page: Page) {
  await signIn(page.request);
  await gotoHydrated(page, '/admin/merchandise');
  await expect(page.getByRole('heading', { level: 1, name: 'POD Gear' })).toBeVisible();
}

async function visitorPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${PORT}` });
  return context.newPage();
}

test('out of stock and a new price follow to the shop, the cart and checkout', async ({ page, browser }) => {
  const visitor = await visitorPage(browser);
  await gotoHydrated(visitor, '/merchandise');
  await shopCard(visitor, 'Signature Sports Cap').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toast(visitor, 'Added to cart')).toBeVisible();

  await openManager(page);
  const cap = editor(page, 'Signature Sports Cap');
  await cap.getByLabel(/^Price/).fill('449');
  await cap.getByRole('switch', { name: 'In Stock' }).click();
  await cap.getByRole('button', { name: 'Save Product' }).click();
  await expect(toast(page, 'Product Updated')).toBeVisible();
  await expect(cap.getByRole('status')).toHaveText('Saved. Visitors see it now.');

  // The served HTML already has the saved price and stock.
  const html = await (await visitor.request.get('/merchandise')).text();
  expect(html).toContain('₹449');
  await gotoHydrated(visitor, '/merchandise');
  const card = shopCard(visitor, 'Signature Sports Cap');
  await expect(card).toHaveAttribute('data-availability', 'Out of Stock');
  await expect(card.getByText('₹449')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Add to Cart' })).toHaveAttribute('aria-disabled', 'true');

  await gotoHydrated(visitor, '/cart');
  await expect(visitor.getByRole('button', { name: 'Proceed to Checkout' })).toHaveAttribute('aria-disabled', 'true');
  await expect(
    visitor.getByText('Signature Sports Cap is out of stock. Remove it to proceed to checkout.'),
  ).toBeVisible();
  await expect(visitor.getByRole('listitem', { name: 'Signature Sports Cap' })).toContainText('₹449');
  await gotoHydrated(visitor, '/checkout');
  await expect(visitor).toHaveURL(/\/cart$/);

  // Back in stock: checkout opens again, at the saved price.
  await cap.getByRole('switch', { name: 'In Stock' }).click();
  await cap.getByRole('button', { name: 'Save Product' }).click();
  await expect(cap.getByRole('status')).toBeVisible();
  await gotoHydrated(visitor, '/cart');
  await visitor.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(visitor).toHaveURL(/\/checkout$/);
  await expect(visitor.getByRole('button', { name: 'Pay ₹449' })).toBeVisible();
  await visitor.context().close();
});

test('add a product with an uploaded image, refuse a fake image, then delete it; WhatsApp settings drive the shop’s Ask Questions link', async ({
  page,
  browser,
}) => {
  await openManager(page);
  await page.getByRole('button', { name: 'Add New Product' }).click();
  const fresh = editor(page, 'New product');
  // Saving empty says why next to the fields, and saves nothing.
  await fresh.getByRole('button', { name: 'Save Product' }).click();
  await expect(fresh.getByText('Please enter the product name.')).toBeVisible();
  await expect(fresh.getByText('Please upload an image for this product.')).toBeVisible();

  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#1f8a4c' } })
    .png()
    .toBuffer();
  await fresh.locator('input[type="file"]').setInputFiles({ name: 'grip.png', mimeType: 'image/png', buffer: png });
  await expect(fresh.getByRole('img', { name: 'New product' })).toHaveAttribute('src', /^\/media\/[0-9a-f]{32}\.png$/);
  await fresh.getByLabel(/^Name/).fill('Grip Tape');
  await fresh.getByLabel(/^Price/).fill('149');
  await fresh.getByLabel(/^Sizes/).fill('One Size');
  await fresh.getByLabel(/^Description/).fill('Fresh grip for any racket.');
  await fresh.getByRole('button', { name: 'Save Product' }).click();
  await expect(toast(page, 'Product Added')).toBeVisible();
  const tape = editor(page, 'Grip Tape');
  await expect(tape).toBeVisible();

  // A text file named .png is refused with the server's reason.
  await tape
    .locator('input[type="file"]')
    .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just some text, not a picture') });
  await expect(tape.getByText('This file is not a JPEG, PNG or WebP image.')).toBeVisible();

  // WhatsApp settings, which drive the shop's Ask Questions link.
  const form = page.getByRole('form', { name: 'WhatsApp Integration' });
  await form.getByLabel(/^Business Number/).fill('12');
  await form.getByRole('button', { name: 'Save WhatsApp Settings' }).click();
  await expect(form.getByText('Enter the WhatsApp number with its country code, e.g. +91 98765 43210.')).toBeVisible();
  await form.getByLabel(/^Business Number/).fill('+91 98765 43210');
  await form.getByLabel(/^Default Order Message/).fill('Order: {product} ({size}) {price}');
  await form.getByRole('button', { name: 'Save WhatsApp Settings' }).click();
  await expect(toast(page, 'WhatsApp Settings Updated')).toBeVisible();

  const visitor = await visitorPage(browser);
  await gotoHydrated(visitor, '/merchandise');
  await expect(shopCard(visitor, 'Performance Jersey').getByRole('link', { name: /Ask Questions/ })).toHaveAttribute(
    'href',
    `https://wa.me/919876543210?text=${encodeURIComponent('Order: Performance Jersey (S) ₹899')}`,
  );
  const card = shopCard(visitor, 'Grip Tape');
  await expect(card).toContainText('₹149');
  await expect(card.getByRole('img', { name: 'Grip Tape' }).first()).toHaveAttribute(
    'src',
    /^\/media\/[0-9a-f]{32}\.png$/,
  );
  const served = await visitor.request.get(
    (await card.getByRole('img', { name: 'Grip Tape' }).first().getAttribute('src'))!,
  );
  expect(served.headers()['content-type']).toBe('image/png');

  await tape.getByRole('button', { name: 'Delete Grip Tape' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Grip Tape?' });
  await dialog.getByRole('button', { name: 'Delete Product' }).click();
  await expect(toast(page, 'Product Deleted')).toBeVisible();
  await expect(editor(page, 'Grip Tape')).toHaveCount(0);
  await gotoHydrated(visitor, '/merchandise');
  await expect(shopCard(visitor, 'Performance Jersey')).toBeVisible();
  await expect(shopCard(visitor, 'Grip Tape')).toHaveCount(0);
  await visitor.context().close();
});
