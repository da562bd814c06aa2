#!/usr/bin/env node
/**
 * npm test: every check, in order, on a fresh clone. Installs what is missing first, then runs each stage, times
 * it (the figures feed `npm run bench`), and ends with one summary line of tests passed and failed.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { ensureDependencies, ensureSystem, readJson, run } from './lib.mjs';

const reports = '.bench/reports';
const stages = [
  { name: 'system', run: () => ensureSystem() },
  { name: 'install', run: () => ensureDependencies() },
  { name: 'typecheck', run: () => run('npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']) },
  { name: 'lint', run: () => run('npx', ['eslint', '--max-warnings', '0', '.']) },
  {
    name: 'unit',
    run: () => vitest('unit'),
    counts: () => vitestCounts('unit'),
  },
  {
    name: 'stories',
    run: () => vitest('storybook'),
    counts: () => vitestCounts('storybook'),
  },
  { name: 'build', run: () => run('npm', ['run', 'build']) },
  { name: 'build-storybook', run: () => run('npm', ['run', 'build-storybook']) },
  { name: 'visual', run: () => playwright('visual'), counts: () => playwrightCounts('visual') },
  { name: 'e2e', run: () => playwright('e2e'), counts: () => playwrightCounts('e2e') },
];

function vitest(project) {
  return run('npx', [
    'vitest', 'run', '--project', project,
    '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/${project}.json`,
  ]);
}

function vitestCounts(project) {
  const r = readJson(`${reports}/${project}.json`, null);
  return r ? { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests } : null;
}

function playwright(kind) {
  return run('npx', ['playwright', 'test', '--config', `tests/${kind}/playwright.config.ts`], {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/${kind}.json` },
  });
}

function playwrightCounts(kind) {
  const r = readJson(`${reports}/${kind}.json`, null);
  if (!r?.stats) return null;
  return { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected, skipped: r.stats.skipped };
}

const only = process.argv.slice(2);
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const timings = [];
let failedStage = null;
const totals = { passed: 0, failed: 0, skipped: 0 };
for (const stage of stages) {
  if (only.length && !only.includes(stage.name) && !['system', 'install'].includes(stage.name)) continue;
  console.log(`\n=== ${stage.name}`);
  const start = performance.now();
  const status = stage.run();
  const seconds = (performance.now() - start) / 1000;
  timings.push({ stage: stage.name, seconds: Number(seconds.toFixed(1)), ok: status === 0 });
  const counts = stage.counts?.();
  if (counts) for (const k of Object.keys(totals)) totals[k] += counts[k] ?? 0;
  if (status !== 0) {
    failedStage = stage.name;
    break;
  }
}

writeFileSync('.bench/test-stages.json', `${JSON.stringify({ at: new Date().toISOString(), timings }, null, 2)}\n`);
console.log('\n=== summary');
for (const t of timings) console.log(`${t.ok ? 'ok  ' : 'FAIL'} ${t.stage.padEnd(16)} ${t.seconds.toFixed(1).padStart(7)} s`);
if (failedStage) {
  console.log(`npm test failed at stage "${failedStage}".`);
  if (totals.failed === 0) totals.failed = 1;
}
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStage ? 1 : 0);
