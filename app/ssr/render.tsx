/**
 * The server's page renderer (built on its own into dist-server/render.js, with React's production build): the
 * page's module and its loader's data load first (app/routes/pageRoute.ts), the page renders to
 * HTML once everything has loaded (no Suspense fallback is served), and Emotion's critical CSS of that HTML is
 * extracted; the page's share tags and structured data join the head (app/ssr/servedHead.tsx). The server puts the pieces into
 * the built index.html (server/ssr.ts); the browser hydrates (app/main.tsx).
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { setClockSource } from '../adapters/clock';
import type { StoredCartHint } from '../../machines/cart/cart.cookie';
import type { PageRequestContext } from '../adapters/api/pageContext';
import { routes } from '../router';
import { ServedPageMeta, type PageMetaProps } from '../layout/PageMeta';
import { PageView } from '../routes/PageRouter';
import { loadPage } from '../routes/pageRoute';
import { EMOTION_KEY } from './constants';
import { serializeHydrationData } from './hydration';
import { streamToString } from './renderStatic';
import { servedHeadElements, servedStyleElements, structuredDataOf } from './servedHead';
import { servedPrefixes } from './servedPrefixes';

export interface RenderOptions {
  /** The request's CSP nonce, set on every style element (served and added later in the browser). */
  nonce: string;
  /** The server's clock (its CLOCK_START in demos and tests). */
  now: () => number;
  /** What the visitor's cart cookie says of the cart on the device (the cart pages' loaders read it). */
  storedCart: StoredCartHint;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      /** 200, or 404 for the not-found page, or an error's status. */
      status: number;
      /** Document metadata React hoists (title, meta, link), the critical CSS style elements, the share tags and structured data. */
      head: string;
      /** The page's markup, for the root element. */
      body: string;
      /** The router's hydration data (JSON, escaped for an HTML element). */
      data: string;
    };

/** A script element that is not data (JSON-LD): an inline script React would write (the CSP forbids them). */
const REACT_SCRIPT = /<script(?![^>]*type="application\/(?:ld\+)?json")/;

/** Leading elements React 19 hoists out of a non-document render (`<title>`, `<meta>`, `<link>`). */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)*/;

/** Renders the page at `request` (a GET for a public path). */
export async function renderPage(request: Request, options: RenderOptions): Promise<RenderResult> {
  setClockSource(options.now);
  const requestContext: PageRequestContext = { storedCart: options.storedCart };
  const url = new URL(request.url);
  const outcome = await loadPage(routes, url, { signal: request.signal, context: requestContext });
  if (outcome.kind === 'redirect') return { kind: 'redirect', status: outcome.status, location: outcome.location };
  const location = { pathname: url.pathname, search: url.search, hash: '', state: null, key: 'default' };
  // Prefixed only where a browser that runs the site still needs it (app/ssr/servedPrefixes.ts).
  const cache = createCache({ key: EMOTION_KEY, nonce: options.nonce, stylisPlugins: [servedPrefixes] });
  // Before rendering: it switches the cache to collecting styles instead of writing them beside each element.
  const emotion = createEmotionServer(cache);
  // The last <PageMeta> rendered says the page's title and description (the share tags repeat them).
  let meta: PageMetaProps | null = null;
  const tellMeta = (said: PageMetaProps) => {
    meta = said;
  };
  const { prelude } = await prerender(
    <StrictMode>
      <CacheProvider value={cache}>
        <ServedPageMeta value={tellMeta}>
          <StaticRouter location={location}>
            <PageView page={outcome} location={location} />
          </StaticRouter>
        </ServedPageMeta>
      </CacheProvider>
    </StrictMode>,
    // One chunk: every Suspense boundary is written in place, never completed later by an inline script.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await streamToString(prelude);
  if (REACT_SCRIPT.test(html)) throw new Error('React wrote an inline script into the page');
  const hoisted = HOISTED.exec(html)?.[0] ?? '';
  const body = html.slice(hoisted.length);
  const styles = await servedStyleElements(emotion.extractCriticalToChunks(body).styles, options.nonce);
  const status = outcome.error?.status ?? (outcome.route.path === '*' ? 404 : 200);
  // An error page describes nothing: the page's structured data only with the page.
  const structuredData = outcome.error ? [] : structuredDataOf(outcome.route.path, url, outcome.data, outcome.site);
  const served = await servedHeadElements({ url, meta, structuredData, siteName: outcome.site.name });
  return {
    kind: 'page',
    status,
    head: hoisted + styles + served,
    body,
    data: serializeHydrationData({
      data: outcome.data ?? null,
      error: outcome.error ?? null,
      logo: outcome.logo,
      site: outcome.site,
    }),
  };
}
