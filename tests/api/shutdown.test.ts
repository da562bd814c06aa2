/**
 * Crash safety of a real server process (issue 49), on a PGlite data folder: SIGTERM lets a request in flight finish
 * and then exits 0 having closed the database; a second process on the same folder refuses to start, naming the
 * first's pid (the lock file); a damaged copy of a real folder (a torn control file; a lost PG_VERSION, which PGlite
 * would take for a new folder and initialise over) ends the start with one line naming the last backup and how to
 * restore it, exit code 1, instead of retrying forever or starting empty.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { LOCK_FILE } from '../../server/ops/dataLock';
import { holdBody, MONDAY, TUESDAY } from './helpers';
import { serverProcessSuite } from './serverProcess';

const { root, dataDir, ...suite } = serverProcessSuite('shutdown');

const start = (env: Record<string, string> = {}) =>
  suite.start({
    RECONCILE_EVERY: '0',
    BACKUP_DIR: join(root, 'backups'),
    // The day before the sessions it holds, so they are within the days a court can be booked ahead.
    CLOCK_START: '2030-01-07T10:00:00+05:30',
    ...env,
  });

it('refuses a second process on the same PGlite folder, naming the first one’s pid', async () => {
  const first = await start();
  await first.ready();
  const second = await start();
  expect(await second.exited()).toBe(1);
  expect(second.lines.join('\n')).toContain(`is in use by another server process (pid ${first.pid})`);
  // The first one is untouched and still answers.
  expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
  await first.stop('SIGTERM');
  expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
});

it('finishes a request in flight on SIGTERM, then closes the database and exits 0', async () => {
  const server = await start();
  await server.ready();
  const body = Buffer.from(JSON.stringify(holdBody([{ date: TUESDAY, time: '07:00', court: 1, duration: 1 }])));
  const { port } = new URL(server.url);
  // The hold's request is sent in two halves: the server has it in hand, reading its body, when SIGTERM arrives.
  const answer = new Promise<{ status: number; text: string }>((done, fail) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/holds',
        headers: { 'content-type': 'application/json', 'content-length': body.length },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => done({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', fail);
    req.write(body.subarray(0, 20));
    setTimeout(() => {
      void server.stop('SIGTERM').catch(fail);
      setTimeout(() => req.end(body.subarray(20)), 400);
    }, 300);
  });
  const { status, text } = await answer;
  expect(status).toBe(201);
  expect(JSON.parse(text)).toHaveProperty('holdId');
  expect(await server.exited()).toBe(0);
  expect(server.lines).toContain('POD site: stopped');
  expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  // The hold was committed before the database closed.
  const handle = await openDatabase({ dataDir, today: MONDAY });
  const rows = await handle.db.execute(
    (await import('drizzle-orm')).sql`SELECT count(*)::int AS n FROM holds WHERE status = 'active'`,
  );
  await handle.close();
  expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThan(0);
});

/** A copy of the test's data folder (its server stopped), changed by `corrupt`; its backups folder has one backup. */
const corruptedCopy = (name: string, corrupt: (folder: string) => void) => {
  const folder = join(root, name);
  cpSync(dataDir, folder, { recursive: true });
  corrupt(folder);
  const backups = join(root, 'backups');
  mkdirSync(backups, { recursive: true });
  const last = join(backups, 'pod-2030-01-07T04-30-00-000Z.pglite.tar.gz');
  writeFileSync(last, 'stand-in');
  return { folder, last };
};

/** Starts a server on `folder`; it must end with exit code 1 and one line saying why, naming `last`. */
const refusesToOpen = async (folder: string, last: string) => {
  const server = await start({ DATA_DIR: folder });
  expect(await server.exited()).toBe(1);
  const said = server.lines.filter((line) => line.includes('cannot be opened'));
  expect(said).toHaveLength(1);
  expect(said[0]).toContain(`the PGlite data folder ${folder} cannot be opened`);
  expect(said[0]).toContain(`the last backup is ${last}`);
  expect(said[0]).toContain(`npm run restore ${last}`);
  expect(server.lines.join('\n')).not.toContain('retrying');
  expect(server.lines.join('\n')).not.toContain('database ready');
  return said[0]!;
};

it('says in one line that a damaged copy of a PGlite folder cannot be opened, names the last backup, and exits 1', async () => {
  // A torn control file: the cluster's state (its last checkpoint) is unreadable.
  const { folder, last } = corruptedCopy('torn-control', (copy) =>
    writeFileSync(join(copy, 'global/pg_control'), randomBytes(8192)),
  );
  await refusesToOpen(folder, last);
});

it('refuses a copy of a PGlite folder that lost its PG_VERSION instead of making an empty database over it', async () => {
  const { folder, last } = corruptedCopy('no-version', (copy) => rmSync(join(copy, 'PG_VERSION')));
  const catalogue = () => readdirSync(join(folder, 'base')).sort().join(',');
  const before = catalogue();
  const said = await refusesToOpen(folder, last);
  expect(said).toContain('no PG_VERSION, so it is not a whole PGlite data folder');
  // Nothing was written over it: no new cluster, the databases' folders as they were.
  expect(existsSync(join(folder, 'PG_VERSION'))).toBe(false);
  expect(catalogue()).toBe(before);
});
