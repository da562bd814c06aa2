/** Staff accounts, their set-password links, sessions and the audit trail of what each did. */
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Staff accounts. Passwords are stored only as scrypt hashes (`scrypt$N$r$p$salt$hash`, server/services/adminAuth.ts);
 * an account added by an owner has the hash of no password (`unset$…`) until its set-password link is used.
 * `source` 'env' marks the first owner, seeded from ADMIN_EMAIL / ADMIN_PASSWORD; 'staff' an account an owner added.
 * `role` is one of machines/admin/roles.ts; `active` false refuses sign-in. `failedLogins` counts failed sign-ins in
 * a row from any address; past the limit the account is locked until `lockedUntil`.
 */
export const adminUsers = pgTable('admin_users', {
  id: serial().primaryKey(),
  email: text().notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  source: text().notNull().default('env'),
  active: boolean().notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  name: text().notNull().default(''),
  role: text().notNull().default('owner'),
  failedLogins: integer('failed_logins').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/**
 * One-time set-password links an owner hands to a staff member (new account, reset). `id` is the SHA-256 of the
 * link's random token; a link works once (`usedAt`) and until `expiresAt`.
 */
export const adminPasswordLinks = pgTable(
  'admin_password_links',
  {
    id: text().primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_password_links_user').on(t.userId)],
);

/**
 * The audit trail: one row per admin change, written in the change's transaction (server/services/audit.ts). Who
 * (`actorId`, `actorEmail`), what (`kind`, `summary`), the record, before and after (secrets removed), when and from
 * which address.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial().primaryKey(),
    at: timestamp({ withTimezone: true }).notNull(),
    actorId: integer('actor_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    kind: text().notNull(),
    record: text(),
    summary: text().notNull(),
    before: jsonb(),
    after: jsonb(),
    address: text(),
  },
  (t) => [
    index('audit_log_at').on(t.at),
    index('audit_log_actor').on(t.actorEmail),
    index('audit_log_kind').on(t.kind),
  ],
);

/**
 * Signed-in admin sessions. `id` is the SHA-256 of the cookie's random token (the token itself is never stored), so
 * a copy of the table signs nobody in. A session ends at `expiresAt` or on logout (row deleted).
 */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: text().primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The address it signed in from (shown in the account's session list). */
    address: text(),
  },
  (t) => [index('admin_sessions_user').on(t.userId), index('admin_sessions_expiry').on(t.expiresAt)],
);
