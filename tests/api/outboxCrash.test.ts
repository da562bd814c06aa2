/**
 * The outbox's crash test (issue 46): a real server process (the built bundle, PGlite in a temp data folder, the
 * provider's test double, a real SMTP server on loopback) confirms a booking and starts sending its confirmation; the
 * mail server takes the message's data and never answers, and the process is killed with SIGKILL in the middle of that
 * send. A new process on the same data folder, once the dead sender's claim has run out, sends the message again: the
 * visitor receives it exactly once, with the row's id as its Message-ID, and staff's Messages show it sent.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminMessagesPage } from '../../machines/api/messages.schema';
import { SEND_LEASE_MS } from '../../server/services/outbox';
import { hmacHex } from '../../server/services/payment';
import { customer, holdBody, START, TUESDAY } from './helpers';
import { startProviderDouble, type ProviderDouble } from './providerDouble';
import { serverProcessSuite, type ServerProcess } from './serverProcess';
import { startSmtpDouble, type SmtpDouble } from './smtpDouble';

const KEY_SECRET = 'outbox_crash_secret';
const suite = serverProcessSuite('outbox-crash');
let provider: ProviderDouble;
let smtp: SmtpDouble;

beforeAll(async () => {
  [provider, smtp] = await Promise.all([startProviderDouble(), startSmtpDouble()]);
});
afterAll(async () => {
  await Promise.all([provider?.close(), smtp?.close()]);
});

/** A server process on the data folder that sends mail through the SMTP double, its clock starting at `clockStart`. */
async function start(clockStart: number): Promise<ServerProcess> {
  const server = await suite.start({
    RAZORPAY_KEY_ID: 'rzp_test_outbox_crash',
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_API_BASE: provider.url,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'POD <bookings@pod.example>',
    CLOCK_START: new Date(clockStart).toISOString(),
  });
  await server.ready();
  return server;
}

const post = (server: ServerProcess, path: string, body?: object) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
  });

it('sends a confirmation once when the process sending it was killed mid-send', async () => {
  const first = await start(START);
  const held = await post(first, '/api/holds', holdBody([{ date: TUESDAY, time: '07:00', court: 1, duration: 1 }]));
  expect(held.status).toBe(201);
  const { holdId } = (await held.json()) as { holdId: string };
  const { providerOrderId } = (await (await post(first, `/api/holds/${holdId}/pay`)).json()) as {
    providerOrderId: string;
  };
  // The mail server will take the confirmation's data and never answer it.
  const stalled = smtp.stallNext();
  const confirmed = await post(first, '/api/bookings/confirm', {
    holdId,
    paymentId: 'pay_outbox_crash',
    orderId: providerOrderId,
    signature: hmacHex(KEY_SECRET, `${providerOrderId}|pay_outbox_crash`),
  });
  expect(confirmed.status).toBe(200);
  const { reference } = (await confirmed.json()) as { reference: string };

  // The whole message reached the mail server; the process dies before the server's answer.
  await stalled;
  await first.stop('SIGKILL');
  expect(smtp.received).toEqual([]);

  // A new process, once the dead sender's claim on the row has run out.
  const second = await start(START + SEND_LEASE_MS + 60_000);
  const staffGet = await second.staff();
  const messages = async () =>
    ((await (await staffGet('/api/admin/messages')).json()) as AdminMessagesPage).rows.sort((a, b) =>
      a.kind.localeCompare(b.kind),
    );
  // The visitor's confirmation and the centre's new-booking alert (the one the killed process was sending is either).
  await expect
    .poll(async () => (await messages()).map((row) => [row.kind, row.status]), { timeout: 30_000 })
    .toEqual([
      ['booking_confirmed', 'sent'],
      ['staff_new_booking', 'sent'],
    ]);
  const rows = await messages();
  await second.stop('SIGTERM');

  // Each row reached its address exactly once, under its own Message-ID; the killed try is not on record.
  expect(smtp.received.map(({ mail }) => mail.messageId).sort()).toEqual(
    rows.map((row) => `<${row.id}@pod.example>`).sort(),
  );
  expect(rows.map((row) => row.attempts)).toEqual([1, 1]);
  const toVisitor = smtp.received.filter(({ to }) => to.includes(customer.email));
  expect(toVisitor).toHaveLength(1);
  expect(toVisitor[0]!.mail.subject).toContain(reference);
  expect(rows[0]).toMatchObject({ recipient: customer.email, reference, lastError: null });
}, 300_000);
