/**
 * Server-verified payments with provider keys: provider orders (made when the visitor presses pay), signatures, the
 * webhook, tampering (PGlite).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { hmacHex } from '../../server/services/payment';
import {
  customer,
  holdAndPay,
  holdBody,
  MONDAY,
  openTestDatabase,
  resetDatabase,
  rowCounts,
  testApp,
  testClock,
} from './helpers';
import { startProviderDouble, type ProviderDouble } from './providerDouble';

const KEY_SECRET = 'test_key_secret_never_sent';
const WEBHOOK_SECRET = 'test_webhook_secret';
let handle: DatabaseHandle;
let app: FastifyInstance;
let provider: ProviderDouble;
const clock = testClock();

beforeAll(async () => {
  [handle, provider] = await Promise.all([openTestDatabase(), startProviderDouble()]);
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
  await provider?.close();
});
beforeEach(async () => {
  clock.set(testClock().now());
  await resetDatabase(handle);
  provider.status = 200;
  provider.requests.length = 0;
  await app?.close();
  app = await testApp(handle, {
    now: clock.now,
    payment: { keyId: 'rzp_test_key', keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET, apiBase: provider.url },
  });
});

const session = { date: MONDAY, time: '07:00', court: 1, duration: 2 };
const hold = () => app.inject({ method: 'POST', url: '/api/holds', payload: { ...holdBody([session]), amount: 1 } });
const pay = (holdId: string) => app.inject({ method: 'POST', url: `/api/holds/${holdId}/pay` });
/** A hold with its provider order, as after the visitor pressed pay. */
const heldAndPaying = () => holdAndPay(app, { ...holdBody([session]), amount: 1 });
const sign = (orderId: string, paymentId: string) => hmacHex(KEY_SECRET, `${orderId}|${paymentId}`);
const confirm = (payload: object) => app.inject({ method: 'POST', url: '/api/bookings/confirm', payload });
const slotState = async () =>
  (await app.inject({ url: `/api/availability?sport=badminton&date=${MONDAY}` }))
    .json()
    .courts[0].slots.find((s: { time: string }) => s.time === '07:00').state;

describe('provider orders', () => {
  it('a hold makes none; pressing pay makes it with the amount in paise from the database and Basic auth, never exposing the secret', async () => {
    const held = await hold();
    expect(held.statusCode).toBe(201);
    expect(held.json()).toMatchObject({ amount: 700, amountPaise: 70000, providerOrderId: null });
    expect(provider.requests).toHaveLength(0);
    const res = await pay(held.json().holdId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      holdId: held.json().holdId,
      amountPaise: 70000,
      currency: 'INR',
      providerOrderId: expect.stringMatching(/^order_test\d+$/),
    });
    expect(provider.requests).toHaveLength(1);
    expect(provider.requests[0]!.body).toMatchObject({ amount: 70000, currency: 'INR' });
    expect(provider.requests[0]!.auth).toBe(`Basic ${Buffer.from(`rzp_test_key:${KEY_SECRET}`).toString('base64')}`);
    expect(res.body).not.toContain(KEY_SECRET);
  });

  it('answers a clear 502 when the provider fails; the hold stays for the page to release', async () => {
    provider.status = 500;
    const { holdId } = (await hold()).json();
    const res = await pay(holdId);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      error: {
        code: 'payment_provider_error',
        message: 'The payment provider could not start the payment. Please try again in a moment.',
      },
    });
    expect(await slotState()).toBe('held');
    expect((await app.inject({ method: 'DELETE', url: `/api/holds/${holdId}` })).statusCode).toBe(204);
    expect(await slotState()).toBe('free');
  });
});

describe('POST /api/bookings/confirm with keys', () => {
  it('confirms with a good signature and records the payment as verified', async () => {
    const { holdId, providerOrderId } = await heldAndPaying();
    const res = await confirm({
      holdId,
      paymentId: 'pay_good',
      orderId: providerOrderId,
      signature: sign(providerOrderId, 'pay_good'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ verified: true, amount: 700 });
    expect(res.json().bookingIds).toHaveLength(1);
    expect(await slotState()).toBe('booked');
    const row = await handle.db.execute(sql`SELECT verification FROM payments WHERE payment_id = 'pay_good'`);
    expect((row as unknown as { rows: unknown[] }).rows).toEqual([{ verification: 'verified' }]);
  });

  it('rejects a bad or missing signature: nothing confirmed, the hold kept until it expires', async () => {
    const { holdId, providerOrderId } = await heldAndPaying();
    const before = await rowCounts(handle);
    const bad = await confirm({
      holdId,
      paymentId: 'pay_bad',
      orderId: providerOrderId,
      signature: sign(providerOrderId, 'pay_other'),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: 'payment_not_verified', field: 'signature' });
    const missing = await confirm({ holdId, paymentId: 'pay_bad' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('payment_not_verified');
    expect(await rowCounts(handle)).toBe(before);
    expect(await slotState()).toBe('held');
    // The hold's 10 minutes and the 5-minute grace its slots stay kept after (System Settings).
    clock.advance(15 * 60_000);
    expect(await slotState()).toBe('free');
  });

  it('refuses amount tampering: a signature for another (cheaper) provider order does not confirm this hold', async () => {
    const { holdId } = await heldAndPaying();
    const cheapOrder = 'order_cheap1';
    const res = await confirm({
      holdId,
      paymentId: 'pay_cheap',
      orderId: cheapOrder,
      signature: sign(cheapOrder, 'pay_cheap'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('payment_not_verified');
    expect(await slotState()).toBe('held');
  });
});

describe('POST /api/payments/webhook', () => {
  const event = (orderId: string, paymentId: string) =>
    JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: paymentId, order_id: orderId, amount: 70000 } } },
    });
  const post = (body: string, signature: string, id = 'evt_1') =>
    app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': id },
      payload: body,
    });

  it('rejects a bad signature and changes nothing', async () => {
    const { providerOrderId } = await heldAndPaying();
    const before = await rowCounts(handle);
    const body = event(providerOrderId, 'pay_hook');
    const res = await post(body, hmacHex('wrong secret', body));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('bad_signature');
    expect(await rowCounts(handle)).toBe(before);
  });

  it('confirms the hold once; the same event again changes nothing', async () => {
    const { providerOrderId } = await heldAndPaying();
    const body = event(providerOrderId, 'pay_hook');
    const first = await post(body, hmacHex(WEBHOOK_SECRET, body));
    expect(first.json()).toEqual({ status: 'processed' });
    expect(await slotState()).toBe('booked');
    const after = await rowCounts(handle);
    const replay = await post(body, hmacHex(WEBHOOK_SECRET, body));
    expect(replay.json()).toEqual({ status: 'duplicate' });
    expect(await rowCounts(handle)).toBe(after);
    const sameEventNewId = await post(body, hmacHex(WEBHOOK_SECRET, body), 'evt_2');
    expect(sameEventNewId.statusCode).toBe(200);
    const payments = await handle.db.execute(
      sql`SELECT count(*)::int AS n FROM payments WHERE payment_id = 'pay_hook'`,
    );
    expect((payments as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });

  it('pays a shop order through the webhook', async () => {
    const order = (
      await app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: { items: [{ productId: 3, size: 'One Size', quantity: 2 }], customer, deliveryMethod: 'pickup' },
      })
    ).json();
    expect(order.providerOrderId).toMatch(/^order_test\d+$/);
    expect(provider.requests[0]!.body.amount).toBe(79800);
    const body = event(order.providerOrderId, 'pay_shop');
    await post(body, hmacHex(WEBHOOK_SECRET, body), 'evt_shop');
    expect((await app.inject({ url: `/api/orders/${order.ref}` })).json()).toMatchObject({
      status: 'paid',
      paymentId: 'pay_shop',
      verified: true,
    });
  });
});
