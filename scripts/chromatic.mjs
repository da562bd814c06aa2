#!/usr/bin/env node
/** Publishes Storybook to Chromatic, only when CHROMATIC_PROJECT_TOKEN is set (never in CI here: it needs the cloud). */
import { run } from './lib.mjs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'chromatic: CHROMATIC_PROJECT_TOKEN is not set; nothing published (the local visual tests are `npm run test:visual`).',
  );
  process.exit(0);
}
process.exit(run('npx', ['chromatic', '--exit-zero-on-changes', '--build-script-name', 'build-storybook']));
