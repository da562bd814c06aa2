import { Navigate, type RouteObject } from 'react-router-dom';
import { RootErrorPage } from '../pages/RouteErrorPage';

/**
 * The admin area's routes, a sibling of the public site's root route: its own frame (no site navigation, footer
 * or chat button) and every module lazy, so no admin screen, machine or chart library is in a public page's
 * bundle (`npm run bench` checks it). /admin/dashboard is the dashboard alone; the other admin paths show it
 * inside the shell with the sidebar (spec §2), with the matching tab open. /admin/sports is the Sports Centre
 * manager (Pricing), /admin/homepage the Home Page Manager, /admin/merchandise the POD Gear manager.
 */
const shell = (tab: string) => ({
  lazy: async () => {
    const { AdminShellPage } = await import('../pages/admin/AdminDashboardPage');
    return { Component: () => <AdminShellPage tab={tab} /> };
  },
});

export const adminRoutes: RouteObject[] = [
  {
    path: '/admin',
    lazy: async () => ({ Component: (await import('../pages/admin/AdminLayout')).AdminLayout }),
    ErrorBoundary: RootErrorPage,
    HydrateFallback: () => null,
    children: [
      { index: true, element: <Navigate to="/admin/dashboard" replace /> },
      { path: 'login', lazy: async () => ({ Component: (await import('../pages/admin/AdminLoginPage')).AdminLoginPage }) },
      { path: 'dashboard', lazy: async () => ({ Component: (await import('../pages/admin/AdminDashboardPage')).AdminDashboardPage }) },
      { path: 'bookings', ...shell('bookings') },
      { path: 'settings', ...shell('settings') },
      { path: 'sports', lazy: async () => ({ Component: (await import('../pages/admin/AdminSportsPage')).AdminSportsPage }) },
      { path: 'homepage', lazy: async () => ({ Component: (await import('../pages/admin/AdminHomePage')).AdminHomePage }) },
      { path: 'merchandise', lazy: async () => ({ Component: (await import('../pages/admin/AdminGearPage')).AdminGearPage }) },
      ...['cafe', 'gallery', 'partners', 'users'].map((path) => ({ path, ...shell('bookings') })),
      { path: '*', lazy: async () => ({ Component: (await import('../pages/NotFoundPage')).NotFoundPage }) },
    ],
  },
];
