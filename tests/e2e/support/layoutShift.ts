import type { Page } from '@playwright/test';

interface ShiftWindow {
  /** Each layout-shift entry not right after input: when it happened and how much it moved. */
  __shifts: { at: number; value: number }[];
  /** Entries before this moment (performance.now()) are not counted: set by resetLayoutShift. */
  __shiftsSince: number;
}

/**
 * Layout shift as Lighthouse's CLS counts it: the sum of the page's layout-shift entries, leaving out those right
 * after the visitor's input. `trackLayoutShift` starts counting from the first paint of every document the page
 * loads from then on; `layoutShift` reads the sum two frames later (a shift just made has been reported by then).
 * Entries are counted by when they happened, not when the observer was told: on a busy machine an entry can reach
 * the observer after a `resetLayoutShift` that came later than the shift itself.
 */
export async function trackLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as ShiftWindow;
    w.__shifts = [];
    w.__shiftsSince = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput)
          w.__shifts.push({ at: (entry as unknown as PerformanceEntry).startTime, value: entry.value });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift summed since the document loaded (or since {@link resetLayoutShift}). */
export async function layoutShift(page: Page): Promise<number> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => {
    const w = window as unknown as ShiftWindow;
    return w.__shifts.filter((s) => s.at >= w.__shiftsSince).reduce((sum, s) => sum + s.value, 0);
  });
}

/** Counts from zero again: the shift a later change makes, on a page already loaded. */
export async function resetLayoutShift(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.evaluate(() => ((window as unknown as ShiftWindow).__shiftsSince = performance.now()));
}
