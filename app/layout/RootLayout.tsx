import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { SiteLayout } from '../../design-system/patterns/SiteLayout';
import { LinkProvider } from '../../design-system/primitives/Link';
import { PodThemeProvider } from '../../design-system/tokens/PodThemeProvider';
import { deferredPart } from '../ssr/deferredPart';
import { ToastProvider } from '../toasts';
import { MarkHydrated } from './MarkHydrated';
import { accentForPath } from './routeAccent';
import { RouterLink } from './RouterLink';

// The install prompt (hidden until the browser offers to install) loads after the first paint, in its own chunk.
const InstallPromptContainer = lazy(() =>
  import('./InstallPromptContainer').then((m) => ({ default: m.InstallPromptContainer })),
);

// Served in full, hydrated from chunks of their own once the frame is live (app/ssr/deferredPart.tsx; a tap on them
// before is kept and made again): the global styles, the navigation bar, the offline / new-version notice, the
// footer (links and contacts, which work without the app) and the floating chat.
const GlobalStyles = deferredPart(async () => (await import('../../design-system/tokens/GlobalStyles')).GlobalStyles);
const SiteHeader = deferredPart(async () => (await import('./SiteHeader')).SiteHeader);
const SiteNoticeContainer = deferredPart(async () => (await import('./SiteNoticeContainer')).SiteNoticeContainer);
const SiteFooter = deferredPart(async () => (await import('./SiteFooter')).SiteFooter);
const FloatingChatContainer = deferredPart(async () => (await import('./FloatingChatContainer')).FloatingChatContainer);

// Made once: a re-render of the layout (a new path) never reaches these boundaries (a part must not be updated before
// it is live), and the chat keeps its own state.
const globalStyles = <GlobalStyles />;
const header = <SiteHeader />;
const notice = <SiteNoticeContainer />;
const footer = <SiteFooter />;
const floatingChat = <FloatingChatContainer />;
const installPrompt = (
  <Suspense fallback={null}>
    <InstallPromptContainer />
  </Suspense>
);

/**
 * The root route: theme (café accent on café pages), global styles and fonts, the router link, the toast
 * queue, and the site frame (navigation bar, offline / new-version notice, footer, floating chat, install prompt)
 * around the page.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <PodThemeProvider accent={accentForPath(pathname)}>
      {globalStyles}
      <LinkProvider component={RouterLink}>
        <ToastProvider>
          <SiteLayout header={header} footer={footer} floatingChat={floatingChat} installPrompt={installPrompt} notice={notice}>
            {/* Its own boundary: a served page hydrates in two passes, the site frame first and then the page in
                slices between which the browser can paint and answer input (one long hydration task was most of the
                pages' Total Blocking Time). */}
            <Suspense fallback={null}>
              <Outlet />
              <MarkHydrated />
            </Suspense>
          </SiteLayout>
        </ToastProvider>
      </LinkProvider>
      <ScrollRestoration />
    </PodThemeProvider>
  );
}
