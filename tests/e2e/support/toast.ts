/**
 * The site's toasts as a visitor sees them: each is a list item with its variant, a title and a description. One
 * definition for every spec.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** Every toast shown with this exact title (count them, or wait for none). */
export const toasts = (page: Page, title: string): Locator =>
  page.locator('li[data-variant]').filter({ has: page.getByText(title, { exact: true }) });

/** The first toast shown with this exact title. */
export const toast = (page: Page, title: string): Locator => toasts(page, title).first();

/**
 * Waits for a toast with this title (and, when given, a description containing `description`) and gives it, the
 * newest when several match, so its action can be pressed.
 */
export async function expectToast(
  page: Page,
  title: string,
  description?: string | RegExp,
  options?: { timeout: number },
): Promise<Locator> {
  const matching = description ? toasts(page, title).filter({ hasText: description }) : toasts(page, title);
  const shown = matching.last();
  await expect(shown).toBeVisible(options);
  return shown;
}
