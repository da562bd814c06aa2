import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

/**
 * One test per story of storybook-static/index.json. The page clock is fixed (FIXED_NOW), fonts are awaited,
 * animations are off, and the screenshot is taken after the story's play function has completed, at the viewport
 * the story asks for through its `viewport` global.
 */
const FIXED_NOW = new Date('2026-11-21T10:00:00+05:30');
const viewports: Record<string, { width: number; height: number }> = {
  phone: { width: 360, height: 740 },
  phoneLarge: { width: 390, height: 844 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 800 },
};

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
}

const index = JSON.parse(readFileSync(new URL('../../storybook-static/index.json', import.meta.url), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter((e) => e.type === 'story');

async function renderStory(page: Page, id: string) {
  await page.goto(`/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`);
  const phase = await page
    .waitForFunction(
      () => {
        const render = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
          .__STORYBOOK_PREVIEW__?.currentRender;
        const phase = render?.phase;
        if (phase === 'finished' || phase === 'completed') return 'done';
        return phase === 'errored' || phase === 'aborted' ? phase : false;
      },
      undefined,
      { timeout: 30_000 },
    )
    .then((h) => h.jsonValue());
  expect(phase, `story ${id} did not render cleanly`).toBe('done');
  await settle(page);
}

/**
 * Settles the page for a stable screenshot. Lazy images below the fold would make a full-page screenshot depend
 * on timing: load every image eagerly and wait until each has loaded or failed (a failure shows the "Image not available" fallback), then for fonts and
 * two animation frames so React has painted the result.
 */
async function settle(page: Page) {
  await page.evaluate(async () => {
    // Whether Chromium draws :focus-visible after a play's synthetic click varies from run to run, so screenshots
    // are taken without focus; focus rings are asserted in the plays and by the a11y check instead.
    (document.activeElement as HTMLElement | null)?.blur?.();
    const images = Array.from(document.images);
    for (const img of images) img.loading = 'eager';
    await Promise.all(
      images.map((img) =>
        img.complete
          ? null
          : new Promise((resolve) => {
              img.addEventListener('load', resolve, { once: true });
              img.addEventListener('error', resolve, { once: true });
            }),
      ),
    );
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

async function storyViewport(page: Page) {
  return page.evaluate(() => {
    const render = (
      window as unknown as {
        __STORYBOOK_PREVIEW__?: { currentRender?: { story?: { storyGlobals?: { viewport?: { value?: string } } } } };
      }
    ).__STORYBOOK_PREVIEW__?.currentRender;
    return render?.story?.storyGlobals?.viewport?.value ?? null;
  });
}

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async ({ page }) => {
    await page.clock.setFixedTime(FIXED_NOW);
    await renderStory(page, story.id);
    const name = await storyViewport(page);
    const size = name ? viewports[name] : undefined;
    if (size) {
      await page.setViewportSize(size);
      await renderStory(page, story.id);
    }
    await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
  });
}
