import type { PageRoute } from './pageRoute';

/**
 * The booking issue's routes, code-split: /sports (sport list and booking view, anchor #booking), /my-booking (a
 * visitor's paid booking: cancel, reschedule) and /schedule.
 * Children of the root layout route ('/'), like the router's other pages. Each page sets its own <title> and
 * description. The booking and payment machines come with the booking view's chunk (fetched when a visitor
 * reaches for a Book button, or before rendering a page that opens on a sport); the provider's script loads only when Pay is pressed. Both load the court rate table first (every price they show, and the booking charges, come
 * from it); /sports also loads the reviews staff saved (Admin > Sports Centre > Testimonials).
 */
export const bookingRoutes: PageRoute[] = [
  {
    path: '/sports',
    page: async () => {
      const page = await import('../pages/sports/SportsPage');
      await page.prepareSportsPage();
      return page.SportsPage;
    },
    loader: async () => (await import('../adapters/api/centreApi')).sportsLoader,
    // ?sport= chooses the list or a sport's booking view of the same rates and reviews: no new load in between.
    queryIsView: true,
  },
  {
    path: '/my-booking',
    page: async () => (await import('../pages/myBooking/MyBookingPage')).MyBookingPage,
    loader: async () => (await import('../adapters/api/myBookingApi')).myBookingLoader,
  },
  {
    path: '/schedule',
    page: async () => (await import('../pages/schedule/SchedulePage')).SchedulePage,
    loader: async () => (await import('../adapters/api/contentApi')).ratesLoader,
  },
];
