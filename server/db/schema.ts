/**
 * The database's tables (drizzle, PostgreSQL dialect). Migrations in ./migrations are generated from this file
 * (`npx drizzle-kit generate`); the exclusion constraint on bookings is the custom migration beside them.
 * Money is whole rupees, except the payments ledger's paise; times are India's local time (the centre's clock) as `timestamp` ranges.
 */
import { sql } from 'drizzle-orm';
import type { SiteSettings } from '../../machines/admin/settings';
import type { SportAddOn } from '../../machines/booking/rates';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A `tsrange` column, read and written as its text form '[2026-11-21 18:00:00,2026-11-21 19:00:00)'. */
const tsrange = customType<{ data: string; driverData: string }>({
  dataType: () => 'tsrange',
});

export const sports = pgTable('sports', {
  id: text().primaryKey(),
  name: text().notNull(),
  courts: integer().notNull(),
});

export const courts = pgTable(
  'courts',
  {
    id: serial().primaryKey(),
    sportId: text('sport_id')
      .notNull()
      .references(() => sports.id),
    number: integer().notNull(),
  },
  (t) => [unique('courts_sport_number').on(t.sportId, t.number)],
);

/**
 * The court rate table (machines/booking/rates.ts): per sport, rupees per hour at peak and off-peak on weekdays and
 * all day at weekends, with lights (null: none), for two hours (null: none), and the add-ons. It drives every price
 * the public sees and every hold's amount; staff edit it in the admin's Pricing tab. `version` grows on every save (a
 * save with an older version is refused). `add_ons` is null only between migration 0010 and the seed that fills it.
 */
export const sportRates = pgTable('sport_rates', {
  sportId: text('sport_id')
    .primaryKey()
    .references(() => sports.id),
  peak: integer().notNull(),
  offPeak: integer('off_peak').notNull(),
  weekend: integer().notNull(),
  lights: integer(),
  twoHours: integer('two_hours'),
  addOns: jsonb('add_ons').$type<SportAddOn[]>(),
  version: integer().notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const products = pgTable('products', {
  id: integer().primaryKey(),
  name: text().notNull(),
  category: text().notNull(),
  price: integer().notNull(),
  sizes: jsonb().$type<string[]>().notNull(),
  availability: text().notNull(),
  image: text().notNull(),
  logoPosition: text('logo_position').notNull(),
  // POD Gear manager (admin): the rest of the shop card, the WhatsApp Ordering switch, order, edit version, soft delete.
  hoverImage: text('hover_image').notNull().default(''),
  detailImage: text('detail_image'),
  description: text().notNull().default(''),
  features: jsonb().$type<string[]>().notNull().default([]),
  badge: text(),
  whatsappOrdering: boolean('whatsapp_ordering').notNull().default(true),
  position: integer().notNull().default(0),
  version: integer().notNull().default(0),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A visitor's hold on one or more sessions while they pay: 'active' | 'released' | 'confirmed'. The visitor is
 * known by the address the request came from and the phone number's digits: the cap on court-hours held at once
 * counts each (machines/booking/holdLimit.ts). The provider order is made when the visitor presses pay.
 */
export const holds = pgTable(
  'holds',
  {
    id: text().primaryKey(),
    sportId: text('sport_id')
      .notNull()
      .references(() => sports.id),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone').notNull(),
    amount: integer().notNull(),
    status: text().notNull().default('active'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    providerOrderId: text('provider_order_id').unique(),
    paymentId: text('payment_id'),
    /** The request's address (behind TRUST_PROXY, the visitor's), and the phone number's digits. */
    visitorAddress: text('visitor_address'),
    visitorPhone: text('visitor_phone'),
    /** The booking reference the visitor manages the booking with (machines/booking/reference.rules.ts). */
    reference: text().unique(),
    /**
     * A hold that pays the difference of a reschedule to a dearer slot: the booking it moves. Paying it moves that
     * booking onto this hold's session (holdPayment.ts); such a hold is never a booking of its own.
     */
    reschedulesBookingId: text('reschedules_booking_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('holds_visitor_address').on(t.visitorAddress, t.status),
    index('holds_visitor_phone').on(t.visitorPhone, t.status),
  ],
);

/**
 * One court session. Status: 'held' (while its hold is active and unexpired), 'confirmed', 'pending' (admin sample),
 * 'cancelled', 'released', 'expired'. Rows in held, pending or confirmed may never overlap on one court (the
 * exclusion constraint of migration 0001).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: text().primaryKey(),
    holdId: text('hold_id').references(() => holds.id),
    courtId: integer('court_id')
      .notNull()
      .references(() => courts.id),
    sportId: text('sport_id')
      .notNull()
      .references(() => sports.id),
    /** 'YYYY-MM-DD' and 'HH:MM' as chosen; `during` is the same in a range. */
    date: text().notNull(),
    time: text().notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    during: tsrange().notNull(),
    status: text().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone').notNull(),
    customerEmail: text('customer_email').notNull().default(''),
    amount: integer().notNull(),
    paymentMode: text('payment_mode').notNull().default('online'),
    whatsappSent: boolean('whatsapp_sent').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bookings_hold').on(t.holdId), index('bookings_sport_date').on(t.sportId, t.date)],
);

export const orders = pgTable('orders', {
  ref: text().primaryKey(),
  orderId: text('order_id').notNull().unique(),
  status: text().notNull().default('pending'),
  total: integer().notNull(),
  customerName: text('customer_name').notNull(),
  customerEmail: text('customer_email').notNull(),
  customerPhone: text('customer_phone').notNull(),
  deliveryMethod: text('delivery_method').notNull(),
  providerOrderId: text('provider_order_id').unique(),
  paymentId: text('payment_id'),
  verified: boolean().notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const orderItems = pgTable(
  'order_items',
  {
    id: serial().primaryKey(),
    orderRef: text('order_ref')
      .notNull()
      .references(() => orders.ref),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    name: text().notNull(),
    size: text().notNull(),
    quantity: integer().notNull(),
    unitPrice: integer('unit_price').notNull(),
  },
  (t) => [index('order_items_order').on(t.orderRef)],
);

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

/** A bytea column read as a Buffer (PGlite answers with a Uint8Array, node-postgres with a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Uploaded images (server/services/media.ts), re-encoded without metadata and kept in the database, so every server
 * process sees them and a backup holds them. `id` is the first 32 hex digits of the stored bytes' SHA-256 (the same
 * image uploaded twice is one row), served at /media/<id>.<ext>.
 */
export const media = pgTable('media', {
  id: text().primaryKey(),
  ext: text().notNull(),
  contentType: text('content_type').notNull(),
  bytes: bytea().notNull(),
  width: integer().notNull(),
  height: integer().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---- homepage ----
/**
 * The home page's two banners (Admin > Home Page Manager): `side` 'left' (sports arena) or 'right' (café). `image`
 * is an upload's path (/media/<id>.<ext>) or null for the default illustration; `version` is bumped on every save.
 */
export const homeBanners = pgTable('home_banners', {
  side: text().primaryKey(),
  title: text().notNull(),
  subtitle: text().notNull(),
  buttonText: text('button_text').notNull(),
  buttonLink: text('button_link').notNull(),
  image: text(),
  version: integer().notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---- gear ----

/**
 * The shop's WhatsApp settings (POD Gear manager): the business number the shop's Ask Questions links open and the
 * default order message template ({product}, {size}, {price}). One row (id 1); `version` grows on every save.
 */
export const whatsappSettings = pgTable('whatsapp_settings', {
  id: integer().primaryKey(),
  businessNumber: text('business_number').notNull(),
  orderTemplate: text('order_template').notNull(),
  version: integer().notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---- centre ----

/**
 * The coaches of /about and /coaching (Admin > Sports Centre > Coaches). `id` is a stable slug (the programmes and
 * the academy refer to it); `image` an upload's /media path or a seeded /coaches picture. Deleting sets `deletedAt`.
 */
export const coaches = pgTable('coaches', {
  id: text().primaryKey(),
  name: text().notNull(),
  sport: text().notNull(),
  experienceYears: integer('experience_years').notNull(),
  pricing: text().notNull().default(''),
  bio: text().notNull(),
  philosophy: text().notNull().default(''),
  image: text().notNull(),
  position: integer().notNull(),
  version: integer().notNull().default(0),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The coaching plans of /coaching (spec §3; Admin > Sports Centre > Programs); soft-deleted. */
export const coachingPlans = pgTable('coaching_plans', {
  id: text().primaryKey(),
  sport: text().notNull(),
  name: text().notNull(),
  frequency: text().notNull(),
  price: integer().notNull(),
  durationMonths: integer('duration_months').notNull().default(1),
  level: text().notNull().default(''),
  isCustom: boolean('is_custom').notNull().default(false),
  position: integer().notNull(),
  version: integer().notNull().default(0),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The reviews of /sports (section 'sports') and /podboard ('community'); Admin > Sports Centre > Testimonials; soft-deleted. */
export const testimonials = pgTable('testimonials', {
  id: text().primaryKey(),
  name: text().notNull(),
  text: text().notNull(),
  rating: integer().notNull(),
  date: text().notNull(),
  section: text().notNull(),
  position: integer().notNull(),
  version: integer().notNull().default(0),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The version of what served pages show (server/ops/contentVersion.ts): one row, bumped by every successful admin
 * save; each server process keeps its rendered pages only for the version it last saw.
 */
export const contentVersion = pgTable('content_version', {
  id: integer().primaryKey(),
  version: integer().notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Numbers each change of availability (server/services/availabilityFeed.ts): the id of the NOTIFY that announces it
 * and of the live events it causes, in the same order in every process, so a browser's Last-Event-ID means the same
 * to each of them.
 */
export const availabilityChangeSeq = pgSequence('availability_change_seq');

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

// ---- site content ----

/**
 * The content staff keep in ordered lists (machines/api/siteContent.schema.ts): café offers, hero slides and
 * quick-action links, the community board's media, the partners, the branding. `data` holds the kind's fields as
 * its schema parsed them; `hidden` keeps a record off the public pages; deleting sets `deletedAt`; `version` grows on
 * every save, move and delete.
 */
export const siteContent = pgTable(
  'site_content',
  {
    kind: text().notNull(),
    id: text().notNull(),
    position: integer().notNull(),
    hidden: boolean().notNull().default(false),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    version: integer().notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.id] })],
);

/**
 * System Settings: one row (id 1) holding the centre's details and booking rules (machines/admin/settings.ts) as
 * JSON, with a version for the owners' optimistic save. No row: the defaults.
 */
export const siteSettings = pgTable('site_settings', {
  id: integer().primaryKey(),
  data: jsonb().$type<SiteSettings>().notNull(),
  version: integer().notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---- waitlist ----

/**
 * People waiting for a booked or held slot of one court (server/services/waitlist.ts), in the order they joined (`id`).
 * Status (machines/waitlist/waitlist.rules.ts): 'waiting', 'offered' (the slot is held for them by `hold_id` until
 * `offer_expires_at`; the emailed link's token is kept here only as its SHA-256), 'booked', 'lapsed', 'removed' (by
 * staff). Entries are deleted once their slot starts. One entry in line per phone number per slot (a partial unique
 * index).
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: serial().primaryKey(),
    sportId: text('sport_id')
      .notNull()
      .references(() => sports.id),
    courtId: integer('court_id')
      .notNull()
      .references(() => courts.id),
    /** 'YYYY-MM-DD' and 'HH:MM' as chosen; `during` is the same with the duration, in a range. */
    date: text().notNull(),
    time: text().notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    during: tsrange().notNull(),
    name: text().notNull(),
    phone: text().notNull(),
    /** The phone number's last 10 digits. */
    phoneKey: text('phone_key').notNull(),
    email: text().notNull(),
    status: text().notNull().default('waiting'),
    holdId: text('hold_id').references(() => holds.id, { onDelete: 'set null' }),
    offerTokenHash: text('offer_token_hash').unique(),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('waitlist_one_per_phone')
      .on(t.courtId, t.date, t.time, t.phoneKey)
      .where(sql`status in ('waiting', 'offered')`),
    index('waitlist_court_status').on(t.courtId, t.status),
    index('waitlist_hold').on(t.holdId),
  ],
);
