#!/usr/bin/env node
/**
 * Rewrites visual baselines in tests/visual/__screenshots__ by running the story tests in update mode: each story's
 * play and accessibility check still have to pass before its screenshot is written. Arguments go to Vitest, so
 * `npm run test:update-snapshots -- stories/primitives/Toast.stories.tsx` refreshes one file's stories and
 * `-- -t "Stacked"` one story. It ends by listing the baselines whose pixels changed and writing
 * test-results/visual/report.html, each one's old image, new image and diff (scripts/baseline-changes.mjs): look at
 * it before committing, and refresh baselines only for intended changes.
 */
import { ensureDependencies, ensureSystem, run } from './lib.mjs';

if (ensureSystem() !== 0 || ensureDependencies() !== 0) process.exit(1);
// The test run's JSON report names the stories in the report (their story names as the tests have them).
const results = '.bench/reports/update-snapshots.json';
// `--update` goes last: it takes an optional value, and would swallow a file name that followed it.
const status = run('npx', [
  'vitest',
  'run',
  '--project',
  'storybook',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${results}`,
  ...process.argv.slice(2),
  '--update',
]);
// What changed, by pixels: the baselines to look at before committing.
run('node', ['scripts/baseline-changes.mjs', '--results', results]);
process.exit(status);
