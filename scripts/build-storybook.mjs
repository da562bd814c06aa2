#!/usr/bin/env node
/**
 * npm run build-storybook: the static Storybook in storybook-static/ (`storybook build --quiet -o storybook-static`),
 * then its stamp (the inputs' hash and the build's time, scripts/storybookStamp.mjs), so a server that serves it
 * (server/storybookBuild.ts) knows it is fresh and does not build it again.
 *
 *   node scripts/build-storybook.mjs [--if-stale] [storybook build options]
 *
 * --if-stale: nothing to do when the stamp matches the inputs. Other options go on to `storybook build` after its
 * defaults; with another output folder (`--output-dir`, as Chromatic's `--build-script-name` passes) no stamp is written.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { run } from './lib.mjs';
import { inputsHash, isFresh, storybookDir, writeStamp } from './storybookStamp.mjs';

const root = process.cwd();
const dir = resolve(root, storybookDir);
// The hash of the files the build starts from: a file changed while it runs makes the next check build again.
const hash = inputsHash(root);
const options = process.argv.slice(2).filter((arg) => arg !== '--if-stale');
const elsewhere = options.some((arg) => /^(-o|--output-dir)(=|$)/.test(arg));
if (process.argv.includes('--if-stale') && !elsewhere && isFresh(dir, hash)) {
  console.log('storybook: up to date (storybook-static/.pod-build.json)');
  process.exit(0);
}
// Storybook's own command, by path: the server runs this script without node_modules/.bin on its PATH.
const storybook = join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'storybook.cmd' : 'storybook');
if (!existsSync(storybook)) {
  console.error('storybook: Storybook is not installed (a devDependency): run npm ci.');
  process.exit(1);
}
const started = performance.now();
const status = run(storybook, ['build', '--quiet', '-o', storybookDir, ...options]);
if (status !== 0) process.exit(status);
if (elsewhere) process.exit(0);
const durationMs = performance.now() - started;
writeStamp(dir, { hash, durationMs });
console.log(`storybook: built in ${(durationMs / 1000).toFixed(0)} s (storybook-static/)`);
