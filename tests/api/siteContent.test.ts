/**
 * The site content API (Admin > Café, Gallery, Partners, Home Page Manager's branding): the shipped content is what
 * GET /api/site-content serves on first start; what staff create, save, move, hide and delete is what it serves next.
 * Every admin route refuses without a session, every mutation without the CSRF token; bad input is a 400 naming the
 * field and changes nothing; a save, move or delete made from an older copy is refused (409 version_conflict).
 * Runs on PGlite, and again on a throwaway PostgreSQL when its binaries exist.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  adminSiteContentSchema,
  adminSiteRecordSchema,
  siteContentResponseSchema,
} from '../../machines/api/siteContent.schema';
import { seededSiteContent } from '../../machines/site/siteContent.seed';
import { seedLinks, seedSiteContent } from '../../server/db/seed.siteContent';
import { adminClient, errorOf } from './adminClient';
import { adminSuite } from './adminSuite';
import { databaseSuites } from './helpers';

const image = (n: number, ext = 'png') => `/media/${String(n).repeat(32).slice(0, 32)}.${ext}`;
const newPartner = {
  name: 'Court Kings',
  logo: image(1),
  label: 'Equipment Partner',
  description: 'Strings and grips, restrung while you play.',
  link: 'https://courtkings.example.com',
};
const newPicture = {
  type: 'image',
  src: image(2, 'webp'),
  title: 'Floodlit Finals',
  alt: 'Players shaking hands at the net',
  category: 'events',
  link: '',
};

describe.each(databaseSuites)('site content API on $name', ({ skip, open }) => {
  const env = adminSuite({ skip, open }, async (db) => {
    await db.execute(sql`TRUNCATE site_content`);
    await seedSiteContent(db);
  });

  const publicContent = async () =>
    siteContentResponseSchema.parse((await env.app.inject({ url: '/api/site-content' })).json());
  type Staff = Awaited<ReturnType<ReturnType<typeof adminClient>['login']>>;
  const list = async (staff: Staff, kind: string) =>
    adminSiteContentSchema.parse((await staff.get(`/api/admin/site-content/${kind}`)).json()).records;

  it('serves what the site shipped with on first start, without versions', async () => {
    const content = await publicContent();
    expect(content).toEqual(seededSiteContent(seedLinks));
    expect(content.cafeOffers.map((o) => o.title)).toEqual(['Pizza Fest Friday', 'Coffee Happy Hours']);
    expect(JSON.stringify(content)).not.toContain('version');
  });

  it('seeding again inserts nothing twice and brings back nothing staff deleted', async () => {
    const staff = await adminClient(() => env.app).login();
    const [first] = await list(staff, 'partners');
    const res = await staff.post(`/api/admin/site-content/partners/${first!.id}/delete`, { version: 0 });
    expect(res.json()).toEqual({ deleted: true });
    await seedSiteContent(env.handle.db);
    const content = await publicContent();
    expect(content.partners.map((p) => p.name)).toEqual(['FitFuel', 'OMR Runners']);
    expect(content.gallery).toHaveLength(seededSiteContent(seedLinks).gallery.length);
  });

  it('creates, saves, hides and deletes a partner; /api/site-content follows', async () => {
    const staff = await adminClient(() => env.app).login();
    const created = await staff.post('/api/admin/site-content/partners', { ...newPartner, hidden: false });
    expect(created.statusCode).toBe(201);
    const partner = adminSiteRecordSchema.parse(created.json());
    expect(partner).toMatchObject({ data: newPartner, hidden: false, version: 0 });
    expect(partner.id).toMatch(/^court-kings-[0-9a-f]{6}$/);
    expect((await publicContent()).partners.at(-1)).toEqual({ id: partner.id, ...newPartner });

    const url = `/api/admin/site-content/partners/${partner.id}`;
    const saved = await staff.post(url, { ...newPartner, label: 'Stringing Partner', hidden: true, version: 0 });
    expect(adminSiteRecordSchema.parse(saved.json())).toMatchObject({ hidden: true, version: 1 });
    expect((await publicContent()).partners.map((p) => p.id)).not.toContain(partner.id);
    expect((await list(staff, 'partners')).at(-1)).toMatchObject({ id: partner.id, hidden: true });

    expect((await staff.post(`${url}/delete`, { version: 1 })).json()).toEqual({ deleted: true });
    expect((await list(staff, 'partners')).map((p) => p.id)).not.toContain(partner.id);
    const again = await staff.post(url, { ...newPartner, hidden: false, version: 2 });
    expect(again.statusCode).toBe(404);
    expect(errorOf(again).code).toBe('not_found');
    const [row] = (
      (await env.handle.db.execute(
        sql`SELECT deleted_at IS NOT NULL AS gone FROM site_content WHERE id = ${partner.id}`,
      )) as unknown as { rows: { gone: boolean }[] }
    ).rows;
    expect(row?.gone).toBe(true);
  });

  it('moves an uploaded picture to the top of the gallery, one place at a time', async () => {
    const staff = await adminClient(() => env.app).login();
    const created = adminSiteRecordSchema.parse(
      (await staff.post('/api/admin/site-content/gallery', { ...newPicture, hidden: false })).json(),
    );
    const count = (await list(staff, 'gallery')).length;
    let version = created.version;
    for (let step = 1; step < count; step++) {
      const moved = await staff.post(`/api/admin/site-content/gallery/${created.id}/move`, {
        direction: 'up',
        version,
      });
      expect(moved.statusCode).toBe(200);
      const records = adminSiteContentSchema.parse(moved.json()).records;
      expect(records.findIndex((r) => r.id === created.id)).toBe(count - 1 - step);
      version = records.find((r) => r.id === created.id)!.version;
    }
    expect((await publicContent()).gallery[0]).toEqual({ id: created.id, ...newPicture });
    // At the top already: nothing moves.
    const top = await staff.post(`/api/admin/site-content/gallery/${created.id}/move`, { direction: 'up', version });
    expect(adminSiteContentSchema.parse(top.json()).records[0]!.id).toBe(created.id);
    const stale = await staff.post(`/api/admin/site-content/gallery/${created.id}/move`, {
      direction: 'down',
      version: 0,
    });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).code).toBe('version_conflict');
  });

  it('refuses bad input with a message naming the field, and writes nothing', async () => {
    const staff = await adminClient(() => env.app).login();
    const before = await publicContent();
    const cases: [string, object, string][] = [
      ['partners', { ...newPartner, name: '  ' }, 'name'],
      ['partners', { ...newPartner, link: 'http://plain.example.com' }, 'link'],
      ['partners', { ...newPartner, logo: 'https://evil.example/logo.png' }, 'logo'],
      ['gallery', { ...newPicture, type: 'video', link: '' }, 'link'],
      ['gallery', { ...newPicture, category: 'weddings' }, 'category'],
      ['gallery', { ...newPicture, src: '//evil.example/x.png' }, 'src'],
      ['cafe-offers', { title: 'Tea Time', days: '', hours: '4-6 PM', description: 'Chai.', icon: 'coffee' }, 'days'],
    ];
    for (const [kind, body, field] of cases) {
      const res = await staff.post(`/api/admin/site-content/${kind}`, { ...body, hidden: false });
      expect(res.statusCode, `${kind} ${field}`).toBe(400);
      expect(errorOf(res).field, `${kind} ${field}`).toBe(field);
    }
    expect(errorOf(await staff.post('/api/admin/site-content/partners', { ...newPartner, name: '' })).message).toBe(
      'name: Name: please fill this in.',
    );
    expect((await staff.post('/api/admin/site-content/menus', newPartner)).statusCode).toBe(404);
    expect(await publicContent()).toEqual(before);
  });

  it('saves a café offer title and refuses the older copy with a 409', async () => {
    const staff = await adminClient(() => env.app).login();
    const [offer] = await list(staff, 'cafe-offers');
    const url = `/api/admin/site-content/cafe-offers/${offer!.id}`;
    const ok = await staff.post(url, { ...offer!.data, title: 'Pizza Fest Weekend', hidden: false, version: 0 });
    expect(ok.statusCode).toBe(200);
    const late = await staff.post(url, { ...offer!.data, title: 'Pizza Night', hidden: false, version: 0 });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).code).toBe('version_conflict');
    expect((await staff.post(`${url}/delete`, { version: 0 })).statusCode).toBe(409);
    expect((await publicContent()).cafeOffers[0]!.title).toBe('Pizza Fest Weekend');
  });

  it("gives a café offer an uploaded picture, takes it away again, and refuses another site's address", async () => {
    const staff = await adminClient(() => env.app).login();
    const [offer] = await list(staff, 'cafe-offers');
    // The seeded offers have no picture: /cafe shows their icon alone.
    expect(offer!.data).not.toHaveProperty('image');
    const url = `/api/admin/site-content/cafe-offers/${offer!.id}`;
    for (const bad of ['https://evil.example/pizza.png', '//evil.example/pizza.png', 'pizza.png']) {
      const res = await staff.post(url, { ...offer!.data, image: bad, hidden: false, version: 0 });
      expect(res.statusCode, bad).toBe(400);
      expect(errorOf(res).field).toBe('image');
    }
    const withPicture = await staff.post(url, { ...offer!.data, image: image(5), hidden: false, version: 0 });
    expect(withPicture.statusCode).toBe(200);
    expect((await publicContent()).cafeOffers[0]).toMatchObject({ title: 'Pizza Fest Friday', image: image(5) });
    const removed = await staff.post(url, { ...offer!.data, image: '', hidden: false, version: 1 });
    expect(removed.statusCode).toBe(200);
    expect((await publicContent()).cafeOffers[0]!.image).toBe('');
    // A new offer may come with its picture.
    const created = await staff.post('/api/admin/site-content/cafe-offers', {
      title: 'Chai Evenings',
      days: 'Every day',
      hours: '4:00 PM-6:00 PM',
      description: 'Masala chai and samosas.',
      icon: 'coffee',
      image: image(6, 'webp'),
      hidden: false,
    });
    expect(created.statusCode).toBe(201);
    expect((await publicContent()).cafeOffers.at(-1)).toMatchObject({
      title: 'Chai Evenings',
      image: image(6, 'webp'),
    });
  });

  it('takes the logo only as an uploaded PNG or WebP, and the theme colour as a hex colour', async () => {
    const staff = await adminClient(() => env.app).login();
    const url = '/api/admin/site-content/branding/branding';
    for (const logo of [image(3, 'jpg'), '/brand/logo.svg', 'https://evil.example/logo.png']) {
      const res = await staff.post(url, { logo, themeColor: '#112233', hidden: false, version: 0 });
      expect(res.statusCode, logo).toBe(400);
      expect(errorOf(res).message).toContain('PNG or WebP');
    }
    const badColour = await staff.post(url, { logo: '', themeColor: 'green', hidden: false, version: 0 });
    expect(errorOf(badColour).field).toBe('themeColor');
    const ok = await staff.post(url, { logo: image(4, 'webp'), themeColor: '#112233', hidden: false, version: 0 });
    expect(ok.statusCode).toBe(200);
    expect((await publicContent()).branding).toEqual({ logo: image(4, 'webp'), themeColor: '#112233' });
    // Fixed entries are only edited.
    expect((await staff.post('/api/admin/site-content/branding', { logo: '', themeColor: '#000000' })).statusCode).toBe(
      400,
    );
    expect((await staff.post(`${url}/delete`, { version: 1 })).statusCode).toBe(400);
  });

  it('removes an uploaded logo: the branding goes back to the built-in mark, a partner shows with none', async () => {
    const staff = await adminClient(() => env.app).login();
    const brandingUrl = '/api/admin/site-content/branding/branding';
    const uploaded = { logo: image(7), themeColor: '#112233', hidden: false };
    expect((await staff.post(brandingUrl, { ...uploaded, version: 0 })).statusCode).toBe(200);
    expect((await publicContent()).branding.logo).toBe(image(7));
    // Remove saves the branding as it was saved, without its logo: the colour stays.
    const removed = await staff.post(brandingUrl, { ...uploaded, logo: '', version: 1 });
    expect(adminSiteRecordSchema.parse(removed.json())).toMatchObject({ data: { logo: '' }, version: 2 });
    expect((await publicContent()).branding).toEqual({ logo: '', themeColor: '#112233' });

    const created = adminSiteRecordSchema.parse(
      (await staff.post('/api/admin/site-content/partners', { ...newPartner, logo: image(8), hidden: false })).json(),
    );
    const url = `/api/admin/site-content/partners/${created.id}`;
    const bare = await staff.post(url, { ...newPartner, logo: '', hidden: false, version: 0 });
    expect(bare.statusCode).toBe(200);
    expect((await publicContent()).partners.find((p) => p.id === created.id)).toEqual({
      id: created.id,
      ...newPartner,
      logo: '',
    });
    // A logo that is neither an uploaded picture, a short mark nor empty is still refused, naming the field.
    const bad = await staff.post(url, {
      ...newPartner,
      logo: 'https://evil.example/logo.png',
      hidden: false,
      version: 1,
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)).toMatchObject({
      field: 'logo',
      message: 'logo: Logo: upload an image, type an emoji, or leave none.',
    });
  });

  it('refuses every admin route without a session, and every mutation without the CSRF token', async () => {
    expect((await env.app.inject({ url: '/api/admin/site-content/partners' })).statusCode).toBe(401);
    for (const url of [
      '/api/admin/site-content/partners',
      '/api/admin/site-content/partners/fitfuel',
      '/api/admin/site-content/partners/fitfuel/move',
      '/api/admin/site-content/partners/fitfuel/delete',
    ]) {
      expect((await env.app.inject({ method: 'POST', url, payload: { version: 0 } })).statusCode, url).toBe(401);
    }
    const staff = await adminClient(() => env.app).login();
    const noToken = await staff.post('/api/admin/site-content/partners', { ...newPartner, hidden: false }, {});
    expect(noToken.statusCode).toBe(403);
    const wrong = await staff.post(
      '/api/admin/site-content/partners/fitfuel/delete',
      { version: 0 },
      {
        'x-csrf-token': 'nope',
      },
    );
    expect(wrong.statusCode).toBe(403);
    expect((await publicContent()).partners).toHaveLength(3);
  });
});
