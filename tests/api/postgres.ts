/**
 * A throwaway PostgreSQL cluster for the API tests (bench/soak/postgres.mjs, shared with the soak benchmark): initdb in
 * a temp folder, started with pg_ctl on a free loopback port, stopped and deleted afterwards. Only when the binaries
 * are present (PG_BIN, else /usr/local/bin or Debian's /usr/lib/postgresql/<version>/bin); as root the cluster runs as
 * the `postgres` user (initdb refuses root). One cluster serves the whole run (tests/api/globalSetup.ts); each test
 * file gets a database of its own in it.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { loopbackPort, postgresBin, startCluster } from '../../bench/soak/postgres.mjs';

/** The database the global set-up migrates and seeds once; each file's database is a copy of it. */
export const POSTGRES_TEMPLATE = 'pod_template';

/** Where the server binaries are (bench/soak/postgres.mjs); when none has them, where PG_BIN or the default says. */
const bin = postgresBin() ?? process.env.PG_BIN ?? '/usr/local/bin';

/** Why the PostgreSQL tests cannot run here, or null when they can. */
export function postgresSkipReason(): string | null {
  const missing = ['initdb', 'pg_ctl', 'postgres'].filter((name) => !existsSync(join(bin, name)));
  return missing.length
    ? `PostgreSQL binaries not found in ${bin} (${missing.join(', ')}): install Debian's postgresql or set PG_BIN`
    : null;
}

/** A free port on the loopback interface. */
export const freePort = loopbackPort;

export interface PostgresCluster {
  url: string;
  stop(): void;
}

/** Creates and starts a cluster (bench/soak/postgres.mjs, without fsync); `url` connects as `pod` to `postgres`. */
export function startPostgres(): Promise<PostgresCluster> {
  return startCluster(bin, { fsync: false });
}

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
