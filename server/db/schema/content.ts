/** The content staff edit (media, home, gear, centre, site content and settings) and its version. */
import type { SiteSettings } from '../../../machines/admin/settings';
import { boolean, integer, jsonb, pgSequence, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './columns';

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
