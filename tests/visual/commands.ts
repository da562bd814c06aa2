import type { CDPSession, FrameLocator, Page } from 'playwright';
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

/** The options `toMatchScreenshot` captures with (vite.config.ts). */
export const captureOptions = { animations: 'disabled', caret: 'hide', scale: 'css' } as const;

/** One DevTools session per test page, opened at its first capture. */
const sessions = new WeakMap<Page, Promise<CDPSession>>();

/**
 * A PNG of `selector` in the test frame, the pixels `toMatchScreenshot` captures (the same clip: the element's box
 * rounded out to whole pixels, at CSS scale), encoded by Chromium with `optimizeForSpeed`: its PNG encoder at its
 * fastest setting, about half the time of the default one for a full-page story (1280 x 3000: 175 -> 80 ms), in
 * files a fifth to two fifths larger. The same pixels always give the same bytes. The page is already settled by the
 * caller (animations finished, transitions and caret off, fonts and images loaded).
 */
async function capture(context: Parameters<BrowserCommand<[]>>[0], selector: string): Promise<Buffer> {
  const page = (context as unknown as { page: Page }).page;
  const iframe = (context as unknown as { iframe: FrameLocator }).iframe;
  const box = await iframe.locator(selector).boundingBox();
  if (!box || !box.width || !box.height) throw new Error(`The screenshot frame ${selector} has no size.`);
  let session = sessions.get(page);
  if (!session) sessions.set(page, (session = page.context().newCDPSession(page)));
  const scroll = await page.evaluate(() => ({ x: window.scrollX, y: window.scrollY }));
  const [left, top] = [box.x + scroll.x, box.y + scroll.y];
  const [x, y] = [Math.floor(left + 1e-3), Math.floor(top + 1e-3)];
  const clip = {
    x,
    y,
    width: Math.ceil(left + box.width - 1e-3) - x,
    height: Math.ceil(top + box.height - 1e-3) - y,
    scale: 1,
  };
  const { data } = await (
    await session
  ).send('Page.captureScreenshot', { format: 'png', clip, optimizeForSpeed: true, captureBeyondViewport: false });
  return Buffer.from(data, 'base64');
}

/**
 * The fast path of a story's screenshot check: captures `selector` in the test frame (`capture` above) and compares
 * the PNG's bytes with the baseline file's. Chromium encodes the same pixels to the same bytes, so a match needs no
 * decoding; decoding both PNGs and comparing their pixels was most of the stage's CPU in Node (pngjs and its
 * garbage). Anything else (bytes differ, no baseline) answers false, and the caller runs `toMatchScreenshot`, which
 * captures again, decodes, compares the pixels, retries and writes the diff as before.
 *
 * In update mode (`vitest --update`), a baseline whose pixels equal the capture's but whose bytes do not (written by
 * `toMatchScreenshot`, which re-encodes) is stored again as the capture's bytes, so the next run takes the fast path.
 */
export const matchBaselineBytes: BrowserCommand<[selector: string, baseline: string]> = async (
  context,
  selector,
  baseline,
) => {
  const { readFile, writeFile } = await import('node:fs/promises');
  const { resolve } = await import('node:path');
  const { PNG } = await import('pngjs');
  baseline = resolve(context.project.config.root, baseline);
  const reference = await readFile(baseline).catch(() => null);
  if (!reference) return false;
  const shot = await capture(context, selector);
  if (shot.equals(reference)) return true;
  if (context.project.serializedConfig.snapshotOptions.updateSnapshot !== 'all') return false;
  const [a, b] = [PNG.sync.read(shot), PNG.sync.read(reference)];
  if (a.width !== b.width || a.height !== b.height || !a.data.equals(b.data)) return false;
  await writeFile(baseline, shot);
  return true;
};
