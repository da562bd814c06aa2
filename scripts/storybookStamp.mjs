/**
 * Whether the static Storybook (storybook-static/) was built from the files as they are now. A build leaves a stamp,
 * `storybook-static/.pod-build.json`: the hash of its inputs' paths and contents, and how long the build took. A
 * Storybook whose stamp holds the inputs' hash of now is fresh; any other (no stamp, another hash, a build cut short)
 * is built again. Node built-ins only: scripts/build-storybook.mjs writes the stamp, and the server
 * (server/storybookBuild.ts) reads it before it decides to build in the background.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The static Storybook's folder, under the project's root. */
export const storybookDir = 'storybook-static';
/** The stamp's name in that folder (a dotfile: the server never serves it). */
export const stampFile = '.pod-build.json';
/** What a build takes when none has been timed yet, ms. */
export const defaultBuildMs = 2 * 60_000;

/**
 * What the static Storybook is built from: its config, the stories and what they import (the design system, and
 * app/ and machines/ for copy, fixtures and types), the files it serves as they are (public/), and the packages and
 * configs Storybook's Vite build reads.
 */
export const storybookInputs = [
  '.storybook',
  'stories',
  'design-system',
  'app',
  'machines',
  'public',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.json',
];

/** Every file under `path` (itself when it is a file), as paths relative to `root` with forward slashes, sorted. */
function filesUnder(root, path) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full)
    .filter((name) => name !== 'node_modules')
    .sort()
    .flatMap((name) => filesUnder(root, `${path}/${name}`));
}

/**
 * The SHA-256 (hex) of the inputs under `root`: each file's path and contents, in a fixed order. A file added,
 * removed, renamed or changed changes it; touching a file without changing it (a checkout, a copy) does not.
 * About 700 files, 5 MB: tens of milliseconds.
 */
export function inputsHash(root = process.cwd(), inputs = storybookInputs) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    // A missing input hashes differently from an empty folder of the same name.
    if (!existsSync(join(root, input))) hash.update(`missing ${input}\0`);
    const files = filesUnder(root, input);
    for (const file of files) {
      const contents = readFileSync(join(root, file));
      hash.update(`${file}\0${contents.length}\0`);
      hash.update(contents);
    }
  }
  return hash.digest('hex');
}

/** The stamp of the Storybook in `dir` ({ hash, durationMs, builtAt }), or null when there is none or it is unreadable. */
export function readStamp(dir) {
  try {
    const stamp = JSON.parse(readFileSync(join(dir, stampFile), 'utf8'));
    return typeof stamp?.hash === 'string' && Number.isFinite(stamp.durationMs) ? stamp : null;
  } catch {
    return null;
  }
}

/** Writes the stamp of a finished build. */
export function writeStamp(dir, { hash, durationMs, builtAt = new Date().toISOString() }) {
  writeFileSync(
    join(dir, stampFile),
    `${JSON.stringify({ hash, durationMs: Math.round(durationMs), builtAt }, null, 2)}\n`,
  );
}

/** A Storybook is in `dir` (its manager page and its preview frame). */
export function isBuilt(dir) {
  return existsSync(join(dir, 'index.html')) && existsSync(join(dir, 'iframe.html'));
}

/** The Storybook in `dir` is built and its stamp holds `hash` (the inputs' hash of now). */
export function isFresh(dir, hash) {
  return isBuilt(dir) && readStamp(dir)?.hash === hash;
}

/** How long the next build should take, ms: the last recorded build's time, or two minutes. */
export function expectedBuildMs(dir) {
  const last = readStamp(dir)?.durationMs;
  return last && last > 0 ? last : defaultBuildMs;
}
