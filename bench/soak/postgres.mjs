/**
 * A throwaway PostgreSQL for bench/soak.mjs and the API tests (tests/api/postgres.ts): initdb in a temp folder,
 * started on a free loopback port, stopped and deleted afterwards (as root, run as the `postgres` user, which initdb
 * requires). The binaries are PG_BIN's, or the first of /usr/local/bin and Debian's /usr/lib/postgresql/<version>/bin
 * that has them.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The folder of initdb, pg_ctl and postgres, or null. */
export function postgresBin() {
  const versions = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a))
    : [];
  const folders = [process.env.PG_BIN, '/usr/local/bin', ...versions.map((v) => `/usr/lib/postgresql/${v}/bin`)];
  return folders.find((dir) => dir && ['initdb', 'pg_ctl', 'postgres'].every((b) => existsSync(join(dir, b)))) ?? null;
}

/** A free loopback port. */
export const loopbackPort = () =>
  new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });

/**
 * Starts a cluster with binaries from `bin`; `url` is its `postgres` database as the trusted user `pod`. `fsync:
 * false` for tests, whose data need not survive a power cut.
 */
export async function startCluster(bin, { fsync = true } = {}) {
  const folder = mkdtempSync(join(tmpdir(), 'pod-soak-pg-'));
  const data = join(folder, 'data');
  const root = process.getuid?.() === 0;
  const pg = (name, args) =>
    execFileSync(root ? 'runuser' : join(bin, name), root ? ['-u', 'postgres', '--', join(bin, name), ...args] : args, {
      stdio: 'pipe',
    });
  if (root) {
    const id = (flag) => Number(execFileSync('id', [flag, 'postgres']).toString());
    chownSync(folder, id('-u'), id('-g'));
  }
  const port = await loopbackPort();
  pg('initdb', ['-D', data, '-U', 'pod', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c max_connections=60${fsync ? '' : ' -c fsync=off'}`;
  pg('pg_ctl', ['-D', data, '-l', join(folder, 'log'), '-w', '-o', options, 'start']);
  return {
    url: `postgres://pod@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        pg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
