/**
 * System Settings (issue 48): each invalid field refused with its own message and nothing saved; a saved change in
 * GET /api/site and in the served HTML of a public page at once (the footer's telephone link and the structured data,
 * rendered by the app's own renderer, the page cache invalidated by the save); the hold minutes and the grace after
 * them that the server keeps a hold's slots for; a kind of email switched off is recorded as not sent. And each
 * account's own password and sessions: the current password required, the minimum strength and the breached list,
 * "sign out other sessions". Runs on PGlite, and again on PostgreSQL when its binaries exist.
 */
import { sql } from 'drizzle-orm';
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { renderPage } from '../../app/ssr/render';
import { defaultSiteSettings, siteSettingsResponseSchema, type SiteSettings } from '../../machines/admin/settings';
import { staffSessionsSchema } from '../../machines/api/staff.schema';
import { SWITCHED_OFF } from '../../machines/messages/messages';
import { auditLog } from '../../server/db/schema';
import { DEMO_ADMIN } from '../../server/services/adminAuth';
import { adminClient, errorOf } from './adminClient';
import { adminSuite } from './adminSuite';
import { databaseSuites, holdBody, makeSite, MONDAY, otherVisitor, testApp } from './helpers';

const MINUTE = 60_000;
const site = makeSite();
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe.each(databaseSuites)('System Settings and own account on $name', ({ skip, open }) => {
  if (skip) console.warn(`tests/api/settings.test.ts on PostgreSQL skipped: ${skip}`);
  const env = adminSuite({ skip, open });

  const owner = () => adminClient(() => env.app).login();
  /** The settings as saved now (version and values). */
  const current = async (o: Awaited<ReturnType<typeof owner>>) =>
    siteSettingsResponseSchema.parse((await o.get('/api/admin/settings')).json());
  /** Saves the defaults with `change` made, from the settings' current version. */
  const save = async (o: Awaited<ReturnType<typeof owner>>, change: (s: SiteSettings) => void) => {
    const { version } = await current(o);
    const settings = structuredClone(defaultSiteSettings);
    change(settings);
    return o.post('/api/admin/settings', { settings, version });
  };
  const settingsAudits = async () =>
    (await env.handle.db.select().from(auditLog)).filter((row) => row.kind === 'settings.save');

  it('refuses each invalid field with its own message, and saves nothing', async () => {
    const o = await owner();
    const cases: [string, (s: SiteSettings) => void, string, string][] = [
      ['no name', (s) => (s.name = '  '), 'settings.name', 'The centre name is required.'],
      [
        'a café number that is not Indian',
        (s) => (s.phones.cafe = '+44 20 7946 0000'),
        'settings.phones.cafe',
        'Enter an Indian 10-digit number, such as +91 98765 43210.',
      ],
      ['an email', (s) => (s.email = 'hello@pod'), 'settings.email', 'Enter an email address such as hello@pod.in.'],
      [
        'a map link without https',
        (s) => (s.mapUrl = 'http://maps.example/pod'),
        'settings.mapUrl',
        'Enter a full link starting with https://.',
      ],
      [
        'sports hours ending before they start',
        (s) => (s.hours.sports = { opens: '22:00', closes: '06:00' }),
        'settings.hours.sports.closes',
        'Closing time must be after opening time.',
      ],
      [
        'a time that is not one',
        (s) => (s.hours.cafe.opens = '7 am'),
        'settings.hours.cafe.opens',
        'Enter a time as HH:MM, from 00:00 to 24:00.',
      ],
      [
        'no days ahead',
        (s) => (s.booking.daysAhead = 0),
        'settings.booking.daysAhead',
        'Days ahead must be at least 1.',
      ],
      [
        'a negative grace',
        (s) => (s.booking.graceMinutes = -1),
        'settings.booking.graceMinutes',
        'Grace minutes cannot be negative.',
      ],
      [
        'a refund over 100%',
        (s) => (s.booking.refund.partialPercent = 120),
        'settings.booking.refund.partialPercent',
        'Partial refund percent can be at most 100.',
      ],
      [
        'a partial window past the full one',
        (s) => (s.booking.refund.partialFromHours = 48),
        'settings.booking.refund.partialFromHours',
        'The partial refund window must end at or before the full refund window starts.',
      ],
    ];
    for (const [what, change, field, message] of cases) {
      const res = await save(o, change);
      expect([what, res.statusCode]).toEqual([what, 400]);
      expect([what, errorOf(res)]).toEqual([what, { code: 'bad_request', field, message: `${field}: ${message}` }]);
    }
    expect(await current(o)).toMatchObject({ version: 0 });
    expect(await settingsAudits()).toEqual([]);
  });

  it('a saved sports number is in GET /api/site and in the served page at once: footer, contact card, structured data', async () => {
    const served = await testApp(env.handle, { now: env.clock.now, staticDir: site, renderer: renderPage });
    try {
      await served.listen({ port: 0, host: '127.0.0.1' });
      const { port } = served.server.address() as { port: number };
      const page = async () => {
        const res = await fetch(`http://127.0.0.1:${port}/contact`);
        expect(res.status).toBe(200);
        return res.text();
      };
      const before = await page();
      expect(before).toMatch(/<footer[^]*href="tel:\+919000000001"/);
      expect(before).toContain('"telephone":"+919000000001"');

      const o = adminClient(() => served);
      await o.login();
      const saved = await save(o, (s) => {
        s.phones.sports = '+91 98765 43210';
        s.hours.cafe = { opens: '08:00', closes: '22:30' };
      });
      expect(saved.statusCode).toBe(200);
      expect((await served.inject({ url: '/api/site' })).json()).toMatchObject({
        phones: { sports: '+91 98765 43210' },
      });

      const after = await page();
      expect(after).toMatch(/<footer[^]*href="tel:\+919876543210"[^>]*>[^<]*\+91 98765 43210/);
      expect(after).not.toContain('tel:+919000000001');
      expect(after).toContain('"telephone":"+919876543210"');
      expect(after).toContain('Café 8 AM – 10:30 PM daily');
      expect(after).toContain('https://wa.me/919876543210?text=');
    } finally {
      await served.close();
    }
  });

  it("keeps a hold's slots for the grace after the hold ends: pay is refused after the hold, the slots free after the grace", async () => {
    const o = await owner();
    expect((await save(o, (s) => Object.assign(s.booking, { holdMinutes: 6, graceMinutes: 4 }))).statusCode).toBe(200);
    const session = { date: MONDAY, time: '07:00', court: 1, duration: 1 };
    const hold = async (visitor: number) =>
      env.app.inject({
        method: 'POST',
        url: '/api/holds',
        payload: { ...holdBody([session]), customer: otherVisitor(visitor).customer },
        remoteAddress: otherVisitor(visitor).address,
      });
    const first = await hold(1);
    expect(first.statusCode).toBe(201);
    const { holdId, expiresAt } = first.json() as { holdId: string; expiresAt: string };
    expect(Date.parse(expiresAt) - env.clock.now()).toBe(6 * MINUTE);

    env.clock.advance(6 * MINUTE);
    expect(errorOf(await env.app.inject({ method: 'POST', url: `/api/holds/${holdId}/pay` })).code).toBe(
      'hold_expired',
    );
    // Within the grace: still kept for the first visitor, whose payment may still arrive.
    expect((await hold(2)).statusCode).toBe(409);
    env.clock.advance(4 * MINUTE);
    expect((await hold(2)).statusCode).toBe(201);
  });

  it('records a kind of email that is switched off as not sent, saying why; the kinds left on are queued', async () => {
    const o = await owner();
    const off = await save(o, (s) => (s.notifications.booking_confirmed = false));
    expect(off.statusCode).toBe(200);
    const held = await env.app.inject({
      method: 'POST',
      url: '/api/holds',
      payload: holdBody([{ date: MONDAY, time: '09:00', court: 2, duration: 1 }]),
    });
    expect(held.statusCode).toBe(201);
    const confirm = await env.app.inject({
      method: 'POST',
      url: '/api/bookings/confirm',
      payload: { holdId: held.json().holdId, paymentId: 'pay_SETTINGS1' },
    });
    expect(confirm.statusCode).toBe(200);
    const rows = (
      (await env.handle.db.execute(sql`SELECT kind, status, last_error FROM outbox ORDER BY kind`)) as unknown as {
        rows: { kind: string; status: string; last_error: string | null }[];
      }
    ).rows;
    expect(rows).toEqual([
      { kind: 'booking_confirmed', status: 'unsent', last_error: SWITCHED_OFF },
      { kind: 'staff_new_booking', status: 'queued', last_error: null },
    ]);
  });

  it('changes its own password only with the current one and a strong new one; other sessions end', async () => {
    const here = await owner();
    const phone = await owner();
    const sessions = staffSessionsSchema.parse((await here.get('/api/admin/me/sessions')).json()).sessions;
    expect(sessions.map((s) => s.current)).toEqual([true, false]);

    const change = (current: string, password: string) => here.post('/api/admin/me/password', { current, password });
    expect(errorOf(await change('', 'floodlit-courts-77'))).toMatchObject({ field: 'current' });
    expect(errorOf(await change('not-my-password', 'floodlit-courts-77'))).toEqual({
      code: 'bad_request',
      field: 'current',
      message: 'Your current password is not right. Nothing was changed.',
    });
    expect(errorOf(await change(DEMO_ADMIN.password, 'short1'))).toMatchObject({
      field: 'password',
      message: 'password: Use at least 12 characters (this one has 6).',
    });
    expect(errorOf(await change(DEMO_ADMIN.password, 'password1234'))).toMatchObject({
      field: 'password',
      message: 'password: This password is on public lists of breached passwords. Choose another.',
    });
    expect((await phone.get('/api/admin/session')).statusCode).toBe(200);

    expect((await change(DEMO_ADMIN.password, 'floodlit-courts-77')).statusCode).toBe(204);
    expect((await phone.get('/api/admin/session')).statusCode).toBe(401);
    expect((await here.get('/api/admin/session')).statusCode).toBe(200);
  });

  it('"sign out other sessions" ends every other session of the account and keeps this one', async () => {
    const here = await owner();
    const laptop = await owner();
    const tablet = await owner();
    const ended = await here.post('/api/admin/me/sessions/sign-out-others');
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ ended: 2 });
    expect((await laptop.get('/api/admin/session')).statusCode).toBe(401);
    expect((await tablet.get('/api/admin/session')).statusCode).toBe(401);
    const left = staffSessionsSchema.parse((await here.get('/api/admin/me/sessions')).json()).sessions;
    expect(left.map((s) => s.current)).toEqual([true]);
    const audits = (await env.handle.db.select().from(auditLog)).filter((r) => r.kind === 'sessions.sign-out-others');
    expect(audits).toEqual([expect.objectContaining({ summary: 'Signed out 2 other sessions.' })]);
  });
});
