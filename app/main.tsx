import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { setNonce } from 'get-nonce';
import { startTransition, StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { onOnline } from './adapters/connectivity';
import { siteDefaults } from './config/site';
import { markHydrated, MarkHydrated, onHydrated } from './layout/MarkHydrated';
import { routes } from './router';
import { PageRouter, type ReadyPage } from './routes/PageRouter';
import { loadPage } from './routes/pageRoute';
import { createRoot, hydrateRoot } from './reactDomClient';
import { OFFLINE_PATH } from './sw/protocol';
import { EMOTION_KEY, HYDRATION_ELEMENT_ID, SERVED_STYLES_ATTRIBUTE } from './ssr/constants';
import { holdUnservedStyles } from './ssr/holdUnservedStyles';
import { parseHydrationData } from './ssr/hydration';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

/** The page's CSP nonce (the server sets it on a meta element's nonce property), for Emotion's style elements. */
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
const cache = createCache({ key: EMOTION_KEY, nonce });
// The served page's styles are in place already: the cache only needs their names, so it inserts none of them again
// (it does not find that element itself, so it does not move it either: app/ssr/constants.ts).
for (const element of document.querySelectorAll(`style[${SERVED_STYLES_ATTRIBUTE}]`)) {
  for (const id of (element.getAttribute(SERVED_STYLES_ATTRIBUTE) ?? '').split(' ')) if (id) cache.inserted[id] = true;
}
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

/** The page at the browser's address, ready to show: with the served page's data, or loaded now. */
async function firstPage(): Promise<ReadyPage | null> {
  const url = new URL(window.location.href);
  const hydration = served ? parseHydrationData(served.textContent || '', siteDefaults) : null;
  // A served page hydrates without its loader's module: its data is in the page.
  const outcome = await loadPage(routes, url, { withoutData: hydration !== null });
  if (outcome.kind === 'redirect') {
    window.location.replace(outcome.location);
    return null;
  }
  return hydration
    ? {
        ...outcome,
        data: hydration.data,
        error: hydration.error ?? undefined,
        logo: hydration.logo ?? '',
        site: hydration.site ?? siteDefaults,
      }
    : outcome;
}

async function start(): Promise<void> {
  if (served && showOfflineCopy()) return;
  if (!served) {
    // Not served as HTML (the admin area): render in the browser. Its page says its own <title> (React puts it in the
    // head): the template's default goes, so the document has one title.
    const first = await firstPage();
    if (!first) return;
    document.head.querySelector('title')?.remove();
    createRoot(container!).render(<MarkHydrated>{app(first)}</MarkHydrated>);
    return;
  }
  // The page's modules are fetched in a task of their own, after the one that evaluated the app, and load before
  // hydration, so the first render matches the HTML.
  await nextTask();
  const first = await firstPage();
  if (!first) return;
  // Styles no served element carries wait until the page is live (app/ssr/holdUnservedStyles.ts).
  onHydrated(holdUnservedStyles(cache));
  // In a transition, React hydrates in slices of a few milliseconds that yield to the browser (and to a tap), not in
  // one long task.
  startTransition(() => {
    hydrateRoot(container!, app(first));
  });
}

function app(first: ReadyPage) {
  return (
    <StrictMode>
      <CacheProvider value={cache}>
        <BrowserRouter>
          <PageRouter routes={routes} first={first} />
        </BrowserRouter>
      </CacheProvider>
    </StrictMode>
  );
}

// The offline copy of the site (service worker) once the page is up, so it never competes with the first paint.
// Its registration is a chunk of its own.
void start().then(async () => (await import('./adapters/serviceWorkerRegistration')).registerServiceWorker());
