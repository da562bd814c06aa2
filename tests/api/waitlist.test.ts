/**
 * The waitlist (issue 45) and the booking-moved message (issue 46): joining the line for a booked or held slot with
 * clear per-field messages, one entry per phone number per slot; when the slot frees (a visitor's or staff's cancel,
 * staff's move, a reschedule, a released or expired hold) the first person waiting is offered it in the same
 * transaction (the slot held for them, the offer's email in the outbox); the emailed link opens the held slot ready
 * to pay; an offer not paid in 15 minutes goes to the next person (the sweep); entries for past slots are dropped;
 * staff see and remove entries. On PGlite, and on PostgreSQL when its binaries exist.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminCancelResponseSchema } from '../../machines/api/adminBookings.schema';
import { confirmBookingResponseSchema } from '../../machines/api/booking.schema';
import {
  adminWaitlistSchema,
  waitlistJoinResponseSchema,
  waitlistOfferSchema,
} from '../../machines/waitlist/waitlist.schema';
import { waitlistMessages } from '../../machines/waitlist/waitlist.rules';
import { AvailabilityCache } from '../../server/services/availabilityCache';
import { expireHolds, type BookingDeps } from '../../server/services/booking';
import { adminClient, errorOf } from './adminClient';
import {
  customer,
  databaseSuites,
  holdAndPay,
  holdBody,
  MONDAY,
  otherVisitor,
  resetWithDemoAdmin,
  suiteResources,
  testApp,
  testClock,
  TUESDAY,
} from './helpers';

const MINUTE = 60_000;
const WEDNESDAY = '2030-01-09';
/** Tuesday 22:00, court 1: 36 hours after the clock's start (Monday 10:00 in India). */
const SLOT = { sport: 'badminton', date: TUESDAY, time: '22:00', court: 1, duration: 1 };
const asha = { name: 'Asha Raman', phone: '98765 43210', email: 'asha@example.com' };
const people = [1, 2, 3].map((n) => {
  const v = otherVisitor(n);
  return { name: v.customer.name, phone: v.customer.phone, email: v.customer.email, address: v.address };
});

interface OutboxRow {
  kind: string;
  recipient: string;
  subject: string;
  data: Record<string, unknown>;
}

describe.each(databaseSuites)('waitlist on $name', ({ skip, open }) => {
  if (skip) console.warn(`tests/api/waitlist.test.ts on PostgreSQL skipped: ${skip}`);
  const env = suiteResources(skip, open);
  const clock = testClock();
  let app: FastifyInstance;

  beforeEach(async (context) => {
    if (skip) return context.skip();
    clock.set(testClock().now());
    await resetWithDemoAdmin(env.handle);
    await env.app?.close();
    // No availability cache: what a sweep run beside the app changed shows at once.
    env.app = app = await testApp(env.handle, {
      now: clock.now,
      cacheTtlMs: 0,
      admin: { loginsPerAddress: 0, loginsPerAccount: 0 },
    });
  });

  const post = (url: string, payload: object, remoteAddress = '127.0.0.1') =>
    app.inject({ method: 'POST', url, payload, remoteAddress });
  const join = (person: { name: string; phone: string; email: string }, slot: object = SLOT) =>
    post('/api/waitlist', { ...slot, ...person });
  /** Books and pays a badminton session as Asha (demo payments); its reference and booking id. */
  async function paidSession(date: string, time: string, paymentId = 'pay_waitlist') {
    const { holdId } = await holdAndPay(app, holdBody([{ date, time, court: 1, duration: 1 }]));
    const res = await post('/api/bookings/confirm', { holdId, paymentId });
    expect(res.statusCode).toBe(200);
    const confirmed = confirmBookingResponseSchema.parse(res.json());
    return { reference: confirmed.reference, bookingId: confirmed.bookingIds[0]! };
  }
  const stateAt = async (date: string, time: string) => {
    const res = await app.inject({ url: `/api/availability?sport=badminton&date=${date}` });
    return (res.json() as { courts: { court: number; slots: { time: string; state: string }[] }[] }).courts
      .find((c) => c.court === 1)!
      .slots.find((s) => s.time === time)!.state;
  };
  const outbox = async (kind: string) =>
    (
      (await env.handle.db.execute(
        sql`SELECT kind, recipient, subject, data FROM outbox WHERE kind = ${kind} ORDER BY created_at, id`,
      )) as unknown as { rows: OutboxRow[] }
    ).rows;
  const entries = async () =>
    (
      (await env.handle.db.execute(sql`SELECT name, status FROM waitlist_entries ORDER BY id`)) as unknown as {
        rows: { name: string; status: string }[];
      }
    ).rows;
  /** The offer link's token from the offer email to `email`. */
  const tokenFor = async (email: string) => {
    const offer = (await outbox('waitlist_offer')).find((r) => r.recipient === email);
    const url = new URL(String(offer?.data.offerUrl));
    return url.searchParams.get('offer')!;
  };
  const openOffer = (token: string) => post('/api/waitlist/offer', { token });
  /** The periodic sweep, as the server's timer runs it. */
  const sweep = () =>
    expireHolds({ db: env.handle.db, cache: new AvailabilityCache(0), now: clock.now } as unknown as BookingDeps);
  const staff = () => adminClient(() => app).login();

  it('joins only a booked or held slot, with a clear message for each bad field', async () => {
    const empty = await join({ name: ' ', phone: '', email: '' });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty)).toMatchObject({ field: 'name', message: 'name: Please enter your full name.' });
    const phone = await join({ ...asha, phone: '12345' });
    expect(errorOf(phone)).toMatchObject({
      field: 'phone',
      message: 'phone: Please enter a valid 10-digit phone number.',
    });
    const email = await join({ ...asha, email: 'asha@example' });
    expect(errorOf(email)).toMatchObject({
      field: 'email',
      message: 'email: Please enter a valid email address, like name@example.com.',
    });
    const free = await join(asha);
    expect(free.statusCode).toBe(409);
    expect(errorOf(free)).toMatchObject({
      code: 'slot_unavailable',
      message: waitlistMessages.slotFree('Badminton Court 1 on Tue, 8 Jan 2030 at 10:00 PM'),
    });
    const coaching = await join(asha, { ...SLOT, time: '17:00' });
    expect(errorOf(coaching).code).toBe('slot_unavailable');
    expect(errorOf(coaching).message).toMatch(/^You cannot join the waiting list: .+ overlaps badminton coaching/);
    const past = await join(asha, { ...SLOT, date: MONDAY, time: '09:00' });
    expect(past.statusCode).toBe(400);
    expect(errorOf(past).message).toMatch(/^You cannot join the waiting list: .+ is in the past/);
    expect(await entries()).toEqual([]);

    await paidSession(TUESDAY, '22:00');
    const first = await join(people[0]!);
    expect(first.statusCode).toBe(201);
    expect(waitlistJoinResponseSchema.parse(first.json())).toEqual({ position: 1, email: people[0]!.email });
    expect(waitlistJoinResponseSchema.parse((await join(people[1]!)).json()).position).toBe(2);
    // A held slot (someone paying) can be waited for too.
    await holdAndPay(app, holdBody([{ date: WEDNESDAY, time: '07:00', court: 1, duration: 1 }]));
    expect((await join(people[0]!, { ...SLOT, date: WEDNESDAY, time: '07:00' })).statusCode).toBe(201);
  });

  it('keeps one entry per phone number per slot, however the number is written', async () => {
    await paidSession(TUESDAY, '22:00');
    expect((await join(people[0]!)).statusCode).toBe(201);
    const again = await join({ ...people[0]!, name: 'Someone Else', phone: '90000 00001' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({
      code: 'already_waiting',
      field: 'phone',
      message: waitlistMessages.alreadyWaiting('Badminton Court 1 on Tue, 8 Jan 2030 at 10:00 PM'),
    });
    // Another slot, or another number, is another entry.
    expect((await join(people[0]!, { ...SLOT, time: '22:30' })).statusCode).toBe(201);
    expect((await join(people[1]!)).statusCode).toBe(201);
    expect((await entries()).map((e) => e.name)).toEqual(['Visitor 1', 'Visitor 1', 'Visitor 2']);
  });

  it('offers a cancelled slot to the first person waiting, and the link holds it for them to pay', async () => {
    const booked = await paidSession(TUESDAY, '22:00');
    await join(people[0]!);
    await join(people[1]!);
    expect(await outbox('waitlist_offer')).toEqual([]);

    const cancel = await post('/api/my-booking/cancel', { ...booked, phone: customer.phone });
    expect(cancel.statusCode).toBe(200);
    // Offered to the first in line only, in the cancel's transaction: the slot is held for them.
    const offers = await outbox('waitlist_offer');
    expect(offers.map((o) => [o.recipient, o.subject])).toEqual([
      [people[0]!.email, 'A court is free for you: Badminton, Tuesday, 8 January 2030, 10:00 PM (held until 10:15 AM)'],
    ]);
    expect(offers[0]!.data).toMatchObject({
      offerUrl: expect.stringMatching(/\/sports\?sport=badminton&offer=[A-Za-z0-9_-]{43}#booking$/),
      expiresAt: clock.now() + 15 * MINUTE,
      session: { date: TUESDAY, time: '22:00', court: 1, duration: 1, amount: 350 },
    });
    expect((await entries()).map((e) => e.status)).toEqual(['offered', 'waiting']);
    expect(await stateAt(TUESDAY, '22:00')).toBe('held');
    // Nobody else can take it meanwhile.
    const other = otherVisitor(9);
    const taken = await post(
      '/api/holds',
      {
        sport: 'badminton',
        sessions: [{ date: TUESDAY, time: '22:00', court: 1, duration: 1 }],
        customer: other.customer,
      },
      other.address,
    );
    expect(taken.statusCode).toBe(409);

    const token = await tokenFor(people[0]!.email);
    const opened = await openOffer(token);
    expect(opened.statusCode).toBe(200);
    const offer = waitlistOfferSchema.parse(opened.json());
    expect(offer).toMatchObject({
      sport: 'badminton',
      date: TUESDAY,
      time: '22:00',
      court: 1,
      duration: 1,
      amount: 350,
      amountPaise: 35000,
      expiresAt: new Date(clock.now() + 15 * MINUTE).toISOString(),
      customer: { name: people[0]!.name, phone: people[0]!.phone, email: people[0]!.email },
    });
    // A guessed token opens nothing.
    const guessed = await openOffer(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`);
    expect(guessed.statusCode).toBe(404);
    expect(errorOf(guessed)).toMatchObject({ code: 'link_invalid', message: waitlistMessages.offerInvalid });

    // Paid through the hold's own pay flow: booked in their name; the entry is booked and the link says so.
    clock.advance(5 * MINUTE);
    expect((await post(`/api/holds/${offer.holdId}/pay`, {})).statusCode).toBe(200);
    const paid = await post('/api/bookings/confirm', { holdId: offer.holdId, paymentId: 'pay_offer' });
    expect(paid.statusCode).toBe(200);
    expect(await stateAt(TUESDAY, '22:00')).toBe('booked');
    expect((await entries()).map((e) => e.status)).toEqual(['booked', 'waiting']);
    expect((await outbox('booking_confirmed')).map((o) => o.recipient)).toContain(people[0]!.email);
    const after = await openOffer(token);
    expect(after.statusCode).toBe(409);
    expect(errorOf(after).message).toBe(waitlistMessages.offerPaid(paid.json().reference));
  });

  it('moves an unpaid offer on to the next person after 15 minutes, and frees the slot when nobody is left', async () => {
    const booked = await paidSession(TUESDAY, '22:00');
    await join(people[0]!);
    await join(people[1]!);
    const browser = await staff();
    expect((await browser.post(`/api/admin/bookings/${booked.bookingId}/cancel`)).statusCode).toBe(200);
    const first = await tokenFor(people[0]!.email);

    clock.advance(14 * MINUTE);
    await sweep();
    expect((await entries()).map((e) => e.status)).toEqual(['offered', 'waiting']);
    clock.advance(MINUTE);
    await sweep();
    expect((await entries()).map((e) => e.status)).toEqual(['lapsed', 'offered']);
    expect((await outbox('waitlist_offer')).map((o) => o.recipient)).toEqual([people[0]!.email, people[1]!.email]);
    const ended = await openOffer(first);
    expect(ended.statusCode).toBe(409);
    expect(errorOf(ended)).toMatchObject({
      code: 'hold_expired',
      message: waitlistMessages.offerEnded('Badminton Court 1 on Tue, 8 Jan 2030 at 10:00 PM'),
    });
    expect((await openOffer(await tokenFor(people[1]!.email))).statusCode).toBe(200);
    expect(await stateAt(TUESDAY, '22:00')).toBe('held');

    clock.advance(15 * MINUTE);
    await sweep();
    expect((await entries()).map((e) => e.status)).toEqual(['lapsed', 'lapsed']);
    expect(await outbox('waitlist_offer')).toHaveLength(2);
    expect(await stateAt(TUESDAY, '22:00')).toBe('free');
  });

  it('offers a slot when a visitor releases their hold or lets it expire', async () => {
    const payer = people[2]!;
    const held = await holdAndPay(
      app,
      { sport: 'badminton', sessions: [{ date: TUESDAY, time: '22:00', court: 1, duration: 1 }], customer: payer },
      payer.address,
    );
    await join(people[0]!);
    expect((await app.inject({ method: 'DELETE', url: `/api/holds/${held.holdId}` })).statusCode).toBe(204);
    expect((await outbox('waitlist_offer')).map((o) => o.recipient)).toEqual([people[0]!.email]);

    await holdAndPay(
      app,
      { sport: 'badminton', sessions: [{ date: WEDNESDAY, time: '22:00', court: 1, duration: 1 }], customer: payer },
      payer.address,
    );
    await join(people[1]!, { ...SLOT, date: WEDNESDAY });
    // The hold ends after 10 minutes and keeps its slot for the 5-minute grace (the settings' defaults).
    clock.advance(16 * MINUTE);
    await sweep();
    expect((await outbox('waitlist_offer')).map((o) => o.recipient)).toEqual([people[0]!.email, people[1]!.email]);
    expect(await stateAt(WEDNESDAY, '22:00')).toBe('held');
  });

  it('staff moving a booking tells the visitor with an updated calendar file, and offers the slot it left', async () => {
    const booked = await paidSession(TUESDAY, '22:00');
    await join(people[0]!);
    const browser = await staff();
    const moved = await browser.post(`/api/admin/bookings/${booked.bookingId}/move`, {
      date: WEDNESDAY,
      time: '21:00',
      court: 2,
    });
    expect(moved.statusCode).toBe(200);
    const [notice] = await outbox('booking_moved');
    expect(notice).toMatchObject({
      recipient: customer.email,
      subject: `Booking moved: Badminton, now Wednesday, 9 January 2030, 9:00 PM (${booked.reference})`,
      data: {
        movedBy: 'staff',
        reference: booked.reference,
        from: { date: TUESDAY, time: '22:00', court: 1 },
        to: { date: WEDNESDAY, time: '21:00', court: 2, bookingId: booked.bookingId },
      },
    });
    expect((await outbox('waitlist_offer')).map((o) => o.recipient)).toEqual([people[0]!.email]);
    // A refused move (the slot is taken) changes nothing and says nothing.
    await paidSession(WEDNESDAY, '07:00', 'pay_other');
    const refused = await browser.post(`/api/admin/bookings/${booked.bookingId}/move`, {
      date: WEDNESDAY,
      time: '07:00',
      court: 1,
    });
    expect(refused.statusCode).toBe(409);
    expect(await outbox('booking_moved')).toHaveLength(1);
  });

  it('a visitor rescheduling tells them and offers the slot they left', async () => {
    const booked = await paidSession(TUESDAY, '22:00');
    await join(people[0]!);
    const res = await post('/api/my-booking/reschedule', {
      ...booked,
      phone: customer.phone,
      date: WEDNESDAY,
      time: '21:00',
      court: 1,
    });
    expect(res.statusCode).toBe(200);
    expect((await outbox('booking_moved')).map((o) => [o.recipient, o.data.movedBy])).toEqual([
      [customer.email, 'visitor'],
    ]);
    expect((await outbox('waitlist_offer')).map((o) => o.recipient)).toEqual([people[0]!.email]);
  });

  it('a cancel that is refused offers nothing: the offer is part of the cancel', async () => {
    const booked = await paidSession(TUESDAY, '22:00');
    await join(people[0]!);
    const browser = await staff();
    const refused = await browser.post(`/api/admin/bookings/${booked.bookingId}/cancel`, {
      refundAmount: 9999,
      reason: 'Goodwill',
    });
    expect(refused.statusCode).toBe(400);
    expect(await outbox('waitlist_offer')).toEqual([]);
    expect((await entries()).map((e) => e.status)).toEqual(['waiting']);
    expect(await stateAt(TUESDAY, '22:00')).toBe('booked');
  });

  it('drops entries whose slot has started', async () => {
    await paidSession(MONDAY, '11:00');
    await join(people[0]!, { ...SLOT, date: MONDAY, time: '11:00' });
    await sweep();
    expect(await entries()).toHaveLength(1);
    clock.advance(60 * MINUTE);
    await sweep();
    expect(await entries()).toEqual([]);
    const browser = await staff();
    expect(adminWaitlistSchema.parse((await browser.get('/api/admin/waitlist')).json()).entries).toEqual([]);
  });

  it('shows staff who waits per slot in order, and removes an entry with an audit row; an offer goes to the next', async () => {
    const booked = await paidSession(TUESDAY, '22:00');
    for (const p of people) await join(p);
    const browser = await staff();
    const list = adminWaitlistSchema.parse((await browser.get('/api/admin/waitlist')).json()).entries;
    expect(list.map((e) => [e.name, e.position, e.status])).toEqual([
      ['Visitor 1', 1, 'waiting'],
      ['Visitor 2', 2, 'waiting'],
      ['Visitor 3', 3, 'waiting'],
    ]);
    const removed = await browser.post(`/api/admin/waitlist/${list[1]!.id}/remove`);
    expect(removed.statusCode).toBe(200);
    expect(adminWaitlistSchema.parse(removed.json()).entries.map((e) => [e.name, e.position])).toEqual([
      ['Visitor 1', 1],
      ['Visitor 3', 2],
    ]);
    const again = await browser.post(`/api/admin/waitlist/${list[1]!.id}/remove`);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(waitlistMessages.entryClosed);
    const audit = (await env.handle.db.execute(
      sql`SELECT kind, record, summary FROM audit_log WHERE kind = 'waitlist.remove'`,
    )) as unknown as { rows: unknown[] };
    expect(audit.rows).toEqual([
      {
        kind: 'waitlist.remove',
        record: `waitlist ${list[1]!.id}`,
        summary: `Removed Visitor 2 from the waiting list for ${TUESDAY} 22:00.`,
      },
    ]);

    // Removing the person holding an offer ends it: the slot goes to the next in line.
    expect(
      adminCancelResponseSchema.parse((await browser.post(`/api/admin/bookings/${booked.bookingId}/cancel`)).json())
        .status,
    ).toBe('cancelled');
    const offered = adminWaitlistSchema.parse((await browser.get('/api/admin/waitlist')).json()).entries;
    expect(offered.map((e) => [e.name, e.status])).toEqual([
      ['Visitor 1', 'offered'],
      ['Visitor 3', 'waiting'],
    ]);
    expect(offered[0]!.offerExpiresAt).toBe(new Date(clock.now() + 15 * MINUTE).toISOString());
    clock.advance(MINUTE);
    await browser.post(`/api/admin/waitlist/${offered[0]!.id}/remove`);
    expect((await outbox('waitlist_offer')).map((o) => o.recipient)).toEqual([people[0]!.email, people[2]!.email]);
    expect((await openOffer(await tokenFor(people[0]!.email))).statusCode).toBe(409);
    expect(await stateAt(TUESDAY, '22:00')).toBe('held');
  });
});
