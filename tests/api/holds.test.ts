/**
 * Holds a visitor can have, and the pay step: the cap on court-hours held at once (per address and per phone
 * number), a visitor's new hold releasing their previous one (its slots free for everyone at once), and
 * POST /api/holds/:id/pay making the provider order once, refusing a hold that ended. The suite runs on PGlite, and
 * again on a throwaway PostgreSQL when its binaries are present.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { availabilityResponseSchema, holdPaymentResponseSchema } from '../../machines/api/booking.schema';
import { apiErrorSchema } from '../../machines/api/errors';
import { paymentsModeResponseSchema } from '../../machines/api/payments.schema';
import { MAX_HELD_COURT_HOURS } from '../../machines/booking/holdLimit';
import type { DatabaseHandle } from '../../server/db/client';
import {
  customer,
  databaseSuites,
  holdBody,
  MONDAY,
  otherVisitor,
  resetDatabase,
  rowCounts,
  suiteResources,
  testApp,
  testClock,
  TUESDAY,
} from './helpers';
import { resetProviderDouble, type ProviderDouble } from './providerDouble';

const MINUTE = 60_000;
type Session = Parameters<typeof holdBody>[0][number];

describe.each(databaseSuites)('holds a visitor can have on $name', ({ skip, open }) => {
  if (skip) console.warn(`tests/api/holds.test.ts on PostgreSQL skipped: ${skip}`);
  const suite = suiteResources(skip, open);
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let provider: ProviderDouble;
  const clock = testClock();
  const build = async (keys: boolean) => {
    await suite.app?.close();
    // A long availability cache: a release that forgot to invalidate it would show its slots still held.
    app = suite.app = await testApp(handle, {
      now: clock.now,
      cacheTtlMs: 10 * MINUTE,
      payment: keys ? { keyId: 'rzp_test_holds', keySecret: 'holds_secret', apiBase: provider.url } : {},
    });
  };

  beforeEach(async (context) => {
    if (skip) return context.skip();
    ({ handle, provider } = suite);
    clock.set(testClock().now());
    await resetDatabase(handle);
    resetProviderDouble(provider);
    await build(false);
  });

  /** A hold from `address` with `phone` (the default visitor: 127.0.0.1 and the helpers' customer). */
  const hold = (sessions: Session[], who: { address?: string; phone?: string } = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/holds',
      payload: { ...holdBody(sessions), customer: { ...customer, phone: who.phone ?? customer.phone } },
      ...(who.address ? { remoteAddress: who.address } : {}),
    });
  const pay = (holdId: string) => app.inject({ method: 'POST', url: `/api/holds/${holdId}/pay` });
  const slot = async (date: string, time: string, court = 1) =>
    availabilityResponseSchema
      .parse((await app.inject({ url: `/api/availability?sport=badminton&date=${date}` })).json())
      .courts.find((c) => c.court === court)!
      .slots.find((s) => s.time === time)!.state;
  const holdStatus = async (holdId: string) =>
    (
      (await handle.db.execute(sql`SELECT status FROM holds WHERE id = ${holdId}`)) as unknown as {
        rows: { status: string }[];
      }
    ).rows[0]!.status;
  /** Sessions of one hour each from 06:00 on `date`, court 1, adding up to `hours`. */
  const hoursOf = (hours: number, date = TUESDAY): Session[] =>
    Array.from({ length: hours }, (_, i) => ({
      date,
      time: `${String(6 + i).padStart(2, '0')}:00`,
      court: 1,
      duration: 1,
    }));

  describe('the cap on court-hours held at once', () => {
    it(`takes exactly ${MAX_HELD_COURT_HOURS} court-hours in one hold and refuses more with a 409 that says the limit and what to do; nothing is written`, async () => {
      expect(MAX_HELD_COURT_HOURS).toBe(8);
      expect(
        (
          await hold([
            { date: TUESDAY, time: '06:00', court: 1, duration: 4 },
            { date: TUESDAY, time: '06:00', court: 2, duration: 4 },
          ])
        ).statusCode,
      ).toBe(201);
      await resetDatabase(handle);
      const before = await rowCounts(handle);
      const res = await hold([...hoursOf(8), { date: TUESDAY, time: '06:00', court: 2, duration: 1.5 }]);
      expect(res.statusCode).toBe(409);
      expect(apiErrorSchema.parse(res.json()).error).toEqual({
        code: 'hold_limit',
        field: 'sessions',
        message:
          'One visitor can hold at most 8 court-hours at a time while paying, and these sessions add up to 9.5 court-hours. Please remove or shorten some sessions, pay for these, then book the rest separately.',
      });
      expect(await rowCounts(handle)).toBe(before);
    });

    it('counts every hold from one address, whatever the phone number: past the cap is refused, naming what is held and when it ends', async () => {
      const first = await hold(hoursOf(6), { phone: '91234 56789' });
      expect(first.statusCode).toBe(201);
      clock.advance(3 * MINUTE);
      const res = await hold([{ date: MONDAY, time: '10:00', court: 2, duration: 3 }], { phone: '99887 76655' });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({
        code: 'hold_limit',
        message:
          'One visitor can hold at most 8 court-hours at a time while paying, and 6 court-hours from this address or phone number are already held waiting for payment. Please finish that payment first, or try again in 7 minutes when those holds end.',
      });
      // The first hold is untouched; two more hours still fit.
      expect(await slot(TUESDAY, '06:00')).toBe('held');
      expect(
        (await hold([{ date: MONDAY, time: '10:00', court: 2, duration: 2 }], { phone: '99887 76655' })).statusCode,
      ).toBe(201);
      // Once those holds end, the address may hold again.
      clock.advance(10 * MINUTE);
      expect((await hold(hoursOf(8, MONDAY), { phone: '90000 11111' })).statusCode).toBe(201);
    });

    it('counts every hold with one phone number, whatever the address', async () => {
      expect((await hold(hoursOf(5), { address: '10.1.1.1' })).statusCode).toBe(201);
      const res = await hold([{ date: MONDAY, time: '10:00', court: 2, duration: 4 }], { address: '10.2.2.2' });
      expect([res.statusCode, res.json().error.code]).toEqual([409, 'hold_limit']);
      // Another visitor (own address and phone) is not held back.
      const other = otherVisitor(7);
      expect(
        (
          await hold([{ date: MONDAY, time: '10:00', court: 2, duration: 4 }], {
            address: other.address,
            phone: other.customer.phone,
          })
        ).statusCode,
      ).toBe(201);
    });

    it('a paid hold no longer counts: the visitor may hold again after confirming', async () => {
      const { holdId } = (await hold(hoursOf(8))).json();
      expect(
        (await app.inject({ method: 'POST', url: '/api/bookings/confirm', payload: { holdId, paymentId: 'pay_cap1' } }))
          .statusCode,
      ).toBe(200);
      expect((await hold(hoursOf(8, MONDAY), { phone: '91111 22222' })).statusCode).toBe(201);
    });
  });

  describe("a visitor's new hold releases their previous one", () => {
    it('the previous hold (same address and phone number) is released and its slots are free for everyone at once', async () => {
      const first = (await hold([{ date: TUESDAY, time: '07:00', court: 1, duration: 2 }])).json();
      expect(await slot(TUESDAY, '07:00')).toBe('held');
      const second = await hold([{ date: MONDAY, time: '12:00', court: 2, duration: 1 }]);
      expect(second.statusCode).toBe(201);
      expect(await holdStatus(first.holdId)).toBe('released');
      expect([await slot(TUESDAY, '07:00'), await slot(TUESDAY, '08:30'), await slot(MONDAY, '12:00', 2)]).toEqual([
        'free',
        'free',
        'held',
      ]);
      // Another visitor can take the released slots straight away.
      const other = otherVisitor(3);
      expect(
        (
          await hold([{ date: TUESDAY, time: '07:00', court: 1, duration: 2 }], {
            address: other.address,
            phone: other.customer.phone,
          })
        ).statusCode,
      ).toBe(201);
      // Paying for the released hold now: its slots were taken, so the payment is owed back.
      const late = await app.inject({
        method: 'POST',
        url: '/api/bookings/confirm',
        payload: { holdId: first.holdId, paymentId: 'pay_released1' },
      });
      expect([late.statusCode, late.json().error.code]).toEqual([409, 'payment_refunded']);
    });

    it('the release frees the held hours: a visitor at the cap can change their mind and hold other sessions', async () => {
      expect((await hold(hoursOf(8))).statusCode).toBe(201);
      expect((await hold(hoursOf(8, MONDAY))).statusCode).toBe(201);
      expect(await slot(TUESDAY, '06:00')).toBe('free');
    });

    it('a refused new hold keeps the previous one', async () => {
      const first = (await hold(hoursOf(2))).json();
      const other = otherVisitor(4);
      expect(
        (
          await hold([{ date: MONDAY, time: '09:00', court: 1, duration: 1 }], {
            address: other.address,
            phone: other.customer.phone,
          })
        ).statusCode,
      ).toBe(201);
      // The same visitor asks for a slot someone else holds: refused, and their first hold stays.
      const taken = await hold([{ date: MONDAY, time: '09:00', court: 1, duration: 1 }]);
      expect([taken.statusCode, taken.json().error.code]).toEqual([409, 'slot_taken']);
      expect(await holdStatus(first.holdId)).toBe('active');
      expect(await slot(TUESDAY, '06:00')).toBe('held');
    });

    it('one visitor holding from two tabs at once ends with one hold', async () => {
      const results = await Promise.all([hold(hoursOf(3)), hold(hoursOf(3, MONDAY))]);
      expect(results.map((r) => r.statusCode)).toEqual([201, 201]);
      const active = (await handle.db.execute(
        sql`SELECT count(*)::int AS n FROM holds WHERE status = 'active'`,
      )) as unknown as { rows: { n: number }[] };
      expect(active.rows[0]!.n).toBe(1);
    });
  });

  describe('POST /api/holds/:id/pay', () => {
    it('without keys (demo payments) gives the amount in paise and no provider order', async () => {
      const held = (await hold([{ date: MONDAY, time: '07:00', court: 1, duration: 1.5 }])).json();
      expect(held).toMatchObject({ amount: 525, amountPaise: 52500, providerOrderId: null });
      const res = await pay(held.holdId);
      expect(res.statusCode).toBe(200);
      expect(holdPaymentResponseSchema.parse(res.json())).toEqual({
        holdId: held.holdId,
        providerOrderId: null,
        amountPaise: 52500,
        currency: 'INR',
        expiresAt: held.expiresAt,
      });
      expect(provider.requests).toHaveLength(0);
    });

    it('with keys makes the provider order once: pressing pay again, or twice at once, gives the same order', async () => {
      await build(true);
      const { holdId } = (await hold([{ date: MONDAY, time: '07:00', court: 1, duration: 2 }])).json();
      expect(provider.requests).toHaveLength(0);
      const first = holdPaymentResponseSchema.parse((await pay(holdId)).json());
      expect(first.providerOrderId).toMatch(/^order_test\d+$/);
      expect(first.amountPaise).toBe(70000);
      const again = holdPaymentResponseSchema.parse((await pay(holdId)).json());
      expect(again.providerOrderId).toBe(first.providerOrderId);
      expect(provider.requests).toHaveLength(1);
      expect(provider.requests[0]!.body).toMatchObject({ amount: 70000, currency: 'INR' });

      const other = (
        await hold([{ date: TUESDAY, time: '07:00', court: 1, duration: 1 }], {
          address: '10.9.9.9',
          phone: '90909 09090',
        })
      ).json();
      const together = await Promise.all([pay(other.holdId), pay(other.holdId), pay(other.holdId)]);
      const ids = together.map((r) => holdPaymentResponseSchema.parse(r.json()).providerOrderId);
      expect(new Set(ids).size).toBe(1);
      const stored = (await handle.db.execute(
        sql`SELECT provider_order_id FROM holds WHERE id = ${other.holdId}`,
      )) as unknown as { rows: { provider_order_id: string }[] };
      expect(stored.rows[0]!.provider_order_id).toBe(ids[0]);
    });

    it('refuses a hold that expired, was released, is paid, or does not exist, each with a clear message', async () => {
      const expired = (await hold([{ date: MONDAY, time: '07:00', court: 1, duration: 1 }])).json();
      clock.advance(10 * MINUTE);
      const late = await pay(expired.holdId);
      expect(late.statusCode).toBe(409);
      expect(late.json().error).toEqual({
        code: 'hold_expired',
        field: 'id',
        message:
          'This booking hold ended before payment started (a hold lasts 10 minutes). Please press Pay again to hold your slots afresh.',
      });

      const released = (await hold([{ date: MONDAY, time: '08:00', court: 1, duration: 1 }])).json();
      expect((await app.inject({ method: 'DELETE', url: `/api/holds/${released.holdId}` })).statusCode).toBe(204);
      expect((await pay(released.holdId)).json().error).toMatchObject({
        code: 'hold_released',
        message: 'This booking hold was released. Please choose your slots again.',
      });

      const paid = (await hold([{ date: MONDAY, time: '09:00', court: 1, duration: 1 }])).json();
      await app.inject({
        method: 'POST',
        url: '/api/bookings/confirm',
        payload: { holdId: paid.holdId, paymentId: 'pay_done1' },
      });
      const again = await pay(paid.holdId);
      expect([again.statusCode, again.json().error.message]).toEqual([
        409,
        'This booking is already paid and confirmed; there is nothing more to pay.',
      ]);

      const unknown = await pay('nosuchhold1234567890');
      expect([unknown.statusCode, unknown.json().error.code]).toEqual([404, 'not_found']);
      expect(provider.requests).toHaveLength(0);
    });
  });

  it('GET /api/payments/mode says demo without provider keys and live with them', async () => {
    expect(paymentsModeResponseSchema.parse((await app.inject({ url: '/api/payments/mode' })).json())).toEqual({
      mode: 'demo',
    });
    await build(true);
    expect(paymentsModeResponseSchema.parse((await app.inject({ url: '/api/payments/mode' })).json())).toEqual({
      mode: 'live',
    });
  });
});
