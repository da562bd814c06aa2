/**
 * Whether the browser has a network connection (`navigator.onLine` and its online/offline events), for
 * useSyncExternalStore. On the server, and before hydration, the page is assumed online.
 */
export function subscribeConnectivity(onChange: () => void): () => void {
  const stopOnline = onOnline(onChange);
  window.addEventListener('offline', onChange);
  return () => {
    stopOnline();
    window.removeEventListener('offline', onChange);
  };
}

export const isOnline = (): boolean => navigator.onLine;

/** The server's (and the first render's) answer. */
export const isOnlineOnServer = (): boolean => true;

/**
 * Calls `handler` each time the connection comes back: what could not load while offline (the toast widget, the
 * stored cart's first read, the address asked for) tries again then. Returns the unsubscribe, for an effect's cleanup.
 */
export function onOnline(handler: () => void): () => void {
  window.addEventListener('online', handler);
  return () => window.removeEventListener('online', handler);
}
