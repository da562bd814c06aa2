import { expect, test, type Page } from './support/test';
import { installPaymentDouble } from './support/paymentDouble';
import { day, gridReady, openBadmintonOn, slot } from './support/booking';
import { gotoHydrated } from './support/hydration';

/**
 * My booking on the production build: a paid booking's confirmation shows its reference first and links to My
 * booking, where the visitor cancels (the policy's refund shown first) and the slot is free for everyone at once, or
 * moves a session. Each test uses its own dates (tests run in parallel on one server and database). (A start whose
 * span meets coaching is not offered: booking.spec.ts's calendar test.)
 */

const FIXED_NOW = new Date('2026-11-21T10:00:00+05:30');
/**
 * The visitor's phone for a booking on `date`: one per test (each books its own date). Every test comes from
 * 127.0.0.1, and a new hold from the same address and phone releases that visitor's previous one.
 */
const phoneFor = (date: string) => `98765 3${date.slice(5, 7)}${date.slice(8)}`;

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(FIXED_NOW);
});

/** Books and pays one hour at `time` on `date`; the reference the confirmation shows. */
async function payBooking(page: Page, date: string, time: string): Promise<string> {
  const payment = await installPaymentDouble(page);
  await openBadmintonOn(page, date);
  await slot(page, time).click();
  await page.getByRole('textbox', { name: 'Full Name' }).fill('Meera Iyer');
  await page.getByRole('textbox', { name: 'Phone Number' }).fill(phoneFor(date));
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await payment.succeed(`pay_MY${date.replace(/-/g, '')}`);
  const reference = page.locator('[data-part="booking-reference"] strong');
  await expect(reference).toHaveText(/^POD-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  return (await reference.textContent())!;
}

async function openMyBooking(page: Page, date: string) {
  await page.getByLabel('Phone number').fill(phoneFor(date));
  await page.getByRole('button', { name: 'Open My Booking' }).click();
  await expect(page.getByRole('heading', { name: 'Badminton booking for Meera Iyer' })).toBeVisible();
}

test('pay, open My booking from the confirmation, cancel with the full refund, and the slot is free for another browser', async ({
  page,
  browser,
}) => {
  const date = '2026-12-17';
  const reference = await payBooking(page, date, '10:00');
  await page.getByRole('link', { name: 'Manage this booking' }).click();
  await expect(page).toHaveURL(/\/my-booking\?ref=POD-/);
  await expect(page.getByLabel('Booking reference')).toHaveValue(reference);
  // A wrong phone number gets the one message for a wrong pair.
  await page.getByLabel('Phone number').fill('91234 00000');
  await page.getByRole('button', { name: 'Open My Booking' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'We could not find a booking with this booking reference and phone number. Please check both and try again.',
  );
  await openMyBooking(page, date);

  await page.getByRole('button', { name: 'Cancel Thu, 17 Dec 2026, 10:00 AM, Court 1, 1 hour' }).click();
  await expect(page.getByText(/^Full refund of ₹350: you are cancelling more than 24 hours/)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel Session' }).click();
  await expect(page.getByRole('heading', { name: 'Session cancelled' })).toBeVisible();
  await expect(page.locator('[data-panel="done"] [role="status"]')).toContainText('₹350 is being refunded');
  await expect(page.getByRole('listitem', { name: 'Thu, 17 Dec 2026, 10:00 AM, Court 1, 1 hour' })).toContainText(
    'Cancelled',
  );
  await expect(page.getByRole('list', { name: 'Refunds' })).toContainText('₹350');

  const other = await browser.newContext();
  const second = await other.newPage();
  await second.clock.setFixedTime(FIXED_NOW);
  await openBadmintonOn(second, date);
  await expect(slot(second, '10:00')).toHaveAttribute('data-state', 'available');
  await expect(slot(second, '10:00')).toBeEnabled();
  await other.close();
});

test('reschedule a session to another day at the same price: moved at once', async ({ page }) => {
  const date = '2026-12-18';
  const reference = await payBooking(page, date, '10:00');
  await gotoHydrated(page, `/my-booking?ref=${reference}`);
  await openMyBooking(page, date);
  await page.getByRole('button', { name: 'Reschedule Fri, 18 Dec 2026, 10:00 AM, Court 1, 1 hour' }).click();
  await expect(page.getByRole('heading', { name: 'Move this session' })).toBeVisible();
  await day(page, '2026-12-21').click();
  await gridReady(page);
  await slot(page, '11:00').click();
  await expect(page.getByText('Same price: ₹350.')).toBeVisible();
  await page.getByRole('button', { name: 'Move Session' }).click();
  await expect(page.getByRole('heading', { name: 'Session moved' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Mon, 21 Dec 2026, 11:00 AM, Court 1, 1 hour' })).toBeVisible();
});

test('reschedule a weekday session to a weekend start: the difference is paid through the card dialog, then moved', async ({
  page,
}) => {
  const date = '2026-12-24';
  const reference = await payBooking(page, date, '10:00');
  // A fresh page (the card script loads again, on demand), still answered by the payment double.
  const payment = await installPaymentDouble(page);
  await gotoHydrated(page, `/my-booking?ref=${reference}`);
  await openMyBooking(page, date);
  await page.getByRole('button', { name: 'Reschedule Thu, 24 Dec 2026, 10:00 AM, Court 1, 1 hour' }).click();
  await day(page, '2026-12-26').click();
  await gridReady(page);
  await slot(page, '10:00').click();
  await expect(page.getByText('This start costs ₹500, ₹150 more: you pay the difference.')).toBeVisible();
  await page.getByRole('button', { name: 'Pay ₹150 and Move' }).click();
  expect(await payment.lastOptions()).toMatchObject({ amount: 15000, currency: 'INR' });
  await payment.succeed('pay_MYDIFF20261226');
  await expect(page.getByRole('heading', { name: 'Session moved' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Sat, 26 Dec 2026, 10:00 AM, Court 1, 1 hour' })).toBeVisible();
  // The old slot is free for everyone, the new one taken.
  const state = async (date: string) =>
    (
      (await (await page.request.get(`/api/availability?sport=badminton&date=${date}`)).json()) as {
        courts: { court: number; slots: { time: string; state: string }[] }[];
      }
    ).courts[0]!.slots.find((s) => s.time === '10:00')!.state;
  expect([await state('2026-12-24'), await state('2026-12-26')]).toEqual(['free', 'booked']);
});
