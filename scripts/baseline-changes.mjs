#!/usr/bin/env node
/**
 * Which visual baselines changed against git's HEAD, and how: in their pixels (look at these before committing) or
 * only in their encoding (the same picture stored as Chromium's own PNG bytes, so the story tests' fast path, a byte
 * comparison, applies). Run by `npm run test:update-snapshots` when it ends; `node scripts/baseline-changes.mjs`
 * alone works too. When pixels changed, or a baseline is new, it also writes test-results/visual/report.html
 * (scripts/visual-report.mjs): each such story's old image (HEAD's), new image, diff and share of pixels changed.
 * `--results <vitest json report>` names the stories as the test run did.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { baselinesDir, comparePngs, describeChange, storyNames, writeReport } from './visual-report.mjs';

const changed = execFileSync('git', ['status', '--porcelain', '--', baselinesDir], { encoding: 'utf8' })
  .split('\n')
  .filter(Boolean)
  .map((line) => line.slice(3));
const pixels = [];
const added = [];
const entries = [];
let encodingOnly = 0;
for (const file of changed) {
  if (!existsSync(file)) continue;
  const id = basename(file, '.png');
  const head = () =>
    execFileSync('git', ['show', `HEAD:${file}`], { maxBuffer: 1 << 30, stdio: ['ignore', 'pipe', 'ignore'] });
  const now = () => readFileSync(file);
  let old;
  try {
    old = head();
  } catch {
    added.push(file);
    entries.push({ id, before: null, after: now });
    continue;
  }
  const comparison = comparePngs(old, now());
  if (!comparison.changed) encodingOnly += 1;
  else {
    pixels.push(`${file} (${describeChange(comparison)})`);
    // The report reads both again (git is quick): holding every changed picture here could take gigabytes.
    entries.push({ id, before: head, after: now });
  }
}
console.log(
  `baselines: ${pixels.length} changed in pixels, ${added.length} new, ${encodingOnly} re-stored with the same pixels`,
);
for (const line of [...pixels, ...added.map((f) => `${f} (new)`)]) console.log(`  ${line}`);
if (entries.length) {
  const at = process.argv.indexOf('--results');
  const { name } = storyNames({ results: at > 0 ? process.argv[at + 1] : undefined });
  const { path } = writeReport({ entries, mode: 'update', names: name });
  console.log(`baselines: see ${path} (old, new and diff of each, to approve before committing)`);
}
