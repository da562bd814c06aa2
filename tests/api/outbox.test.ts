/**
 * The outbox (issue 46): messages written with the change that causes them and delivered to a real SMTP server on
 * loopback (smtp-server), parsed as they arrive (mailparser): subject, HTML and text bodies, the booking's .ics (its
 * events match the booking) and the order's receipt. A refusal is retried with backoff and delivered once; a sender
 * that claimed a row and died leaves it to the next one, which sends it once; a day of refusals marks it failed and
 * staff's Resend sends it. Without a mail server messages are kept "not sent" for staff to read. On PGlite, and again
 * on a throwaway PostgreSQL when its binaries exist.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessageSchema, adminMessagesPageSchema } from '../../machines/api/messages.schema';
import { NO_MAIL_SERVER } from '../../machines/messages/messages';
import { consoleLog } from '../../server/log';
import { claimDue, GIVE_UP_AFTER_MS, SEND_LEASE_MS, sendDue, type OutboxDeps } from '../../server/services/outbox';
import { createMailer, type MailSettings } from '../../server/services/outboxMail';
import { adminClient } from './adminClient';
import { customer, databaseSuites, holdAndPay, holdBody, TUESDAY } from './helpers';
import { moneySuite } from './moneySuite';
import { startSmtpDouble, type SmtpDouble } from './smtpDouble';

const STAFF = 'desk@pod.example';
const MINUTE = 60_000;
// Monday 7 January 2030, 10:00 in India: Tuesday 22:00 is 36 h ahead (a full refund by the policy).
const tuesdayNight = { date: TUESDAY, time: '22:00', court: 2, duration: 1.5 };
const tuesdayMorning = { date: TUESDAY, time: '07:00', court: 1, duration: 1 };

/** The events of an .ics file: its content lines unfolded, each event's properties by name. */
function icsEvents(text: string): Record<string, string>[] {
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) {
      events.push(current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  return events;
}

describe.each(databaseSuites)('the outbox on $name', ({ skip, open }) => {
  if (skip) console.warn(`tests/api/outbox.test.ts on PostgreSQL skipped: ${skip}`);
  const env = moneySuite({ skip, open }, { keyId: 'rzp_test_outbox', keySecret: 'outbox_secret' }, false);
  let smtp: SmtpDouble;
  const settings = (): MailSettings => ({ smtpUrl: smtp.url, from: 'POD <bookings@pod.example>', staffAddress: STAFF });
  const sender = (mail: MailSettings | null = settings()): OutboxDeps => ({
    db: env.handle.db,
    now: env.clock.now,
    mailer: mail ? createMailer(mail) : null,
    log: { ...consoleLog, error: () => undefined },
    messageDomain: 'pod.example',
  });
  const rows = async () =>
    (
      (await env.handle.db.execute(
        sql`SELECT id, kind, recipient, status, attempts, last_error FROM outbox ORDER BY kind, recipient`,
      )) as unknown as {
        rows: {
          id: string;
          kind: string;
          recipient: string;
          status: string;
          attempts: number;
          last_error: string | null;
        }[];
      }
    ).rows;

  beforeAll(async () => {
    if (skip) return;
    smtp = await startSmtpDouble();
    process.env.STAFF_EMAIL = STAFF;
  });
  afterAll(async () => {
    delete process.env.STAFF_EMAIL;
    await smtp?.close();
  });
  const fresh = () => {
    smtp.received.length = 0;
    smtp.refuseNext(0);
  };

  async function payBooking(paymentId: string, body = holdBody([tuesdayNight, tuesdayMorning])) {
    const { holdId } = await holdAndPay(env.app, body);
    const res = await env.app.inject({ method: 'POST', url: '/api/bookings/confirm', payload: { holdId, paymentId } });
    expect(res.statusCode).toBe(200);
    return res.json() as {
      bookingIds: string[];
      sessions: { bookingId: string; date: string; time: string; court: number }[];
    };
  }

  it('a paid booking sends the confirmation with its calendar file, and the centre its alert, once each', async () => {
    fresh();
    const paid = await payBooking('pay_mail1');
    expect((await rows()).map((r) => [r.kind, r.recipient, r.status])).toEqual([
      ['booking_confirmed', customer.email, 'queued'],
      ['staff_new_booking', STAFF, 'queued'],
    ]);
    expect(await sendDue(sender())).toEqual({ sent: 2, retried: 0, failed: 0, unsent: 0 });
    expect(await sendDue(sender())).toEqual({ sent: 0, retried: 0, failed: 0, unsent: 0 });
    expect(smtp.received.map((m) => m.to)).toEqual(expect.arrayContaining([[customer.email], [STAFF]]));
    expect(smtp.received).toHaveLength(2);

    const mail = smtp.received.find((m) => m.to[0] === customer.email)!.mail;
    // The booking's reference names it (subject and text), with the My booking link to manage it.
    const subject =
      /^Booking confirmed: Badminton, Tuesday, 8 January 2030, 7:00 AM \((POD-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})\)$/;
    expect(mail.subject).toMatch(subject);
    const reference = subject.exec(mail.subject!)![1]!;
    expect(mail.text).toContain(reference);
    expect(mail.text).toContain(`https://pod.example/my-booking?ref=${reference}`);
    expect(mail.html).toContain(`href="https://pod.example/my-booking?ref=${reference}"`);
    expect(mail.messageId).toMatch(/^<MSG-[A-Za-z0-9_-]+@pod\.example>$/);
    expect(mail.from?.value).toEqual([{ name: 'POD', address: 'bookings@pod.example' }]);
    expect(mail.html).toContain('lang="en-IN"');
    expect(mail.html).toContain('Your booking is confirmed');
    expect(mail.html).toContain('Court 2, 1.5 hours');
    expect(mail.text).toContain('Hello Asha Raman, thank you for booking');
    expect(mail.text).toContain('Tuesday, 8 January 2030, 10:00 PM: Badminton, Court 2, 1.5 hours');
    expect(mail.text).toContain('Cancel more than 24 hours before a session for a full refund');
    expect(mail.text).toMatch(/Directions to POD Sports Centre & Café: https:\/\/www\.google\.com\/maps/);

    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['POD-Booking-pay_mail1.ics', 'text/calendar'],
    ]);
    const events = icsEvents(mail.attachments[0]!.content.toString('utf8'));
    const byStart = Object.fromEntries(events.map((e) => [e['DTSTART;TZID=Asia/Kolkata'], e]));
    expect(Object.keys(byStart).sort()).toEqual(['20300108T070000', '20300108T220000']);
    expect(byStart['20300108T220000']).toMatchObject({
      'DTEND;TZID=Asia/Kolkata': '20300108T233000',
      SUMMARY: 'Badminton - Court 2 (POD)',
      UID: `${paid.sessions.find((s) => s.time === '22:00')!.bookingId}@pod-booking`,
    });
    expect(byStart['20300108T070000']!['DTEND;TZID=Asia/Kolkata']).toBe('20300108T080000');

    const alert = smtp.received.find((m) => m.to[0] === STAFF)!.mail;
    expect(alert.subject).toBe('New booking: Badminton, 2 sessions from Tuesday, 8 January 2030, 7:00 AM (Asha Raman)');
    expect(alert.text).toContain('Phone: 98765 43210');
    expect(alert.attachments).toHaveLength(0);
    expect((await rows()).map((r) => [r.status, r.attempts])).toEqual([
      ['sent', 1],
      ['sent', 1],
    ]);
  });

  it('a paid order sends its receipt file; a visitor without an email gets nothing, the centre still its alert', async () => {
    fresh();
    const order = (
      await env.app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: { items: [{ productId: 2, size: 'S', quantity: 2 }], customer, deliveryMethod: 'pickup' },
      })
    ).json();
    await env.app.inject({
      method: 'POST',
      url: `/api/orders/${order.ref}/confirm`,
      payload: { paymentId: 'pay_shop' },
    });
    await payBooking('pay_noemail', { ...holdBody([tuesdayMorning]), customer: { ...customer, email: '' } });
    expect((await rows()).map((r) => r.kind)).toEqual(['order_paid', 'staff_new_booking', 'staff_new_order']);
    await sendDue(sender());
    const mail = smtp.received.find((m) => m.to[0] === customer.email)!.mail;
    expect(mail.subject).toBe(`Order paid: ${order.orderId} (₹1,398)`);
    expect(mail.text).toContain('Ready for pickup 2-3 hours after payment (from 7 January 2030, 12:00 PM IST)');
    expect(mail.attachments.map((a) => a.filename)).toEqual([`POD-Order-${order.orderId}.txt`]);
    const receipt = mail.attachments[0]!.content.toString('utf8');
    expect(receipt).toContain(`Order ID: ${order.orderId}`);
    expect(receipt).toContain('Size: S  Qty: 2  x ₹699  = ₹1,398');
    expect(receipt).toContain('Payment ID: pay_shop');
  });

  it('a refusing mail server: the message is retried after a minute and delivered once', async () => {
    fresh();
    await payBooking('pay_retry', holdBody([tuesdayMorning]));
    smtp.refuseNext(2);
    expect(await sendDue(sender())).toEqual({ sent: 0, retried: 2, failed: 0, unsent: 0 });
    expect((await rows()).map((r) => [r.status, r.attempts, r.last_error?.includes('451')])).toEqual([
      ['queued', 1, true],
      ['queued', 1, true],
    ]);
    expect(await sendDue(sender())).toEqual({ sent: 0, retried: 0, failed: 0, unsent: 0 });
    env.clock.advance(MINUTE);
    expect(await sendDue(sender())).toEqual({ sent: 2, retried: 0, failed: 0, unsent: 0 });
    env.clock.advance(60 * MINUTE);
    await sendDue(sender());
    expect(smtp.received.filter((m) => m.to[0] === customer.email)).toHaveLength(1);
    expect((await rows()).map((r) => [r.status, r.attempts, r.last_error])).toEqual([
      ['sent', 2, null],
      ['sent', 2, null],
    ]);
  });

  it('a sender killed after claiming a row: the next sends it once the lease ends, once per address', async () => {
    fresh();
    await payBooking('pay_killed', holdBody([tuesdayMorning]));
    // The first process claims both rows and dies before it sends or records anything.
    expect(await claimDue(sender())).toHaveLength(2);
    expect(await sendDue(sender())).toEqual({ sent: 0, retried: 0, failed: 0, unsent: 0 });
    env.clock.advance(SEND_LEASE_MS);
    expect(await sendDue(sender())).toEqual({ sent: 2, retried: 0, failed: 0, unsent: 0 });
    await sendDue(sender());
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual([customer.email, STAFF].sort());
  });

  it('a day of refusals marks the message failed; staff see why and Resend delivers it', async () => {
    fresh();
    await env.build(false);
    await payBooking('pay_giveup', { ...holdBody([tuesdayMorning]), customer: { ...customer, email: '' } });
    smtp.refuseNext(1000);
    for (let elapsed = 0; elapsed <= GIVE_UP_AFTER_MS; elapsed += 30 * MINUTE) {
      await sendDue(sender());
      env.clock.advance(30 * MINUTE);
    }
    await sendDue(sender());
    const [row] = await rows();
    expect(row).toMatchObject({ kind: 'staff_new_booking', status: 'failed' });
    expect(row!.last_error).toContain('451 4.3.0 Mail server busy');
    expect(smtp.received).toHaveLength(0);

    const browser = await adminClient(() => env.app).login();
    const failed = adminMessagesPageSchema.parse((await browser.get('/api/admin/messages?status=failed')).json());
    expect(failed.rows.map((r) => [r.id, r.attempts > 20, r.lastError?.includes('451')])).toEqual([
      [row!.id, true, true],
    ]);
    const shown = adminMessageSchema.parse((await browser.get(`/api/admin/messages/${row!.id}`)).json());
    expect(shown.document.heading).toBe('New Badminton booking');
    expect(shown.text).toContain('Email: not given');

    smtp.refuseNext(0);
    const resent = await browser.post(`/api/admin/messages/${row!.id}/resend`);
    expect(resent.json()).toMatchObject({ status: 'queued', lastError: null });
    expect(await sendDue(sender())).toEqual({ sent: 1, retried: 0, failed: 0, unsent: 0 });
    const again = await browser.post(`/api/admin/messages/${row!.id}/resend`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This message was already delivered; it is not sent twice.');
    expect(smtp.received).toHaveLength(1);
  });

  it('without a mail server messages are kept "not sent" and staff find them by address, reference, status and kind', async () => {
    fresh();
    await payBooking('pay_nomail', holdBody([tuesdayMorning]));
    expect(await sendDue(sender(null))).toEqual({ sent: 0, retried: 0, failed: 0, unsent: 2 });
    expect((await rows()).map((r) => [r.status, r.last_error])).toEqual([
      ['unsent', NO_MAIL_SERVER],
      ['unsent', NO_MAIL_SERVER],
    ]);
    const browser = await adminClient(() => env.app).login();
    const list = async (query: string) =>
      adminMessagesPageSchema.parse((await browser.get(`/api/admin/messages${query}`)).json());
    expect((await list('')).mailConfigured).toBe(false);
    expect((await list('?q=ASHA@EXAMPLE')).rows.map((r) => r.kind)).toEqual(['booking_confirmed']);
    // Found by the booking's reference, whatever its letters' case.
    const [{ reference }] = (
      (await env.handle.db.execute(sql`SELECT reference FROM holds WHERE reference IS NOT NULL`)) as unknown as {
        rows: { reference: string }[];
      }
    ).rows as [{ reference: string }];
    expect((await list(`?q=${reference.toLowerCase()}`)).total).toBe(2);
    expect((await list('?kind=staff_new_booking&status=unsent')).rows.map((r) => r.recipient)).toEqual([STAFF]);
    expect((await list('?status=sent')).total).toBe(0);
    const bad = await browser.get('/api/admin/messages?status=lost');
    expect(bad.statusCode).toBe(400);
    expect((await browser.get('/api/admin/messages/MSG-unknown123')).statusCode).toBe(404);
  });

  it('a staff cancel sends the cancellation and the refund to the visitor, and the cancellation to the centre', async () => {
    fresh();
    const paid = await payBooking('pay_cancel', holdBody([tuesdayNight]));
    await sendDue(sender());
    fresh();
    const browser = await adminClient(() => env.app).login();
    const cancelled = await browser.post(`/api/admin/bookings/${paid.bookingIds[0]}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    await sendDue(sender());
    const subjects = smtp.received.map((m) => `${m.to[0]}: ${m.mail.subject}`).sort();
    expect(subjects).toEqual([
      `${customer.email}: Booking cancelled: Badminton, Court 2, Tuesday, 8 January 2030 at 10:00 PM`,
      `${customer.email}: Refund of ₹525 made (${cancelled.json().refund.reference})`,
      `${STAFF}: Cancelled: Badminton, Court 2, Tuesday, 8 January 2030 at 10:00 PM (Asha Raman)`,
    ]);
    const refund = smtp.received.find((m) => m.mail.subject?.startsWith('Refund'))!.mail;
    expect(refund.text).toContain('We return it by bank transfer or UPI within 3-4 working days');
  });
});
