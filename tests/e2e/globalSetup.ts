import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DATABASE_TEMPLATE_ENV } from './support/databaseTemplate';
import { ownServerPort, startOwnServer } from './support/ownServer';

/**
 * Prepares the database the specs' own servers start from (support/databaseTemplate.ts): the production server
 * prepares it in a folder of its own on a loopback port, with the e2e clock, and stops. Returns the teardown.
 */
export default async function globalSetup(): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'pod-e2e-template-'));
  // Runs before the template exists, so the server migrates and seeds the empty folder.
  const server = await startOwnServer(ownServerPort(99), { dataDir: dir, readyWithinMs: 180_000 });
  // Stopped cleanly, so the folder is a closed database that copies open as it was left.
  await server.stop();
  process.env[DATABASE_TEMPLATE_ENV] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
