#!/usr/bin/env node
/**
 * npm start: install dependencies if needed, build the production site and server, serve them at
 * http://localhost:4173 (PORT overrides). The database is PGlite in ./data (DATA_DIR) unless DATABASE_URL is set.
 * The design system's Storybook is served at /storybook/: the server builds it in the background once it listens,
 * when what it is built from has changed (STORYBOOK_BUILD=auto, set here; STORYBOOK=off leaves it out).
 */
import { ensureDependencies, run } from './lib.mjs';

if (ensureDependencies() !== 0) process.exit(1);
if (run('npm', ['run', 'build']) !== 0) process.exit(1);
process.exit(
  run('node', ['dist-server/main.js'], {
    env: { ...process.env, STORYBOOK_BUILD: process.env.STORYBOOK_BUILD ?? 'auto' },
  }),
);
