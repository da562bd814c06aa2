import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium.ts';

const port = Number(process.env.E2E_PORT ?? 4180);

/** End-to-end tests against the production build, served exactly as `npm start` serves it. */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../../test-results/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json']],
  timeout: 45_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    timezoneId: 'Asia/Kolkata',
    locale: 'en-IN',
    trace: 'retain-on-failure',
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
    command: `node server/serve.mjs --port ${port}`,
    cwd: '../..',
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
