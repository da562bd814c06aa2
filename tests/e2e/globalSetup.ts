import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DATABASE_TEMPLATE_ENV } from './support/databaseTemplate';
import { ownServerPort } from './support/ownServer';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

/**
 * Prepares the database the specs' own servers start from (support/databaseTemplate.ts): the production server
 * prepares it in a folder of its own on a loopback port, with the e2e clock, and stops. Returns the teardown.
 */
export default async function globalSetup(): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'pod-e2e-template-'));
  const port = ownServerPort(99);
  const server = spawn(process.execPath, ['dist-server/main.js', '--port', String(port)], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dir, CLOCK_START: process.env.E2E_CLOCK_START ?? '2026-11-21T10:00:00+05:30', HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  server.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise((done) => server.once('exit', done));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the e2e database template's server exited (${server.exitCode}): ${stderr}`);
    if ((await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.ok) break;
    if (Date.now() > deadline) {
      server.kill('SIGKILL');
      throw new Error(`the e2e database template was not ready in 180 s: ${stderr}`);
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  // Stopped cleanly, so the folder is a closed database that copies open as it was left.
  server.kill('SIGTERM');
  await exited;
  process.env[DATABASE_TEMPLATE_ENV] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
