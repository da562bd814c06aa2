import type { RouteObject } from 'react-router-dom';
import { coachingLoader } from '../adapters/api/centreApi';

/**
 * The about, coaching and academy pages, code-split. Children of the root layout route ('/'). Each loads the
 * coaching catalogue with the coaches and plans staff saved (Admin > Sports Centre) first.
 */
export const coachingRoutes: RouteObject[] = [
  { path: 'about', loader: coachingLoader, lazy: async () => ({ Component: (await import('../pages/coaching/AboutPage')).AboutPage }) },
  { path: 'coaching', loader: coachingLoader, lazy: async () => ({ Component: (await import('../pages/coaching/CoachingPage')).CoachingPage }) },
  { path: 'academy', loader: coachingLoader, lazy: async () => ({ Component: (await import('../pages/coaching/AcademyPage')).AcademyPage }) },
];
