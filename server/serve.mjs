#!/usr/bin/env node
/**
 * Serves a built folder. Production mode (default, `dist/`): client routes fall back to index.html, hashed assets
 * are cached for a year and served precompressed (brotli/gzip files written by scripts/compress.mjs), HTML is never
 * cached, and security headers are set. `--static` serves a folder as it is (used for storybook-static in tests).
 *
 *   node server/serve.mjs [--dir dist] [--port 4173] [--static]
 */
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import helmet from 'helmet';
import sirv from 'sirv';
import { contentSecurityPolicy } from './csp.mjs';

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 && process.argv[i + 1] && !process.argv[i + 1].startsWith('--') ? process.argv[i + 1] : fallback;
}

const staticMode = process.argv.includes('--static');
const dir = resolve(arg('dir', 'dist'));
const port = Number(arg('port', process.env.PORT ?? '4173'));
const host = process.env.HOST ?? '127.0.0.1';

if (!existsSync(dir)) {
  console.error(`Nothing to serve: ${dir} does not exist. Run "npm run build" first (npm start does it for you).`);
  process.exit(1);
}

const assets = sirv(dir, {
  single: !staticMode,
  etag: true,
  gzip: !staticMode,
  brotli: !staticMode,
  dotfiles: false,
  setHeaders(res, pathname) {
    if (staticMode) return;
    if (pathname.startsWith('/assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    else res.setHeader('Cache-Control', 'no-cache');
  },
});

const security = helmet({
  contentSecurityPolicy: { useDefaults: false, directives: parseDirectives(contentSecurityPolicy()) },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  strictTransportSecurity: false,
  xFrameOptions: { action: 'deny' },
});

function parseDirectives(policy) {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

const server = createServer((req, res) => {
  const next = () =>
    assets(req, res, () => {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('Not found');
    });
  if (staticMode) return next();
  security(req, res, (err) => {
    if (err) {
      res.statusCode = 500;
      res.end('Server error');
      return;
    }
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self "https://api.razorpay.com")');
    next();
  });
});

server.listen(port, host, () => {
  console.log(`POD site: serving ${dir} at http://localhost:${port}${staticMode ? ' (static)' : ''}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
