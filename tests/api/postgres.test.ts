/**
 * The same schema and queries on a real PostgreSQL 15 (a database of its own in the run's throwaway cluster): migrations and seed, the exclusion
 * constraint, 50 simultaneous holds, and two server processes on one database never double-booking.
 * Skipped, with the reason, when the PostgreSQL binaries are absent.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import {
  holdBody,
  makeSite,
  MONDAY,
  openTestDatabase,
  otherVisitor,
  resetDatabase,
  testApp,
  testClock,
} from './helpers';
import { postgresDatabase, postgresSkipReason } from './postgres';

const skipReason = postgresSkipReason();
if (skipReason) console.warn(`tests/api/postgres.test.ts skipped: ${skipReason}`);

describe.skipIf(skipReason !== null)('on PostgreSQL', () => {
  let url: string;
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  const clock = testClock();

  beforeAll(async () => {
    // An empty database: the migrations and the seed run here, on the postgres driver.
    url = await postgresDatabase({ empty: true });
    handle = await openTestDatabase(url);
    app = await testApp(handle, { now: clock.now });
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });
  beforeEach(() => resetDatabase(handle));

  it('runs the migrations and the seed on the postgres driver', async () => {
    expect(handle.driver).toBe('postgres');
    expect((await app.inject({ url: '/api/health' })).json()).toEqual({
      status: 'ok',
      database: { state: 'ready', driver: 'postgres' },
    });
    const res = await app.inject({ url: `/api/availability?sport=badminton&date=${MONDAY}` });
    expect(res.json().courts).toHaveLength(2);
    const sports = await handle.db.execute(sql`SELECT count(*)::int AS n FROM sports`);
    expect((sports as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(4);
  });

  it('gives exactly one of 50 simultaneous holds on one slot, and 49 clear 409s', async () => {
    // The pool's ten connections are opened first, as a running server's are: this checks how the holds contend for
    // the slot. Opened by the burst itself, ten new PostgreSQL backends on a loaded 2-core machine once took longer
    // than the pool's 5 s wait for a connection, and the holds failed with 500s before any reached the slot.
    await Promise.all(Array.from({ length: 10 }, () => handle.db.execute(sql`SELECT pg_sleep(0.05)`)));
    const results = await Promise.all(
      // Fifty visitors, each with their own address and phone number.
      Array.from({ length: 50 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: '/api/holds',
          payload: {
            ...holdBody([{ date: MONDAY, time: '09:00', court: 1, duration: 1 }]),
            customer: otherVisitor(i + 1).customer,
          },
          remoteAddress: otherVisitor(i + 1).address,
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    expect(results.find((r) => r.statusCode === 409)!.json().error.code).toBe('slot_taken');
  });

  it('refuses an overlapping insert with SQLSTATE 23P01', async () => {
    const insert = (id: string, time: string) =>
      handle.db
        .execute(sql`INSERT INTO bookings (id, court_id, sport_id, date, time, duration_minutes, during, status, customer_name, customer_phone, amount)
        SELECT ${id}, id, 'tennis', ${MONDAY}, ${time}, 60, tsrange(${`${MONDAY} ${time}:00`}::timestamp, ${`${MONDAY} ${time}:00`}::timestamp + interval '1 hour'), 'confirmed', 'Direct', '9876543210', 350
        FROM courts WHERE sport_id = 'tennis' AND number = 2`);
    await insert('BK-PG1', '10:00');
    const error = await insert('BK-PG2', '10:30').then(
      () => null,
      (e: unknown) => e as { cause?: { code?: string } },
    );
    expect(error?.cause?.code).toBe('23P01');
  });

  describe('two server processes on one database', () => {
    const servers: ChildProcess[] = [];
    const ports = [0, 0];
    beforeAll(async () => {
      // Inside the project, so the bundle resolves its node_modules.
      const out = join(process.cwd(), 'node_modules/.cache/pod-dist-server-test');
      execFileSync(
        'npx',
        ['vite', 'build', '--config', 'server/vite.config.ts', '--outDir', out, '--logLevel', 'error'],
        { stdio: 'pipe' },
      );
      const site = makeSite();
      for (const i of [0, 1]) {
        ports[i] = 4700 + Math.floor(Math.random() * 800) + i;
        const child = spawn(process.execPath, [join(out, 'main.js'), '--port', String(ports[i]), '--dir', site], {
          // The clock a few days before the slot they race for: within the days a court can be booked ahead.
          env: { ...process.env, DATABASE_URL: url, HOST: '127.0.0.1', CLOCK_START: '2031-03-01T10:00:00+05:30' },
          stdio: 'pipe',
        });
        child.stderr?.on('data', (chunk: Buffer) => console.error(`server ${i}: ${chunk.toString().trim()}`));
        servers.push(child);
      }
      for (const port of ports) {
        for (let tries = 0; ; tries++) {
          const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
            (r) => r.ok,
            () => false,
          );
          if (ok) break;
          if (tries > 200) throw new Error(`server on ${port} never became ready`);
          await new Promise((r) => setTimeout(r, 100));
        }
      }
    });
    afterAll(() => servers.forEach((s) => s.kill('SIGTERM')));

    it('never double-books: 40 holds on one slot spread over both processes give one winner', async () => {
      const date = '2031-03-03';
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          fetch(`http://127.0.0.1:${ports[i % 2]}/api/holds`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            // Forty visitors (one loopback address, each their own phone number).
            body: JSON.stringify({
              ...holdBody([{ date, time: '06:00', court: 2, duration: 2 }], 'tennis'),
              customer: otherVisitor(i + 1).customer,
            }),
          }).then((r) => r.status),
        ),
      );
      expect(results.filter((s) => s === 201)).toHaveLength(1);
      expect(results.filter((s) => s === 409)).toHaveLength(39);
      const rows = await handle.db.execute(
        sql`SELECT count(*)::int AS n FROM bookings WHERE date = ${date} AND status = 'held'`,
      );
      expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    });
  });
});
