import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DATABASE_TEMPLATE_ENV, freshDataDir } from './support/databaseTemplate';
import { ownServerPort, startOwnServer, type OwnServer } from './support/ownServer';

const port = Number(process.env.E2E_PORT ?? 4180);

/**
 * Before any test: the database every server of the run starts from (support/databaseTemplate.ts), then the shared
 * e2e server on E2E_PORT, which opens a copy of it. Preparing a database (migrating and seeding an empty one) took
 * 18.5 s of CPU where opening a prepared copy took 7.4 s, so the run prepares one once instead of one for the shared
 * server and one for the template, one after the other before the first test. Outside CI a server already answering
 * on E2E_PORT is used as it is (the one a developer started), and left running. Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const template = mkdtempSync(join(tmpdir(), 'pod-e2e-template-'));
  // Runs before the template exists, so the server migrates and seeds the empty folder; stopped cleanly, so the
  // folder is a closed database that copies open as it was left.
  await (await startOwnServer(ownServerPort('template'), { dataDir: template, readyWithinMs: 180_000 })).stop();
  process.env[DATABASE_TEMPLATE_ENV] = template;

  const running = !process.env.CI && (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.ok;
  let shared: OwnServer | undefined;
  if (!running) {
    shared = await startOwnServer(port, {
      // E2E_DATA_DIR keeps the shared server's database in a folder of one's choosing, left there after the run.
      dataDir: process.env.E2E_DATA_DIR ?? freshDataDir('pod-e2e-data-'),
      removeDataDir: !process.env.E2E_DATA_DIR,
      // The design system's Storybook is served from the storybook-static/ the pipeline's build-storybook stage made
      // (scripts/test.mjs: e2e-storybook needs it), never built again by this server.
      env: { STORYBOOK: 'on' },
      // Its warnings and errors in the run's output, as they happen.
      stderr: 'inherit',
    });
  }
  return async () => {
    await shared?.stop();
    rmSync(template, { recursive: true, force: true });
  };
}
