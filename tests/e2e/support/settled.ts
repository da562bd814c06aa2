/**
 * Waiting for what did not happen without waiting a fixed time: a test that proves something is absent waits for the
 * event after which it would have been there.
 */
import type { Page } from '@playwright/test';

/** Waits until the page has drawn `count` more frames (a render, its effects and a render they cause each take one). */
export async function nextFrames(page: Page, count = 3): Promise<void> {
  await page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        let left = frames;
        const tick = () => (--left <= 0 ? resolve() : requestAnimationFrame(tick));
        requestAnimationFrame(tick);
      }),
    count,
  );
}

/** Waits until this document has fetched a file whose address matches `pattern` (from the network or its cache). */
export async function fetched(page: Page, pattern: RegExp): Promise<void> {
  await page.waitForFunction(
    (source) => performance.getEntriesByType('resource').some((entry) => new RegExp(source).test(entry.name)),
    pattern.source,
  );
}

/** Counts the page's requests of `method` to `path` from now on (a second payment would start with a second one). */
export function countRequests(page: Page, method: string, path: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname === path) count += 1;
  });
  return () => count;
}
