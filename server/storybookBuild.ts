/**
 * The design system's Storybook beside the site: whether /storybook can be served now, and its build in the
 * background. The server owns the build because it owns the answer: one process knows at every moment whether the
 * folder is being written (503 with the "being built" page), was built (served) or failed (503 with the reason), with
 * no status file between two processes. The site never waits for it: main.ts calls start() after the server listens.
 *
 * With `build: 'auto'` (what `npm start` sets) start() compares the folder's stamp with the inputs' hash
 * (scripts/storybookStamp.mjs) and, when they differ, runs scripts/build-storybook.mjs (`storybook build`, then the
 * stamp) as a child process at low CPU priority. With `build: 'never'` (the default of `node dist-server/main.js`, so
 * the tests, the benchmarks and a second server never start a build) the folder is served as it is.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import { expectedBuildMs, inputsHash, isBuilt, isFresh } from '../scripts/storybookStamp.mjs';
import type { StorybookConfig } from './config';

/** What /storybook can answer now. */
export type StorybookStatus =
  | { state: 'ready' }
  /** Being built; `expectedMs` is the last recorded build's time (two minutes when none was). */
  | { state: 'building'; expectedMs: number }
  /** The build failed; `reason` is one line of its output. */
  | { state: 'failed'; reason: string }
  /** Not built, and this server does not build it (STORYBOOK_BUILD=never). */
  | { state: 'missing' };

/** What the routes need: the folder and its status. */
export interface StorybookSite {
  dir: string;
  status(): StorybookStatus;
}

export interface StorybookBuilder extends StorybookSite {
  /** Serves the folder when it is fresh, else builds it in the background (auto); takes it as it is (never). */
  start(): void;
  /** Stops a build under way (the server is closing). */
  stop(): void;
}

export interface StorybookBuilderOptions {
  /** The build's command (default: this Node running scripts/build-storybook.mjs); the tests give their own. */
  command?: readonly string[];
  /** Where the builder says what it does (default: the console). */
  log?: { info: (message: string) => void; error: (message: string) => void };
}

/** A terminal colour code in the build's output (ESC [ ... letter). */
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*[A-Za-z]`, 'g');
/** The end of the build's output kept for the failure's reason and the log. */
const KEPT_CHARACTERS = 8_192;
const REASON_LENGTH = 200;

/** One line that says why a build failed: the last line that names an error, else the last line it printed. */
export function failureReason(output: string, exitCode: number | null, signal: string | null): string {
  const lines = output
    .replace(ANSI, '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const line = [...lines].reverse().find((l) => /error|cannot|failed|not found|missing/i.test(l)) ?? lines.at(-1);
  const fallback = signal ? `the build was stopped (${signal})` : `storybook build exited with code ${exitCode}`;
  const reason = line ?? fallback;
  return reason.length > REASON_LENGTH ? `${reason.slice(0, REASON_LENGTH - 1)}…` : reason;
}

/** The builder of `config.dir` (not started: call start() once the server listens). */
export function createStorybookBuilder(
  config: StorybookConfig,
  options: StorybookBuilderOptions = {},
): StorybookBuilder {
  const log = options.log ?? { info: (m: string) => console.info(m), error: (m: string) => console.error(m) };
  const command = options.command ?? [process.execPath, join(config.root, 'scripts', 'build-storybook.mjs')];
  // Until start() has looked, a request is told the Storybook is on its way (start() runs as soon as the server listens).
  let status: StorybookStatus = { state: 'building', expectedMs: expectedBuildMs(config.dir) };
  let child: ChildProcess | null = null;

  const build = () => {
    const expectedMs = expectedBuildMs(config.dir);
    status = { state: 'building', expectedMs };
    const started = Date.now();
    log.info(
      `storybook: building the design system's Storybook in the background (about ${minutesOf(expectedMs)} min); /storybook answers 503 until it is ready`,
    );
    const [file, ...args] = command;
    let output = '';
    const keep = (chunk: Buffer) => {
      output = `${output}${chunk.toString()}`.slice(-KEPT_CHARACTERS);
    };
    // Its own process group, so stop() ends Storybook's build with the script that started it.
    const proc = spawn(file!, args, { cwd: config.root, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    child = proc;
    // The pages come first: the build gets the CPU the server does not use.
    if (proc.pid) {
      try {
        setPriority(proc.pid, 10);
      } catch {
        // Not allowed here: it runs at the server's priority.
      }
    }
    proc.stdout?.on('data', keep);
    proc.stderr?.on('data', keep);
    const fail = (reason: string) => {
      status = { state: 'failed', reason };
      log.error(`storybook: the build failed: ${reason}\n${output.replace(ANSI, '').trim()}`);
    };
    proc.on('error', (error) => {
      if (child !== proc) return;
      child = null;
      fail(error.message);
    });
    proc.on('close', (code, signal) => {
      if (child !== proc) return;
      child = null;
      if (code === 0 && isBuilt(config.dir)) {
        status = { state: 'ready' };
        log.info(`storybook: ready at /storybook/ (built in ${Math.round((Date.now() - started) / 1000)} s)`);
      } else {
        fail(
          code === 0
            ? 'the build finished without writing storybook-static/index.html'
            : failureReason(output, code, signal),
        );
      }
    });
  };

  return {
    dir: config.dir,
    status: () => status,
    start() {
      if (config.build === 'never') {
        status = isBuilt(config.dir) ? { state: 'ready' } : { state: 'missing' };
        log.info(
          status.state === 'ready'
            ? 'storybook: serving storybook-static/ as it is at /storybook/ (STORYBOOK_BUILD=never)'
            : 'storybook: storybook-static/ is not built (npm run build-storybook); /storybook says so',
        );
        return;
      }
      let hash: string;
      try {
        hash = inputsHash(config.root);
      } catch (error) {
        status = { state: 'failed', reason: `its inputs could not be read: ${(error as Error).message}` };
        log.error(`storybook: ${status.reason}`);
        return;
      }
      if (isFresh(config.dir, hash)) {
        status = { state: 'ready' };
        log.info('storybook: up to date, served at /storybook/');
        return;
      }
      build();
    },
    stop() {
      const proc = child;
      child = null;
      if (!proc?.pid || proc.exitCode !== null) return;
      try {
        process.kill(-proc.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    },
  };
}

/** Whole minutes, at least one. */
export const minutesOf = (ms: number) => Math.max(1, Math.round(ms / 60_000));
