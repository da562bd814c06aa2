import { useEffect, type ReactNode } from 'react';
import { replayEarlyInput } from '../adapters/earlyInput';

const afterHydration: Array<() => void> = [];

/** Calls `callback` once the page is live (when `markHydrated` runs). */
export function onHydrated(callback: () => void): void {
  afterHydration.push(callback);
}

/**
 * Marks the document as ready for input (`<html data-hydrated>`, for tests that must not click before) and replays
 * what was typed and tapped before (app/adapters/earlyInput.ts), once the effects of this render have run.
 */
export function markHydrated(): void {
  document.documentElement.dataset.hydrated = 'true';
  for (const callback of afterHydration.splice(0)) callback();
  setTimeout(replayEarlyInput, 0);
}

/**
 * Sets the mark once it has mounted: around the whole app when the page is rendered in the browser (app/main.tsx),
 * inside the page's own Suspense boundary when a served page hydrates (app/layout/RootLayout.tsx), so the mark comes
 * when the page itself, not only the site frame, is live.
 */
export function MarkHydrated({ children = null }: { children?: ReactNode }) {
  useEffect(markHydrated, []);
  return children;
}
