import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freshDataDir } from './databaseTemplate';

/**
 * A production server of its own for a spec whose edits would change what other specs see (a product marked out of
 * stock, a new home banner): the same build as the shared e2e server, on another loopback port, with a fresh
 * database (a copy of the run's prepared one, support/databaseTemplate.ts) and the same fixed clock. Use with `test.use({ baseURL: server.url })` after `start()` in `beforeAll`.
 */
export interface OwnServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * The port of a spec's own server: `offset` above the shared e2e server's (E2E_PORT, 4180 by default), so a second
 * pipeline on the same machine (`E2E_PORT=4280`) never reaches the first one's servers. Fixed ports made two
 * pipelines share them: a spec then passed its health check against the other pipeline's server and saw the
 * other's edits, or could not listen at all.
 */
export const ownServerPort = (offset: number) => Number(process.env.E2E_PORT ?? 4180) + offset;

/** Fails at once when something already listens on `port` (a server a failed attempt left, another pipeline). */
function ensurePortFree(port: number): Promise<void> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', () =>
      fail(new Error(`port ${port} is in use: another e2e run's server? Give that run its own E2E_PORT.`)),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => done()));
  });
}

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
const CLOCK_START = process.env.E2E_CLOCK_START ?? '2026-11-21T10:00:00+05:30';

export interface OwnServerOptions {
  /** Serves another copy of the built site (a test that makes a "new build" of it). */
  distDir?: string;
  /** The database folder to open and keep on stop() (the run's template); a fresh copy of the template otherwise. */
  dataDir?: string;
  /** More of the server's environment (the payment provider's keys). */
  env?: Record<string, string>;
  /** How long the database may take to answer /api/health. */
  readyWithinMs?: number;
}

/**
 * Starts `dist-server/main.js` on `port` with the e2e clock and resolves when its database answers /api/health
 * (90 s at most unless told). stop() ends it with SIGTERM, so its database is closed cleanly, and removes the data
 * folder it made.
 */
export async function startOwnServer(port: number, options: OwnServerOptions = {}): Promise<OwnServer> {
  const { distDir, env, readyWithinMs = 90_000 } = options;
  await ensurePortFree(port);
  const dataDir = options.dataDir ?? freshDataDir(`pod-e2e-own-${port}-`);
  const child: ChildProcess = spawn(
    process.execPath,
    ['dist-server/main.js', '--port', String(port), ...(distDir ? ['--dir', distDir] : [])],
    {
      cwd: root,
      // A test's own server never builds the Storybook (only npm start does).
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        CLOCK_START,
        BOOKING_DAYS_AHEAD: '60',
        HOST: '127.0.0.1',
        STORYBOOK_BUILD: 'never',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + readyWithinMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`own e2e server on ${port} exited (${child.exitCode}): ${stderr}`);
    if ((await fetch(`${url}/api/health`).catch(() => null))?.ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`own e2e server on ${port} not ready in ${readyWithinMs / 1000} s: ${stderr}`);
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
