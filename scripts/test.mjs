#!/usr/bin/env node
/**
 * npm test: every check, on a fresh clone. Installs what is missing first, then runs the stages below, two at a
 * time (the machines have two cores) and each as soon as the stages it needs have passed. Each stage's output is
 * printed in one piece when it ends; its time feeds `npm run bench`. The last line counts every test that ran.
 *
 *   node scripts/test.mjs [stage ...]   only these stages (and what they need), e.g. `node scripts/test.mjs stories`
 *
 * The stories stage is the design system's whole check: each story rendered once in Chromium, its play function,
 * its accessibility check and its screenshot against tests/visual/__screenshots__ (tests/visual/storyScreenshot.ts).
 * When screenshots differ, the summary names test-results/visual/report.html, which shows each change.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { ensureDependencies, ensureSystem, readJson } from './lib.mjs';

const reports = resolve('.bench/reports');
const visualResults = 'test-results/visual';
const concurrency = Number(process.env.TEST_CONCURRENCY ?? 2);
/**
 * A stage that runs past its limit is stopped (its whole process tree) and fails with its output so far, so a hung
 * browser or server ends the run with a readable reason instead of running into CI's own time limit. The limits are
 * three to four times a stage's time on a busy 2-core machine; TEST_STAGE_LIMIT_SCALE stretches them all.
 */
const limitScale = Number(process.env.TEST_STAGE_LIMIT_SCALE ?? 1);
const minutes = (m) => m * 60_000 * limitScale;

/**
 * name, command, the stages it waits for, and how to read its test counts. A free slot takes the first stage in this
 * list whose needs have passed: the two long stages (stories, e2e) start first, e2e right after the build it needs,
 * and the short ones fill the slot that frees first, so neither long stage waits behind them.
 */
const stages = [
  { name: 'stories', command: vitest('storybook'), limit: minutes(45), counts: () => vitestCounts('storybook') },
  { name: 'build', command: ['npm', 'run', 'build'], limit: minutes(8) },
  {
    name: 'e2e',
    command: [...playwright('e2e'), '--grep-invert', '@storybook'],
    needs: ['build'],
    limit: minutes(35),
    counts: () => playwrightCounts('e2e'),
  },
  { name: 'api', command: vitest('api'), limit: minutes(30), counts: () => vitestCounts('api') },
  { name: 'lint', command: ['npx', 'eslint', '--max-warnings', '0', '.'], limit: minutes(8) },
  // One layout for the whole tree (.prettierrc.json); `npm run format` rewrites what this stage reports.
  { name: 'format', command: ['npx', 'prettier', '--check', '--log-level', 'warn', '.'], limit: minutes(4) },
  // TypeScript 7's native compiler (the package `typescript-native`, an alias of typescript@7): the same checker as
  // TypeScript 6's, which stays the `typescript` the tools load as a library (typescript-eslint, Storybook's docgen).
  // Named by path: both packages call their command tsc.
  {
    name: 'typecheck',
    command: ['node', 'node_modules/typescript-native/bin/tsc', '-p', 'tsconfig.json', '--noEmit'],
    limit: minutes(8),
  },
  { name: 'unit', command: vitest('unit'), limit: minutes(8), counts: () => vitestCounts('unit') },
  { name: 'build-storybook', command: ['npm', 'run', 'build-storybook'], limit: minutes(10) },
  // The Storybook served at /storybook/ (tests/e2e/storybook.spec.ts, tagged @storybook), once it is built: a stage of
  // its own, so the rest of e2e does not wait for the Storybook's build.
  {
    name: 'e2e-storybook',
    command: [...playwright('e2e'), '--grep', '@storybook'],
    needs: ['build', 'build-storybook'],
    // Its servers on ports of their own (E2E_PORT + 500 and up) and its own results folder: it may run beside e2e.
    env: { E2E_PORT: String(Number(process.env.E2E_PORT ?? 4180) + 500), E2E_OUTPUT_NAME: 'e2e-storybook' },
    limit: minutes(10),
    counts: () => playwrightCounts('e2e', 'e2e-storybook'),
  },
];

function vitest(project) {
  return [
    'npx',
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reports}/${project}.json`,
  ];
}

function vitestCounts(project) {
  const r = readJson(`${reports}/${project}.json`, null);
  if (!r) return null;
  const failures = [];
  for (const file of r.testResults ?? []) {
    const name = relative(process.cwd(), file.name);
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failedTests) failures.push(`${name} › ${t.fullName}`);
    // A file that failed before any test ran (an import error) has no failed test to name.
    if (file.status === 'failed' && !failedTests.length) failures.push(`${name} (the file failed to run)`);
  }
  return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests, failures };
}

/**
 * After a failed stories stage with screenshots that differ from their baselines: the page a designer reads,
 * test-results/visual/report.html (scripts/visual-report.mjs), and the summary's line about it. Imported only then:
 * it needs pngjs, which a fresh clone has only after the install stage.
 */
async function visualReport(stories) {
  if (!stories || stories.ok || !existsSync(visualResults)) return null;
  try {
    const { reportStoryChanges } = await import('./visual-report.mjs');
    const report = reportStoryChanges({ dir: visualResults, results: `${reports}/storybook.json` });
    if (!report) return null;
    return `visual changes: ${report.stories} ${report.stories === 1 ? 'story differs' : 'stories differ'}, see ${relative(process.cwd(), report.path)}`;
  } catch (error) {
    return `visual changes: the report could not be written (${error.message})`;
  }
}

function playwright(kind) {
  return ['npx', 'playwright', 'test', '--config', `tests/${kind}/playwright.config.ts`];
}

/** The counts of a Playwright stage: its tests are in tests/<kind>/, its JSON report is named after the stage. */
function playwrightCounts(kind, stage = kind) {
  const r = readJson(`${reports}/${stage}.json`, null);
  if (!r?.stats) return null;
  const failures = [];
  const flaky = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const name = `[${t.projectName}] tests/${kind}/${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')}`;
        if (t.status === 'unexpected') failures.push(name);
        if (t.status === 'flaky') flaky.push(name);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of r.suites ?? []) walk(suite, []);
  return {
    passed: r.stats.expected + r.stats.flaky,
    failed: r.stats.unexpected,
    skipped: r.stats.skipped,
    failures,
    flaky,
  };
}

/** The process groups of the stages running now: stopped with the run when it is interrupted. */
const liveGroups = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const pid of liveGroups) {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    process.exit(130);
  });
}

/**
 * The CPU a stage's processes use (user + system seconds): every second, each process descended from the stage's
 * first one (browsers and servers included, whatever their process group) is read from /proc, and a process's last
 * reading counts. A process that lives less than a second between two readings is missed. Null where /proc is absent.
 */
function cpuMeter(rootPid) {
  if (!existsSync('/proc/self/stat')) return { stop: () => null };
  const ticksPerSecond = 100;
  const seen = new Map();
  const read = () => {
    const parents = new Map();
    const ticks = new Map();
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        // Fields after the command's closing parenthesis: state, ppid, ..., utime (12th), stime (13th).
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        parents.set(Number(entry), Number(fields[1]));
        ticks.set(Number(entry), Number(fields[11]) + Number(fields[12]));
      } catch {
        // Ended between the listing and the reading.
      }
    }
    const tree = new Set([rootPid, ...seen.keys()].filter((pid) => ticks.has(pid)));
    for (let grew = true; grew;) {
      grew = false;
      for (const [pid, parent] of parents)
        if (!tree.has(pid) && tree.has(parent)) {
          tree.add(pid);
          grew = true;
        }
    }
    for (const pid of tree) seen.set(pid, ticks.get(pid));
  };
  read();
  const timer = setInterval(read, 1000);
  return {
    stop() {
      clearInterval(timer);
      read();
      return [...seen.values()].reduce((sum, t) => sum + t, 0) / ticksPerSecond;
    },
  };
}

/** Runs one stage with its output captured, so two stages running side by side never interleave their logs. */
function runStage(stage) {
  return new Promise((done) => {
    const start = performance.now();
    const [command, ...args] = stage.command;
    const child = spawn(command, args, {
      env: {
        ...process.env,
        FORCE_COLOR: process.env.FORCE_COLOR ?? '1',
        PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/${stage.name}.json`,
        ...stage.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so a stage past its limit is stopped with everything it started (browsers, servers).
      detached: true,
    });
    liveGroups.add(child.pid);
    const cpu = cpuMeter(child.pid);
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    let timedOut = false;
    const stopGroup = () => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    };
    const watchdog = setTimeout(
      () => {
        timedOut = true;
        stopGroup();
      },
      stage.limit ?? minutes(20),
    );
    let finished = false;
    const finish = (code) => {
      if (finished) return;
      finished = true;
      clearTimeout(watchdog);
      // Nothing a stage started outlives it (a server or browser left behind would hold a port or a core).
      stopGroup();
      liveGroups.delete(child.pid);
      const seconds = (performance.now() - start) / 1000;
      const cpuUsed = cpu.stop();
      process.stdout.write(
        `\n=== ${stage.name} (${seconds.toFixed(1)} s${cpuUsed === null ? '' : `, CPU ${cpuUsed.toFixed(0)} s`})\n`,
      );
      process.stdout.write(Buffer.concat(output));
      if (timedOut)
        process.stdout.write(
          `\n${stage.name}: stopped after ${(stage.limit / 60_000).toFixed(0)} minutes, its limit (output above is all it printed).\n`,
        );
      done({ ok: code === 0 && !timedOut, seconds, cpu: cpuUsed, timedOut });
    };
    child.on('close', finish);
    // A process the stage left running can keep its output pipe open after the stage itself has exited, and then
    // 'close' never comes: give its output 10 s to drain, then stop the group and finish with the exit code.
    child.on('exit', (code) => setTimeout(() => finish(code), 10_000).unref());
  });
}

/** Runs the chosen stages, at most `concurrency` at once, each after the stages it needs. Stops starting new ones after a failure. */
async function runAll(chosen) {
  const results = new Map();
  const running = new Map();
  const waiting = [...chosen];
  let failed = false;
  while (waiting.length || running.size) {
    const ready = waiting.filter((s) =>
      (s.needs ?? []).every((n) => results.get(n)?.ok || !chosen.some((c) => c.name === n)),
    );
    while (!failed && running.size < concurrency && ready.length) {
      const stage = ready.shift();
      waiting.splice(waiting.indexOf(stage), 1);
      running.set(
        stage.name,
        runStage(stage).then((r) => ({ stage, ...r })),
      );
    }
    if (!running.size) break;
    const { stage, ok, seconds, cpu, timedOut } = await Promise.race(running.values());
    running.delete(stage.name);
    results.set(stage.name, { ok, seconds, cpu, timedOut, counts: stage.counts?.() ?? null });
    if (!ok) failed = true;
  }
  return results;
}

function select(names) {
  if (!names.length) return stages;
  const unknown = names.filter((n) => !stages.some((s) => s.name === n));
  if (unknown.length) {
    console.error(`Unknown stage ${unknown.join(', ')}. Stages: ${stages.map((s) => s.name).join(' ')}`);
    process.exit(2);
  }
  const wanted = new Set();
  const add = (name) => {
    if (wanted.has(name)) return;
    wanted.add(name);
    for (const need of stages.find((s) => s.name === name)?.needs ?? []) add(need);
  };
  names.forEach(add);
  return stages.filter((s) => wanted.has(s.name));
}

const wallStart = performance.now();
const timings = [];
for (const [name, setup] of [
  ['system', ensureSystem],
  ['install', ensureDependencies],
]) {
  const start = performance.now();
  const ok = setup() === 0;
  timings.push({ stage: name, seconds: Number(((performance.now() - start) / 1000).toFixed(1)), ok });
  if (!ok) {
    console.log(`npm test failed at stage "${name}".\ntests: 0 passed, 1 failed, 0 skipped`);
    process.exit(1);
  }
}

const chosen = select(process.argv.slice(2));
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
// A failed story screenshot leaves its -actual.png here: none from an earlier run may reach this run's report.
if (chosen.some((s) => s.name === 'stories')) rmSync(visualResults, { recursive: true, force: true });
const results = await runAll(chosen);
const visualChanges = await visualReport(results.get('stories'));
const wallSeconds = Number(((performance.now() - wallStart) / 1000).toFixed(1));

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
for (const stage of chosen) {
  const r = results.get(stage.name);
  if (!r) {
    lines.push(`skip ${stage.name.padEnd(16)}       -   (not run: an earlier stage failed)`);
    continue;
  }
  timings.push({ stage: stage.name, seconds: Number(r.seconds.toFixed(1)), cpu: r.cpu, ok: r.ok });
  const c = r.counts;
  if (c) for (const k of Object.keys(totals)) totals[k] += c[k] ?? 0;
  if (!r.ok && (!c || c.failed === 0)) totals.failed += 1;
  const flakyCount = c?.flaky?.length ? ` (${c.flaky.length} only on retry)` : '';
  const count = c
    ? `  ${c.passed} passed${flakyCount}${c.failed ? `, ${c.failed} failed` : ''}${c.skipped ? `, ${c.skipped} skipped` : ''}`
    : '';
  const limit = r.timedOut ? '  (stopped at its time limit)' : '';
  const cpu = r.cpu == null ? '' : `  CPU ${r.cpu.toFixed(0).padStart(4)} s`;
  lines.push(
    `${r.ok ? 'ok  ' : 'FAIL'} ${stage.name.padEnd(16)} ${r.seconds.toFixed(1).padStart(7)} s${cpu}${count}${limit}`,
  );
}

mkdirSync('.bench', { recursive: true });
writeFileSync(
  '.bench/test-stages.json',
  `${JSON.stringify({ at: new Date().toISOString(), wallSeconds, concurrency, timings }, null, 2)}\n`,
);
console.log('\n=== summary');
for (const t of timings.slice(0, 2))
  console.log(`${t.ok ? 'ok  ' : 'FAIL'} ${t.stage.padEnd(16)} ${t.seconds.toFixed(1).padStart(7)} s`);
for (const line of lines) console.log(line);
const cpuTotal = [...results.values()].reduce((sum, r) => sum + (r.cpu ?? 0), 0);
console.log(
  `wall clock ${wallSeconds.toFixed(1)} s (stages run ${concurrency} at a time), CPU ${cpuTotal.toFixed(0)} s in the stages`,
);
// The failed tests by name, here at the end: a log cut to its last lines (as CI shows it) still says what failed.
const failures = chosen.flatMap((s) => (results.get(s.name)?.counts?.failures ?? []).map((f) => `  ${s.name}: ${f}`));
const flaky = chosen.flatMap((s) => (results.get(s.name)?.counts?.flaky ?? []).map((f) => `  ${s.name}: ${f}`));
if (flaky.length) console.log(`flaky tests (failed, then passed on retry; fix these):\n${flaky.join('\n')}`);
if (failures.length)
  console.log(
    `failed tests:\n${failures.slice(0, 30).join('\n')}${failures.length > 30 ? `\n  ... and ${failures.length - 30} more` : ''}`,
  );
const failedStages = chosen.filter((s) => !results.get(s.name)?.ok).map((s) => s.name);
if (failedStages.length) console.log(`npm test failed: ${failedStages.join(', ')}.`);
if (visualChanges) console.log(visualChanges);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStages.length ? 1 : 0);
