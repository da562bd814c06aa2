/**
 * Admin > Booking Details (issue 48): finding a booking by its reference (typed loosely), the customer's name or
 * phone, a date range, sport and status; one booking's whole record by its reference or any session's id (its
 * sessions with what cancelling each refunds now, the payment and its refunds from the ledger, the messages the
 * outbox holds for it, who waits for its slots, and its history: the visitor's booking and payment, each staff change
 * with who made it, a Resend); and the 400, 404 and 401 answers. On PGlite, and on PostgreSQL when its binaries exist.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminBookingsPageSchema, bookingRangeMessage } from '../../machines/api/adminBookings.schema';
import { adminBookingRecordSchema, bookingRecordNotFound } from '../../machines/api/bookingRecord.schema';
import { DEMO_ADMIN } from '../../server/services/adminAuth';
import { hmacHex } from '../../server/services/payment';
import { adminClient, errorOf } from './adminClient';
import { moneySuite } from './moneySuite';
import { customer, databaseSuites, holdAndPay, holdBody, otherVisitor, TUESDAY } from './helpers';

const KEY_SECRET = 'record_key_secret';
const WEDNESDAY = '2030-01-09';

describe.each(databaseSuites)('booking details on $name', ({ skip, open }) => {
  if (skip) console.warn(`tests/api/bookingRecord.test.ts on PostgreSQL skipped: ${skip}`);
  const env = moneySuite({ skip, open }, { keyId: 'rzp_test_record', keySecret: KEY_SECRET }, true);

  /** Asha books and pays two badminton sessions (verified with the provider's signature): their reference and ids. */
  async function paidBooking(paymentId = 'pay_record') {
    const { holdId, providerOrderId } = await holdAndPay(
      env.app,
      holdBody([
        { date: TUESDAY, time: '22:00', court: 1, duration: 1 },
        { date: WEDNESDAY, time: '07:00', court: 2, duration: 1 },
      ]),
    );
    const confirmed = await env.app.inject({
      method: 'POST',
      url: '/api/bookings/confirm',
      payload: {
        holdId,
        paymentId,
        orderId: providerOrderId,
        signature: hmacHex(KEY_SECRET, `${providerOrderId}|${paymentId}`),
      },
    });
    expect(confirmed.statusCode).toBe(200);
    const body = confirmed.json() as { bookingIds: string[]; reference: string };
    return { reference: body.reference, ids: body.bookingIds };
  }
  const staff = () => adminClient(() => env.app).login();
  const recordOf = async (browser: Awaited<ReturnType<typeof staff>>, key: string) => {
    const res = await browser.get(`/api/admin/bookings/${encodeURIComponent(key)}/record`);
    expect(res.statusCode).toBe(200);
    return adminBookingRecordSchema.parse(res.json());
  };

  it('opens the same record by its reference, typed loosely, and by either session id', async () => {
    const { reference, ids } = await paidBooking();
    const browser = await staff();
    const record = await recordOf(browser, reference);
    const loose = reference.toLowerCase().replace(/-/g, ' ').replace('pod ', '');
    expect(await recordOf(browser, loose)).toEqual(record);
    expect(await recordOf(browser, ids[1]!)).toEqual(record);

    expect(record).toMatchObject({
      key: reference,
      reference,
      sport: 'badminton',
      customer: { name: customer.name, phone: customer.phone, email: customer.email },
      total: 700,
    });
    // Each session: court, date, time, price, status, and what cancelling it now refunds (36 h ahead: all of it).
    expect(record.sessions.map((s) => [s.id, s.court, s.date, s.time, s.amount, s.status])).toEqual([
      [ids[0], 1, TUESDAY, '22:00', 350, 'confirmed'],
      [ids[1], 2, WEDNESDAY, '07:00', 350, 'confirmed'],
    ]);
    expect(record.sessions[0]!.refundNow).toMatchObject({ percent: 100, policyAmount: 350, method: 'provider' });
    expect(record.payments.map((p) => [p.paymentId, p.amount, p.status, p.verification])).toEqual([
      ['pay_record', 700, 'confirmed', 'verified'],
    ]);
    // The outbox holds the visitor's confirmation and the centre's alert, under the reference (written at one instant,
    // in no particular order).
    expect(record.messages.map((m) => [m.kind, m.recipient, m.reference, m.status]).sort()).toEqual([
      ['booking_confirmed', customer.email, reference, 'queued'],
      ['staff_new_booking', expect.any(String), reference, 'queued'],
    ]);
    expect(record.waitlist).toEqual([]);
    expect(record.history.map((h) => [h.source, h.actor, h.summary])).toEqual([
      ['visitor', customer.name, 'Booked online: 2 sessions for ₹700.'],
      [
        'visitor',
        customer.name,
        expect.stringMatching(/^Paid ₹700 by \w+ \(pay_record\), verified with the card provider\.$/),
      ],
    ]);
  });

  it("shows a staff cancel's refund, a move, the chat mark, a Resend and who waits, each change with who made it", async () => {
    const { reference, ids } = await paidBooking();
    const browser = await staff();

    // Someone waits for the second session's slot.
    const waiter = otherVisitor(7);
    const joined = await env.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      remoteAddress: waiter.address,
      payload: { sport: 'badminton', date: WEDNESDAY, time: '07:00', court: 2, duration: 1, ...waiter.customer },
    });
    expect(joined.statusCode).toBe(201);

    expect((await browser.post(`/api/admin/bookings/${ids[0]}/cancel`)).statusCode).toBe(200);
    expect((await browser.post(`/api/admin/bookings/${ids[1]}/whatsapp-sent`)).statusCode).toBe(200);
    const [confirmation] = (
      (await env.handle.db.execute(
        sql`UPDATE outbox SET status = 'unsent' WHERE kind = 'booking_confirmed' RETURNING id`,
      )) as unknown as { rows: { id: string }[] }
    ).rows;
    expect((await browser.post(`/api/admin/messages/${confirmation!.id}/resend`)).statusCode).toBe(200);

    const record = await recordOf(browser, reference);
    expect(record.sessions.map((s) => [s.id, s.status, s.whatsappSent, s.refundNow?.percent ?? null])).toEqual([
      [ids[0], 'cancelled', false, null],
      [ids[1], 'confirmed', true, 100],
    ]);
    const [payment] = record.payments;
    expect(payment).toMatchObject({ status: 'partially_refunded', amount: 700, refunded: 350 });
    expect(payment!.refunds.map((r) => [r.amount, r.status, r.reason])).toEqual([
      [350, 'processed', 'Cancelled by staff 36 h before the session: 100% by the cancellation policy.'],
    ]);
    const refundReference = payment!.refunds[0]!.reference!;
    expect(record.messages.map((m) => [m.kind, m.reference]).sort()).toEqual([
      ['booking_cancelled', reference],
      ['booking_confirmed', reference],
      ['refund_issued', refundReference],
      ['staff_cancellation', reference],
      ['staff_new_booking', reference],
    ]);
    expect(record.messages.find((m) => m.kind === 'booking_confirmed')!.status).toBe('queued');
    expect(record.waitlist).toEqual([
      expect.objectContaining({
        bookingId: ids[1],
        name: waiter.customer.name,
        court: 2,
        date: WEDNESDAY,
        time: '07:00',
        status: 'waiting',
        position: 1,
      }),
    ]);
    const staffChanges = record.history.filter((h) => h.source === 'staff');
    expect(staffChanges.map((h) => [h.actor, h.summary])).toEqual([
      [DEMO_ADMIN.email, `Cancelled ${ids[0]} (${TUESDAY} 22:00), refunding ₹350.`],
      [DEMO_ADMIN.email, `Marked the confirmation chat of ${ids[1]} sent.`],
      [DEMO_ADMIN.email, expect.stringMatching(/^Queued "Booking confirmed.*" to asha@example\.com again \(MSG-/)],
    ]);

    // Moving the second session is in the history too; the slot it left went to the person waiting, so nobody waits
    // for this booking's slots any more.
    const moved = await browser.post(`/api/admin/bookings/${ids[1]}/move`, {
      date: WEDNESDAY,
      time: '09:00',
      court: 2,
    });
    expect(moved.statusCode).toBe(200);
    const after = await recordOf(browser, ids[0]!);
    expect(after.sessions[1]).toMatchObject({ time: '09:00', court: 2 });
    expect(after.history.at(-1)).toMatchObject({
      source: 'staff',
      actor: DEMO_ADMIN.email,
      summary: `Moved ${ids[1]} to court 2 on ${WEDNESDAY} at 09:00.`,
    });
    expect(after.waitlist).toEqual([]);
  });

  it('finds bookings by reference, name, phone, a date range, sport and status; refuses a range that ends first', async () => {
    const { reference, ids } = await paidBooking();
    const browser = await staff();
    const find = async (query: string) => {
      const res = await browser.get(`/api/admin/bookings?${query}`);
      expect(res.statusCode).toBe(200);
      return adminBookingsPageSchema.parse(res.json()).rows.map((r) => [r.id, r.reference]);
    };
    const both = [
      [ids[1], reference],
      [ids[0], reference],
    ];
    expect(await find(`q=${encodeURIComponent(reference.toLowerCase().replace(/-/g, ' '))}`)).toEqual(both);
    expect(await find(`q=${reference.slice(4, 8)}`)).toEqual(both);
    expect(await find('q=asha%20ram')).toEqual(both);
    expect(await find('q=98765%2043210')).toEqual(both);
    expect(await find(`from=${WEDNESDAY}&to=${WEDNESDAY}&q=asha`)).toEqual([[ids[1], reference]]);
    expect(await find(`to=${TUESDAY}&q=asha`)).toEqual([[ids[0], reference]]);
    expect(await find('sport=tennis&q=asha')).toEqual([]);
    expect(await find('status=cancelled&q=asha')).toEqual([]);

    const backwards = await browser.get(`/api/admin/bookings?from=${WEDNESDAY}&to=${TUESDAY}`);
    expect(backwards.statusCode).toBe(400);
    expect(errorOf(backwards)).toMatchObject({ field: 'to', message: `to: ${bookingRangeMessage}` });
  });

  it('answers 404 for a key that names no booking, 400 for one that cannot be a key, 401 without a session', async () => {
    const browser = await staff();
    const missing = await browser.get('/api/admin/bookings/POD-0000-0000-0000/record');
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe(bookingRecordNotFound('POD-0000-0000-0000'));
    const noSession = await browser.get('/api/admin/bookings/BK-NONE1/record');
    expect(errorOf(noSession).message).toBe(bookingRecordNotFound('BK-NONE1'));
    const bad = await browser.get('/api/admin/bookings/not-a-booking/record');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toBe(
      'id: Expected a booking id (BK-...) or a booking reference (POD-XXXX-XXXX-XXXX).',
    );
    const anonymous = await env.app.inject({ url: '/api/admin/bookings/POD-0000-0000-0000/record' });
    expect(anonymous.statusCode).toBe(401);
  });
});
