/**
 * The set-up the staff-money suites share (refunds.test.ts, manualRefunds.test.ts): per file a database (PGlite, or
 * PostgreSQL) emptied before each test with the demo admin account, the provider's loopback double put back, the
 * clock at Monday 10:00, and an app on them, with the provider's keys or without (`build`). Call it inside the
 * suite's describe: it registers the hooks; the returned object's `handle`, `app` and `provider` are set by them.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { resetWithDemoAdmin, testApp, testClock } from './helpers';
import { resetProviderDouble, startProviderDouble, type ProviderDouble } from './providerDouble';

export interface MoneySuite {
  handle: DatabaseHandle;
  app: FastifyInstance;
  provider: ProviderDouble;
  clock: ReturnType<typeof testClock>;
  /** A new app on the database: with the provider's keys (refunds through its Refunds API), or in demo mode. */
  build(withKeys: boolean): Promise<void>;
}

export function moneySuite(
  suite: { skip: string | null; open: () => Promise<DatabaseHandle> },
  keys: { keyId: string; keySecret: string },
  startWithKeys: boolean,
): MoneySuite {
  const env = { clock: testClock() } as MoneySuite;
  env.build = async (withKeys) => {
    await env.app?.close();
    env.app = await testApp(env.handle, {
      now: env.clock.now,
      admin: { loginsPerAddress: 0, loginsPerAccount: 0 },
      payment: withKeys ? { ...keys, apiBase: env.provider.url } : {},
    });
  };
  beforeAll(async () => {
    if (suite.skip) return;
    [env.handle, env.provider] = await Promise.all([suite.open(), startProviderDouble()]);
  });
  afterAll(async () => {
    await env.app?.close();
    await env.handle?.close();
    await env.provider?.close();
  });
  beforeEach(async (context) => {
    if (suite.skip) return context.skip();
    env.clock.set(testClock().now());
    await resetWithDemoAdmin(env.handle);
    resetProviderDouble(env.provider);
    await env.build(startWithKeys);
  });
  return env;
}
