import type { Page } from '@playwright/test';

/**
 * Pages arrive as HTML and become interactive when the app has hydrated (app/main.tsx marks `<html data-hydrated>`).
 * A test that clicks right after loading waits for that, so what it checks next follows its click at once (a click
 * before is kept and replayed when the page is live: app/adapters/earlyInput.ts).
 */
export async function gotoHydrated(page: Page, url: string, options?: Parameters<Page['goto']>[1]) {
  const response = await page.goto(url, options);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return response;
}

/** Reloads the page and waits until the app has hydrated again. */
export async function reloadHydrated(page: Page) {
  await page.evaluate(() => delete document.documentElement.dataset.hydrated);
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Holds back the app's script (app/main.tsx), as a slow phone's connection does: the served page is up and not yet
 * live until the returned function lets the script through.
 */
export async function holdApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/main-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
