#!/usr/bin/env node
/**
 * Availability that updates live (issue 45), bounded and on loopback only (needs `npm run build` first): the built
 * server on a throwaway PostgreSQL (bench/soak/postgres.mjs), 200 event streams open on two tennis dates, first all on
 * one server process, then split 100/100 over two processes on the same database with every change made through the
 * first. Two figures each time:
 *  - events delivered per second to the 200 streams while four visitors hold and release slots as fast as the server
 *    answers (BENCH_SECONDS, default 5);
 *  - the time from a confirm's request to the last stream's event showing it (p50 and p99 of 40 confirms, one at a
 *    time, each after its hold's event reached every stream), beside the confirm's own answer time for scale.
 * Budget: p99 under one second (the booking view's promise). Prints the figures and writes .bench/live.json; never
 * fails on a figure. Skipped, saying so, without the PostgreSQL server binaries.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { postgresBin, startCluster } from './soak/postgres.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const ports = [Number(process.env.BENCH_LIVE_PORT ?? 4393), Number(process.env.BENCH_LIVE_PORT ?? 4393) + 1];
const STREAMS = 200;
const CONFIRMS = 40;
const WORKERS = 4;
const P99_BUDGET_MS = 1_000;

if (!existsSync('dist-server/main.js') || !existsSync('dist/index.html')) {
  console.error('bench/live.mjs: run "npm run build" first.');
  process.exit(0);
}

const bin = postgresBin();
if (!bin) {
  console.log("Live availability: skipped (no PostgreSQL binaries: install Debian's postgresql or set PG_BIN).");
  process.exit(0);
}
const cluster = await startCluster(bin, { fsync: false });

const children = [];
const stopAll = () =>
  Promise.all(
    children.splice(0).map(
      (child) =>
        new Promise((done) => {
          if (child.exitCode !== null) return done();
          child.once('exit', done);
          child.kill('SIGTERM');
        }),
    ),
  );

async function startServer(port) {
  const child = spawn(process.execPath, ['dist-server/main.js', '--port', String(port)], {
    env: {
      ...process.env,
      DATABASE_URL: cluster.url,
      HOST: '127.0.0.1',
      STORYBOOK: 'off',
      LOG: 'off',
      // Each bench visitor comes from an address of its own (X-Forwarded-For), as real visitors do: the per-address
      // limit on mutations then applies to each, not to the bench as a whole.
      TRUST_PROXY: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    const body = await fetch(`${base}/api/health`).then(
      (r) => r.json(),
      () => null,
    );
    if (body?.database?.state === 'ready') return base;
    if (Date.now() - started > 120_000) throw new Error('the server did not become ready in 120 s');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The date `days` after today in India. */
const dateAhead = (days) => new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

let onEvent = null;

/** Opens one stream (its own connection) and counts its availability events. */
function openStream(base, dates) {
  const query = `sport=tennis${dates.map((d) => `&date=${d}`).join('')}`;
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${base}/api/availability/live?${query}`,
      { agent: false, headers: { accept: 'text/event-stream' } },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`a stream answered ${res.statusCode}`));
        res.setEncoding('utf8');
        const stream = { events: 0, close: () => req.destroy() };
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
          let end;
          while ((end = text.indexOf('\n\n')) >= 0) {
            const block = text.slice(0, end);
            text = text.slice(end + 2);
            if (block.includes('\nevent: availability\n')) {
              stream.events += 1;
              onEvent?.(stream);
            }
          }
        });
        resolve(stream);
      },
    );
    req.on('error', reject);
  });
}

/** Resolves with the time every stream has had one more event than now (rejects after 10 s). */
function nextOnAll(streams) {
  const before = new Map(streams.map((s) => [s, s.events]));
  let left = streams.filter((s) => s.events <= before.get(s)).length;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${left} streams got no event within 10 s`)), 10_000);
    const reached = new Set();
    onEvent = (stream) => {
      if (reached.has(stream) || stream.events <= before.get(stream)) return;
      reached.add(stream);
      if (--left === 0) {
        clearTimeout(timer);
        onEvent = null;
        resolve(performance.now());
      }
    };
  });
}

const visitor = (n) => ({
  address: `10.45.${Math.floor(n / 250)}.${(n % 250) + 1}`,
  customer: { name: `Bench Visitor ${n}`, email: `bench${n}@example.com`, phone: `9${String(700000000 + n)}` },
});

async function api(base, method, path, who, body) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), 'x-forwarded-for': who.address },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return res.status === 204 ? null : res.json();
}

const hold = (base, who, date, time, court) =>
  api(base, 'POST', '/api/holds', who, {
    sport: 'tennis',
    sessions: [{ date, time, court, duration: 1 }],
    customer: who.customer,
  });

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** One configuration: streams spread over `bases`, every change made through the first. */
async function measure(bases, busyDate, confirmDate, seed) {
  const streams = [];
  for (let i = 0; i < STREAMS; i++) streams.push(await openStream(bases[i % bases.length], [busyDate, confirmDate]));
  // Every stream starts with its two days.
  await new Promise((resolve, reject) => {
    const deadline = Date.now() + 20_000;
    const check = () => {
      if (streams.every((s) => s.events >= 1)) return resolve();
      if (Date.now() > deadline) return reject(new Error('the streams did not all start'));
      setTimeout(check, 20);
    };
    check();
  });
  const [base] = bases;

  // Throughput: four visitors hold and release their own slot over and over.
  const counted = () => streams.reduce((sum, s) => sum + s.events, 0);
  const before = counted();
  let lastEventAt = performance.now();
  onEvent = () => (lastEventAt = performance.now());
  const started = performance.now();
  const until = started + seconds * 1000;
  let changes = 0;
  await Promise.all(
    Array.from({ length: WORKERS }, async (_, w) => {
      const who = visitor(seed + w);
      const time = `${String(6 + w).padStart(2, '0')}:00`;
      while (performance.now() < until) {
        const { holdId } = await hold(base, who, busyDate, time, 1);
        await api(base, 'DELETE', `/api/holds/${holdId}`, who);
        changes += 2;
      }
    }),
  );
  // Let the last changes reach every stream.
  for (let quiet = 0; quiet < 10; quiet++) {
    const seen = counted();
    await new Promise((r) => setTimeout(r, 100));
    if (counted() !== seen) quiet = 0;
  }
  onEvent = null;
  const delivered = counted() - before;
  const eventsPerSecond = Math.round(delivered / ((lastEventAt - started) / 1000));

  // Latency: a hold, its event on every stream, then the confirm and its event on every stream.
  const latencies = [];
  const answers = [];
  for (let i = 0; i < CONFIRMS; i++) {
    const who = visitor(seed + 100 + i);
    const heldEverywhere = nextOnAll(streams);
    const { holdId } = await hold(
      base,
      who,
      confirmDate,
      `${String(Math.floor(i / 2)).padStart(2, '0')}:00`,
      1 + (i % 2),
    );
    await heldEverywhere;
    const bookedEverywhere = nextOnAll(streams);
    const sent = performance.now();
    await api(base, 'POST', '/api/bookings/confirm', who, { holdId, paymentId: `pay_BENCH${seed}${i}` });
    answers.push(performance.now() - sent);
    latencies.push((await bookedEverywhere) - sent);
  }
  streams.forEach((s) => s.close());
  return {
    processes: bases.length,
    streams: STREAMS,
    changes,
    eventsDelivered: delivered,
    eventsPerSecond,
    confirmToLastStreamMs: {
      p50: Math.round(percentile(latencies, 50)),
      p99: Math.round(percentile(latencies, 99)),
      max: Math.round(Math.max(...latencies)),
    },
    // The confirm's own answer, for scale: the stream's share is the rest.
    confirmAnswerMs: { p50: Math.round(percentile(answers, 50)), p99: Math.round(percentile(answers, 99)) },
  };
}

const figures = { seconds, streams: STREAMS, confirms: CONFIRMS, runs: [] };
try {
  const first = await startServer(ports[0]);
  figures.runs.push(await measure([first], dateAhead(1), dateAhead(3), 0));
  const second = await startServer(ports[1]);
  figures.runs.push(await measure([first, second], dateAhead(2), dateAhead(4), 1000));
} finally {
  await stopAll();
  cluster.stop();
}

const budgets = figures.runs.map((run) => ({
  budget: `live availability, ${run.processes} process${run.processes > 1 ? 'es' : ''} on PostgreSQL: a confirm reaches all ${STREAMS} streams with p99 < ${P99_BUDGET_MS} ms`,
  verdict: run.confirmToLastStreamMs.p99 < P99_BUDGET_MS ? 'PASS' : 'FAIL',
  detail: `p50 ${run.confirmToLastStreamMs.p50} ms, p99 ${run.confirmToLastStreamMs.p99} ms; ${run.eventsPerSecond} events/s delivered`,
}));
console.log(
  `Live availability (${STREAMS} event streams on loopback, PostgreSQL; ${WORKERS} visitors holding and releasing for ${seconds} s, then ${CONFIRMS} confirms):`,
);
for (const run of figures.runs) {
  const c = run.confirmToLastStreamMs;
  console.log(
    `  ${run.processes === 1 ? 'one process  ' : 'two processes'}  ${String(run.eventsPerSecond).padStart(6)} events/s delivered (${run.changes} changes, ${run.eventsDelivered} events)   confirm -> last stream p50 ${c.p50} ms, p99 ${c.p99} ms (max ${c.max} ms; the confirm's own answer p50 ${run.confirmAnswerMs.p50} ms)`,
  );
}
for (const b of budgets) console.log(`  ${b.verdict} ${b.budget}: ${b.detail}`);
mkdirSync('.bench', { recursive: true });
writeFileSync('.bench/live.json', `${JSON.stringify({ at: new Date().toISOString(), budgets, figures }, null, 2)}\n`);
