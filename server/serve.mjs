#!/usr/bin/env node
/**
 * `--static`: serves a folder as it is, with no API (used for storybook-static by the visual tests):
 *   node server/serve.mjs --static [--dir storybook-static] [--port 4173]
 * Without --static it starts the production server (the built dist-server/main.js: site + API), passing its
 * arguments on; `npm run build` builds both.
 */
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import sirv from 'sirv';

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 && process.argv[i + 1] && !process.argv[i + 1].startsWith('--') ? process.argv[i + 1] : fallback;
}

if (!process.argv.includes('--static')) {
  const main = resolve('dist-server/main.js');
  if (!existsSync(main)) {
    console.error('The server is not built: run "npm run build" first (npm start does it for you).');
    process.exit(1);
  }
  await import(pathToFileURL(main).href);
} else {
  const dir = resolve(arg('dir', 'dist'));
  const port = Number(arg('port', process.env.PORT ?? '4173'));
  const host = process.env.HOST ?? '127.0.0.1';
  if (!existsSync(dir)) {
    console.error(`Nothing to serve: ${dir} does not exist.`);
    process.exit(1);
  }
  const assets = sirv(dir, { etag: true, dotfiles: false });
  const server = createServer((req, res) =>
    assets(req, res, () => {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('Not found');
    }),
  );
  server.listen(port, host, () => console.log(`POD: serving ${dir} at http://localhost:${port} (static)`));
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
}
