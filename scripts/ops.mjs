#!/usr/bin/env node
/**
 * npm run backup / npm run restore FILE [-- --replace]: runs the command through the built server
 * (`node dist-server/main.js backup|restore ...`, server/ops/cli.ts), building the server first when it is not built.
 */
import { existsSync } from 'node:fs';
import { run } from './lib.mjs';

const [command, ...args] = process.argv.slice(2);
if (!existsSync('dist-server/main.js') && run('npm', ['run', 'build:server']) !== 0) process.exit(1);
process.exit(run('node', ['dist-server/main.js', command, ...args]));
