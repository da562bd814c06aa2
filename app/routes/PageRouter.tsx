/**
 * The browser's side of the site's routing. React Router (declarative) keeps the address and the history; this
 * shows a page once it is ready: on a new address the page's module and its loader's data load first
 * (app/routes/pageRoute.ts), while the page before stays on screen, and then the new page is shown, scrolled as a
 * visitor expects. `PageView` renders a ready page, here and in the server's renderer (app/ssr/render.tsx).
 */
import {
  Component,
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import {
  useLocation,
  useNavigate,
  useNavigationType,
  useRoutes,
  type Location,
  type NavigationType,
} from 'react-router-dom';
import { openedByReloadOrHistory } from '../adapters/documentArrival';
import { dropServedHead } from '../adapters/servedHead';
import { readJson, writeJson } from '../adapters/storage';
import { RootLayout } from '../layout/RootLayout';
import { LogoSourceProvider } from '../../design-system/brand/Logo';
import { RootErrorPage, RouteErrorPage } from '../pages/RouteErrorPage';
import { PageStateContext } from './pageData';
import { SiteSettingsProvider } from '../layout/siteSettings';
import { loadPage, pageError, type PageErrorResponse, type PageFrame, type PageRoute } from './pageRoute';

/** A page ready to show: where, which route, its component, and its data or the error it ended in. */
export interface ReadyPage extends PageFrame {
  route: PageRoute;
  Component: ComponentType | null;
  data: unknown;
  error: PageErrorResponse | undefined;
}

interface ShownPage extends ReadyPage {
  location: Location;
  /** How the visitor came to it (a link, a redirect, Back or Forward). */
  arrival: NavigationType | 'initial';
}

interface BoundaryProps {
  /** Shown instead of the children once they have thrown, until `resetKey` changes. */
  fallback: (error: unknown) => ReactNode;
  resetKey: string;
  children: ReactNode;
}

/** Catches what its children throw while rendering, and shows the fallback until the next address. */
class ErrorBoundary extends Component<BoundaryProps, { error: unknown; failed: boolean; resetKey: string }> {
  override state = { error: undefined as unknown, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { error: undefined, failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}

const errorPage = (error: unknown) => (
  <PageStateContext.Provider value={{ data: undefined, error }}>
    <RouteErrorPage />
  </PageStateContext.Provider>
);

const rootErrorPage = (error: unknown) => (
  <PageStateContext.Provider value={{ data: undefined, error }}>
    <RootErrorPage />
  </PageStateContext.Provider>
);

/**
 * A ready page at `location`, inside the site's frame unless it brings its own; an error inside the page shows the
 * error page inside the frame, an error of the frame the error page alone. Hooks below read `location`.
 */
export function PageView({ page, location }: { page: ReadyPage; location: Location }) {
  const { Component: Page, data, error } = page;
  const content = (
    <PageStateContext.Provider value={{ data, error }}>
      <ErrorBoundary fallback={errorPage} resetKey={location.key}>
        {error !== undefined || !Page ? <RouteErrorPage /> : <Page />}
      </ErrorBoundary>
    </PageStateContext.Provider>
  );
  const element = (
    <ErrorBoundary fallback={rootErrorPage} resetKey={location.key}>
      <LogoSourceProvider value={page.logo}>
        <SiteSettingsProvider value={page.site}>
          {page.route.frame === 'own' ? content : <RootLayout>{content}</RootLayout>}
        </SiteSettingsProvider>
      </LogoSourceProvider>
    </ErrorBoundary>
  );
  return useRoutes([{ path: '*', element }], location);
}

/** sessionStorage key of the scroll positions kept for Back and Forward (and a reload). */
const SCROLL_KEY = 'pod-scroll-positions';

/** Reads the positions kept by this tab's earlier documents (an effect: no storage is read while rendering). */
function keptPositions(): Record<string, number> {
  const kept = readJson(SCROLL_KEY, 'session');
  return typeof kept === 'object' && kept !== null ? (kept as Record<string, number>) : {};
}

/**
 * Scrolls as a visitor expects once a page is shown: Back and Forward to where the page was left, an address with a
 * #fragment to that element, a new page to its top. A change of the query alone (a filter, a tab) keeps the place.
 * Returns `remember`, called when the visitor leaves the shown page.
 */
function useScrollRestoration(shown: ShownPage): () => void {
  const positions = useRef<Record<string, number>>({});
  const previous = useRef<ShownPage | null>(null);
  // The kept positions are read when first needed, and merged under this document's own: the first read of the
  // session's storage waits for the browser process (a sync call, 10-25 ms on the test machine) and a page opened
  // afresh needs none of them while it starts.
  const keptRead = useRef(false);
  const readKept = () => {
    if (keptRead.current) return;
    keptRead.current = true;
    positions.current = { ...keptPositions(), ...positions.current };
  };
  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = shown;
    const { location, arrival } = shown;
    if (!before) {
      window.history.scrollRestoration = 'manual';
      // A reload of the page, or Back or Forward to it from another document: back to where it was.
      if (openedByReloadOrHistory()) readKept();
      const kept = positions.current[location.key];
      if (kept !== undefined) window.scrollTo(0, kept);
      return;
    }
    if (before.location === location) return;
    if (arrival === 'POP') readKept();
    const kept = positions.current[location.key];
    if (arrival === 'POP' && kept !== undefined) {
      window.scrollTo(0, kept);
      return;
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (location.pathname !== before.location.pathname) window.scrollTo(0, 0);
  }, [shown]);
  useEffect(() => {
    const save = () => {
      if (previous.current) positions.current[previous.current.location.key] = window.scrollY;
      // The positions other documents kept stay kept.
      readKept();
      writeJson(SCROLL_KEY, positions.current, 'session');
    };
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, []);
  return () => {
    if (previous.current) positions.current[previous.current.location.key] = window.scrollY;
  };
}

/**
 * The site in the browser: shows `first` (the page the server rendered, or the one loaded before rendering) at the
 * address the browser opened, then each next address once its page is ready. A loader's redirect replaces the
 * address; the newest address wins when a visitor moves on before a page is ready.
 */
export function PageRouter({ routes, first }: { routes: readonly PageRoute[]; first: ReadyPage }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const [shown, setShown] = useState<ShownPage>(() => ({ ...first, location, arrival: 'initial' }));
  const latest = useRef(0);
  const rememberScroll = useScrollRestoration(shown);

  // The served page's share tags and structured data (app/ssr/servedHead.tsx) describe the page it was served with only.
  const servedPath = useRef(location.pathname);
  useEffect(() => {
    if (shown.location.pathname !== servedPath.current) dropServedHead();
  }, [shown]);

  useEffect(() => {
    // A new location object is a new address (keys repeat: a page opened without history state has key 'default').
    if (location === shown.location) return;
    const id = ++latest.current;
    rememberScroll();
    const show = (page: ReadyPage) => startTransition(() => setShown({ ...page, location, arrival: navigationType }));
    // The same page at another #fragment, or at another view its query chooses (when it is showing, not an error):
    // nothing to load.
    const samePage = location.pathname === shown.location.pathname;
    const otherFragment = location.search === shown.location.search && location.hash !== shown.location.hash;
    const otherView = shown.route.queryIsView === true && shown.error === undefined && shown.Component !== null;
    if (samePage && (otherFragment || otherView)) {
      show(shown);
      return;
    }
    const controller = new AbortController();
    const url = new URL(`${location.pathname}${location.search}${location.hash}`, window.location.origin);
    loadPage(routes, url, { signal: controller.signal })
      .then((outcome) => {
        if (id !== latest.current) return;
        if (outcome.kind === 'redirect') void navigate(outcome.location, { replace: true });
        else show(outcome);
      })
      .catch((thrown: unknown) => {
        if (id === latest.current) show({ ...shown, Component: null, data: undefined, error: pageError(thrown) });
      });
    return () => controller.abort();
    // Only a new address starts a load; `shown` is read as it was when the visitor left it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location]);

  return <PageView page={shown} location={shown.location} />;
}
