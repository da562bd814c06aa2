/** The sports, their courts and the rate table every price is read from. */
import type { SportAddOn } from '../../../machines/booking/rates';
import { integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';

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
