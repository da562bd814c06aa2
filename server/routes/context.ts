/** What the API routes share: the database gate, the availability cache, the payment service and the clock. */
import type { DatabaseGate } from '../db/gate';
import type { ServerLog } from '../log';
import type { AvailabilityCache } from '../services/availabilityCache';
import type { BookingDeps } from '../services/booking';
import type { MailSettings } from '../services/outboxMail';
import type { PaymentService } from '../services/payment';
import type { LiveOptions } from './live';

export interface ApiContext {
  gate: DatabaseGate;
  cache: AvailabilityCache;
  payments: PaymentService;
  /** Where the code's lines go: Fastify's logger when it is on, else the console (masked either way). */
  log: ServerLog;
  now: () => number;
  /** Per-IP limit on mutations, per minute (0: none). */
  mutationsPerMinute: number;
  /** Email settings: whether a mail server is configured (the admin's Messages says so). */
  mail: MailSettings;
  /** The outbox's sender, when it runs: poked after a Resend so it goes out at once. */
  outbox?: { poke(): void };
  /** Live availability (server/services/availabilityFeed.ts) and its streams' heartbeat. */
  live?: LiveOptions;
}

/** The services' dependencies with the open database (throws the 503 while it is not ready). */
export function depsOf(ctx: ApiContext): BookingDeps {
  return { db: ctx.gate.get().db, cache: ctx.cache, payments: ctx.payments, now: ctx.now };
}

/** Route options for a mutation: the per-IP rate limit. */
export function mutationLimit(ctx: ApiContext) {
  return ctx.mutationsPerMinute > 0
    ? { config: { rateLimit: { max: ctx.mutationsPerMinute, timeWindow: '1 minute' } } }
    : {};
}
