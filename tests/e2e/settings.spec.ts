import { expect, test, type APIRequestContext } from './support/test';
import { gotoHydrated } from './support/hydration';
import { ownServerPort, startOwnServer, type OwnServer } from './support/ownServer';
import { expectToast } from './support/toast';

/**
 * System Settings on the production build, on a server of its own (its saves change every page): the owner changes
 * the sports phone number (a bad one is refused with the reason and nothing is saved), and the footer's telephone link
 * and the served HTML (no JavaScript run) show the new one at once. A front-desk account cannot open System Settings,
 * sees no Revenue tab and no export buttons on the dashboard, and changes its own password in My Account.
 */

const PORT = ownServerPort('settings');
const BASE = `http://127.0.0.1:${PORT}`;
const OWNER = { email: 'admin@pod.example', password: 'pod-demo-2026' };
const SLOW_STEP = { timeout: 20_000 };
const serverStart = new Date(process.env.E2E_CLOCK_START ?? '2026-11-21T10:00:00+05:30');

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: BASE });

let server: OwnServer | undefined;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer(PORT);
});
test.afterAll(async () => {
  await server?.stop();
});
test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(serverStart);
});

/** Signs `request` in (its cookies are the page's); answers the CSRF token. */
async function signIn(request: APIRequestContext, who: { email: string; password: string }) {
  const { token } = (await (await request.get('/api/admin/csrf')).json()) as { token: string };
  const res = await request.post('/api/admin/login', { data: who, headers: { 'x-csrf-token': token } });
  expect(res.status()).toBe(200);
  return token;
}

test('the owner changes the sports phone number: the footer link and the served HTML show it at once', async ({
  page,
  browser,
}) => {
  await signIn(page.request, OWNER);
  await gotoHydrated(page, '/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'System Settings' })).toBeVisible(SLOW_STEP);
  const phones = page.getByRole('group', { name: 'Phone numbers' });
  const sports = phones.getByRole('textbox', { name: /^Sports & bookings/ });
  await expect(sports).toHaveValue('+91 90000 00001');

  // A number that is not Indian: said next to the field, nothing saved, what was typed kept.
  await sports.fill('12345');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(phones.getByText('Enter an Indian 10-digit number, such as +91 98765 43210.')).toBeVisible();
  await expect(sports).toHaveValue('12345');
  expect(((await (await page.request.get('/api/site')).json()) as { phones: { sports: string } }).phones.sports).toBe(
    '+91 90000 00001',
  );

  await sports.fill('+91 98765 43210');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expectToast(page, 'Settings Saved', 'Every page shows the new settings now.');
  await expect(
    page.getByRole('status').filter({ hasText: 'Saved. Every page shows these settings now.' }),
  ).toBeVisible();

  // The raw HTML the server sends: the footer's link and the structured data.
  const html = await (await fetch(`${BASE}/contact`)).text();
  expect(html).toMatch(/<footer[^]*<a[^>]*href="tel:\+919876543210"[^>]*>[^]*?\+91 98765 43210/);
  expect(html).not.toContain('tel:+919000000001');
  expect(html).toContain('"telephone":"+919876543210"');

  // A visitor: the footer's telephone link, and the chat link of the page's contact card.
  const visitor = await browser.newPage({ baseURL: BASE });
  await visitor.clock.setFixedTime(serverStart);
  await gotoHydrated(visitor, '/');
  const footerPhone = visitor.getByRole('contentinfo').getByRole('link', { name: /\+91 98765 43210/ });
  await expect(footerPhone).toHaveAttribute('href', 'tel:+919876543210');
  await visitor.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
  await expect(visitor.getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', 'tel:+919876543210');
  await expect(visitor.getByRole('link', { name: /Chat Now/ }).first()).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/919876543210\?text=/,
  );
  await visitor.close();
});

test('a front-desk account cannot open System Settings, sees no revenue or exports, and changes its own password', async ({
  page,
  browser,
}) => {
  const csrf = await signIn(page.request, OWNER);
  const email = `desk.${Date.now().toString(36)}@pod.example`;
  const added = await page.request.post('/api/admin/users', {
    data: { name: 'Desk Person', email, role: 'frontDesk' },
    headers: { 'x-csrf-token': csrf },
  });
  expect(added.status()).toBe(201);
  const token = ((await added.json()) as { link: { url: string } }).link.url.split('#')[1]!;

  const deskContext = await browser.newContext({ baseURL: BASE });
  const desk = await deskContext.newPage();
  await desk.clock.setFixedTime(serverStart);
  const deskCsrf = ((await (await desk.request.get('/api/admin/csrf')).json()) as { token: string }).token;
  const set = await desk.request.post(`/api/admin/password-links/${token}`, {
    data: { password: 'court-lights-at-dawn' },
    headers: { 'x-csrf-token': deskCsrf },
  });
  expect(set.status()).toBe(204);
  await signIn(desk.request, { email, password: 'court-lights-at-dawn' });

  await gotoHydrated(desk, '/admin/settings');
  await expect(desk.getByRole('alert')).toHaveText(
    'Your account (Front desk) cannot open System Settings. Ask an owner if you need it.',
    SLOW_STEP,
  );
  await expect(desk.getByRole('textbox', { name: /^Sports & bookings/ })).toHaveCount(0);
  expect((await desk.request.get('/api/admin/settings')).status()).toBe(403);

  await gotoHydrated(desk, '/admin/dashboard');
  await expect(desk.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible(SLOW_STEP);
  await expect(desk.getByRole('tab')).toHaveText(['Bookings', 'Payments', 'Calendar View', 'Customers', 'Settings']);
  await expect(desk.getByRole('button', { name: 'Export Data' })).toHaveCount(0);
  await desk.getByRole('tab', { name: 'Payments' }).click();
  await expect(desk.getByRole('region', { name: 'Payments', exact: true })).toBeVisible();
  await expect(desk.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);

  // My Account: a wrong current password is refused and said; the right one changes it.
  await gotoHydrated(desk, '/admin/account');
  await expect(desk.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible(SLOW_STEP);
  await expect(desk.getByText(`Signed in as Desk Person (${email}) · Front desk`)).toBeVisible();
  await desk.getByLabel(/^Current password/).fill('not-my-password');
  await desk.getByLabel(/^New password(?! again)/).fill('floodlit-courts-77');
  await desk.getByLabel(/^New password again/).fill('floodlit-courts-77');
  await desk.getByRole('button', { name: 'Change password' }).click();
  await expect(desk.getByText('Your current password is not right. Nothing was changed.')).toBeVisible(SLOW_STEP);
  await desk.getByLabel(/^Current password/).fill('court-lights-at-dawn');
  await desk.getByRole('button', { name: 'Change password' }).click();
  await expect(desk.getByRole('status').filter({ hasText: 'Your password is changed.' })).toBeVisible(SLOW_STEP);
  await deskContext.close();

  const again = await browser.newContext({ baseURL: BASE });
  await signIn(again.request, { email, password: 'floodlit-courts-77' });
  await again.close();
});
