import type { FrameLocator, Page } from 'playwright';
import type { BrowserCommand } from 'vitest/node';

/**
 * Vitest shows the test frame inside its own page and scales the frame down when that page is smaller than the
 * frame. A screenshot must be taken at scale 1, so before the test frame grows to a story's full height this
 * command grows the outer page to at least that size (it never shrinks it).
 */
export const fitViewport: BrowserCommand<[width: number, height: number]> = async (context, width, height) => {
  if (context.provider.name !== 'playwright') throw new Error('fitViewport needs the Playwright provider');
  const page = (context as unknown as { page: Page }).page;
  const size = page.viewportSize() ?? { width: 0, height: 0 };
  if (size.width >= width && size.height >= height) return;
  await page.setViewportSize({ width: Math.max(size.width, width), height: Math.max(size.height, height) });
};

/** The options `toMatchScreenshot` captures with (vite.config.ts): the fast path must capture the same bytes. */
export const captureOptions = { animations: 'disabled', caret: 'hide', scale: 'css' } as const;

/**
 * The fast path of a story's screenshot check: captures `selector` in the test frame exactly as `toMatchScreenshot`
 * does and compares the PNG's bytes with the baseline file's. Chromium encodes the same pixels to the same bytes,
 * so a match needs no decoding; decoding both PNGs and comparing their pixels was most of the stage's CPU in Node
 * (pngjs and its garbage). Anything else (bytes differ, no baseline) answers false, and the caller runs
 * `toMatchScreenshot`, which decodes, compares the pixels, retries and writes the diff as before.
 *
 * In update mode (`vitest --update`), a baseline whose pixels equal the capture's but whose bytes do not (written by
 * `toMatchScreenshot`, which re-encodes) is stored again as the capture's bytes, so the next run takes the fast path.
 */
export const matchBaselineBytes: BrowserCommand<[selector: string, baseline: string]> = async (context, selector, baseline) => {
  const { readFile, writeFile } = await import('node:fs/promises');
  const { resolve } = await import('node:path');
  const { PNG } = await import('pngjs');
  baseline = resolve(context.project.config.root, baseline);
  const reference = await readFile(baseline).catch(() => null);
  if (!reference) return false;
  const iframe = (context as unknown as { iframe: FrameLocator }).iframe;
  const capture = await iframe.locator(selector).screenshot(captureOptions);
  if (capture.equals(reference)) return true;
  if (context.project.serializedConfig.snapshotOptions.updateSnapshot !== 'all') return false;
  const [a, b] = [PNG.sync.read(capture), PNG.sync.read(reference)];
  if (a.width !== b.width || a.height !== b.height || !a.data.equals(b.data)) return false;
  await writeFile(baseline, capture);
  return true;
};
