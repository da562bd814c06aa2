/**
 * The set-up the payment suites share (ledger, staff refunds, reconciliation), for `describe.each(databaseSuites)`:
 * per file its database and the provider's test double, closed afterwards; before each test the database reset, the
 * double as it starts and the clock back at START. A suite skipped for want of PostgreSQL skips each test. The
 * suite's own app is built in its own beforeEach (registered after this one, so it runs after the reset) and closed in
 * its own afterAll (which runs before this one's).
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { resetDatabase, testClock } from './helpers';
import { resetProviderDouble, startProviderDouble, type ProviderDouble } from './providerDouble';

export interface ProviderSuite {
  /** The file's database (set before the first test). */
  handle: DatabaseHandle;
  /** The provider's double (set before the first test). */
  provider: ProviderDouble;
  clock: ReturnType<typeof testClock>;
}

/** Registers the hooks; the returned object's `handle` and `provider` are set once the file's set-up ran. */
export function providerSuite(
  { skip, open }: { skip: string | null; open: () => Promise<DatabaseHandle> },
  reset: (handle: DatabaseHandle) => Promise<void> = resetDatabase,
): ProviderSuite {
  const suite = { clock: testClock() } as ProviderSuite;
  beforeAll(async () => {
    if (skip) return;
    [suite.handle, suite.provider] = await Promise.all([open(), startProviderDouble()]);
  });
  afterAll(async () => {
    await suite.handle?.close();
    await suite.provider?.close();
  });
  beforeEach(async (context) => {
    if (skip) return context.skip();
    suite.clock.set(testClock().now());
    await reset(suite.handle);
    resetProviderDouble(suite.provider);
  });
  return suite;
}
