import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { installPaymentDouble, PAYMENT_SCRIPT_URL, payButton } from './support/paymentDouble';
import { gotoHydrated, holdApp, reloadHydrated } from './support/hydration';
import { expectToast, toasts } from './support/toast';

/**
 * The shop on the production build: browse and filter, the cart (merge, quantity, remove, clear, persistence,
 * corrupted and older stored carts, other tabs), checkout validation in the spec's order, card payment with the
 * provider's script answered by a test double at the network boundary (success, dismiss, script failure,
 * payment.failed), the receipt download, redirects, and a keyboard-only purchase. Tests tagged @phone run at 390 px.
 */

const CART_KEY = 'pod-cart';
const ORDER_KEY = 'pod-last-order';

const storedItem = (overrides: Record<string, unknown> = {}) => ({
  id: 1,
  name: 'Performance Jersey',
  price: 899,
  quantity: 1,
  selectedSize: 'S',
  image: '/merch/performance-jersey.svg',
  logoPosition: 'chest',
  availability: 'In Stock',
  ...overrides,
});
const cap = storedItem({
  id: 3,
  name: 'Signature Sports Cap',
  price: 399,
  selectedSize: 'One Size',
  image: '/merch/signature-sports-cap.svg',
  logoPosition: 'front-panel',
});

/** Puts a raw value under the cart key (the page must be on the site's origin first). */
async function seedCart(page: Page, value: unknown) {
  // Storage belongs to the site's origin: its smallest document reaches it (a page would be rendered and hydrated
  // only to be left at once).
  if (!page.url().startsWith('http')) await page.goto('/robots.txt');
  await page.evaluate(([key, raw]) => localStorage.setItem(key, raw), [
    CART_KEY,
    typeof value === 'string' ? value : JSON.stringify(value),
  ] as const);
  // And the cookie the app keeps beside a cart it stored (machines/cart/cart.cookie.ts), so the cart pages are served
  // as that device's: an unreadable value is left without one, as a cart the app never wrote.
  if (Array.isArray(value)) {
    await page
      .context()
      .addCookies([
        { name: 'pod-cart-lines', value: String(value.length), domain: new URL(page.url()).hostname, path: '/' },
      ]);
  }
}

async function storedCart(page: Page): Promise<Array<Record<string, unknown>>> {
  return page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '[]') as Array<Record<string, unknown>>,
    CART_KEY,
  );
}

const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart,/ });
const card = (page: Page, name: string) => page.getByRole('article', { name });
const line = (page: Page, name: string) => page.getByRole('listitem', { name });

async function fillCustomer(page: Page, customer: { name?: string; email?: string; phone?: string }) {
  if (customer.name !== undefined) await page.getByRole('textbox', { name: 'Full Name' }).fill(customer.name);
  if (customer.email !== undefined) await page.getByRole('textbox', { name: 'Email Address' }).fill(customer.email);
  if (customer.phone !== undefined) await page.getByRole('textbox', { name: 'Phone Number' }).fill(customer.phone);
}

const priya = { name: 'Priya Raman', email: 'priya@example.com', phone: '98765 43210' };

async function checkoutWith(page: Page, items: unknown[]) {
  await seedCart(page, items);
  await gotoHydrated(page, '/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

test.describe('merchandise', () => {
  test('shows the catalogue with badges, filter, cards and How to Order, with its own title; the category filter changes on click', async ({
    page,
  }) => {
    await gotoHydrated(page, '/merchandise');
    await expect(page).toHaveTitle('Shop Merchandise · POD');
    await expect(page.locator('meta[name="description"]').first()).toHaveAttribute('content', /merchandise|jerseys/i);
    for (const text of ['Secure Online Payment', 'Premium Quality', 'Fast Delivery'])
      await expect(page.getByText(text)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(8);
    await expect(page.getByRole('radio', { name: 'All Items' })).toHaveAttribute('aria-checked', 'true');
    const jersey = card(page, 'Performance Jersey');
    await expect(jersey.getByText('+2 more')).toBeVisible();
    await expect(jersey.locator('img[data-logo]')).toHaveAttribute('data-position', 'chest');
    await expect(card(page, 'Training Track Pants').getByRole('button', { name: 'Pre-order' })).toBeVisible();
    const ask = jersey.getByRole('link', { name: 'Ask Questions' });
    await expect(ask).toHaveAttribute('target', '_blank');
    const text = decodeURIComponent((await ask.getAttribute('href'))!.split('text=')[1]!);
    expect(text).toContain('Performance Jersey');
    expect(text).toContain('Size: S');
    expect(text).toContain('₹899');
    await expect(page.getByRole('region', { name: 'How to Order' }).getByRole('listitem')).toHaveCount(3);
    // Four columns at 1280 px.
    const lefts = await page
      .getByRole('article')
      .evaluateAll((els) => new Set(els.map((e) => Math.round(e.getBoundingClientRect().left))).size);
    expect(lefts).toBe(4);

    // The category filter changes on click.
    await page.getByRole('radio', { name: 'Women' }).click();
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(card(page, "Women's Performance Tee")).toBeVisible();
    await page.getByRole('radio', { name: 'Accessories' }).click();
    await expect(page.getByRole('article')).toHaveCount(4);
    await page.getByRole('radio', { name: 'Men', exact: true }).click();
    await expect(page.getByRole('article')).toHaveCount(2);
    await page.getByRole('radio', { name: 'All Items' }).click();
    await expect(page.getByRole('article')).toHaveCount(8);
  });

  test('the product grid is one column on a phone @phone', async ({ page }) => {
    await gotoHydrated(page, '/merchandise');
    await expect(page.getByRole('article')).toHaveCount(8);
    const lefts = await page
      .getByRole('article')
      .evaluateAll((els) => new Set(els.map((e) => Math.round(e.getBoundingClientRect().left))).size);
    expect(lefts).toBe(1);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('cart', () => {
  test('Add to Cart merges the same product and size, toasts, and the nav badge counts on every page', async ({
    page,
  }) => {
    await gotoHydrated(page, '/merchandise');
    await expect(cartLink(page)).toHaveAccessibleName('Cart, empty');
    const add = card(page, 'Performance Jersey').getByRole('button', { name: 'Add to Cart' });
    await add.click();
    await expectToast(page, 'Added to cart', 'Performance Jersey (S) has been added to your cart.');
    await add.click();
    await card(page, 'Training Track Pants').getByRole('button', { name: 'Pre-order' }).click();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
    const stored = await storedCart(page);
    expect(stored).toHaveLength(2);
    expect(stored[0]).toMatchObject({ id: 1, selectedSize: 'S', quantity: 2 });
    expect(stored[1]).toMatchObject({ id: 5, selectedSize: 'S', quantity: 1, availability: 'Pre-order' });
    for (const path of ['/', '/cart', '/privacy-policy']) {
      await gotoHydrated(page, path);
      await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
    }
  });

  test('quantity changes apply after 200 ms with the line disabled meanwhile; remove, clear, and a reload keeps the cart', async ({
    page,
  }) => {
    await seedCart(page, [storedItem({ quantity: 1 }), cap]);
    await gotoHydrated(page, '/cart');
    await expect(page).toHaveTitle('Your Cart · POD');
    const jersey = line(page, 'Performance Jersey');
    await expect(jersey.getByText('₹899 each')).toBeVisible();
    const plus = jersey.getByRole('button', { name: 'Increase quantity of Performance Jersey (S)' });
    // Record every state the line goes through (the pending window is only 200 ms).
    await jersey.evaluate((li) => {
      const seen: string[] = [];
      (window as unknown as { __lineStates: string[] }).__lineStates = seen;
      const record = () => {
        const buttons = Array.from(li.querySelectorAll('button')).map(
          (b) => b.getAttribute('aria-disabled') ?? 'false',
        );
        seen.push(
          `${li.getAttribute('data-state')} q=${li.querySelector('output')?.textContent} disabled=${buttons.join(',')}`,
        );
      };
      new MutationObserver(record).observe(li, {
        attributes: true,
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
    await plus.click();
    await expect(jersey).toHaveAttribute('data-state', 'idle');
    await expect(jersey.getByRole('status')).toHaveText('2');
    const states = await page.evaluate(() => (window as unknown as { __lineStates: string[] }).__lineStates);
    expect(states).toContain('pending q=2 disabled=true,true,true');
    expect(states.at(-1)).toBe('idle q=2 disabled=false,false,false');
    await expect(line(page, 'Signature Sports Cap')).toHaveAttribute('data-state', 'idle');
    await expect(jersey.getByRole('status')).toHaveText('2');
    await expect(jersey.getByText('₹1,798')).toBeVisible();
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary.getByText('Free Pickup')).toBeVisible();
    await expect(summary.locator('[data-row="total"] dd')).toHaveText('₹2,197');
    expect((await storedCart(page))[0]).toMatchObject({ quantity: 2 });

    await reloadHydrated(page);
    await expect(line(page, 'Performance Jersey').getByRole('status')).toHaveText('2');
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');

    // A quantity below 1 removes the line.
    const capLine = line(page, 'Signature Sports Cap');
    await capLine.getByRole('button', { name: /^Decrease/ }).click();
    await expectToast(page, 'Removed from cart');
    await expect(capLine).toHaveCount(0);

    await line(page, 'Performance Jersey')
      .getByRole('button', { name: /^Remove/ })
      .click();
    await expectToast(page, 'Removed from cart', 'Performance Jersey has been removed from your cart.');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Cart is Empty' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/merchandise',
    );
    expect(await storedCart(page)).toEqual([]);
  });

  test('a quantity change still pending when the visitor leaves is applied, not lost', async ({ page }) => {
    await seedCart(page, [cap]);
    await gotoHydrated(page, '/cart');
    await expect(line(page, 'Signature Sports Cap')).toBeVisible();
    // Plus, then Proceed to Checkout at once: well inside the 200 ms debounce.
    await page.evaluate(() => {
      const plus = document.querySelector<HTMLButtonElement>(
        'button[aria-label^="Increase quantity of Signature Sports Cap"]',
      );
      const proceed = Array.from(document.querySelectorAll<HTMLAnchorElement>('a')).find(
        (a) => a.textContent === 'Proceed to Checkout',
      );
      plus?.click();
      proceed?.click();
    });
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('list', { name: 'Items' })).toContainText('Signature Sports Cap (One Size) × 2');
    expect((await storedCart(page))[0]).toMatchObject({ quantity: 2 });
  });

  test('an Out of Stock line disables Proceed to Checkout and says why', async ({ page }) => {
    // The cart follows the saved catalogue: a line whose product is gone (id 99) counts as Out of Stock
    // (admin-gear.spec marks a saved product Out of Stock on its own server).
    await seedCart(page, [
      storedItem(),
      storedItem({
        id: 99,
        name: 'Premium Towel Set',
        price: 599,
        selectedSize: 'One Size',
        availability: 'Out of Stock',
      }),
    ]);
    await gotoHydrated(page, '/cart');
    const proceed = page.getByRole('button', { name: 'Proceed to Checkout' });
    await expect(proceed).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByText('Premium Towel Set is out of stock. Remove it to proceed to checkout.')).toBeVisible();
    await proceed.click({ force: true });
    await expect(page).toHaveURL(/\/cart$/);
    // Going to /checkout directly does not get round it.
    await gotoHydrated(page, '/checkout');
    await expect(page).toHaveURL(/\/cart$/);
    await line(page, 'Premium Towel Set')
      .getByRole('button', { name: /^Remove/ })
      .click();
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
  });

  test('a corrupted stored cart gives an empty cart and a console warning', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await seedCart(page, '{"this is": not json');
    await gotoHydrated(page, '/cart');
    await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
    // The empty cart is served at once (no cart cookie); the warning comes when the app has read the device.
    await expect.poll(() => warnings.some((w) => w.includes('Ignoring stored cart "pod-cart"'))).toBe(true);
    // The shop still works, and the next change replaces the bad value.
    await gotoHydrated(page, '/merchandise');
    await card(page, 'Signature Sports Cap').getByRole('button', { name: 'Add to Cart' }).click();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
    expect(await storedCart(page)).toHaveLength(1);
  });

  test('a stored cart from an older format: missing logo position defaults, Clear Cart empties it for good; a foreign shape is dropped', async ({
    page,
  }) => {
    const { logoPosition: _omit, ...older } = storedItem({ quantity: 2 });
    await seedCart(page, [older, cap]);
    await gotoHydrated(page, '/cart');
    const jersey = line(page, 'Performance Jersey');
    await expect(jersey.getByRole('status')).toHaveText('2');
    await expect(jersey.locator('img[data-logo]')).toHaveAttribute('data-position', 'center');

    await page.getByRole('button', { name: 'Clear Cart' }).click();
    await expectToast(page, 'Cart cleared');
    await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, empty');
    await reloadHydrated(page);
    await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();

    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await seedCart(page, { items: [storedItem()], total: 899 });
    await gotoHydrated(page, '/cart');
    await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
    expect(warnings.some((w) => w.includes('unexpected shape'))).toBe(true);
  });

  test('another tab’s change shows up', async ({ page, context }) => {
    await seedCart(page, [storedItem()]);
    await gotoHydrated(page, '/cart');
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
    const other = await context.newPage();
    // Live first, so this test is about the other tab (a click before the app has loaded is replayed: the test below).
    await gotoHydrated(other, '/merchandise');
    await card(other, 'Signature Sports Cap').getByRole('button', { name: 'Add to Cart' }).click();
    await expect(cartLink(other)).toHaveAccessibleName('Cart, 2 items');
    await expect(line(page, 'Signature Sports Cap')).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
  });

  test('Add to Cart tapped before the app has loaded counts once, when it has', async ({ page }) => {
    // The app is held back, as on a slow phone: the served page is up, its buttons not yet live.
    const release = await holdApp(page);
    await page.goto('/merchandise');
    await card(page, 'Signature Sports Cap').getByRole('button', { name: 'Add to Cart' }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? 'not hydrated')).toBe('not hydrated');
    await expect(cartLink(page)).toHaveAccessibleName('Cart, empty');
    release();
    await expectToast(page, 'Added to cart', 'Signature Sports Cap (One Size) has been added to your cart.');
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
    expect(await storedCart(page)).toEqual([expect.objectContaining({ name: 'Signature Sports Cap', quantity: 1 })]);
  });

  /** /merchandise, live and idle, and the requests for the cart's codec from then on (none yet: nothing is stored). */
  const merchandiseWatchingCodec = async (page: Page) => {
    const codecRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/cart\.codec-[\w-]+\.js$/.test(request.url())) codecRequests.push(request.url());
    });
    await gotoHydrated(page, '/merchandise');
    await page.waitForLoadState('networkidle');
    expect(codecRequests).toEqual([]);
    return codecRequests;
  };

  test("the cart's code is fetched when the visitor reaches for Add to Cart (pointer or focus), not with the page", async ({
    page,
  }) => {
    // Nothing stored on this first visit, and nothing added yet: a visit that adds nothing never fetches it.
    const codecRequests = await merchandiseWatchingCodec(page);
    const add = card(page, 'Signature Sports Cap').getByRole('button', { name: 'Add to Cart' });
    await add.hover();
    await expect.poll(() => codecRequests).toHaveLength(1);
    await add.click();
    await expectToast(page, 'Added to cart', 'Signature Sports Cap (One Size) has been added to your cart.');
    expect(codecRequests).toHaveLength(1);
  });

  test("Add to Cart taking focus fetches the cart's code too", async ({ page }) => {
    const codecRequests = await merchandiseWatchingCodec(page);
    await card(page, 'Signature Sports Cap').getByRole('button', { name: 'Add to Cart' }).focus();
    await expect.poll(() => codecRequests).toHaveLength(1);
  });

  test("Add to Cart while the cart's code cannot arrive says so and adds nothing; pressed again once it can, it adds", async ({
    page,
  }) => {
    // The stored cart's codec (a chunk of its own) cannot be fetched: the connection dropped.
    await page.route('**/assets/cart.codec-*.js', (route) => route.abort('internetdisconnected'));
    await gotoHydrated(page, '/merchandise');
    const add = card(page, 'Signature Sports Cap').getByRole('button', { name: 'Add to Cart' });
    await add.click();
    await expectToast(
      page,
      'Not added to cart',
      'Signature Sports Cap could not be added: the connection dropped. Check your internet connection and try again.',
    );
    await expect(cartLink(page)).toHaveAccessibleName('Cart, empty');
    expect(await page.evaluate(() => window.localStorage.getItem('pod-cart'))).toBeNull();
    await page.unroute('**/assets/cart.codec-*.js');
    await add.click();
    await expectToast(page, 'Added to cart', 'Signature Sports Cap (One Size) has been added to your cart.');
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
    expect(await storedCart(page)).toEqual([expect.objectContaining({ name: 'Signature Sports Cap', quantity: 1 })]);
  });

  test('the cart on a phone: lines stack above the summary @phone', async ({ page }) => {
    await seedCart(page, [storedItem(), cap]);
    await gotoHydrated(page, '/cart');
    const items = page.getByRole('region', { name: 'Cart items' });
    const summary = page.getByRole('region', { name: 'Order Summary' });
    const a = (await items.boundingBox())!;
    const b = (await summary.boundingBox())!;
    expect(b.y).toBeGreaterThan(a.y + a.height - 1);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await line(page, 'Performance Jersey')
      .getByRole('button', { name: /^Increase/ })
      .tap();
    await expect(line(page, 'Performance Jersey').getByRole('status')).toHaveText('2');
  });
});

test.describe('checkout', () => {
  test('validation runs in the spec’s order, one destructive toast at a time, and loads nothing', async ({ page }) => {
    const payment = await installPaymentDouble(page);
    await checkoutWith(page, [storedItem()]);
    await expect(page).toHaveTitle('Checkout · POD');
    await expect(page.getByRole('radio', { name: 'Store Pickup' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Home Delivery' })).toBeDisabled();
    await expect(page.getByText('Coming Soon')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Cart' })).toHaveAttribute('href', '/cart');

    const steps: Array<[Record<string, string>, string, string, string]> = [
      [{ name: '   ' }, 'Name required', 'Please enter your full name.', 'Full Name'],
      [{ name: "Ana-María D'Souza" }, 'Phone number required', 'Please enter your phone number.', 'Phone Number'],
      [{ phone: '98765 43210' }, 'Email required', 'Please enter your email address.', 'Email Address'],
      [{ email: 'ana at example.com' }, 'Invalid email', 'Please enter a valid email address.', 'Email Address'],
      [
        { email: 'ana.maria+pod@mail.example.co.in', phone: '12345' },
        'Invalid phone number',
        'Please enter a valid 10-digit phone number.',
        'Phone Number',
      ],
      [
        { phone: '+91 98765 43210' },
        'Invalid phone number',
        'Please enter a valid 10-digit phone number.',
        'Phone Number',
      ],
    ];
    for (const [fields, title, description, field] of steps) {
      await fillCustomer(page, fields);
      await payButton(page).click();
      const t = await expectToast(page, title, description);
      await expect(t).toHaveAttribute('data-variant', 'destructive');
      const input = page.getByRole('textbox', { name: field });
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toBeFocused();
      await expect(payButton(page)).toBeEnabled();
    }
    // Nothing typed was lost.
    await expect(page.getByRole('textbox', { name: 'Phone Number' })).toHaveValue('+91 98765 43210');
    await expect(page.getByRole('textbox', { name: 'Full Name' })).toHaveValue("Ana-María D'Souza");
    await expect(page.getByRole('textbox', { name: 'Email Address' })).toHaveValue('ana.maria+pod@mail.example.co.in');
    expect(payment.scriptRequests()).toBe(0);
    await expect(toasts(page, 'Initializing Payment')).toHaveCount(0);
  });

  test('a full purchase: provider options, success, order confirmation, receipt download, reload', async ({ page }) => {
    const payment = await installPaymentDouble(page);
    await gotoHydrated(page, '/merchandise');
    const jersey = card(page, 'Performance Jersey').getByRole('button', { name: 'Add to Cart' });
    await jersey.click();
    await jersey.click();
    await card(page, 'Signature Sports Cap').getByRole('button', { name: 'Add to Cart' }).click();
    await cartLink(page).click();
    await expect(page).toHaveURL(/\/cart$/);
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    // The provider's script is not loaded until Pay.
    expect(payment.scriptRequests()).toBe(0);
    expect(
      await page.evaluate((url) => Boolean(document.querySelector(`script[src="${url}"]`)), PAYMENT_SCRIPT_URL),
    ).toBe(false);

    await fillCustomer(page, { name: 'José Nuñez-O’Brien', email: 'jose@example.in', phone: '98765-43210' });
    // This server holds no provider keys (demo payments): the checkout says no money is taken.
    await expect(page.locator('[data-part="demo-payment"]')).toHaveText('Demo payment: no money is taken');
    await payButton(page).click();
    await expectToast(page, 'Initializing Payment');
    const options = await payment.lastOptions();
    expect(options).toMatchObject({
      amount: 219700,
      currency: 'INR',
      name: 'POD Sports Centre & Café',
      description: 'Payment for POD merchandise order (2 items) (Demo payment: no money is taken)',
      prefill: { name: 'José Nuñez-O’Brien', email: 'jose@example.in', contact: '9876543210' },
      theme: { color: '#0A6748' },
      // UPI first, then the provider's other methods.
      config: {
        display: {
          sequence: ['block.upi'],
          blocks: { upi: { instruments: [{ method: 'upi' }] } },
          preferences: { show_default_blocks: true },
        },
      },
    });
    expect(String(options.key)).toMatch(/^rzp_test_/);
    await expect(page.getByRole('button', { name: 'Processing...' })).toHaveAttribute('aria-busy', 'true');

    await payment.succeed('pay_E2E0001');
    await expect(page).toHaveURL(/\/order-confirmation\?ref=[\w-]{22,}$/);
    await expectToast(page, 'Payment Successful!', 'Payment ID: pay_E2E0001');
    await expect(page).toHaveTitle('Order Confirmed · POD');
    await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed!' })).toBeVisible();
    await expect(page.locator('[data-part="demo-payment"]')).toHaveText('Demo payment: no money is taken');
    const orderId = (await page.locator('[data-part="order-id"]').textContent())!;
    expect(orderId).toMatch(/^POD-\d+$/);
    await expect(page.locator('[data-part="payment-id"]')).toHaveText('pay_E2E0001');
    await expect(page.locator('[data-part="total"]')).toHaveText('₹2,197');
    await expect(page.getByRole('region', { name: 'Customer' })).toContainText('jose@example.in');
    await expect(page.getByRole('region', { name: 'Store pickup (free)' })).toContainText('2-3 hours');
    await expect(cartLink(page)).toHaveAccessibleName('Cart, empty');
    expect(await storedCart(page)).toEqual([]);
    const share = page.getByRole('link', { name: 'Share on WhatsApp' });
    await expect(share).toHaveAttribute('target', '_blank');
    expect(decodeURIComponent((await share.getAttribute('href'))!)).toContain(`Order ID: ${orderId}`);
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/merchandise');
    await expect(page.getByRole('link', { name: 'Back Home' })).toHaveAttribute('href', '/');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Receipt' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`POD-Order-${orderId}.txt`);
    const receipt = await readFile((await download.path())!, 'utf8');
    expect(receipt).toContain(`Order ID: ${orderId}`);
    expect(receipt).toContain('Performance Jersey');
    expect(receipt).toContain('Qty: 2');
    expect(receipt).toContain('Signature Sports Cap');
    expect(receipt).toContain('Total: ₹2,197');
    expect(receipt).toContain('Payment ID: pay_E2E0001');
    expect(receipt).toContain('Name: José Nuñez-O’Brien');

    // The order survives a reload of this page in the same tab.
    await reloadHydrated(page);
    await expect(page.locator('[data-part="order-id"]')).toHaveText(orderId);
    // And its link opened in a fresh browser context (another device) is loaded from the server by its reference.
    const link = page.url();
    const other = await page.context().browser()!.newPage();
    await other.goto(link);
    await expect(other.getByRole('heading', { level: 1, name: 'Order Confirmed!' })).toBeVisible();
    await expect(other.locator('[data-part="order-id"]')).toHaveText(orderId);
    await expect(other.locator('[data-part="payment-id"]')).toHaveText('pay_E2E0001');
    await expect(other.locator('[data-part="total"]')).toHaveText('₹2,197');
    await other.close();
    // And the empty cart now sends /checkout back to /cart.
    await gotoHydrated(page, '/checkout');
    await expect(page).toHaveURL(/\/cart$/);
  });

  // The provider object missing and its dialog failing to open: tests/unit/checkout/paymentProvider.test.ts (the app's
  // adapter in the payment machine) and payment.machine.test.ts (every outcome's message). A double click on Pay:
  // booking.spec.ts (one hold, one dialog) and payment.machine.test.ts (a second pay while processing is impossible).
  test('the payment failures a visitor sees: the script fails to load (Payment Error; a retry loads it again); the provider reports payment.failed; the dialog dismissed (Payment Cancelled; paying again reuses the loaded script)', async ({
    page,
  }) => {
    const failing = await installPaymentDouble(page, { mode: 'fail-load' });
    await checkoutWith(page, [storedItem()]);
    await fillCustomer(page, priya);

    await test.step('the script fails to load: Payment Error with the spec’s message; a retry loads it again', async () => {
      await payButton(page).click();
      await expectToast(
        page,
        'Payment Error',
        "The payment provider's script failed to load. Please check your internet connection and try again.",
      );
      await expect(payButton(page)).toBeEnabled();
      await payButton(page).click();
      await expect(toasts(page, 'Payment Error')).toHaveCount(2);
      expect(failing.scriptRequests()).toBe(2);
    });

    await page.unrouteAll();
    const payment = await installPaymentDouble(page);
    await test.step('the provider reports payment.failed', async () => {
      await payButton(page).click();
      await payment.fail('Card declined by the bank');
      await expectToast(page, 'Payment failed', 'There was an error processing your payment. Please try again.');
      await expect(payButton(page)).toBeEnabled();
      expect(await storedCart(page)).toHaveLength(1);
      expect(payment.scriptRequests()).toBe(1);
    });

    await test.step('dismissing the dialog: Payment Cancelled, processing ends, paying again reuses the loaded script', async () => {
      await payButton(page).click();
      await expect.poll(() => payment.dialogsOpened()).toBe(2);
      await payment.dismiss();
      const t = await expectToast(page, 'Payment Cancelled', 'Your payment was cancelled. You can try again anytime.');
      await expect(t).toHaveAttribute('data-variant', 'destructive');
      await expect(page.locator('[data-part="notice"]')).toContainText('Payment Cancelled');
      await expect(payButton(page)).toBeEnabled();
      await expect(page).toHaveURL(/\/checkout$/);
      await payButton(page).click();
      await expect.poll(() => payment.dialogsOpened()).toBe(3);
      expect(payment.scriptRequests()).toBe(1);
      await payment.succeed('pay_AFTER_CANCEL');
      await expect(page).toHaveURL(/\/order-confirmation\?ref=[\w-]{22,}$/);
    });
  });

  test('a keyboard-only purchase', async ({ page }) => {
    const payment = await installPaymentDouble(page);
    await gotoHydrated(page, '/merchandise');
    const add = card(page, 'Insulated Steel Bottle').getByRole('button', { name: 'Add to Cart' });
    await add.focus();
    await page.keyboard.press('Enter');
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
    await cartLink(page).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cart$/);
    // Tab from the stepper to the checkout link.
    const plus = line(page, 'Insulated Steel Bottle').getByRole('button', { name: /^Increase/ });
    await plus.focus();
    await page.keyboard.press('Space');
    await expect(line(page, 'Insulated Steel Bottle').getByRole('status')).toHaveText('2');
    const proceed = page.getByRole('link', { name: 'Proceed to Checkout' });
    for (let i = 0; i < 30 && !(await proceed.evaluate((el) => el === document.activeElement)); i += 1)
      await page.keyboard.press('Tab');
    await expect(proceed).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/checkout$/);

    const name = page.getByRole('textbox', { name: 'Full Name' });
    for (let i = 0; i < 40 && !(await name.evaluate((el) => el === document.activeElement)); i += 1)
      await page.keyboard.press('Tab');
    await expect(name).toBeFocused();
    await page.keyboard.type('Keerthi S');
    await page.keyboard.press('Tab');
    await page.keyboard.type('keerthi@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('9876543210');
    await page.keyboard.press('Enter');
    const options = await payment.lastOptions();
    expect(options).toMatchObject({
      amount: 59800,
      currency: 'INR',
      prefill: { name: 'Keerthi S', contact: '9876543210' },
    });
    await payment.succeed('pay_KEYBOARD');
    await expect(page).toHaveURL(/\/order-confirmation\?ref=[\w-]{22,}$/);
    const download = page.getByRole('button', { name: 'Download Receipt' });
    await download.focus();
    const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(file.suggestedFilename()).toMatch(/^POD-Order-POD-\d+\.txt$/);
  });

  test('a purchase on a phone @phone', async ({ page }) => {
    const payment = await installPaymentDouble(page);
    await gotoHydrated(page, '/merchandise');
    await card(page, "Women's Performance Bra").getByRole('button', { name: 'Add to Cart' }).tap();
    // As a visitor would: on once the shop said it was added.
    await expectToast(page, 'Added to cart');
    await gotoHydrated(page, '/cart');
    await page.getByRole('link', { name: 'Proceed to Checkout' }).tap();
    await fillCustomer(page, priya);
    await payButton(page).tap();
    expect(await payment.lastOptions()).toMatchObject({ amount: 89900 });
    await payment.succeed('pay_PHONE');
    await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed!' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('order confirmation', () => {
  test('without order details, or with malformed ones stored, it redirects to /merchandise', async ({ page }) => {
    await gotoHydrated(page, '/order-confirmation');
    await expect(page).toHaveURL(/\/merchandise$/);
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.evaluate((key) => sessionStorage.setItem(key, '{"orderId":"nope"}'), ORDER_KEY);
    await gotoHydrated(page, '/order-confirmation');
    await expect(page).toHaveURL(/\/merchandise$/);
  });

  test('an unknown order reference says so and offers Continue Shopping', async ({ page }) => {
    await gotoHydrated(page, '/order-confirmation?ref=AAAAAAAAAAAAAAAAAAAAAAAA');
    await expect(page.getByRole('heading', { level: 1, name: "We couldn't show this order" })).toBeFocused();
    await expect(page.getByText('There is no order with this reference.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/merchandise');
  });

  test('an order that was never paid has no confirmation', async ({ page, request }) => {
    const created = await request.post('/api/orders', {
      data: {
        items: [{ productId: 1, size: 'M', quantity: 1 }],
        customer: { name: 'Asha Rao', email: 'asha@example.com', phone: '98765 43210' },
        deliveryMethod: 'pickup',
      },
    });
    expect(created.status()).toBe(201);
    const { ref } = (await created.json()) as { ref: string };
    await gotoHydrated(page, `/order-confirmation?ref=${ref}`);
    await expect(page.getByText(/has not been paid yet/)).toBeVisible();
  });
});
