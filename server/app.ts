/**
 * The server: the built site and the JSON API under /api (routes -> services -> database). buildApp() makes an
 * instance without listening, for main.ts and for the API tests (`app.inject`).
 */
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { apiMessages } from '../machines/api/errors';
import type { DatabaseGate } from './db/gate';
import { adminSettingsFrom, type AdminOptions } from './config';
import { adminRoutes } from './routes/admin';
import { ApiError, databaseUnavailable, isConnectionError } from './errors';
import { bookingRoutes } from './routes/bookings';
import { myBookingRoutes, type MyBookingLimits } from './routes/myBooking';
import { contentRoutes } from './routes/content';
import { depsOf, type ApiContext } from './routes/context';
import { registerApiDocs, registerApiDocsPage } from './routes/docs';
import { validatorCompiler } from './routes/schemas';
import { healthRoutes } from './routes/health';
import { mediaRoutes } from './routes/media';
import { orderRoutes } from './routes/orders';
import { paymentsModeRoutes } from './routes/paymentsMode';
import { webhookRoutes } from './routes/webhook';
import { waitlistRoutes } from './routes/waitlist';
import { seoRoutes } from './routes/seo';
import { consoleLog, loggedPath, loggerLog, loggerOptions, type LogOption } from './log';
import { siteRoutes } from './routes/settings';
import { registerSecurity } from './security';
import { AvailabilityCache } from './services/availabilityCache';
import { availabilityJson } from './services/availability';
import { expireHolds } from './services/booking';
import { AvailabilityFeed } from './services/availabilityFeed';
import { liveRoutes } from './routes/live';
import type { SportId } from '../machines/booking/sports';
import { createPaymentService, type PaymentConfig } from './services/payment';
import { startReconciler } from './services/reconcile';
import { ContentVersion, registerContentVersion } from './ops/contentVersion';
import { registerMetrics } from './ops/metrics';
import { PageCache, type PageCacheOptions } from './ops/pageCache';
import { retentionSettingsFrom, startRetention, type RetentionSettings } from './ops/retention';
import { themeColorSource } from './ops/themeColor';
import type { Renderer } from './ssr';
import { startOutboxSender } from './services/outbox';
import { createMailer, mailSettingsFrom, messageDomain, type MailSettings } from './services/outboxMail';
import { registerStatic } from './static';
import { registerStorybook } from './storybook';
import type { StorybookSite } from './storybookBuild';

export interface AppOptions {
  /** The database (it may still be preparing: the API then answers 503). */
  gate: DatabaseGate;
  /** The built site's folder (dist/), or null for the API only. */
  staticDir?: string | null;
  /** Payment provider settings (keys from the server's environment only). */
  payment?: PaymentConfig;
  /** The clock, ms (tests move it). */
  now?: () => number;
  /** Per-IP limit on mutation requests per minute; 0 turns it off. Default 120. */
  mutationsPerMinute?: number;
  /** How long an availability answer may be reused, ms. Default 2000. */
  cacheTtlMs?: number;
  /**
   * How often expired holds are marked expired and waitlist offers moved on (a lapsed offer goes to the next person
   * waiting), ms; 0 turns it off. Default 60 s.
   */
  cleanupIntervalMs?: number;
  /** How often payments are reconciled with the provider, ms, the first pass once the database is ready; 0 (the default) never. */
  reconcileEveryMs?: number;
  /**
   * Fastify's logger (server/log.ts): true writes JSON lines to standard output, a destination receives them; off
   * (the default) logs no request and sends the code's lines to the console.
   */
  logger?: LogOption;
  /** Addresses or CIDRs of proxies in front whose X-Forwarded-For is trusted (none by default). */
  trustProxy?: string[];
  /** Admin sign-in settings (defaults from the environment: ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_LOGIN_LIMIT, ...). */
  admin?: AdminOptions;
  /** Email settings (server/services/outboxMail.ts); default: no mail server, messages kept unsent. */
  mail?: MailSettings;
  /** How often the outbox's sender delivers due messages, ms; 0 (the default) never (tests call sendDue). */
  outboxEveryMs?: number;
  /** My booking's attempt limits (per address, per reference). */
  myBooking?: MyBookingLimits;
  /** The design system's Storybook served at /storybook/ (server/storybook.ts), or null/absent to leave it out (404). */
  storybook?: StorybookSite | null;
  /** Rendered pages kept in memory per content version (server/ops/pageCache.ts); false renders every request. */
  pageCache?: PageCacheOptions | false;
  /** How long accounts are kept (server/ops/retention.ts); default from RETAIN_ACCOUNTS_YEARS. */
  retention?: RetentionSettings;
  /** How often the retention pass runs, ms; 0 turns it off. Default an hour. */
  retentionEveryMs?: number;
  /** The token GET /api/metrics asks for (METRICS_TOKEN); unset, there is no metrics route. */
  metricsToken?: string;
  /** The page renderer (tests give their own); by default the built one beside the server. */
  renderer?: Renderer | null;
  /** How often live availability streams send a heartbeat, ms. Default 15 s. */
  liveHeartbeatMs?: number;
}

/** Builds the Fastify instance (not listening). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggerOptions(options.logger),
    bodyLimit: 32 * 1024,
    return503OnClosing: true,
    trustProxy: options.trustProxy?.length ? options.trustProxy : false,
  });
  const log = options.logger ? loggerLog(app.log) : consoleLog;
  const ctx: ApiContext = {
    gate: options.gate,
    cache: new AvailabilityCache(options.cacheTtlMs ?? 2_000),
    payments: createPaymentService(options.payment ?? {}, log),
    log,
    now: options.now ?? Date.now,
    mutationsPerMinute: options.mutationsPerMinute ?? 120,
    mail: options.mail ?? mailSettingsFrom({}),
  };
  const mailer = createMailer(ctx.mail);

  // The request's id in its answer, so a visitor or a support request can quote the log line it belongs to.
  if (options.logger) app.addHook('onRequest', async (request, reply) => void reply.header('x-request-id', request.id));

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) return reply.code(error.status).send(error.toBody());
    if (isConnectionError(error)) {
      request.log.error({ err: error }, 'database unreachable');
      const unavailable = databaseUnavailable(false);
      return reply.code(503).send(unavailable.toBody());
    }
    const status = error.statusCode ?? 500;
    if (status === 413)
      return reply.code(413).send(new ApiError(413, 'payload_too_large', apiMessages.payloadTooLarge).toBody());
    if (status === 415)
      return reply.code(415).send(new ApiError(415, 'bad_request', 'Send the body as application/json.').toBody());
    if (status >= 400 && status < 500) {
      const message = error.code?.startsWith('FST_ERR_CTP') ? apiMessages.badJson : 'The request is not valid.';
      return reply.code(status).send(new ApiError(status, 'bad_request', message).toBody());
    }
    // A failed query's message is its SQL and its values (left out: they are visitors' details); what went wrong is
    // its cause (a timeout, a lost connection).
    const cause = error.cause instanceof Error ? ` (cause: ${error.cause.message})` : '';
    const message = error.message.replace(/\nparams:[\s\S]*$/, '');
    // With the logger on, the line carries the request's id.
    (options.logger ? loggerLog(request.log) : ctx.log).error(
      `server: ${request.method} ${loggedPath(request.url)} failed: ${message}${cause}`,
    );
    return reply.code(500).send(new ApiError(500, 'internal_error', apiMessages.internal).toBody());
  });

  // Routes declare their zod schemas (server/routes/schemas.ts): Fastify checks requests and serialises answers.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await registerApiDocs(app);

  // Every successful admin save makes the kept pages stale, in this process and (through the database) in others.
  const contentVersion = new ContentVersion();
  registerContentVersion(app, contentVersion, ctx.gate, log);
  let stopFollowing: (() => Promise<void>) | null = null;
  ctx.gate.whenReady((handle) => {
    contentVersion.follow(handle, log).then(
      (stop) => void (stopFollowing = stop),
      (error: Error) => log.error(`content version: not read (${error.message}); pages are rendered per request`),
    );
  });
  app.addHook('onClose', async () => stopFollowing?.());
  const pages = options.pageCache === false ? null : new PageCache({ now: ctx.now, ...options.pageCache });

  // Availability that updates live: every slot change is announced to every process and pushed to open streams.
  const feed = new AvailabilityFeed({
    cache: ctx.cache,
    snapshot: (sport, date) => availabilityJson(depsOf(ctx), sport as SportId, date),
    log,
    now: ctx.now,
  });
  ctx.live = { feed, heartbeatMs: options.liveHeartbeatMs };
  let stopFeed: (() => Promise<void>) | null = null;
  ctx.gate.whenReady((handle) => {
    feed.follow({ handle, expireHolds: () => expireHolds(depsOf(ctx)) }).then(
      (stop) => void (stopFeed = stop),
      (error: Error) => log.error(`availability feed: not following changes (${error.message}); pages poll instead`),
    );
  });
  app.addHook('preClose', async () => feed.endAll());
  app.addHook('onClose', async () => stopFeed?.());

  registerMetrics(app, { token: options.metricsToken, gate: ctx.gate, pages });
  await registerCompression(app);
  await registerSecurity(app);
  await app.register(healthRoutes, { ctx });
  await app.register(bookingRoutes, { ctx });
  await app.register(liveRoutes, { ctx });
  await app.register(myBookingRoutes, { ctx, limits: options.myBooking });
  await app.register(waitlistRoutes, { ctx });
  await app.register(orderRoutes, { ctx });
  await app.register(paymentsModeRoutes, { ctx });
  await app.register(contentRoutes, { ctx });
  await app.register(siteRoutes, { ctx });
  await app.register(webhookRoutes, { ctx });
  await app.register(seoRoutes);
  await app.register(mediaRoutes, { ctx });
  await app.register(adminRoutes, {
    ctx,
    settings: adminSettingsFrom(process.env, options.admin),
    storybook: options.storybook ?? null,
  });
  await registerApiDocsPage(app);
  if (options.storybook) await registerStorybook(app, options.storybook);
  const storedVersion = () => (ctx.gate.state === 'ready' && contentVersion.known ? contentVersion.value : null);
  await registerStatic(app, options.staticDir ?? null, {
    now: ctx.now,
    themeColor: themeColorSource(ctx.gate, storedVersion),
    ...(options.renderer !== undefined ? { renderer: options.renderer } : {}),
    ...(pages
      ? {
          cache: {
            pages,
            // Kept only once the stored version is known: before, a page may hold the shipped fallback content.
            version: storedVersion,
          },
        }
      : {}),
  });

  const interval = options.cleanupIntervalMs ?? 60_000;
  if (interval > 0) {
    const timer = setInterval(() => {
      if (ctx.gate.state !== 'ready') return;
      expireHolds({ db: ctx.gate.get().db, cache: ctx.cache, payments: ctx.payments, now: ctx.now }).catch(
        (error: Error) => ctx.log.error(`server: hold cleanup failed: ${error.message}`),
      );
    }, interval);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  const retentionEvery = options.retentionEveryMs ?? 3_600_000;
  if (retentionEvery > 0) {
    const stopRetention = startRetention(
      () => (ctx.gate.state === 'ready' ? ctx.gate.get().db : null),
      ctx.now,
      options.retention ?? retentionSettingsFrom(process.env),
      log,
      retentionEvery,
    );
    app.addHook('onClose', async () => stopRetention());
  }
  if (options.outboxEveryMs) {
    const sender = startOutboxSender(
      () =>
        ctx.gate.state === 'ready'
          ? { db: ctx.gate.get().db, now: ctx.now, mailer, log: ctx.log, messageDomain: messageDomain(ctx.mail) }
          : null,
      options.outboxEveryMs,
    );
    ctx.outbox = sender;
    app.addHook('onClose', () => sender.stop());
  }
  app.addHook('onClose', async () => mailer?.close());
  if (options.reconcileEveryMs) {
    const reconciler = startReconciler(
      () => (ctx.gate.state === 'ready' ? depsOf(ctx) : null),
      options.reconcileEveryMs,
    );
    app.addHook('onClose', () => reconciler.stop());
  }
  return app;
}

/**
 * Pages and public API answers are compressed on the fly (brotli at a fast level, or gzip): a served page is
 * 60-110 kB of HTML and router data, about a fifth of that compressed. Built files keep their precompressed copies
 * (@fastify/static). The admin API is left as it is: its answers carry the CSRF token and staff data next to text
 * from visitors, the mix a compression side channel (BREACH) needs. Request bodies are never decompressed.
 */
async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/admin')) route.compress = false;
  });
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
  });
}
