import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, useRoutes } from 'react-router-dom';

/**
 * The admin area (client-only, behind its sign-in): its own frame (no site navigation, footer or chat button) and
 * every screen lazy, so no admin screen, machine or chart library is in a public page's bundle (`npm run bench`
 * checks it). The router loads this module for any address under /admin (app/router.tsx). /admin/dashboard is the
 * dashboard alone; /admin/bookings is Booking Details (find a booking, its whole record; `?ref=` opens one).
 * /admin/settings is System Settings, /admin/account the signed-in account's password and sessions, /admin/sports is the Sports Centre manager (Pricing), /admin/homepage the Home Page Manager,
 * /admin/merchandise the POD Gear manager, /admin/messages the outbox (every email, Resend), /admin/cafe,
 * /admin/gallery and /admin/partners the content managers.
 */
function screen(load: () => Promise<ComponentType>) {
  const Screen = lazy(async () => ({ default: await load() }));
  return (
    <Suspense fallback={null}>
      <Screen />
    </Suspense>
  );
}

const layout = screen(async () => (await import('../pages/admin/AdminLayout')).AdminLayout);

const adminRoutes = [
  {
    path: '/admin',
    element: layout,
    children: [
      { index: true, element: <Navigate to="/admin/dashboard" replace /> },
      { path: 'login', element: screen(async () => (await import('../pages/admin/AdminLoginPage')).AdminLoginPage) },
      {
        path: 'dashboard',
        element: screen(async () => (await import('../pages/admin/AdminDashboardPage')).AdminDashboardPage),
      },
      {
        path: 'bookings',
        element: screen(async () => (await import('../pages/admin/AdminBookingsPage')).AdminBookingsPage),
      },
      { path: 'sports', element: screen(async () => (await import('../pages/admin/AdminSportsPage')).AdminSportsPage) },
      { path: 'homepage', element: screen(async () => (await import('../pages/admin/AdminHomePage')).AdminHomePage) },
      {
        path: 'merchandise',
        element: screen(async () => (await import('../pages/admin/AdminGearPage')).AdminGearPage),
      },
      {
        path: 'messages',
        element: screen(async () => (await import('../pages/admin/AdminMessagesPage')).AdminMessagesPage),
      },
      { path: 'cafe', element: screen(async () => (await import('../pages/admin/AdminContentPages')).AdminCafePage) },
      {
        path: 'gallery',
        element: screen(async () => (await import('../pages/admin/AdminContentPages')).AdminGalleryPage),
      },
      {
        path: 'partners',
        element: screen(async () => (await import('../pages/admin/AdminContentPages')).AdminPartnersPage),
      },
      {
        path: 'set-password',
        element: screen(async () => (await import('../pages/admin/AdminSetPasswordPage')).AdminSetPasswordPage),
      },
      { path: 'users', element: screen(async () => (await import('../pages/admin/AdminUsersPage')).AdminUsersPage) },
      {
        path: 'settings',
        element: screen(async () => (await import('../pages/admin/AdminSettingsPage')).AdminSettingsPage),
      },
      {
        path: 'account',
        element: screen(async () => (await import('../pages/admin/AdminAccountPage')).AdminAccountPage),
      },
      {
        path: 'activity',
        element: screen(async () => (await import('../pages/admin/AdminActivityPage')).AdminActivityPage),
      },
      { path: '*', element: screen(async () => (await import('../pages/NotFoundPage')).NotFoundPage) },
    ],
  },
];

/** The admin area's screens, by address. */
export function AdminApp() {
  return useRoutes(adminRoutes);
}
