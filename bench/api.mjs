#!/usr/bin/env node
/**
 * API figures, bounded and on loopback only (needs `npm run build` first): first start on a fresh DATA_DIR and a
 * warm restart (spawn to /api/health ready), requests/s and p99 of GET /api/availability and of a page's HTML at
 * 50 connections (autocannon, BENCH_SECONDS each, default 10), and 50 simultaneous holds on one slot.
 * Prints figures and writes .bench/api.json; never fails on them. Targets: availability >= 2,000 req/s, p99 <= 50 ms.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 4391);
const base = `http://127.0.0.1:${port}`;

if (!existsSync('dist-server/main.js') || !existsSync('dist/index.html')) {
  console.error('bench/api.mjs: run "npm run build" first.');
  process.exit(0);
}

const dataDir = mkdtempSync(join(tmpdir(), 'pod-bench-data-'));

async function startServer() {
  const started = performance.now();
  const child = spawn(process.execPath, ['dist-server/main.js', '--port', String(port)], {
    env: { ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1', DATABASE_URL: '' },
    stdio: 'ignore',
  });
  let listening = null;
  for (;;) {
    const res = await fetch(`${base}/api/health`).catch(() => null);
    if (res && listening === null) listening = performance.now() - started;
    if (res?.ok) return { child, listeningMs: listening, readyMs: performance.now() - started };
    if (performance.now() - started > 120_000) throw new Error('the server did not become ready in 120 s');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const stop = (child) => new Promise((done) => (child.once('exit', done), child.kill('SIGTERM')));

const tomorrow = new Date(Date.now() + 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);
const load = async (path) => {
  const result = await autocannon({ url: `${base}${path}`, connections: 50, duration: seconds });
  return {
    reqPerSec: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
};

const figures = {};
try {
  const first = await startServer();
  figures.firstStart = { listeningMs: Math.round(first.listeningMs), databaseReadyMs: Math.round(first.readyMs) };
  await stop(first.child);
  const warm = await startServer();
  figures.warmRestart = { listeningMs: Math.round(warm.listeningMs), databaseReadyMs: Math.round(warm.readyMs) };

  figures.availability = await load(`/api/availability?sport=badminton&date=${tomorrow}`);
  figures.pageHtml = await load('/sports');

  const body = JSON.stringify({
    sport: 'tennis',
    sessions: [{ date: tomorrow, time: '06:00', court: 1, duration: 1 }],
    customer: { name: 'Bench', email: 'bench@example.com', phone: '9876543210' },
  });
  const t0 = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: 50 }, () =>
      fetch(`${base}/api/holds`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then(
        (r) => r.status,
      ),
    ),
  );
  figures.holdContention = {
    requests: 50,
    created: statuses.filter((s) => s === 201).length,
    refused409: statuses.filter((s) => s === 409).length,
    totalMs: Math.round(performance.now() - t0),
  };
  await stop(warm.child);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

mkdirSync('.bench', { recursive: true });
writeFileSync('.bench/api.json', JSON.stringify(figures, null, 2));
console.log(
  `first start:   listening ${figures.firstStart.listeningMs} ms, database ready ${figures.firstStart.databaseReadyMs} ms`,
);
console.log(
  `warm restart:  listening ${figures.warmRestart.listeningMs} ms, database ready ${figures.warmRestart.databaseReadyMs} ms`,
);
const line = (name, f, target) =>
  console.log(`${name} ${f.reqPerSec} req/s, p99 ${f.p99Ms} ms (errors ${f.errors}, non-2xx ${f.non2xx})${target}`);
line('availability: ', figures.availability, '  [target >= 2000 req/s, p99 <= 50 ms]');
line('page HTML:    ', figures.pageHtml, '');
const h = figures.holdContention;
console.log(
  `hold contention: 50 simultaneous holds on one slot -> ${h.created} created, ${h.refused409} refused (409), ${h.totalMs} ms`,
);
