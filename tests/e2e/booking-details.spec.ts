import { expect, test, type APIRequestContext } from './support/test';
import { gotoHydrated } from './support/hydration';
import { expectToast } from './support/toast';
import { DEMO_ADMIN, signIn } from './support/admin';
import { addDays, isoDateInKolkata } from '../../machines/time/dates';

/**
 * Admin > Booking Details (issue 48) on the production build and its server: a visitor pays for two pickleball
 * sessions under one reference; staff open the booking by the deep link `/admin/bookings?ref=…`, read its sessions,
 * payment and history, cancel one session with the policy's refund from the record and see the change and its author
 * there at once; find it again by the customer's name and open it from the list; and a reference that names no
 * booking says so. No other spec books pickleball on these dates.
 */

const serverStart = new Date(process.env.E2E_CLOCK_START ?? '2026-11-21T10:00:00+05:30');
const serverToday = isoDateInKolkata(serverStart.getTime());
const run = Date.now().toString(36).slice(-5).toUpperCase();
/** The admin's first load and a sign-in are slow on a busy machine (admin.spec.ts SLOW_STEP). */
const SLOW_STEP = { timeout: 20_000 };

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(serverStart);
});

/** The visitor holds two evening hours of one pickleball court and pays (demo payments): reference and session ids. */
async function paidTwoSessions(request: APIRequestContext, name: string) {
  const date = addDays(serverToday, 2);
  for (let attempt = 0; attempt < 8; attempt++) {
    const hour = 18 + ((Number.parseInt(run, 36) + attempt) % 5);
    const court = 1 + (attempt % 2);
    const hold = await request.post('/api/holds', {
      data: {
        sport: 'pickleball',
        sessions: [
          { date, time: `${hour}:00`, court, duration: 1 },
          { date, time: `${hour + 1}:00`, court, duration: 1 },
        ],
        customer: { name, email: '', phone: '98765 60606' },
      },
    });
    if (hold.status() === 409) continue;
    expect(hold.status()).toBe(201);
    const { holdId } = (await hold.json()) as { holdId: string };
    const confirm = await request.post('/api/bookings/confirm', {
      data: { holdId, paymentId: `pay_DETAILS${run}${attempt}` },
    });
    expect(confirm.status()).toBe(200);
    const body = (await confirm.json()) as { reference: string; bookingIds: string[] };
    return { reference: body.reference, ids: body.bookingIds, date };
  }
  throw new Error('No two free pickleball hours found');
}

test('staff open a booking by its reference, cancel a session with its refund from the record, and find it by name', async ({
  page,
}) => {
  const name = `Details Visitor ${run}`;
  const { reference, ids } = await paidTwoSessions(page.request, name);
  await signIn(page.request);

  // The deep link opens the record: both sessions, the payment, and the history.
  await gotoHydrated(page, `/admin/bookings?ref=${reference}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Booking Details' })).toBeVisible(SLOW_STEP);
  await expect(page.getByTestId('record-title')).toHaveText(reference, SLOW_STEP);
  const sidebar = page.getByTestId('admin-sidebar');
  await expect(sidebar.getByRole('link', { name: 'Booking Details', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const sessions = page.locator('[data-testid="record-sessions"] tbody tr');
  await expect(sessions).toHaveCount(2);
  await expect(sessions.first()).toHaveAttribute('data-status', 'confirmed');
  const payments = page.getByRole('region', { name: 'Payment and refunds' });
  await expect(payments.getByRole('listitem')).toContainText(`pay_DETAILS${run}`);
  const history = page.getByRole('list', { name: 'History, newest first' }).getByRole('listitem');
  await expect(history.filter({ hasText: 'Booked online: 2 sessions for' })).toHaveCount(1);

  // Cancel the first session: the dialog says what the policy refunds; the record shows it cancelled, by whom.
  await sessions
    .first()
    .getByRole('button', { name: `Cancel ${ids[0]}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Cancel booking ${ids[0]}?` });
  await expect(dialog.locator('[data-refund="ready"]')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expectToast(page, 'Booking Cancelled', `${ids[0]} is cancelled and its slot is free again.`);
  await expect(sessions.first()).toHaveAttribute('data-status', 'cancelled');
  await expect(sessions.first()).toContainText('No actions: cancelled');
  // (The server's clock is fixed for the tests while the database stamps bookings with the real time, so entries of
  // the two are not compared by time here.)
  await expect(history.filter({ hasText: `Cancelled ${ids[0]}` })).toContainText(`${DEMO_ADMIN.email} (Staff)`);

  // Back to the list: the customer's name finds both sessions under the reference, and Open opens the record.
  await page.getByRole('button', { name: 'Back to bookings' }).click();
  await expect(page).toHaveURL(/\/admin\/bookings$/);
  await page.getByRole('textbox', { name: 'Search' }).fill(name);
  const found = page.locator('[data-testid="booking-details-table"] tbody tr');
  await expect(found).toHaveCount(2, SLOW_STEP);
  await expect(found.first()).toContainText(reference);
  await found
    .first()
    .getByRole('button', { name: /^Open / })
    .click();
  await expect(page).toHaveURL(new RegExp(`\\?ref=${reference}$`));
  await expect(page.getByTestId('record-title')).toHaveText(reference);

  // A reference that names no booking says so.
  await gotoHydrated(page, '/admin/bookings?ref=POD-0000-0000-0000');
  await expect(
    page.getByText('No booking has the reference POD-0000-0000-0000. Check it with the customer, or search by'),
  ).toBeVisible(SLOW_STEP);
});
