/**
 * Backups (issue 49): one time-stamped file in BACKUP_DIR per backup. PGlite: its own dump of the data folder (a
 * gzipped tar, `pod-<time>.pglite.tar.gz`), taken from the open database between two statements, or from a stopped
 * folder. PostgreSQL: `pg_dump` in its custom format (`pod-<time>.pgdump`), one consistent snapshot. Restoring writes
 * the file into an empty data folder or database (a non-empty one only when asked to replace it) and runs the
 * migrations. With BACKUP_EVERY the server takes them itself and keeps the newest BACKUP_KEEP.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { openDatabase, type DatabaseHandle } from '../db/client';

const run = promisify(execFile);

export interface BackupSettings {
  /** Where backups are written (BACKUP_DIR, default ./backups). */
  dir: string;
  /** How often the server takes one itself, ms (BACKUP_EVERY such as 24h, 30m or 90s; 0 or unset: never). */
  everyMs: number;
  /** How many of the newest are kept when the server takes them (BACKUP_KEEP, default 7). */
  keep: number;
}

const UNITS: Record<string, number> = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** The backup settings from the environment; a bad value is refused with a line saying what to write. */
export function backupSettingsFrom(env: NodeJS.ProcessEnv): BackupSettings {
  const every = (env.BACKUP_EVERY ?? '').trim();
  const match = /^(\d+)\s*([smhd])$/i.exec(every);
  if (every !== '' && every !== '0' && !match)
    throw new Error(
      `BACKUP_EVERY must be a number of seconds, minutes, hours or days such as 30m, 24h or 7d (got "${every}").`,
    );
  const keep = (env.BACKUP_KEEP ?? '').trim();
  if (keep !== '' && (!/^\d+$/.test(keep) || Number(keep) < 1))
    throw new Error(`BACKUP_KEEP must be a whole number of backups, 1 or more (got "${keep}").`);
  return {
    dir: resolve(env.BACKUP_DIR?.trim() || './backups'),
    everyMs: match ? Number(match[1]) * UNITS[match[2]!.toLowerCase()]! : 0,
    keep: keep ? Number(keep) : 7,
  };
}

const PGLITE_SUFFIX = '.pglite.tar.gz';
const PGDUMP_SUFFIX = '.pgdump';
const isBackup = (name: string) =>
  name.startsWith('pod-') && (name.endsWith(PGLITE_SUFFIX) || name.endsWith(PGDUMP_SUFFIX));

/** The backups in `dir`, newest first. */
export function listBackups(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter(isBackup)
    .map((name) => join(dir, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs || b.localeCompare(a));
}

/** `pod-2026-11-28T10-15-00-123Z`: sortable, and safe in a file name everywhere. */
const stampOf = (at: number) => `pod-${new Date(at).toISOString().replace(/[:.]/g, '-')}`;

/** Where `pg_dump` and `pg_restore` are: PG_BIN, else the PATH. */
const pgTool = (name: string) => (process.env.PG_BIN ? join(process.env.PG_BIN, name) : name);

/** What a backup is taken of: PGlite's dump of its folder, or a PostgreSQL database. */
export type BackupSource = { driver: 'pglite'; dump: () => Promise<Blob> } | { driver: 'postgres'; url: string };

/** The source of an open database (`url` for PostgreSQL). */
export function backupSourceOf(handle: DatabaseHandle, url: string | undefined): BackupSource {
  if (handle.driver === 'postgres') {
    if (!url) throw new Error('a PostgreSQL backup needs its DATABASE_URL');
    return { driver: 'postgres', url };
  }
  const dump = handle.dumpDataDir;
  if (!dump) throw new Error('this PGlite database cannot be dumped');
  return { driver: 'pglite', dump: () => dump() };
}

/**
 * Writes a backup of the open database into `dir` and returns its path. The file appears whole or not at all (written
 * beside it, then renamed).
 */
export async function writeBackup(source: BackupSource, dir: string, at = Date.now()): Promise<string> {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, stampOf(at) + (source.driver === 'pglite' ? PGLITE_SUFFIX : PGDUMP_SUFFIX));
  const partial = `${file}.partial`;
  if (source.driver === 'pglite') {
    writeFileSync(partial, Buffer.from(await (await source.dump()).arrayBuffer()));
  } else {
    await run(pgTool('pg_dump'), ['--format=custom', '--no-owner', '--file', partial, source.url]).catch(
      (error: Error) => {
        rmSync(partial, { force: true });
        throw new Error(`pg_dump failed (is it installed, as new as the server? set PG_BIN): ${firstLine(error)}`);
      },
    );
  }
  renameSync(partial, file);
  return file;
}

const firstLine = (error: Error & { stderr?: string }) =>
  (error.stderr?.trim() || error.message).split('\n').find((l) => l.trim()) ?? error.message;

/** Deletes all but the newest `keep` backups in `dir`; returns the deleted paths. */
export function pruneBackups(dir: string, keep: number): string[] {
  const old = listBackups(dir).slice(keep);
  for (const file of old) rmSync(file, { force: true });
  return old;
}

export interface RestoreOptions {
  file: string;
  /** postgres://... to restore into that database; otherwise into the PGlite folder `dataDir`. */
  url?: string;
  dataDir: string;
  /** Replace what the target holds (a PGlite folder is moved aside, not deleted). */
  replace: boolean;
  /** 'YYYY-MM-DD', for the migrations' first-start seed (which a restored database has already had). */
  today: string;
}

/** Restores `file` into an empty target (or replaces it) and runs the migrations; returns what it did, one line. */
export async function restoreBackup(options: RestoreOptions): Promise<string> {
  const { file, url, dataDir, replace, today } = options;
  if (!existsSync(file)) throw new Error(`no backup at ${file}`);
  const pglite = file.endsWith(PGLITE_SUFFIX);
  if (!pglite && !file.endsWith(PGDUMP_SUFFIX))
    throw new Error(`${file} is not a backup of this site (pod-*${PGLITE_SUFFIX} or pod-*${PGDUMP_SUFFIX})`);
  if (url) {
    await assertEmptyOrReplacing(url, replace);
    if (pglite) return (await import('./pgliteToPostgres')).restorePgliteIntoPostgres(file, url, today);
    return restorePostgres(file, url, replace, today);
  }
  if (!pglite) throw new Error(`${file} is a PostgreSQL backup: set DATABASE_URL to the database to restore it into`);
  const { lockHolder } = await import('./dataLock');
  const holder = existsSync(dataDir) ? lockHolder(dataDir) : null;
  if (holder !== null)
    throw new Error(`the data folder ${dataDir} is in use by a server (pid ${holder}): stop it first`);
  let movedTo: string | null = null;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    if (!replace)
      throw new Error(
        `the data folder ${dataDir} is not empty: restore into an empty DATA_DIR, or add --replace to replace it (it is moved aside, not deleted)`,
      );
    movedTo = `${dataDir}.replaced-${stampOf(Date.now()).slice(4)}`;
    renameSync(dataDir, movedTo);
  }
  const handle = await openDatabase({ dataDir, today, loadDataDir: new Blob([readFileSync(file)]) });
  await handle.close();
  return `restored ${file} into ${dataDir}${movedTo ? ` (the folder it replaced is now ${movedTo})` : ''}`;
}

/** Refuses a PostgreSQL database that has tables, unless they are to be replaced. */
async function assertEmptyOrReplacing(url: string, replace: boolean): Promise<void> {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  let tables: number;
  try {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema IN ('public', 'drizzle')`,
    );
    tables = rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
  if (tables > 0 && !replace)
    throw new Error(
      `the database at DATABASE_URL is not empty (${tables} tables): restore into an empty database, or add --replace to replace its contents`,
    );
}

async function restorePostgres(file: string, url: string, replace: boolean, today: string): Promise<string> {
  const args = ['--no-owner', '--exit-on-error', '--single-transaction', '--dbname', url];
  if (replace) args.unshift('--clean', '--if-exists');
  await run(pgTool('pg_restore'), [...args, file]).catch((error: Error) => {
    throw new Error(`pg_restore failed: ${firstLine(error)}`);
  });
  const handle = await openDatabase({ url, today });
  await handle.close();
  return `restored ${file} into the database at DATABASE_URL`;
}
