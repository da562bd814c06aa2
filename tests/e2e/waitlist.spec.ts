import { expect, test, type Browser, type Page } from './support/test';
import { openBadmintonOn, slot } from './support/booking';
import { gotoHydrated } from './support/hydration';
import { ownServerPort, startOwnServer, type OwnServer } from './support/ownServer';
import { installPaymentDouble } from './support/paymentDouble';
import { startSmtpDouble, type SmtpDouble } from '../api/smtpDouble';

/**
 * The waiting list (issue 45) on the production build, on a server of its own with a mail server on loopback
 * (SMTP_URL): a visitor presses a booked slot and joins its waiting list; the booking's owner cancels it in My
 * booking; the offer email reaches the mail server, and its link opens the booking page with the slot held for the
 * waiting visitor (another browser sees it held), ready to pay.
 */

const PORT = ownServerPort('waitlist');
const FIXED_NOW = new Date('2026-11-21T10:00:00+05:30');
const DATE = '2026-12-16';
const TIME = '09:00';
const OWNER = { name: 'Asha Raman', phone: '98765 43210' };
const WAITER = { name: 'Meera Iyer', email: 'meera.waits@example.com', phone: '98765 40001' };

let server: OwnServer;
let smtp: SmtpDouble;
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://127.0.0.1:${PORT}` });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  smtp = await startSmtpDouble();
  server = await startOwnServer(PORT, { env: { SMTP_URL: smtp.url, MAIL_FROM: 'POD <bookings@pod.example>' } });
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

/** A second visitor's page, on the same fixed clock. */
async function visitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${PORT}` });
  const page = await context.newPage();
  await page.clock.setFixedTime(FIXED_NOW);
  return page;
}

test('a waiting visitor gets the offer email after a cancel, and its link holds the slot for them to pay', async ({
  page,
  browser,
}) => {
  // The owner books and pays the slot.
  await page.clock.setFixedTime(FIXED_NOW);
  const payment = await installPaymentDouble(page);
  await openBadmintonOn(page, DATE);
  await slot(page, TIME).click();
  await page.getByRole('textbox', { name: 'Full Name' }).fill(OWNER.name);
  await page.getByRole('textbox', { name: 'Phone Number' }).fill(OWNER.phone);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await payment.succeed('pay_WAIT0001');
  const reference = page.locator('[data-part="booking-reference"] strong');
  await expect(reference).toHaveText(/^POD-/);
  const ownerReference = (await reference.textContent())!;

  // Another visitor finds it booked and joins its waiting list.
  const waiter = await visitor(browser);
  await openBadmintonOn(waiter, DATE);
  const taken = slot(waiter, TIME);
  await expect(taken).toHaveAttribute('data-state', 'booked');
  await expect(taken).toHaveAccessibleName(/Booked: Notify me if it frees up$/);
  await taken.click();
  const dialog = waiter.getByRole('dialog', { name: 'Notify me if it frees up' });
  await expect(dialog).toContainText('Badminton, Court 1, Wednesday, 16 December 2026, 9:00 AM, 1 hour');
  // A bad email is refused in the form with its own message, and nothing is sent.
  await dialog.getByRole('textbox', { name: 'Full Name' }).fill(WAITER.name);
  await dialog.getByRole('textbox', { name: 'Email Address' }).fill('meera@');
  await dialog.getByRole('textbox', { name: 'Phone Number' }).fill(WAITER.phone);
  await dialog.getByRole('button', { name: 'Notify me' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Email Address' })).toHaveAccessibleDescription(
    /Please enter a valid email address, like name@example\.com\./,
  );
  await dialog.getByRole('textbox', { name: 'Email Address' }).fill(WAITER.email);
  await dialog.getByRole('button', { name: 'Notify me' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    `You are first in line. If this slot frees up and it is your turn, we will email ${WAITER.email} a link that holds it for you for 15 minutes.`,
  );
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // The owner cancels in My booking.
  await gotoHydrated(page, `/my-booking?ref=${ownerReference}`);
  await page.getByLabel('Phone number').fill(OWNER.phone);
  await page.getByRole('button', { name: 'Open My Booking' }).click();
  await page.getByRole('button', { name: 'Cancel Wed, 16 Dec 2026, 9:00 AM, Court 1, 1 hour' }).click();
  await page.getByRole('button', { name: 'Cancel Session' }).click();
  await expect(page.getByRole('heading', { name: 'Session cancelled' })).toBeVisible();

  // The offer reaches the waiting visitor's mailbox.
  await expect
    .poll(() => smtp.received.filter((m) => m.to.includes(WAITER.email)).map((m) => m.mail.subject), {
      timeout: 30_000,
    })
    .toEqual([
      // The server's clock runs on from 10:00 AM: the offer holds the slot 15 minutes from the cancel.
      expect.stringMatching(
        /^A court is free for you: Badminton, Wednesday, 16 December 2026, 9:00 AM \(held until 1[01]:\d\d [AP]M\)$/,
      ),
    ]);
  const offer = smtp.received.find((m) => m.to.includes(WAITER.email))!.mail;
  const until = /Pay by (21 November 2026, 1[01]:\d\d [AP]M) IST to book it\./.exec(offer.text ?? '')?.[1];
  expect(until).toBeTruthy();
  expect(offer.subject).toContain(`(held until ${until!.split(', ')[1]})`);
  const link = /Pay and book this slot: (\S+)/.exec(offer.text ?? '')?.[1];
  expect(link).toMatch(/\/sports\?sport=badminton&offer=[A-Za-z0-9_-]{43}#booking$/);

  // Meanwhile the slot is held for them: a third browser sees it held, not free.
  const other = await visitor(browser);
  await openBadmintonOn(other, DATE);
  await expect(slot(other, TIME)).toHaveAttribute('data-state', 'held');
  await other.context().close();

  // The link opens the booking page with the slot held for them, ready to pay.
  const url = new URL(link!);
  const waiterPayment = await installPaymentDouble(waiter);
  await gotoHydrated(waiter, `${url.pathname}${url.search}${url.hash}`);
  const panel = waiter.getByRole('region', { name: 'This slot is held for you' });
  await expect(panel).toContainText('Badminton, Court 1, Wednesday, 16 December 2026, 9:00 AM, 1 hour');
  await expect(panel).toContainText(`Pay by ${until} IST to book it.`);
  // The booking view below shows the offer's day, where the slot is held.
  await expect(waiter.locator(`[role="gridcell"]:has(button[data-date="${DATE}"])`)).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(slot(waiter, TIME)).toHaveAttribute('data-state', 'held');
  await panel.getByRole('button', { name: 'Pay ₹350' }).click();
  await waiterPayment.succeed('pay_WAIT0002');
  const booked = waiter.locator('[data-part="booking-reference"] strong');
  await expect(booked).toHaveText(/^POD-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  await expect(panel).toBeHidden();
  await expect(waiter).toHaveURL(/\/sports\?sport=badminton#booking$/);
  await expect
    .poll(() => smtp.received.filter((m) => m.to.includes(WAITER.email)).map((m) => m.mail.subject), {
      timeout: 30_000,
    })
    .toContainEqual(expect.stringMatching(/^Booking confirmed: Badminton, Wednesday, 16 December 2026, 9:00 AM/));
  await waiter.context().close();
});
