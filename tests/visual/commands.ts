import type { Page } from 'playwright';
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
