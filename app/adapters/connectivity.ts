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

/** The server's (and the first render's) answer. */
export const isOnlineOnServer = (): boolean => true;
