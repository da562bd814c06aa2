/**
 * Refunds staff make by hand: a refund the provider could not make (demo mode, or the provider refused) stays owed,
 * shows in Payments with its amount and reason, and staff mark it paid with the transfer's reference; the ledger keeps
 * who and when, the payment becomes refunded or partially refunded, and the pending count, revenue, the CSV and the
 * customers' spend follow. Bad input is refused with a message and changes nothing. Also: today's revenue card counts
 * verified payments of today, net of refunds. On PGlite, and again on a throwaway PostgreSQL when its binaries exist.
 */
import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { adminStatsSchema } from '../../machines/api/admin.schema';
import { adminPaymentRowSchema, adminPaymentsPageSchema } from '../../machines/api/adminPayments.schema';
import { adminCustomersPageSchema, adminRevenueSchema } from '../../machines/api/adminReports.schema';
import { payments, refunds } from '../../server/db/schema';
import { DEMO_ADMIN } from '../../server/services/adminAuth';
import { hmacHex } from '../../server/services/payment';
import { adminClient, errorOf } from './adminClient';
import { moneySuite } from './moneySuite';
import { databaseSuites, holdAndPay, holdBody, MONDAY, TUESDAY } from './helpers';

const KEY_SECRET = 'manual_refunds_key_secret';
const MINUTE = 60_000;
// Monday 7 January 2030, 10:00 in India: Tuesday 22:00 is 36 h ahead, Tuesday 04:00 18 h ahead.
const in36h = { date: TUESDAY, time: '22:00', court: 1, duration: 1 };
const in18h = { date: TUESDAY, time: '04:00', court: 1, duration: 1 };

describe.each(databaseSuites)('refunds made by hand on $name', ({ skip, open }) => {
  if (skip) console.warn(`tests/api/manualRefunds.test.ts on PostgreSQL skipped: ${skip}`);
  const env = moneySuite({ skip, open }, { keyId: 'rzp_test_manual', keySecret: KEY_SECRET }, false);
  const { clock, build } = env;

  const staff = () => adminClient(() => env.app).login();
  const ledger = async (paymentId: string) =>
    (
      (await env.handle.db.execute(
        sql`SELECT status, refunded_paise, refund_due_paise FROM payments WHERE payment_id = ${paymentId}`,
      )) as unknown as { rows: unknown[] }
    ).rows[0];

  /** Pays a hold (signed with keys) and returns the confirm's answer. */
  async function pay(holdId: string, providerOrderId: string | null, paymentId: string) {
    const proof = providerOrderId
      ? { orderId: providerOrderId, signature: hmacHex(KEY_SECRET, `${providerOrderId}|${paymentId}`) }
      : {};
    return env.app.inject({ method: 'POST', url: '/api/bookings/confirm', payload: { holdId, paymentId, ...proof } });
  }

  /** A visitor pays after their hold ended and someone else took the slot: the payment is owed back in full. */
  async function latePayment(paymentId: string) {
    const held = (await env.app.inject({ method: 'POST', url: '/api/holds', payload: holdBody([in36h]) })).json();
    clock.advance(11 * MINUTE);
    expect((await env.app.inject({ method: 'POST', url: '/api/holds', payload: holdBody([in36h]) })).statusCode).toBe(
      201,
    );
    const late = await pay(held.holdId, held.providerOrderId, paymentId);
    expect(late.json().error).toMatchObject({ code: 'payment_refunded', refund: { amount: 350, issued: false } });
    return late.json().error.refund.reference as string;
  }

  it('a late payment owed back in demo mode: flagged in Payments, marked paid by hand with who and when; the payment is refunded', async () => {
    const reference = await latePayment('pay_owed');
    const browser = await staff();
    const owed = adminPaymentsPageSchema.parse(
      (await browser.get('/api/admin/payments?status=refund_due')).json(),
    ).rows;
    expect(owed).toHaveLength(1);
    expect(owed[0]!.refunds).toEqual([
      {
        id: reference,
        amount: 350,
        status: 'due',
        reason: 'Paid after the hold ended; the slots were booked by someone else meanwhile.',
        reference: null,
        paidBy: null,
        paidAt: null,
      },
    ]);
    expect(adminStatsSchema.parse((await browser.get('/api/admin/stats')).json()).pendingPayments).toBe(1);

    clock.advance(30 * MINUTE);
    const res = await browser.post(`/api/admin/refunds/${reference}/paid`, { reference: '  UPI 633412980021 ' });
    expect(res.statusCode).toBe(200);
    const paid = adminPaymentRowSchema.parse(res.json());
    expect(paid).toMatchObject({ paymentId: 'pay_owed', status: 'refunded', refunded: 350, refundDue: 0 });
    expect(paid.refunds).toEqual([
      {
        ...owed[0]!.refunds[0]!,
        status: 'manual',
        reference: 'UPI 633412980021',
        paidBy: DEMO_ADMIN.email,
        paidAt: new Date(clock.now()).toISOString(),
      },
    ]);
    expect(await ledger('pay_owed')).toEqual({ status: 'refunded', refunded_paise: 35000, refund_due_paise: 0 });
    const [row] = await env.handle.db
      .select()
      .from(refunds)
      .where(sql`${refunds.id} = ${reference}`);
    expect([row!.status, row!.paidReference, row!.paidBy, row!.paidAt?.getTime()]).toEqual([
      'manual',
      'UPI 633412980021',
      DEMO_ADMIN.email,
      clock.now(),
    ]);
    expect(env.provider.refunds).toHaveLength(0);

    // Nothing is owed any more: the pending count drops, and the CSV says what went back.
    expect(adminStatsSchema.parse((await browser.get('/api/admin/stats')).json()).pendingPayments).toBe(0);
    const csv = Papa.parse<string[]>((await browser.get('/api/admin/payments.csv')).body.trim(), {
      delimiter: ',',
    }).data;
    expect(csv.find((r) => r[6] === 'pay_owed')!.slice(7)).toEqual(['refunded', 'card', MONDAY, '350', 'No']);

    // Marking it again is refused, saying who made it and when; nothing changes.
    const again = await browser.post(`/api/admin/refunds/${reference}/paid`, { reference: 'UPI 999' });
    expect([again.statusCode, errorOf(again).message]).toEqual([
      409,
      `Refund ${reference} of ₹350 is not owed any more: it was marked paid by hand by ${DEMO_ADMIN.email} on 7 January 2030, 10:41 AM (reference UPI 633412980021).`,
    ]);
    expect(await ledger('pay_owed')).toEqual({ status: 'refunded', refunded_paise: 35000, refund_due_paise: 0 });
  });

  it('a cancel refund the provider refused: marked paid by hand, the payment is partially refunded and revenue, the CSV and spend are net of it', async () => {
    await build(true);
    const held = await holdAndPay(env.app, holdBody([in18h]));
    const confirmed = await pay(held.holdId, held.providerOrderId, 'pay_refused');
    expect(confirmed.statusCode).toBe(200);
    const browser = await staff();
    env.provider.refundStatus = 400;
    const cancel = await browser.post(`/api/admin/bookings/${confirmed.json().bookingIds[0]}/cancel`);
    expect(cancel.json().refund).toMatchObject({ amount: 175, status: 'due' });
    expect(await ledger('pay_refused')).toEqual({ status: 'refund_due', refunded_paise: 0, refund_due_paise: 17500 });
    // What is owed does not count as revenue.
    expect(adminStatsSchema.parse((await browser.get('/api/admin/stats')).json()).todaysRevenue).toBe(175);

    const res = await browser.post(`/api/admin/refunds/${cancel.json().refund.reference}/paid`, {
      reference: 'NEFT N123456789',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'partially_refunded', refunded: 175, refundDue: 0 });
    expect(await ledger('pay_refused')).toEqual({
      status: 'partially_refunded',
      refunded_paise: 17500,
      refund_due_paise: 0,
    });
    expect(adminStatsSchema.parse((await browser.get('/api/admin/stats')).json())).toMatchObject({
      todaysRevenue: 175,
      pendingPayments: 0,
    });
    expect(adminRevenueSchema.parse((await browser.get('/api/admin/revenue')).json()).total).toBe(175);
    const csv = Papa.parse<string[]>((await browser.get('/api/admin/payments.csv')).body.trim(), {
      delimiter: ',',
    }).data;
    expect(csv[1]!.slice(6)).toEqual(['pay_refused', 'partially_refunded', 'card', MONDAY, '175', 'Yes']);
    const customers = adminCustomersPageSchema.parse((await browser.get('/api/admin/customers')).json()).rows;
    expect(customers.map((c) => [c.phone, c.bookings, c.spend])).toEqual([['9876543210', 0, 175]]);
    // The provider was asked once, at the cancel; marking it paid asked it nothing.
    expect(env.provider.refunds).toHaveLength(1);
  });

  it('refuses a missing or short reference, an unknown or malformed refund, no session and no CSRF token, changing nothing', async () => {
    const reference = await latePayment('pay_bad_input');
    const browser = await staff();
    const message = 'reference: Enter the bank transfer or UPI reference of the refund you made (3 to 120 characters).';
    for (const body of [
      {},
      { reference: '' },
      { reference: '  ab  ' },
      { reference: 'x'.repeat(121) },
      { reference: 42 },
    ]) {
      const res = await browser.post(`/api/admin/refunds/${reference}/paid`, body);
      expect([res.statusCode, errorOf(res).field, errorOf(res).message]).toEqual([400, 'reference', message]);
    }
    const unknown = await browser.post('/api/admin/refunds/RF-NOSUCHREFUND/paid', { reference: 'UPI 1234' });
    expect([unknown.statusCode, errorOf(unknown).message]).toEqual([404, 'There is no refund with this id.']);
    const malformed = await browser.post('/api/admin/refunds/pay_bad_input/paid', { reference: 'UPI 1234' });
    expect([malformed.statusCode, errorOf(malformed).message]).toEqual([400, 'id: Expected a refund id (RF-...).']);
    const noCsrf = await browser.post(`/api/admin/refunds/${reference}/paid`, { reference: 'UPI 1234' }, {});
    expect([noCsrf.statusCode, errorOf(noCsrf).code]).toEqual([403, 'csrf_invalid']);
    const signedOut = await env.app.inject({
      method: 'POST',
      url: `/api/admin/refunds/${reference}/paid`,
      payload: { reference: 'UPI 1234' },
    });
    expect([signedOut.statusCode, errorOf(signedOut).code]).toEqual([401, 'unauthorized']);
    expect(await ledger('pay_bad_input')).toEqual({ status: 'refund_due', refunded_paise: 0, refund_due_paise: 35000 });
  });

  it("today's revenue counts today's verified payments net of refunds; unverified, failed, owed and other days' never", async () => {
    const row = (id: string, change: Partial<typeof payments.$inferInsert>) => ({
      id,
      productName: 'Badminton court booking',
      customerName: 'Asha Raman',
      customerPhone: '98765 43210',
      customerEmail: 'asha@example.com',
      amountPaise: 50000,
      paymentId: `pay_${id}`,
      status: 'confirmed',
      verification: 'verified',
      paymentMethod: 'upi',
      date: MONDAY,
      ...change,
    });
    await env.handle.db
      .insert(payments)
      .values([
        row('PAY-FULL01', {}),
        row('PAY-PART01', { status: 'partially_refunded', refundedPaise: 17550 }),
        row('PAY-OWED01', { status: 'refund_due', refundDuePaise: 50000 }),
        row('PAY-BACK01', { status: 'refunded', refundedPaise: 50000 }),
        row('PAY-DEMO01', { verification: 'unverified' }),
        row('PAY-FAIL01', { status: 'failed' }),
        row('PAY-CAPT01', { status: 'captured' }),
        row('PAY-YEST01', { date: '2030-01-06' }),
      ]);
    const browser = await staff();
    const stats = adminStatsSchema.parse((await browser.get('/api/admin/stats')).json());
    // 500 in full, 500 less 175.50 refunded; nothing of the payment owed back, the refunded one, the demo payment,
    // the failed one, the one not yet applied, or yesterday's.
    expect(stats.todaysRevenue).toBe(500 + 324.5);
    expect(stats.pendingPayments).toBe(2);
    // Revenue and the customer's spend follow the same rule over every day: today's 824.50 and yesterday's 500.
    expect(adminRevenueSchema.parse((await browser.get('/api/admin/revenue')).json()).total).toBe(1324.5);
    const customers = adminCustomersPageSchema.parse((await browser.get('/api/admin/customers')).json()).rows;
    expect(customers).toEqual([
      {
        phone: '9876543210',
        name: 'Asha Raman',
        email: 'asha@example.com',
        bookings: 0,
        orders: 0,
        spend: 1324.5,
        lastVisit: null,
      },
    ]);
  });
});
