import { expect, test } from './support/test';
import { gotoHydrated } from './support/hydration';
import { ownServerPort, startOwnServer, type OwnServer } from './support/ownServer';
import { installPaymentDouble } from './support/paymentDouble';
import { startSmtpDouble, type SmtpDouble } from '../api/smtpDouble';
import { signIn } from './support/admin';

/**
 * Messages through the outbox (issue 46) on the production build, on a server of its own with a mail server: a SMTP
 * server on loopback started by the test (SMTP_URL). A visitor pays for a booking with their email; the confirmation
 * arrives at the mail server with its calendar file and shows as Sent in Admin > Messages, where staff read it. A
 * staff cancel then sends the cancellation and the refund.
 */

const PORT = ownServerPort('messages');
const EMAIL = 'meera@example.com';
const DATE = '2026-12-23';

let server: OwnServer;
let smtp: SmtpDouble;
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://127.0.0.1:${PORT}` });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  smtp = await startSmtpDouble();
  server = await startOwnServer(PORT, {
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'POD <bookings@pod.example>', STAFF_EMAIL: 'desk@pod.example' },
  });
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

const subjectsTo = (address: string) =>
  smtp.received.filter((m) => m.to.includes(address)).map((m) => m.mail.subject ?? '');

test('a paid booking with an email: the confirmation reaches the mail server and Admin > Messages; a staff cancel sends the cancellation and the refund', async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date('2026-11-21T10:00:00+05:30'));
  const payment = await installPaymentDouble(page);
  await gotoHydrated(page, '/sports?sport=badminton#booking');
  await page.locator(`button[data-date="${DATE}"]`).click();
  await expect(page.locator('[data-availability="ready"]')).toBeVisible();
  await page.locator('[data-testid="slot-grid"] button[data-time="07:00"]').click();
  await page.getByRole('textbox', { name: 'Full Name' }).fill('Meera Iyer');
  await page.getByRole('textbox', { name: /^Email Address/ }).fill(EMAIL);
  await page.getByRole('textbox', { name: 'Phone Number' }).fill('98765 40001');
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await payment.succeed('pay_MAIL0001');
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();

  // The server's sender delivers within a few seconds.
  await expect
    .poll(() => subjectsTo(EMAIL), { timeout: 30_000 })
    .toEqual([
      expect.stringMatching(
        /^Booking confirmed: Badminton, Wednesday, 23 December 2026, 7:00 AM \(POD-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}\)$/,
      ),
    ]);
  const confirmation = smtp.received.find((m) => m.to.includes(EMAIL))!.mail;
  expect(confirmation.attachments.map((a) => a.filename)).toEqual(['POD-Booking-pay_MAIL0001.ics']);
  expect(confirmation.attachments[0]!.content.toString()).toContain('DTSTART;TZID=Asia/Kolkata:20261223T070000');
  await expect.poll(() => subjectsTo('desk@pod.example').length, { timeout: 30_000 }).toBe(1);

  const csrf = await signIn(page.request);
  await gotoHydrated(page, '/admin/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('textbox', { name: 'Search' }).fill(EMAIL);
  const row = page.locator('[data-testid="messages-table"] tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-status', 'sent');
  await expect(row).toContainText('Booking confirmed: Badminton, Wednesday, 23 December 2026, 7:00 AM');
  await row.getByRole('button', { name: /^View/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
  await expect(dialog).toContainText('Attached: POD-Booking-pay_MAIL0001.ics (text/calendar');
  await dialog.getByRole('button', { name: 'Back to messages' }).click();
  await expect(dialog).toBeHidden();

  const bookingId = /Booking ID: (BK-[A-Z0-9]+)/.exec(confirmation.text ?? '')?.[1];
  expect(bookingId).toBeTruthy();
  const cancelled = await page.request.post(`/api/admin/bookings/${bookingId}/cancel`, {
    data: {},
    headers: { 'x-csrf-token': csrf },
  });
  expect(cancelled.status()).toBe(200);
  await expect.poll(() => subjectsTo(EMAIL).length, { timeout: 30_000 }).toBe(3);
  expect(subjectsTo(EMAIL)).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^Booking cancelled: Badminton, Court \d, Wednesday, 23 December 2026 at 7:00 AM$/),
      expect.stringMatching(/^Refund of ₹\d+ made \(RF-[A-Z0-9]+\)$/),
    ]),
  );
  await gotoHydrated(page, '/admin/messages');
  await page.getByRole('textbox', { name: 'Search' }).fill(EMAIL);
  await expect(row).toHaveCount(3);
  await expect(row.first()).toHaveAttribute('data-status', 'sent');
});
