import type { PageRoute } from './pageRoute';

/**
 * The café, membership and community board routes (issue 10), code-split: /cafe (café accent and Reserve Table in
 * the navigation bar, from app/layout/routeChrome.ts), /membership (Join Now scrolls to the plans) and /podboard.
 * Children of the root layout route ('/'); none of them loads booking, payment or cart code.
 */
export const communityRoutes: PageRoute[] = [
  {
    path: '/cafe',
    page: async () => (await import('../pages/cafe/CafePage')).CafePage,
    loader: async () => (await import('../adapters/api/siteContentApi')).cafeLoader,
  },
  { path: '/membership', page: async () => (await import('../pages/membership/MembershipPage')).MembershipPage },
  {
    path: '/podboard',
    page: async () => (await import('../pages/podboard/PodboardPage')).PodboardPage,
    loader: async () => (await import('../adapters/api/centreApi')).podboardLoader,
  },
];
