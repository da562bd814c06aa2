/** The booking view's steps the e2e specs share: a calendar day, a slot, the grid once loaded, a sport's booking. */
import { expect, type Page } from './test';
import { gotoHydrated } from './hydration';

export const day = (page: Page, date: string) => page.locator(`button[data-date="${date}"]`);
export const slot = (page: Page, time: string) => page.locator(`[data-testid="slot-grid"] button[data-time="${time}"]`);
export const gridReady = (page: Page) => expect(page.locator('[data-availability="ready"]')).toBeVisible();

/** Opens badminton's booking view and picks `date`, waiting for its availability. */
export async function openBadmintonOn(page: Page, date: string) {
  await gotoHydrated(page, '/sports?sport=badminton#booking');
  await expect(page.getByRole('heading', { level: 2, name: 'Book Badminton' })).toBeVisible();
  await day(page, date).click();
  await gridReady(page);
}
