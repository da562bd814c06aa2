import { Navigate, redirect } from 'react-router-dom';
import type { PageRoute } from './routes/pageRoute';
import { bookingRoutes } from './routes/booking.routes';
import { contactRoutes } from './routes/contact.routes';
import { coachingRoutes } from './routes/coaching.routes';
import { communityRoutes } from './routes/community.routes';
import { shopRoutes } from './routes/shop.routes';

/** `/pricing` moved to the booking section of the sports page. */
const PRICING_TARGET = '/sports#booking';

/** Renders only if the loader's redirect did not run: the same redirect. */
function PricingRedirect() {
  return <Navigate to={PRICING_TARGET} replace />;
}

/**
 * Every page of the site, code-split: each is a module of its own, with its loader in another
 * (app/routes/pageRoute.ts). Each feature exports its routes from `app/routes/<feature>.routes.tsx` and they are
 * listed here. Paths not built yet show the 404 page. The admin area is one route here; its module holds its screens
 * (app/routes/admin.routes.tsx), so no public page's script carries them.
 */
export const routes: PageRoute[] = [
  {
    path: '/',
    page: async () => (await import('./pages/HomePage')).HomePage,
    loader: async () => (await import('./adapters/api/homeApi')).homeLoader,
  },
  { path: '/privacy-policy', page: async () => (await import('./pages/legalPages')).PrivacyPolicyPage },
  { path: '/terms-and-conditions', page: async () => (await import('./pages/legalPages')).TermsAndConditionsPage },
  { path: '/cancellation-refund', page: async () => (await import('./pages/legalPages')).CancellationRefundPage },
  { path: '/shipping-delivery', page: async () => (await import('./pages/legalPages')).ShippingDeliveryPage },
  { path: '/offline', page: async () => (await import('./pages/OfflinePage')).OfflinePage },
  { path: '/pricing', page: async () => PricingRedirect, loader: async () => () => redirect(PRICING_TARGET) },
  ...bookingRoutes,
  ...shopRoutes,
  ...contactRoutes,
  ...coachingRoutes,
  ...communityRoutes,
  { path: '/admin/*', frame: 'own', page: async () => (await import('./routes/admin.routes')).AdminApp },
  { path: '*', page: async () => (await import('./pages/NotFoundPage')).NotFoundPage },
];
