/** Availability, holds, release, expiry and confirmation without provider keys (PGlite). */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  availabilityResponseSchema,
  confirmBookingResponseSchema,
  holdResponseSchema,
  type AvailabilityResponse,
} from '../../machines/api/booking.schema';
import { apiErrorSchema } from '../../machines/api/errors';
import type { DatabaseHandle } from '../../server/db/client';
import { courtIdsOf } from '../../server/db/queries';
import { sessionRange } from '../../server/db/ranges';
import { bookings } from '../../server/db/schema';
import { sqlState } from '../../server/errors';
import {
  holdBody,
  MONDAY,
  openTestDatabase,
  otherVisitor,
  resetDatabase,
  rowCounts,
  SATURDAY,
  testApp,
  testClock,
  TUESDAY,
} from './helpers';

let handle: DatabaseHandle;
let app: FastifyInstance;
const clock = testClock();

beforeAll(async () => {
  handle = await openTestDatabase();
  app = await testApp(handle, { now: clock.now });
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
});
beforeEach(async () => {
  clock.set(testClock().now());
  await resetDatabase(handle);
  app = await testApp(handle, { now: clock.now });
});

const availability = async (sport: string, date: string): Promise<AvailabilityResponse> => {
  const res = await app.inject({ url: `/api/availability?sport=${sport}&date=${date}` });
  expect(res.statusCode).toBe(200);
  return availabilityResponseSchema.parse(res.json());
};
const stateOf = (a: AvailabilityResponse, court: number, time: string) =>
  a.courts.find((c) => c.court === court)!.slots.find((s) => s.time === time)!.state;
const hold = (sessions: Parameters<typeof holdBody>[0], sport = 'badminton', extra: object = {}) =>
  app.inject({ method: 'POST', url: '/api/holds', payload: { ...holdBody(sessions, sport), ...extra } });
/** A hold by visitor `n` (their own address and phone number). */
const holdAs = (n: number, sessions: Parameters<typeof holdBody>[0]) => {
  const { address, customer } = otherVisitor(n);
  return app.inject({
    method: 'POST',
    url: '/api/holds',
    payload: { ...holdBody(sessions), customer },
    remoteAddress: address,
  });
};

describe('GET /api/availability', () => {
  it('gives every court 48 slots priced by the rule: ₹350 on a weekday, ₹500 on a weekend', async () => {
    const monday = await availability('badminton', MONDAY);
    expect(monday.courts.map((c) => c.court)).toEqual([1, 2]);
    expect(monday.courts.every((c) => c.slots.length === 48)).toBe(true);
    expect(monday.ratePerHour).toBe(350);
    expect(monday.courts[0]!.slots.every((s) => s.price === 350)).toBe(true);
    expect((await availability('badminton', SATURDAY)).ratePerHour).toBe(500);
    expect((await availability('futsal', MONDAY)).courts).toHaveLength(1);
  });

  it('marks badminton coaching Monday to Friday 16:30 up to 20:00 only, and not on weekends or other sports', async () => {
    const monday = await availability('badminton', MONDAY);
    const coaching = monday.courts[0]!.slots.filter((s) => s.state === 'coaching').map((s) => s.time);
    expect(coaching).toEqual(['16:30', '17:00', '17:30', '18:00', '18:30', '19:00', '19:30']);
    expect((await availability('badminton', SATURDAY)).courts[0]!.slots.some((s) => s.state === 'coaching')).toBe(
      false,
    );
    expect((await availability('tennis', MONDAY)).courts[0]!.slots.some((s) => s.state === 'coaching')).toBe(false);
  });

  it('shows a held session as held, a confirmed one as booked, and frees an expired hold', async () => {
    const held = await hold([{ date: MONDAY, time: '10:00', court: 1, duration: 1 }]);
    expect(held.statusCode).toBe(201);
    let a = await availability('badminton', MONDAY);
    expect([stateOf(a, 1, '10:00'), stateOf(a, 1, '10:30'), stateOf(a, 1, '11:00'), stateOf(a, 2, '10:00')]).toEqual([
      'held',
      'held',
      'free',
      'free',
    ]);

    const second = await hold([{ date: MONDAY, time: '12:00', court: 2, duration: 1.5 }]);
    const confirm = await app.inject({
      method: 'POST',
      url: '/api/bookings/confirm',
      payload: { holdId: second.json().holdId, paymentId: 'pay_one' },
    });
    expect(confirm.statusCode).toBe(200);
    a = await availability('badminton', MONDAY);
    expect([stateOf(a, 2, '12:00'), stateOf(a, 2, '13:00'), stateOf(a, 2, '13:30')]).toEqual([
      'booked',
      'booked',
      'free',
    ]);

    clock.advance(10 * 60_000 + 1);
    a = await availability('badminton', MONDAY);
    expect(stateOf(a, 1, '10:00')).toBe('free');
    expect(stateOf(a, 2, '12:00')).toBe('booked');
  });

  it('shows a session that runs past midnight on the next date too', async () => {
    expect((await hold([{ date: MONDAY, time: '23:30', court: 1, duration: 1 }])).statusCode).toBe(201);
    expect(stateOf(await availability('badminton', TUESDAY), 1, '00:00')).toBe('held');
    expect(stateOf(await availability('badminton', TUESDAY), 1, '00:30')).toBe('free');
  });

  it('answers a bad query with a 400 naming the field', async () => {
    const res = await app.inject({ url: '/api/availability?sport=squash&date=2030-02-30' });
    expect(res.statusCode).toBe(400);
    const body = apiErrorSchema.parse(res.json());
    expect(body.error.field).toBe('sport');
    expect(body.error.message).toMatch(/sport: Expected one of badminton, tennis, pickleball, futsal/);
    const date = await app.inject({ url: '/api/availability?sport=tennis&date=2030-02-30' });
    expect(date.json().error).toMatchObject({
      field: 'date',
      message: 'date: Expected a real calendar date as YYYY-MM-DD.',
    });
  });
});

describe('POST /api/holds', () => {
  it('takes the booking form as it is: name and phone, no e-mail address; a given address must look like one', async () => {
    const session = { date: MONDAY, time: '09:00', court: 1, duration: 1 };
    const noEmail = await hold([session], 'badminton', { customer: { name: 'Ravi Kumar', phone: '98765 43210' } });
    expect(noEmail.statusCode).toBe(201);
    const badEmail = await hold([{ ...session, court: 2 }], 'badminton', {
      customer: { name: 'Ravi Kumar', phone: '98765 43210', email: 'ravi@' },
    });
    expect(badEmail.statusCode).toBe(400);
    expect(apiErrorSchema.parse(badEmail.json()).error).toMatchObject({
      field: 'customer.email',
      message: expect.stringContaining('Invalid email'),
    });
  });

  it('prices on the server from the database and ignores amounts sent by the client', async () => {
    const res = await hold(
      [
        { date: MONDAY, time: '06:00', court: 1, duration: 2 },
        { date: SATURDAY, time: '06:00', court: 2, duration: 1.5 },
      ],
      'badminton',
      { amount: 1, total: 1, price: 1 },
    );
    expect(res.statusCode).toBe(201);
    const body = holdResponseSchema.parse(res.json());
    expect(body.amount).toBe(350 * 2 + 500 * 1.5);
    expect(body.sessions.map((s) => s.amount)).toEqual([700, 750]);
    expect(body.providerOrderId).toBeNull();
    expect(body.holdId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Date.parse(body.expiresAt) - clock.now()).toBe(10 * 60_000);

    // The rate table drives the amount: a peak slot (06:00) at the badminton peak rate.
    await handle.db.execute(sql`UPDATE sport_rates SET peak = 400 WHERE sport_id = 'badminton'`);
    const repriced = await hold([{ date: TUESDAY, time: '06:00', court: 1, duration: 1 }]);
    expect(repriced.json().amount).toBe(400);
  });

  it('gives exactly one of 50 simultaneous holds on one slot, and 49 clear 409s', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => holdAs(i + 1, [{ date: MONDAY, time: '09:00', court: 2, duration: 1 }])),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    const refusal = apiErrorSchema.parse(results.find((r) => r.statusCode === 409)!.json());
    expect(refusal.error.code).toBe('slot_taken');
    expect(refusal.error.message).toBe(
      'Badminton Mon, 7 Jan 2030 at 9:00 AM, Court 2 was just taken by someone else. Please choose another slot; your other choices are kept.',
    );
    expect(refusal.error.taken).toEqual([{ date: MONDAY, time: '09:00', court: 2 }]);
    const live = await handle.db.execute(sql`SELECT count(*)::int AS n FROM bookings WHERE status = 'held'`);
    expect((live as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });

  it('holds all sessions or none, and names only the taken one', async () => {
    await holdAs(1, [{ date: MONDAY, time: '08:00', court: 1, duration: 1 }]);
    const res = await hold([
      { date: MONDAY, time: '06:00', court: 1, duration: 1 },
      { date: MONDAY, time: '08:30', court: 1, duration: 1 },
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.taken).toEqual([{ date: MONDAY, time: '08:30', court: 1 }]);
    expect(stateOf(await availability('badminton', MONDAY), 1, '06:00')).toBe('free');
  });

  it('refuses coaching time, past dates, missing courts and overlapping sessions with clear messages', async () => {
    const coaching = await hold([{ date: MONDAY, time: '16:00', court: 1, duration: 1 }]);
    expect(coaching.statusCode).toBe(409);
    expect(coaching.json().error).toMatchObject({ code: 'slot_unavailable', field: 'sessions.0' });
    expect(coaching.json().error.message).toMatch(/overlaps badminton coaching/);
    const past = await hold([{ date: '2030-01-06', time: '10:00', court: 1, duration: 1 }]);
    expect(past.json().error).toMatchObject({
      field: 'sessions.0.date',
      message:
        'sessions.0.date: Badminton Court 1 on Sun, 6 Jan 2030 at 10:00 AM is in the past. Please choose a later time.',
    });
    const court = await hold([{ date: MONDAY, time: '10:00', court: 2, duration: 1 }], 'futsal');
    expect(court.json().error).toMatchObject({
      field: 'sessions.0.court',
      message: 'sessions.0.court: futsal has 1 court.',
    });
    const overlap = await hold([
      { date: MONDAY, time: '10:00', court: 1, duration: 2 },
      { date: MONDAY, time: '11:00', court: 1, duration: 1 },
    ]);
    expect(overlap.json().error.message).toBe('sessions.1: This session overlaps session 1 on the same court.');
    const phone = await app.inject({
      method: 'POST',
      url: '/api/holds',
      payload: {
        ...holdBody([{ date: MONDAY, time: '10:00', court: 1, duration: 1 }]),
        customer: { name: 'A', email: 'a@b.co', phone: '12345' },
      },
    });
    expect(phone.json().error).toMatchObject({
      field: 'customer.phone',
      message: 'customer.phone: Invalid phone number. Please enter a valid 10-digit phone number.',
    });
    expect(await rowCounts(handle)).toContain('"holds":0');
  });

  it('lets a new visitor hold a slot whose hold expired', async () => {
    const first = await holdAs(1, [{ date: MONDAY, time: '07:00', court: 1, duration: 1 }]);
    expect((await holdAs(2, [{ date: MONDAY, time: '07:00', court: 1, duration: 1 }])).statusCode).toBe(409);
    // The hold's 10 minutes and the 5-minute grace its slots stay kept after (System Settings).
    clock.advance(15 * 60_000);
    const second = await holdAs(2, [{ date: MONDAY, time: '07:00', court: 1, duration: 1 }]);
    expect(second.statusCode).toBe(201);
    const old = await handle.db.execute(sql`SELECT status FROM bookings WHERE hold_id = ${first.json().holdId}`);
    expect((old as unknown as { rows: { status: string }[] }).rows[0]!.status).toBe('expired');
  });
});

describe('DELETE /api/holds/:id', () => {
  it('frees the sessions at once when the payment is dismissed; a payment for a released hold whose slot was taken is refunded', async () => {
    const res = await hold([{ date: MONDAY, time: '07:00', court: 1, duration: 1 }]);
    const { holdId } = res.json();
    expect(stateOf(await availability('badminton', MONDAY), 1, '07:00')).toBe('held');
    expect((await app.inject({ method: 'DELETE', url: `/api/holds/${holdId}` })).statusCode).toBe(204);
    expect(stateOf(await availability('badminton', MONDAY), 1, '07:00')).toBe('free');
    expect((await app.inject({ method: 'DELETE', url: `/api/holds/${holdId}` })).statusCode).toBe(204);
    expect((await hold([{ date: MONDAY, time: '07:00', court: 1, duration: 1 }])).statusCode).toBe(201);
    const confirm = await app.inject({
      method: 'POST',
      url: '/api/bookings/confirm',
      payload: { holdId, paymentId: 'pay_x' },
    });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().error.code).toBe('payment_refunded');
    expect((await app.inject({ method: 'DELETE', url: '/api/holds/unknownhold123' })).statusCode).toBe(404);
  });

  it('confirms a payment that arrives for a released hold while its slots are still free', async () => {
    const { holdId } = (await hold([{ date: MONDAY, time: '07:00', court: 1, duration: 1 }])).json();
    expect((await app.inject({ method: 'DELETE', url: `/api/holds/${holdId}` })).statusCode).toBe(204);
    const confirm = await app.inject({
      method: 'POST',
      url: '/api/bookings/confirm',
      payload: { holdId, paymentId: 'pay_after_release' },
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().bookingIds).toHaveLength(1);
    expect(stateOf(await availability('badminton', MONDAY), 1, '07:00')).toBe('booked');
    expect((await app.inject({ method: 'DELETE', url: `/api/holds/${holdId}` })).statusCode).toBe(409);
  });
});

describe('POST /api/bookings/confirm (no provider keys)', () => {
  it('confirms, returns booking ids, records the payment as unverified and is idempotent', async () => {
    const { holdId } = (
      await hold([
        { date: MONDAY, time: '07:00', court: 1, duration: 1 },
        { date: MONDAY, time: '07:00', court: 2, duration: 1 },
      ])
    ).json();
    const res = await app.inject({
      method: 'POST',
      url: '/api/bookings/confirm',
      payload: { holdId, paymentId: 'pay_abc' },
    });
    expect(res.statusCode).toBe(200);
    const body = confirmBookingResponseSchema.parse(res.json());
    expect(body).toMatchObject({ amount: 700, verified: false, paymentId: 'pay_abc' });
    expect(body.bookingIds).toHaveLength(2);
    expect(body.sessions.map((s) => s.court)).toEqual([1, 2]);
    const payment = await handle.db.execute(
      sql`SELECT verification, amount_paise, product_name, status FROM payments WHERE payment_id = 'pay_abc'`,
    );
    expect((payment as unknown as { rows: unknown[] }).rows).toEqual([
      { verification: 'unverified', amount_paise: 70000, product_name: 'Badminton court booking', status: 'confirmed' },
    ]);
    const again = await app.inject({
      method: 'POST',
      url: '/api/bookings/confirm',
      payload: { holdId, paymentId: 'pay_abc' },
    });
    expect(again.json().bookingIds).toEqual(body.bookingIds);
    const other = await app.inject({
      method: 'POST',
      url: '/api/bookings/confirm',
      payload: { holdId, paymentId: 'pay_other' },
    });
    expect(other.statusCode).toBe(409);
  });

  it('confirms a hold paid after expiry while its slots are still free, and refuses when someone took them', async () => {
    const late = (await hold([{ date: MONDAY, time: '07:00', court: 1, duration: 1 }])).json();
    const lost = (await hold([{ date: MONDAY, time: '09:00', court: 1, duration: 1 }])).json();
    clock.advance(11 * 60_000);
    expect((await hold([{ date: MONDAY, time: '09:00', court: 1, duration: 1 }])).statusCode).toBe(201);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/bookings/confirm',
          payload: { holdId: late.holdId, paymentId: 'pay_late' },
        })
      ).statusCode,
    ).toBe(200);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/bookings/confirm',
      payload: { holdId: lost.holdId, paymentId: 'pay_lost' },
    });
    expect(refused.statusCode).toBe(409);
    // The payment bought nothing: it is owed back in full (without keys, by the centre), and the visitor is told so.
    expect(refused.json().error).toMatchObject({
      code: 'payment_refunded',
      refund: { amount: 350, issued: false, reference: expect.stringMatching(/^RF-/) },
    });
  });
});

describe('the database itself', () => {
  it('refuses two overlapping live bookings of one court with SQLSTATE 23P01, whatever the code does', async () => {
    const courtIds = await courtIdsOf(handle.db, 'tennis');
    const row = (id: string, time: string, status: string) => ({
      id,
      courtId: courtIds.get(1)!,
      sportId: 'tennis',
      date: MONDAY,
      time,
      durationMinutes: 60,
      during: sessionRange(MONDAY, time, 60),
      status,
      customerName: 'Direct',
      customerPhone: '9876543210',
      amount: 350,
    });
    await handle.db.insert(bookings).values(row('BK-DIRECT1', '10:00', 'confirmed'));
    const error = await handle.db
      .insert(bookings)
      .values(row('BK-DIRECT2', '10:30', 'confirmed'))
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(sqlState(error)).toBe('23P01');
    await handle.db.insert(bookings).values(row('BK-DIRECT3', '10:30', 'cancelled'));
    await handle.db.insert(bookings).values(row('BK-DIRECT4', '11:00', 'confirmed'));
  });
});
