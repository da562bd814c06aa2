/**
 * The production server as a child process, for the tests that need a real process (killed, restarted): the server
 * bundle is built into node_modules/.cache (the source imports the app's config through Vite's `import.meta.env`, so
 * it does not run as it is under tsx), then `node main.js` runs on a free loopback port with the environment a test
 * gives, its output kept line by line.
 */
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll } from 'vitest';
import { DEMO_ADMIN } from '../../server/services/adminAuth';
import { makeSite, openPreparedPglite } from './helpers';
import { freePort } from './postgres';

/** The bundle's build, shared by every file of the run (the API files run in one process, one after another). */
let bundle: Promise<string> | null = null;

/**
 * Builds the server bundle into node_modules/.cache/pod-dist-server-tests (inside the project, so it resolves
 * node_modules) once per test run, without blocking this process meanwhile; returns its main.js.
 */
export function buildServerBundle(): Promise<string> {
  const out = join(process.cwd(), 'node_modules/.cache', 'pod-dist-server-tests');
  bundle ??= promisify(execFile)('npx', [
    'vite',
    'build',
    '--config',
    'server/vite.config.ts',
    '--outDir',
    out,
    '--logLevel',
    'error',
  ]).then(() => join(out, 'main.js'));
  return bundle;
}

export interface ServerProcess {
  url: string;
  /** Every line the process printed (stdout and stderr), in order. */
  lines: string[];
  /** Resolves when the API answers with the database ready; rejects after `timeoutMs` or when the process ends. */
  ready(timeoutMs?: number): Promise<void>;
  /** Resolves with the first line matching `pattern` (printed before or after the call); rejects after `timeoutMs`. */
  waitForLine(pattern: RegExp, timeoutMs?: number): Promise<string>;
  /** Sends `signal` and resolves when the process has ended (at once if it had). */
  stop(signal: NodeJS.Signals): Promise<void>;
  /** Resolves with the process's exit code (null when a signal ended it) once it has ended. */
  exited(): Promise<number | null>;
  /** The process id. */
  pid: number;
  /** Signs in as the demo admin (CSRF token and cookies as a browser keeps them); returns a GET of the admin API. */
  staff(): Promise<(path: string) => Promise<Response>>;
}

/** The server's own settings (docs/server.md): never inherited from the test run's environment, only given. */
const SERVER_SETTING =
  /^(DATABASE_URL|DATA_DIR|ADMIN_|RAZORPAY_|PAYMENTS_MODE|NODE_ENV|CLOCK_START|COOKIE_SECURE|TRUST_PROXY|RECONCILE_EVERY|STORYBOOK|PORT|HOST|BACKUP_|RETAIN_|METRICS_TOKEN)/;

/**
 * Starts `node <main> --port <port> --dir <siteDir>` with the server settings in `env` (and none inherited), on a free
 * port unless `port` names one (a process restarted where a load balancer expects it).
 */
export async function startServerProcess(
  main: string,
  siteDir: string,
  env: Record<string, string>,
  { port = 0 }: { port?: number } = {},
): Promise<ServerProcess> {
  port ||= await freePort();
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !SERVER_SETTING.test(name)));
  const child = spawn(process.execPath, [main, '--port', String(port), '--dir', siteDir], {
    env: { ...inherited, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const waiters = new Set<() => void>();
  let ended = false;
  const exited = new Promise<number | null>((done) =>
    child.once('exit', (code) => {
      ended = true;
      waiters.forEach((wake) => wake());
      done(code);
    }),
  );
  let partial = { stdout: '', stderr: '' };
  for (const stream of ['stdout', 'stderr'] as const) {
    child[stream].on('data', (chunk: Buffer) => {
      const text = partial[stream] + chunk.toString();
      const complete = text.split('\n');
      partial = { ...partial, [stream]: complete.pop()! };
      lines.push(...complete);
      waiters.forEach((wake) => wake());
    });
  }
  const url = `http://127.0.0.1:${port}`;
  /** Resolves with `check()`'s first non-null answer, checked on each line printed and every 200 ms. */
  const until = <T>(what: string, check: () => Promise<T | null> | T | null, timeoutMs: number) =>
    new Promise<T>((done, fail) => {
      let settled = false;
      const finish = (error: Error | null, value?: T) => {
        if (settled) return;
        settled = true;
        clearInterval(poll);
        clearTimeout(limit);
        waiters.delete(wake);
        if (error) fail(error);
        else done(value as T);
      };
      const wake = () => {
        void Promise.resolve(check()).then((value) => {
          if (value !== null) finish(null, value);
          else if (ended) finish(new Error(`the server ended before ${what}; it printed:\n${lines.join('\n')}`));
        });
      };
      const poll = setInterval(wake, 200);
      const limit = setTimeout(
        () => finish(new Error(`no ${what} within ${timeoutMs} ms; the server printed:\n${lines.join('\n')}`)),
        timeoutMs,
      );
      waiters.add(wake);
      wake();
    });
  return {
    url,
    lines,
    pid: child.pid!,
    exited: () => exited,
    ready: (timeoutMs = 120_000) =>
      until(
        'database ready',
        () =>
          fetch(`${url}/api/health`)
            .then((r) => r.json() as Promise<{ database?: { state?: string } }>)
            .then(
              (body) => (body.database?.state === 'ready' ? true : null),
              () => null,
            ),
        timeoutMs,
      ).then(() => undefined),
    waitForLine: (pattern, timeoutMs = 60_000) =>
      until(`line matching ${pattern}`, () => lines.find((line) => pattern.test(line)) ?? null, timeoutMs),
    async staff() {
      const jar = new Map<string, string>();
      const send = async (path: string, init: RequestInit = {}) => {
        const headers = {
          ...(init.headers as Record<string, string>),
          cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        };
        const res = await fetch(`${url}${path}`, { ...init, headers });
        for (const cookie of res.headers.getSetCookie()) {
          const [pair] = cookie.split(';');
          const at = pair!.indexOf('=');
          jar.set(pair!.slice(0, at), pair!.slice(at + 1));
        }
        return res;
      };
      const { token } = (await (await send('/api/admin/csrf')).json()) as { token: string };
      const signedIn = await send('/api/admin/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': token },
        body: JSON.stringify(DEMO_ADMIN),
      });
      if (!signedIn.ok) throw new Error(`the demo admin's sign-in answered ${signedIn.status}`);
      return (path) => send(path);
    },
    async stop(signal) {
      if (!ended) child.kill(signal);
      await exited;
    },
  };
}

/** What a file of real server processes shares: its folders, and a way to start processes that end with the file. */
export interface ServerProcessSuite {
  /** The file's own temp folder (backups, say). */
  readonly root: string;
  /** The PGlite data folder in `root`: a copy of the run's migrated and seeded database, unless asked for none. */
  readonly dataDir: string;
  /**
   * Starts the built server with `env` (DATA_DIR the suite's folder and the Storybook off unless `env` says
   * otherwise); it is killed when the file ends.
   */
  start(env?: Record<string, string>, options?: { port?: number }): Promise<ServerProcess>;
  /** Runs `node main.js <args>` (`backup`, `restore FILE`) with `env` as `start` does; its exit code and output. */
  command(args: string[], env?: Record<string, string>): Promise<{ code: number; output: string }>;
}

/**
 * Registers a file's set-up and clean-up for real server processes: before its tests the bundle is built (once per
 * run), a built site is made and, unless `prepareDataDir` is false, the data folder is copied from the run's
 * prepared database (building one from empty takes half a minute); after them every process started is killed
 * and the folders removed.
 */
export function serverProcessSuite(name: string, { prepareDataDir = true } = {}): ServerProcessSuite {
  const root = mkdtempSync(join(tmpdir(), `pod-${name}-`));
  const dataDir = join(root, 'data');
  const servers: ServerProcess[] = [];
  let main = '';
  let site = '';
  beforeAll(async () => {
    site = makeSite();
    const prepare = async () => {
      if (prepareDataDir) await (await openPreparedPglite(dataDir)).close();
    };
    [main] = await Promise.all([buildServerBundle(), prepare()]);
  }, 300_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop('SIGKILL')));
    rmSync(root, { recursive: true, force: true });
    if (site) rmSync(site, { recursive: true, force: true });
  });
  return {
    root,
    dataDir,
    async start(env = {}, options) {
      const server = await startServerProcess(main, site, { DATA_DIR: dataDir, STORYBOOK: 'off', ...env }, options);
      servers.push(server);
      return server;
    },
    async command(args, env = {}) {
      const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !SERVER_SETTING.test(name)));
      return new Promise((done) =>
        execFile(
          process.execPath,
          [main, ...args],
          { env: { ...inherited, DATA_DIR: dataDir, ...env }, timeout: 180_000 },
          (error, stdout, stderr) =>
            done({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, output: `${stdout}${stderr}` }),
        ),
      );
    },
  };
}
