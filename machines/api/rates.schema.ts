/**
 * The court rate table's API, written once: `GET /api/rates` (public: every court price on /sports, /schedule and /faq),
 * `GET /api/admin/rates` and `PUT /api/admin/rates` (Admin > Sports Centre > Pricing, Save All Pricing). The admin
 * form validates with the same {@link sportRatesInputSchema} the server enforces.
 */
import { z } from '../shared/zod';
import { sportSchema } from './booking.schema';

/** Highest hourly rate staff may set, rupees (a typo guard). */
export const MAX_HOURLY_RATE = 100_000;

const rupees = (label: string) =>
  z
    .number({ error: `${label}: enter a price in rupees.` })
    .check(
      z.int({ error: `${label}: enter whole rupees.` }),
      z.minimum(1, { error: `${label}: the price must be at least ₹1.` }),
      z.maximum(MAX_HOURLY_RATE, { error: `${label}: the price must be at most ₹1,00,000.` }),
    );

/** Most add-ons one sport may list. */
export const MAX_ADD_ONS = 8;

/** An add-on as staff enter it. */
export const addOnInputSchema = z.object({
  name: z
    .string({ error: "Add-on name: enter the add-on's name." })
    .check(
      z.trim(),
      z.minLength(1, { error: "Add-on name: enter the add-on's name." }),
      z.maxLength(60, { error: 'Add-on name: at most 60 characters.' }),
    ),
  price: rupees('Add-on price'),
  perHour: z.boolean({ error: 'Per hour: expected yes or no.' }),
});
export type AddOnInput = z.infer<typeof addOnInputSchema>;

const addOnsSchema = z
  .array(addOnInputSchema, { error: 'Add-ons: expected a list.' })
  .check(z.maxLength(MAX_ADD_ONS, { error: `Add-ons: at most ${MAX_ADD_ONS} for one sport.` }));

/**
 * One sport's prices as staff enter them: the three hourly bands, the rate with lights and the two-hour price (null:
 * none), and the add-ons.
 */
export const sportRatesInputSchema = z.object({
  peak: rupees('Peak'),
  offPeak: rupees('Off-peak'),
  weekend: rupees('Weekend'),
  lights: z.nullable(rupees('With lights')),
  twoHours: z.nullable(rupees('2 hours')),
  addOns: addOnsSchema,
});
export type SportRatesInput = z.infer<typeof sportRatesInputSchema>;

export const sportRatesRowSchema = z.extend(sportRatesInputSchema, { sport: sportSchema });

/** GET /api/rates */
export const ratesResponseSchema = z.object({ rates: z.array(sportRatesRowSchema) });
export type RatesResponse = z.infer<typeof ratesResponseSchema>;

/** A row of the admin table: with its version (bumped on every save) for the concurrent-edit check. */
export const adminRatesRowSchema = z.extend(sportRatesRowSchema, { version: z.number().check(z.int(), z.minimum(0)) });
/** GET /api/admin/rates and the answer of PUT */
export const adminRatesResponseSchema = z.object({ rates: z.array(adminRatesRowSchema) });
export type AdminRatesResponse = z.infer<typeof adminRatesResponseSchema>;

/**
 * A row of PUT /api/admin/rates. Lights, two hours and add-ons may be left out (an admin page loaded before they
 * existed sends only the bands): what is left out stays as saved.
 */
export const adminRatesSaveRowSchema = z.extend(sportRatesRowSchema, {
  lights: z.optional(sportRatesInputSchema.shape.lights),
  twoHours: z.optional(sportRatesInputSchema.shape.twoHours),
  addOns: z.optional(addOnsSchema),
  version: adminRatesRowSchema.shape.version,
});

/** PUT /api/admin/rates: every sport once, each with the version the form was loaded with. */
export const adminRatesRequestSchema = z
  .object(
    {
      rates: z
        .array(adminRatesSaveRowSchema, { error: 'Expected a list of rates.' })
        .check(z.minLength(1, { error: 'Send at least one sport.' }), z.maxLength(4)),
    },
    { error: 'Expected { rates }.' },
  )
  .check(
    z.refine((body) => new Set(body.rates.map((r) => r.sport)).size === body.rates.length, {
      error: 'Each sport may appear once.',
      path: ['rates'],
    }),
  );
export type AdminRatesRequest = z.infer<typeof adminRatesRequestSchema>;
