import type { RouteObject } from 'react-router-dom';

/**
 * The booking issue's routes, code-split: /sports (sport list and booking view, anchor #booking) and /schedule.
 * Children of the root layout route ('/'), like the router's other pages. Each page sets its own <title> and
 * description. The sports page's chunk carries the booking and payment machines; the provider's script loads
 * only when Pay is pressed.
 */
export const bookingRoutes: RouteObject[] = [
  { path: 'sports', lazy: async () => ({ Component: (await import('../pages/sports/SportsPage')).SportsPage }) },
  { path: 'schedule', lazy: async () => ({ Component: (await import('../pages/schedule/SchedulePage')).SchedulePage }) },
];
