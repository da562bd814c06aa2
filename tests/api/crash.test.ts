/**
 * The crash test of issue 44: a real server process (the built bundle, PGlite in a temp data folder, the provider's
 * test double with keys) is killed with SIGKILL after the provider captured two payments and before either
 * visitor's `POST /api/bookings/confirm`. A restarted process settles both at its start: the payment whose slot is
 * still free is confirmed, the one whose slot someone else booked meanwhile is refunded once. Nothing is lost, nothing
 * is paid twice (the provider's refunds, staff's Payments), and each visitor who tries again lands on the true outcome.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hmacHex } from '../../server/services/payment';
import { holdBody, START, TUESDAY } from './helpers';
import { startProviderDouble, type ProviderDouble } from './providerDouble';
import { serverProcessSuite, type ServerProcess } from './serverProcess';

const KEY_SECRET = 'crash_key_secret';
const suite = serverProcessSuite('crash');
let provider: ProviderDouble;

beforeAll(async () => {
  provider = await startProviderDouble();
});
afterAll(async () => {
  await provider?.close();
});

/**
 * A server process on the data folder, with the provider's keys, once its start pass is done; no other pass runs
 * during the test.
 */
async function start(): Promise<ServerProcess> {
  const server = await suite.start({
    RAZORPAY_KEY_ID: 'rzp_test_crash',
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_API_BASE: provider.url,
    RECONCILE_EVERY: '60',
    // The day before the sessions it holds: within the days a court can be booked ahead.
    CLOCK_START: new Date(START).toISOString(),
  });
  await server.ready();
  await server.waitForLine(/^reconcile: start pass done: /);
  return server;
}

type Hold = { holdId: string; providerOrderId: string };
const send = (server: ServerProcess, method: string, path: string, body?: object) =>
  fetch(`${server.url}${path}`, {
    method,
    ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
  });
const hold = async (server: ServerProcess, time: string): Promise<Hold> => {
  const res = await send(server, 'POST', '/api/holds', holdBody([{ date: TUESDAY, time, court: 1, duration: 1 }]));
  expect(res.status).toBe(201);
  const { holdId } = (await res.json()) as { holdId: string };
  // The visitor presses pay: the provider order is made then.
  const paid = await send(server, 'POST', `/api/holds/${holdId}/pay`);
  expect(paid.status).toBe(200);
  return (await paid.json()) as Hold;
};
/** The visitor's browser reporting the payment the provider's dialog made. */
const confirm = (server: ServerProcess, h: Hold, paymentId: string) =>
  send(server, 'POST', '/api/bookings/confirm', {
    holdId: h.holdId,
    paymentId,
    orderId: h.providerOrderId,
    signature: hmacHex(KEY_SECRET, `${h.providerOrderId}|${paymentId}`),
  });

it('settles at the restart what a SIGKILL left between the capture and the confirm: confirmed while free, refunded once when taken', async () => {
  const first = await start();
  // Visitor A holds Tuesday 07:00 and pays; the provider captures the payment.
  const paid = await hold(first, '07:00');
  provider.capture(paid.providerOrderId, 'pay_crash_free', 35000);
  // Visitor B holds 09:00 and pays, but their page gave up and released the hold; visitor C booked 09:00 meanwhile;
  // then the provider captures B's payment.
  const late = await hold(first, '09:00');
  expect((await send(first, 'DELETE', `/api/holds/${late.holdId}`)).status).toBe(204);
  const other = await hold(first, '09:00');
  expect((await confirm(first, other, 'pay_crash_other')).status).toBe(200);
  provider.capture(late.providerOrderId, 'pay_crash_late', 35000);

  // The server dies before A's or B's confirm arrives.
  await first.stop('SIGKILL');

  const second = await start();
  expect(second.lines.find((line) => line.startsWith('reconcile: start pass done'))).toBe(
    'reconcile: start pass done: 1 payment confirmed, 1 refunded or owed back, 0 refunds issued again, 2 provider orders looked up',
  );
  await second.waitForLine(
    new RegExp(
      `^reconcile: payment pay_crash_free \\(₹350, captured at the provider for ${paid.providerOrderId}, never confirmed\\) for hold ${paid.holdId}: confirmed$`,
    ),
  );
  await second.waitForLine(
    /^reconcile: payment pay_crash_late .*: its slots were taken meanwhile; refund RF-\w+ of ₹350 issued \(rfnd_test\d+\)$/,
  );
  expect(provider.refunds.map((r) => [r.paymentId, r.body.amount])).toEqual([['pay_crash_late', 35000]]);

  // The visitors who try again land on the true outcome; nothing is settled a second time.
  const retriedA = await confirm(second, paid, 'pay_crash_free');
  expect([retriedA.status, ((await retriedA.json()) as { bookingIds: string[] }).bookingIds]).toEqual([
    200,
    [expect.stringMatching(/^BK-/)],
  ]);
  const retriedB = await confirm(second, late, 'pay_crash_late');
  expect([retriedB.status, ((await retriedB.json()) as { error: { code: string; refund: object } }).error]).toEqual([
    409,
    expect.objectContaining({
      code: 'payment_refunded',
      refund: { amount: 350, reference: expect.stringMatching(/^rfnd_test\d+$/), issued: true },
    }),
  ]);
  const slots = (
    (await (await send(second, 'GET', `/api/availability?sport=badminton&date=${TUESDAY}`)).json()) as {
      courts: { slots: { time: string; state: string }[] }[];
    }
  ).courts[0]!.slots;
  expect(['07:00', '09:00'].map((time) => slots.find((s) => s.time === time)!.state)).toEqual(['booked', 'booked']);
  expect(provider.refunds).toHaveLength(1);
  // Staff's Payments: one row per payment, the late one refunded once (in full, not twice over).
  const staffGet = await second.staff();
  const payments = (await (await staffGet('/api/admin/payments?q=pay_crash')).json()) as {
    rows: { paymentId: string; status: string; amount: number; refunded: number; refundDue: number }[];
  };
  expect(payments.rows.map((p) => [p.paymentId, p.status, p.amount, p.refunded, p.refundDue]).sort()).toEqual([
    ['pay_crash_free', 'confirmed', 350, 0, 0],
    ['pay_crash_late', 'refunded', 350, 350, 0],
    ['pay_crash_other', 'confirmed', 350, 0, 0],
  ]);
  await second.stop('SIGTERM');
}, 300_000);
