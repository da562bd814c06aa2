import { holdResponseSchema } from '../../machines/api/booking.schema';
import { courtHoursOf, MAX_HELD_COURT_HOURS } from '../../machines/booking/holdLimit';
import { sports, type SportId } from '../../machines/booking/sports';
import { faqClaims, scheduleClaims, type ClaimDates, type PriceClaim } from '../shared/shownPrices';
import { gotoHydrated } from './support/hydration';
import { ownServerPort, startOwnServer, type OwnServer } from './support/ownServer';
import { expect, test, type APIRequestContext } from './support/test';
import { signIn } from './support/admin';

/**
 * What a visitor is shown is what they are charged, on the production build: for each sport, every price in the served
 * HTML of /schedule?sport= and in the FAQ's court-prices answer (its FAQPage data in the served /faq, the same text the
 * page shows) is the amount the server puts on a hold of that session. Then staff change tennis's lights rate,
 * futsal's two-hour price and pickleball's add-on in Admin > Sports Centre > Pricing, and the next served pages and
 * holds follow. On a server of its own (fresh database), since the edits would change what other specs see.
 */

const PORT = ownServerPort('prices');
/** After the e2e clock's today (Saturday 21 November 2026). */
const dates: ClaimDates = { weekday: '2026-12-01', saturday: '2026-12-05', sunday: '2026-12-06' };
const customer = { name: 'Priya Menon', email: '', phone: '9876501234' };

let server: OwnServer;
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://127.0.0.1:${PORT}` });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer(PORT);
});
test.afterAll(async () => {
  await server?.stop();
});

/** The rows and note of the served /schedule?sport= table. */
async function servedSchedule(request: APIRequestContext, sport: SportId) {
  const html = await (await request.get(`/schedule?sport=${sport}`)).text();
  const table = html.slice(html.indexOf('court prices</caption>'), html.indexOf('</table>'));
  const times = [...table.matchAll(/<th scope="row"[^>]*>([^<]+)<\/th>/g)].map((m) => m[1]!);
  const prices = [...table.matchAll(/data-part="price">([^<]+)</g)].map((m) => m[1]!);
  expect(times.length, `/schedule?sport=${sport} rows`).toBeGreaterThan(3);
  expect(prices).toHaveLength(times.length);
  return {
    rows: times.map((time, i) => ({ time, price: prices[i]! })),
    note: /data-part="note"[^>]*>([^<]+)</.exec(html)?.[1] ?? null,
  };
}

/** A question's answer in the served /faq's FAQPage data. */
async function servedAnswer(request: APIRequestContext, question = 'How much does a court cost?'): Promise<string> {
  const html = await (await request.get('/faq')).text();
  type FaqData = { '@type': string; mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as FaqData,
  );
  const faq = blocks.find((b) => b['@type'] === 'FAQPage')!;
  return faq.mainEntity.find((q) => q.name === question)!.acceptedAnswer.text;
}

const endOf = (s: PriceClaim['session']) => Number(s.time.slice(0, 2)) * 60 + Number(s.time.slice(3)) + s.duration * 60;
const startOf = (s: PriceClaim['session']) => Number(s.time.slice(0, 2)) * 60 + Number(s.time.slice(3));
const overlap = (a: PriceClaim['session'], b: PriceClaim['session']) =>
  a.date === b.date && startOf(a) < endOf(b) && startOf(b) < endOf(a);

/**
 * What the server charges for each claim's session: the sessions go in as few holds as they fit (12 sessions and the
 * court-hours one visitor may hold at most, none overlapping on the court), each released again at once.
 */
async function chargedFor(
  request: APIRequestContext,
  sport: SportId,
  claims: readonly PriceClaim[],
): Promise<number[]> {
  const sessions = claims
    .map((c) => c.session)
    .filter(
      (s, i, all) => all.findIndex((o) => o.date === s.date && o.time === s.time && o.duration === s.duration) === i,
    );
  const holds: PriceClaim['session'][][] = [];
  for (const session of sessions) {
    const fits = (h: PriceClaim['session'][]) => h.length < 12 && courtHoursOf([...h, session]) <= MAX_HELD_COURT_HOURS;
    const hold = holds.find((h) => fits(h) && !h.some((other) => overlap(other, session)));
    if (hold) hold.push(session);
    else holds.push([session]);
  }
  const amounts = new Map<string, number>();
  for (const hold of holds) {
    const res = await request.post('/api/holds', {
      data: { sport, customer, sessions: hold.map((s) => ({ ...s, court: 1 })) },
    });
    expect(res.status(), await res.text()).toBe(201);
    const body = holdResponseSchema.parse(await res.json());
    for (const s of body.sessions) amounts.set(`${s.date} ${s.time} ${s.duration}`, s.amount);
    expect((await request.delete(`/api/holds/${body.holdId}`)).status()).toBe(204);
  }
  return claims.map(({ session: s }) => amounts.get(`${s.date} ${s.time} ${s.duration}`)!);
}

/** Every sport's served /schedule and FAQ prices against what its holds charge; the prices read, per sport. */
async function expectShownIsCharged(request: APIRequestContext): Promise<Record<SportId, string>> {
  const answer = await servedAnswer(request);
  const read = {} as Record<SportId, string>;
  for (const { id, name } of sports) {
    const schedule = await servedSchedule(request, id);
    const claims = [...scheduleClaims(id, schedule.rows, schedule.note, dates), ...faqClaims(id, name, answer, dates)];
    const amounts = await chargedFor(request, id, claims);
    expect(amounts.map((amount, i) => `${claims[i]!.shown}: charged ₹${amount}`)).toEqual(
      claims.map((c) => `${c.shown}: charged ₹${c.price}`),
    );
    read[id] = [...schedule.rows.map((r) => `${r.time} ${r.price}`), schedule.note ?? ''].join('; ');
  }
  return read;
}

test('each sport as the centre advertises it: /schedule, /faq and the sport list show what a hold charges', async ({
  page,
}) => {
  const read = await expectShownIsCharged(page.request);
  expect(read.tennis).toContain('Every day, 6:00 PM - 6:00 AM ₹1,200');
  expect(read.futsal).toContain('Any 2 hours: ₹2,000 (save ₹1,000).');
  expect(read.pickleball).toContain('₹800');
  expect(read.badminton).toContain('Saturday and Sunday, all day ₹500');

  // The FAQ page shows the same answer its data carries.
  await gotoHydrated(page, '/faq#court-prices');
  const answer = await servedAnswer(page.request);
  expect(answer).toContain('Tennis is ₹1,000 an hour, or ₹1,200 with lights (6 PM to 6 AM).');
  await expect(page.getByRole('main').getByText(answer)).toBeVisible();

  // The sport list: the intro, the cards and the price list from the same table; the weekday toggle reads the sport's rate.
  await gotoHydrated(page, '/sports');
  await expect(page.getByText('Courts from ₹350 an hour.', { exact: false })).toBeVisible();
  await expect(page.locator('[data-sport="tennis"]').first()).toContainText('With lights₹1,200/hr');
  await page.getByRole('button', { name: 'Price List & Add-ons' }).click();
  await expect(page.getByRole('list', { name: 'Pickleball add-ons' })).toContainText('Racquet and ball₹200/hr');
  await expect(page.getByRole('list', { name: 'Futsal prices' })).toContainText('2 hours₹2,000 per session');
  await gotoHydrated(page, '/sports?sport=futsal#booking');
  await expect(page.getByRole('button', { name: '₹1,500 Only' })).toBeVisible();
});

test('what staff save in Pricing (lights, two hours, an add-on) is what the next pages show and the holds charge', async ({
  page,
}) => {
  await signIn(page.request);
  await gotoHydrated(page, '/admin/sports');
  await page
    .getByRole('group', { name: 'Tennis', exact: true })
    .getByLabel('With lights', { exact: true })
    .fill('1,300');
  await page.getByRole('group', { name: 'Futsal', exact: true }).getByLabel('2 hours', { exact: true }).fill('2200');
  await page.getByRole('group', { name: 'Pickleball add-on 1', exact: true }).getByLabel('Price (₹)').fill('250');
  await page.getByRole('button', { name: 'Save All Pricing' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

  const read = await expectShownIsCharged(page.request);
  expect(read.tennis).toContain('Every day, 6:00 PM - 6:00 AM ₹1,300');
  expect(read.futsal).toContain('Any 2 hours: ₹2,200 (save ₹800).');
  expect(await servedAnswer(page.request)).toContain('Pickleball is ₹800 an hour, or ₹1,050 with racquet and ball.');
  expect(await servedAnswer(page.request, 'Can I rent equipment?')).toContain(
    'Pickleball: racquet and ball ₹250 an hour.',
  );
});
