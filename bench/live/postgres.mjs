/**
 * A throwaway PostgreSQL cluster for a bench (the API tests' tests/api/postgres.ts, as plain JavaScript): initdb in a
 * temp folder, started on a free loopback port, stopped and deleted by `stop()`. Null when the server binaries are not
 * found (PG_BIN, /usr/local/bin, or Debian's /usr/lib/postgresql/<version>/bin). As root it runs as `postgres`.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function findBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const debian = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => `/usr/lib/postgresql/${version}/bin`)
    : [];
  return ['/usr/local/bin', ...debian].find((dir) => existsSync(join(dir, 'initdb'))) ?? null;
}

const freePort = () =>
  new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });

/** Starts a cluster: `{ url, stop() }`, or null without the binaries. */
export async function startPostgres() {
  const bin = findBin();
  if (!bin || !['initdb', 'pg_ctl', 'postgres'].every((name) => existsSync(join(bin, name)))) return null;
  const dir = mkdtempSync(join(tmpdir(), 'pod-bench-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const run = (cmd, args) =>
    execFileSync(
      asRoot ? 'runuser' : join(bin, cmd),
      asRoot ? ['-u', 'postgres', '--', join(bin, cmd), ...args] : args,
      {
        stdio: 'pipe',
      },
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
