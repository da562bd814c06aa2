/** The outbox: every message, written in the transaction of the change that causes it. */
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// ---- outbox ----

/**
 * Messages to people (server/services/outbox.ts): each row is written in the same transaction as the change that
 * causes it (a booking confirmed, an order paid, a staff cancel, a refund), to one address, once per cause (`cause`
 * is unique: '<kind>:<what>:<address>'). A sender in the server process claims due rows (`next_attempt_at` is also
 * the lease of a send in progress), delivers them with `id` as the Message-ID, and retries a failure with backoff for a day after `queued_at`.
 * Status: 'queued' (to be sent), 'sent', 'failed' (given up after a day), 'unsent' (no mail server configured: kept
 * for staff to read). `data` is the message's model (machines/messages/messages.ts); its text is made from it.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: text().primaryKey(),
    cause: text().notNull().unique(),
    kind: text().notNull(),
    recipient: text().notNull(),
    subject: text().notNull(),
    /** What a person quotes: the booking reference or payment id, the order id, the refund's reference. */
    reference: text().notNull(),
    data: jsonb().notNull(),
    status: text().notNull().default('queued'),
    attempts: integer().notNull().default(0),
    /** When it was last queued (written, or Resend in the admin): the sender gives up a day after it. */
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_due').on(t.status, t.nextAttemptAt), index('outbox_created').on(t.createdAt)],
);

/** A message as read from the outbox. */
export type OutboxRow = typeof outbox.$inferSelect;
