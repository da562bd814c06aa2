import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { setNonce } from 'get-nonce';
import { startTransition, StrictMode } from 'react';
import { matchRoutes, RouterProvider } from 'react-router-dom';
import { onOnline } from './adapters/connectivity';
import { markHydrated, MarkHydrated } from './layout/MarkHydrated';
import { createRouter, routes } from './router';
import type { LazyPage } from './routes/lazyPage';
import { createRoot, hydrateRoot } from './reactDomClient';
import { OFFLINE_PATH } from './sw/protocol';
import { EMOTION_KEY, HYDRATION_ELEMENT_ID } from './ssr/constants';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

/** The page's CSP nonce (the server sets it on a meta element's nonce property), for Emotion's style elements. */
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
const cache = createCache({ key: EMOTION_KEY, nonce });
// The dialogs' scroll lock adds a <style> element of its own (react-remove-scroll): it carries the nonce too.
if (nonce) setNonce(nonce);
const served = document.getElementById(HYDRATION_ELEMENT_ID);

/**
 * The service worker answered a page never opened on this device, while offline, with its copy of /offline: the
 * page stays as served (its router data is /offline's, not this address's); Try again, or the network coming
 * back, loads the address asked for.
 */
function showOfflineCopy(): boolean {
  if (window.location.pathname === OFFLINE_PATH || !container!.querySelector('[data-screen="offline"]')) return false;
  const reload = () => window.location.reload();
  container!.querySelector('[data-screen="offline"] [data-action="retry"]')?.addEventListener('click', reload);
  onOnline(reload);
  markHydrated();
  return true;
}

/** Resolves in a later task: the browser may paint and handle input in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  if (served && showOfflineCopy()) return;
  if (!served) {
    // Not served as HTML (the admin area): render in the browser.
    createRoot(container!).render(<MarkHydrated>{app()}</MarkHydrated>);
    return;
  }
  // The route's modules are fetched in a task of their own, after the one that evaluated the app.
  await nextTask();
  // React Router's browser router reads (and deserializes) the served page's loader data and errors from here.
  window.__staticRouterHydrationData = JSON.parse(served.textContent || '{}') as typeof window.__staticRouterHydrationData;
  // The served page's lazy route modules load before hydration, so the first render matches the HTML.
  const lazy = (matchRoutes(routes, window.location) ?? []).filter((match) => typeof match.route.lazy === 'function');
  await Promise.all(
    lazy.map(async ({ route }) => {
      // A page with a loader hydrates without the loader's module (app/routes/lazyPage.ts).
      const page = route.lazy as (() => Promise<Record<string, unknown>>) & Partial<Pick<LazyPage, 'hydrate'>>;
      const module = await (page.hydrate ?? page)();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
  // In a transition, React hydrates in slices of a few milliseconds that yield to the browser (and to a tap), not in
  // one long task.
  startTransition(() => {
    hydrateRoot(container!, app());
  });
}

function app() {
  return (
    <StrictMode>
      <CacheProvider value={cache}>
        <RouterProvider router={createRouter()} />
      </CacheProvider>
    </StrictMode>
  );
}

// The offline copy of the site (service worker) once the page is up, so it never competes with the first paint.
// Its registration is a chunk of its own.
void start().then(async () => (await import('./adapters/serviceWorkerRegistration')).registerServiceWorker());
