/**
 * Whether the browser has a network connection (`navigator.onLine` and its online/offline events), for
 * useSyncExternalStore. On the server, and before hydration, the page is assumed online.
 */
export function subscribeConnectivity(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export const isOnline = (): boolean => navigator.onLine;

/**
 * Calls `handler` each time the connection comes back: what could not load while offline (the toast widget, the
 * stored cart's first read, the address asked for) tries again then. Returns the unsubscribe, for an effect's cleanup.
 */
export function onOnline(handler: () => void): () => void {
  window.addEventListener('online', handler);
  return () => window.removeEventListener('online', handler);
}

/** The server's (and the first render's) answer. */
export const isOnlineOnServer = (): boolean => true;
