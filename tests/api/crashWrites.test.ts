/**
 * SIGKILL during writes (issue 49): a real server process (the built bundle, demo payments) takes a bounded loop of
 * holds and confirms from four visitors at once and is killed with SIGKILL in the middle of it, requests in flight.
 * A process restarted on the same PGlite folder, or the same PostgreSQL database, comes back with every booking and
 * payment a confirm answered 2xx for; a visitor whose confirm got no answer tries again and lands on the true outcome;
 * the loop then goes on to its end. Read back from the database itself afterwards: every answered booking and payment
 * confirmed, none twice, no two live bookings of a court overlapping.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { MONDAY, openPreparedPglite, otherVisitor, START } from './helpers';
import { postgresDatabase, postgresSkipReason } from './postgres';
import { serverProcessSuite, type ServerProcess } from './serverProcess';

/** Each database below is prepared by its own suite (a PGlite folder, or a PostgreSQL database). */
const suite = serverProcessSuite('crash-writes', { prepareDataDir: false });

/** Four visitors, each on a court of their own (a sport and a court), one session after another from Tuesday on. */
const VISITORS = [
  { sport: 'badminton', court: 1 },
  { sport: 'badminton', court: 2 },
  { sport: 'tennis', court: 1 },
  { sport: 'pickleball', court: 2 },
] as const;
/** Bookings each visitor makes in all (the loop's bound). */
const PER_VISITOR = 10;
/** The SIGKILL comes once this many confirms have been answered 2xx. */
const KILL_AFTER = 12;

/** The n-th session of a visitor: Tuesday 06:00 on, an hour each, 16 a day. */
const sessionAt = (n: number, court: number) => {
  const day = new Date(Date.parse('2030-01-08T00:00:00Z') + Math.floor(n / 16) * 86_400_000).toISOString();
  return { date: day.slice(0, 10), time: `${String(6 + (n % 16)).padStart(2, '0')}:00`, court, duration: 1 };
};

interface Attempt {
  visitor: number;
  n: number;
  holdId: string;
  paymentId: string;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe.each([
  { name: 'PGlite', skip: null as string | null },
  { name: 'PostgreSQL', skip: postgresSkipReason() },
])('SIGKILL during holds and confirms on $name', ({ name, skip }) => {
  let env: Record<string, string>;
  let open: () => Promise<DatabaseHandle>;

  beforeAll(async () => {
    if (skip) return;
    if (name === 'PGlite') {
      const { dataDir } = suite;
      // The data folder starts as the run's migrated and seeded database (building one from empty takes a minute).
      await (await openPreparedPglite(dataDir)).close();
      env = { DATA_DIR: dataDir };
      open = () => openDatabase({ dataDir, today: MONDAY });
    } else {
      const url = await postgresDatabase();
      env = { DATABASE_URL: url };
      open = () => openDatabase({ url, today: MONDAY });
    }
  }, 300_000);

  const start = async () => {
    const server = await suite.start({
      ...env,
      PAYMENTS_MODE: 'demo',
      RECONCILE_EVERY: '0',
      // The visitors' own addresses come as X-Forwarded-For from loopback: the hold cap and rate limit are theirs.
      TRUST_PROXY: '127.0.0.1',
      CLOCK_START: new Date(START).toISOString(),
    });
    await server.ready();
    return server;
  };

  it('keeps every answered booking and payment through a SIGKILL mid-loop, and the loop goes on after a restart', async (context) => {
    if (skip) return context.skip();
    const confirmed = new Map<string, { paymentId: string; bookingIds: string[] }>();
    const unanswered: Attempt[] = [];
    const next = VISITORS.map(() => 0);
    /** Visitors whose request was cut off by the kill (a hold or a confirm in flight). */
    let interrupted = 0;

    /** Visitor v's bookings on `server` until the bound, or until the server stops answering. */
    const visitor = async (server: ServerProcess, v: number) => {
      const { address, customer } = otherVisitor(v + 1);
      const headers = { 'content-type': 'application/json', 'x-forwarded-for': address };
      /** The answer's status and body read whole, or null when the connection broke first (the kill). */
      const post = async (path: string, body: object) => {
        try {
          const res = await fetch(`${server.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
          return { status: res.status, text: await res.text() };
        } catch {
          interrupted += 1;
          return null;
        }
      };
      while (next[v]! < PER_VISITOR) {
        const n = next[v]!;
        const held = await post('/api/holds', {
          sport: VISITORS[v]!.sport,
          sessions: [sessionAt(n, VISITORS[v]!.court)],
          customer,
        });
        // Killed: this hold may or may not be there; nobody paid for it.
        if (!held) return;
        expect(held.status, held.text).toBe(201);
        const { holdId } = JSON.parse(held.text) as { holdId: string };
        const paymentId = `pay_sigkill_${name}_${v}_${n}`;
        const answer = await post('/api/bookings/confirm', { holdId, paymentId });
        if (!answer) {
          unanswered.push({ visitor: v, n, holdId, paymentId });
          next[v] = n + 1;
          return;
        }
        expect(answer.status, answer.text).toBe(200);
        confirmed.set(holdId, {
          paymentId,
          bookingIds: (JSON.parse(answer.text) as { bookingIds: string[] }).bookingIds,
        });
        next[v] = n + 1;
      }
    };

    const first = await start();
    const loop = Promise.all(VISITORS.map((_, v) => visitor(first, v)));
    // SIGKILL once enough confirms were answered, with the four visitors' next requests in flight.
    await expect.poll(() => confirmed.size, { timeout: 120_000, interval: 5 }).toBeGreaterThanOrEqual(KILL_AFTER);
    await first.stop('SIGKILL');
    await loop;
    // Requests were in flight (at most one per visitor): the kill came in the middle of writes.
    expect(interrupted).toBeGreaterThan(0);
    expect(interrupted).toBeLessThanOrEqual(VISITORS.length);
    const answeredBefore = new Map(confirmed);
    expect(answeredBefore.size).toBeLessThan(VISITORS.length * PER_VISITOR);

    const second = await start();
    // The visitors whose confirm got no answer try again: confirmed now, or already (the same bookings), never lost.
    for (const attempt of unanswered) {
      const again = await fetch(`${second.url}/api/bookings/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': otherVisitor(attempt.visitor + 1).address },
        body: JSON.stringify({ holdId: attempt.holdId, paymentId: attempt.paymentId }),
      });
      expect(again.status, await again.clone().text()).toBe(200);
      confirmed.set(attempt.holdId, {
        paymentId: attempt.paymentId,
        bookingIds: ((await again.json()) as { bookingIds: string[] }).bookingIds,
      });
    }
    // Every booking answered before the kill is booked on the restarted process.
    const answered = [...answeredBefore.values()].flatMap((c) => c.bookingIds);
    const states = await Promise.all(
      VISITORS.map(async ({ sport }, v) => {
        const dates = [...new Set(Array.from({ length: next[v]! }, (_, n) => sessionAt(n, 1).date))];
        return Promise.all(
          dates.map(async (date) => ({
            sport,
            date,
            courts: (
              (await (await fetch(`${second.url}/api/availability?sport=${sport}&date=${date}`)).json()) as {
                courts: { slots: { time: string; state: string }[] }[];
              }
            ).courts,
          })),
        );
      }),
    );
    for (const [v, days] of states.entries()) {
      const booked = days.flatMap(({ date, courts }) =>
        courts[VISITORS[v]!.court - 1]!.slots.filter((s) => s.state === 'booked').map((s) => `${date} ${s.time}`),
      );
      for (let n = 0; n < next[v]!; n++) {
        const { date, time } = sessionAt(n, VISITORS[v]!.court);
        expect(booked, `visitor ${v}'s session ${n}`).toContain(`${date} ${time}`);
      }
    }

    // The loop goes on to its end on the restarted process.
    await Promise.all(VISITORS.map((_, v) => visitor(second, v)));
    expect(next).toEqual(VISITORS.map(() => PER_VISITOR));
    await second.stop('SIGTERM');
    expect(await second.exited()).toBe(0);

    // Read back from the database itself.
    const handle = await open();
    try {
      const bookingIds = [...confirmed.values()].flatMap((c) => c.bookingIds);
      expect(bookingIds).toHaveLength(VISITORS.length * PER_VISITOR);
      expect(bookingIds).toEqual(expect.arrayContaining(answered));
      const bookings = rowsOf<{ id: string; status: string }>(
        await handle.db.execute(sql`SELECT id, status FROM bookings WHERE id IN ${bookingIds}`),
      );
      expect(bookings.map((b) => b.status).sort()).toEqual(bookingIds.map(() => 'confirmed'));
      const paymentIds = [...confirmed.values()].map((c) => c.paymentId);
      const payments = rowsOf<{ payment_id: string; status: string; hold_id: string }>(
        await handle.db.execute(
          sql`SELECT payment_id, status, hold_id FROM payments WHERE payment_id LIKE ${`pay_sigkill_${name}_%`}`,
        ),
      );
      // One ledger row per payment, each confirmed, for the hold it paid.
      expect(payments.map((p) => p.payment_id).sort()).toEqual([...paymentIds].sort());
      expect(
        payments.every((p) => p.status === 'confirmed' && confirmed.get(p.hold_id)?.paymentId === p.payment_id),
      ).toBe(true);
      const [overlaps] = rowsOf<{ n: number }>(
        await handle.db.execute(sql`
          SELECT count(*)::int AS n FROM bookings a JOIN bookings b
            ON a.court_id = b.court_id AND a.id < b.id AND a.during && b.during
          WHERE a.status IN ('held', 'pending', 'confirmed') AND b.status IN ('held', 'pending', 'confirmed')`),
      );
      expect(overlaps!.n).toBe(0);
    } finally {
      await handle.close();
    }
  }, 900_000);
});
