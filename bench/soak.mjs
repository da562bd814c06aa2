#!/usr/bin/env node
/**
 * Several processes on one PostgreSQL (issue 49), bounded and on loopback only (needs `npm run build` first, and
 * PostgreSQL's server binaries: PG_BIN, /usr/local/bin or Debian's postgresql package; without them it says so and
 * stops). A throwaway cluster, two built server processes on it (demo payments) behind a round-robin proxy, and
 * BENCH_SOAK_SECONDS (default 120) of mixed traffic from 16 visitors at a time and one member of staff (pages,
 * availability, holds, pay, confirms, cancels, café offer saves: bench/soak/soak.mjs). Halfway one process is killed
 * with SIGKILL and started again on its port. Reports requests, errors by kind, p50/p99 per kind; budgets: zero
 * overlapping bookings, zero confirmed bookings or captured payments lost, no 5xx but the killed process's requests
 * in flight, every unanswered confirm confirmed when tried again. Writes .bench/soak.json; never fails on a figure.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { checkSoak, errorKinds, percentile, runSoak, soakLines, startProxy } from './soak/soak.mjs';
import { loopbackPort, postgresBin, startCluster } from './soak/postgres.mjs';

const seconds = Number(process.env.BENCH_SOAK_SECONDS ?? 120);
const CONCURRENCY = 16;
/** The servers' clock starts on a Monday morning in India, so the booked days are the same in every run. */
const CLOCK_START = '2030-01-07T10:00:00+05:30';
const TODAY = '2030-01-07';
const DAYS_AHEAD = 60;

if (!existsSync('dist-server/main.js') || !existsSync('dist/index.html')) {
  console.error('bench/soak.mjs: run "npm run build" first.');
  process.exit(0);
}
const bin = postgresBin();
if (!bin) {
  console.log(
    "Several processes soak: skipped (no PostgreSQL server binaries: install Debian's postgresql or set PG_BIN).",
  );
  process.exit(0);
}

const children = new Set();
/** A built server process on `port`, resolved once its database is ready. */
async function startServer(port, url) {
  const child = spawn(process.execPath, ['dist-server/main.js', '--port', String(port)], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      HOST: '127.0.0.1',
      PAYMENTS_MODE: 'demo',
      TRUST_PROXY: '127.0.0.1',
      BOOKING_DAYS_AHEAD: String(DAYS_AHEAD),
      CLOCK_START,
      STORYBOOK: 'off',
      LOG: 'off',
      DATA_DIR: '',
    },
    // What it says is shown only if it fails to start (its warnings about demo mode would repeat at each start).
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let said = '';
  child.stderr.on('data', (chunk) => (said += chunk));
  children.add(child);
  child.once('exit', () => children.delete(child));
  const started = Date.now();
  for (;;) {
    const body = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.json(),
      () => null,
    );
    if (body?.database?.state === 'ready') return child;
    if (child.exitCode !== null) throw new Error(`the server on port ${port} ended (${child.exitCode}):\n${said}`);
    if (Date.now() - started > 300_000) throw new Error(`the server on port ${port} was not ready in 300 s:\n${said}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
const stopAll = () =>
  Promise.all(
    [...children].map(
      (child) =>
        new Promise((done) => {
          child.once('exit', done);
          child.kill('SIGTERM');
        }),
    ),
  );

let cluster = null;
let proxy = null;
let result = null;
/** Requests each process answered (the restarted one: since its restart), and that count before it. */
let answered = [0, 0];
let answeredBeforeRestart = 0;
try {
  cluster = await startCluster(bin);
  const ports = [await loopbackPort(), await loopbackPort()];
  // The first start migrates and seeds; the second waits for it (an advisory lock) and finds it done.
  const servers = await Promise.all(ports.map((port) => startServer(port, cluster.url)));
  proxy = await startProxy(ports.map((port) => `http://127.0.0.1:${port}`));
  const report = await runSoak({
    url: proxy.url,
    seconds,
    concurrency: CONCURRENCY,
    today: TODAY,
    daysAhead: DAYS_AHEAD,
    halfway: async (killed) => {
      await new Promise((done) => {
        servers[1].once('exit', done);
        servers[1].kill('SIGKILL');
      });
      killed();
      servers[1] = await startServer(ports[1], cluster.url);
      // Back in the proxy's rotation once its health check sees it ready.
      while (!proxy.up().every(Boolean)) await new Promise((r) => setTimeout(r, 50));
      answeredBeforeRestart = proxy.answered()[1];
    },
  });
  answered = proxy.answered();
  answered[1] -= answeredBeforeRestart;
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  try {
    result = {
      report,
      check: await checkSoak(async (text, params) => (await client.query(text, params)).rows, report),
    };
  } finally {
    await client.end();
  }
} finally {
  await proxy?.close();
  await stopAll();
  cluster?.stop();
}

const { report, check } = result;
const budgets = [
  {
    budget: 'no two live bookings of a court overlap',
    verdict: check.overlaps === 0 ? 'PASS' : 'FAIL',
    detail: `${check.overlaps} overlapping pairs`,
  },
  {
    budget: 'no confirmed booking or captured payment lost',
    verdict: check.bookingsLost === 0 && check.paymentsLost === 0 ? 'PASS' : 'FAIL',
    detail: `${check.bookingsLost} of ${check.bookingsConfirmed} bookings, ${check.paymentsLost} of ${check.paymentsCaptured} payments`,
  },
  {
    budget: "no 5xx except the killed process's requests in flight",
    verdict:
      check.serverErrors === 0 && check.lostOutsideKill === 0 && check.lostInFlight <= CONCURRENCY + 1
        ? 'PASS'
        : 'FAIL',
    detail: `${check.serverErrors} other 5xx; ${check.lostInFlight} lost in flight at the kill (${check.lostOutsideKill} outside it)`,
  },
  {
    budget: 'the killed process, started again, takes its share of the traffic',
    verdict: answered[1] > 0 ? 'PASS' : 'FAIL',
    detail: `${answered[1]} requests answered since its restart (the other: ${answered[0]} in all)`,
  },
  {
    budget: 'every confirm left unanswered by the kill is confirmed when tried again',
    verdict: check.retriedNotConfirmed === 0 ? 'PASS' : 'FAIL',
    detail: `${report.retried.length} retried, ${check.retriedNotConfirmed} not confirmed`,
  },
];
console.log(`Several processes soak (two server processes on one PostgreSQL, ${seconds} s, loopback):`);
for (const line of soakLines(report, check)) console.log(`  ${line}`);
for (const b of budgets) console.log(`  ${b.verdict} ${b.budget}: ${b.detail}`);
const all = report.requests.map((r) => r.ms);
const figures = {
  seconds,
  concurrency: CONCURRENCY,
  requests: report.requests.length,
  p50Ms: percentile(all, 50),
  p99Ms: percentile(all, 99),
  errors: errorKinds(report),
  killedAtMs: Math.round(report.killedAt ?? 0),
  restartedAtMs: Math.round(report.restartedAt ?? 0),
  answered,
  check,
};
mkdirSync('.bench', { recursive: true });
writeFileSync('.bench/soak.json', `${JSON.stringify({ at: new Date().toISOString(), budgets, figures }, null, 2)}\n`);
