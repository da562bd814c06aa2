import type { Page } from '@playwright/test';

/**
 * Starts the page's clock at `instant` and lets it run: `new Date()`, `Date()` and `Date.now()` read `instant` plus the
 * time since, in every document the page loads from then on. For a test that reads the page's Resource Timing:
 * Playwright's `page.clock` (install, setFixedTime, setSystemTime alike) also stands in for `performance`, whose
 * entries it leaves empty. Timers, animations and `performance.now()` are the browser's own.
 */
export async function runClockFrom(page: Page, instant: Date): Promise<void> {
  await page.addInitScript((start) => {
    const RealDate = Date;
    const offset = start - RealDate.now();
    const now = () => RealDate.now() + offset;
    function ShiftedDate(this: unknown, ...args: unknown[]) {
      if (!new.target) return new RealDate(now()).toString();
      return args.length === 0 ? new RealDate(now()) : new RealDate(...(args as [string]));
    }
    Object.assign(ShiftedDate, { now, parse: RealDate.parse, UTC: RealDate.UTC });
    ShiftedDate.prototype = RealDate.prototype;
    globalThis.Date = ShiftedDate as unknown as DateConstructor;
  }, instant.getTime());
}
