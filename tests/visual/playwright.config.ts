import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium.ts';

const port = Number(process.env.STORYBOOK_STATIC_PORT ?? 6107);

/** Visual regression: a screenshot of every story of the built Storybook against a committed baseline, zero tolerance. */
export default defineConfig({
  testDir: '.',
  testMatch: 'visual.spec.ts',
  outputDir: '../../test-results/visual',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  reporter: [['list'], ['json']],
  timeout: 60_000,
  expect: {
    toHaveScreenshot: { maxDiffPixels: 0, threshold: 0, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    timezoneId: 'Asia/Kolkata',
    locale: 'en-IN',
  },
  webServer: {
    command: `node server/serve.mjs --static --dir storybook-static --port ${port}`,
    cwd: '../..',
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
