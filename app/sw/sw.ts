/// <reference lib="webworker" />
/**
 * The service worker (built by vite-plugin-pwa's injectManifest into dist/sw.js, registered by
 * app/adapters/serviceWorker.ts after the page has hydrated).
 *
 * - The app shell is precached: scripts, styles, fonts and icons of this build (the list is injected
 *   at build time), so a visited page hydrates offline and an old build's files are removed.
 * - Pages (navigations outside /admin) go to the network first; the answer is kept, and a visited page opens from
 *   that copy when the network is down. A page never visited shows the offline page (/offline, cached at install).
 * - Images are served from a bounded cache once seen. The API is never cached: prices, slots and orders are live.
 * - A new build waits: the page shows "refresh to update" and sends SKIP_WAITING when the visitor agrees.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { OFFLINE_PATH, SKIP_WAITING } from './protocol';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

const PAGES = 'pod-pages-v1';
const IMAGES = 'pod-images-v1';
const OFFLINE = 'pod-offline-v1';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The offline page is rendered by the server like any page; it is fetched again with each new service worker.
self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(OFFLINE).then((cache) => cache.add(new Request(OFFLINE_PATH, { cache: 'reload' }))));
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});

const pages = new NetworkFirst({
  // No network timeout: a slow network still gets today's page (a kept copy could show yesterday's prices).
  cacheName: PAGES,
  plugins: [
    new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 7 * 24 * 60 * 60 }),
    // Only complete pages are kept: never an error page or a redirect.
    {
      cacheWillUpdate: async ({ response }) => (response.status === 200 && response.type === 'basic' ? response : null),
    },
  ],
});

registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pages.handle(options);
      } catch {
        return (await caches.match(OFFLINE_PATH, { cacheName: OFFLINE })) ?? Response.error();
      }
    },
    // The admin area is never stored on the device; the API and the design system's Storybook are not the site's pages.
    { denylist: [/^\/admin(\/|$)/, /^\/api\//, /^\/storybook(\/|$)/] },
  ),
);

registerRoute(
  ({ request, url }) => request.destination === 'image' && url.origin === self.location.origin,
  new CacheFirst({
    cacheName: IMAGES,
    plugins: [new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * 24 * 60 * 60 })],
  }),
);
