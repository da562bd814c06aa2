/**
 * The admin API: sign-in (scrypt hashes, httpOnly SameSite=Strict session cookie, CSRF, rate limits), the session
 * on every route (none, forged, expired, logged out), and the dashboard's data on the booking and payment tables
 * (filters, pagination, cancel frees the slot, move refused when taken, CSV, calendar, customers, revenue).
 * The suite runs on PGlite, and again on a throwaway PostgreSQL when its binaries are present.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import Papa from 'papaparse';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminStatsSchema } from '../../machines/api/admin.schema';
import { adminBookingsPageSchema } from '../../machines/api/adminBookings.schema';
import { adminPaymentsPageSchema } from '../../machines/api/adminPayments.schema';
import {
  adminCalendarSchema,
  adminCustomersPageSchema,
  adminRevenueSchema,
} from '../../machines/api/adminReports.schema';
import { apiErrorSchema } from '../../machines/api/errors';
import type { DatabaseHandle } from '../../server/db/client';
import { courtIdsOf } from '../../server/db/queries';
import { sessionRange } from '../../server/db/ranges';
import { adminSessions, adminUsers, bookings, orders, payments } from '../../server/db/schema';
import type { AdminOptions } from '../../server/config';
import { DEMO_ADMIN, seedAdminAccount } from '../../server/services/adminAuth';
import { databaseSuites, MONDAY, testApp, testClock, TUESDAY, resetWithDemoAdmin } from './helpers';

const HOUR = 3_600_000;

/** A browser-like client: keeps the cookies the server sets and sends them back. */
function client(appOf: () => FastifyInstance) {
  const jar = new Map<string, string>();
  const remember = (res: LightMyRequestResponse) => {
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const gone = c.value === '' || c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now());
      if (gone) jar.delete(c.name);
      else jar.set(c.name, c.value);
    }
    return res;
  };
  const cookies = () => Object.fromEntries(jar);
  let csrf = '';
  const api = {
    jar,
    get: async (url: string) => remember(await appOf().inject({ url, cookies: cookies() })),
    post: async (url: string, payload?: object, headers: Record<string, string> = { 'x-csrf-token': csrf }) =>
      remember(await appOf().inject({ method: 'POST', url, payload: payload ?? {}, cookies: cookies(), headers })),
    async csrf() {
      const res = await api.get('/api/admin/csrf');
      expect(res.statusCode).toBe(200);
      csrf = res.json().token as string;
      return csrf;
    },
    async login(email: string = DEMO_ADMIN.email, password: string = DEMO_ADMIN.password) {
      await api.csrf();
      return api.post('/api/admin/login', { email, password });
    },
  };
  return api;
}

const errorCode = (res: LightMyRequestResponse) => apiErrorSchema.parse(res.json()).error.code;

describe.each(databaseSuites)('admin API on $name', ({ skip, open }) => {
  if (skip) console.warn(`tests/api/admin.test.ts on PostgreSQL skipped: ${skip}`);
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  const clock = testClock();
  const build = async (admin: AdminOptions = {}) => {
    await app?.close();
    app = await testApp(handle, { now: clock.now, admin: { loginsPerAddress: 0, loginsPerAccount: 0, ...admin } });
    return app;
  };

  beforeAll(async () => {
    if (skip) return;
    handle = await open();
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });
  beforeEach(async (context) => {
    if (skip) return context.skip();
    clock.set(testClock().now());
    await resetWithDemoAdmin(handle);
    await build();
  });

  // ---------------------------------------------------------------------------------------------------------------
  // Sign-in

  describe('sign-in', () => {
    it('shows the demo pair while the demo account is in use, and nothing once another account is configured', async () => {
      expect((await app.inject({ url: '/api/admin/login-info' })).json()).toEqual({ demo: DEMO_ADMIN });
      await build({ account: { email: 'manager@pod.example', password: 'a-long-secret-1' } });
      expect((await app.inject({ url: '/api/admin/login-info' })).json()).toEqual({ demo: null });
    });

    it('never publishes the demo pair in production, even while the demo account is in use', async () => {
      await build({ showDemo: false });
      expect((await app.inject({ url: '/api/admin/login-info' })).json()).toEqual({ demo: null });
    });

    it('stores the password only as a scrypt hash', async () => {
      const [user] = await handle.db.select().from(adminUsers);
      expect(user!.email).toBe(DEMO_ADMIN.email);
      expect(user!.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
      expect(user!.passwordHash).not.toContain(DEMO_ADMIN.password);
    });

    it('signs in with the demo pair: an httpOnly, SameSite=Strict session cookie and a session row', async () => {
      const browser = client(() => app);
      const res = await browser.login(' Admin@POD.example ', DEMO_ADMIN.password);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        email: DEMO_ADMIN.email,
        name: 'Owner',
        role: 'owner',
        expiresAt: new Date(clock.now() + 8 * HOUR).toISOString(),
      });
      const cookie = res.cookies.find((c) => c.name === 'pod_admin')!;
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin', maxAge: 8 * 3600 });
      expect(cookie.secure).toBeFalsy();
      expect(await handle.db.select().from(adminSessions)).toHaveLength(1);
      const [row] = await handle.db.select().from(adminSessions);
      expect(row!.id).not.toBe(cookie.value);
      expect((await browser.get('/api/admin/session')).json()).toMatchObject({ email: DEMO_ADMIN.email });
    });

    it('marks the cookies Secure in production', async () => {
      await build({ secureCookies: true });
      const browser = client(() => app);
      const res = await browser.login();
      expect(res.cookies.find((c) => c.name === '__Secure-pod_admin')).toMatchObject({
        secure: true,
        httpOnly: true,
        sameSite: 'Strict',
      });
      expect(res.cookies.find((c) => c.name === 'pod_admin')).toBeUndefined();
    });

    it('refuses a wrong password and an unknown email alike, with no cookie', async () => {
      for (const [email, password] of [
        [DEMO_ADMIN.email, 'wrong-password'],
        ['nobody@pod.example', DEMO_ADMIN.password],
      ] as const) {
        const res = await client(() => app).login(email, password);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({
          error: { code: 'invalid_credentials', message: 'Invalid credentials. Please try again.' },
        });
        expect(res.cookies.find((c) => c.name === 'pod_admin')).toBeUndefined();
      }
      expect(await handle.db.select().from(adminSessions)).toHaveLength(0);
    });

    it('refuses a sign-in without the CSRF token or with a forged one', async () => {
      const browser = client(() => app);
      await browser.csrf();
      const missing = await browser.post('/api/admin/login', DEMO_ADMIN, {});
      expect(missing.statusCode).toBe(403);
      expect(errorCode(missing)).toBe('csrf_invalid');
      const forged = await browser.post('/api/admin/login', DEMO_ADMIN, { 'x-csrf-token': 'forged-token' });
      expect(forged.statusCode).toBe(403);
      // A token from another browser does not fit this browser's secret.
      const other = client(() => app);
      const token = await other.csrf();
      expect(
        (await browser.post('/api/admin/login', DEMO_ADMIN, { 'x-csrf-token': token.slice(0, -2) + 'xx' })).statusCode,
      ).toBe(403);
      expect((await client(() => app).post('/api/admin/login', DEMO_ADMIN, { 'x-csrf-token': token })).statusCode).toBe(
        403,
      );
    });

    it('rate-limits failed sign-ins per address and account, then all sign-ins per address', async () => {
      await build({ loginsPerAccount: 3, loginsPerAddress: 5 });
      const browser = client(() => app);
      await browser.csrf();
      const attempt = (email: string, password = 'wrong') => browser.post('/api/admin/login', { email, password });
      for (let i = 0; i < 3; i++) expect((await attempt(DEMO_ADMIN.email)).statusCode).toBe(401);
      const limited = await attempt(DEMO_ADMIN.email, DEMO_ADMIN.password);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error).toEqual({
        code: 'rate_limited',
        message: 'Too many sign-in attempts from this address. Please wait a minute and try again.',
      });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Another account from the same address still has tries left until the address's own limit.
      expect((await attempt('other@pod.example')).statusCode).toBe(401);
      expect((await attempt('third@pod.example')).statusCode).toBe(429);
    });

    it('counts only failed sign-ins against an account, so the right password is never locked out by its own use', async () => {
      await build({ loginsPerAccount: 2, loginsPerAddress: 10 });
      for (let i = 0; i < 4; i++) expect((await client(() => app).login()).statusCode).toBe(200);
    });

    it('ends the session on logout: the cookie is cleared and the old cookie no longer works', async () => {
      const browser = client(() => app);
      await browser.login();
      const stolen = browser.jar.get('pod_admin')!;
      const out = await browser.post('/api/admin/logout');
      expect(out.statusCode).toBe(204);
      expect(out.cookies.find((c) => c.name === 'pod_admin')?.value).toBe('');
      expect(await handle.db.select().from(adminSessions)).toHaveLength(0);
      const replay = await app.inject({ url: '/api/admin/session', cookies: { pod_admin: stolen } });
      expect(replay.statusCode).toBe(401);
    });

    it('expires a session after its lifetime', async () => {
      await build({ sessionHours: 2 });
      const browser = client(() => app);
      await browser.login();
      clock.advance(2 * HOUR - 1000);
      expect((await browser.get('/api/admin/session')).statusCode).toBe(200);
      clock.advance(1000);
      const expired = await browser.get('/api/admin/session');
      expect(expired.statusCode).toBe(401);
      expect(errorCode(expired)).toBe('unauthorized');
    });

    it('a configured account replaces the demo account, whose sessions end', async () => {
      const demo = client(() => app);
      await demo.login();
      const account = { email: 'manager@pod.example', password: 'a-long-secret-1' };
      await seedAdminAccount(handle.db, account);
      await build({ account });
      expect((await demo.get('/api/admin/session')).statusCode).toBe(401);
      expect((await client(() => app).login()).statusCode).toBe(401);
      expect((await client(() => app).login(account.email, account.password)).statusCode).toBe(200);
    });
  });

  // ---------------------------------------------------------------------------------------------------------------
  // Every route checks the session, every mutation the CSRF token

  const reads = [
    '/api/admin/session',
    '/api/admin/stats',
    `/api/admin/bookings?date=${MONDAY}`,
    '/api/admin/payments',
    '/api/admin/payments.csv',
    `/api/admin/calendar?date=${MONDAY}`,
    '/api/admin/customers',
    '/api/admin/revenue',
    '/api/admin/export',
    '/api/admin/storybook',
  ];
  const writes = [
    ['/api/admin/logout', {}],
    ['/api/admin/bookings/BK-ADMIN01/cancel', {}],
    ['/api/admin/bookings/BK-ADMIN01/move', { date: TUESDAY, time: '09:00', court: 2 }],
    ['/api/admin/bookings/BK-ADMIN01/whatsapp-sent', {}],
    ['/api/admin/payments/PAY-ADMIN01/receipt-sent', {}],
  ] as const;

  describe('session and CSRF on every route', () => {
    it('refuses every route without a session, with a forged cookie and with an expired one', async () => {
      await seedRows();
      const browser = client(() => app);
      await browser.login();
      const real = browser.jar.get('pod_admin')!;
      clock.advance(9 * HOUR);
      const token = await browser.csrf();
      for (const cookies of [{}, { pod_admin: 'forged-session-token' }, { pod_admin: real }] as Record<
        string,
        string
      >[]) {
        for (const url of reads) {
          const res = await app.inject({ url, cookies });
          expect([url, res.statusCode, errorCode(res)]).toEqual([url, 401, 'unauthorized']);
        }
        for (const [url, payload] of writes) {
          const res = await app.inject({
            method: 'POST',
            url,
            payload,
            cookies: { ...cookies, ...Object.fromEntries(browser.jar) },
            headers: { 'x-csrf-token': token },
          });
          expect([url, res.statusCode]).toEqual([url, 401]);
        }
      }
      // Nothing changed.
      expect((await handle.db.select().from(bookings)).map((b) => [b.status, b.whatsappSent])).toEqual([
        ['confirmed', false],
        ['pending', false],
        ['cancelled', false],
      ]);
    });

    it('refuses every mutation with a session but without the CSRF token', async () => {
      await seedRows();
      const browser = client(() => app);
      await browser.login();
      for (const [url, payload] of writes) {
        const res = await browser.post(url, payload, {});
        expect([url, res.statusCode, errorCode(res)]).toEqual([url, 403, 'csrf_invalid']);
      }
      for (const url of reads) expect([url, (await browser.get(url)).statusCode]).toEqual([url, 200]);
    });
  });

  // ---------------------------------------------------------------------------------------------------------------
  // Data

  /** Three bookings on Monday and Tuesday, two payments and a paid order. */
  async function seedRows() {
    const ids = await courtIdsOf(handle.db, 'badminton');
    const tennis = await courtIdsOf(handle.db, 'tennis');
    const row = (
      id: string,
      sport: 'badminton' | 'tennis',
      courtId: number,
      date: string,
      time: string,
      status: string,
      name: string,
      phone: string,
      amount = 350,
    ) => ({
      id,
      courtId,
      sportId: sport,
      date,
      time,
      durationMinutes: 60,
      during: sessionRange(date, time, 60),
      status,
      customerName: name,
      customerPhone: phone,
      customerEmail: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
      amount,
    });
    await handle.db
      .insert(bookings)
      .values([
        row('BK-ADMIN01', 'badminton', ids.get(1)!, MONDAY, '09:00', 'confirmed', 'Asha Raman', '98765 43210'),
        row('BK-ADMIN02', 'tennis', tennis.get(2)!, MONDAY, '18:00', 'pending', 'Vikram Das', '+91 91234 56789', 700),
        row('BK-ADMIN03', 'badminton', ids.get(2)!, TUESDAY, '07:00', 'cancelled', 'Asha Raman', '9876543210'),
      ]);
    const pay = (
      id: string,
      status: string,
      amount: number,
      date: string,
      name: string,
      product = 'Badminton court booking',
      verification = 'unverified',
    ) => ({
      id,
      productName: product,
      customerName: name,
      customerPhone: '9876543210',
      customerEmail: 'asha@example.com',
      amountPaise: amount * 100,
      paymentId: `pay_${id}`,
      status,
      verification,
      paymentMethod: 'card',
      date,
    });
    await handle.db
      .insert(payments)
      .values([
        pay('PAY-ADMIN01', 'confirmed', 350, MONDAY, 'Asha Raman', 'Badminton court booking', 'verified'),
        pay('PAY-ADMIN02', 'captured', 899, MONDAY, '=HYPERLINK("http://x")', 'Performance Jersey'),
      ]);
    await handle.db.insert(orders).values({
      ref: 'ref-admin-order-0000000001',
      orderId: 'POD-1',
      status: 'paid',
      total: 1299,
      customerName: 'Asha Raman',
      customerEmail: 'asha@example.com',
      customerPhone: '98765-43210',
      deliveryMethod: 'pickup',
      createdAt: new Date(clock.now()),
    });
  }

  async function signedIn() {
    await seedRows();
    const browser = client(() => app);
    expect((await browser.login()).statusCode).toBe(200);
    return browser;
  }

  const idsOf = async (browser: ReturnType<typeof client>, query: string) =>
    adminBookingsPageSchema.parse((await browser.get(`/api/admin/bookings${query}`)).json()).rows.map((r) => r.id);

  describe('dashboard data', () => {
    it("computes today's cards in India's date", async () => {
      const browser = await signedIn();
      const stats = adminStatsSchema.parse((await browser.get('/api/admin/stats')).json());
      expect(stats).toEqual({
        date: MONDAY,
        todaysBookings: 2,
        todaysRevenue: 350,
        pendingPayments: 1,
        cancellations: 0,
        bookedHours: 2,
        openHours: 7 * 24 - 2 * 3.5,
      });
    });

    it('filters bookings by date, sport, status and a search by phone digits or booking id', async () => {
      const browser = await signedIn();
      expect(await idsOf(browser, '')).toEqual(['BK-ADMIN03', 'BK-ADMIN02', 'BK-ADMIN01']);
      expect(await idsOf(browser, `?date=${MONDAY}`)).toEqual(['BK-ADMIN02', 'BK-ADMIN01']);
      expect(await idsOf(browser, '?sport=tennis')).toEqual(['BK-ADMIN02']);
      expect(await idsOf(browser, '?status=cancelled')).toEqual(['BK-ADMIN03']);
      expect(await idsOf(browser, '?q=91234')).toEqual(['BK-ADMIN02']);
      expect(await idsOf(browser, '?q=98765%2043210')).toEqual(['BK-ADMIN03', 'BK-ADMIN01']);
      expect(await idsOf(browser, '?q=admin01')).toEqual(['BK-ADMIN01']);
      // An id's digits are not a phone number: 987 is in two phones, but "BK-987" is no booking's id.
      expect(await idsOf(browser, '?q=BK-987')).toEqual([]);
      expect(await idsOf(browser, '?q=%2B987')).toEqual(['BK-ADMIN03', 'BK-ADMIN01']);
      expect(await idsOf(browser, '?q=%25')).toEqual([]);
      expect((await browser.get('/api/admin/bookings?sport=cricket')).statusCode).toBe(400);
    });

    it('paginates bookings ten at a time with the total', async () => {
      const browser = await signedIn();
      const ids = await courtIdsOf(handle.db, 'pickleball');
      await handle.db.insert(bookings).values(
        Array.from({ length: 12 }, (_, i) => {
          const time = `${String(i).padStart(2, '0')}:00`;
          return {
            id: `BK-PAGE${String(i).padStart(2, '0')}`,
            courtId: ids.get(1)!,
            sportId: 'pickleball',
            date: TUESDAY,
            time,
            durationMinutes: 60,
            during: sessionRange(TUESDAY, time, 60),
            status: 'confirmed',
            customerName: 'P',
            customerPhone: '9000000000',
            amount: 350,
          };
        }),
      );
      const first = adminBookingsPageSchema.parse((await browser.get('/api/admin/bookings?sport=pickleball')).json());
      const second = adminBookingsPageSchema.parse(
        (await browser.get('/api/admin/bookings?sport=pickleball&page=2')).json(),
      );
      expect([first.total, first.rows.length, second.rows.length]).toEqual([12, 10, 2]);
      expect(new Set([...first.rows, ...second.rows].map((r) => r.id)).size).toBe(12);
    });

    it('cancel frees the slot for visitors at once', async () => {
      const browser = await signedIn();
      const slot = async () =>
        (
          (await app.inject({ url: `/api/availability?sport=badminton&date=${MONDAY}` })).json() as {
            courts: { court: number; slots: { time: string; state: string }[] }[];
          }
        ).courts[0]!.slots.find((s) => s.time === '09:00')!.state;
      expect(await slot()).toBe('booked');
      const res = await browser.post('/api/admin/bookings/BK-ADMIN01/cancel');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: 'BK-ADMIN01', status: 'cancelled' });
      expect(await slot()).toBe('free');
      expect((await browser.post('/api/admin/bookings/BK-ADMIN01/cancel')).json().status).toBe('cancelled');
      expect((await browser.post('/api/admin/bookings/BK-NOSUCH/cancel')).statusCode).toBe(404);
    });

    it('moves a booking to a free slot or court, and refuses a taken slot, coaching and the past', async () => {
      const browser = await signedIn();
      const moved = await browser.post('/api/admin/bookings/BK-ADMIN01/move', {
        date: TUESDAY,
        time: '10:00',
        court: 2,
      });
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toMatchObject({ date: TUESDAY, time: '10:00', court: 2, duration: 1, amount: 350 });
      // BK-ADMIN03 on Tuesday 07:00 court 2 is cancelled: its slot is free.
      expect(
        (await browser.post('/api/admin/bookings/BK-ADMIN01/move', { date: TUESDAY, time: '07:00', court: 2 }))
          .statusCode,
      ).toBe(200);
      const hold = await app.inject({
        method: 'POST',
        url: '/api/holds',
        payload: {
          sport: 'badminton',
          sessions: [{ date: TUESDAY, time: '12:00', court: 1, duration: 1 }],
          customer: { name: 'Z', email: 'z@example.com', phone: '9876543210' },
        },
      });
      expect(hold.statusCode).toBe(201);
      const taken = await browser.post('/api/admin/bookings/BK-ADMIN01/move', {
        date: TUESDAY,
        time: '11:30',
        court: 1,
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error).toMatchObject({
        code: 'slot_taken',
        message: 'Court 1 on Tue, 8 Jan 2030 at 11:30 AM is already taken for 1 h. Choose another time or court.',
      });
      const coaching = await browser.post('/api/admin/bookings/BK-ADMIN01/move', {
        date: TUESDAY,
        time: '16:00',
        court: 1,
      });
      expect([coaching.statusCode, errorCode(coaching)]).toEqual([409, 'slot_unavailable']);
      expect(
        (await browser.post('/api/admin/bookings/BK-ADMIN01/move', { date: '2030-01-06', time: '10:00', court: 1 }))
          .statusCode,
      ).toBe(400);
      expect(
        (await browser.post('/api/admin/bookings/BK-ADMIN01/move', { date: TUESDAY, time: '10:00', court: 3 }))
          .statusCode,
      ).toBe(400);
      expect(
        (await browser.post('/api/admin/bookings/BK-ADMIN03/move', { date: TUESDAY, time: '10:00', court: 1 }))
          .statusCode,
      ).toBe(409);
      const [row] = await handle.db
        .select()
        .from(bookings)
        .where(sql`${bookings.id} = 'BK-ADMIN01'`);
      expect([row!.date, row!.time]).toEqual([TUESDAY, '07:00']);
    });

    it('lists and searches payments, marks a receipt sent, and exports every matching row as CSV', async () => {
      const browser = await signedIn();
      const page = adminPaymentsPageSchema.parse((await browser.get('/api/admin/payments')).json());
      expect(page.rows.map((p) => [p.id, p.status, p.verification])).toEqual(
        [
          ['PAY-ADMIN01', 'confirmed', 'verified'],
          ['PAY-ADMIN02', 'captured', 'unverified'],
        ].sort((a, b) => a[0]!.localeCompare(b[0]!)),
      );
      const pending = adminPaymentsPageSchema.parse((await browser.get('/api/admin/payments?status=captured')).json());
      expect(pending.rows.map((p) => p.id)).toEqual(['PAY-ADMIN02']);
      expect(
        adminPaymentsPageSchema.parse((await browser.get('/api/admin/payments?q=jersey')).json()).rows.map((p) => p.id),
      ).toEqual(['PAY-ADMIN02']);
      expect((await browser.post('/api/admin/payments/PAY-ADMIN01/receipt-sent')).json().receiptSent).toBe(true);

      const csv = await browser.get('/api/admin/payments.csv');
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toBe('attachment; filename="pod_payments.csv"');
      const parsed = Papa.parse<string[]>(csv.body.trim(), { delimiter: ',' }).data;
      expect(parsed[0]).toEqual([
        'ID',
        'Product',
        'Customer',
        'Phone',
        'Email',
        'Amount',
        'Payment ID',
        'Status',
        'Method',
        'Date',
        'Refunded',
        'Verified',
      ]);
      expect(parsed.find((r) => r[0] === 'PAY-ADMIN01')!.slice(5)).toEqual([
        '350',
        'pay_PAY-ADMIN01',
        'confirmed',
        'card',
        MONDAY,
        '0',
        'Yes',
      ]);
      expect(parsed).toHaveLength(3);
      expect(parsed.find((r) => r[0] === 'PAY-ADMIN02')![2]).toBe(`'=HYPERLINK("http://x")`);
      const filtered = Papa.parse<string[]>(
        (await browser.get('/api/admin/payments.csv?status=confirmed')).body.trim(),
        { delimiter: ',' },
      ).data;
      expect(filtered.map((r) => r[0])).toEqual(['ID', 'PAY-ADMIN01']);
    });

    it('draws a day of every court: bookings, pending, holds and coaching blocks', async () => {
      const browser = await signedIn();
      await app.inject({
        method: 'POST',
        url: '/api/holds',
        payload: {
          sport: 'badminton',
          sessions: [{ date: MONDAY, time: '12:00', court: 2, duration: 1.5 }],
          customer: { name: 'Z', email: 'z@example.com', phone: '9876543210' },
        },
      });
      const calendar = adminCalendarSchema.parse((await browser.get(`/api/admin/calendar?date=${MONDAY}`)).json());
      expect(calendar.courts.map((c) => `${c.sport} ${c.court}`)).toEqual([
        'badminton 1',
        'badminton 2',
        'tennis 1',
        'tennis 2',
        'pickleball 1',
        'pickleball 2',
        'futsal 1',
      ]);
      const court = (sport: string, n: number) =>
        calendar.courts.find((c) => c.sport === sport && c.court === n)!.blocks;
      expect(court('badminton', 1)).toEqual([
        { kind: 'booking', start: 540, end: 600, label: 'Asha Raman', bookingId: 'BK-ADMIN01' },
        { kind: 'coaching', start: 990, end: 1200, label: 'Coaching', bookingId: null },
      ]);
      expect(court('badminton', 2).map((b) => [b.kind, b.start, b.end])).toEqual([
        ['hold', 720, 810],
        ['coaching', 990, 1200],
      ]);
      expect(court('tennis', 2)).toEqual([
        { kind: 'pending', start: 1080, end: 1140, label: 'Vikram Das', bookingId: 'BK-ADMIN02' },
      ]);
      // The hold's 10 minutes and the 5-minute grace its slots stay kept after (System Settings).
      clock.advance(16 * 60_000);
      const later = adminCalendarSchema.parse((await browser.get(`/api/admin/calendar?date=${MONDAY}`)).json());
      expect(later.courts[1]!.blocks.map((b) => b.kind)).toEqual(['coaching']);
    });

    it('derives customers from bookings and paid orders by phone number, searchable; spend is their verified payments', async () => {
      const browser = await signedIn();
      const all = adminCustomersPageSchema.parse((await browser.get('/api/admin/customers')).json());
      expect(all.rows).toEqual([
        // PAY-ADMIN01 (verified); the unverified jersey payment and the order with no verified payment never count.
        {
          phone: '9876543210',
          name: 'Asha Raman',
          email: 'asha@example.com',
          bookings: 1,
          orders: 1,
          spend: 350,
          lastVisit: MONDAY,
        },
        {
          phone: '9123456789',
          name: 'Vikram Das',
          email: 'vikram@example.com',
          bookings: 1,
          orders: 0,
          spend: 0,
          lastVisit: MONDAY,
        },
      ]);
      expect(all.total).toBe(2);
      const found = adminCustomersPageSchema.parse((await browser.get('/api/admin/customers?q=vikram')).json());
      expect([found.total, found.rows.map((r) => r.name)]).toEqual([1, ['Vikram Das']]);
      expect(
        adminCustomersPageSchema
          .parse((await browser.get('/api/admin/customers?q=43210')).json())
          .rows.map((r) => r.name),
      ).toEqual(['Asha Raman']);
    });

    it('sums verified payments of the last 30 days by day and by sport', async () => {
      const browser = await signedIn();
      const revenue = adminRevenueSchema.parse((await browser.get('/api/admin/revenue')).json());
      expect([revenue.from, revenue.to, revenue.total, revenue.byDay.length]).toEqual(['2029-12-09', MONDAY, 350, 30]);
      expect(revenue.byDay.at(-1)).toEqual({ date: MONDAY, amount: 350 });
      expect(revenue.bySport.find((s) => s.key === 'badminton')!.amount).toBe(350);
      expect(revenue.bySport.find((s) => s.key === 'shop')!.amount).toBe(0);
    });

    it('exports bookings and payments', async () => {
      const browser = await signedIn();
      const data = (await browser.get('/api/admin/export')).json();
      expect([data.bookings.length, data.payments.length]).toEqual([3, 2]);
    });
  });
});
