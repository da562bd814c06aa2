import { createBrowserRouter, Navigate, redirect, type RouteObject } from 'react-router-dom';
import { RootLayout } from './layout/RootLayout';
import { pageWithLoader } from './routes/lazyPage';
import { RootErrorPage, RouteErrorPage } from './pages/RouteErrorPage';
import { bookingRoutes } from './routes/booking.routes';
import { contactRoutes } from './routes/contact.routes';
import { coachingRoutes } from './routes/coaching.routes';
import { communityRoutes } from './routes/community.routes';
import { shopRoutes } from './routes/shop.routes';

/** `/pricing` moved to the booking section of the sports page. */
const PRICING_TARGET = '/sports#booking';

/** Renders only if the loader's redirect did not run (e.g. when prerendered): the same redirect. */
function PricingRedirect() {
  return <Navigate to={PRICING_TARGET} replace />;
}

/**
 * Every route of the site; pages are code-split with route `lazy`. Each feature exports its routes from
 * `app/routes/<feature>.routes.tsx` and they are listed here. Paths not built yet show the 404 page.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RootErrorPage,
    HydrateFallback: () => null,
    children: [
      {
        // Errors inside a page render inside the site frame.
        ErrorBoundary: RouteErrorPage,
        children: [
          { index: true, lazy: pageWithLoader(async () => (await import('./pages/HomePage')).HomePage, async () => (await import('./adapters/api/homeApi')).homeLoader) },
          {
            path: 'privacy-policy',
            lazy: async () => ({ Component: (await import('./pages/legalPages')).PrivacyPolicyPage }),
          },
          {
            path: 'terms-and-conditions',
            lazy: async () => ({ Component: (await import('./pages/legalPages')).TermsAndConditionsPage }),
          },
          {
            path: 'cancellation-refund',
            lazy: async () => ({ Component: (await import('./pages/legalPages')).CancellationRefundPage }),
          },
          {
            path: 'shipping-delivery',
            lazy: async () => ({ Component: (await import('./pages/legalPages')).ShippingDeliveryPage }),
          },
          { path: 'offline', lazy: async () => ({ Component: (await import('./pages/OfflinePage')).OfflinePage }) },
          { path: 'pricing', loader: () => redirect(PRICING_TARGET), Component: PricingRedirect },
          ...bookingRoutes,
          ...shopRoutes,
          ...contactRoutes,
          ...coachingRoutes,
          ...communityRoutes,
          { path: '*', lazy: async () => ({ Component: (await import('./pages/NotFoundPage')).NotFoundPage }) },
        ],
      },
    ],
  },
];

/** The admin area's address space: its routes are added to the router on the first visit (`patchRoutesOnNavigation`). */
const ADMIN_PATH = /^\/admin(?:\/|$)/;

/**
 * The browser's router. The admin area (client-only, behind its sign-in; app/routes/admin.routes.tsx) is not in the
 * route table every public page's script carries: React Router asks for it when an address under /admin is opened
 * (a path only the not-found route matches), and it is added then.
 */
export function createRouter() {
  let adminPatched = false;
  return createBrowserRouter(routes, {
    async patchRoutesOnNavigation({ path, patch }) {
      if (adminPatched || !ADMIN_PATH.test(path)) return;
      const { adminRoutes } = await import('./routes/admin.routes');
      if (adminPatched) return;
      adminPatched = true;
      patch(null, adminRoutes);
    },
  });
}
