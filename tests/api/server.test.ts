/** The server around the API: static files, headers, SPA fallback, health, the database gate, limits. */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '../../machines/api/errors';
import { buildApp } from '../../server/app';
import { allowStyleAttributes } from '../../server/styleAttributes';
import { openDatabase, type Database, type DatabaseHandle } from '../../server/db/client';
import { DatabaseGate } from '../../server/db/gate';
import * as schema from '../../server/db/schema';
import { adminClient } from './adminClient';
import { holdBody, makeSite, MONDAY, openTestDatabase, siteCss, testApp } from './helpers';

let handle: DatabaseHandle;
let app: FastifyInstance;
const site = makeSite();

beforeAll(async () => {
  handle = await openTestDatabase();
  app = await testApp(handle, { staticDir: site, mutationsPerMinute: 3 });
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

describe('static pages', () => {
  it('serves precompressed assets with an immutable cache, HTML with no-cache, and the security headers', async () => {
    const asset = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const page = await app.inject({ url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toContain("script-src 'self' https://checkout.razorpay.com");
    expect(page.headers['content-security-policy']).not.toContain('unsafe-eval');
    expect(page.headers['content-security-policy']).not.toContain('unsafe-inline');
    // A page rendered in the browser has no style attribute in its HTML: none is allowed.
    expect(page.headers['content-security-policy']).toContain("style-src-attr 'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['permissions-policy']).toBe(
      'camera=(), microphone=(), geolocation=(), payment=(self "https://api.razorpay.com")',
    );
    expect(page.headers['strict-transport-security']).toBeUndefined();
    // A hashed script is never a document: no CSP or frame options on it, but nosniff and the resource policy.
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-frame-options']).toBeUndefined();
    expect(asset.headers['permissions-policy']).toBeUndefined();
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    // A file outside /assets (an SVG can be opened as a document) keeps them.
    const icon = await app.inject({ url: '/favicon.svg' });
    expect(icon.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('compresses public answers on the fly when the browser accepts it, never the admin API', async () => {
    const plain = await app.inject({ url: '/api/centre' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const centre = await app.inject({ url: '/api/centre', headers: { 'accept-encoding': 'br, gzip' } });
    expect(centre.headers['content-encoding']).toBe('br');
    expect(centre.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(centre.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(
      (await app.inject({ url: '/api/centre', headers: { 'accept-encoding': 'gzip' } })).headers['content-encoding'],
    ).toBe('gzip');

    const staff = await adminClient(() => app).login();
    const bookings = await staff.get('/api/admin/bookings', { 'accept-encoding': 'br, gzip' });
    expect(bookings.statusCode).toBe(200);
    expect(bookings.body.length).toBeGreaterThan(1024);
    expect(bookings.headers['content-encoding']).toBeUndefined();
    expect(
      (await staff.get('/api/admin/csrf', { 'accept-encoding': 'br, gzip' })).headers['content-encoding'],
    ).toBeUndefined();
  });

  it('compresses every page, not only the home page', async () => {
    // A page as large as a served one (the test site's template is under the 1 kB below which nothing is compressed).
    const big = makeSite();
    const template = readFileSync(join(big, 'index.html'), 'utf8');
    writeFileSync(
      join(big, 'index.html'),
      template.replace(
        '<div id="root"></div>',
        `<div id="root"><p>${'Open 24/7 in Sholinganallur. '.repeat(400)}</p></div>`,
      ),
    );
    const pages = await testApp(handle, { staticDir: big });
    try {
      for (const url of ['/', '/about', '/schedule?sport=tennis', '/no-such-page']) {
        const plain = await pages.inject({ url });
        const packed = await pages.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
        expect(packed.headers['content-encoding'], url).toBe('br');
        expect(packed.rawPayload.length, url).toBeLessThan(plain.rawPayload.length / 5);
        expect(brotliDecompressSync(packed.rawPayload).toString('utf8').length, url).toBe(plain.body.length);
      }
    } finally {
      await pages.close();
    }
  });

  it("puts the site's stylesheet in the page, allowed by the response's own CSP nonce", async () => {
    const first = await app.inject({ url: '/' });
    const nonce = /style-src [^;]*'nonce-([^']+)'/.exec(String(first.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(first.body).toContain(`<style nonce="${nonce}">${siteCss}</style>`);
    expect(first.body).not.toContain('rel="stylesheet"');
    // Each response has a nonce of its own, and its page carries that one.
    const second = await app.inject({ url: '/about' });
    expect(second.body).not.toContain(nonce);
    expect(second.body).toMatch(/<style nonce="[^"]+">@font-face/);
  });

  it('falls back to index.html for client routes, and 404s for missing files and API paths', async () => {
    const route = await app.inject({ url: '/sports/badminton?x=1' });
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain('<div id="root">');
    expect(route.headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/assets/missing-123.js' })).statusCode).toBe(404);
    // A built file under another spelling or path form is not served (each file has its own exact route).
    for (const url of ['/ASSETS/app-abc123.js', '/assets/APP-abc123.js', '/assets//app-abc123.js']) {
      expect((await app.inject({ url })).statusCode, url).toBe(404);
    }
    const api = await app.inject({ url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: { code: 'not_found', message: apiMessages.notFound } });
  });
});

describe('style attributes of a served page', () => {
  it('are allowed by the SHA-256 of each distinct value as the browser reads it (entities decoded), and nothing else', () => {
    const html =
      '<p style="a:&quot;x&quot; &amp; &lt;b&gt;">1</p><span style="position:absolute">2</span><i style="position:absolute"></i>';
    const policy = allowStyleAttributes("default-src 'self';style-src-attr 'none';img-src 'self'", html);
    // Digests from `printf 'a:"x" & <b>' | openssl dgst -sha256 -binary | base64`, and the same for the second value.
    expect(policy).toBe(
      "default-src 'self';style-src-attr 'unsafe-hashes' 'sha256-/3kWSXHts8LrwfemLzY9W0tOv5I4eLIhrf0pT8cU0WI=' 'sha256-AfL6eNex+zStsgawQs6tt95tbbq66Zd5gkxN72tGghA=';img-src 'self'",
    );
    expect(allowStyleAttributes("style-src-attr 'none'", '<p>no style</p>')).toBe("style-src-attr 'none'");
  });
});

describe('health and the database gate', () => {
  it('reports a ready database', async () => {
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: { state: 'ready', driver: 'pglite' } });
  });

  it('answers 503 with the starting-up message while the database is prepared, and still serves pages', async () => {
    const starting = await buildApp({ gate: new DatabaseGate(), staticDir: site, cleanupIntervalMs: 0 });
    const res = await starting.inject({ url: `/api/availability?sport=tennis&date=${MONDAY}` });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error: {
        code: 'database_unavailable',
        message: 'The booking system is starting up. Please try again in a moment.',
      },
    });
    expect((await starting.inject({ url: '/api/health' })).json()).toEqual({
      status: 'starting',
      database: { state: 'preparing', driver: null },
    });
    expect((await starting.inject({ url: '/sports' })).statusCode).toBe(200);
    await starting.close();
  });

  it('answers 503 with a clear message when the database is unreachable, while pages still serve', async () => {
    const gate = new DatabaseGate();
    await openDatabase({ url: 'postgres://pod@127.0.0.1:1/pod', today: MONDAY }).then(
      (h) => gate.set(h),
      (e: unknown) => gate.fail(e),
    );
    expect(gate.state).toBe('unavailable');
    const down = await buildApp({ gate, staticDir: site, cleanupIntervalMs: 0 });
    const res = await down.inject({
      method: 'POST',
      url: '/api/holds',
      payload: holdBody([{ date: MONDAY, time: '10:00', court: 1, duration: 1 }]),
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toEqual({ code: 'database_unavailable', message: apiMessages.databaseUnreachable });
    expect(JSON.stringify(res.json())).not.toMatch(/ECONNREFUSED|at .*\.ts/);
    expect((await down.inject({ url: '/' })).statusCode).toBe(200);
    await down.close();
  });

  it('answers 503 when a ready database stops answering (connection refused at query time)', async () => {
    const pool = new pg.Pool({ connectionString: 'postgres://pod@127.0.0.1:1/pod', connectionTimeoutMillis: 2_000 });
    const lost = await buildApp({
      gate: DatabaseGate.ready({
        db: drizzle({ client: pool, schema }) as unknown as Database,
        driver: 'postgres',
        close: () => pool.end(),
      }),
      staticDir: site,
      cleanupIntervalMs: 0,
    });
    const res = await lost.inject({ url: `/api/availability?sport=tennis&date=${MONDAY}` });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: { code: 'database_unavailable', message: apiMessages.databaseUnreachable } });
    expect((await lost.inject({ url: '/api/health' })).json()).toEqual({
      status: 'unavailable',
      database: { state: 'unreachable', driver: 'postgres' },
    });
    expect((await lost.inject({ url: '/sports' })).statusCode).toBe(200);
    await lost.close();
    await pool.end();
  });
});

describe('webhook without a secret', () => {
  it('answers 404 webhook_not_configured', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: { event: 'payment.captured' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('webhook_not_configured');
  });
});

describe('limits', () => {
  it('refuses bodies over 32 KiB and bad JSON with JSON errors, never a stack trace', async () => {
    const big = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ x: 'y'.repeat(40_000) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe('payload_too_large');
    const bad = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'content-type': 'application/json' },
      payload: '{"items": [',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: { code: 'bad_request', message: apiMessages.badJson } });
  });

  it('limits mutations per address, but not pages or availability', async () => {
    const post = () => app.inject({ method: 'DELETE', url: '/api/holds/nosuchhold123', remoteAddress: '10.0.0.9' });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await post()).statusCode);
    expect(codes).toEqual([404, 404, 404, 429]);
    const limited = await post();
    expect(limited.json().error).toEqual({ code: 'rate_limited', message: apiMessages.rateLimited });
    for (let i = 0; i < 5; i++)
      expect(
        (await app.inject({ url: `/api/availability?sport=tennis&date=${MONDAY}`, remoteAddress: '10.0.0.9' }))
          .statusCode,
      ).toBe(200);
  });
});
