/**
 * Generated bad input for every endpoint's body, query and path (fast-check): only 4xx answers with the JSON
 * error body, never a 5xx, and never a changed row.
 */
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../machines/api/errors';
import { isDuration } from '../../machines/booking/slots';
import type { DatabaseHandle } from '../../server/db/client';
import { customer, MONDAY, openTestDatabase, resetDatabase, rowCounts, testApp, testClock } from './helpers';

/** Monday morning of the sample week: the sessions it holds are within the days a court can be booked ahead. */
const clock = testClock();

let handle: DatabaseHandle;
let app: FastifyInstance;
let holdId: string;
let orderRef: string;
let before: string;

beforeAll(async () => {
  handle = await openTestDatabase();
  await resetDatabase(handle);
  const setup = await testApp(handle, { now: clock.now });
  holdId = (
    await setup.inject({
      method: 'POST',
      url: '/api/holds',
      payload: { sport: 'tennis', sessions: [{ date: MONDAY, time: '06:00', court: 1, duration: 1 }], customer },
    })
  ).json().holdId;
  orderRef = (
    await setup.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { items: [{ productId: 1, size: 'M', quantity: 1 }], customer, deliveryMethod: 'pickup' },
    })
  ).json().ref;
  await setup.close();
  // With provider keys, a confirmation is valid only with the provider's signature, which the fuzzer cannot forge:
  // every generated body is then bad input. (The provider base is a closed port: nothing leaves the machine.)
  app = await testApp(handle, {
    now: clock.now,
    payment: {
      keyId: 'rzp_test_fuzz',
      keySecret: 'fuzz_key_secret',
      webhookSecret: 'fuzz_webhook_secret',
      apiBase: 'http://127.0.0.1:9',
    },
  });
  before = await rowCounts(handle);
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

/** Any JSON value, biased towards near-misses of the real shapes (a duration is never valid, so no hold can pass). */
const nearMiss = (keys: string[]) =>
  fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.dictionary(fc.constantFrom(...keys), fc.jsonValue({ maxDepth: 2 }), { maxKeys: keys.length }),
    fc.record(
      {
        sport: fc.oneof(fc.constantFrom('badminton', 'tennis', 'futsal'), fc.string()),
        sessions: fc.array(
          fc.record({
            date: fc.oneof(fc.constant('2029-12-31'), fc.string()),
            time: fc.oneof(fc.constantFrom('06:00', '24:00', '06:15'), fc.string()),
            court: fc.oneof(fc.integer({ min: -2, max: 9 }), fc.double()),
            duration: fc.oneof(
              fc.constantFrom(0, 0.5, 5, -1),
              fc.double().filter((d) => !isDuration(d)),
            ),
          }),
          { maxLength: 3 },
        ),
        customer: fc.oneof(
          fc.constant({ ...customer, phone: '123' }),
          fc.constant(customer),
          fc.jsonValue({ maxDepth: 1 }),
        ),
        items: fc.array(
          fc.record({
            productId: fc.integer({ min: -1, max: 12 }),
            size: fc.string(),
            quantity: fc.integer({ min: -3, max: 30 }),
          }),
          { maxLength: 3 },
        ),
        deliveryMethod: fc.oneof(fc.constant('delivery'), fc.string()),
        holdId: fc.oneof(fc.constant('nosuchholdid1'), fc.string()),
        paymentId: fc.oneof(fc.constant('pay x'), fc.string()),
      },
      { requiredKeys: [] },
    ),
  );

const expectClientError = (res: { statusCode: number; json: () => unknown }) => {
  expect(res.statusCode, JSON.stringify(res.json())).toBeGreaterThanOrEqual(400);
  expect(res.statusCode).toBeLessThan(500);
  expect(apiErrorSchema.safeParse(res.json()).success).toBe(true);
};

describe('fuzzing every endpoint', () => {
  const runs = { numRuns: 60 };

  it('POST bodies: /api/holds, /api/orders, /api/bookings/confirm, /api/orders/:ref/confirm', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/holds', '/api/orders', '/api/bookings/confirm', `/api/orders/REF/confirm`),
        nearMiss([
          'sport',
          'sessions',
          'customer',
          'items',
          'deliveryMethod',
          'holdId',
          'paymentId',
          'orderId',
          'signature',
        ]),
        async (url, body) => {
          const res = await app.inject({
            method: 'POST',
            url: url.replace('REF', orderRef),
            payload: JSON.stringify(body),
            headers: { 'content-type': 'application/json' },
          });
          expectClientError(res);
        },
      ),
      runs,
    );
    expect(await rowCounts(handle)).toBe(before);
  });

  it('GET /api/availability queries and path parameters', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom('sport', 'date', 'x'), fc.string(), { maxKeys: 3 }),
        fc.string({ maxLength: 80 }),
        async (query, segment) => {
          const res = await app.inject({ url: '/api/availability', query });
          if (res.statusCode !== 200) expectClientError(res);
          const path = encodeURIComponent(segment);
          expectClientError(await app.inject({ url: `/api/orders/${path}` }));
          expectClientError(await app.inject({ method: 'DELETE', url: `/api/holds/${path}x` }));
        },
      ),
      runs,
    );
    expect(await rowCounts(handle)).toBe(before);
  });

  it('webhook bodies without a valid signature, and non-JSON bodies everywhere', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 200 }),
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
        async (body, type) => {
          for (const url of ['/api/payments/webhook', '/api/holds', '/api/orders', '/api/bookings/confirm']) {
            expectClientError(
              await app.inject({
                method: 'POST',
                url,
                payload: body,
                headers: { 'content-type': type, 'x-razorpay-signature': 'ab' },
              }),
            );
          }
        },
      ),
      { numRuns: 30 },
    );
    expect(await rowCounts(handle)).toBe(before);
    expect(holdId).toBeTruthy();
  });
});
