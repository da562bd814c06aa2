#!/usr/bin/env node
/**
 * Pages that hold a crowd (issue 49), bounded and on loopback only (needs `npm run build` first): the built server on
 * a fresh PGlite folder, and beside it a bare Node server answering with the very HTML bytes the site served for the
 * same paths, from memory (bench/pages/staticTwin.mjs). Each of /sports, /merchandise and / takes 50 connections for
 * BENCH_SECONDS (default 10) on each server, one after the other (autocannon, no compression asked). Budgets: each
 * page at least 0.5x the twin's requests per second with a p99 under 100 ms. Then an admin save (a product renamed)
 * must show on the very next request of /merchandise. Writes .bench/pages.json (`budgets`); never fails on a figure.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const port = Number(process.env.BENCH_PAGES_PORT ?? 4392);
const base = `http://127.0.0.1:${port}`;
const PATHS = ['/sports', '/merchandise', '/'];
const RATIO = 0.5;
const P99_MS = 100;

if (!existsSync('dist-server/main.js') || !existsSync('dist/index.html')) {
  console.error('bench/pages.mjs: run "npm run build" first.');
  process.exit(0);
}

const dataDir = mkdtempSync(join(tmpdir(), 'pod-bench-pages-'));
const children = [];
const stopAll = () =>
  Promise.all(
    children.map(
      (child) =>
        new Promise((done) => {
          if (child.exitCode !== null) return done();
          child.once('exit', done);
          child.kill('SIGTERM');
        }),
    ),
  );

async function startSite() {
  const child = spawn(process.execPath, ['dist-server/main.js', '--port', String(port)], {
    env: { ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1', DATABASE_URL: '', STORYBOOK: 'off', LOG: 'off' },
    // Its complaints (a port in use, a failed start) show; its ordinary lines do not.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const started = Date.now();
  for (;;) {
    const body = await fetch(`${base}/api/health`).then(
      (r) => r.json(),
      () => null,
    );
    if (body?.database?.state === 'ready') return;
    if (Date.now() - started > 300_000) throw new Error('the site did not become ready in 300 s');
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function startTwin(pagesFile) {
  const child = spawn(process.execPath, ['bench/pages/staticTwin.mjs', pagesFile], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const [line] = await createInterface({ input: child.stdout })
    [Symbol.asyncIterator]()
    .next()
    .then((r) => [r.value]);
  return `http://127.0.0.1:${line}`;
}

const load = async (url) => {
  const result = await autocannon({ url, connections: 50, duration: seconds });
  return {
    reqPerSec: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
};

/** Signs in as the demo admin and renames the first product; true when /merchandise shows it on the next request. */
async function adminSaveShowsAtOnce() {
  const jar = new Map();
  const send = async (path, init = {}) => {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(`${base}${path}`, { ...init, headers: { ...init.headers, cookie } });
    for (const set of res.headers.getSetCookie()) {
      const [pair] = set.split(';');
      jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
    return res;
  };
  const { token } = await (await send('/api/admin/csrf')).json();
  const json = { 'content-type': 'application/json', 'x-csrf-token': token };
  const login = await send('/api/admin/login', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: 'admin@pod.example', password: 'pod-demo-2026' }),
  });
  if (!login.ok) throw new Error(`the demo admin's sign-in answered ${login.status}`);
  const [first] = (await (await send('/api/admin/products')).json()).products;
  const name = `Bench Jersey ${Date.now() % 100000}`;
  const saved = await send(`/api/admin/products/${first.id}`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      name,
      category: first.category,
      price: first.price,
      sizes: first.sizes.join(', '),
      description: first.description,
      image: first.image,
      inStock: first.inStock,
      whatsappOrdering: first.whatsappOrdering,
      version: first.version,
    }),
  });
  if (!saved.ok) throw new Error(`saving the product answered ${saved.status}: ${await saved.text()}`);
  return (await (await fetch(`${base}/merchandise`)).text()).includes(name);
}

const figures = { seconds, connections: 50, pages: {} };
try {
  await startSite();
  const served = {};
  for (const path of PATHS) {
    const res = await fetch(`${base}${path}`);
    served[path] = await res.text();
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  }
  const pagesFile = join(dataDir, 'pages.json');
  writeFileSync(pagesFile, JSON.stringify(served));
  const twin = await startTwin(pagesFile);
  for (const path of PATHS) {
    const site = await load(`${base}${path}`);
    const bare = await load(`${twin}${path}`);
    figures.pages[path] = {
      bytes: Buffer.byteLength(served[path]),
      site,
      static: bare,
      ratio: site.reqPerSec / bare.reqPerSec,
    };
  }
  figures.adminSaveOnNextRequest = await adminSaveShowsAtOnce();
} finally {
  await stopAll();
  rmSync(dataDir, { recursive: true, force: true });
}

const budgets = [
  ...PATHS.map((path) => {
    const f = figures.pages[path];
    const ok = f.ratio >= RATIO && f.site.p99Ms < P99_MS && f.site.errors === 0 && f.site.non2xx === 0;
    return {
      budget: `page ${path} at 50 connections >= ${RATIO}x a static server of the same bytes, p99 < ${P99_MS} ms`,
      verdict: ok ? 'PASS' : 'FAIL',
      detail: `${f.site.reqPerSec} vs ${f.static.reqPerSec} req/s (${f.ratio.toFixed(2)}x), p99 ${f.site.p99Ms} ms, errors ${f.site.errors}, non-2xx ${f.site.non2xx}`,
    };
  }),
  {
    budget: 'an admin save shows on the next page request',
    verdict: figures.adminSaveOnNextRequest ? 'PASS' : 'FAIL',
    detail: figures.adminSaveOnNextRequest ? 'renamed product on /merchandise at once' : 'the old name was served',
  },
];
console.log(
  `Pages under a crowd (50 connections, ${seconds} s each, loopback; site vs static twin of the same bytes):`,
);
for (const path of PATHS) {
  const f = figures.pages[path];
  console.log(
    `  ${path.padEnd(13)} ${(f.bytes / 1024).toFixed(0).padStart(4)} kB  site ${String(f.site.reqPerSec).padStart(5)} req/s p99 ${String(f.site.p99Ms).padStart(4)} ms   static ${String(f.static.reqPerSec).padStart(5)} req/s p99 ${String(f.static.p99Ms).padStart(4)} ms   ${f.ratio.toFixed(2)}x`,
  );
}
for (const b of budgets) console.log(`  ${b.verdict} ${b.budget}: ${b.detail}`);
mkdirSync('.bench', { recursive: true });
writeFileSync('.bench/pages.json', `${JSON.stringify({ at: new Date().toISOString(), budgets, figures }, null, 2)}\n`);
