#!/usr/bin/env node
/**
 * Rebuilds Storybook and rewrites every visual baseline in tests/visual/__screenshots__. Look at the diff of the
 * PNGs before committing: refresh baselines only for intended changes or pure rendering noise.
 */
import { ensureDependencies, ensureSystem, run } from './lib.mjs';

if (ensureSystem() !== 0 || ensureDependencies() !== 0) process.exit(1);
if (run('npm', ['run', 'build-storybook']) !== 0) process.exit(1);
process.exit(
  run('npx', ['playwright', 'test', '--config', 'tests/visual/playwright.config.ts', '--update-snapshots=all', ...process.argv.slice(2)]),
);
