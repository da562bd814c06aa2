/**
 * The payments ledger with provider keys: every reported payment is a row before anything else is decided; a
 * payment that arrives after its hold ended confirms while its slots are free and is refunded in full (once, through
 * the provider's Refunds API) when they were taken, whether the dialog, the webhook or both report it; webhook
 * events (payment.captured, payment.failed, refund.processed) are applied once.
 * The suite runs on PGlite, and again on a throwaway PostgreSQL when its binaries are present.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { hmacHex } from '../../server/services/payment';
import { customer, databaseSuites, holdAndPay, holdBody, MONDAY, testApp } from './helpers';
import { providerSuite } from './providerSuite';

const KEY_SECRET = 'ledger_key_secret';
const WEBHOOK_SECRET = 'ledger_webhook_secret';
const MINUTE = 60_000;

describe.each(databaseSuites)('payments ledger on $name', ({ skip, open }) => {
  if (skip) console.warn(`tests/api/ledger.test.ts on PostgreSQL skipped: ${skip}`);
  const suite = providerSuite({ skip, open });
  const { clock } = suite;
  let app: FastifyInstance;

  afterAll(() => app?.close());
  beforeEach(async () => {
    await app?.close();
    app = await testApp(suite.handle, {
      now: clock.now,
      payment: {
        keyId: 'rzp_test_ledger',
        keySecret: KEY_SECRET,
        webhookSecret: WEBHOOK_SECRET,
        apiBase: suite.provider.url,
      },
    });
  });

  const rows = async <T>(query: ReturnType<typeof sql>) =>
    (await suite.handle.db.execute(query)) as unknown as { rows: T[] };
  const hold = async (time = '07:00', court = 1) => {
    return holdAndPay(app, holdBody([{ date: MONDAY, time, court, duration: 1 }]));
  };
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
  const webhook = (event: string, entity: object, id: string) => {
    const body = JSON.stringify({
      event,
      payload: event.startsWith('refund') ? { refund: { entity } } : { payment: { entity } },
    });
    return app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmacHex(WEBHOOK_SECRET, body),
        'x-razorpay-event-id': id,
      },
      payload: body,
    });
  };
  const captured = (h: { providerOrderId: string }, paymentId: string, id = `evt_${paymentId}`) =>
    webhook(
      'payment.captured',
      { id: paymentId, order_id: h.providerOrderId, amount: 35000, method: 'upi', status: 'captured' },
      id,
    );
  const ledger = (paymentId: string) =>
    rows<{
      status: string;
      amount_paise: number;
      refunded_paise: number;
      refund_due_paise: number;
      verification: string;
      payment_method: string;
    }>(
      sql`SELECT status, amount_paise, refunded_paise, refund_due_paise, verification, payment_method FROM payments WHERE payment_id = ${paymentId}`,
    ).then((r) => r.rows);
  const refundRows = () =>
    rows<{ cause: string; status: string; amount_paise: number; provider_refund_id: string | null }>(
      sql`SELECT cause, status, amount_paise, provider_refund_id FROM refunds ORDER BY created_at`,
    ).then((r) => r.rows);
  const slot = async (time = '07:00', court = 1) =>
    (
      (await app.inject({ url: `/api/availability?sport=badminton&date=${MONDAY}` })).json() as {
        courts: { court: number; slots: { time: string; state: string }[] }[];
      }
    ).courts
      .find((c) => c.court === court)!
      .slots.find((s) => s.time === time)!.state;

  /** A hold that expired, its slot then held by another visitor (the late payer's slots are taken). */
  async function lostHold() {
    const late = await hold();
    clock.advance(11 * MINUTE);
    await hold();
    return late;
  }

  describe('a payment after the hold ended', () => {
    it('confirms while the slots are still free', async () => {
      const late = await hold();
      clock.advance(30 * MINUTE);
      const res = await confirm(late, 'pay_late_free');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ verified: true, amount: 350 });
      expect(await slot()).toBe('booked');
      expect(await ledger('pay_late_free')).toEqual([
        expect.objectContaining({
          status: 'confirmed',
          amount_paise: 35000,
          refunded_paise: 0,
          verification: 'verified',
        }),
      ]);
      expect(suite.provider.refunds).toHaveLength(0);
    });

    it('confirms through the webhook alone (the visitor closed the page) while the slots are free', async () => {
      const late = await hold();
      clock.advance(30 * MINUTE);
      expect((await captured(late, 'pay_hook_free')).json()).toEqual({ status: 'processed' });
      expect(await slot()).toBe('booked');
      expect(await ledger('pay_hook_free')).toEqual([
        expect.objectContaining({ status: 'confirmed', payment_method: 'upi' }),
      ]);
    });

    it('is refunded in full through the provider when the slots were taken, and the visitor is told the amount and reference', async () => {
      const late = await lostHold();
      const res = await confirm(late, 'pay_lost');
      expect(res.statusCode).toBe(409);
      const { error } = res.json();
      expect(error).toMatchObject({
        code: 'payment_refunded',
        refund: { amount: 350, reference: expect.stringMatching(/^rfnd_test\d+$/), issued: true },
      });
      const { reference } = error.refund;
      expect(error.message).toBe(
        `Your payment of ₹350 arrived after your hold ended, and someone else booked these slots meanwhile, so nothing was booked. The full ₹350 is being refunded to the way you paid (refund reference ${reference}); banks usually show it within 5-7 working days.`,
      );
      expect(suite.provider.refunds).toEqual([
        {
          paymentId: 'pay_lost',
          auth: `Basic ${Buffer.from(`rzp_test_ledger:${KEY_SECRET}`).toString('base64')}`,
          body: expect.objectContaining({ amount: 35000, notes: { refund_id: expect.stringMatching(/^RF-/) } }),
        },
      ]);
      expect(await ledger('pay_lost')).toEqual([
        expect.objectContaining({
          status: 'refunded',
          amount_paise: 35000,
          refunded_paise: 35000,
          refund_due_paise: 0,
        }),
      ]);
      expect(await refundRows()).toEqual([
        {
          cause: expect.stringMatching(/^late:PAY-/),
          status: 'processed',
          amount_paise: 35000,
          provider_refund_id: reference,
        },
      ]);
      // The other visitor keeps the slot; the late payer's hold is over.
      expect(await slot()).toBe('held');
    });

    it('is refunded once when the dialog and then the webhook report it, and the dialog again gets the same answer', async () => {
      const late = await lostHold();
      const first = await confirm(late, 'pay_twice');
      expect(first.statusCode).toBe(409);
      const { reference } = first.json().error.refund;
      expect(reference).toMatch(/^rfnd_test\d+$/);
      expect((await captured(late, 'pay_twice')).json()).toEqual({ status: 'processed' });
      const again = await confirm(late, 'pay_twice');
      expect(again.json().error).toEqual(first.json().error);
      expect(suite.provider.refunds).toHaveLength(1);
      expect(await refundRows()).toHaveLength(1);
      expect((await ledger('pay_twice'))[0]!.status).toBe('refunded');
    });

    it('is refunded once when the webhook and the dialog report it at the same moment', async () => {
      const late = await lostHold();
      suite.provider.refundDelayMs = 200;
      const [dialog, hook] = await Promise.all([confirm(late, 'pay_race'), captured(late, 'pay_race')]);
      expect([dialog.statusCode, hook.statusCode]).toEqual([409, 200]);
      expect(suite.provider.refunds).toHaveLength(1);
      expect(await refundRows()).toHaveLength(1);
      expect(await ledger('pay_race')).toEqual([
        expect.objectContaining({ status: 'refunded', refunded_paise: 35000 }),
      ]);
    });

    it('stays refund due, visible to staff, when the provider refuses the refund', async () => {
      const late = await lostHold();
      suite.provider.refundStatus = 400;
      const res = await confirm(late, 'pay_refused');
      expect(res.json().error).toMatchObject({
        code: 'payment_refunded',
        refund: { amount: 350, issued: false, reference: expect.stringMatching(/^RF-/) },
      });
      expect(res.json().error.message).toContain('The centre will refund the full ₹350');
      expect(await ledger('pay_refused')).toEqual([
        expect.objectContaining({ status: 'refund_due', refunded_paise: 0, refund_due_paise: 35000 }),
      ]);
      expect((await refundRows())[0]!.status).toBe('due');
    });
  });

  describe('webhook events', () => {
    it('records a payment for a provider order the server does not know, and keeps it for staff', async () => {
      expect(
        (
          await webhook(
            'payment.captured',
            { id: 'pay_stranger', order_id: 'order_unknown', amount: 12300, email: 'x@example.com' },
            'evt_stranger',
          )
        ).json(),
      ).toEqual({ status: 'processed' });
      expect(await ledger('pay_stranger')).toEqual([
        expect.objectContaining({ status: 'captured', amount_paise: 12300 }),
      ]);
    });

    it('records a failed payment, which confirms nothing', async () => {
      const h = await hold();
      expect(
        (
          await webhook(
            'payment.failed',
            { id: 'pay_failed', order_id: h.providerOrderId, amount: 35000 },
            'evt_failed',
          )
        ).json(),
      ).toEqual({ status: 'processed' });
      expect(await ledger('pay_failed')).toEqual([expect.objectContaining({ status: 'failed' })]);
      expect(await slot()).toBe('held');
    });

    it('marks a refund processed, and records a refund made at the provider, once per event', async () => {
      const late = await lostHold();
      suite.provider.refundStatus = 500;
      await confirm(late, 'pay_due');
      const [due] = await rows<{ id: string }>(sql`SELECT id FROM refunds`).then((r) => r.rows);
      // The refund was made after all (say by hand at the provider), carrying the ledger's id in its notes.
      const processed = {
        id: 'rfnd_late1',
        payment_id: 'pay_due',
        amount: 35000,
        status: 'processed',
        notes: { refund_id: due!.id },
      };
      expect((await webhook('refund.processed', processed, 'evt_rf1')).json()).toEqual({ status: 'processed' });
      expect((await webhook('refund.processed', processed, 'evt_rf1')).json()).toEqual({ status: 'duplicate' });
      expect(await refundRows()).toEqual([
        expect.objectContaining({ status: 'processed', provider_refund_id: 'rfnd_late1', amount_paise: 35000 }),
      ]);
      expect(await ledger('pay_due')).toEqual([
        expect.objectContaining({ status: 'refunded', refunded_paise: 35000, refund_due_paise: 0 }),
      ]);

      // A partial refund of a confirmed payment made in the provider's dashboard.
      const paid = await hold('09:00');
      expect((await confirm(paid, 'pay_kept')).statusCode).toBe(200);
      await webhook(
        'refund.processed',
        { id: 'rfnd_dash', payment_id: 'pay_kept', amount: 10000, status: 'processed', notes: [] },
        'evt_rf2',
      );
      expect(await ledger('pay_kept')).toEqual([
        expect.objectContaining({ status: 'partially_refunded', refunded_paise: 10000 }),
      ]);
    });

    it('pays a shop order and refunds a second payment for it', async () => {
      const order = (
        await app.inject({
          method: 'POST',
          url: '/api/orders',
          payload: { items: [{ productId: 3, size: 'One Size', quantity: 1 }], customer, deliveryMethod: 'pickup' },
        })
      ).json();
      await webhook('payment.captured', { id: 'pay_order1', order_id: order.providerOrderId, amount: 39900 }, 'evt_o1');
      await webhook('payment.captured', { id: 'pay_order2', order_id: order.providerOrderId, amount: 39900 }, 'evt_o2');
      expect((await app.inject({ url: `/api/orders/${order.ref}` })).json()).toMatchObject({
        status: 'paid',
        paymentId: 'pay_order1',
      });
      expect((await ledger('pay_order2'))[0]!.status).toBe('refunded');
      expect(suite.provider.refunds.map((r) => [r.paymentId, r.body.amount])).toEqual([['pay_order2', 39900]]);
    });
  });
});
