import { seededRateTable } from '../../machines/booking/rates';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { toast } from './support/toast';
import { signIn } from './support/admin';

/**
 * The admin managers on the production build and its real server: what staff save is what visitors see and pay.
 * Pricing edits pickleball only (no other spec books or reads pickleball prices) and puts the seeded rates back.
 */

/** A weekday after the e2e clock's today (Saturday 21 November 2026). */
const WEEKDAY = '2026-12-02';

/** Puts the seeded pickleball rates back for the other specs. */
async function restorePickleball(request: APIRequestContext) {
  const token = await signIn(request);
  const { rates } = (await (await request.get('/api/admin/rates')).json()) as {
    rates: { sport: string; version: number }[];
  };
  const row = rates.find((r) => r.sport === 'pickleball')!;
  const res = await request.post('/api/admin/rates', {
    data: { rates: [{ ...row, ...seededRateTable.pickleball }] },
    headers: { 'x-csrf-token': token },
  });
  expect(res.status()).toBe(200);
}

async function setPickleball(page: Page, values: { peak: string; offPeak: string; weekend: string }) {
  const row = page.getByRole('group', { name: 'Pickleball', exact: true });
  await row.getByLabel('Peak', { exact: true }).fill(values.peak);
  await row.getByLabel('Off-peak', { exact: true }).fill(values.offPeak);
  await row.getByLabel('Weekend', { exact: true }).fill(values.weekend);
  await page.getByRole('button', { name: 'Save All Pricing' }).click();
}

test.describe.serial('Sports Centre > Pricing', () => {
  test('a price saved in the admin is what /sports and /schedule show and what a booking charges', async ({ page }) => {
    await signIn(page.request);
    await page.goto('/admin/sports');
    await expect(page.getByRole('heading', { level: 1, name: 'Sports Centre' })).toBeVisible();
    try {
      await pricingFollows(page);
    } finally {
      await restorePickleball(page.request);
    }
  });

  async function pricingFollows(page: Page) {
    await expect(
      page.getByRole('group', { name: 'Pickleball', exact: true }).getByLabel('Peak', { exact: true }),
    ).toHaveValue(String(seededRateTable.pickleball.peak));
    await setPickleball(page, { peak: '1,100', offPeak: '700', weekend: '1300' });
    await expect(toast(page, 'Pricing Updated')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

    const visitor = await page.context().browser()!.newPage();
    await visitor.goto('/schedule?sport=pickleball');
    const table = visitor.getByRole('table', { name: 'Pickleball court prices' });
    await expect(table.getByRole('row', { name: /6:00 AM - 10:00 AM/ })).toContainText('₹1,100');
    await expect(table.getByRole('row', { name: /10:00 AM - 4:00 PM/ })).toContainText('₹700');
    await expect(table.getByRole('row', { name: /Saturday and Sunday/ })).toContainText('₹1,300');

    await visitor.goto('/sports');
    const card = visitor.locator('[data-sport="pickleball"]').first();
    await expect(card).toContainText('₹1,100/hr');
    await expect(card).toContainText('₹700/hr');
    await expect(card).toContainText('₹1,300/hr');

    // The server charges the same: a weekday 6 PM hour at peak, a noon hour off-peak.
    const hold = await page.request.post('/api/holds', {
      data: {
        sport: 'pickleball',
        sessions: [
          { date: WEEKDAY, time: '18:00', court: 2, duration: 1 },
          { date: WEEKDAY, time: '12:00', court: 2, duration: 1 },
        ],
        customer: { name: 'Priya Menon', email: '', phone: '9876501234' },
      },
    });
    expect(hold.status()).toBe(201);
    const body = (await hold.json()) as { amount: number; holdId: string };
    expect(body.amount).toBe(1800);
    await page.request.delete(`/api/holds/${body.holdId}`);
    await visitor.close();
  }

  test("a bad price is refused on the page with the server's rule, keeps what was typed and saves nothing", async ({
    page,
  }) => {
    await signIn(page.request);
    await page.goto('/admin/sports');
    const row = page.getByRole('group', { name: 'Pickleball', exact: true });
    await expect(row.getByLabel('Peak', { exact: true })).not.toHaveValue('');
    const before = await row.getByLabel('Weekend', { exact: true }).inputValue();
    await row.getByLabel('Weekend', { exact: true }).fill('0');
    await page.getByRole('button', { name: 'Save All Pricing' }).click();
    await expect(row.getByText('The price must be at least ₹1.')).toBeVisible();
    await expect(row.getByLabel('Weekend', { exact: true })).toHaveValue('0');
    await expect(toast(page, 'Pricing Updated')).toHaveCount(0);
    const rates = (await (await page.request.get('/api/rates')).json()) as {
      rates: { sport: string; weekend: number }[];
    };
    expect(String(rates.rates.find((r) => r.sport === 'pickleball')!.weekend)).toBe(before);
  });

  test('every pricing call is refused without a session, and /admin/sports sends the visitor to sign in', async ({
    page,
    request,
  }) => {
    expect((await request.get('/api/admin/rates')).status()).toBe(401);
    const save = await request.post('/api/admin/rates', {
      data: { rates: [{ sport: 'pickleball', peak: 1, offPeak: 1, weekend: 1, version: 0 }] },
    });
    expect([401, 403]).toContain(save.status());
    await page.goto('/admin/sports');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});
