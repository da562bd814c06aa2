/**
 * Opens an outbound link (messaging chat, maps, social) in a new tab with `noopener,noreferrer`, so the
 * new page gets no handle on this one. Call it from event handlers only.
 */
export function openExternal(href: string): void {
  if (typeof window === 'undefined') return;
  window.open(href, '_blank', 'noopener,noreferrer');
}
