/**
 * Request and response schemas of the admin API (/api/admin/*), written once: the server validates with them and
 * the app's admin adapter types its calls with them. Every route but login-info, csrf and login needs a session
 * cookie; every mutation needs the CSRF token in the `x-csrf-token` header. This file holds sign-in, what the lists
 * share and the stat cards; adminBookings.schema.ts, adminPayments.schema.ts and adminReports.schema.ts the rest.
 */
import { z } from '../shared/zod';
import { staffRoles } from '../admin/roles';
import { fieldMessages, sentence } from '../forms/forms.messages';

/** The header that carries the CSRF token on every admin mutation. */
export const CSRF_HEADER = 'x-csrf-token';
/** Rows per page of the admin lists. */
export const ADMIN_PAGE_SIZE = 10;

// ---------------------------------------------------------------------------------------------------------------
// Sign-in

/** POST /api/admin/login */
export const adminLoginRequestSchema = z.object({
  email: z
    .string({ error: 'Expected an email.' })
    .check(z.trim(), z.minLength(1, { error: sentence(fieldMessages.emailRequired) }), z.maxLength(254)),
  password: z
    .string({ error: 'Expected a password.' })
    .check(z.minLength(1, { error: sentence(fieldMessages.passwordRequired) }), z.maxLength(256)),
});
export type AdminLoginRequest = z.infer<typeof adminLoginRequestSchema>;

/** GET /api/admin/login-info: the demo pair while the demo account is the one in use, else null. */
export const adminLoginInfoSchema = z.object({
  demo: z.nullable(z.object({ email: z.string(), password: z.string() })),
});
export type AdminLoginInfo = z.infer<typeof adminLoginInfoSchema>;

/** GET /api/admin/csrf */
export const adminCsrfSchema = z.object({ token: z.string().check(z.minLength(1)) });

/** GET /api/admin/session and the answer of a successful login. */
export const adminSessionSchema = z.object({
  email: z.string(),
  name: z.string(),
  /** What the account may do (machines/admin/roles.ts). */
  role: z.enum(staffRoles),
  /** ISO instant when the session ends. */
  expiresAt: z.string(),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;

/**
 * GET /api/admin/storybook: whether this server serves the design system's Storybook at /storybook/ (STORYBOOK), and
 * how it is now (being built, ready, failed, or not built on a server that does not build it).
 */
export const adminStorybookSchema = z.object({
  enabled: z.boolean(),
  state: z.enum(['off', 'building', 'ready', 'failed', 'missing']),
});
export type AdminStorybook = z.infer<typeof adminStorybookSchema>;

// ---------------------------------------------------------------------------------------------------------------
// What every admin list shares

export const pageSchema = z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1);
export const searchSchema = z.optional(z.string().check(z.trim(), z.maxLength(80)));

/** A page of a list. */
export const pageOf = <T extends z.ZodMiniType>(row: T) =>
  z.object({ rows: z.array(row), total: z.number(), page: z.number(), pageSize: z.number() });
export interface Page<T> {
  rows: T[];
  total: number;
  page: number;
  pageSize: number;
}

// ---------------------------------------------------------------------------------------------------------------
// Dashboard

/** GET /api/admin/stats: today in Asia/Kolkata. */
export const adminStatsSchema = z.object({
  date: z.string(),
  todaysBookings: z.number(),
  /** Rupees from today's verified payments, net of refunds (unverified payments never count). */
  todaysRevenue: z.number(),
  /** Payments captured but not yet settled, and refunds owed. */
  pendingPayments: z.number(),
  /** Today's sessions that were cancelled. */
  cancellations: z.number(),
  /** Booked court-hours today over open court-hours (coaching blocks are not open). */
  bookedHours: z.number(),
  openHours: z.number(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
