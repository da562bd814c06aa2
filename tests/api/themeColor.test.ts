/**
 * The theme colour staff save in Admin > Home Page Manager > Logo and branding is the installed app's: the web
 * manifest's `theme_color` and every served page's `<meta name="theme-color">` (pages kept in memory and the admin
 * area's shell included) change with the next request after the save, in this process and in another on the same
 * database. A colour that is not `#rrggbb` never reaches the HTML or the manifest. Runs on PGlite and PostgreSQL.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultBranding } from '../../machines/api/siteContent.schema';
import { siteContent } from '../../server/db/schema';
import { seedSiteContent } from '../../server/db/seed.siteContent';
import { DEMO_ADMIN, seedAdminAccount } from '../../server/services/adminAuth';
import type { Renderer } from '../../server/ssr';
import { adminClient } from './adminClient';
import { databaseSuites, makeSite, resetDatabase, suiteResources, testApp } from './helpers';

/** A built site whose index.html carries the shipped colour, and the built manifest. */
const site = makeSite();
const index = join(site, 'index.html');
writeFileSync(
  index,
  readFileSync(index, 'utf8').replace('<title>', '<meta name="theme-color" content="#0A6748" /><title>'),
);
const builtManifest = {
  name: 'POD Sports Centre & Café',
  short_name: 'POD',
  start_url: '/',
  display: 'standalone',
  background_color: '#F7F8FA',
  theme_color: '#0A6748',
  icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
};
writeFileSync(join(site, 'manifest.webmanifest'), JSON.stringify(builtManifest));
// Its precompressed copy, as the build leaves it: never served in place of the saved colour.
writeFileSync(join(site, 'manifest.webmanifest.br'), 'stale');
afterAll(() => rmSync(site, { recursive: true, force: true }));

const renderer: Renderer = async (request) => ({
  kind: 'page',
  status: 200,
  head: '',
  body: `<main><h1>${new URL(request.url).pathname}</h1></main>`,
  data: '{}',
});

/** The colour in a served page's head (every theme-color meta it has). */
const pageColours = (html: string) =>
  [...html.matchAll(/<meta name="theme-color" content="([^"]*)"/g)].map((m) => m[1]);

describe.each(databaseSuites)('The installed app’s theme colour on $name', ({ skip, open }) => {
  const suite = suiteResources(skip, open);
  // Closed before the suite's database (after-hooks run last registered first).
  const apps: FastifyInstance[] = [];
  afterAll(async () => void (await Promise.all(apps.map((app) => app.close()))));
  const newApp = async () => {
    const app = await testApp(suite.handle, { staticDir: site, renderer });
    apps.push(app);
    return app;
  };
  const manifestOf = async (app: FastifyInstance, headers: Record<string, string> = {}) =>
    app.inject({ url: '/manifest.webmanifest', headers });
  const saveColour = async (app: FastifyInstance, themeColor: string) => {
    const staff = await adminClient(() => app).login();
    const [branding] = (await staff.get('/api/admin/site-content/branding')).json().records as {
      id: string;
      version: number;
      data: { logo: string };
    }[];
    const saved = await staff.post(`/api/admin/site-content/branding/${branding!.id}`, {
      logo: branding!.data.logo,
      themeColor,
      hidden: false,
      version: branding!.version,
    });
    expect(saved.statusCode).toBe(200);
  };

  beforeEach(async (context) => {
    if (skip) return context.skip();
    await Promise.all(apps.splice(0).map((app) => app.close()));
    const { db } = suite.handle;
    await resetDatabase(suite.handle);
    await db.execute(sql`TRUNCATE admin_sessions, site_content`);
    await seedSiteContent(db);
    await seedAdminAccount(db, { ...DEMO_ADMIN });
  });

  it('serves the shipped colour until staff save one, in the manifest and every page', async () => {
    const app = await newApp();
    const manifest = await manifestOf(app);
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toEqual(builtManifest);
    expect(defaultBranding.themeColor).toBe('#0A6748');
    expect(pageColours((await app.inject({ url: '/sports' })).body)).toEqual(['#0A6748']);
    // Its precompressed copy is not a route of its own, and a client that takes brotli gets the saved colour.
    expect((await app.inject({ url: '/manifest.webmanifest.br' })).statusCode).toBe(404);
    const compressed = await manifestOf(app, { 'accept-encoding': 'br' });
    expect(compressed.body).not.toBe('stale');
  });

  it('shows a saved colour on the next request: the manifest, a kept page, the admin shell', async () => {
    const app = await newApp();
    const before = await manifestOf(app);
    // Kept in memory first (the same page twice), so the save has a kept copy to replace.
    await app.inject({ url: '/sports' });
    expect(pageColours((await app.inject({ url: '/sports' })).body)).toEqual(['#0A6748']);

    await saveColour(app, '#1D4ED8');

    const after = await manifestOf(app);
    expect(after.json()).toEqual({ ...builtManifest, theme_color: '#1D4ED8' });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(pageColours((await app.inject({ url: '/sports' })).body)).toEqual(['#1D4ED8']);
    expect(pageColours((await app.inject({ url: '/' })).body)).toEqual(['#1D4ED8']);
    expect(pageColours((await app.inject({ url: '/admin/homepage' })).body)).toEqual(['#1D4ED8']);
    // An installed app asking again with the old copy's tag gets the new one; with the new tag, 304.
    const stale = await manifestOf(app, { 'if-none-match': String(before.headers.etag) });
    expect([stale.statusCode, stale.json().theme_color]).toEqual([200, '#1D4ED8']);
    expect((await manifestOf(app, { 'if-none-match': String(after.headers.etag) })).statusCode).toBe(304);
  });

  it('shows a colour saved through another process on the same database', async () => {
    const [first, second] = [await newApp(), await newApp()];
    await second.inject({ url: '/sports' });
    expect(pageColours((await second.inject({ url: '/sports' })).body)).toEqual(['#0A6748']);
    await saveColour(first, '#7C3AED');
    await expect
      .poll(async () => [
        (await manifestOf(second)).json().theme_color,
        ...pageColours((await second.inject({ url: '/sports' })).body),
      ])
      .toEqual(['#7C3AED', '#7C3AED']);
  });

  it('never serves a stored colour that is not #rrggbb: the built-in one instead', async () => {
    await suite.handle.db
      .update(siteContent)
      .set({ data: { logo: '', themeColor: '"><script>alert(1)</script>' } })
      .where(eq(siteContent.kind, 'branding'));
    const app = await newApp();
    expect((await manifestOf(app)).json().theme_color).toBe('#0A6748');
    const html = (await app.inject({ url: '/sports' })).body;
    expect(pageColours(html)).toEqual(['#0A6748']);
    expect(html).not.toContain('<script>alert');
  });
});
