/**
 * Visual regression in the same render as the story test: after a story's play function and its accessibility
 * check have passed, the story is still mounted (the Storybook plugin cleans up at the start of the next story),
 * so this hook settles the page and compares a full-page screenshot of it with the committed baseline
 * `tests/visual/__screenshots__/<story id>.png`, zero tolerance.
 *
 * Deterministic on a busy machine: the clock is fixed, fonts and images are awaited, focus is cleared, every
 * animation and transition is finished before the capture (see `settle`), and the capture is compared against
 * the baseline first (one screenshot when it matches; Vitest retries until two captures agree otherwise).
 */
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { commands, page } from 'vitest/browser';
import { configure } from 'storybook/test';
import { FIXED_NOW } from '../../stories/fixtures/clock';
import { baselineOf } from './baselines';
import { sameBaselineAs } from './sharedBaselines';

// A play's waitFor/findBy waits up to 10 s (Testing Library's default is 1 s): under a load average of ~15 on 2 cores,
// a missing image's error event took longer than 1 s to arrive (CoachCard / Image Unavailable failed so). A wait
// that can never be met still fails, only later.
configure({ asyncUtilTimeout: 10_000 });

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Grows the outer page so an iframe of this size is shown at scale 1 (see vite.config.ts). */
    fitViewport: (width: number, height: number) => Promise<void>;
    /** True when a capture of `selector` has the baseline's very bytes (tests/visual/commands.ts). */
    matchBaselineBytes: (selector: string, baseline: string) => Promise<boolean>;
  }
}

interface StoryTaskMeta {
  storyId?: string;
}

/** The Storybook plugin puts the composed story on the test's context (its tags say whether it is screenshotted). */
interface StoryTestContext {
  story?: { tags?: readonly string[] };
}

beforeEach(async () => {
  vi.setSystemTime(FIXED_NOW);
  // Scrolls a play causes (focus, scrollIntoView) are instant: a smooth scroll stops wherever the machine's load
  // lets it, and sticky elements then keep a sub-pixel offset from it.
  if (!document.querySelector('style[data-visual-no-smooth-scroll]')) {
    const noSmoothScroll = document.createElement('style');
    noSmoothScroll.dataset.visualNoSmoothScroll = '';
    noSmoothScroll.textContent = 'html { scroll-behavior: auto !important; }';
    document.head.append(noSmoothScroll);
  }
  // Every font face (each unicode-range subset of each family) is loaded before a story renders. Otherwise a face
  // loads when some earlier story first needs one of its characters, and text shapes a sub-pixel differently
  // depending on which stories ran before it in the same browser.
  await Promise.all(
    Array.from(document.fonts, (face) => (face.status === 'loaded' ? null : face.load().catch(() => null))),
  );
});

/** A screenshot comparison slower than this is reported (it still passes). */
const SLOW_CAPTURE_SECONDS = 5;

afterEach(async (context) => {
  vi.useRealTimers();
  const { storyId } = context.task.meta as StoryTaskMeta;
  const tags = (context as StoryTestContext).story?.tags ?? [];
  // Only story tests have a story id; a story that already failed its play or axe check needs no screenshot, a
  // story whose pixels are another story's baseline (tests/visual/sharedBaselines.ts) has none of its own, and nor
  // has a story tagged `!screenshot` (.storybook/preview.tsx: its play is its purpose).
  if (!storyId || context.task.result?.state === 'fail' || storyId in sameBaselineAs || !tags.includes('screenshot'))
    return;
  const { frame, restore } = await settle();
  try {
    // Vitest keeps "/" in a screenshot name and squeezes "--"; vite.config.ts turns the "/" back into "--".
    const started = performance.now();
    // The same capture's bytes equal the baseline's: a pass without decoding either PNG. Otherwise the full check.
    if (!(await commands.matchBaselineBytes(`#${frame.id}`, baselineOf(storyId)))) {
      await expect.element(page.elementLocator(frame)).toMatchScreenshot(storyId.replace('--', '/'));
      // In update mode, a baseline just written (re-encoded by Vitest) is stored as the capture's own bytes.
      await commands.matchBaselineBytes(`#${frame.id}`, baselineOf(storyId));
    }
    const seconds = (performance.now() - started) / 1000;
    // A slow comparison still passes; say so, so a trend is visible in the output (see vite.config.ts, timeout).
    if (seconds > SLOW_CAPTURE_SECONDS) console.warn(`slow screenshot: ${storyId} took ${seconds.toFixed(1)} s`);
  } finally {
    restore();
  }
});

/** Lets the browser paint the next two frames, so layout and style changes have reached the screen. */
function nextFrames() {
  return new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

/**
 * Waits until the frame has laid out at its new height (fixed elements such as toasts then sit at the bottom of
 * the full page) and two frames have been painted since. On a busy machine the resize can land a frame late.
 */
async function resized(height: number) {
  const deadline = performance.now() + 5_000;
  while (window.innerHeight !== height || document.documentElement.clientHeight !== height) {
    if (performance.now() > deadline)
      throw new Error(`The test frame did not grow to ${height} px for the screenshot.`);
    await nextFrames();
  }
  await nextFrames();
}

/**
 * Brings the page to a state that looks the same on every run:
 * - focus is cleared: whether Chromium draws :focus-visible after a play's synthetic events varies; focus rings
 *   are asserted by the plays and the a11y check instead;
 * - every running animation is finished (a toast sliding in, a dialog fading), transitions are off (smooth
 *   scrolling is off for the whole run) and the page is at the top, so no capture lands mid-animation, whatever
 *   the load;
 * - lazy images below the fold load, and each image has loaded or failed (showing its fallback);
 * - fonts are ready;
 * - the test frame grows to the full height of the document (a full-page screenshot) at the story's width,
 *   and a transparent box the size of the page is what the screenshot is taken of.
 */
async function settle(): Promise<{ frame: HTMLElement; restore: () => void }> {
  (document.activeElement as HTMLElement | null)?.blur?.();
  const style = document.createElement('style');
  style.dataset.visualSettle = '';
  style.textContent = '*, *::before, *::after { transition: none !important; caret-color: transparent !important; }';
  document.head.append(style);
  // The capture is of the page from its top, where sticky elements sit as on a freshly loaded page.
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  for (const animation of document.getAnimations()) {
    const timing = animation.effect?.getComputedTiming();
    if (timing?.endTime === Infinity) animation.cancel();
    else animation.finish();
  }
  const images = Array.from(document.images);
  for (const image of images) image.loading = 'eager';
  await Promise.all(
    images.map((image) =>
      image.complete
        ? null
        : new Promise((resolve) => {
            image.addEventListener('load', resolve, { once: true });
            image.addEventListener('error', resolve, { once: true });
          }),
    ),
  );
  await document.fonts.ready;
  await nextFrames();
  const width = window.innerWidth;
  const height = Math.max(window.innerHeight, document.documentElement.scrollHeight);
  if (height > window.innerHeight) {
    await commands.fitViewport(width, height);
    await page.viewport(width, height);
    await resized(height);
  }
  // The screenshot is of this transparent box over the whole page (the locators reach elements in <body> only).
  // It has an id, so its locator is `#visual-frame`: without one, Vitest locates an element by its place among
  // <body>'s children (`body > div:nth-child(8)`), and a body child removed meanwhile (Radix's toast announcer
  // leaves after 1 s) moved that place; the capture then waited for an element that was no longer there.
  const frame = document.createElement('div');
  frame.id = 'visual-frame';
  frame.dataset.visualFrame = '';
  frame.setAttribute('aria-hidden', 'true');
  frame.style.cssText = `position:absolute;top:0;left:0;width:${width}px;height:${height}px;pointer-events:none;`;
  document.body.append(frame);
  return {
    frame,
    restore: () => {
      frame.remove();
      style.remove();
    },
  };
}
