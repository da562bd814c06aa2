/**
 * GET /api/metrics (issue 49): Prometheus text behind METRICS_TOKEN. Without the token set there is no such route;
 * without or with a wrong token it is refused; with it, request counts and latencies per route, bookings, holds and
 * payments by status, and the page cache's hits and misses. Runs on PGlite and PostgreSQL.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { databaseSuites, holdBody, resetDatabase, START, testApp, TUESDAY } from './helpers';

const TOKEN = 'metrics-token-for-tests';

describe.each(databaseSuites)('Metrics on $name', ({ skip, open }) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    if (skip) return;
    handle = await open();
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });
  beforeEach(async (context) => {
    if (skip) return context.skip();
    await resetDatabase(handle);
    await app?.close();
    app = await testApp(handle, { now: () => START, metricsToken: TOKEN });
  });

  const scrape = (authorization?: string) =>
    app.inject({ url: '/api/metrics', headers: authorization ? { authorization } : {} });

  it('is not there without METRICS_TOKEN, and refuses a missing or wrong token', async () => {
    const without = await testApp(handle, { now: () => START });
    expect((await without.inject({ url: '/api/metrics' })).statusCode).toBe(404);
    await without.close();
    expect((await scrape()).statusCode).toBe(401);
    const wrong = await scrape('Bearer not-the-token');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toContain('METRICS_TOKEN');
  });

  it('counts requests per route and reads bookings, holds and payments by status', async () => {
    await app.inject({ url: '/api/health' });
    const held = await app.inject({
      method: 'POST',
      url: '/api/holds',
      payload: holdBody([{ date: TUESDAY, time: '06:00', court: 1, duration: 1 }]),
    });
    const { holdId } = held.json() as { holdId: string };
    await app.inject({ method: 'POST', url: '/api/bookings/confirm', payload: { holdId, paymentId: 'pay_metrics' } });
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(/pod_http_requests_total\{method="GET",route="\/api\/health",status="200"\} 1/);
    expect(res.body).toMatch(/pod_http_requests_total\{method="POST",route="\/api\/holds",status="201"\} 1/);
    expect(res.body).toMatch(/pod_http_request_duration_seconds_count\{method="GET",route="\/api\/health"\} 1/);
    expect(res.body).toMatch(/pod_bookings\{status="confirmed"\} [1-9]/);
    expect(res.body).toMatch(/pod_holds\{status="\w+"\} [1-9]/);
    expect(res.body).toMatch(/pod_payments\{status="\w+"\} 1/);
    expect(res.body).toContain('pod_page_cache_total');
    expect(res.body).toMatch(/pod_database_ready 1/);
  });
});
