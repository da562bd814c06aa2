/**
 * Starts the server: listens at once (pages are served while the database is prepared), then opens the database,
 * retrying every 5 s if it cannot be reached. `node dist-server/main.js [--port N] [--dir dist]`.
 */
import { existsSync } from 'node:fs';
import { isoDateInKolkata } from '../machines/time/dates';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { DatabaseGate } from './db/gate';
import { configOrExit } from './startup';
import { createStorybookBuilder } from './storybookBuild';

const RETRY_MS = 5_000;
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
  const gate = new DatabaseGate();
  const storybook = config.storybook.enabled ? createStorybookBuilder(config.storybook) : null;
  const app = await buildApp({
    gate,
    staticDir: config.distDir,
    payment: config.payment,
    reconcileEveryMs: config.reconcileEveryMs,
    mail: config.mail,
    outboxEveryMs: OUTBOX_EVERY_MS,
    trustProxy: config.trustProxy,
    now: config.now,
    storybook,
    logger: config.log,
  });
  await app.listen({ port: config.port, host: config.host });
  console.info(`POD site: serving ${config.distDir} at http://localhost:${config.port}`);
  // After the site is up: the design system's Storybook, served at once when fresh, else built in the background.
  storybook?.start();

  let closing = false;
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
      console.error(`database unavailable: ${(error as Error).message}; retrying in ${RETRY_MS / 1000} s`);
      if (!closing) setTimeout(() => void open(), RETRY_MS).unref();
    }
  };
  void open();

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      closing = true;
      storybook?.stop();
      void app
        .close()
        .then(() => gate.close())
        .finally(() => process.exit(0));
    });
  }
}

void main();
