/**
 * The home page banners' API: the seeded banners are public; a save by staff is what `GET /api/home` serves next;
 * every admin route refuses without a session and the save without the CSRF token; each field rule answers 400 with
 * its own message and saves nothing; a save made from an older copy is refused (409 version_conflict). Runs on
 * PGlite, and again on a throwaway PostgreSQL when its binaries exist.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiMessages } from '../../machines/api/errors';
import {
  adminHomeResponseSchema,
  homeMessages,
  homeResponseSchema,
  type AdminHomeBanner,
} from '../../machines/api/home.schema';
import { defaultHomeBanners } from '../../machines/home/banners';
import { seedHomepage } from '../../server/db/seed.homepage';
import { adminClient, errorOf } from './adminClient';
import { adminSuite } from './adminSuite';
import { databaseSuites } from './helpers';

const MEDIA = '/media/0123456789abcdef0123456789abcdef.webp';

describe.each(databaseSuites)('home page banners API on $name', ({ skip, open }) => {
  const env = adminSuite({ skip, open }, async (db) => {
    await db.execute(sql`TRUNCATE home_banners`);
    await seedHomepage(db);
  });

  const publicHome = async () => {
    const res = await env.app.inject({ url: '/api/home' });
    expect(res.statusCode).toBe(200);
    return homeResponseSchema.parse(res.json()).banners;
  };
  const loaded = async (staff: Awaited<ReturnType<ReturnType<typeof adminClient>['login']>>) =>
    adminHomeResponseSchema.parse((await staff.get('/api/admin/home')).json()).banners;

  it('serves the seeded banners, left (sports) then right (café)', async () => {
    expect(await publicHome()).toEqual([defaultHomeBanners.left, defaultHomeBanners.right]);
    expect((await env.app.inject({ url: '/api/home' })).headers['cache-control']).toBe('no-cache');
  });

  it('a save changes what the public API serves and bumps the version', async () => {
    const staff = await adminClient(() => env.app).login();
    const [left, right] = (await loaded(staff)) as [AdminHomeBanner, AdminHomeBanner];
    expect(left.version).toBe(0);
    const res = await staff.post('/api/admin/home', {
      banners: [
        { ...left, title: '  Night Games  ', buttonLink: '/schedule', image: MEDIA },
        { ...right, buttonText: 'Order now', buttonLink: 'https://example.com/menu?x=1', subtitle: '' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const saved = adminHomeResponseSchema.parse(res.json()).banners;
    expect(saved.map((b) => b.version)).toEqual([1, 1]);
    expect(await publicHome()).toEqual([
      { ...defaultHomeBanners.left, title: 'Night Games', buttonLink: '/schedule', image: MEDIA },
      {
        ...defaultHomeBanners.right,
        buttonText: 'Order now',
        buttonLink: 'https://example.com/menu?x=1',
        subtitle: '',
      },
    ]);

    // Remove image: back to the default illustration.
    const again = await staff.post('/api/admin/home', { banners: [{ ...saved[0]!, image: null }] });
    expect(again.statusCode).toBe(200);
    expect((await publicHome())[0]!.image).toBeNull();
  });

  it('refuses each bad field with its own message, and saves nothing', async () => {
    const staff = await adminClient(() => env.app).login();
    const [left] = (await loaded(staff)) as [AdminHomeBanner];
    const cases: [Partial<AdminHomeBanner>, string, string][] = [
      [{ title: '   ' }, 'title', homeMessages.titleRequired],
      [{ title: 'x'.repeat(61) }, 'title', homeMessages.titleTooLong],
      [{ subtitle: 'x'.repeat(201) }, 'subtitle', homeMessages.subtitleTooLong],
      [{ buttonText: '' }, 'buttonText', homeMessages.buttonTextRequired],
      [{ buttonText: 'x'.repeat(31) }, 'buttonText', homeMessages.buttonTextTooLong],
      [{ buttonLink: '' }, 'buttonLink', homeMessages.linkRequired],
      [{ buttonLink: `/${'x'.repeat(300)}` }, 'buttonLink', homeMessages.linkTooLong],
      [{ buttonLink: '//evil.example' }, 'buttonLink', homeMessages.linkProtocolRelative],
      [{ buttonLink: '/\\evil.example' }, 'buttonLink', homeMessages.linkSpaces],
      [{ buttonLink: '/sports page' }, 'buttonLink', homeMessages.linkSpaces],
      [{ buttonLink: 'http://example.com' }, 'buttonLink', homeMessages.linkInsecure],
      [{ buttonLink: 'https:/example.com' }, 'buttonLink', homeMessages.linkBadUrl],
      [{ buttonLink: 'https://localhost' }, 'buttonLink', homeMessages.linkBadUrl],
      [{ buttonLink: 'javascript:alert(1)' }, 'buttonLink', homeMessages.linkScheme],
      [{ buttonLink: 'sports' }, 'buttonLink', homeMessages.linkScheme],
      [{ buttonLink: 'mailto:a@b.co' }, 'buttonLink', homeMessages.linkScheme],
      [{ image: 'https://example.com/x.png' }, 'image', homeMessages.image],
      [{ image: '/images/sports.png' }, 'image', homeMessages.image],
    ];
    for (const [change, field, message] of cases) {
      const res = await staff.post('/api/admin/home', { banners: [{ ...left, ...change }] });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(errorOf(res), JSON.stringify(change)).toMatchObject({
        code: 'bad_request',
        field: `banners.0.${field}`,
        message: `banners.0.${field}: ${message}`,
      });
    }
    for (const bad of [
      { banners: [] },
      { banners: [left, left] },
      { banners: [{ ...left, side: 'middle' }] },
      { banners: 'all' },
      {},
    ]) {
      const res = await staff.post('/api/admin/home', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(errorOf(res).code).toBe('bad_request');
    }
    expect(await publicHome()).toEqual([defaultHomeBanners.left, defaultHomeBanners.right]);
  });

  it("refuses a save made from an older copy (409), keeping the other staff member's banner", async () => {
    const first = await adminClient(() => env.app).login();
    const second = await adminClient(() => env.app).login();
    const [left, right] = (await loaded(first)) as [AdminHomeBanner, AdminHomeBanner];
    expect((await first.post('/api/admin/home', { banners: [{ ...left, title: 'First' }] })).statusCode).toBe(200);
    const late = await second.post('/api/admin/home', {
      banners: [
        { ...right, title: 'Also right' },
        { ...left, title: 'Second' },
      ],
    });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late)).toMatchObject({ code: 'version_conflict', message: apiMessages.versionConflict });
    const now = await publicHome();
    expect(now.map((b) => b.title)).toEqual(['First', defaultHomeBanners.right.title]);
  });

  it('refuses without a session and without the CSRF token', async () => {
    expect((await env.app.inject({ url: '/api/admin/home' })).statusCode).toBe(401);
    const body = { banners: [{ ...defaultHomeBanners.left, title: 'Hacked', version: 0 }] };
    expect((await env.app.inject({ method: 'POST', url: '/api/admin/home', payload: body })).statusCode).toBe(401);
    const staff = await adminClient(() => env.app).login();
    const res = await staff.post('/api/admin/home', body, {});
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).code).toBe('csrf_invalid');
    expect((await publicHome())[0]!.title).toBe(defaultHomeBanners.left.title);
  });
});
