/**
 * A throwaway PostgreSQL cluster for the API tests: initdb in a temp folder, started with pg_ctl on a free
 * loopback port, stopped and deleted afterwards. Only when the binaries are present (PG_BIN, else /usr/local/bin or
 * Debian's /usr/lib/postgresql/<version>/bin); as root the cluster runs as the `postgres` user (initdb refuses root).
 * One cluster serves the whole run (tests/api/globalSetup.ts); each test file gets a database of its own in it.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';

/** The database the global set-up migrates and seeds once; each file's database is a copy of it. */
export const POSTGRES_TEMPLATE = 'pod_template';

/** Where the server binaries are: PG_BIN, or the first folder with initdb (Debian keeps them per version). */
function findBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const debian = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => `/usr/lib/postgresql/${version}/bin`)
    : [];
  return ['/usr/local/bin', ...debian].find((dir) => existsSync(join(dir, 'initdb'))) ?? '/usr/local/bin';
}

const bin = findBin();

/** Why the PostgreSQL tests cannot run here, or null when they can. */
export function postgresSkipReason(): string | null {
  const missing = ['initdb', 'pg_ctl', 'postgres'].filter((name) => !existsSync(join(bin, name)));
  return missing.length
    ? `PostgreSQL binaries not found in ${bin} (${missing.join(', ')}): install Debian's postgresql or set PG_BIN`
    : null;
}

/** A free port on the loopback interface. */
export const freePort = () =>
  new Promise<number>((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

export interface PostgresCluster {
  url: string;
  stop(): void;
}

/** Creates and starts a cluster; `url` connects as the trusted user `pod` to database `postgres`. */
export async function startPostgres(): Promise<PostgresCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'pod-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : join(bin, cmd),
      asRoot ? ['-u', 'postgres', '--', join(bin, cmd), ...args] : args,
      { stdio: 'pipe' },
    );
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'pod', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`,
    'start',
  ]);
  return {
    url: `postgres://pod@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
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
