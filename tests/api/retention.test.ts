/**
 * Data kept only as long as needed (issue 49): with the clock moved forward, the retention pass removes each kind at
 * its time and touches nothing else: an unpaid, expired hold and its sessions after a day, a processed webhook event
 * after 90 days, bookings and payments after the accounts' years. One process at a time (PostgreSQL: a pass while
 * another holds the lock skips). Runs on PGlite and PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { RETENTION_LOCK, runRetention } from '../../server/ops/retention';
import { AvailabilityCache } from '../../server/services/availabilityCache';
import { expireHolds, type BookingDeps } from '../../server/services/booking';
import { databaseSuites, holdBody, otherVisitor, resetDatabase, rowCounts, START, testApp, TUESDAY } from './helpers';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const settings = { accountsYears: 1 };

describe.each(databaseSuites)('Retention on $name', ({ name, skip, open }) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    if (skip) return;
    handle = await open();
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });
  beforeEach(async (context) => {
    if (skip) return context.skip();
    await resetDatabase(handle);
    await app?.close();
    app = await testApp(handle, { now: () => START });
  });

  const one = async <T>(query: ReturnType<typeof sql>) =>
    ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows[0] as T;
  const held = async (time: string, visitor = otherVisitor(1)) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/holds',
      payload: { ...holdBody([{ date: TUESDAY, time, court: 1, duration: 1 }]), customer: visitor.customer },
      remoteAddress: visitor.address,
    });
    expect(res.statusCode).toBe(201);
    return (res.json() as { holdId: string }).holdId;
  };

  /** The rows' creation times as the test's clock had them (the database's own now() is the real clock). */
  const madeAtStart = async () => {
    const at = new Date(START).toISOString();
    for (const table of ['holds', 'bookings', 'payments', 'orders'])
      await handle.db.execute(sql`UPDATE ${sql.identifier(table)} SET created_at = ${at}::timestamptz`);
  };

  /** An unpaid hold left to expire, a paid one, and a webhook event, all at START. */
  const fill = async () => {
    const unpaid = await held('06:00', otherVisitor(1));
    const paid = await held('08:00', otherVisitor(2));
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/bookings/confirm',
      payload: { holdId: paid, paymentId: 'pay_retention' },
    });
    expect(confirmed.statusCode).toBe(200);
    await handle.db.execute(
      sql`INSERT INTO webhook_events (id, type, received_at) VALUES ('evt_retention', 'payment.captured', ${new Date(START).toISOString()}::timestamptz)`,
    );
    await expireHolds({
      db: handle.db,
      cache: new AvailabilityCache(),
      now: () => START + HOUR,
    } as unknown as BookingDeps);
    await madeAtStart();
    return { unpaid, paid };
  };
  const exists = async (table: 'holds' | 'webhook_events', id: string) =>
    (await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE id = ${id}`)).n;

  it('keeps everything for the first day', async () => {
    await fill();
    const before = await rowCounts(handle);
    const counts = await runRetention(handle.db, START + 23 * HOUR, settings);
    expect(Object.values(counts!).every((n) => n === 0)).toBe(true);
    expect(await rowCounts(handle)).toBe(before);
  });

  it('removes an unpaid expired hold and its sessions after a day, and nothing else', async () => {
    const { unpaid, paid } = await fill();
    const sessions = (await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM bookings WHERE hold_id = ${unpaid}`))
      .n;
    expect(sessions).toBe(1);
    const counts = await runRetention(handle.db, START + HOUR + DAY + 1, settings);
    expect(counts).toMatchObject({ holds: 1, sessions: 1, webhookEvents: 0, payments: 0, bookings: 0 });
    expect(await exists('holds', unpaid)).toBe(0);
    expect(await exists('holds', paid)).toBe(1);
    expect(
      await one<{ status: string; customer_name: string }>(
        sql`SELECT status, customer_name FROM bookings WHERE hold_id = ${paid}`,
      ),
    ).toEqual({ status: 'confirmed', customer_name: otherVisitor(2).customer.name });
    expect(await exists('webhook_events', 'evt_retention')).toBe(1);
  });

  it('clears the name, phone and email of a hold never paid after 24 hours when its row is kept', async () => {
    const kept = await held('10:00', otherVisitor(3));
    // A session of it still refers to the hold (here a cancelled one), so the hold itself stays.
    await handle.db.execute(sql`UPDATE bookings SET status = 'cancelled' WHERE hold_id = ${kept}`);
    await madeAtStart();
    expect((await runRetention(handle.db, START + 23 * HOUR, settings))!.contactsCleared).toBe(0);
    expect((await runRetention(handle.db, START + 25 * HOUR, settings))!.contactsCleared).toBe(1);
    expect(
      await one(sql`SELECT customer_name, customer_email, customer_phone, visitor_phone FROM holds WHERE id = ${kept}`),
    ).toEqual({ customer_name: '', customer_email: '', customer_phone: '', visitor_phone: null });
  });

  it('removes processed webhook events after 90 days', async () => {
    await fill();
    expect((await runRetention(handle.db, START + 89 * DAY, settings))!.webhookEvents).toBe(0);
    expect(await exists('webhook_events', 'evt_retention')).toBe(1);
    expect((await runRetention(handle.db, START + 91 * DAY, settings))!.webhookEvents).toBe(1);
    expect(await exists('webhook_events', 'evt_retention')).toBe(0);
    expect((await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM payments`)).n).toBe(1);
  });

  it('keeps bookings and payments for the accounts’ years, then removes them', async () => {
    const { paid } = await fill();
    expect((await runRetention(handle.db, START + 360 * DAY, settings))!.payments).toBe(0);
    expect(await exists('holds', paid)).toBe(1);
    const counts = await runRetention(handle.db, START + 370 * DAY, settings);
    expect(counts).toMatchObject({ payments: 1 });
    expect(counts!.bookings).toBeGreaterThan(0);
    expect((await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM bookings WHERE hold_id = ${paid}`)).n).toBe(0);
  });

  it.runIf(name === 'PostgreSQL')('skips a pass while another process runs one', async () => {
    await fill();
    const skipped = await handle.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${RETENTION_LOCK})`);
      return runRetention(handle.db, START + 2 * DAY, settings);
    });
    expect(skipped).toBeNull();
    expect((await runRetention(handle.db, START + 2 * DAY, settings))!.holds).toBe(1);
  });
});
