/**
 * `npm run backup` and `npm run restore FILE [--replace]` (scripts/ops.mjs runs them through the built server,
 * `node dist-server/main.js backup|restore ...`). Settings from the environment as the server reads them: DATA_DIR or
 * DATABASE_URL, BACKUP_DIR. A PGlite folder a running server holds is backed up by that server (asked with SIGUSR2,
 * the file appears in its BACKUP_DIR); a stopped folder is opened here, locked meanwhile.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { isoDateInKolkata } from '../../machines/time/dates';
import { backupSettingsFrom, listBackups, restoreBackup, writeBackup } from './backup';
import { lockDataDir, lockHolder } from './dataLock';

const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function backup(env: NodeJS.ProcessEnv): Promise<string> {
  const { dir } = backupSettingsFrom(env);
  const url = env.DATABASE_URL?.trim();
  if (url) return `backup written: ${await writeBackup({ driver: 'postgres', url }, dir)}`;
  const dataDir = resolve(env.DATA_DIR ?? './data');
  if (!existsSync(dataDir)) throw new Error(`no PGlite data folder at ${dataDir} (set DATA_DIR)`);
  const holder = lockHolder(dataDir);
  if (holder !== null) {
    const before = new Set(listBackups(dir));
    process.kill(holder, 'SIGUSR2');
    for (let waited = 0; waited < 120_000; waited += 250) {
      const made = listBackups(dir).find((file) => !before.has(file));
      if (made) return `backup written by the running server (pid ${holder}): ${made}`;
      await wait(250);
    }
    throw new Error(
      `the running server (pid ${holder}) wrote no backup to ${dir} within 2 minutes: is its BACKUP_DIR the same? (its log says where it wrote)`,
    );
  }
  const lock = lockDataDir(dataDir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
    const client = await PGlite.create(dataDir, { extensions: { btree_gist } });
    try {
      return `backup written: ${await writeBackup({ driver: 'pglite', dump: async () => (await client.dumpDataDir('gzip')) as Blob }, dir)}`;
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
}

async function restore(env: NodeJS.ProcessEnv, args: string[]): Promise<string> {
  const file = args.find((a) => !a.startsWith('--'));
  if (!file) throw new Error('name the backup to restore: npm run restore backups/pod-....pglite.tar.gz');
  const dataDir = resolve(env.DATA_DIR ?? './data');
  const url = env.DATABASE_URL?.trim() || undefined;
  if (!url) mkdirSync(resolve(dataDir, '..'), { recursive: true });
  return restoreBackup({
    file: resolve(file),
    url,
    dataDir,
    replace: args.includes('--replace'),
    today: isoDateInKolkata(Date.now()),
  });
}

/** Runs `backup` or `restore`; prints one line of what it did or why not; answers the exit code. */
export async function runOpsCommand(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const [command, ...args] = argv;
  try {
    console.info(command === 'backup' ? await backup(env) : await restore(env, args));
    return 0;
  } catch (error) {
    console.error(`POD site: ${command} failed: ${(error as Error).message}`);
    return 1;
  }
}
