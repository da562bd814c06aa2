/**
 * Staff cancelling paid bookings: the refund the cancellation policy gives (36 h ahead: full; 18 h ahead: 50%),
 * another amount with a reason, issued through the provider with keys or recorded as made by hand without; the
 * payment refunded or partially refunded, and Payments, the CSV and revenue net of refunds (unverified payments
 * never count as revenue). The suite runs on PGlite, and again on a throwaway PostgreSQL when its binaries are present.
 */
import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { adminStatsSchema } from '../../machines/api/admin.schema';
import { adminCancelResponseSchema, adminRefundQuoteSchema } from '../../machines/api/adminBookings.schema';
import { adminPaymentsPageSchema } from '../../machines/api/adminPayments.schema';
import { adminRevenueSchema } from '../../machines/api/adminReports.schema';
import { DEMO_ADMIN } from '../../server/services/adminAuth';
import { hmacHex } from '../../server/services/payment';
import { adminClient, errorOf } from './adminClient';
import { moneySuite } from './moneySuite';
import { databaseSuites, holdAndPay, holdBody, MONDAY, TUESDAY } from './helpers';

const KEY_SECRET = 'refunds_key_secret';
const MINUTE = 60_000;

describe.each(databaseSuites)('staff refunds on $name', ({ skip, open }) => {
  if (skip) console.warn(`tests/api/refunds.test.ts on PostgreSQL skipped: ${skip}`);
  const env = moneySuite({ skip, open }, { keyId: 'rzp_test_refunds', keySecret: KEY_SECRET }, true);
  const { clock, build } = env;

  /** Books and pays sessions as a visitor (verified with keys, unverified without); returns the booking ids. */
  async function paidBooking(sessions: { date: string; time: string; court?: number }[], paymentId: string) {
    const { holdId, providerOrderId } = await holdAndPay(
      env.app,
      holdBody(sessions.map((s) => ({ court: 1, duration: 1, ...s }))),
    );
    const proof = providerOrderId
      ? { orderId: providerOrderId, signature: hmacHex(KEY_SECRET, `${providerOrderId}|${paymentId}`) }
      : {};
    const confirmed = await env.app.inject({
      method: 'POST',
      url: '/api/bookings/confirm',
      payload: { holdId, paymentId, ...proof },
    });
    expect(confirmed.statusCode).toBe(200);
    return confirmed.json().bookingIds as string[];
  }
  const ledger = async (paymentId: string) =>
    (
      (await env.handle.db.execute(
        sql`SELECT status, amount_paise, refunded_paise, refund_due_paise FROM payments WHERE payment_id = ${paymentId}`,
      )) as unknown as { rows: unknown[] }
    ).rows[0];
  const staff = () => adminClient(() => env.app).login();

  // Monday 7 January 2030, 10:00 in India: Tuesday 22:00 is 36 h ahead, Tuesday 04:00 is 18 h ahead.
  const in36h = { date: TUESDAY, time: '22:00' };
  const in18h = { date: TUESDAY, time: '04:00' };

  it('cancelling 36 hours ahead refunds in full through the provider; the payment is refunded', async () => {
    const [id] = await paidBooking([in36h], 'pay_36h');
    const browser = await staff();
    const quote = adminRefundQuoteSchema.parse((await browser.get(`/api/admin/bookings/${id}/refund`)).json());
    expect(quote).toEqual({
      bookingId: id,
      paid: 350,
      policyAmount: 350,
      percent: 100,
      hoursBefore: 36,
      refundable: 350,
      method: 'provider',
    });
    const res = await browser.post(`/api/admin/bookings/${id}/cancel`);
    expect(res.statusCode).toBe(200);
    const body = adminCancelResponseSchema.parse(res.json());
    expect(body).toMatchObject({
      id,
      status: 'cancelled',
      refund: { amount: 350, status: 'processed', reference: expect.stringMatching(/^rfnd_test\d+$/) },
    });
    expect(env.provider.refunds.map((r) => [r.paymentId, r.body.amount])).toEqual([['pay_36h', 35000]]);
    expect(await ledger('pay_36h')).toEqual({
      status: 'refunded',
      amount_paise: 35000,
      refunded_paise: 35000,
      refund_due_paise: 0,
    });
    // Cancelling again refunds nothing more.
    expect((await browser.post(`/api/admin/bookings/${id}/cancel`)).json()).toMatchObject({
      status: 'cancelled',
      refund: null,
    });
    expect(env.provider.refunds).toHaveLength(1);
    const refund = (await env.handle.db.execute(
      sql`SELECT created_by, booking_id, reason FROM refunds`,
    )) as unknown as { rows: unknown[] };
    expect(refund.rows).toEqual([
      {
        created_by: DEMO_ADMIN.email,
        booking_id: id,
        reason: 'Cancelled by staff 36 h before the session: 100% by the cancellation policy.',
      },
    ]);
  });

  it('cancelling 18 hours ahead refunds 50%; the payment is partially refunded, and revenue, Payments and the CSV are net of it', async () => {
    const [id] = await paidBooking([in18h], 'pay_18h');
    const browser = await staff();
    expect(adminRefundQuoteSchema.parse((await browser.get(`/api/admin/bookings/${id}/refund`)).json())).toMatchObject({
      paid: 350,
      policyAmount: 175,
      percent: 50,
      hoursBefore: 18,
    });
    const res = await browser.post(`/api/admin/bookings/${id}/cancel`, {});
    expect(res.json().refund).toMatchObject({ amount: 175 });
    expect(env.provider.refunds.map((r) => r.body.amount)).toEqual([17500]);
    expect(await ledger('pay_18h')).toEqual({
      status: 'partially_refunded',
      amount_paise: 35000,
      refunded_paise: 17500,
      refund_due_paise: 0,
    });

    const payments = adminPaymentsPageSchema.parse((await browser.get('/api/admin/payments')).json());
    expect(payments.rows.map((p) => [p.paymentId, p.status, p.amount, p.refunded, p.verification])).toEqual([
      ['pay_18h', 'partially_refunded', 350, 175, 'verified'],
    ]);
    const csv = Papa.parse<string[]>((await browser.get('/api/admin/payments.csv')).body.trim(), {
      delimiter: ',',
    }).data;
    expect(csv[0]!.slice(-2)).toEqual(['Refunded', 'Verified']);
    expect(csv[1]!.slice(5)).toEqual(['350', 'pay_18h', 'partially_refunded', 'card', MONDAY, '175', 'Yes']);
    expect(adminStatsSchema.parse((await browser.get('/api/admin/stats')).json()).todaysRevenue).toBe(175);
    const revenue = adminRevenueSchema.parse((await browser.get('/api/admin/revenue')).json());
    expect([
      revenue.total,
      revenue.byDay.at(-1)!.amount,
      revenue.bySport.find((s) => s.key === 'badminton')!.amount,
    ]).toEqual([175, 175, 175]);
  });

  it('refunds one session of a booking of two, then the other', async () => {
    const [first, second] = await paidBooking([in36h, { ...in36h, court: 2 }], 'pay_two');
    const browser = await staff();
    await browser.post(`/api/admin/bookings/${first}/cancel`);
    expect(await ledger('pay_two')).toMatchObject({ status: 'partially_refunded', refunded_paise: 35000 });
    await browser.post(`/api/admin/bookings/${second}/cancel`);
    expect(await ledger('pay_two')).toMatchObject({ status: 'refunded', refunded_paise: 70000 });
  });

  it('takes another amount only with a reason, never more than may be refunded', async () => {
    const [id] = await paidBooking([in18h], 'pay_override');
    const browser = await staff();
    const noReason = await browser.post(`/api/admin/bookings/${id}/cancel`, { refundAmount: 300 });
    expect([noReason.statusCode, errorOf(noReason).field]).toEqual([400, 'reason']);
    const tooMuch = await browser.post(`/api/admin/bookings/${id}/cancel`, { refundAmount: 351, reason: 'Goodwill' });
    expect([tooMuch.statusCode, errorOf(tooMuch).field, errorOf(tooMuch).message]).toEqual([
      400,
      'refundAmount',
      'refundAmount: At most ₹350 can be refunded for this session.',
    ]);
    // Nothing changed.
    expect((await browser.get(`/api/admin/bookings/${id}/refund`)).json()).toMatchObject({ policyAmount: 175 });
    const res = await browser.post(`/api/admin/bookings/${id}/cancel`, {
      refundAmount: 300,
      reason: 'Court lights failed',
    });
    expect(res.json()).toMatchObject({ status: 'cancelled', refund: { amount: 300 } });
    expect(await ledger('pay_override')).toMatchObject({ status: 'partially_refunded', refunded_paise: 30000 });
    const reason = (await env.handle.db.execute(sql`SELECT reason FROM refunds`)) as unknown as { rows: unknown[] };
    expect(reason.rows).toEqual([{ reason: 'Court lights failed' }]);
  });

  it('gives nothing back under 12 hours, and keeps the payment confirmed', async () => {
    const [id] = await paidBooking([{ date: MONDAY, time: '20:00' }], 'pay_late_cancel');
    const browser = await staff();
    expect((await browser.get(`/api/admin/bookings/${id}/refund`)).json()).toMatchObject({
      percent: 0,
      policyAmount: 0,
      hoursBefore: 10,
    });
    expect((await browser.post(`/api/admin/bookings/${id}/cancel`)).json()).toMatchObject({
      status: 'cancelled',
      refund: null,
    });
    expect(await ledger('pay_late_cancel')).toMatchObject({ status: 'confirmed', refunded_paise: 0 });
    expect(env.provider.refunds).toHaveLength(0);
  });

  it('without keys records the refund as made by hand; unverified payments never count as revenue', async () => {
    await build(false);
    const [id] = await paidBooking([in36h], 'pay_demo');
    const browser = await staff();
    expect((await browser.get(`/api/admin/bookings/${id}/refund`)).json()).toMatchObject({
      policyAmount: 350,
      method: 'manual',
    });
    expect(adminStatsSchema.parse((await browser.get('/api/admin/stats')).json()).todaysRevenue).toBe(0);
    const res = await browser.post(`/api/admin/bookings/${id}/cancel`);
    expect(res.json().refund).toMatchObject({
      amount: 350,
      status: 'manual',
      reference: expect.stringMatching(/^RF-/),
    });
    expect(env.provider.refunds).toHaveLength(0);
    expect(await ledger('pay_demo')).toMatchObject({ status: 'refunded', refunded_paise: 35000 });
    expect(adminRevenueSchema.parse((await browser.get('/api/admin/revenue')).json()).total).toBe(0);
  });

  it('shows staff a late payment owed back without keys, in Payments and the pending count', async () => {
    await build(false);
    const held = (
      await env.app.inject({
        method: 'POST',
        url: '/api/holds',
        payload: holdBody([{ ...in36h, court: 1, duration: 1 }]),
      })
    ).json();
    clock.advance(11 * MINUTE);
    expect(
      (
        await env.app.inject({
          method: 'POST',
          url: '/api/holds',
          payload: holdBody([{ ...in36h, court: 1, duration: 1 }]),
        })
      ).statusCode,
    ).toBe(201);
    const late = await env.app.inject({
      method: 'POST',
      url: '/api/bookings/confirm',
      payload: { holdId: held.holdId, paymentId: 'pay_owed' },
    });
    expect(late.json().error).toMatchObject({ code: 'payment_refunded', refund: { amount: 350, issued: false } });
    const browser = await staff();
    const due = adminPaymentsPageSchema.parse((await browser.get('/api/admin/payments?status=refund_due')).json());
    expect(due.rows.map((p) => [p.paymentId, p.refundDue, p.refunded])).toEqual([['pay_owed', 350, 0]]);
    expect(adminStatsSchema.parse((await browser.get('/api/admin/stats')).json()).pendingPayments).toBe(1);
  });

  it('a booking with no online payment on record is cancelled with no refund', async () => {
    const browser = await staff();
    const courts = (await env.handle.db.execute(
      sql`SELECT id FROM courts WHERE sport_id = 'tennis' AND number = 1`,
    )) as unknown as { rows: { id: number }[] };
    await env.handle.db.execute(
      sql`INSERT INTO bookings (id, court_id, sport_id, date, time, duration_minutes, during, status, customer_name, customer_phone, amount)
          VALUES ('BK-NOPAY01', ${courts.rows[0]!.id}, 'tennis', ${TUESDAY}, '22:00', 60, '[2030-01-08 22:00:00,2030-01-08 23:00:00)', 'pending', 'Walk In', '9876543210', 350)`,
    );
    expect((await browser.get('/api/admin/bookings/BK-NOPAY01/refund')).json()).toMatchObject({
      paid: 0,
      policyAmount: 0,
      method: 'none',
    });
    expect((await browser.post('/api/admin/bookings/BK-NOPAY01/cancel')).json()).toMatchObject({
      status: 'cancelled',
      refund: null,
    });
  });
});
