import type { RouteObject } from 'react-router-dom';

/** The about, coaching and academy pages, code-split. Children of the root layout route ('/'). */
export const coachingRoutes: RouteObject[] = [
  { path: 'about', lazy: async () => ({ Component: (await import('../pages/coaching/AboutPage')).AboutPage }) },
  { path: 'coaching', lazy: async () => ({ Component: (await import('../pages/coaching/CoachingPage')).CoachingPage }) },
  { path: 'academy', lazy: async () => ({ Component: (await import('../pages/coaching/AcademyPage')).AcademyPage }) },
];
