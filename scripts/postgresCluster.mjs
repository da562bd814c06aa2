/**
 * A throwaway PostgreSQL cluster (the API tests' one, tests/api/postgres.ts, and the live availability bench's,
 * bench/live.mjs): initdb in a temp folder, started with pg_ctl on a free loopback port, stopped and deleted by
 * `stop()`. Only when the binaries are present (PG_BIN, else /usr/local/bin or Debian's
 * /usr/lib/postgresql/<version>/bin); as root the cluster runs as the `postgres` user (initdb refuses root).
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where the server binaries are: PG_BIN, or the first folder with initdb (Debian keeps them per version). */
function findBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const debian = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => `/usr/lib/postgresql/${version}/bin`)
    : [];
  return ['/usr/local/bin', ...debian].find((dir) => existsSync(join(dir, 'initdb'))) ?? '/usr/local/bin';
}

export const postgresBin = findBin();

/** Why a cluster cannot start here, or null when it can. */
export function postgresSkipReason() {
  const missing = ['initdb', 'pg_ctl', 'postgres'].filter((name) => !existsSync(join(postgresBin, name)));
  return missing.length
    ? `PostgreSQL binaries not found in ${postgresBin} (${missing.join(', ')}): install Debian's postgresql or set PG_BIN`
    : null;
}

/** A free port on the loopback interface. */
export const freePort = () =>
  new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });

/** Creates and starts a cluster; `url` connects as the trusted user `pod` to database `postgres`. */
export async function startPostgres() {
  const dir = mkdtempSync(join(tmpdir(), 'pod-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const run = (cmd, args) =>
    execFileSync(
      asRoot ? 'runuser' : join(postgresBin, cmd),
      asRoot ? ['-u', 'postgres', '--', join(postgresBin, cmd), ...args] : args,
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
