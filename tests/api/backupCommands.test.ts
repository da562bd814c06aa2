/**
 * Backups taken by a real server process and by its commands (issue 49), on a PGlite folder: with BACKUP_EVERY the
 * server writes them itself and keeps the newest BACKUP_KEEP; `npm run backup` (`node main.js backup`) asks the
 * running server for one, or dumps a stopped folder itself; `npm run restore` refuses a folder that is not empty
 * unless told to replace it, and the restored folder has the hold made before the backup.
 * (tests/api/backup.test.ts compares every row of every table, on PGlite and PostgreSQL.)
 */
import { basename, join } from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { listBackups } from '../../server/ops/backup';
import { holdBody, MONDAY, TUESDAY } from './helpers';
import { serverProcessSuite, type ServerProcess } from './serverProcess';

const suite = serverProcessSuite('backup-commands');
const backups = join(suite.root, 'backups');
const settings = {
  RECONCILE_EVERY: '0',
  BACKUP_DIR: backups,
  // The day before the session it holds, within the days a court can be booked ahead.
  CLOCK_START: '2030-01-07T10:00:00+05:30',
};

const start = async (env: Record<string, string> = {}) => {
  const server = await suite.start({ ...settings, ...env });
  await server.ready();
  return server;
};

const holdAt = (server: ServerProcess, time: string) =>
  fetch(`${server.url}/api/holds`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(holdBody([{ date: TUESDAY, time, court: 2, duration: 1 }])),
  });

it('takes its own backups every BACKUP_EVERY and keeps only the newest BACKUP_KEEP', async () => {
  const server = await start({ BACKUP_EVERY: '1s', BACKUP_KEEP: '2' });
  // The third backup is the first to find more than two: it removes the oldest.
  await server.waitForLine(/^backup: written \(scheduled\): .*; 1 older removed$/, 150_000);
  await server.stop('SIGTERM');
  expect(listBackups(backups)).toHaveLength(2);
  // None failed on the way.
  expect(server.lines.filter((line) => line.startsWith('backup: failed'))).toEqual([]);
}, 180_000);

it('backs up through the running server and a stopped folder, and restores only into an empty folder', async () => {
  const server = await start();
  const held = await holdAt(server, '09:00');
  expect(held.status).toBe(201);
  const { holdId } = (await held.json()) as { holdId: string };
  const before = new Set(listBackups(backups));
  const asked = await suite.command(['backup'], { BACKUP_DIR: backups });
  expect(asked.output).toContain(`backup written by the running server (pid ${server.pid})`);
  expect(asked.code).toBe(0);
  const taken = listBackups(backups).find((file) => !before.has(file))!;
  expect(server.lines.some((line) => line.startsWith('backup: written (asked by npm run backup)'))).toBe(true);
  await server.stop('SIGTERM');

  // Stopped: the command opens the folder itself.
  const stopped = await suite.command(['backup'], { BACKUP_DIR: backups });
  expect(stopped.code).toBe(0);
  expect(stopped.output).toMatch(/^backup written: .*pod-.*\.pglite\.tar\.gz$/m);

  const refused = await suite.command(['restore', taken], { BACKUP_DIR: backups });
  expect(refused.code).toBe(1);
  expect(refused.output).toContain('is not empty: restore into an empty DATA_DIR, or add --replace');

  const restoredDir = join(suite.root, 'restored');
  const restored = await suite.command(['restore', taken], { BACKUP_DIR: backups, DATA_DIR: restoredDir });
  expect(restored.code).toBe(0);
  expect(restored.output).toContain(`restored ${taken} into ${restoredDir}`);
  expect(basename(taken)).toMatch(/^pod-\d{4}-\d{2}-\d{2}T/);
  const copy = await openDatabase({ dataDir: restoredDir, today: MONDAY });
  try {
    const { rows } = (await copy.db.execute(sql`SELECT id FROM holds WHERE id = ${holdId}`)) as unknown as {
      rows: { id: string }[];
    };
    expect(rows).toEqual([{ id: holdId }]);
  } finally {
    await copy.close();
  }
}, 240_000);
