/**
 * The server's log (server/log.ts): Fastify's logger is on with NODE_ENV=production or LOG=on, off otherwise (tests
 * stay quiet). On, each request is one JSON line with its id (also sent as x-request-id), method, path, status and
 * time; no query string, header, cookie, body, secret, or full phone number or email reaches the log, and the lines
 * the code writes are masked (98765•••10, a•••@example.com). The log does not depend on the database, so this file
 * runs on PGlite only.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import type { DatabaseHandle } from '../../server/db/client';
import { loggedPath, loggerLog, maskPersonal } from '../../server/log';
import { customer, MONDAY, openTestDatabase, testApp, testClock } from './helpers';

const PHONE = '9876543210';
const EMAIL = 'asha.raman@example.com';
const COOKIE = 'pod_admin=session-token-7f3a9c2e';
const AUTHORIZATION = 'Bearer secret-token-51c0de';

describe('logging is on in production or with LOG=on', () => {
  const production = {
    NODE_ENV: 'production',
    PAYMENTS_MODE: 'demo',
    ADMIN_EMAIL: 'manager@pod.example',
    ADMIN_PASSWORD: 'a-long-secret-1',
  };
  it('defaults to on only in production; LOG=on|off decides; anything else is refused, naming it', () => {
    expect(readConfig({}, []).log).toBe(false);
    expect(readConfig(production, []).log).toBe(true);
    expect(readConfig({ LOG: 'on' }, []).log).toBe(true);
    expect(readConfig({ ...production, LOG: ' OFF ' }, []).log).toBe(false);
    expect(() => readConfig({ LOG: 'yes' }, [])).toThrow('LOG must be "on" or "off" (got "yes").');
  });
});

describe('the request log', () => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  const lines: string[] = [];
  const records = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

  beforeAll(async () => {
    handle = await openTestDatabase();
    app = await testApp(handle, { now: testClock().now, logger: { write: (line: string) => void lines.push(line) } });
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  it('writes one line per request with its id, method, path, status and time, and nothing personal or secret', async () => {
    const headers = { cookie: COOKIE, authorization: AUTHORIZATION, 'x-request-id': 'chosen-by-visitor' };
    const search = await app.inject({
      url: `/api/availability?sport=badminton&date=${MONDAY}&phone=${PHONE}&email=${EMAIL}`,
      headers,
    });
    expect(search.statusCode).toBe(200);
    const hold = await app.inject({
      method: 'POST',
      url: `/api/holds?email=${EMAIL}`,
      headers,
      payload: {
        sport: 'badminton',
        sessions: [{ date: MONDAY, time: '22:00', court: 1, duration: 1 }],
        customer: { ...customer, phone: PHONE, email: EMAIL },
      },
    });
    expect(hold.statusCode).toBe(201);
    const admin = await app.inject({ url: `/api/admin/customers?q=${PHONE}`, headers });
    expect(admin.statusCode).toBe(401);
    const unknown = await app.inject({ url: `/api/no-such-thing/${EMAIL}?phone=${PHONE}`, headers });
    expect(unknown.statusCode).toBe(404);

    const output = lines.join('');
    for (const secret of [
      PHONE,
      '98765 43210',
      EMAIL,
      'asha@example.com',
      'session-token-7f3a9c2e',
      'secret-token-51c0de',
      'chosen-by-visitor',
      'Asha Raman',
      customer.phone,
    ]) {
      expect(output).not.toContain(secret);
    }
    const requests = records().filter((r) => r.msg === 'request');
    const ids = [search, hold, admin, unknown].map((res) => String(res.headers['x-request-id']));
    expect(new Set(ids).size).toBe(4);
    expect(requests.map((r) => [r.reqId, r.method, r.url, r.status])).toEqual([
      [ids[0], 'GET', '/api/availability', 200],
      [ids[1], 'POST', '/api/holds', 201],
      [ids[2], 'GET', '/api/admin/customers', 401],
      [ids[3], 'GET', '/api/no-such-thing/a•••@example.com', 404],
    ]);
    expect(requests.every((r) => typeof r.ms === 'number' && r.level === 30)).toBe(true);
    // One line per request: nothing when it arrives, no separate "not found" line.
    expect(lines).toHaveLength(4);
  });

  it("masks phone numbers, card numbers and emails in the code's own lines", () => {
    lines.length = 0;
    loggerLog(app.log).error(
      `payments: refund for ${customer.name} (+91 ${PHONE.slice(0, 5)}-${PHONE.slice(5)}, ${EMAIL}) card 4111 1111 1111 1111 stays due`,
    );
    expect(records()).toEqual([
      expect.objectContaining({
        level: 50,
        msg: 'payments: refund for Asha Raman (98765•••10, a•••@example.com) card 41111•••11 stays due',
      }),
    ]);
  });
});

describe('what the log shows of an address and of a sentence', () => {
  it('keeps the path, drops the query string and cuts random tokens', () => {
    expect(loggedPath('/api/orders/Xk2LpQ9vR7tYb3NcW1zA5dEf/confirm?email=a@b.co')).toBe('/api/orders/Xk2LpQ…/confirm');
    expect(loggedPath('/sports?sport=tennis#booking')).toBe('/sports');
    expect(loggedPath('/api/admin/bookings/BK-ZUSL9Q6SY2/cancel')).toBe('/api/admin/bookings/BK-ZUSL9Q6SY2/cancel');
  });

  it('masks emails and phone- or card-like numbers, and leaves amounts, ids and times alone', () => {
    expect(maskPersonal('call 98765 43210 or +91-98765-43210, write asha@example.com')).toBe(
      'call 98765•••10 or 98765•••10, write a•••@example.com',
    );
    expect(maskPersonal('refund RF-ABC123 of ₹35000 at 10:30 on 2030-01-07 (PAY-9f8e7d)')).toBe(
      'refund RF-ABC123 of ₹35000 at 10:30 on 2030-01-07 (PAY-9f8e7d)',
    );
  });
});
