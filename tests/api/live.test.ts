/**
 * Availability that updates live (issue 45): a visitor's stream of one sport's dates gets, within a second, each day
 * a hold, a payment, a release, a visitor's cancel, staff's cancel or an expiring hold changed; a change made through
 * one server reaches the streams and the cached answers of another on the same database (PostgreSQL: two apps with
 * their own connections, as two processes; PGlite: two apps in one process); a dropped stream resumes from its
 * Last-Event-ID; staff's stream needs a signed-in account. On PGlite, and on PostgreSQL when its binaries exist.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { confirmBookingResponseSchema } from '../../machines/api/booking.schema';
import { LIVE_MAX_DATES } from '../../machines/api/live.schema';
import { addDays } from '../../machines/time/dates';
import type { DatabaseHandle } from '../../server/db/client';
import type { ServerResponse } from 'node:http';
import { consoleLog } from '../../server/log';
import { DEMO_ADMIN } from '../../server/services/adminAuth';
import { AvailabilityCache } from '../../server/services/availabilityCache';
import { AvailabilityFeed } from '../../server/services/availabilityFeed';
import { LiveStream } from '../../server/services/liveStream';
import { errorOf } from './adminClient';
import {
  customer,
  holdAndPay,
  holdBody,
  MONDAY,
  openTestDatabase,
  otherVisitor,
  resetWithDemoAdmin,
  testApp,
  testClock,
  TUESDAY,
} from './helpers';
import { daysOf, openLive, stateIn, type LiveReader } from './liveStream';
import { postgresDatabase, postgresSkipReason } from './postgres';

/** Two apps' databases: one PGlite (one process), or two connections to one PostgreSQL database (two processes). */
const suites: { name: string; skip: string | null; open: () => Promise<[DatabaseHandle, DatabaseHandle]> }[] = [
  {
    name: 'PGlite',
    skip: null,
    open: async () => {
      const handle = await openTestDatabase();
      return [handle, handle];
    },
  },
  {
    name: 'PostgreSQL',
    skip: postgresSkipReason(),
    open: async () => {
      const url = await postgresDatabase();
      return [await openTestDatabase(url), await openTestDatabase(url)];
    },
  },
];

describe.each(suites)('Live availability on $name', ({ skip, open }) => {
  if (skip) console.warn(`tests/api/live.test.ts on PostgreSQL skipped: ${skip}`);
  let handles: [DatabaseHandle, DatabaseHandle];
  const apps: FastifyInstance[] = [];
  const readers: LiveReader[] = [];
  const clock = testClock();

  beforeAll(async () => {
    if (skip) return;
    handles = await open();
  });
  afterAll(async () => {
    readers.forEach((r) => r.close());
    await Promise.all(apps.map((app) => app.close()));
    await Promise.all([...new Set(handles ?? [])].map((h) => h.close()));
  });
  beforeEach(async (context) => {
    if (skip) return context.skip();
    readers.splice(0).forEach((r) => r.close());
    await Promise.all(apps.splice(0).map((app) => app.close()));
    clock.set(testClock().now());
    await resetWithDemoAdmin(handles[0]);
  });

  /** An app listening on loopback (a stream needs real HTTP), on the first or second database connection. */
  async function server(which: 0 | 1 = 0, cleanupIntervalMs = 0) {
    const app = await testApp(handles[which], { now: clock.now, liveHeartbeatMs: 100, cleanupIntervalMs });
    apps.push(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    return { app, base: `http://127.0.0.1:${port}` };
  }

  /** Opens a stream once the app follows the database (it answers 503 before). */
  async function live(base: string, dates: string[], headers: Record<string, string> = {}, path?: string) {
    const url = path ?? `${base}/api/availability/live?sport=badminton${dates.map((d) => `&date=${d}`).join('')}`;
    for (let tries = 0; ; tries++) {
      const reader = await openLive(path ? `${base}${path}` : url, headers);
      readers.push(reader);
      if (reader.status !== 503 || tries > 50) return reader;
      reader.close();
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** The next availability event, which must come within a second. */
  async function nextDays(reader: LiveReader) {
    const started = Date.now();
    const event = await reader.next(['availability'], 1_000);
    expect(event, 'an availability event within a second').not.toBeNull();
    expect(Date.now() - started).toBeLessThan(1_000);
    return daysOf(event);
  }

  const session = (date: string, time: string) => holdBody([{ date, time, court: 1, duration: 1 }]);
  async function confirm(app: FastifyInstance, holdId: string, paymentId: string) {
    const res = await app.inject({ method: 'POST', url: '/api/bookings/confirm', payload: { holdId, paymentId } });
    expect(res.statusCode).toBe(200);
    return confirmBookingResponseSchema.parse(res.json());
  }

  it('starts with every day it follows; a hold shows held, its payment booked and a release free, within a second', async () => {
    const { app, base } = await server();
    const stream = await live(base, [TUESDAY, MONDAY]);
    expect(stream.status).toBe(200);
    const first = await nextDays(stream);
    expect(first.map((d) => d.date)).toEqual([MONDAY, TUESDAY]);
    expect(stateIn(first[0], 1, '06:00')).toBe('free');

    const mine = await holdAndPay(app, session(MONDAY, '06:00'));
    const held = await nextDays(stream);
    // Only the day that changed is sent.
    expect(held.map((d) => d.date)).toEqual([MONDAY]);
    expect(stateIn(held[0], 1, '06:00')).toBe('held');

    await confirm(app, mine.holdId, 'pay_live_one');
    expect(stateIn((await nextDays(stream))[0], 1, '06:00')).toBe('booked');

    const other = await holdAndPay(app, session(MONDAY, '08:00'), otherVisitor(1).address);
    expect(stateIn((await nextDays(stream))[0], 1, '08:00')).toBe('held');
    expect((await app.inject({ method: 'DELETE', url: `/api/holds/${other.holdId}` })).statusCode).toBe(204);
    const released = await nextDays(stream);
    expect(stateIn(released[0], 1, '08:00')).toBe('free');
    expect(stateIn(released[0], 1, '06:00')).toBe('booked');
  });

  it("frees the slot on the stream at a visitor's cancel, staff's cancel and a hold's expiry", async () => {
    const { app, base } = await server(0, 50);
    const stream = await live(base, [TUESDAY]);
    await nextDays(stream);
    const paid = async (time: string, paymentId: string) => {
      const { holdId } = await holdAndPay(app, session(TUESDAY, time));
      expect(stateIn((await nextDays(stream))[0], 1, time)).toBe('held');
      const booked = await confirm(app, holdId, paymentId);
      expect(stateIn((await nextDays(stream))[0], 1, time)).toBe('booked');
      return booked;
    };

    const visitors = await paid('10:30', 'pay_live_visitor');
    const cancel = await app.inject({
      method: 'POST',
      url: '/api/my-booking/cancel',
      payload: { reference: visitors.reference, phone: customer.phone, bookingId: visitors.bookingIds[0] },
    });
    expect(cancel.statusCode).toBe(200);
    expect(stateIn((await nextDays(stream))[0], 1, '10:30')).toBe('free');

    const staffs = await paid('12:00', 'pay_live_staff');
    const staff = await signIn(base);
    const cancelled = await fetch(`${base}/api/admin/bookings/${staffs.bookingIds[0]}/cancel`, {
      method: 'POST',
      headers: { ...staff.headers, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(cancelled.status).toBe(200);
    expect(stateIn((await nextDays(stream))[0], 1, '12:00')).toBe('free');

    await holdAndPay(app, session(TUESDAY, '14:00'), otherVisitor(2).address);
    expect(stateIn((await nextDays(stream))[0], 1, '14:00')).toBe('held');
    // The hold ends after 10 minutes and keeps its slot for the 5-minute grace (the settings' defaults).
    clock.advance(16 * 60_000);
    expect(stateIn((await nextDays(stream))[0], 1, '14:00')).toBe('free');
  });

  it('brings a change made through one server to the streams and the cached answers of the other', async () => {
    const one = await server(0);
    const other = await server(1);
    const availability = async () =>
      (await other.app.inject({ url: `/api/availability?sport=badminton&date=${MONDAY}` })).json() as {
        courts: { court: number; slots: { time: string; state: string }[] }[];
      };
    // The other server keeps its answer for a minute (testApp's cache time): only the announcement can refresh it.
    expect(stateIn(await availability(), 2, '07:00')).toBe('free');
    const stream = await live(other.base, [MONDAY]);
    await nextDays(stream);

    await holdAndPay(one.app, holdBody([{ date: MONDAY, time: '07:00', court: 2, duration: 1.5 }]));
    const days = await nextDays(stream);
    expect(stateIn(days[0], 2, '07:00')).toBe('held');
    expect(stateIn(days[0], 2, '07:30')).toBe('held');
    expect(stateIn(await availability(), 2, '07:00')).toBe('held');
  });

  it('resumes from Last-Event-ID: nothing when nothing changed, the changed day when one did, all when unknown', async () => {
    const one = await server(0);
    const other = await server(1);
    const first = await live(one.base, [MONDAY, TUESDAY]);
    await nextDays(first);
    const lastId = first.lastEventId!;
    expect(lastId).toMatch(/^\d+$/);
    first.close();

    // Reconnected (to either server) with nothing changed: heartbeats, no days.
    for (const base of [one.base, other.base]) {
      const quiet = await live(base, [MONDAY, TUESDAY], { 'last-event-id': lastId });
      expect(await quiet.next(['heartbeat'], 1_000)).not.toBeNull();
      expect(await quiet.next(['availability'], 300)).toBeNull();
      quiet.close();
    }

    // A slot taken while the stream was down: the resumed stream (on the other server) gets that day only.
    await holdAndPay(one.app, session(TUESDAY, '09:00'));
    await new Promise((r) => setTimeout(r, 200));
    const resumed = await live(other.base, [MONDAY, TUESDAY], { 'last-event-id': lastId });
    const missed = await nextDays(resumed);
    expect(missed.map((d) => d.date)).toEqual([TUESDAY]);
    expect(stateIn(missed[0], 1, '09:00')).toBe('held');
    expect(Number(resumed.lastEventId)).toBeGreaterThan(Number(lastId));

    // An id the server cannot place (one it has not reached, as after a restart of the database): every day again.
    const unknown = await live(one.base, [MONDAY, TUESDAY], { 'last-event-id': String(Number(lastId) + 1000) });
    expect((await nextDays(unknown)).map((d) => d.date)).toEqual([MONDAY, TUESDAY]);
  });

  it('refuses a stream with no date or too many, saying why', async () => {
    const { app } = await server();
    const none = await app.inject({ url: '/api/availability/live?sport=badminton' });
    expect(none.statusCode).toBe(400);
    expect(errorOf(none).message).toBe('date: Name at least one date to follow.');
    const dates = Array.from({ length: LIVE_MAX_DATES + 1 }, (_, i) => `&date=${addDays(MONDAY, i)}`).join('');
    const many = await app.inject({ url: `/api/availability/live?sport=badminton${dates}` });
    expect(many.statusCode).toBe(400);
    expect(errorOf(many).message).toBe(`date: Follow at most ${LIVE_MAX_DATES} dates at once.`);
    const sport = await app.inject({ url: `/api/availability/live?sport=squash&date=${MONDAY}` });
    expect(sport.statusCode).toBe(400);
  });

  it('keeps only the last changes: a stream resumed from before them gets every day, a later one the changed day', async () => {
    const WEDNESDAY = addDays(TUESDAY, 1);
    let reads = 0;
    const feed = new AvailabilityFeed({
      cache: new AvailabilityCache(),
      // Monday's answer changes at every read, Wednesday's never.
      snapshot: async (sport, date) => JSON.stringify({ sport, date, read: date === MONDAY ? (reads += 1) : 0 }),
      log: consoleLog,
      now: clock.now,
      bufferSize: 2,
    });
    const stop = await feed.follow({ handle: handles[0], expireHolds: async () => 0 });
    try {
      const open = async (lastEventId: number | null) => {
        const response = fakeResponse();
        await feed.openVisitor('badminton', [MONDAY, WEDNESDAY], lastEventId, new LiveStream(response.raw, quiet));
        return response;
      };
      const first = await open(null);
      const [start] = first.events();
      expect(start!.days).toEqual([MONDAY, WEDNESDAY]);
      for (let i = 0; i < 3; i++) await feed.announce(handles[0].db, { sport: 'badminton', dates: [MONDAY] });
      await expect.poll(() => first.events().length).toBe(4);
      const ids = first.events().map((e) => e.id);
      expect(ids.slice(1).every((id, i) => id > ids[i]!)).toBe(true);

      // The first of the three changes is no longer kept: from before it, the server cannot say what changed.
      expect((await open(start!.id)).events().map((e) => e.days)).toEqual([[MONDAY, WEDNESDAY]]);
      expect((await open(ids[1]!)).events().map((e) => e.days)).toEqual([[MONDAY]]);
      expect((await open(ids[3]!)).events()).toEqual([]);
    } finally {
      feed.endAll();
      await stop();
    }
  });

  it("gives staff's stream every change, only to a signed-in account", async () => {
    const one = await server(0);
    const other = await server(1);
    const refused = await other.app.inject({ url: '/api/admin/live' });
    expect(refused.statusCode).toBe(401);
    const staff = await signIn(other.base);
    const stream = await live(other.base, [], staff.headers, '/api/admin/live');
    expect(stream.status).toBe(200);
    await holdAndPay(one.app, session(TUESDAY, '10:00'));
    const change = await stream.next(['change'], 1_000);
    expect(JSON.parse(change!.data)).toEqual({ sport: 'badminton', dates: [TUESDAY] });
  });
});

/** Signs in as the demo admin over HTTP; the cookie and CSRF headers a browser would send. */
async function signIn(base: string): Promise<{ headers: Record<string, string> }> {
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const set of res.headers.getSetCookie()) {
      const [pair] = set.split(';');
      jar.set(pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1));
    }
    return res;
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const { token } = (await keep(await fetch(`${base}/api/admin/csrf`)).json()) as { token: string };
  const login = keep(
    await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie: cookie() },
      body: JSON.stringify(DEMO_ADMIN),
    }),
  );
  expect(login.status).toBe(200);
  return { headers: { cookie: cookie(), 'x-csrf-token': token } };
}

const quiet = { heartbeatMs: 60_000, onEnd: () => undefined };

/** A response a LiveStream writes to, keeping what it wrote; `pending` is what waits unsent. */
function fakeResponse(pending = 0) {
  const written: string[] = [];
  const raw = {
    writableLength: pending,
    writableEnded: false,
    destroyed: false,
    writeHead: () => raw,
    on: () => raw,
    write: (text: string) => written.push(text) > 0,
    end: () => void (raw.writableEnded = true),
    destroy: () => void (raw.destroyed = true),
  };
  return {
    raw: raw as unknown as ServerResponse,
    state: raw,
    written,
    /** The availability events written: their ids and the dates of their days. */
    events: () =>
      written
        .filter((w) => w.startsWith('id: '))
        .map((w) => ({
          id: Number(/^id: (\d+)/.exec(w)![1]),
          days: (JSON.parse(/\ndata: (.*)\n/.exec(w)![1]!) as { date: string }[]).map((d) => d.date),
        })),
  };
}

describe('A live stream', () => {
  it('cuts off a reader that has fallen too far behind, once, so its browser reconnects and resumes', () => {
    const response = fakeResponse();
    let ended = 0;
    const stream = new LiveStream(response.raw, {
      heartbeatMs: 60_000,
      maxPendingBytes: 1_000,
      onEnd: () => (ended += 1),
    });
    stream.event(1, 'availability', '[]');
    expect(response.state.destroyed).toBe(false);
    expect(response.written).toEqual(['retry: 1000\n\n', 'id: 1\nevent: availability\ndata: []\n\n']);
    response.state.writableLength = 1_001;
    stream.event(2, 'availability', '[]');
    stream.event(3, 'availability', '[]');
    expect(response.state.destroyed).toBe(true);
    expect(response.written).toHaveLength(2);
    expect(ended).toBe(1);
  });
});
