import type { Page } from '@playwright/test';

/**
 * Layout shift as Lighthouse's CLS counts it: the sum of the page's layout-shift entries, leaving out those right
 * after the visitor's input. `trackLayoutShift` starts counting from the first paint of every document the page
 * loads from then on; `layoutShift` reads the sum two frames later (a shift just made has been reported by then).
 */
export async function trackLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __layoutShift: number };
    w.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) w.__layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift summed since the document loaded (or since {@link resetLayoutShift}). */
export async function layoutShift(page: Page): Promise<number> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);
}

/** Counts from zero again: the shift a later change makes, on a page already loaded. */
export async function resetLayoutShift(page: Page): Promise<void> {
  await layoutShift(page);
  await page.evaluate(() => ((window as unknown as { __layoutShift: number }).__layoutShift = 0));
}
