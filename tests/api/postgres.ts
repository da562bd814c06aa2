/**
 * A throwaway PostgreSQL cluster for the API tests (scripts/postgresCluster.mjs: initdb in a temp folder, pg_ctl on a
 * free loopback port, only when the binaries are present). One cluster serves the whole run
 * (tests/api/globalSetup.ts); each test file gets a database of its own in it.
 */
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';

export { freePort, postgresSkipReason, startPostgres, type PostgresCluster } from '../../scripts/postgresCluster.mjs';

/** The database the global set-up migrates and seeds once; each file's database is a copy of it. */
export const POSTGRES_TEMPLATE = 'pod_template';

/**
 * A new database in the run's cluster, for one test file: a copy of the migrated and seeded template, or with
 * `empty` a database with no tables (to test the migrations themselves). Returns its connection URL.
 */
export async function postgresDatabase({ empty = false } = {}): Promise<string> {
  const clusterUrl = inject('postgresUrl');
  if (!clusterUrl) throw new Error('No PostgreSQL cluster was started for this run (see tests/api/globalSetup.ts).');
  const name = `pod_test_${randomBytes(6).toString('hex')}`;
  const pg = (await import('pg')).default;
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${empty ? 'template0' : POSTGRES_TEMPLATE}`);
  } finally {
    await admin.end();
  }
  return clusterUrl.replace(/\/postgres$/, `/${name}`);
}
