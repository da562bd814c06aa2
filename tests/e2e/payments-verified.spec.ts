import { createHmac } from 'node:crypto';
import { expect, test, type Page } from './support/test';
import { startProviderDouble, type ProviderDouble } from '../api/providerDouble';
import { ownServerPort, startOwnServer, type OwnServer } from './support/ownServer';
import { installPaymentDouble } from './support/paymentDouble';
import { gotoHydrated } from './support/hydration';

/**
 * The verified-payment path on the production build: a second server started with the provider's keys, whose
 * Orders API is a loopback double. The dialog opens with the server's provider order and amount; the provider's
 * signature is checked on the server before the booking is confirmed, and a forged one confirms nothing.
 */

const SECRET = 'e2e_test_secret_not_real';
const PORT = ownServerPort('payments-verified');
let server: OwnServer | undefined;
let provider: ProviderDouble | undefined;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  provider = await startProviderDouble();
  server = await startOwnServer(PORT, {
    env: { RAZORPAY_KEY_ID: 'rzp_test_e2e', RAZORPAY_KEY_SECRET: SECRET, RAZORPAY_API_BASE: provider.url },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await provider?.close();
});

test.use({ baseURL: `http://127.0.0.1:${PORT}` });

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-21T10:00:00+05:30'));
});

const sign = (orderId: string, paymentId: string) =>
  createHmac('sha256', SECRET).update(`${orderId}|${paymentId}`).digest('hex');

async function chooseAndPay(page: Page, date: string, time: string) {
  await gotoHydrated(page, '/sports?sport=badminton#booking');
  await page.locator(`button[data-date="${date}"]`).click();
  await expect(page.locator('[data-availability="ready"]')).toBeVisible();
  await page.locator(`[data-testid="slot-grid"] button[data-time="${time}"]`).click();
  await page.getByRole('radio', { name: '2 hours' }).click();
  await page.getByRole('textbox', { name: 'Full Name' }).fill('Priya Raman');
  await page.getByRole('textbox', { name: 'Phone Number' }).fill('98765 43210');
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
}

test('a signed payment is verified by the server and the booking confirmed', async ({ page }) => {
  const payment = await installPaymentDouble(page);
  await chooseAndPay(page, '2026-12-17', '07:00');
  const options = await payment.lastOptions();
  // Live payments: no demo label, in the dialog or beside Pay; UPI listed first.
  expect(options).toMatchObject({
    amount: 70000,
    currency: 'INR',
    description: 'Payment for Badminton court booking',
    config: { display: { sequence: ['block.upi'] } },
  });
  await expect(page.locator('[data-part="demo-payment"]')).toHaveCount(0);
  const orderId = String(options.order_id);
  expect(orderId).toMatch(/^order_test\d+$/);
  // The provider order was made when Pay was pressed (one for this hold), for exactly that amount, in paise.
  expect(provider!.requests.filter((r) => r.body.receipt === provider!.requests.at(-1)!.body.receipt)).toHaveLength(1);
  expect(provider!.requests.at(-1)!.body).toMatchObject({ amount: 70000, currency: 'INR' });

  await payment.succeed('pay_VERIFIED1', {
    razorpay_order_id: orderId,
    razorpay_signature: sign(orderId, 'pay_VERIFIED1'),
  });
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(
    page.locator('li[data-variant]').filter({ has: page.getByText('Booking Confirmed!', { exact: true }) }),
  ).toBeVisible();
  // The slots are now booked for everyone.
  await gotoHydrated(page, '/sports?sport=badminton#booking');
  await page.locator('button[data-date="2026-12-17"]').click();
  await expect(page.locator('[data-testid="slot-grid"] button[data-time="07:00"]')).toHaveAttribute(
    'data-state',
    'booked',
  );
});

test('a forged signature confirms nothing: Payment Error with the server message', async ({ page }) => {
  const payment = await installPaymentDouble(page);
  await chooseAndPay(page, '2026-12-18', '07:00');
  const orderId = String((await payment.lastOptions()).order_id);
  await payment.succeed('pay_FORGED1', {
    razorpay_order_id: orderId,
    razorpay_signature: sign(orderId, 'pay_SOMETHING_ELSE'),
  });
  const error = page.locator('li[data-variant]').filter({ has: page.getByText('Payment Error', { exact: true }) });
  await expect(error).toContainText('could not be verified');
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toHaveCount(0);
  await expect(
    page.locator('li[data-variant]').filter({ has: page.getByText('Booking Confirmed!', { exact: true }) }),
  ).toHaveCount(0);
});
