import { useEffect, type ReactNode } from 'react';

/** Marks the document as ready for input (`<html data-hydrated>`), for tests that must not click before. */
export function markHydrated(): void {
  document.documentElement.dataset.hydrated = 'true';
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
