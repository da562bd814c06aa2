import type { RouteObject } from 'react-router-dom';
import { pageWithLoader } from './lazyPage';

/**
 * The about, coaching and academy pages, code-split. Children of the root layout route ('/'). Each loads the
 * part of the coaching catalogue it shows, with the coaches and plans staff saved (Admin > Sports Centre), first.
 */
export const coachingRoutes: RouteObject[] = [
  { path: 'about', lazy: pageWithLoader(async () => (await import('../pages/coaching/AboutPage')).AboutPage, async () => (await import('../adapters/api/centreApi')).coachingLoader('about')) },
  { path: 'coaching', lazy: pageWithLoader(async () => (await import('../pages/coaching/CoachingPage')).CoachingPage, async () => (await import('../adapters/api/centreApi')).coachingLoader('coaching')) },
  { path: 'academy', lazy: pageWithLoader(async () => (await import('../pages/coaching/AcademyPage')).AcademyPage, async () => (await import('../adapters/api/centreApi')).coachingLoader('academy')) },
];
