/**
 * A bounded load test on loopback: one address (127.0.0.1) tries to hold a whole day of both tennis courts at once
 * (48 single-hour holds, each with another phone number, in waves of 8; whole-day holds; 20 more holds with one phone
 * number), about 70 requests in all, while another visitor (127.0.0.2, bound as the client's own address) books
 * meanwhile. The address ends holding the cap (8 court-hours) and nothing more; every refusal is the cap's clear 409;
 * the other visitor holds and pays. A real listening server with the per-address rate limit it runs with (120
 * mutations a minute). On PGlite, and on PostgreSQL (where requests really run side by side) when its binaries exist.
 */
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availabilityResponseSchema } from '../../machines/api/booking.schema';
import { MAX_HELD_COURT_HOURS } from '../../machines/booking/holdLimit';
import type { DatabaseHandle } from '../../server/db/client';
import { customer, databaseSuites, resetDatabase, testApp, testClock } from './helpers';

/** Wednesday 9 January 2030, two days after the tests' clock. */
const DAY = '2030-01-09';
const ATTACKER = '127.0.0.1';
const VISITOR = '127.0.0.2';

describe.each(databaseSuites)('one address holding a whole day, on $name', ({ skip, open }) => {
  if (skip) console.warn(`tests/api/holdsLoad.test.ts on PostgreSQL skipped: ${skip}`);
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let base: { port: number };

  beforeAll(async () => {
    if (skip) return;
    handle = await open();
    await resetDatabase(handle);
    app = await testApp(handle, { now: testClock().now, mutationsPerMinute: 120 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = { port: (app.server.address() as AddressInfo).port };
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  /** One request from `from` (the client socket's own loopback address), JSON in and out. */
  function call(
    from: string,
    method: 'GET' | 'POST',
    path: string,
    body?: object,
  ): Promise<{ status: number; json: { error?: { code: string; message: string } } & Record<string, unknown> }> {
    return new Promise((done, fail) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = request(
        {
          host: '127.0.0.1',
          port: base.port,
          localAddress: from,
          method,
          path,
          headers: payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {},
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => done({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : {} }));
        },
      );
      req.on('error', fail);
      req.end(payload);
    });
  }
  const phone = (n: number) => `8${String(n).padStart(9, '0')}`;
  const holdAs = (from: string, sessions: object[], phoneNumber: string) =>
    call(from, 'POST', '/api/holds', { sport: 'tennis', sessions, customer: { ...customer, phone: phoneNumber } });
  const hour = (h: number, court: number) => ({
    date: DAY,
    time: `${String(h).padStart(2, '0')}:00`,
    court,
    duration: 1,
  });

  it('is refused past the cap while another visitor still books', async ({ skip: skipTest }) => {
    if (skip) return skipTest();
    const wholeDay = [1, 2].flatMap((court) => Array.from({ length: 24 }, (_, h) => hour(h, court)));
    const statuses: { status: number; code?: string }[] = [];
    const note = (r: Awaited<ReturnType<typeof call>>) => statuses.push({ status: r.status, code: r.json.error?.code });

    // The other visitor holds while the attack runs (another date, so only the cap could stop them).
    let visitorHold: Promise<Awaited<ReturnType<typeof call>>> | null = null;
    for (let wave = 0; wave < wholeDay.length; wave += 8) {
      const batch = wholeDay.slice(wave, wave + 8).map((s, i) => holdAs(ATTACKER, [s], phone(wave + i)));
      if (wave === 16)
        visitorHold = holdAs(VISITOR, [{ date: '2030-01-10', time: '18:00', court: 1, duration: 2 }], '91234 56789');
      (await Promise.all(batch)).forEach(note);
    }
    // Whole-day holds in one request (12 sessions of 4 hours) and the same phone number over and over.
    const big = [1, 2].flatMap((court) => [0, 4, 8, 12, 16, 20].map((h) => ({ ...hour(h, court), duration: 4 })));
    (await Promise.all(Array.from({ length: 4 }, (_, i) => holdAs(ATTACKER, big, phone(100 + i))))).forEach(note);
    for (let i = 0; i < 20; i += 5) {
      (
        await Promise.all(
          Array.from({ length: 5 }, (_, j) => holdAs(ATTACKER, [hour((i + j) % 24, 1 + (j % 2))], phone(200))),
        )
      ).forEach(note);
    }

    expect(statuses).toHaveLength(72);
    expect(statuses.filter((s) => s.status === 201)).toHaveLength(MAX_HELD_COURT_HOURS);
    expect(statuses.filter((s) => s.status !== 201)).toEqual(
      Array.from({ length: 72 - MAX_HELD_COURT_HOURS }, () => ({ status: 409, code: 'hold_limit' })),
    );
    const day = availabilityResponseSchema.parse(
      (await call(ATTACKER, 'GET', `/api/availability?sport=tennis&date=${DAY}`)).json,
    );
    const heldSlots = day.courts.flatMap((c) => c.slots).filter((s) => s.state === 'held');
    expect(heldSlots.length / 2).toBe(MAX_HELD_COURT_HOURS);

    // The other visitor held and pays; then takes a slot of the attacked day too.
    const held = await visitorHold!;
    expect(held.status).toBe(201);
    const paid = await call(VISITOR, 'POST', '/api/bookings/confirm', {
      holdId: held.json.holdId,
      paymentId: 'pay_load_visitor',
    });
    expect(paid.status).toBe(200);
    const free = day.courts
      .flatMap((c) => c.slots.filter((s) => s.state === 'free').map((s) => ({ court: c.court, time: s.time })))
      .find((s) => s.time.endsWith(':00'))!;
    const second = await holdAs(
      VISITOR,
      [{ date: DAY, time: free.time, court: free.court, duration: 1 }],
      '91234 56789',
    );
    expect(second.status).toBe(201);
  });
});
