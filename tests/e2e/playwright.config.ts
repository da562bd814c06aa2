import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { e2eLaunchOptions } from '../chromium.ts';

const port = Number(process.env.E2E_PORT ?? 4180);
/** A fresh database for each run (PGlite in a temp folder). */
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'pod-e2e-data-'));

/** End-to-end tests against the production build, served exactly as `npm start` serves it. */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // Playwright empties it at the start of a run: a run beside this one (scripts/test.mjs's e2e-storybook) has its own.
  outputDir: `../../test-results/${process.env.E2E_OUTPUT_NAME ?? 'e2e'}`,
  // One prepared database the specs' own servers copy (support/databaseTemplate.ts).
  globalSetup: './globalSetup.ts',
  fullyParallel: true,
  workers: 2,
  // One retry, and the summary of `npm test` names every test that needed it ("flaky"): a test that fails twice
  // still fails the run. Two e2e tests failed once in session 7's landing run and passed in every run here since
  // (five full runs, idle and busy), so a rare timing fault no longer throws away a whole run while it is found.
  retries: 1,
  reporter: [['list'], ['json']],
  // Whole flows (a keyboard-only booking, several sessions) on a busy 2-core machine running another stage beside.
  timeout: 90_000,
  // A page of this site hydrates in about a second; 15 s is for a 2-core machine running another pipeline beside this
  // one, where the served page's boot (fonts, first paint, then the app) took over 7 s. Only a failing wait is longer.
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: e2eLaunchOptions,
    timezoneId: 'Asia/Kolkata',
    locale: 'en-IN',
    // A trace is recorded only for a test's retry, i.e. a test that has failed once: recording one for every test
    // (retain-on-failure) made the run about a third slower (booking and shop specs: 165 s -> 105 s), and a test that
    // fails twice still leaves its trace in test-results/e2e.
    trace: 'on-first-retry',
    // The offline copy is tested on its own (pwa.spec.ts): elsewhere every request reaches the server.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } }, grepInvert: /@phone/ },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], browserName: 'chromium', viewport: { width: 390, height: 844 } },
      grep: /@phone/,
    },
  ],
  webServer: {
    command: `node dist-server/main.js --port ${port}`,
    // The server's clock starts where the browser's is fixed (Saturday 21 November 2026, 10:00 in Chennai), so
    // "today", past dates and the seeded sample bookings agree on both sides whatever the real date.
    // The design system's Storybook is served from the storybook-static/ the pipeline's build-storybook stage made
    // (scripts/test.mjs: e2e needs it), never built again by this server (STORYBOOK_BUILD=never; on is the default).
    env: {
      DATA_DIR: dataDir,
      CLOCK_START: process.env.E2E_CLOCK_START ?? '2026-11-21T10:00:00+05:30',
      // The specs book up to a month after the fixed clock; the shipped rule is 7 days ahead.
      BOOKING_DAYS_AHEAD: '60',
      STORYBOOK: 'on',
      STORYBOOK_BUILD: 'never',
    },
    cwd: '../..',
    // Ready when the database is (the health check answers 503 while it is being prepared).
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 90_000,
  },
});
