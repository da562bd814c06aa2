/** The payments ledger (paise): payments, refunds, provider checks and handled webhook events. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { bookings, holds } from './bookings';
import { orders } from './orders';

/**
 * The payments ledger: one row per payment the provider reported (the payment dialog's success handler, the
 * webhook) and the admin sample's rows, written in a transaction of its own before anything else is decided, so a
 * captured payment is never lost. `status` tells its whole story (machines/admin/admin.types.ts): 'captured'
 * (recorded, not yet applied), 'confirmed' (its booking or order is confirmed), 'refund_due' (a refund is owed and
 * not yet issued: a payment that arrived after its slots were taken, a second payment, a refund the provider
 * refused), 'refunded', 'partially_refunded', 'failed'. Amounts are paise; `refunded_paise` is the sum of its issued,
 * processed and manual refunds, `refund_due_paise` of those still owed.
 */
export const payments = pgTable(
  'payments',
  {
    id: text().primaryKey(),
    productName: text('product_name').notNull(),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone').notNull(),
    customerEmail: text('customer_email').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    refundedPaise: integer('refunded_paise').notNull().default(0),
    /** The sum of its refunds still 'due' (owed, not yet issued), paise. */
    refundDuePaise: integer('refund_due_paise').notNull().default(0),
    paymentId: text('payment_id').notNull(),
    providerOrderId: text('provider_order_id'),
    status: text().notNull(),
    /** 'verified' (provider signature checked) or 'unverified' (demo mode: no provider secret on the server). */
    verification: text().notNull(),
    paymentMethod: text('payment_method').notNull(),
    /** India's date of the capture, 'YYYY-MM-DD'. */
    date: text().notNull(),
    receiptSent: boolean('receipt_sent').notNull().default(false),
    holdId: text('hold_id').references(() => holds.id),
    orderRef: text('order_ref').references(() => orders.ref),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('payments_payment_id').on(t.paymentId),
    index('payments_hold').on(t.holdId),
    index('payments_order').on(t.orderRef),
  ],
);

/**
 * Refunds of ledger payments, each once per cause (`cause` is unique: 'late:<payment row id>' for a payment whose
 * slots were taken, 'duplicate:<payment row id>' for a second payment, 'cancel:<booking id>' for staff's cancel,
 * 'provider:<refund id>' for a refund made at the provider). Status: 'due' (owed, not yet issued), 'issued' (the
 * provider accepted it), 'processed' (the provider says it is paid out), 'manual' (staff refund it by hand: recorded
 * so at a cancel, or a 'due' refund staff marked paid with its reference).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: text().primaryKey(),
    paymentRowId: text('payment_row_id')
      .notNull()
      .references(() => payments.id),
    bookingId: text('booking_id').references(() => bookings.id),
    cause: text().notNull().unique(),
    amountPaise: integer('amount_paise').notNull(),
    reason: text().notNull(),
    status: text().notNull(),
    providerRefundId: text('provider_refund_id').unique(),
    /** The staff account that made it (cancel), or null (the server, the provider). */
    createdBy: text('created_by'),
    /** Calls made to the provider's Refunds API for it (a 'due' refund is retried with backoff by reconciliation). */
    attempts: integer().notNull().default(0),
    /** When a 'due' refund may be tried again (also the lease of an attempt in progress); null: at once. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /**
     * A 'due' refund staff made by hand (a bank transfer, UPI) and marked paid: the reference they gave, the staff
     * account that marked it (its email) and when. Null for any other refund.
     */
    paidReference: text('paid_reference'),
    paidBy: text('paid_by'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refunds_payment').on(t.paymentRowId)],
);

/**
 * Reconciliation's look-ups of provider orders that never reached a confirm (server/services/reconcile.ts): one row
 * per provider order, claimed atomically before each look-up so that one server process looks it up at a time, and
 * looked up again later and later (`next_check_at`) while the provider reports no captured payment for it.
 */
export const providerChecks = pgTable('provider_checks', {
  providerOrderId: text('provider_order_id').primaryKey(),
  checks: integer().notNull(),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull(),
});

/** Provider webhook events already handled (idempotency). */
export const webhookEvents = pgTable('webhook_events', {
  id: text().primaryKey(),
  type: text().notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A payment as read from the database. */
export type PaymentRow = typeof payments.$inferSelect;
/** A refund as read from the database. */
export type RefundRow = typeof refunds.$inferSelect;
