#!/usr/bin/env node
/**
 * Which visual baselines changed against git's HEAD, and how: in their pixels (look at these before committing) or
 * only in their encoding (the same picture stored as Chromium's own PNG bytes, so the story tests' fast path, a byte
 * comparison, applies). Run by `npm run test:update-snapshots` when it ends; `node scripts/baseline-changes.mjs`
 * alone works too.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { PNG } from 'pngjs';

const folder = 'tests/visual/__screenshots__';
const changed = execFileSync('git', ['status', '--porcelain', '--', folder], { encoding: 'utf8' })
  .split('\n')
  .filter(Boolean)
  .map((line) => line.slice(3));
const pixels = [];
const added = [];
let encodingOnly = 0;
for (const file of changed) {
  if (!existsSync(file)) continue;
  let before;
  try {
    before = PNG.sync.read(execFileSync('git', ['show', `HEAD:${file}`], { maxBuffer: 1 << 30 }));
  } catch {
    added.push(file);
    continue;
  }
  const after = PNG.sync.read(readFileSync(file));
  if (before.width === after.width && before.height === after.height && before.data.equals(after.data)) encodingOnly += 1;
  else pixels.push(`${file} (${before.width}x${before.height} -> ${after.width}x${after.height})`);
}
console.log(`baselines: ${pixels.length} changed in pixels, ${added.length} new, ${encodingOnly} re-stored with the same pixels`);
for (const line of [...pixels, ...added.map((f) => `${f} (new)`)]) console.log(`  ${line}`);
