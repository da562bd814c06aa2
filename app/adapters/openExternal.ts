/**
 * Opens an outbound link (messaging chat, maps, social) in a new tab with `noopener,noreferrer`, so the
 * new page gets no handle on this one. Call it from event handlers only.
 */
export function openExternal(href: string): void {
  if (typeof window === 'undefined') return;
  window.open(href, '_blank', 'noopener,noreferrer');
}

/**
 * Opens an outbound link in a new tab and reports whether the tab opened: false when a popup blocker refused it
 * (or there is no window), so the caller can offer the link another way and nothing is lost. The new tab gets no
 * handle on this page: its `opener` is cut before it loads (`noopener` cannot be passed here, since with it
 * `window.open` returns null even when the tab opened). Call it from event handlers only.
 */
export function openExternalTab(href: string): boolean {
  if (typeof window === 'undefined') return false;
  let tab: Window | null = null;
  try {
    tab = window.open(href, '_blank');
  } catch {
    return false;
  }
  if (!tab) return false;
  try {
    tab.opener = null;
  } catch {
    // A browser that refuses the assignment has already cut the opener.
  }
  return true;
}
