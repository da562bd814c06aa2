import type { PageRoute } from './pageRoute';

/**
 * The about, coaching and academy pages, code-split. Children of the root layout route ('/'). Each loads the
 * part of the coaching catalogue it shows, with the coaches and plans staff saved (Admin > Sports Centre), first.
 */
export const coachingRoutes: PageRoute[] = [
  {
    path: '/about',
    page: async () => (await import('../pages/coaching/AboutPage')).AboutPage,
    loader: async () => (await import('../adapters/api/centreApi')).coachingLoader('about'),
  },
  {
    path: '/coaching',
    page: async () => (await import('../pages/coaching/CoachingPage')).CoachingPage,
    loader: async () => (await import('../adapters/api/centreApi')).coachingLoader('coaching'),
  },
  {
    path: '/academy',
    page: async () => (await import('../pages/coaching/AcademyPage')).AcademyPage,
    loader: async () => (await import('../adapters/api/centreApi')).coachingLoader('academy'),
  },
];
