/** Court holds, the sessions they keep or book, and the waiting list for taken slots. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tsrange } from './columns';
import { courts, sports } from './courts';

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

/** A hold as read from the database. */
export type HoldRow = typeof holds.$inferSelect;
/** A booked session as read from the database. */
export type BookingRow = typeof bookings.$inferSelect;
