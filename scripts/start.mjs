#!/usr/bin/env node
/** npm start: install dependencies if needed, build the production site, serve it at http://localhost:4173 (PORT overrides). */
import { ensureDependencies, run } from './lib.mjs';

if (ensureDependencies() !== 0) process.exit(1);
if (run('npm', ['run', 'build']) !== 0) process.exit(1);
process.exit(run('node', ['server/serve.mjs']));
