import { expect, test } from './support/test';
import { installPaymentDouble, payButton } from './support/paymentDouble';
import { day, gridReady, openBadmintonOn, slot } from './support/booking';
import { gotoHydrated, reloadHydrated } from './support/hydration';
import { newTabAddress } from './support/tabs';

/**
 * The booking through the server, on the production build: what other visitors hold or booked shows in the grid,
 * a slot taken between choosing it and paying is refused with a clear message while the visitor's other choices
 * stay, and a paid booking comes back with its booking id. Each test uses its own dates (tests run in parallel on
 * one server and database).
 */

const FIXED_NOW = new Date('2026-11-21T10:00:00+05:30');
/**
 * The other visitor of test `n`: a phone number of their own. A visitor's new hold releases their previous one (same
 * address and phone number), and every request here comes from one loopback address, so each test's other visitor
 * has their own number and the tests running side by side do not release each other's holds.
 */
const otherVisitor = (n: number) => ({ name: 'Other Visitor', phone: `91234 5678${n}` });

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(FIXED_NOW);
});

test('a slot another visitor is paying for shows as Held, and as Booked once they paid', async ({ page, request }) => {
  const date = '2026-12-14';
  const held = await request.post('/api/holds', {
    data: { sport: 'badminton', sessions: [{ date, time: '09:00', court: 1, duration: 1 }], customer: otherVisitor(1) },
  });
  expect(held.status()).toBe(201);
  const { holdId } = (await held.json()) as { holdId: string };

  await openBadmintonOn(page, date);
  await expect(slot(page, '09:00')).toHaveAttribute('data-state', 'held');
  // It cannot be picked: pressing it offers the waiting list instead (waitlist.spec.ts).
  await expect(slot(page, '09:00')).toHaveAccessibleName(/Held: Notify me if it frees up$/);
  await expect(slot(page, '09:00')).toContainText('Held');
  // A one-hour hold covers both half-hour slots; the next one is free.
  await expect(slot(page, '09:30')).toHaveAttribute('data-state', 'held');
  await expect(slot(page, '10:00')).toHaveAttribute('data-state', 'available');

  const paid = await request.post('/api/bookings/confirm', { data: { holdId, paymentId: 'pay_OTHER001' } });
  expect(paid.status()).toBe(200);
  await reloadHydrated(page);
  await day(page, date).click();
  await gridReady(page);
  await expect(slot(page, '09:00')).toHaveAttribute('data-state', 'booked');
});

test('a slot taken meanwhile: the visitor is told, the grid refreshes, the name and phone stay, no payment opens', async ({
  page,
  request,
}) => {
  const payment = await installPaymentDouble(page);
  const date = '2026-12-15';
  await openBadmintonOn(page, date);
  await slot(page, '10:00').click();
  await page.getByRole('textbox', { name: 'Full Name' }).fill('Priya Raman');
  await page.getByRole('textbox', { name: 'Phone Number' }).fill('98765 02001');

  // Someone else holds the same slot before Pay is pressed.
  const other = await request.post('/api/holds', {
    data: { sport: 'badminton', sessions: [{ date, time: '10:00', court: 1, duration: 1 }], customer: otherVisitor(2) },
  });
  expect(other.status()).toBe(201);

  await payButton(page).click();
  const alert = page.locator('[data-part="conflict"]');
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('was just taken by someone else');
  await expect(alert).toBeFocused();
  await gridReady(page);
  await expect(slot(page, '10:00')).toHaveAttribute('data-state', 'held');
  await expect(page.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Priya Raman');
  await expect(page.getByRole('textbox', { name: 'Phone Number' })).toHaveValue('98765 02001');
  expect(await payment.dialogsOpened()).toBe(0);
  expect(payment.scriptRequests()).toBe(0);

  // Another time goes through, with the booking id in the confirmation chat.
  await slot(page, '11:00').click();
  await expect(alert).toHaveCount(0);
  await payButton(page).click();
  await payment.succeed('pay_AFTERCONFLICT');
  const confirmed = page
    .locator('li[data-variant]')
    .filter({ has: page.getByText('Booking Confirmed!', { exact: true }) });
  await expect(confirmed).toBeVisible();
  const chat = await newTabAddress(page.context(), () => confirmed.getByRole('button', { name: 'Confirm' }).click());
  expect(decodeURIComponent(chat)).toMatch(/Court 1, 1 hour \(Booking ID: BK-[A-Z0-9]{10}\)/);
});

test('several sessions, one taken meanwhile: only that one is dropped, the other stays to be paid', async ({
  page,
  request,
}) => {
  const payment = await installPaymentDouble(page);
  const date = '2026-12-16';
  await gotoHydrated(page, '/sports?sport=badminton#booking');
  await page.getByRole('radio', { name: 'Multiple Sessions' }).click();
  await day(page, date).click();
  await gridReady(page);
  await slot(page, '08:00').click();
  await page.getByRole('button', { name: 'Add Session' }).click();
  await day(page, date).click();
  await gridReady(page);
  await slot(page, '12:00').click();
  await page.getByRole('button', { name: 'Add Session' }).click();
  await page.getByRole('textbox', { name: 'Full Name' }).fill('Priya Raman');
  await page.getByRole('textbox', { name: 'Phone Number' }).fill('98765 02002');
  await expect(payButton(page)).toHaveText('Pay ₹700');

  const other = await request.post('/api/holds', {
    data: { sport: 'badminton', sessions: [{ date, time: '12:00', court: 1, duration: 1 }], customer: otherVisitor(3) },
  });
  expect(other.status()).toBe(201);
  await payButton(page).click();
  await expect(page.locator('[data-part="conflict"]')).toContainText('12:00 PM');
  await expect(payButton(page)).toHaveText('Pay ₹350');
  await payButton(page).click();
  expect(await payment.lastOptions()).toMatchObject({ amount: 35000 });
});
