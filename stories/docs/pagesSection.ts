/**
 * The Pages section's names, apart from siteMap.ts: .storybook/main.ts imports this file, and the Vitest config loads
 * main.ts in the test runner's own process. siteMap.ts imports Storybook's internals, which there loaded a second copy
 * of the expect library before the API tests' globalSetup imported Vitest's own, and every API file failed to import.
 */

/** The sidebar section where every screen state is shown in the site's frame (stories/docs/PageFrame.tsx). */
export const PAGES_SECTION = 'Pages';
export const SCREENS_SECTION = 'Screens';

/** A screen story's title under the Pages section: `Screens/Sports` -> `Pages/Sports`; null for any other title. */
export function pagesTitleOf(screenTitle: string): string | null {
  return screenTitle.startsWith(`${SCREENS_SECTION}/`)
    ? `${PAGES_SECTION}/${screenTitle.slice(SCREENS_SECTION.length + 1)}`
    : null;
}
