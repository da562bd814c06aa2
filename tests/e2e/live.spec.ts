import { expect, test, type Page } from './support/test';
import { signIn } from './support/admin';
import { installPaymentDouble, payButton } from './support/paymentDouble';
import { day, gridReady, openBadmintonOn, slot } from './support/booking';
import { gotoHydrated } from './support/hydration';

/**
 * Availability that updates live (issue 45), on the production build: two browsers on the same sport and date, one
 * pays and the other's grid shows the slot taken within a second, without a reload; a session a visitor chose and
 * someone else booked meanwhile is named and dropped before they press pay, the rest kept; staff's bookings list
 * shows a new booking by itself. Each test uses its own dates (tests run in parallel on one server and database).
 */

const FIXED_NOW = new Date('2026-11-21T10:00:00+05:30');
/** Another visitor booking through the API, with a phone number of their own (see booking-server.spec.ts). */
const otherVisitor = (n: number) => ({ name: 'Other Visitor', phone: `91234 5679${n}` });

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(FIXED_NOW);
});

/** Marks the page, so a test can tell it was never loaded again. */
const markPage = (page: Page) => page.evaluate(() => ((window as unknown as { liveMark: number }).liveMark = 1));
const stillMarked = (page: Page) => page.evaluate(() => (window as unknown as { liveMark?: number }).liveMark === 1);

async function bookThroughApi(page: Page, date: string, time: string, visitor: { name: string; phone: string }) {
  const held = await page.request.post('/api/holds', {
    data: { sport: 'badminton', sessions: [{ date, time, court: 1, duration: 1 }], customer: visitor },
  });
  expect(held.status()).toBe(201);
  const { holdId } = (await held.json()) as { holdId: string };
  const paid = await page.request.post('/api/bookings/confirm', {
    data: { holdId, paymentId: `pay_LIVE${date.replace(/-/g, '')}${time.replace(':', '')}` },
  });
  expect(paid.status()).toBe(200);
}

test('two browsers on one sport and date: one pays, the other’s grid shows the slot taken within a second', async ({
  page,
  browser,
}) => {
  const date = '2026-12-28';
  const other = await browser.newContext();
  const watcher = await other.newPage();
  await watcher.clock.setFixedTime(FIXED_NOW);
  await openBadmintonOn(watcher, date);
  await expect(slot(watcher, '10:00')).toHaveAttribute('data-state', 'available');
  await markPage(watcher);

  const payment = await installPaymentDouble(page);
  await openBadmintonOn(page, date);
  await slot(page, '10:00').click();
  await page.getByRole('textbox', { name: 'Full Name' }).fill('Priya Raman');
  await page.getByRole('textbox', { name: 'Phone Number' }).fill('98765 43211');
  await payButton(page).click();
  // The hold shows on the other browser while the first one pays.
  await expect(slot(watcher, '10:00')).toHaveAttribute('data-state', 'held', { timeout: 1_000 });
  const confirmed = page.waitForResponse((res) => res.url().endsWith('/api/bookings/confirm') && res.ok());
  await payment.succeed('pay_LIVETWOBROWSERS');
  await confirmed;
  await expect(slot(watcher, '10:00')).toHaveAttribute('data-state', 'booked', { timeout: 1_000 });
  // It cannot be picked: pressing it offers the waiting list instead (waitlist.spec.ts).
  await expect(slot(watcher, '10:00')).toHaveAccessibleName(/Booked: Notify me if it frees up$/);
  await expect(slot(watcher, '10:30')).toHaveAttribute('data-state', 'booked');
  await expect(slot(watcher, '11:00')).toHaveAttribute('data-state', 'available');
  expect(await stillMarked(watcher)).toBe(true);
  await other.close();
});

test('a chosen session someone else booked meanwhile is named and dropped before pay; the others stay', async ({
  page,
}) => {
  const date = '2026-12-29';
  const later = '2026-12-30';
  await gotoHydrated(page, '/sports?sport=badminton#booking');
  await page.getByRole('radio', { name: 'Multiple Sessions' }).click();
  for (const [when, time] of [
    [date, '08:00'],
    [date, '12:00'],
    [later, '12:00'],
  ] as const) {
    await day(page, when).click();
    await gridReady(page);
    await slot(page, time).click();
    await page.getByRole('button', { name: 'Add Session' }).click();
  }
  // The grid shows another day: the sessions' dates are followed all the same.
  await day(page, '2026-12-31').click();
  await gridReady(page);
  await expect(payButton(page)).toHaveText('Pay ₹1,050');
  await markPage(page);

  await bookThroughApi(page, date, '12:00', otherVisitor(1));
  const alert = page.locator('[data-part="conflict"]');
  await expect(alert).toHaveText(
    'Badminton Tue, 29 Dec 2026 at 12:00 PM, Court 1 was just booked by someone else, so it is no longer in your booking. Your other choices are kept.',
  );
  await expect(payButton(page)).toHaveText('Pay ₹700');
  const remove = (label: string) => page.getByRole('button', { name: `Remove ${label}` });
  await expect(remove('Tue, 29 Dec 2026, 8:00 AM, Court 1, 1 hour')).toBeVisible();
  await expect(remove('Wed, 30 Dec 2026, 12:00 PM, Court 1, 1 hour')).toBeVisible();
  await expect(remove('Tue, 29 Dec 2026, 12:00 PM, Court 1, 1 hour')).toHaveCount(0);
  expect(await stillMarked(page)).toBe(true);
});

test('staff’s bookings list shows a new booking by itself', async ({ page }) => {
  // A phone number only this run uses: the bookings search finds it.
  const visitor = { name: 'Live Visitor', phone: `9${String(Date.now() % 1e9).padStart(9, '0')}` };
  await signIn(page.request);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Search').fill(visitor.phone);
  await expect(page.getByText('No bookings match these filters')).toBeVisible();
  await markPage(page);

  await bookThroughApi(page, '2027-01-04', '09:00', visitor);
  await expect(page.getByTestId('bookings-table').locator('tbody tr')).toHaveCount(1);
  await expect(page.getByTestId('bookings-table')).toContainText('Live Visitor');
  expect(await stillMarked(page)).toBe(true);
});
