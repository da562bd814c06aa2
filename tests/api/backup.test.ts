/**
 * Backups that restore (issue 49): a database filled through the API (holds, confirmed bookings, an order, payments,
 * a webhook event, on top of the seeded catalogue and content) is backed up while holds are still being written,
 * restored into a new, empty database or data folder, and every table compared: its row count and a checksum of its
 * rows. A hold is written with its sessions in one transaction: the restored copy has no hold without them. Restoring
 * into a database that is not empty is refused unless asked to replace it. Runs on PGlite and PostgreSQL. A PGlite
 * backup also restores into PostgreSQL (the move from one to the other), every row of every table the same.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { backupSourceOf, listBackups, restoreBackup, writeBackup } from '../../server/ops/backup';
import {
  customer,
  databaseSuites,
  holdBody,
  MONDAY,
  openTestDatabase,
  otherVisitor,
  START,
  testApp,
  TUESDAY,
} from './helpers';
import { postgresDatabase, postgresSkipReason } from './postgres';

const root = mkdtempSync(join(tmpdir(), 'pod-backup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Every table's row count and the md5 of its rows in order, by schema and name. */
async function tableSums(handle: DatabaseHandle): Promise<Record<string, string>> {
  const tables = (
    (await handle.db.execute(
      sql`SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
          WHERE table_schema IN ('public', 'drizzle') AND table_type = 'BASE TABLE' ORDER BY 1, 2`,
    )) as unknown as { rows: { schema: string; name: string }[] }
  ).rows;
  const sums: Record<string, string> = {};
  for (const { schema, name } of tables) {
    const table = sql`${sql.identifier(schema)}.${sql.identifier(name)}`;
    const row = (
      (await handle.db.execute(
        sql`SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS sum FROM ${table} t`,
      )) as unknown as { rows: { n: number; sum: string }[] }
    ).rows[0]!;
    sums[`${schema}.${name}`] = `${row.n} ${row.sum}`;
  }
  return sums;
}

/** Holds `time` on TUESDAY on `court` for the `n`th other visitor. */
const hold = (app: FastifyInstance, n: number, time: string, court = 1) =>
  app.inject({
    method: 'POST',
    url: '/api/holds',
    payload: { ...holdBody([{ date: TUESDAY, time, court, duration: 1 }]), customer: otherVisitor(n).customer },
    remoteAddress: otherVisitor(n).address,
  });

/** Writes through the API what the centre's tables hold besides the seed: a confirmed booking, an order, an event. */
async function fillThroughApi(app: FastifyInstance, handle: DatabaseHandle): Promise<void> {
  const held = await hold(app, 1, '06:00');
  const { holdId } = held.json() as { holdId: string };
  expect(
    (await app.inject({ method: 'POST', url: '/api/bookings/confirm', payload: { holdId, paymentId: 'pay_bk1' } }))
      .statusCode,
  ).toBe(200);
  const order = await app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: { items: [{ productId: 1, quantity: 2, size: 'M' }], customer, deliveryMethod: 'pickup' },
  });
  expect(order.statusCode).toBeLessThan(300);
  await handle.db.execute(sql`INSERT INTO webhook_events (id, type) VALUES ('evt_backup', 'payment.captured')`);
}

describe.each(databaseSuites)('Backup and restore on $name', ({ name, skip, open }) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let url: string | undefined;
  const dir = join(root, name, 'backups');

  beforeAll(async () => {
    if (skip) return;
    if (name === 'PostgreSQL') {
      url = await postgresDatabase();
      handle = await openDatabase({ url, today: MONDAY });
    } else handle = await open();
    app = await testApp(handle, { now: () => START });
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  it('restores every row of every table into an empty database, consistent while holds are written', async (context) => {
    if (skip) return context.skip();
    await fillThroughApi(app, handle);

    // Holds written while the backup is taken: each is in the copy whole (with its session) or not at all.
    const writing = Promise.all(
      ['07:00', '08:00', '09:00', '10:00', '11:00', '12:00'].map((time, i) => hold(app, 10 + i, time, 2)),
    );
    const file = await writeBackup(backupSourceOf(handle, url), dir);
    await writing;
    expect(listBackups(dir)).toEqual([file]);
    const before = await tableSums(handle);

    let restored: DatabaseHandle;
    let target: { url?: string; dataDir: string };
    if (name === 'PostgreSQL') target = { url: await postgresDatabase({ empty: true }), dataDir: '' };
    else target = { dataDir: join(root, 'restored') };
    expect(await restoreBackup({ file, ...target, replace: false, today: MONDAY })).toContain('restored');
    restored = await openDatabase({ ...target, today: MONDAY });
    try {
      const after = await tableSums(restored);
      const orphan = (
        (await restored.db.execute(
          sql`SELECT count(*)::int AS n FROM holds h WHERE NOT EXISTS (SELECT 1 FROM bookings b WHERE b.hold_id = h.id)`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]!.n;
      expect(orphan).toBe(0);
      // Every table but the holds written meanwhile is as it was; those have the holds committed before the copy.
      const live = (key: string) => key === 'public.holds' || key === 'public.bookings';
      expect(Object.keys(after)).toEqual(Object.keys(before));
      for (const key of Object.keys(before).filter((k) => !live(k)))
        expect(`${key} ${after[key]}`).toBe(`${key} ${before[key]}`);
      // The copy holds what the API wrote, not just the seed.
      const rows = (key: string) => Number(after[key]!.split(' ')[0]);
      for (const key of [
        'public.holds',
        'public.bookings',
        'public.payments',
        'public.orders',
        'public.webhook_events',
      ])
        expect(rows(key), key).toBeGreaterThan(0);
    } finally {
      await restored.close();
    }

    // The copy with nothing written meanwhile is row for row the same in every table.
    const still = await writeBackup(backupSourceOf(handle, url), dir, START);
    const quiet = await tableSums(handle);
    await expect(restoreBackup({ file: still, ...target, replace: false, today: MONDAY })).rejects.toThrow(
      /is not empty.*--replace/,
    );
    await restoreBackup({ file: still, ...target, replace: true, today: MONDAY });
    restored = await openDatabase({ ...target, today: MONDAY });
    try {
      expect(await tableSums(restored)).toEqual(quiet);
    } finally {
      await restored.close();
    }
  });
});

describe.skipIf(postgresSkipReason() !== null)('Moving from PGlite to PostgreSQL', () => {
  it('restores a PGlite backup into PostgreSQL, every row of every table the same, and the site goes on there', async () => {
    const source = await openTestDatabase();
    const app = await testApp(source, { now: () => START });
    let file: string;
    let sums: Record<string, string>;
    try {
      await fillThroughApi(app, source);
      file = await writeBackup(backupSourceOf(source, undefined), join(root, 'move'));
      sums = await tableSums(source);
    } finally {
      await app.close();
      await source.close();
    }

    const url = await postgresDatabase({ empty: true });
    expect(await restoreBackup({ file, url, dataDir: '', replace: false, today: MONDAY })).toMatch(
      /into the database at DATABASE_URL: \d+ rows copied/,
    );
    const moved = await openDatabase({ url, today: MONDAY });
    const there = await testApp(moved, { now: () => START });
    try {
      expect(await tableSums(moved)).toEqual(sums);
      // New rows take ids after the copied ones: another order and another booking are written.
      const order = await there.inject({
        method: 'POST',
        url: '/api/orders',
        payload: { items: [{ productId: 1, quantity: 1, size: 'M' }], customer, deliveryMethod: 'pickup' },
      });
      expect(order.statusCode).toBeLessThan(300);
      expect((await hold(there, 2, '07:00')).statusCode).toBe(201);
    } finally {
      await there.close();
      await moved.close();
    }

    // A database with tables is refused unless replaced; replaced, it is the backup again.
    await expect(restoreBackup({ file, url, dataDir: '', replace: false, today: MONDAY })).rejects.toThrow(
      /is not empty.*--replace/,
    );
    await restoreBackup({ file, url, dataDir: '', replace: true, today: MONDAY });
    const replaced = await openDatabase({ url, today: MONDAY });
    try {
      expect(await tableSums(replaced)).toEqual(sums);
    } finally {
      await replaced.close();
    }
  });
});
