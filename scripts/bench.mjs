#!/usr/bin/env node
/**
 * npm run bench: prints the figures behind the speed and size targets.
 *  1. Gzipped initial JS of each route: the entry chunk and its static imports, plus the route's lazy chunk and
 *     its static imports (from Vite's build manifest). Dynamic imports that load on demand are excluded.
 *  2. The time of each stage of the last `npm test` (.bench/test-stages.json).
 *  3. Whatever bench/*.mjs print (each measures one target on the production build).
 *  4. A summary of every budget's verdict, PASS or FAIL: the initial JS and admin-code budgets above, and those the
 *     bench/*.mjs of this run stored in .bench/*.json (a `budgets` list of { budget, verdict, detail }). A FAIL is
 *     reported, not an exit code (only admin code in a public bundle, or a bench script that breaks, sets one).
 * Builds first when dist/ has no manifest.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { ensureDependencies, readJson, run } from './lib.mjs';

/** Files in .bench/ older than this are a previous run's: their verdicts are not this run's. */
const startedAt = Date.now();
const manifestPath = 'dist/.vite/manifest.json';
if (!existsSync(manifestPath) && run('npm', ['run', 'build']) !== 0) process.exit(1);
const manifest = readJson(manifestPath, {});
const routes = readJson('app/routes.bench.json', null) ?? {};

function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}

function gzipBytes(keys) {
  let total = 0;
  const files = new Set([...keys].map((k) => manifest[k]?.file).filter(Boolean));
  for (const file of files) total += gzipSync(readFileSync(`dist/${file}`), { level: 9 }).length;
  return total;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
// The page's script (app/boot.ts) always loads the app (app/main.tsx) once the served page has painted: its one
// dynamic import counts as initial JS.
const entry = closure(entryKey);
for (const app of manifest[entryKey].dynamicImports ?? []) closure(app, entry);
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

/** Issue 15's budgets: the home page's initial JS (1.1x the framework floor) and every other route's. */
const HOME_BUDGET = 115 * 1024;
const ROUTE_BUDGET = 170 * 1024;
const budgetNote = (bytes, budget) =>
  bytes <= budget ? `ok (<= ${kb(budget)})` : `over ${kb(budget)} by ${kb(bytes - budget)}`;

const sizeVerdicts = [];
console.log('Initial JS per route (gzip):');
console.log(`  ${'route'.padEnd(24)} ${'total'.padStart(10)} ${'route chunk'.padStart(12)}  budget`);
console.log(`  ${'(shared entry)'.padEnd(24)} ${kb(gzipBytes(entry)).padStart(10)}`);
for (const [route, sources] of Object.entries(routes)) {
  const keys = new Set(entry);
  const own = new Set();
  for (const src of [sources].flat()) {
    for (const k of closure(src)) {
      if (entry.has(k)) continue;
      keys.add(k);
      own.add(k);
    }
  }
  const total = gzipBytes(keys);
  if (!route.startsWith('/admin')) sizeVerdicts.push(total <= (route === '/' ? HOME_BUDGET : ROUTE_BUDGET));
  const budget = route.startsWith('/admin') ? '' : `  ${budgetNote(total, route === '/' ? HOME_BUDGET : ROUTE_BUDGET)}`;
  console.log(`  ${route.padEnd(24)} ${kb(total).padStart(10)} ${kb(gzipBytes(own)).padStart(12)}${budget}`);
}

// No admin code in a public page's bundle: the JS a public route loads up front (the entry, its static imports, the
// route's chunk and its static imports) must hold none of the admin area's modules or markers. Markers are strings
// only admin code contains: the admin API path, the guard's labels, the dashboard's heading and the chart library.
const adminModule =
  /(^|\/)(app\/pages\/admin|app\/routes\/admin|app\/adapters\/adminApi|app\/content\/admin|machines\/admin|design-system\/(screens\/Admin|patterns\/(Admin|RevenueChart))|node_modules\/(recharts|victory-vendor|@reduxjs|d3-))/;
const adminMarkers = ['/api/admin', 'Authenticating...', 'Signing in...', 'Admin Dashboard', 'recharts-'];
const publicRoutes = Object.entries(routes).filter(([route]) => !route.startsWith('/admin'));
const adminRoutes = Object.entries(routes).filter(([route]) => route.startsWith('/admin'));
const publicKeys = new Set(entry);
for (const [, sources] of publicRoutes)
  for (const src of [sources].flat()) for (const k of closure(src)) publicKeys.add(k);
const publicFiles = new Set([...publicKeys].map((k) => manifest[k]?.file).filter(Boolean));
const leaks = [];
for (const key of publicKeys) if (adminModule.test(key)) leaks.push(`module ${key}`);
for (const file of publicFiles) {
  const text = readFileSync(`dist/${file}`, 'utf8');
  for (const marker of adminMarkers) if (text.includes(marker)) leaks.push(`"${marker}" in ${file}`);
}
const adminKeys = new Set();
for (const [, sources] of adminRoutes)
  for (const src of [sources].flat()) for (const k of closure(src)) if (!entry.has(k)) adminKeys.add(k);
const adminOnly = Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry && adminModule.test(k));
console.log('\nAdmin code in public bundles (entry + public routes, static imports):');
console.log(
  `  public chunks scanned: ${publicFiles.size} (${kb(gzipBytes(publicKeys))} gzip); admin modules or markers found: ${leaks.length}`,
);
for (const leak of leaks) console.log(`  LEAK: ${leak}`);
console.log(
  `  admin routes' own chunks: ${kb(gzipBytes(adminKeys))} gzip; lazy admin chunks: ${adminOnly.length} (chart library: ${kb(
    gzipBytes(
      new Set(
        Object.keys(manifest)
          .filter((k) => manifest[k].isDynamicEntry && /RevenueChart/.test(k))
          .flatMap((k) => [...closure(k)])
          .filter((k) => !entry.has(k) && !adminKeys.has(k)),
      ),
    ),
  )} gzip, loaded with the Revenue tab)`,
);
if (leaks.length > 0) process.exitCode = 1;

const stages = readJson('.bench/test-stages.json', null);
console.log('\nnpm test stages (last run):');
if (!stages) console.log('  no run recorded yet: run `npm test` first');
else {
  for (const t of stages.timings)
    console.log(`  ${t.stage.padEnd(18)} ${t.seconds.toFixed(1).padStart(8)} s ${t.ok ? '' : ' (failed)'}`);
  const total = stages.timings.reduce((s, t) => s + t.seconds, 0);
  console.log(`  ${'sum of stages'.padEnd(18)} ${total.toFixed(1).padStart(8)} s`);
  if (stages.wallSeconds)
    console.log(
      `  ${'wall clock'.padEnd(18)} ${stages.wallSeconds.toFixed(1).padStart(8)} s   (${stages.concurrency ?? 1} at a time, ${stages.at})`,
    );
}

// Further figures from bench/*.mjs (for example the booking slot-click-to-paint timing). Their tools (Lighthouse,
// autocannon) are bench/'s own dependencies, installed on first use.
if (ensureDependencies('bench') !== 0) process.exit(1);
for (const file of readdirSync('bench')
  .filter((f) => f.endsWith('.mjs'))
  .sort()) {
  console.log('');
  if (run('node', [`bench/${file}`]) !== 0) process.exitCode = 1;
}

// The verdicts, last: this script's own budgets, then those bench/*.mjs stored in .bench/*.json during this run.
const verdicts = [
  {
    budget: `initial JS, home <= ${kb(HOME_BUDGET)}, other public routes <= ${kb(ROUTE_BUDGET)} (gzip)`,
    verdict: sizeVerdicts.every(Boolean) ? 'PASS' : 'FAIL',
    detail: `${sizeVerdicts.filter(Boolean).length} of ${sizeVerdicts.length} routes`,
    from: 'scripts/bench.mjs',
  },
  {
    budget: 'no admin code in public bundles',
    verdict: leaks.length ? 'FAIL' : 'PASS',
    detail: `${leaks.length} found`,
    from: 'scripts/bench.mjs',
  },
];
const stale = [];
for (const file of existsSync('.bench')
  ? readdirSync('.bench')
      .filter((f) => f.endsWith('.json'))
      .sort()
  : []) {
  const path = `.bench/${file}`;
  const budgets = readJson(path, null)?.budgets;
  if (!Array.isArray(budgets)) continue;
  if (statSync(path).mtimeMs < startedAt) stale.push(path);
  else for (const b of budgets) verdicts.push({ ...b, from: path });
}
console.log('\nBudgets (this run):');
for (const v of verdicts) console.log(`  ${v.verdict} ${v.budget}${v.detail ? ` (${v.detail})` : ''}   [${v.from}]`);
if (stale.length) console.log(`  not measured this run: ${stale.join(', ')} (from an earlier run)`);
const failed = verdicts.filter((v) => v.verdict !== 'PASS').length;
console.log(`  ${failed ? `${failed} of ${verdicts.length} budgets FAIL` : `all ${verdicts.length} budgets PASS`}`);
