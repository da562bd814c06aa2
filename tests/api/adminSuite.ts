/**
 * The set-up the admin API suites share (the content managers, prices, settings): per file a database (PGlite, or
 * PostgreSQL) emptied before each test with the demo admin account, the clock at Monday 10:00, and an app on them
 * without sign-in limits. `reseed` puts back a manager's own content after the reset (its tables emptied and seeded
 * as at first start). Call it inside the suite's describe: it registers the hooks; the returned object's `handle`
 * and `app` are set by them.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Database, DatabaseHandle } from '../../server/db/client';
import { resetWithDemoAdmin, testApp, testClock } from './helpers';

export interface AdminSuite {
  handle: DatabaseHandle;
  app: FastifyInstance;
  clock: ReturnType<typeof testClock>;
}

export function adminSuite(
  suite: { skip: string | null; open: () => Promise<DatabaseHandle> },
  reseed?: (db: Database) => Promise<void>,
): AdminSuite {
  const env = { clock: testClock() } as AdminSuite;
  beforeAll(async () => {
    if (suite.skip) return;
    env.handle = await suite.open();
  });
  afterAll(async () => {
    await env.app?.close();
    await env.handle?.close();
  });
  beforeEach(async (context) => {
    if (suite.skip) return context.skip();
    env.clock.set(testClock().now());
    await resetWithDemoAdmin(env.handle);
    await reseed?.(env.handle.db);
    await env.app?.close();
    env.app = await testApp(env.handle, {
      now: env.clock.now,
      admin: { loginsPerAddress: 0, loginsPerAccount: 0 },
    });
  });
  return env;
}
