import type { RouteObject } from 'react-router-dom';
import { pageWithLoader } from './lazyPage';

/**
 * The café, membership and community board routes (issue 10), code-split: /cafe (café accent and Reserve Table in
 * the navigation bar, from app/layout/routeChrome.ts), /membership (Join Now scrolls to the plans) and /podboard.
 * Children of the root layout route ('/'); none of them loads booking, payment or cart code.
 */
export const communityRoutes: RouteObject[] = [
  { path: 'cafe', lazy: async () => ({ Component: (await import('../pages/cafe/CafePage')).CafePage }) },
  { path: 'membership', lazy: async () => ({ Component: (await import('../pages/membership/MembershipPage')).MembershipPage }) },
  { path: 'podboard', lazy: pageWithLoader(async () => (await import('../pages/podboard/PodboardPage')).PodboardPage, async () => (await import('../adapters/api/centreApi')).podboardLoader) },
];
