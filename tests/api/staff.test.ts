/**
 * Staff accounts and roles: the route table enforced route by route for each role (403 with a clear message, or
 * allowed), the lockout across addresses, deactivation ending sessions, the set-password link (once, and only until
 * it expires), changing one's own password, and the audit trail (every change writes one row in its transaction, a
 * failed change writes none; owners filter it). Runs on PGlite, and again on PostgreSQL when its binaries exist.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminRouteRoles, publicAdminRoutes, staffRoles, type StaffRole } from '../../machines/admin/roles';
import { apiErrorSchema } from '../../machines/api/errors';
import { defaultSiteSettings, siteSettingsResponseSchema } from '../../machines/admin/settings';
import { addDays } from '../../machines/time/dates';
import { activityPageSchema, staffLinkResponseSchema, staffUsersSchema } from '../../machines/api/staff.schema';
import type { DatabaseHandle } from '../../server/db/client';
import { courtIdsOf } from '../../server/db/queries';
import { sessionRange } from '../../server/db/ranges';
import { adminUsers, auditLog, bookings } from '../../server/db/schema';
import { registeredAdminRoutes } from '../../server/routes/admin';
import { DEMO_ADMIN, LOCK_AFTER_FAILURES, LOCK_MINUTES } from '../../server/services/adminAuth';
import { PASSWORD_LINK_HOURS } from '../../server/services/passwordLinks';
import { databaseSuites, holdBody, MONDAY, resetWithDemoAdmin, testApp, testClock, TUESDAY } from './helpers';

const MINUTE = 60_000;
const STRONG = 'court-lights-at-dawn';

/** A browser: keeps its cookies, fetches the CSRF token, and comes from its own address. */
function browser(appOf: () => FastifyInstance, remoteAddress = '127.0.0.1') {
  const jar = new Map<string, string>();
  let csrf = '';
  const remember = (res: LightMyRequestResponse) => {
    for (const c of res.cookies as { name: string; value: string; maxAge?: number }[]) {
      if (c.value === '' || c.maxAge === 0) jar.delete(c.name);
      else jar.set(c.name, c.value);
    }
    return res;
  };
  const api = {
    request: async (method: 'GET' | 'POST', url: string, payload?: object) =>
      remember(
        await appOf().inject({
          method,
          url,
          remoteAddress,
          cookies: Object.fromEntries(jar),
          ...(method === 'POST' ? { payload: payload ?? {}, headers: { 'x-csrf-token': csrf } } : {}),
        }),
      ),
    get: (url: string) => api.request('GET', url),
    post: (url: string, payload?: object) => api.request('POST', url, payload),
    async login(email: string, password: string) {
      csrf = (await api.get('/api/admin/csrf')).json().token as string;
      return api.post('/api/admin/login', { email, password });
    },
  };
  return api;
}

const errorOf = (res: LightMyRequestResponse) => apiErrorSchema.parse(res.json()).error;

describe.each(databaseSuites)('staff accounts on $name', ({ skip, open }) => {
  if (skip) console.warn(`tests/api/staff.test.ts on PostgreSQL skipped: ${skip}`);
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  const clock = testClock();

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
    await handle.db.execute(sql`DELETE FROM admin_users WHERE source <> 'env'`);
    await resetWithDemoAdmin(handle);
    await app?.close();
    app = await testApp(handle, { now: clock.now, admin: { loginsPerAddress: 0, loginsPerAccount: 0 } });
  });

  const owner = async () => {
    const b = browser(() => app);
    expect((await b.login(DEMO_ADMIN.email, DEMO_ADMIN.password)).statusCode).toBe(200);
    return b;
  };
  /** The owner adds an account; its set-password link's token. */
  const addAccount = async (by: ReturnType<typeof browser>, role: StaffRole, email: string) => {
    const res = await by.post('/api/admin/users', { name: `Staff ${role}`, email, role });
    expect(res.statusCode).toBe(201);
    const body = staffLinkResponseSchema.parse(res.json());
    expect(body.link.url).toMatch(/^\/admin\/set-password#[\w-]{43}$/);
    return { id: body.user.id, token: body.link.url.split('#')[1]! };
  };
  /** An account of `role` with STRONG as its password, signed in. */
  const signedInAs = async (by: ReturnType<typeof browser>, role: StaffRole, email: string) => {
    const { id, token } = await addAccount(by, role, email);
    const setter = browser(() => app);
    await setter.login('x@x.example', 'x'); // fetches a CSRF token
    expect((await setter.post(`/api/admin/password-links/${token}`, { password: STRONG })).statusCode).toBe(204);
    const b = browser(() => app);
    expect((await b.login(email, STRONG)).statusCode).toBe(200);
    return { id, b };
  };
  const auditRows = () => handle.db.select().from(auditLog);

  it('names every registered admin route in the role table or the public list', () => {
    const named = new Set([...Object.keys(adminRouteRoles), ...publicAdminRoutes]);
    expect([...registeredAdminRoutes].filter((route) => !named.has(route))).toEqual([]);
    expect(Object.keys(adminRouteRoles).filter((route) => !registeredAdminRoutes.has(route))).toEqual([]);
  });

  it('refuses each route to each role the table leaves out (403, a clear message) and lets the others through', async () => {
    const o = await owner();
    const as: Record<StaffRole, ReturnType<typeof browser>> = {
      owner: o,
      manager: (await signedInAs(o, 'manager', 'manager@pod.example')).b,
      frontDesk: (await signedInAs(o, 'frontDesk', 'desk@pod.example')).b,
    };
    const before = (await auditRows()).length;
    // Staff's live stream never ends, so it cannot be asked here: tests/api/live.test.ts opens it signed in and out.
    const routes = Object.entries(adminRouteRoles)
      .filter(([route]) => route !== 'GET /api/admin/live')
      .sort(([a], [b]) => Number(a.endsWith('/logout')) - Number(b.endsWith('/logout')));
    for (const [route, allowed] of routes) {
      const [method, pattern] = route.split(' ') as ['GET' | 'POST', string];
      const url = pattern
        .replace('/users/:id', '/users/99999')
        .replace('/bookings/:id', '/bookings/BK-NONE1')
        .replace('/payments/:id', '/payments/PAY-NONE1')
        .replace(':id', '99999');
      for (const role of staffRoles) {
        const res = await as[role].request(method, url, {});
        const code = res.statusCode >= 400 ? errorOf(res).code : 'ok';
        if (allowed.includes(role)) {
          expect([route, role, code]).not.toEqual([route, role, 'forbidden']);
          expect([route, role, code]).not.toEqual([route, role, 'unauthorized']);
          expect([route, role, code]).not.toEqual([route, role, 'csrf_invalid']);
        } else {
          expect([route, role, res.statusCode, code]).toEqual([route, role, 403, 'forbidden']);
          expect(errorOf(res).message).toMatch(/^Your account \((Manager|Front desk)\) cannot do this\. Ask an owner/);
        }
      }
    }
    // A refusal changes nothing: the only rows written meanwhile are the allowed calls' (the owner's two exports, the
    // sign-outs).
    const written = (await auditRows()).slice(before);
    expect(new Set(written.map((row) => row.kind))).toEqual(
      new Set(['export', 'sessions.sign-out-others', 'sign-out']),
    );
    expect(written.filter((row) => row.kind === 'export').map((row) => row.actorEmail)).toEqual([
      DEMO_ADMIN.email,
      DEMO_ADMIN.email,
    ]);
  });

  it('locks an account after repeated failures from different addresses, shows it to the owner, and unlocks later', async () => {
    const o = await owner();
    const { id } = await signedInAs(o, 'frontDesk', 'desk@pod.example');
    for (let i = 1; i < LOCK_AFTER_FAILURES; i++) {
      const res = await browser(() => app, `10.1.0.${i}`).login('desk@pod.example', 'wrong password');
      expect(res.statusCode).toBe(401);
    }
    const last = await browser(() => app, '10.1.0.99').login('desk@pod.example', 'wrong password');
    expect(last.statusCode).toBe(429);
    expect(errorOf(last)).toMatchObject({ code: 'account_locked' });
    expect(errorOf(last).message).toMatch(
      /locked after 5 failed sign-ins in a row\. Try again after .+, or ask an owner/,
    );
    // The right password from yet another address is refused while locked.
    const right = await browser(() => app, '10.2.0.1').login('desk@pod.example', STRONG);
    expect(errorOf(right).code).toBe('account_locked');
    const users = staffUsersSchema.parse((await o.get('/api/admin/users')).json()).users;
    expect(users.find((u) => u.id === id)!.lockedUntil).toBe(
      new Date(clock.now() + LOCK_MINUTES * MINUTE).toISOString(),
    );
    clock.advance(LOCK_MINUTES * MINUTE + 1);
    expect((await browser(() => app, '10.2.0.1').login('desk@pod.example', STRONG)).statusCode).toBe(200);
  });

  it('ends every session of a deactivated account at once and refuses its sign-in', async () => {
    const o = await owner();
    const { id, b } = await signedInAs(o, 'frontDesk', 'desk@pod.example');
    expect((await b.get('/api/admin/session')).json()).toMatchObject({ email: 'desk@pod.example', role: 'frontDesk' });
    const res = await o.post(`/api/admin/users/${id}`, { active: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ active: false, sessions: 0 });
    expect((await b.get('/api/admin/session')).statusCode).toBe(401);
    expect(errorOf(await b.login('desk@pod.example', STRONG)).code).toBe('invalid_credentials');
    // An owner cannot deactivate themselves, nor leave the centre without an owner.
    const [self] = await handle.db
      .select()
      .from(adminUsers)
      .where(sql`email = ${DEMO_ADMIN.email}`);
    const own = await o.post(`/api/admin/users/${self!.id}`, { active: false });
    expect(own.statusCode).toBe(409);
    expect(errorOf(own).message).toBe('You cannot deactivate your own account or change its role. Ask another owner.');
  });

  it('makes a set-password link that works once and only until it expires', async () => {
    const o = await owner();
    const { token } = await addAccount(o, 'manager', 'manager@pod.example');
    const anon = browser(() => app);
    await anon.login('x@x.example', 'x');
    expect((await anon.get(`/api/admin/password-links/${token}`)).json()).toEqual({
      email: 'manager@pod.example',
      name: 'Staff manager',
    });
    const weak = await anon.post(`/api/admin/password-links/${token}`, { password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(errorOf(weak)).toMatchObject({
      field: 'password',
      message: 'password: Use at least 12 characters (this one has 5).',
    });
    const breached = await anon.post(`/api/admin/password-links/${token}`, { password: 'password1234' });
    expect(errorOf(breached).message).toMatch(/breached passwords/);
    expect((await anon.post(`/api/admin/password-links/${token}`, { password: STRONG })).statusCode).toBe(204);
    const again = await anon.post(`/api/admin/password-links/${token}`, { password: 'another-strong-one' });
    expect(again.statusCode).toBe(410);
    expect(errorOf(again).code).toBe('link_invalid');
    expect((await browser(() => app).login('manager@pod.example', STRONG)).statusCode).toBe(200);

    const late = await addAccount(o, 'frontDesk', 'late@pod.example');
    clock.advance(PASSWORD_LINK_HOURS * 60 * MINUTE + 1);
    const expired = await anon.post(`/api/admin/password-links/${late.token}`, { password: STRONG });
    expect(expired.statusCode).toBe(410);
    expect(errorOf(expired).message).toBe(
      'This set-password link has already been used or has expired. Ask an owner for a new link from User Management.',
    );
  });

  it('changes its own password with the current one, ending its other sessions', async () => {
    const o = await owner();
    const { b } = await signedInAs(o, 'frontDesk', 'desk@pod.example');
    const other = browser(() => app, '10.3.0.1');
    expect((await other.login('desk@pod.example', STRONG)).statusCode).toBe(200);
    const sessions = (await b.get('/api/admin/me/sessions')).json().sessions as { current: boolean }[];
    expect(sessions.map((s) => s.current)).toEqual([true, false]);
    const wrong = await b.post('/api/admin/me/password', { current: 'not it', password: 'new-court-lights-99' });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong)).toMatchObject({
      field: 'current',
      message: 'Your current password is not right. Nothing was changed.',
    });
    expect(
      (await b.post('/api/admin/me/password', { current: STRONG, password: 'new-court-lights-99' })).statusCode,
    ).toBe(204);
    expect((await other.get('/api/admin/session')).statusCode).toBe(401);
    expect((await b.get('/api/admin/session')).statusCode).toBe(200);
    expect((await browser(() => app).login('desk@pod.example', 'new-court-lights-99')).statusCode).toBe(200);
  });

  it('writes one audit row per change in its transaction and none for a failed change; owners filter it', async () => {
    const o = await owner();
    const { b: desk } = await signedInAs(o, 'frontDesk', 'desk@pod.example');
    const ids = await courtIdsOf(handle.db, 'badminton');
    const row = (id: string, time: string) => ({
      id,
      courtId: ids.get(1)!,
      sportId: 'badminton',
      date: TUESDAY,
      time,
      durationMinutes: 60,
      during: sessionRange(TUESDAY, time, 60),
      status: 'confirmed',
      customerName: 'Asha Raman',
      customerPhone: '9876543210',
      customerEmail: 'asha@example.com',
      amount: 350,
    });
    await handle.db.insert(bookings).values([row('BK-AUDIT1', '09:00'), row('BK-AUDIT2', '10:00')]);
    const count = async () => (await auditRows()).length;

    let before = await count();
    expect((await desk.post('/api/admin/bookings/BK-AUDIT1/cancel')).statusCode).toBe(200);
    const cancels = (await auditRows()).filter((r) => r.kind === 'booking.cancel');
    expect(await count()).toBe(before + 1);
    expect(cancels).toEqual([
      expect.objectContaining({
        actorEmail: 'desk@pod.example',
        record: 'BK-AUDIT1',
        before: { status: 'confirmed' },
        after: { status: 'cancelled', refundPaise: 0 },
        address: '127.0.0.1',
      }),
    ]);

    before = await count();
    expect((await desk.post('/api/admin/bookings/BK-AUDIT1/cancel')).statusCode).toBe(200); // already cancelled
    expect((await desk.post('/api/admin/bookings/BK-NONE9/cancel')).statusCode).toBe(404);
    // Moving onto a taken slot fails in the database: the move and its row roll back together.
    await handle.db
      .update(bookings)
      .set({ status: 'confirmed' })
      .where(sql`id = 'BK-AUDIT1'`);
    const taken = await desk.post('/api/admin/bookings/BK-AUDIT2/move', { date: TUESDAY, time: '09:00', court: 1 });
    expect(taken.statusCode).toBe(409);
    expect(
      (await o.post('/api/admin/users', { name: 'Dup', email: 'desk@pod.example', role: 'owner' })).statusCode,
    ).toBe(409);
    expect(await count()).toBe(before);

    expect(
      (await desk.post('/api/admin/bookings/BK-AUDIT2/move', { date: MONDAY, time: '20:00', court: 2 })).statusCode,
    ).toBe(200);
    expect((await o.get('/api/admin/export')).statusCode).toBe(200);
    expect(await count()).toBe(before + 2);
    const secret = JSON.stringify(await auditRows());
    expect(secret).not.toContain(STRONG);
    expect(secret).not.toMatch(/scrypt\$/);

    const byDesk = activityPageSchema.parse((await o.get('/api/admin/activity?person=desk')).json());
    expect(byDesk.rows.map((r) => r.kind)).toEqual(['booking.move', 'booking.cancel', 'sign-in', 'password.change']);
    const moves = activityPageSchema.parse((await o.get('/api/admin/activity?kind=booking.move')).json());
    expect(moves.rows).toEqual([expect.objectContaining({ actor: 'desk@pod.example', record: 'BK-AUDIT2' })]);
    const tomorrow = activityPageSchema.parse((await o.get(`/api/admin/activity?from=${TUESDAY}`)).json());
    expect(tomorrow.total).toBe(0);
    expect((await o.get('/api/admin/activity?kind=nothing')).statusCode).toBe(400);
  });

  it('validates System Settings with a message per field, saves them with one audit row, and enforces days ahead', async () => {
    const o = await owner();
    const current = siteSettingsResponseSchema.parse((await o.get('/api/admin/settings')).json());
    expect(current).toEqual({ settings: defaultSiteSettings, version: 0 });
    const bad = async (change: (s: typeof defaultSiteSettings) => void) => {
      const settings = structuredClone(defaultSiteSettings);
      change(settings);
      const res = await o.post('/api/admin/settings', { settings, version: 0 });
      expect(res.statusCode).toBe(400);
      return errorOf(res);
    };
    expect(await bad((s) => (s.phones.sports = '12345'))).toEqual({
      code: 'bad_request',
      field: 'settings.phones.sports',
      message: 'settings.phones.sports: Enter an Indian 10-digit number, such as +91 98765 43210.',
    });
    expect((await bad((s) => (s.hours.cafe = { opens: '23:00', closes: '11:00' }))).message).toBe(
      'settings.hours.cafe.closes: Closing time must be after opening time.',
    );
    expect((await bad((s) => (s.booking.graceMinutes = -5))).message).toBe(
      'settings.booking.graceMinutes: Grace minutes cannot be negative.',
    );
    expect((await auditRows()).filter((r) => r.kind === 'settings.save')).toEqual([]);

    const settings = structuredClone(defaultSiteSettings);
    settings.phones.sports = '+91 98765 43210';
    settings.booking.daysAhead = 3;
    const saved = await o.post('/api/admin/settings', { settings, version: 0 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ settings, version: 1 });
    expect((await o.post('/api/admin/settings', { settings, version: 0 })).statusCode).toBe(409);
    expect((await auditRows()).filter((r) => r.kind === 'settings.save')).toEqual([
      expect.objectContaining({ actorEmail: DEMO_ADMIN.email, record: 'settings' }),
    ]);
    expect((await app.inject({ url: '/api/site' })).json()).toMatchObject({ phones: { sports: '+91 98765 43210' } });

    const tooFar = await app.inject({
      method: 'POST',
      url: '/api/holds',
      payload: holdBody([{ date: addDays(MONDAY, 4), time: '10:00', court: 1, duration: 1 }]),
    });
    expect(tooFar.statusCode).toBe(400);
    expect(errorOf(tooFar).message).toBe(
      'sessions.0.date: Courts can be booked up to 3 days ahead. Choose an earlier date.',
    );
    const inside = await app.inject({
      method: 'POST',
      url: '/api/holds',
      payload: holdBody([{ date: addDays(MONDAY, 3), time: '10:00', court: 1, duration: 1 }]),
    });
    expect(inside.statusCode).toBe(201);
  });
});
