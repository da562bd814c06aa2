/**
 * GET /api/metrics: Prometheus text (prom-client) behind METRICS_TOKEN (`Authorization: Bearer <token>`; unset, the
 * route answers 404 as if absent). Request counts and latencies per route, the page cache's hits and misses, and
 * from the database at each scrape: bookings, holds and payments by status, and the email outbox's depth.
 */
import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { apiMessages } from '../../machines/api/errors';
import { ApiError } from '../errors';
import type { DatabaseGate } from '../db/gate';
import type { Database } from '../db/client';
import type { PageCache } from './pageCache';

export interface MetricsOptions {
  /** The scrape token (METRICS_TOKEN); unset: no metrics route. */
  token?: string;
  gate: DatabaseGate;
  pages: PageCache | null;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Rows per status of `table` (a fixed name from this file). */
async function byStatus(db: Database, table: 'bookings' | 'holds' | 'payments') {
  return rowsOf<{ status: string; n: number }>(
    await db.execute(sql`SELECT status, count(*)::int AS n FROM ${sql.identifier(table)} GROUP BY status`),
  );
}

/** Messages not sent yet in an outbox table, when there is one (email_outbox or outbox). */
async function outboxDepth(db: Database): Promise<number | null> {
  const found = rowsOf<{ name: string | null; status: boolean }>(
    await db.execute(sql`SELECT t.table_name AS name, EXISTS (SELECT 1 FROM information_schema.columns c
        WHERE c.table_schema = 'public' AND c.table_name = t.table_name AND c.column_name = 'status') AS status
      FROM information_schema.tables t WHERE t.table_schema = 'public' AND t.table_name IN ('email_outbox', 'outbox')
      ORDER BY t.table_name LIMIT 1`),
  )[0];
  if (!found?.name) return null;
  const table = sql.identifier(found.name);
  const query = found.status
    ? sql`SELECT count(*)::int AS n FROM ${table} WHERE status NOT IN ('sent', 'failed')`
    : sql`SELECT count(*)::int AS n FROM ${table}`;
  return rowsOf<{ n: number }>(await db.execute(query))[0]?.n ?? 0;
}

export function registerMetrics(app: FastifyInstance, options: MetricsOptions): void {
  const registry = new Registry();
  const requests = new Counter({
    name: 'pod_http_requests_total',
    help: 'HTTP requests answered, by method, route and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'pod_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const { pages, gate } = options;
  const counted = { hits: 0, misses: 0 };
  new Counter({
    name: 'pod_page_cache_total',
    help: 'Pages served from the page cache (hit) or rendered (miss).',
    labelNames: ['result'] as const,
    registers: [registry],
    collect() {
      if (!pages) return;
      this.inc({ result: 'hit' }, pages.hits - counted.hits);
      this.inc({ result: 'miss' }, pages.misses - counted.misses);
      counted.hits = pages.hits;
      counted.misses = pages.misses;
    },
  });
  const tables = ['bookings', 'holds', 'payments'] as const;
  const statusGauges = tables.map(
    (table) =>
      [
        table,
        new Gauge({
          name: `pod_${table}`,
          help: `Rows of ${table}, by status.`,
          labelNames: ['status'] as const,
          registers: [registry],
        }),
      ] as const,
  );
  const outbox = new Gauge({
    name: 'pod_outbox_depth',
    help: 'Emails waiting in the outbox.',
    registers: [registry],
  });
  const database = new Gauge({
    name: 'pod_database_ready',
    help: '1 when the database is open, else 0.',
    registers: [registry],
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'not_found';
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  const expected = options.token ? Buffer.from(`Bearer ${options.token}`) : null;
  app.get('/api/metrics', async (request, reply) => {
    if (!expected) throw new ApiError(404, 'not_found', apiMessages.notFound);
    const given = Buffer.from(request.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw new ApiError(401, 'unauthorized', 'Send the metrics token as "Authorization: Bearer <METRICS_TOKEN>".');
    database.set(gate.state === 'ready' ? 1 : 0);
    if (gate.state === 'ready') {
      const db = gate.get().db;
      for (const [table, gauge] of statusGauges) {
        gauge.reset();
        for (const { status, n } of await byStatus(db, table)) gauge.set({ status }, n);
      }
      const depth = await outboxDepth(db);
      if (depth !== null) outbox.set(depth);
    }
    reply.type(registry.contentType);
    return registry.metrics();
  });
}
