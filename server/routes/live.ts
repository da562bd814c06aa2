/**
 * Live availability as server-sent events (server/services/availabilityFeed.ts): a visitor's stream of one sport's
 * dates (`GET /api/availability/live`), and staff's stream of every change (`GET /api/admin/live`, registered in the
 * admin scope so it needs a signed-in account). Both resume from the browser's `Last-Event-ID`. A stream is a
 * hijacked response: it is not compressed (a compressor would hold events back) and ends when the server stops.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { LIVE_AVAILABILITY_PATH, LIVE_HEARTBEAT_MS, liveAvailabilityQuerySchema } from '../../machines/api/live.schema';
import { ApiError, parseWith } from '../errors';
import type { AvailabilityFeed } from '../services/availabilityFeed';
import { LiveStream } from '../services/liveStream';
import type { AdminGuards } from './admin';
import type { ApiContext } from './context';

/** The last event id a browser sent, or null (none, or not a number). */
export function lastEventIdOf(header: unknown): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  return typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) ? Number(value) : null;
}

/** How many streams one process keeps open at most; past it a page polls instead. */
export const MAX_LIVE_STREAMS = 5_000;

export interface LiveOptions {
  feed: AvailabilityFeed;
  /** Heartbeat interval, ms (tests shorten it). */
  heartbeatMs?: number;
}

/** How long a stream asked for while the server starts waits for the feed to follow the database, ms. */
const FEED_START_WAIT_MS = 5_000;

/** Refuses a stream the feed cannot serve now (the page then checks for changes every few seconds instead). */
async function checkCapacity(ctx: ApiContext, feed: AvailabilityFeed): Promise<void> {
  ctx.gate.get();
  await feed.ready(FEED_START_WAIT_MS);
  if (!feed.following)
    throw new ApiError(
      503,
      'database_unavailable',
      'Live updates are not available right now; the page checks for changes every few seconds instead.',
    );
  if (feed.streams >= MAX_LIVE_STREAMS)
    throw new ApiError(
      503,
      'rate_limited',
      'Too many live views are open on this server right now; the page checks for changes every few seconds instead.',
    );
}

/** Starts a stream on the request's connection; `open` registers it with the feed, `close` forgets it. */
async function startStream(
  reply: FastifyReply,
  heartbeatMs: number,
  open: (stream: LiveStream) => Promise<void>,
  close: (stream: LiveStream) => void,
): Promise<void> {
  reply.hijack();
  const stream: LiveStream = new LiveStream(reply.raw, { heartbeatMs, onEnd: () => close(stream) });
  await open(stream).catch(() => stream.end());
}

/** Registers the visitor's stream (with `ctx.live`). */
export async function liveRoutes(app: FastifyInstance, { ctx }: { ctx: ApiContext }): Promise<void> {
  const { live } = ctx;
  if (!live) return;
  const { feed } = live;
  const heartbeatMs = live.heartbeatMs ?? LIVE_HEARTBEAT_MS;

  app.get(LIVE_AVAILABILITY_PATH, { compress: false }, async (request, reply) => {
    const query = parseWith(liveAvailabilityQuerySchema, request.query);
    await checkCapacity(ctx, feed);
    const lastEventId = lastEventIdOf(request.headers['last-event-id']);
    await startStream(
      reply,
      heartbeatMs,
      (stream) => feed.openVisitor(query.sport, query.date, lastEventId, stream),
      (stream) => feed.closeVisitor(stream),
    );
  });
}

/** Registers staff's stream in the admin scope (its session check runs first). */
export function registerAdminLiveRoute(
  app: FastifyInstance,
  ctx: ApiContext,
  guards: Pick<AdminGuards, 'requireSession'>,
): void {
  const { live } = ctx;
  if (!live) return;
  app.get('/api/admin/live', { onRequest: guards.requireSession }, async (request, reply) => {
    await checkCapacity(ctx, live.feed);
    const lastEventId = lastEventIdOf(request.headers['last-event-id']);
    await startStream(
      reply,
      live.heartbeatMs ?? LIVE_HEARTBEAT_MS,
      (stream) => live.feed.openStaff(lastEventId, stream),
      (stream) => live.feed.closeStaff(stream),
    );
  });
}
