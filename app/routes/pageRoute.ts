/**
 * The site's pages as data, and how one is made ready: its module, then its loader's data (or a redirect, or an
 * error). The browser (app/routes/PageRouter.tsx) and the server's renderer (app/ssr/render.tsx) both use
 * `loadPage`, so a page is loaded the same way on both sides. React Router (declarative) matches paths, links and
 * keeps the history; this file is what its data mode did for us.
 */
import type { ComponentType } from 'react';
import { matchRoutes, type Params } from 'react-router-dom';
import type { SiteSettings } from '../../machines/admin/settings';
import { logoOf } from '../../machines/site/branding';
import { siteSettingsOf } from '../../machines/site/siteDetails';
import { siteDefaults } from '../config/site';

/** What a loader is given: the page's request (URL and abort signal), its path parameters, and the server's context. */
export interface LoaderArgs {
  request: Request;
  params: Params;
  /** The page server's request context (app/adapters/api/pageContext.ts); undefined in the browser. */
  context?: unknown;
}

export type PageLoader = (args: LoaderArgs) => unknown;

export interface PageRoute {
  /** A path pattern React Router matches ('/', '/sports', '/admin/*', '*'). */
  path: string;
  /** The page's component (its module is a chunk of its own). */
  page: () => Promise<ComponentType>;
  /** Its loader, in a module of its own: a served page hydrates without it (its data is in the page). */
  loader?: () => Promise<PageLoader>;
  /** 'site': inside the site's frame (navigation, footer, chat); 'own': the page brings its own (the admin area). */
  frame?: 'site' | 'own';
  /**
   * The address's query chooses a view of the same data (/sports?sport=tennis): moving between them shows the page at
   * once with the data it has, instead of loading the page and its data again first.
   */
  queryIsView?: boolean;
}

/** An error a page ended in, with the HTTP status the server answers with. */
export interface PageErrorResponse {
  status: number;
  statusText: string;
  /** An Error's message (a thrown Response has none). */
  message?: string;
}

export type PageOutcome =
  | { kind: 'redirect'; status: number; location: string }
  | ({
      kind: 'page';
      route: PageRoute;
      Component: ComponentType | null;
      data: unknown;
      error: PageErrorResponse | undefined;
    } & PageFrame);

/** What every page shows beside its own data: the logo and System Settings. */
export interface PageFrame {
  /** The logo staff uploaded ('' for the built-in mark): the navigation bar, footer and admin show it. */
  logo: string;
  /** The centre's details and rules (GET /api/site): the footer, contact details, chat and telephone links. */
  site: SiteSettings;
}

/** One public read beside the page's data, or null when it cannot be read: a page never fails for these. */
async function readFrame(url: URL, path: string, signal?: AbortSignal): Promise<unknown> {
  try {
    const response = await fetch(new URL(path, url), { headers: { accept: 'application/json' }, signal });
    return response.ok ? await response.json() : null;
  } catch {
    return null;
  }
}

/** `GET /api/branding`'s logo ('' for the built-in mark) and `GET /api/site` (the shipped defaults when unreadable). */
async function loadFrame(url: URL, signal?: AbortSignal): Promise<PageFrame> {
  const [branding, site] = await Promise.all([
    readFrame(url, '/api/branding', signal),
    readFrame(url, '/api/site', signal),
  ]);
  return { logo: logoOf(branding), site: siteSettingsOf(site, siteDefaults) };
}

const isRedirect = (value: unknown): value is Response =>
  value instanceof Response && value.status >= 300 && value.status < 400 && value.headers.has('Location');

/** What an error tells a visitor and the server: a thrown Response keeps its status, anything else is a 500. */
export function pageError(thrown: unknown): PageErrorResponse {
  if (thrown instanceof Response) return { status: thrown.status, statusText: thrown.statusText };
  return {
    status: 500,
    statusText: 'Internal Server Error',
    message: thrown instanceof Error ? thrown.message : String(thrown),
  };
}

/** The route that answers `pathname` (the not-found route '*' when no other does). */
export function matchPage(routes: readonly PageRoute[], pathname: string): { route: PageRoute; params: Params } {
  const match = matchRoutes(routes as PageRoute[], pathname)?.[0];
  if (!match) throw new Error(`No route matches ${pathname}, not even '*'.`);
  return { route: match.route, params: match.params };
}

/**
 * Makes the page at `url` ready: its module and, unless `withoutData` (hydrating a served page, whose data is in the
 * page), its loader's data. A loader's redirect (returned or thrown) is the outcome; so is an error, shown by the
 * error page inside the frame.
 */
export async function loadPage(
  routes: readonly PageRoute[],
  url: URL,
  options: { signal?: AbortSignal; context?: unknown; withoutData?: boolean } = {},
): Promise<PageOutcome> {
  const { route, params } = matchPage(routes, url.pathname);
  let Component: ComponentType | null = null;
  // The logo and the settings load beside the page (a served page has them in its hydration data).
  const shared = options.withoutData
    ? Promise.resolve({ logo: '', site: siteDefaults })
    : loadFrame(url, options.signal);
  try {
    const [component, loader] = await Promise.all([route.page(), options.withoutData ? undefined : route.loader?.()]);
    Component = component;
    if (!loader) return { kind: 'page', route, Component, data: undefined, error: undefined, ...(await shared) };
    const data = await loader({
      request: new Request(url, { signal: options.signal }),
      params,
      context: options.context,
    });
    if (isRedirect(data)) return { kind: 'redirect', status: data.status, location: data.headers.get('Location')! };
    if (data instanceof Response)
      return { kind: 'page', route, Component, data: undefined, error: pageError(data), ...(await shared) };
    return { kind: 'page', route, Component, data, error: undefined, ...(await shared) };
  } catch (thrown) {
    if (isRedirect(thrown))
      return { kind: 'redirect', status: thrown.status, location: thrown.headers.get('Location')! };
    return { kind: 'page', route, Component, data: undefined, error: pageError(thrown), ...(await shared) };
  }
}
