#!/usr/bin/env node
/**
 * Booking responsiveness: the time from a click on a time slot to the next paint, on the production build in the
 * system Chromium with the CPU throttled 4x (CDP Emulation.setCPUThrottlingRate). Prints the median of N runs
 * (BENCH_RUNS, default 15) with the min and max.
 *
 * How one run is timed: a capture-phase click listener on the document (it runs before React's handler) notes the
 * event's time, then asks for an animation frame; inside that frame it posts a message, which is delivered after
 * the frame has been painted. The difference is input -> React update -> style/layout -> paint.
 *
 * Builds first when dist/ is missing. Serves dist/ with server/serve.mjs on a free port.
 */
/* global document, requestAnimationFrame */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { chromiumPath, run } from '../scripts/lib.mjs';

const RUNS = Math.max(3, Number(process.env.BENCH_RUNS ?? 15) || 15);
const THROTTLE = 4;
/** The same flags as tests/chromium.ts (the tools' one Chromium configuration). */
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--font-render-hinting=none',
  '--disable-lcd-text',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForServer(url, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`server at ${url} did not start`);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function main() {
  if (!existsSync('dist/index.html') && run('npm', ['run', 'build']) !== 0) return 1;
  const { chromium } = await import('playwright');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['server/serve.mjs', '--port', String(port)], { stdio: 'ignore' });
  let browser;
  try {
    await waitForServer(`${base}/`);
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${base}/sports?sport=badminton#booking`);
    const firstDay = page.locator('button[data-date][data-state="available"]').first();
    try {
      await firstDay.waitFor({ timeout: 15_000 });
    } catch {
      console.error('bench/booking.mjs: the booking view did not appear at /sports?sport=badminton (is the /sports route wired?)');
      return 1;
    }
    await firstDay.click();
    await page.getByTestId('slot-grid').waitFor();
    const free = await page.evaluate(() =>
      Array.from(document.querySelectorAll('[data-testid="slot-grid"] button[data-state="available"]')).map((b) => b.dataset.time),
    );
    if (free.length < 2) throw new Error('fewer than two free slots to alternate between');

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });

    const samples = [];
    for (let i = 0; i < RUNS + 1; i++) {
      const time = free[i % 2];
      const measured = page.evaluate(
        () =>
          new Promise((resolve) => {
            document.addEventListener(
              'click',
              (event) => {
                const start = event.timeStamp;
                requestAnimationFrame(() => {
                  const channel = new MessageChannel();
                  channel.port1.onmessage = () => resolve(performance.now() - start);
                  channel.port2.postMessage(0);
                });
              },
              { capture: true, once: true },
            );
          }),
      );
      await page.locator(`[data-testid="slot-grid"] button[data-time="${time}"]`).click();
      const ms = await measured;
      await page.locator(`[data-testid="slot-grid"] button[data-time="${time}"][data-state="selected"]`).waitFor();
      if (i > 0) samples.push(ms); // the first click warms up the code paths
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const fmt = (n) => `${n.toFixed(1)} ms`;
    console.log(`Booking: slot click to next paint (${THROTTLE}x CPU throttle, ${samples.length} runs, 390 px):`);
    console.log(`  median ${fmt(median(samples))}   min ${fmt(Math.min(...samples))}   max ${fmt(Math.max(...samples))}`);
    return 0;
  } finally {
    await browser?.close();
    server.kill();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    console.error(`bench/booking.mjs: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  },
);
