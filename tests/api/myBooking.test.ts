/**
 * My booking: a paid booking's reference and phone number open it (one message for any wrong pair), attempts are
 * limited per address and per reference, a session ahead is cancelled with the policy's refund in each band, and
 * rescheduled at the same, a lower (the difference refunded) or a higher price (the difference paid through the
 * hold's pay flow); a slot taken meanwhile changes nothing. On PGlite, and on PostgreSQL when its binaries exist.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { confirmBookingResponseSchema } from '../../machines/api/booking.schema';
import { myBookingMessages } from '../../machines/myBooking/myBooking.rules';
import {
  myBookingCancelResponseSchema,
  myBookingRescheduleResponseSchema,
  myBookingSchema,
} from '../../machines/myBooking/myBooking.schema';
import { hmacHex } from '../../server/services/payment';
import {
  customer,
  databaseSuites,
  holdAndPay,
  holdBody,
  MONDAY,
  otherVisitor,
  SATURDAY,
  testApp,
  TUESDAY,
} from './helpers';
import { moneySuite } from './moneySuite';

const KEY_SECRET = 'my_booking_key_secret';
const WEDNESDAY = '2030-01-09';

describe.each(databaseSuites)('My booking on $name', ({ skip, open }) => {
  if (skip) console.warn(`tests/api/myBooking.test.ts on PostgreSQL skipped: ${skip}`);
  const env = moneySuite({ skip, open }, { keyId: 'rzp_test_my_booking', keySecret: KEY_SECRET }, true);

  /** Pays a hold (its provider order signed with the keys); the confirmation. */
  async function pay(holdId: string, providerOrderId: string, paymentId: string) {
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/bookings/confirm',
      payload: {
        holdId,
        paymentId,
        orderId: providerOrderId,
        signature: hmacHex(KEY_SECRET, `${providerOrderId}|${paymentId}`),
      },
    });
    expect(res.statusCode).toBe(200);
    return confirmBookingResponseSchema.parse(res.json());
  }
  /** Books and pays one badminton session; its reference and booking id. */
  async function paidSession(date: string, time: string, paymentId = 'pay_mine') {
    const { holdId, providerOrderId } = await holdAndPay(env.app, holdBody([{ date, time, court: 1, duration: 1 }]));
    const confirmed = await pay(holdId, providerOrderId, paymentId);
    return { reference: confirmed.reference, bookingId: confirmed.bookingIds[0]! };
  }
  const post = (url: string, payload: object, remoteAddress = '127.0.0.1') =>
    env.app.inject({ method: 'POST', url, payload, remoteAddress });
  const stateAt = async (date: string, time: string) => {
    const res = await env.app.inject({ url: `/api/availability?sport=badminton&date=${date}` });
    return (res.json() as { courts: { court: number; slots: { time: string; state: string }[] }[] }).courts
      .find((c) => c.court === 1)!
      .slots.find((s) => s.time === time)!.state;
  };
  const ledger = async () =>
    (
      (await env.handle.db.execute(
        sql`SELECT payment_id, amount_paise, refunded_paise, status FROM payments ORDER BY created_at, payment_id`,
      )) as unknown as { rows: unknown[] }
    ).rows;

  it('gives every paid booking a reference of 60 bits in the readable alphabet, opened only with its phone number', async () => {
    const { reference, bookingId } = await paidSession(TUESDAY, '22:00');
    expect(reference).toMatch(/^POD-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    // Typed loosely: lower case, spaces for dashes, the phone number with its country code.
    const typed = reference.toLowerCase().replace(/-/g, ' ');
    const res = await post('/api/my-booking', { reference: typed, phone: '+91 98765 43210' });
    expect(res.statusCode).toBe(200);
    expect(myBookingSchema.parse(res.json())).toMatchObject({
      reference,
      sport: 'badminton',
      customerName: customer.name,
      paid: 350,
      refunded: 0,
      sessions: [
        {
          bookingId,
          date: TUESDAY,
          time: '22:00',
          court: 1,
          duration: 1,
          amount: 350,
          status: 'confirmed',
          ahead: true,
          canReschedule: true,
          cancelQuote: { band: 'full', percent: 100, amount: 350, hoursBefore: 36 },
        },
      ],
      refunds: [],
    });
    const wrongPhone = await post('/api/my-booking', { reference, phone: '91234 56789' });
    const wrongReference = await post('/api/my-booking', { reference: 'POD-0000-0000-0000', phone: customer.phone });
    for (const wrong of [wrongPhone, wrongReference]) {
      expect(wrong.statusCode).toBe(404);
      expect(wrong.json().error.message).toBe(myBookingMessages.wrongPair);
    }
    const missing = await post('/api/my-booking', { reference: ' ', phone: customer.phone });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toMatch(/Please enter the booking reference/);
  });

  it('limits attempts per address, and wrong pairs per reference from any address', async () => {
    const { reference } = await paidSession(TUESDAY, '22:00');
    await env.app.close();
    env.app = await testApp(env.handle, { now: env.clock.now, myBooking: { perAddress: 3, wrongPerReference: 2 } });
    for (let i = 0; i < 3; i++)
      expect((await post('/api/my-booking', { reference, phone: customer.phone }, '10.1.1.1')).statusCode).toBe(200);
    const limited = await post('/api/my-booking', { reference, phone: customer.phone }, '10.1.1.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(myBookingMessages.limited);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Two wrong phone numbers from two addresses lock the reference, even for the right pair from a third.
    for (const n of [1, 2]) {
      const wrong = await post('/api/my-booking', { reference, phone: otherVisitor(n).customer.phone }, `10.2.0.${n}`);
      expect(wrong.statusCode).toBe(404);
    }
    const locked = await post('/api/my-booking', { reference, phone: customer.phone }, '10.2.0.3');
    expect(locked.statusCode).toBe(429);
    // Another booking's reference is not locked.
    await env.app.close();
    env.app = await testApp(env.handle, { now: env.clock.now, myBooking: { perAddress: 3, wrongPerReference: 2 } });
    expect((await post('/api/my-booking', { reference, phone: customer.phone }, '10.2.0.3')).statusCode).toBe(200);
  });

  it.each([
    { band: 'full', time: '22:00', percent: 100, refund: 350, hoursBefore: 36 },
    { band: 'partial', time: '04:00', percent: 50, refund: 175, hoursBefore: 18 },
  ])('cancelling in the $band band refunds $refund and frees the slot at once', async (c) => {
    const { reference, bookingId } = await paidSession(TUESDAY, c.time);
    expect(await stateAt(TUESDAY, c.time)).toBe('booked');
    const res = await post('/api/my-booking/cancel', { reference, phone: customer.phone, bookingId });
    expect(res.statusCode).toBe(200);
    const body = myBookingCancelResponseSchema.parse(res.json());
    expect(body).toMatchObject({ bookingId, percent: c.percent, refund: { amount: c.refund, status: 'processed' } });
    expect(body.booking.sessions[0]).toMatchObject({ status: 'cancelled', ahead: false, cancelQuote: null });
    expect(body.booking).toMatchObject({ paid: 350, refunded: c.refund });
    expect(body.booking.refunds).toEqual([
      expect.objectContaining({
        amount: c.refund,
        reason: `Cancelled by the visitor ${c.hoursBefore} h before the session: ${c.percent}% by the cancellation policy.`,
      }),
    ]);
    expect(await stateAt(TUESDAY, c.time)).toBe('free');
    expect(env.provider.refunds.map((r) => r.body.amount)).toEqual([c.refund * 100]);
    const again = await post('/api/my-booking/cancel', { reference, phone: customer.phone, bookingId });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(myBookingMessages.alreadyCancelled);
  });

  it('cancelling under 12 hours ahead refunds nothing, and a session under 12 hours ahead cannot be moved', async () => {
    const { reference, bookingId } = await paidSession(MONDAY, '21:00');
    const opened = myBookingSchema.parse((await post('/api/my-booking', { reference, phone: customer.phone })).json());
    expect(opened.sessions[0]).toMatchObject({
      canReschedule: false,
      cancelQuote: { band: 'late', percent: 0, amount: 0 },
    });
    const move = await post('/api/my-booking/reschedule', {
      reference,
      phone: customer.phone,
      bookingId,
      date: WEDNESDAY,
      time: '10:00',
      court: 1,
    });
    expect(move.statusCode).toBe(409);
    expect(move.json().error.message).toBe(myBookingMessages.tooLateToMove);
    const res = await post('/api/my-booking/cancel', { reference, phone: customer.phone, bookingId });
    expect(myBookingCancelResponseSchema.parse(res.json())).toMatchObject({ percent: 0, refund: null });
    expect(env.provider.refunds).toEqual([]);
  });

  const reschedule = (access: { reference: string; bookingId: string }, to: object, remoteAddress?: string) =>
    post('/api/my-booking/reschedule', { ...access, phone: customer.phone, court: 1, ...to }, remoteAddress);

  it('moves a session to a slot of the same price at once: the old slot is free, the new one booked', async () => {
    const access = await paidSession(TUESDAY, '22:00');
    const res = await reschedule(access, { date: WEDNESDAY, time: '21:00' });
    expect(res.statusCode).toBe(200);
    const body = myBookingRescheduleResponseSchema.parse(res.json());
    expect(body).toMatchObject({ kind: 'moved', difference: 0, refund: null });
    if (body.kind !== 'moved') throw new Error('expected a move');
    expect(body.booking.sessions).toMatchObject([{ date: WEDNESDAY, time: '21:00', amount: 350 }]);
    expect(await stateAt(TUESDAY, '22:00')).toBe('free');
    expect(await stateAt(WEDNESDAY, '21:00')).toBe('booked');
  });

  it('moves a session to a cheaper slot and refunds the difference', async () => {
    const access = await paidSession(SATURDAY, '10:00');
    const res = await reschedule(access, { date: WEDNESDAY, time: '10:00' });
    const body = myBookingRescheduleResponseSchema.parse(res.json());
    expect(body).toMatchObject({ kind: 'moved', difference: -150, refund: { amount: 150, status: 'processed' } });
    if (body.kind !== 'moved') throw new Error('expected a move');
    expect(body.booking).toMatchObject({ paid: 500, refunded: 150, sessions: [{ date: WEDNESDAY, amount: 350 }] });
    expect(env.provider.refunds.map((r) => r.body.amount)).toEqual([15000]);
  });

  it('holds a dearer slot for the difference, and moves the session when it is paid', async () => {
    const access = await paidSession(WEDNESDAY, '10:00');
    const res = await reschedule(access, { date: SATURDAY, time: '18:00' });
    const body = myBookingRescheduleResponseSchema.parse(res.json());
    expect(body).toMatchObject({ kind: 'pay', difference: 150, amountPaise: 15000 });
    if (body.kind !== 'pay') throw new Error('expected a payment');
    // Until it is paid the new slot is held and the session stays where it was.
    expect(await stateAt(SATURDAY, '18:00')).toBe('held');
    expect(await stateAt(WEDNESDAY, '10:00')).toBe('booked');
    const started = await env.app.inject({ method: 'POST', url: `/api/holds/${body.holdId}/pay` });
    expect(started.json()).toMatchObject({ amountPaise: 15000 });
    await pay(body.holdId, started.json().providerOrderId, 'pay_difference');
    expect(await stateAt(SATURDAY, '18:00')).toBe('booked');
    expect(await stateAt(WEDNESDAY, '10:00')).toBe('free');
    const opened = myBookingSchema.parse(
      (await post('/api/my-booking', { reference: access.reference, phone: customer.phone })).json(),
    );
    expect(opened).toMatchObject({
      paid: 500,
      sessions: [{ bookingId: access.bookingId, date: SATURDAY, time: '18:00', amount: 500 }],
    });
  });

  it('refuses a slot taken meanwhile with a clear message and changes nothing', async () => {
    const access = await paidSession(TUESDAY, '22:00');
    const other = otherVisitor(7);
    const taken = await env.app.inject({
      method: 'POST',
      url: '/api/holds',
      payload: { ...holdBody([{ date: WEDNESDAY, time: '20:30', court: 1, duration: 1 }]), customer: other.customer },
      remoteAddress: other.address,
    });
    expect(taken.statusCode).toBe(201);
    const before = await ledger();
    const res = await reschedule(access, { date: WEDNESDAY, time: '21:00' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'slot_taken',
      message: myBookingMessages.takenMeanwhile('Badminton Court 1 on Wed, 9 Jan 2030 at 9:00 PM'),
    });
    expect(await ledger()).toEqual(before);
    expect(await stateAt(TUESDAY, '22:00')).toBe('booked');
    const pastCoaching = await reschedule(access, { date: WEDNESDAY, time: '16:00', court: 2 });
    expect(pastCoaching.statusCode).toBe(409);
    expect(pastCoaching.json().error.message).toMatch(/overlaps badminton coaching/);
  });
});
