import { expect, test, type APIRequestContext, type Page } from './support/test';
import { addDays, isoDateInKolkata } from '../../machines/time/dates';
import { signIn } from './support/admin';

/**
 * Staff accounts on the production build and its server: the owner adds a front-desk account in User Management and
 * hands over its one-time set-password link; the new account sets its password, signs in, cancels a booking, and
 * cannot open System Settings (the sidebar leaves it out, the address says why, the API answers 403); the owner sees
 * both actions in Activity.
 */

const serverStart = new Date(process.env.E2E_CLOCK_START ?? '2026-11-21T10:00:00+05:30');
const run = Date.now().toString(36).slice(-5);
const SLOW_STEP = { timeout: 20_000 };

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(serverStart);
});

/** A visitor's tennis booking five days after the server's today, at the first free hour. */
async function visitorBooking(request: APIRequestContext): Promise<string> {
  const date = addDays(isoDateInKolkata(serverStart.getTime()), 5);
  for (let hour = 6; hour < 23; hour++) {
    const hold = await request.post('/api/holds', {
      data: {
        sport: 'tennis',
        sessions: [{ date, time: `${String(hour).padStart(2, '0')}:00`, court: 2, duration: 1 }],
        customer: { name: 'Desk Visitor', email: 'desk.visitor@example.com', phone: '98765 77777' },
      },
    });
    if (hold.status() === 409) continue;
    expect(hold.status()).toBe(201);
    const { holdId } = (await hold.json()) as { holdId: string };
    const confirm = await request.post('/api/bookings/confirm', {
      data: { holdId, paymentId: `pay_STAFF${run}${hour}` },
    });
    expect(confirm.status()).toBe(200);
    return ((await confirm.json()) as { bookingIds: string[] }).bookingIds[0]!;
  }
  throw new Error('No free tennis slot found');
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the owner adds a front-desk account; it cancels a booking, cannot open System Settings; Activity shows both', async ({
  page,
  browser,
}) => {
  const deskEmail = `desk.${run}@pod.example`;
  const deskPassword = 'court-lights-at-dawn';
  const booking = await visitorBooking(page.request);

  // The owner adds the account and reads its link once.
  await signIn(page.request);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible(SLOW_STEP);
  await page.getByLabel(/^Name/).fill('Desk Person');
  await page.getByLabel(/^Email/).fill(deskEmail);
  await choose(page, 'Role', 'Front desk');
  await page.getByRole('button', { name: 'Add account' }).click();
  const linkBox = page.getByRole('region', { name: 'Set-password link' });
  await expect(linkBox).toContainText(`Desk Person (${deskEmail})`, SLOW_STEP);
  const link = (await linkBox.locator('code').textContent())!;
  expect(link).toMatch(/\/admin\/set-password#[\w-]{43}$/);
  await expect(page.getByRole('listitem', { name: `Desk Person, ${deskEmail}` })).toContainText(
    'Waiting for the set-password link',
  );

  // The front desk sets its password and signs in, in a browser of its own.
  const deskContext = await browser.newContext();
  const desk = await deskContext.newPage();
  await desk.clock.setFixedTime(serverStart);
  await desk.goto(link);
  await expect(desk.getByText(`For Desk Person (${deskEmail}).`)).toBeVisible(SLOW_STEP);
  await desk.getByLabel(/^New password/).fill('short');
  await desk.getByRole('button', { name: 'Set password' }).click();
  await expect(desk.getByText('Use at least 12 characters (this one has 5).')).toBeVisible();
  await desk.getByLabel(/^New password/).fill(deskPassword);
  await desk.getByRole('button', { name: 'Set password' }).click();
  await expect(desk.getByRole('status')).toContainText('Your password is set.', SLOW_STEP);
  await desk.getByRole('link', { name: 'Go to sign-in' }).click();
  await desk.getByLabel(/^Email/).fill(deskEmail);
  await desk.getByLabel(/^Password/).fill(deskPassword);
  await desk.getByRole('button', { name: 'Sign In' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible(SLOW_STEP);

  // It cancels the visitor's booking.
  await desk.getByLabel('Search').fill(booking);
  await desk.getByRole('button', { name: `Cancel ${booking}` }).click();
  await desk
    .getByRole('dialog', { name: `Cancel booking ${booking}?` })
    .getByRole('button', { name: 'Cancel booking' })
    .click();
  await expect(desk.getByTestId('bookings-table').locator('tbody tr').first()).toHaveAttribute(
    'data-status',
    'cancelled',
    SLOW_STEP,
  );

  // System Settings is not its screen: no sidebar entry, the address says why, the API refuses.
  await desk.goto('/admin/bookings');
  const sidebar = desk.getByTestId('admin-sidebar');
  await expect(sidebar.getByRole('link', { name: /Booking Details/ })).toBeVisible(SLOW_STEP);
  await expect(sidebar.getByRole('link', { name: 'System Settings' })).toHaveCount(0);
  await expect(sidebar.getByRole('link', { name: 'User Management' })).toHaveCount(0);
  await desk.goto('/admin/settings');
  await expect(desk.getByRole('alert')).toHaveText(
    'Your account (Front desk) cannot open System Settings. Ask an owner if you need it.',
    SLOW_STEP,
  );
  const refused = await desk.request.get('/api/admin/settings');
  expect(refused.status()).toBe(403);
  await deskContext.close();

  // The owner sees both in Activity.
  await page.goto('/admin/activity');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible(SLOW_STEP);
  await page.getByLabel(/^Person/).fill(deskEmail);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  const changes = page.getByRole('list', { name: 'Changes' }).getByRole('listitem');
  await expect(changes.filter({ hasText: `Cancelled a booking · ${booking}` })).toHaveCount(1, SLOW_STEP);
  await expect(changes.filter({ hasText: 'Signed in' })).toHaveCount(1);
});
