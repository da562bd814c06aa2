/**
 * Starts the server: listens at once (pages are served while the database is prepared), then opens the database.
 * PostgreSQL that cannot be reached is retried every 5 s; a PGlite folder that cannot be opened ends the process with
 * one line naming the last backup (retrying would not mend it). One process per PGlite folder (a lock file with its
 * pid). SIGTERM and SIGINT stop it gracefully; SIGUSR2 writes a backup. `node dist-server/main.js [--port N]
 * [--dir dist]`, or `backup` / `restore FILE [--replace]` (server/ops/cli.ts).
 */
import { existsSync, mkdirSync } from 'node:fs';
import { isoDateInKolkata } from '../machines/time/dates';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { DatabaseGate } from './db/gate';
import { backupSettingsFrom, backupSourceOf, listBackups, pruneBackups, writeBackup } from './ops/backup';
import { runOpsCommand } from './ops/cli';
import { lockDataDir, type DataLock } from './ops/dataLock';
import { retentionSettingsFrom, type RetentionSettings } from './ops/retention';
import { configOrExit } from './startup';
import { createStorybookBuilder } from './storybookBuild';

const RETRY_MS = 5_000;
/** How long a stop waits for requests in flight before closing their connections. */
const GRACE_MS = 5_000;
/** How often the outbox's sender looks for due messages. */
const OUTBOX_EVERY_MS = 5_000;

async function main(): Promise<void> {
  const config = configOrExit(process.env, process.argv.slice(2));
  if (!existsSync(config.distDir)) {
    console.error(
      `Nothing to serve: ${config.distDir} does not exist. Run "npm run build" first (npm start does it for you).`,
    );
    process.exit(1);
  }
  let backups: ReturnType<typeof backupSettingsFrom>;
  let retention: RetentionSettings;
  let lock: DataLock | null = null;
  try {
    backups = backupSettingsFrom(process.env);
    retention = retentionSettingsFrom(process.env);
    if (!config.databaseUrl) {
      mkdirSync(config.dataDir, { recursive: true });
      lock = lockDataDir(config.dataDir);
    }
  } catch (error) {
    console.error(`POD site: ${(error as Error).message}`);
    process.exit(1);
  }
  const gate = new DatabaseGate();
  const storybook = config.storybook.enabled ? createStorybookBuilder(config.storybook) : null;
  const app = await buildApp({
    gate,
    staticDir: config.distDir,
    payment: config.payment,
    reconcileEveryMs: config.reconcileEveryMs,
    mail: config.mail,
    admin: config.admin,
    outboxEveryMs: OUTBOX_EVERY_MS,
    trustProxy: config.trustProxy,
    now: config.now,
    storybook,
    logger: config.log,
    metricsToken: process.env.METRICS_TOKEN?.trim() || undefined,
    retention,
  });
  await app.listen({ port: config.port, host: config.host });
  console.info(`POD site: serving ${config.distDir} at http://localhost:${config.port}`);
  // After the site is up: the design system's Storybook, served at once when fresh, else built in the background.
  storybook?.start();

  let closing = false;
  /** A backup being written: a scheduled one waits for the next turn instead of running beside it. */
  let writing = false;
  const takeBackup = async (why: string) => {
    if (gate.state !== 'ready') return void console.warn(`backup: not taken (${why}): the database is not open yet`);
    if (writing && why === 'scheduled') return;
    writing = true;
    try {
      const file = await writeBackup(backupSourceOf(gate.get(), config.databaseUrl), backups.dir);
      const pruned = why === 'scheduled' ? pruneBackups(backups.dir, backups.keep) : [];
      console.info(`backup: written (${why}): ${file}${pruned.length ? `; ${pruned.length} older removed` : ''}`);
    } catch (error) {
      console.error(`backup: failed (${why}): ${(error as Error).message}`);
    } finally {
      writing = false;
    }
  };
  const backupTimer = backups.everyMs ? setInterval(() => void takeBackup('scheduled'), backups.everyMs) : null;
  backupTimer?.unref();
  process.on('SIGUSR2', () => void takeBackup('asked by npm run backup'));

  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  const open = async (): Promise<void> => {
    const started = Date.now();
    console.info(`preparing the database... (${where})`);
    try {
      const handle = await openDatabase({
        url: config.databaseUrl,
        dataDir: config.dataDir,
        today: isoDateInKolkata(config.now()),
      });
      if (closing) return void (await handle.close());
      gate.set(handle);
      console.info(`database ready (${handle.driver}, ${Date.now() - started} ms)`);
    } catch (error) {
      gate.fail(error);
      const reason = (error as Error).message.split('\n')[0];
      if (!config.databaseUrl) {
        // A folder that does not open will not open on a retry either: say so once, with the way back.
        const last = listBackups(backups.dir)[0];
        const restoreHint = last
          ? `the last backup is ${last}: stop here and run "DATA_DIR=<empty folder> npm run restore ${last}" (or "npm run restore ${last} -- --replace" to replace this folder, which is moved aside)`
          : `no backup found in ${backups.dir} (BACKUP_DIR)`;
        console.error(
          `POD site: the PGlite data folder ${config.dataDir} cannot be opened (${reason}); ${restoreHint}.`,
        );
        closing = true;
        await app.close().catch(() => undefined);
        lock?.release();
        process.exit(1);
      }
      console.error(`database unavailable: ${reason}; retrying in ${RETRY_MS / 1000} s`);
      if (!closing) setTimeout(() => void open(), RETRY_MS).unref();
    }
  };
  void open();

  const stop = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.info(`POD site: ${signal}: finishing requests in flight, then closing`);
    storybook?.stop();
    if (backupTimer) clearInterval(backupTimer);
    // Stops accepting, answers 503 to new requests on open connections, waits for the ones in flight; their
    // connections are cut once the grace period is over.
    const grace = setTimeout(() => {
      console.warn(`POD site: requests still in flight after ${GRACE_MS / 1000} s: their connections are closed`);
      app.server.closeAllConnections();
    }, GRACE_MS);
    try {
      await app.close(); // also stops the jobs (onClose hooks)
      await gate.close();
      console.info('POD site: stopped');
    } finally {
      clearTimeout(grace);
      lock?.release();
      process.exit(0);
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stop(signal));
}

const [command] = process.argv.slice(2);
if (command === 'backup' || command === 'restore')
  void runOpsCommand(process.argv.slice(2)).then((code) => process.exit(code));
else void main();
