/**
 * The database's tables (drizzle, PostgreSQL dialect), one file per area in ./schema/; this file gathers them for the
 * services and for drizzle-kit, which generates the migrations in ./migrations from them (`npx drizzle-kit generate`).
 * The exclusion constraint on bookings is the custom migration beside them. Money is whole rupees, except the
 * payments ledger's paise; times are India's local time (the centre's clock) as `timestamp` ranges.
 */
export * from './schema/courts';
export * from './schema/orders';
export * from './schema/bookings';
export * from './schema/money';
export * from './schema/staff';
export * from './schema/content';
export * from './schema/outbox';
