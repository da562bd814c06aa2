import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Footer } from '../../design-system/patterns/Footer';
import { NavBar } from '../../design-system/patterns/NavBar';
import { SiteLayout } from '../../design-system/patterns/SiteLayout';
import { LinkProvider } from '../../design-system/primitives/Link/LinkProvider';
import { PodThemeProvider } from '../../design-system/tokens';
import { now } from '../adapters/clock';
// Not the cart's index: that would put the cart's actions (and the catalogue they use) in every page's script.
import { useCartCount } from '../cart/useCart';
import { footerContent } from '../content/footer';
import { navLinks } from '../content/nav';
import { ToastProvider } from '../toasts';
import { FloatingChatContainer } from './FloatingChatContainer';
import { InstallPromptSlot } from './InstallPromptSlot';
import { MarkHydrated } from './MarkHydrated';
import { RouterLink } from './RouterLink';
import { SiteNoticeContainer } from './SiteNoticeContainer';
import { accentForPath, ctaForPath } from './routeChrome';
import { useSite } from './siteSettings';

// The chat is part of the frame: only its round button, its panel and machine load later (FloatingChatContainer).
// The install prompt loads only when the browser offers to install (InstallPromptSlot).
// Made once: a re-render of the layout (the cart count read from the device, a new path) then never reaches the
// prompt's boundary, and the chat keeps its own state.
const floatingChat = <FloatingChatContainer />;
const installPrompt = <InstallPromptSlot />;

/**
 * The site's frame around a page (app/routes/PageRouter.tsx): theme (café accent on café pages), global styles and fonts, the router link, the toast
 * queue, and the site frame (navigation bar, offline / new-version notice, footer, floating chat, install prompt)
 * around the page. The footer and the café's Reserve Table show System Settings (`useSite`).
 */
export function RootLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const cartCount = useCartCount();
  const site = useSite();
  return (
    <PodThemeProvider accent={accentForPath(pathname)}>
      <LinkProvider component={RouterLink}>
        <ToastProvider>
          <SiteLayout
            header={
              <NavBar links={navLinks} currentPath={pathname} cartCount={cartCount} cta={ctaForPath(pathname, site)} />
            }
            footer={<Footer {...footerContent(now().getFullYear(), site)} />}
            floatingChat={floatingChat}
            installPrompt={installPrompt}
            notice={<SiteNoticeContainer />}
          >
            {/* Its own boundary: a served page hydrates in two passes, the site frame first and then the page in
                slices between which the browser can paint and answer input (one long hydration task was most of the
                pages' Total Blocking Time). */}
            <Suspense fallback={null}>
              {children}
              <MarkHydrated />
            </Suspense>
          </SiteLayout>
        </ToastProvider>
      </LinkProvider>
    </PodThemeProvider>
  );
}
