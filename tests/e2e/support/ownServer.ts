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
 * The servers of the run, each on E2E_PORT (4180 by default) plus its offset here, so a second pipeline on the same
 * machine (`E2E_PORT=4280`) never reaches the first one's servers. Fixed ports made two pipelines share them: a spec
 * then passed its health check against the other pipeline's server and saw the other's edits, or could not listen at
 * all. One table, so no two of a run's servers are given one port: two specs once both took 115 and, when their
 * workers ran them at the same time, the second failed with "port in use".
 */
const ownServerOffsets = {
  /** The database template globalSetup prepares (started once, before any test). */
  template: 99,
  'payments-verified': 7,
  /** pwa.spec's new build: one per worker (the offset plus the worker's TEST_PARALLEL_INDEX, under 10 workers). */
  'pwa-new-build': 101,
  'admin-gear': 111,
  'admin-centre': 112,
  'admin-home': 113,
  prices: 114,
  'admin-content': 115,
  waitlist: 116,
  messages: 117,
  settings: 118,
} as const;

/** The port of the run's server named `name` (`index`: which of several, e.g. the worker's). */
export const ownServerPort = (name: keyof typeof ownServerOffsets, index = 0) =>
  Number(process.env.E2E_PORT ?? 4180) + ownServerOffsets[name] + index;

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
/**
 * Every server of the run starts its clock where the browsers' is fixed (Saturday 21 November 2026, 10:00 in Chennai),
 * so "today", past dates and the seeded sample bookings agree on both sides whatever the real date.
 */
const CLOCK_START = process.env.E2E_CLOCK_START ?? '2026-11-21T10:00:00+05:30';

export interface OwnServerOptions {
  /** Serves another copy of the built site (a test that makes a "new build" of it). */
  distDir?: string;
  /** The database folder to open (the run's template); a fresh copy of the template otherwise. */
  dataDir?: string;
  /** Whether stop() removes the data folder: by default the one it made, not one it was given. */
  removeDataDir?: boolean;
  /** 'inherit': the server's stderr goes to the run's output as it comes; otherwise it is shown only if it fails. */
  stderr?: 'inherit';
  /** More of the server's environment (the payment provider's keys). */
  env?: Record<string, string>;
  /** How long the database may take to answer /api/health. */
  readyWithinMs?: number;
}

/**
 * Starts `dist-server/main.js` on `port` with the e2e clock and resolves when its database answers /api/health
 * (90 s at most unless told). stop() ends it with SIGTERM, so its database is closed cleanly, and removes the data
 * folder it made (see `removeDataDir`).
 */
export async function startOwnServer(port: number, options: OwnServerOptions = {}): Promise<OwnServer> {
  const { distDir, env, readyWithinMs = 90_000 } = options;
  const removeDataDir = options.removeDataDir ?? options.dataDir === undefined;
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
        // The specs book up to a month after the fixed clock; the shipped rule is 7 days ahead.
        BOOKING_DAYS_AHEAD: '60',
        HOST: '127.0.0.1',
        STORYBOOK_BUILD: 'never',
        ...env,
      },
      stdio: ['ignore', 'ignore', options.stderr === 'inherit' ? 'inherit' : 'pipe'],
    },
  );
  let stderr = options.stderr === 'inherit' ? '(above)' : '';
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
      if (removeDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
