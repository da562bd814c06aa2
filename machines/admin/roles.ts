/**
 * Staff roles and the one table of admin API routes to the roles that may call them. The server enforces it on every
 * admin route (server/routes/admin.ts: a route missing from the table is refused to everyone); the admin screens read
 * it to show only what the signed-in role may do. Keys are `METHOD /path` with the server's route patterns.
 */

export const staffRoles = ['owner', 'manager', 'frontDesk'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** How each role is named on screen. */
export const staffRoleLabels: Record<StaffRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  frontDesk: 'Front desk',
};

/** The largest refund (paise) a front-desk account may give when it cancels a paid booking. */
export const FRONT_DESK_REFUND_LIMIT_PAISE = 200_000;

/** Admin routes anyone may call: the sign-in page's and the set-password link's. */
export const publicAdminRoutes: readonly string[] = [
  'GET /api/admin/login-info',
  'GET /api/admin/csrf',
  'POST /api/admin/login',
  'GET /api/admin/password-links/:token',
  'POST /api/admin/password-links/:token',
];

const everyone: readonly StaffRole[] = staffRoles;
const managers: readonly StaffRole[] = ['owner', 'manager'];
const owners: readonly StaffRole[] = ['owner'];

/** Every admin route behind a session, with the roles allowed to call it. */
export const adminRouteRoles: Readonly<Record<string, readonly StaffRole[]>> = {
  // Own account
  'GET /api/admin/session': everyone,
  'POST /api/admin/logout': everyone,
  'GET /api/admin/storybook': everyone,
  'POST /api/admin/me/password': everyone,
  'GET /api/admin/me/sessions': everyone,
  'POST /api/admin/me/sessions/sign-out-others': everyone,
  // Bookings: find, cancel, move, mark the chat sent
  'GET /api/admin/stats': everyone,
  'GET /api/admin/bookings': everyone,
  'GET /api/admin/bookings/:id/refund': everyone,
  'GET /api/admin/bookings/:id/record': everyone,
  'POST /api/admin/bookings/:id/cancel': everyone,
  'POST /api/admin/bookings/:id/move': everyone,
  'POST /api/admin/bookings/:id/whatsapp-sent': everyone,
  'GET /api/admin/calendar': everyone,
  'GET /api/admin/live': everyone,
  'GET /api/admin/customers': everyone,
  // The waiting list: everyone sees who waits per slot and may take someone out of line (the front desk answers them)
  'GET /api/admin/waitlist': everyone,
  'POST /api/admin/waitlist/:id/remove': everyone,
  // Payments: front desk reads; refunds and receipts are managers'
  'GET /api/admin/payments': everyone,
  'POST /api/admin/payments/:id/receipt-sent': managers,
  'POST /api/admin/refunds/:id/paid': managers,
  'GET /api/admin/revenue': managers,
  // Exports
  'GET /api/admin/payments.csv': owners,
  'GET /api/admin/export': owners,
  // Content managers
  'GET /api/admin/rates': managers,
  'POST /api/admin/rates': managers,
  'POST /api/admin/uploads': managers,
  'GET /api/admin/home': managers,
  'POST /api/admin/home': managers,
  'GET /api/admin/products': managers,
  'POST /api/admin/products': managers,
  'POST /api/admin/products/:id': managers,
  'POST /api/admin/products/:id/delete': managers,
  'GET /api/admin/whatsapp': managers,
  'POST /api/admin/whatsapp': managers,
  'GET /api/admin/centre': managers,
  'POST /api/admin/coaches': managers,
  'POST /api/admin/coaches/:id': managers,
  'POST /api/admin/coaches/:id/delete': managers,
  'POST /api/admin/plans': managers,
  'POST /api/admin/plans/:id': managers,
  'POST /api/admin/plans/:id/delete': managers,
  'POST /api/admin/testimonials': managers,
  'POST /api/admin/testimonials/:id': managers,
  'POST /api/admin/testimonials/:id/delete': managers,
  'GET /api/admin/site-content/:kind': managers,
  'POST /api/admin/site-content/:kind': managers,
  'POST /api/admin/site-content/:kind/:id': managers,
  'POST /api/admin/site-content/:kind/:id/move': managers,
  'POST /api/admin/site-content/:kind/:id/delete': managers,
  // Messages: everyone reads what went to a visitor (the front desk answers them); managers send one again
  'GET /api/admin/messages': everyone,
  'GET /api/admin/messages/:id': everyone,
  'POST /api/admin/messages/:id/resend': managers,
  // Owners only: staff accounts, the activity trail, system settings
  'GET /api/admin/users': owners,
  'POST /api/admin/users': owners,
  'POST /api/admin/users/:id': owners,
  'POST /api/admin/users/:id/reset-password': owners,
  'GET /api/admin/activity': owners,
  'GET /api/admin/settings': owners,
  'POST /api/admin/settings': owners,
};

/** The roles allowed on a route (HEAD counts as GET); none for a route the table does not name. */
export function rolesFor(method: string, pattern: string): readonly StaffRole[] {
  const verb = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  return adminRouteRoles[`${verb} ${pattern}`] ?? [];
}

/** Whether `role` may call the route. */
export const mayCall = (role: StaffRole, method: string, pattern: string) => rolesFor(method, pattern).includes(role);

/**
 * Parts of the dashboard a role may not see, named like screens: its Revenue tab (GET /api/admin/revenue) and its
 * export buttons, Export Data and the payments' Export CSV (GET /api/admin/export, /api/admin/payments.csv).
 */
export const dashboardParts = { revenue: '/admin/dashboard#revenue', exports: '/admin/dashboard#exports' } as const;

/** The admin screens (paths) each role may open; the sidebar shows only these. */
export const adminScreenRoles: Readonly<Record<string, readonly StaffRole[]>> = {
  '/admin/dashboard': everyone,
  '/admin/bookings': everyone,
  '/admin/homepage': managers,
  '/admin/sports': managers,
  '/admin/merchandise': managers,
  '/admin/messages': everyone,
  '/admin/cafe': managers,
  '/admin/gallery': managers,
  '/admin/partners': managers,
  '/admin/users': owners,
  '/admin/activity': owners,
  '/admin/settings': owners,
  '/admin/account': everyone,
  [dashboardParts.revenue]: rolesFor('GET', '/api/admin/revenue'),
  [dashboardParts.exports]: rolesFor('GET', '/api/admin/export'),
};

/** Whether `role` may open the admin screen at `path` (screens not in the table are everyone's). */
export const mayOpen = (role: StaffRole, path: string) => (adminScreenRoles[path] ?? everyone).includes(role);

/** The 403 message for a role on a route it may not call. */
export function forbiddenMessage(role: StaffRole): string {
  return `Your account (${staffRoleLabels[role]}) cannot do this. Ask an owner if you need it.`;
}

/** The 403 message for a front-desk refund over the limit. */
export function refundOverLimitMessage(limitRupees: string): string {
  return `Front desk can refund at most ${limitRupees} when cancelling. Ask a manager or owner to cancel this booking.`;
}
