/**
 * Reconciliation (server/services/reconcile.ts): a payment the provider captured whose confirm never came is
 * confirmed, or refunded in full once when its slots were taken meanwhile; passes run twice or at the same moment,
 * and the webhook, the dialog and a pass reporting one payment, settle it once; a refund the provider could not make
 * is tried again later (with backoff) and never paid twice. The suite runs on PGlite, and again on a throwaway
 * PostgreSQL when its binaries are present.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app';
import { DatabaseGate } from '../../server/db/gate';
import { AvailabilityCache } from '../../server/services/availabilityCache';
import { holdPaymentFields } from '../../server/services/holdPayment';
import { recordPayment } from '../../server/services/ledger';
import { createPaymentService, hmacHex, type PaymentConfig } from '../../server/services/payment';
import { reconcile, type ReconcileOptions } from '../../server/services/reconcile';
import { holds } from '../../server/db/schema';
import { customer, databaseSuites, holdAndPay, holdBody, MONDAY, testApp } from './helpers';
import { providerSuite } from './providerSuite';

const KEY_SECRET = 'reconcile_key_secret';
const WEBHOOK_SECRET = 'reconcile_webhook_secret';
const MINUTE = 60_000;

describe.each(databaseSuites)('reconciliation on $name', ({ skip, open }) => {
  if (skip) console.warn(`tests/api/reconcile.test.ts on PostgreSQL skipped: ${skip}`);
  const suite = providerSuite({ skip, open });
  const { clock } = suite;
  let app: FastifyInstance;
  const keys = (): PaymentConfig => ({
    keyId: 'rzp_test_reconcile',
    keySecret: KEY_SECRET,
    webhookSecret: WEBHOOK_SECRET,
    apiBase: suite.provider.url,
  });
  const logged: string[] = [];

  afterAll(() => app?.close());
  beforeEach(async () => {
    await app?.close();
    // No availability cache: the pass below settles with a cache of its own, and the pages must see its effect.
    app = await testApp(suite.handle, { now: clock.now, cacheTtlMs: 0, payment: keys() });
    logged.length = 0;
    vi.spyOn(console, 'info').mockImplementation((line: string) => void logged.push(line));
    vi.spyOn(console, 'error').mockImplementation((line: string) => void logged.push(line));
  });
  afterEach(() => vi.restoreAllMocks());

  /** One reconciliation pass, as a server process with (or without) the keys runs it. */
  const pass = (options: ReconcileOptions = {}, payment: PaymentConfig = keys()) =>
    reconcile(
      { db: suite.handle.db, cache: new AvailabilityCache(0), payments: createPaymentService(payment), now: clock.now },
      options,
    );
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await suite.handle.db.execute(query)) as unknown as { rows: T[] }).rows;
  const hold = async (time = '07:00') => {
    return holdAndPay(app, holdBody([{ date: MONDAY, time, court: 1, duration: 1 }]));
  };
  /** A hold that expired, its slot then held by another visitor (a payment for it now buys nothing). */
  const lostHold = async () => {
    const lost = await hold();
    clock.advance(11 * MINUTE);
    await hold();
    return lost;
  };
  /** The visitor's browser reporting the payment (POST /api/bookings/confirm with the provider's signature). */
  const confirm = (h: { holdId: string; providerOrderId: string }, paymentId: string) =>
    app.inject({
      method: 'POST',
      url: '/api/bookings/confirm',
      payload: {
        holdId: h.holdId,
        paymentId,
        orderId: h.providerOrderId,
        signature: hmacHex(KEY_SECRET, `${h.providerOrderId}|${paymentId}`),
      },
    });
  const webhookCaptured = (h: { providerOrderId: string }, paymentId: string) => {
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: paymentId, order_id: h.providerOrderId, amount: 35000, method: 'upi' } } },
    });
    return app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmacHex(WEBHOOK_SECRET, body),
        'x-razorpay-event-id': `evt_${paymentId}`,
      },
      payload: body,
    });
  };
  const ledger = () =>
    rows<{
      payment_id: string;
      status: string;
      verification: string;
      refunded_paise: number;
      refund_due_paise: number;
    }>(
      sql`SELECT payment_id, status, verification, refunded_paise, refund_due_paise FROM payments ORDER BY payment_id`,
    );
  const refundRows = () =>
    rows<{ status: string; attempts: number; provider_refund_id: string | null }>(
      sql`SELECT status, attempts, provider_refund_id FROM refunds`,
    );
  const slot = async (time = '07:00') =>
    (
      (await app.inject({ url: `/api/availability?sport=badminton&date=${MONDAY}` })).json() as {
        courts: { court: number; slots: { time: string; state: string }[] }[];
      }
    ).courts[0]!.slots.find((s) => s.time === time)!.state;
  const reconcileLines = () => logged.filter((line) => line.startsWith('reconcile:'));

  describe('a payment captured at the provider whose confirm never came', () => {
    it('is confirmed while its slots are free, in one log line, and the visitor who tries again lands on the booking', async () => {
      const paid = await hold();
      suite.provider.capture(paid.providerOrderId, 'pay_lost_confirm', 35000);
      expect(await pass()).toEqual({
        settled: [{ paymentId: 'pay_lost_confirm', outcome: 'confirmed' }],
        lookups: 1,
        refundsIssued: 0,
      });
      expect(suite.provider.lookups).toEqual([
        {
          orderId: paid.providerOrderId,
          auth: `Basic ${Buffer.from(`rzp_test_reconcile:${KEY_SECRET}`).toString('base64')}`,
        },
      ]);
      expect(await ledger()).toEqual([
        {
          payment_id: 'pay_lost_confirm',
          status: 'confirmed',
          verification: 'verified',
          refunded_paise: 0,
          refund_due_paise: 0,
        },
      ]);
      expect(await slot()).toBe('booked');
      expect(reconcileLines()).toEqual([
        `reconcile: payment pay_lost_confirm (₹350, captured at the provider for ${paid.providerOrderId}, never confirmed) for hold ${paid.holdId}: confirmed`,
      ]);
      const retried = await confirm(paid, 'pay_lost_confirm');
      expect([retried.statusCode, retried.json().bookingIds]).toEqual([200, [expect.stringMatching(/^BK-/)]]);
      expect(suite.provider.refunds).toHaveLength(0);
    });

    it('is refunded in full, once, when its slots were taken meanwhile; the other visitor keeps them', async () => {
      const lost = await lostHold();
      suite.provider.capture(lost.providerOrderId, 'pay_lost_taken', 35000);
      expect((await pass()).settled).toEqual([{ paymentId: 'pay_lost_taken', outcome: 'refunded' }]);
      expect(suite.provider.refunds.map((r) => [r.paymentId, r.body.amount])).toEqual([['pay_lost_taken', 35000]]);
      expect(await ledger()).toEqual([
        expect.objectContaining({ status: 'refunded', refunded_paise: 35000, refund_due_paise: 0 }),
      ]);
      const [refund] = await refundRows();
      expect(reconcileLines()).toEqual([
        expect.stringMatching(
          new RegExp(
            `^reconcile: payment pay_lost_taken .* its slots were taken meanwhile; refund RF-\\w+ of ₹350 issued \\(${refund!.provider_refund_id}\\)$`,
          ),
        ),
      ]);
      expect(await slot()).toBe('held');
      // The visitor who tries again is told about the refund; a later pass does nothing more.
      const retried = await confirm(lost, 'pay_lost_taken');
      expect(retried.json().error).toMatchObject({
        code: 'payment_refunded',
        refund: { amount: 350, reference: refund!.provider_refund_id, issued: true },
      });
      clock.advance(60 * MINUTE);
      expect(await pass()).toEqual({ settled: [], lookups: 1, refundsIssued: 0 });
      // That look-up was the other visitor's open hold's: the settled payment's order is not looked up again.
      expect(suite.provider.lookups.filter((l) => l.orderId === lost.providerOrderId)).toHaveLength(1);
      expect(suite.provider.refunds).toHaveLength(1);
    });

    it('pays a shop order', async () => {
      const order = (
        await app.inject({
          method: 'POST',
          url: '/api/orders',
          payload: { items: [{ productId: 3, size: 'One Size', quantity: 1 }], customer, deliveryMethod: 'pickup' },
        })
      ).json();
      suite.provider.capture(order.providerOrderId, 'pay_lost_order', 39900);
      expect((await pass()).settled).toEqual([{ paymentId: 'pay_lost_order', outcome: 'confirmed' }]);
      expect((await app.inject({ url: `/api/orders/${order.ref}` })).json()).toMatchObject({
        status: 'paid',
        paymentId: 'pay_lost_order',
        verified: true,
      });
    });

    it('settles a payment the ledger recorded but never settled (the server stopped in between), with or without keys', async () => {
      const paid = await hold();
      const [row] = await suite.handle.db
        .select()
        .from(holds)
        .where(sql`${holds.id} = ${paid.holdId}`);
      await recordPayment(suite.handle.db, {
        ...holdPaymentFields(row!, clock.now()),
        paymentId: 'pay_recorded',
        amountPaise: 35000,
        verified: false,
        status: 'captured',
      });
      expect(await pass({}, {})).toEqual({
        settled: [{ paymentId: 'pay_recorded', outcome: 'confirmed' }],
        lookups: 0,
        refundsIssued: 0,
      });
      expect(suite.provider.lookups).toHaveLength(0);
      expect(await slot()).toBe('booked');
    });
  });

  describe('looking up the provider', () => {
    it('records nothing for a failed or uncaptured attempt, and looks again later and later (at the start, at once)', async () => {
      const open = await hold();
      suite.provider.capture(open.providerOrderId, 'pay_failed_attempt', 35000, 'failed');
      suite.provider.capture(open.providerOrderId, 'pay_authorized', 35000, 'authorized');
      const lookups = async (advanceMinutes: number, options: ReconcileOptions = {}) => {
        clock.advance(advanceMinutes * MINUTE);
        await pass(options);
        return suite.provider.lookups.length;
      };
      // Looked up at 0, then 5 minutes later, then 10 more, then 20 more; a start looks again whatever the backoff.
      expect([
        await lookups(0),
        await lookups(4),
        await lookups(1),
        await lookups(9),
        await lookups(1),
        await lookups(19),
        await lookups(1),
        await lookups(1, { start: true }),
      ]).toEqual([1, 1, 2, 2, 3, 3, 4, 5]);
      expect(await ledger()).toEqual([]);
      expect(await slot()).toBe('free');
    });

    it('leaves the rest for the next pass when the provider cannot be reached, then settles them', async () => {
      const first = await hold('07:00');
      const second = await hold('09:00');
      suite.provider.capture(first.providerOrderId, 'pay_outage1', 35000);
      suite.provider.capture(second.providerOrderId, 'pay_outage2', 35000);
      suite.provider.lookupStatus = 503;
      expect(await pass()).toEqual({ settled: [], lookups: 1, refundsIssued: 0 });
      expect(logged).toEqual([
        expect.stringMatching(
          /^reconcile: the provider's payments of order_test\d+ could not be read \(payments look-up answered 503\); 2 provider orders left for the next pass$/,
        ),
      ]);
      suite.provider.lookupStatus = 200;
      clock.advance(5 * MINUTE);
      expect((await pass()).settled.map((s) => s.paymentId).sort()).toEqual(['pay_outage1', 'pay_outage2']);
    });

    it('is skipped without keys (demo mode has no provider orders)', async () => {
      await hold();
      expect(await pass({ start: true }, {})).toEqual({ settled: [], lookups: 0, refundsIssued: 0 });
      expect(suite.provider.lookups).toHaveLength(0);
    });
  });

  describe('once, however many report it', () => {
    it('settles once when a pass runs twice, or two passes (two server processes) run at the same moment', async () => {
      const free = await hold('09:00');
      const lost = await lostHold();
      suite.provider.capture(free.providerOrderId, 'pay_once_free', 35000);
      suite.provider.capture(lost.providerOrderId, 'pay_once_taken', 35000);
      suite.provider.refundDelayMs = 100;
      const reports = await Promise.all([pass(), pass()]);
      const settled = reports.flatMap((r) => r.settled).sort((a, b) => a.paymentId.localeCompare(b.paymentId));
      expect(settled).toEqual([
        { paymentId: 'pay_once_free', outcome: 'confirmed' },
        { paymentId: 'pay_once_taken', outcome: 'refunded' },
      ]);
      // Each of the three provider orders (the other visitor's open hold too) was looked up by one of the passes.
      expect(new Set(suite.provider.lookups.map((l) => l.orderId)).size).toBe(3);
      expect(suite.provider.lookups).toHaveLength(3);
      expect(await pass()).toEqual({ settled: [], lookups: 0, refundsIssued: 0 });
      // A server starting looks up every open order again (the other visitor's), and settles nothing twice.
      expect(await pass({ start: true })).toEqual({ settled: [], lookups: 1, refundsIssued: 0 });
      expect((await ledger()).map((r) => [r.payment_id, r.status])).toEqual([
        ['pay_once_free', 'confirmed'],
        ['pay_once_taken', 'refunded'],
      ]);
      expect(suite.provider.refunds.map((r) => r.paymentId)).toEqual(['pay_once_taken']);
      expect(await refundRows()).toHaveLength(1);
    });

    it.each([
      ['taken', 'refunded', 1],
      ['free', 'confirmed', 0],
    ] as const)(
      'webhook, dialog and a pass reporting one payment at once (slots %s) give one ledger row and at most one refund',
      async (slots, status, refundsMade) => {
        const paid = slots === 'taken' ? await lostHold() : await hold();
        suite.provider.capture(paid.providerOrderId, 'pay_three', 35000);
        suite.provider.refundDelayMs = 100;
        const [dialog, hook] = await Promise.all([
          confirm(paid, 'pay_three'),
          webhookCaptured(paid, 'pay_three'),
          pass(),
        ]);
        expect([dialog.statusCode, hook.statusCode]).toEqual([slots === 'taken' ? 409 : 200, 200]);
        expect((await ledger()).map((r) => [r.payment_id, r.status])).toEqual([['pay_three', status]]);
        expect(suite.provider.refunds).toHaveLength(refundsMade);
        expect(await refundRows()).toHaveLength(refundsMade);
        clock.advance(60 * MINUTE);
        await pass({ start: true });
        expect(suite.provider.refunds).toHaveLength(refundsMade);
      },
    );
  });

  describe('a refund the provider could not make', () => {
    /** A late payment whose refund the provider refused: the visitor is told it is owed. */
    async function refusedRefund(paymentId: string) {
      const lost = await lostHold();
      suite.provider.refundStatus = 500;
      const res = await confirm(lost, paymentId);
      expect(res.json().error).toMatchObject({ code: 'payment_refunded', refund: { amount: 350, issued: false } });
      suite.provider.refundStatus = 200;
      return lost;
    }

    it('is tried again by a later pass, with backoff, and succeeds once', async () => {
      await refusedRefund('pay_retry');
      expect(await refundRows()).toEqual([{ status: 'due', attempts: 1, provider_refund_id: null }]);
      // Not before its next attempt (1 minute after the first, then 2 after the second).
      expect((await pass()).refundsIssued).toBe(0);
      suite.provider.refundStatus = 503;
      clock.advance(MINUTE);
      expect((await pass()).refundsIssued).toBe(0);
      expect(logged.at(-1)).toMatch(
        /^payments: refund RF-\w+ of PAY-\S+ stays due after attempt 2 \(next after 2030-01-07T04:44:00.000Z\): refund request answered 503$/,
      );
      suite.provider.refundStatus = 200;
      clock.advance(MINUTE);
      expect((await pass()).refundsIssued).toBe(0);
      clock.advance(MINUTE);
      expect((await pass()).refundsIssued).toBe(1);
      expect(suite.provider.refunds.map((r) => r.body.amount)).toEqual([35000, 35000, 35000]);
      expect(await refundRows()).toEqual([
        { status: 'processed', attempts: 3, provider_refund_id: expect.stringMatching(/^rfnd_test\d+$/) },
      ]);
      expect(await ledger()).toEqual([
        expect.objectContaining({ status: 'refunded', refunded_paise: 35000, refund_due_paise: 0 }),
      ]);
      expect(reconcileLines()).toEqual([
        expect.stringMatching(
          /^reconcile: refund RF-\w+ of ₹350 \(payment PAY-\S+\) issued on attempt 3 \(rfnd_test\d+\)$/,
        ),
      ]);
      clock.advance(6 * 60 * MINUTE);
      expect((await pass()).refundsIssued).toBe(0);
      expect(suite.provider.made.get('pay_retry')).toHaveLength(1);
    });

    it('is not made twice when the provider made it but its answer was lost', async () => {
      const lost = await lostHold();
      suite.provider.loseRefundAnswers = true;
      expect((await confirm(lost, 'pay_lost_answer')).json().error.refund).toMatchObject({ issued: false });
      suite.provider.loseRefundAnswers = false;
      clock.advance(MINUTE);
      expect((await pass()).refundsIssued).toBe(1);
      expect(suite.provider.refunds).toHaveLength(1);
      const [made] = suite.provider.made.get('pay_lost_answer')!;
      expect(await refundRows()).toEqual([{ status: 'processed', attempts: 2, provider_refund_id: made!.id }]);
    });

    it('never attempted (the server stopped before the provider call) is taken over a minute after it was owed', async () => {
      await refusedRefund('pay_unattempted');
      await suite.handle.db.execute(sql`UPDATE refunds SET attempts = 0, next_attempt_at = NULL`);
      expect((await pass()).refundsIssued).toBe(0);
      await suite.handle.db.execute(sql`UPDATE refunds SET created_at = now() - interval '2 minutes'`);
      expect((await pass()).refundsIssued).toBe(1);
      expect(suite.provider.refunds).toHaveLength(2);
      expect(await ledger()).toEqual([expect.objectContaining({ status: 'refunded' })]);
    });
  });

  it('runs in the server: the first pass as soon as the database is ready', async () => {
    const paid = await hold();
    suite.provider.capture(paid.providerOrderId, 'pay_at_start', 35000);
    const gate = new DatabaseGate();
    const server = await buildApp({
      gate,
      now: clock.now,
      payment: keys(),
      cleanupIntervalMs: 0,
      reconcileEveryMs: 60 * MINUTE,
    });
    try {
      await new Promise((done) => setTimeout(done, 300));
      expect(suite.provider.lookups).toHaveLength(0);
      gate.set(suite.handle);
      await vi.waitFor(
        async () =>
          expect(await ledger()).toEqual([
            expect.objectContaining({ payment_id: 'pay_at_start', status: 'confirmed' }),
          ]),
        { timeout: 10_000, interval: 100 },
      );
    } finally {
      await server.close();
    }
  });
});
