import { deferredPart } from '../ssr/deferredPart';

/**
 * The routes' error boundaries. Their screens are parts of their own (app/ssr/deferredPart.tsx): fetched once a page
 * is live, so a page's first script does not carry an error screen it rarely shows; a served error page is complete
 * without them and hydrates when they arrive.
 */
export const RouteErrorBoundary = deferredPart(async () => (await import('../pages/RouteErrorPage')).RouteErrorPage);
export const RootErrorBoundary = deferredPart(async () => (await import('../pages/RouteErrorPage')).RootErrorPage);
