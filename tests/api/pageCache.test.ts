/**
 * Pages that hold a crowd (issue 49): a rendered page is kept per route, cart hint and content version, and each
 * response gets its own CSP nonce filled in. An admin save shows on the very next request, in this process and in
 * another process on the same database. The renderer here reads the catalogue straight from the database (the built
 * one reads it through GET /api/products) and counts its renders. Runs on PGlite and PostgreSQL.
 */
import { rmSync } from 'node:fs';
import { asc } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminProductsResponseSchema, type AdminProduct } from '../../machines/api/gear.schema';
import type { DatabaseHandle } from '../../server/db/client';
import { products } from '../../server/db/schema';
import { DEMO_ADMIN, seedAdminAccount } from '../../server/services/adminAuth';
import type { Renderer } from '../../server/ssr';
import { adminClient } from './adminClient';
import { databaseSuites, makeSite, resetDatabase, testApp, testClock } from './helpers';

const site = makeSite();
afterAll(() => rmSync(site, { recursive: true, force: true }));

/** The nonce of the page's style element, and the one its CSP allows. */
const nonces = (res: LightMyRequestResponse) => ({
  inPage: /<style nonce="([^"]+)">/.exec(res.body)?.[1],
  inPolicy: /style-src [^;]*'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1],
});

describe.each(databaseSuites)('Kept pages on $name', ({ skip, open }) => {
  let handle: DatabaseHandle;
  const apps: FastifyInstance[] = [];
  const clock = testClock();
  let renders: { path: string; storedCart: string }[] = [];

  const renderer: Renderer = async (request, options) => {
    const url = new URL(request.url);
    renders.push({ path: url.pathname, storedCart: options.storedCart });
    const names = (await handle.db.select({ name: products.name }).from(products).orderBy(asc(products.id))).map(
      (p) => p.name,
    );
    return {
      kind: 'page',
      status: 200,
      head: `<style nonce="${options.nonce}">.shop{color:red}</style>`,
      body: `<main class="shop"><h1>Shop</h1><p style="color:blue">${names.join(', ')}</p><p>cart: ${options.storedCart}</p></main>`,
      data: '{}',
    };
  };
  const newApp = async () => {
    const app = await testApp(handle, {
      now: clock.now,
      staticDir: site,
      renderer,
      admin: { loginsPerAddress: 0, loginsPerAccount: 0 },
    });
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    if (skip) return;
    handle = await open();
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await handle?.close();
  });
  beforeEach(async (context) => {
    if (skip) return context.skip();
    clock.set(testClock().now());
    await resetDatabase(handle);
    await seedAdminAccount(handle.db, { ...DEMO_ADMIN });
    await Promise.all(apps.splice(0).map((app) => app.close()));
    renders = [];
  });

  /** Waits until the app keeps pages (once it has read the stored content version), then forgets the renders. */
  const warm = async (app: FastifyInstance) => {
    await expect
      .poll(async () => {
        const before = renders.length;
        await app.inject({ url: '/merchandise' });
        await app.inject({ url: '/merchandise' });
        return renders.length - before;
      })
      .toBe(0);
    renders = [];
  };

  const rename = async (app: FastifyInstance, name: string) => {
    const staff = await adminClient(() => app).login();
    const cards = adminProductsResponseSchema.parse((await staff.get('/api/admin/products')).json()).products;
    const first = cards[0] as AdminProduct;
    const saved = await staff.post(`/api/admin/products/${first.id}`, {
      name,
      category: first.category,
      price: first.price,
      sizes: first.sizes.join(', '),
      description: first.description,
      image: first.image,
      inStock: first.inStock,
      whatsappOrdering: first.whatsappOrdering,
      version: first.version,
    });
    expect(saved.statusCode).toBe(200);
  };

  it('renders a page once for many visitors, each answer with its own nonce in the page and the policy', async () => {
    const app = await newApp();
    await warm(app);
    const answers = await Promise.all(Array.from({ length: 20 }, () => app.inject({ url: '/merchandise' })));
    expect(renders).toHaveLength(0);
    const seen = new Set<string>();
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      const { inPage, inPolicy } = nonces(res);
      expect(inPage).toMatch(/^[0-9a-f]{32}$/);
      expect(inPolicy).toBe(inPage);
      expect(res.body).not.toContain('pod-nonce-');
      // The page's one style attribute is allowed by its hash, as on a page rendered for the request.
      expect(res.headers['content-security-policy']).toMatch(/style-src-attr 'unsafe-hashes' 'sha256-[^']+'/);
      seen.add(inPage!);
    }
    expect(seen.size).toBe(20);
  });

  it('keeps a page per cart hint of the visitor’s cookie', async () => {
    const app = await newApp();
    await warm(app);
    const withLines = await app.inject({ url: '/merchandise', cookies: { 'pod-cart-lines': '2' } });
    const empty = await app.inject({ url: '/merchandise', cookies: { 'pod-cart-lines': '0' } });
    expect(withLines.body).toContain('cart: unknown');
    expect(empty.body).toContain('cart: empty');
    expect(renders).toEqual([{ path: '/merchandise', storedCart: 'unknown' }]);
  });

  it('shows an admin save on the next request, and nothing else renders again before it', async () => {
    const app = await newApp();
    await warm(app);
    await app.inject({ url: '/merchandise' });
    expect(renders).toHaveLength(0);
    await rename(app, 'Crowd Jersey');
    const next = await app.inject({ url: '/merchandise' });
    expect(next.body).toContain('Crowd Jersey');
    expect(renders).toHaveLength(1);
  });

  it('shows a save made through another process on the same database', async () => {
    const [one, other] = [await newApp(), await newApp()];
    await warm(one);
    await warm(other);
    await rename(one, 'Second Process Jersey');
    // The other process hears the new version from the database (NOTIFY), at once.
    await expect
      .poll(async () => (await other.inject({ url: '/merchandise' })).body, { timeout: 1_000, interval: 20 })
      .toContain('Second Process Jersey');
  });

  it('renders again once a kept page is 30 s old (anything drawn from the clock)', async () => {
    const app = await newApp();
    await warm(app);
    clock.advance(29_000);
    await app.inject({ url: '/merchandise' });
    expect(renders).toHaveLength(0);
    clock.advance(2_000);
    await app.inject({ url: '/merchandise' });
    expect(renders).toHaveLength(1);
  });
});
