/**
 * Request and response schemas of the staff-account routes (/api/admin/users, /api/admin/me/*, the set-password
 * links) and of the activity trail (/api/admin/activity), shared by the server and the admin screens.
 */
import { z } from '../shared/zod';
import { staffRoles } from '../admin/roles';
import { fieldMessages, sentence } from '../forms/forms.messages';
import { isoDateSchema } from './booking.schema';

export const staffRoleSchema = z.enum(staffRoles, { error: 'Choose a role: owner, manager or front desk.' });

const nameSchema = z
  .string({ error: 'Expected a name.' })
  .check(
    z.trim(),
    z.minLength(1, { error: sentence(fieldMessages.nameRequired) }),
    z.maxLength(80, { error: 'Use at most 80 characters.' }),
  );
const emailSchema = z
  .string({ error: 'Expected an email.' })
  .check(
    z.trim(),
    z.toLowerCase(),
    z.maxLength(254, { error: 'Use at most 254 characters.' }),
    z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: 'Enter an email address such as name@example.com.' }),
  );

/** One staff account as the owner sees it in User Management. */
export const staffUserSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role: z.enum(staffRoles),
  active: z.boolean(),
  /** ISO instant until which sign-in is locked after repeated failures, or null. */
  lockedUntil: z.nullable(z.string()),
  /** Live sessions. */
  sessions: z.number(),
  /** Whether a password was ever set (false until the set-password link is used). */
  passwordSet: z.boolean(),
  createdAt: z.string(),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

/** GET /api/admin/users */
export const staffUsersSchema = z.object({ users: z.array(staffUserSchema) });

/** POST /api/admin/users */
export const staffCreateRequestSchema = z.object({ name: nameSchema, email: emailSchema, role: staffRoleSchema });
export type StaffCreateRequest = z.infer<typeof staffCreateRequestSchema>;

/** POST /api/admin/users/:id: any of name, role, active. */
export const staffUpdateRequestSchema = z.object({
  name: z.optional(nameSchema),
  role: z.optional(staffRoleSchema),
  active: z.optional(z.boolean({ error: 'Expected true or false.' })),
});
export type StaffUpdateRequest = z.infer<typeof staffUpdateRequestSchema>;

export const staffUserParamsSchema = z.object({
  id: z.coerce.number({ error: 'Expected an account id.' }).check(z.int(), z.minimum(1)),
});

/** A one-time set-password link: its address (shown once) and when it stops working. */
export const passwordLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type PasswordLink = z.infer<typeof passwordLinkSchema>;

/** POST /api/admin/users (201) and POST /api/admin/users/:id/reset-password. */
export const staffLinkResponseSchema = z.object({ user: staffUserSchema, link: passwordLinkSchema });
export type StaffLinkResponse = z.infer<typeof staffLinkResponseSchema>;

export const passwordLinkParamsSchema = z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'This set-password link is not valid.' })),
});

/** GET /api/admin/password-links/:token: whose link it is (to greet them). */
export const passwordLinkInfoSchema = z.object({ email: z.string(), name: z.string() });

const newPasswordSchema = z.string({ error: 'Expected a password.' }).check(z.maxLength(256));

/** POST /api/admin/password-links/:token */
export const setPasswordRequestSchema = z.object({ password: newPasswordSchema });

/** POST /api/admin/me/password */
export const changePasswordRequestSchema = z.object({
  current: z
    .string({ error: 'Expected your current password.' })
    .check(z.minLength(1, { error: 'Enter your current password.' }), z.maxLength(256)),
  password: newPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** GET /api/admin/me/sessions */
export const staffSessionSchema = z.object({
  /** A short, non-secret label of the session (the first characters of its id). */
  id: z.string(),
  current: z.boolean(),
  createdAt: z.string(),
  expiresAt: z.string(),
  address: z.nullable(z.string()),
});
export const staffSessionsSchema = z.object({ sessions: z.array(staffSessionSchema) });
export type StaffSession = z.infer<typeof staffSessionSchema>;

/** POST /api/admin/me/sessions/sign-out-others: how many other sessions ended. */
export const signOutOthersResponseSchema = z.object({ ended: z.number() });

// ---------------------------------------------------------------------------------------------------------------
// Activity

/** What kinds of change the activity trail records. */
export const auditKinds = [
  'sign-in',
  'sign-out',
  'booking.cancel',
  'booking.move',
  'booking.chat-sent',
  'waitlist.remove',
  'message.resend',
  'payment.receipt-sent',
  'refund.paid',
  'export',
  'content.save',
  'content.delete',
  'settings.save',
  'user.create',
  'user.update',
  'user.reset-password',
  'password.change',
  'sessions.sign-out-others',
] as const;
export type AuditKind = (typeof auditKinds)[number];

/** How each kind is named on the Activity screen. */
export const auditKindLabels: Record<AuditKind, string> = {
  'sign-in': 'Signed in',
  'sign-out': 'Signed out',
  'booking.cancel': 'Cancelled a booking',
  'booking.move': 'Moved a booking',
  'booking.chat-sent': 'Marked the chat sent',
  'waitlist.remove': 'Removed a waiting-list entry',
  'message.resend': 'Sent a message again',
  'payment.receipt-sent': 'Marked a receipt sent',
  'refund.paid': 'Marked a refund paid',
  export: 'Exported data',
  'content.save': 'Saved content',
  'content.delete': 'Deleted content',
  'settings.save': 'Saved settings',
  'user.create': 'Added an account',
  'user.update': 'Changed an account',
  'user.reset-password': 'Reset a password',
  'password.change': 'Changed own password',
  'sessions.sign-out-others': 'Signed out other sessions',
};

/** GET /api/admin/activity?person&kind&from&to&page */
export const activityQuerySchema = z.object({
  person: z.optional(z.string().check(z.trim(), z.maxLength(254))),
  kind: z.optional(z.enum(auditKinds, { error: 'Choose a kind of change from the list.' })),
  from: z.optional(isoDateSchema),
  to: z.optional(isoDateSchema),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
});
export type ActivityQuery = Omit<z.input<typeof activityQuerySchema>, 'page'> & { page?: number };

export const activityRowSchema = z.object({
  id: z.number(),
  at: z.string(),
  /** The staff account's email (for a failed sign-in: the email tried). */
  actor: z.string(),
  kind: z.enum(auditKinds),
  /** The record changed ('BK-…', 'user 3', 'rates'), or null. */
  record: z.nullable(z.string()),
  summary: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  address: z.nullable(z.string()),
});
export type ActivityRow = z.infer<typeof activityRowSchema>;

export const activityPageSchema = z.object({
  rows: z.array(activityRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;
