/**
 * Shared set-up of the API tests: one database per test file (PGlite in memory, or a PostgreSQL URL), emptied
 * between tests; an app on it with a clock the tests move; a tiny built site to serve.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type AppOptions } from '../../server/app';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { DatabaseGate } from '../../server/db/gate';
import { seedProducts, seedRates } from '../../server/db/seed';
import { DEMO_ADMIN, seedAdminAccount } from '../../server/services/adminAuth';
import { postgresDatabase, postgresSkipReason } from './postgres';
import { startProviderDouble, type ProviderDouble } from './providerDouble';

/** Monday 7 January 2030, 10:00 in India. */
export const START = Date.parse('2030-01-07T04:30:00Z');
export const MONDAY = '2030-01-07';
export const TUESDAY = '2030-01-08';
export const SATURDAY = '2030-01-12';

export const customer = { name: 'Asha Raman', email: 'asha@example.com', phone: '98765 43210' };

/** A clock the tests move. */
export function testClock(start = START) {
  let now = start;
  return { now: () => now, set: (ms: number) => void (now = ms), advance: (ms: number) => void (now += ms) };
}

/**
 * Opens a database for a test file: PGlite in memory, started from the run's migrated and seeded dump
 * (tests/api/globalSetup.ts), or PostgreSQL at `url`.
 */
export function openTestDatabase(url?: string): Promise<DatabaseHandle> {
  if (url) return openDatabase({ url, today: MONDAY });
  return openPreparedPglite('memory://');
}

/** PGlite in `dataDir` (a folder, or 'memory://') started from the run's migrated and seeded dump. */
export function openPreparedPglite(dataDir: string): Promise<DatabaseHandle> {
  return openDatabase({ dataDir, today: MONDAY, loadDataDir: new Blob([readFileSync(inject('pgliteDump'))]) });
}

/**
 * The two databases the API runs on, for `describe.each`: PGlite, and PostgreSQL in the run's cluster (skipped, with
 * the reason, when its binaries are absent). `open` gives the file its own database.
 */
export const databaseSuites: { name: string; skip: string | null; open: () => Promise<DatabaseHandle> }[] = [
  { name: 'PGlite', skip: null, open: () => openTestDatabase() },
  { name: 'PostgreSQL', skip: postgresSkipReason(), open: async () => openTestDatabase(await postgresDatabase()) },
];

/** What a suite of `databaseSuites` runs on: its database, the provider's double, and the app it builds. */
export interface SuiteResources {
  handle: DatabaseHandle;
  provider: ProviderDouble;
  app: FastifyInstance | undefined;
}

/**
 * Opens a suite's database and the provider's double before its tests (unless the suite is skipped) and closes them,
 * with the app it built, after. Call it in the suite's describe; read the resources inside hooks and tests.
 */
export function suiteResources(skip: string | null, open: () => Promise<DatabaseHandle>): SuiteResources {
  const resources = {} as SuiteResources;
  beforeAll(async () => {
    if (skip) return;
    [resources.handle, resources.provider] = await Promise.all([open(), startProviderDouble()]);
  });
  afterAll(async () => {
    await resources.app?.close();
    await resources.handle?.close();
    await resources.provider?.close();
  });
  return resources;
}

/** Empties every table the tests write (sample rows included) and restores the catalogue and the rates. */
export async function resetDatabase(handle: DatabaseHandle): Promise<void> {
  await handle.db.execute(
    sql`TRUNCATE outbox, site_settings, webhook_events, provider_checks, refunds, payments, order_items, orders, bookings, holds, products, sport_rates RESTART IDENTITY CASCADE`,
  );
  await seedProducts(handle.db);
  await seedRates(handle.db);
}

/** An app on `handle` with no rate limit or cleanup timer unless asked. */
export function testApp(handle: DatabaseHandle, options: Partial<AppOptions> = {}): Promise<FastifyInstance> {
  return buildApp({
    gate: DatabaseGate.ready(handle),
    mutationsPerMinute: 0,
    cleanupIntervalMs: 0,
    retentionEveryMs: 0,
    cacheTtlMs: 60_000,
    ...options,
  });
}

/** The rule in the built site's stylesheet (makeSite). */
export const siteCss =
  '@font-face{font-family:Inter Variable;font-display:swap;src:url(/assets/inter-abc123.woff2)format("woff2")}';

/** A built site in a temp folder: index.html linking a stylesheet, a hashed asset with .br and .gz copies, and a favicon. */
export function makeSite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pod-site-'));
  mkdirSync(join(dir, 'assets'));
  const html =
    '<!doctype html><html><head><title>POD</title><script type="module" src="/assets/app-abc123.js"></script><link rel="stylesheet" crossorigin href="/assets/index-abc123.css"></head><body><div id="root"></div></body></html>';
  writeFileSync(join(dir, 'index.html'), html);
  const js = `console.log(${JSON.stringify('x'.repeat(2000))});`;
  writeFileSync(join(dir, 'assets/app-abc123.js'), js);
  writeFileSync(join(dir, 'assets/app-abc123.js.br'), brotliCompressSync(js));
  writeFileSync(join(dir, 'assets/app-abc123.js.gz'), gzipSync(js));
  writeFileSync(join(dir, 'assets/index-abc123.css'), siteCss);
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

/**
 * Visitor `n` (1-254), not the default one: their own address and phone number, which the cap on court-hours held at
 * once and the release of a visitor's previous hold go by. Pass `address` as app.inject's `remoteAddress`.
 */
export function otherVisitor(n: number) {
  return {
    address: `10.0.0.${n}`,
    customer: { name: `Visitor ${n}`, email: `visitor${n}@example.com`, phone: `9${String(n).padStart(9, '0')}` },
  };
}

/** A hold request body for sessions of a sport. */
export function holdBody(
  sessions: { date: string; time: string; court: number; duration: number }[],
  sport = 'badminton',
) {
  return { sport, sessions, customer };
}

/**
 * Holds sessions and presses pay, as the visitor's page does (POST /api/holds, then POST /api/holds/:id/pay): the
 * hold id, and the provider order (with keys) and amount in paise the dialog opens with.
 */
export async function holdAndPay(
  app: FastifyInstance,
  body: object,
  remoteAddress?: string,
): Promise<{ holdId: string; providerOrderId: string; amountPaise: number }> {
  const held = await app.inject({
    method: 'POST',
    url: '/api/holds',
    payload: body,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  if (held.statusCode !== 201) throw new Error(`POST /api/holds answered ${held.statusCode}: ${held.body}`);
  const { holdId } = held.json() as { holdId: string };
  const paid = await app.inject({ method: 'POST', url: `/api/holds/${holdId}/pay` });
  if (paid.statusCode !== 200)
    throw new Error(`POST /api/holds/${holdId}/pay answered ${paid.statusCode}: ${paid.body}`);
  return paid.json();
}

/** The number of rows in each table the API writes (to prove nothing changed). */
export async function rowCounts(handle: DatabaseHandle): Promise<string> {
  const result = await handle.db.execute(
    sql`SELECT (SELECT count(*) FROM holds) AS holds, (SELECT count(*) FROM bookings) AS bookings, (SELECT count(*) FROM orders) AS orders,
        (SELECT count(*) FROM payments) AS payments, (SELECT count(*) FROM refunds) AS refunds, (SELECT count(*) FROM webhook_events) AS events,
        (SELECT count(*) FROM bookings WHERE status = 'confirmed') AS confirmed, (SELECT count(*) FROM holds WHERE status <> 'active') AS closed`,
  );
  return JSON.stringify((result as unknown as { rows: unknown[] }).rows[0]);
}

/** A fresh database as resetDatabase leaves it, with no admin session and the demo admin account. */
export async function resetWithDemoAdmin(handle: DatabaseHandle): Promise<void> {
  await resetDatabase(handle);
  await handle.db.execute(sql`TRUNCATE audit_log, admin_password_links, admin_sessions`);
  await seedAdminAccount(handle.db, { ...DEMO_ADMIN });
}
