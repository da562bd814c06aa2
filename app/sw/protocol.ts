/** What the page and the service worker (app/sw/sw.ts) agree on. */

/** The page shown for a page never visited while the network is down (a route of the site, rendered by the server). */
export const OFFLINE_PATH = '/offline';

/** The page's message when the visitor chose to load the new version (the waiting service worker takes over). */
export const SKIP_WAITING = 'SKIP_WAITING';
