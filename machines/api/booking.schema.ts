/**
 * Request and response schemas of the booking API (availability, holds, confirmation), written once: the server
 * validates with them and the app's adapters type their calls with them. The rules come from machines/booking.
 */
import { z } from '../shared/zod';
import { durations, isDuration, isSlotTime, minutesOf, type Duration } from '../booking/slots';
import { courtsBySport, sportIds } from '../booking/sports';
import { isIsoDate } from '../time/dates';
import { bookingCustomerSchema } from './customer.schema';

export const sportSchema = z.enum(sportIds, { error: `Expected one of ${sportIds.join(', ')}.` });

export const isoDateSchema = z
  .string({ error: 'Expected a date as YYYY-MM-DD.' })
  .check(z.refine(isIsoDate, { error: 'Expected a real calendar date as YYYY-MM-DD.' }));

export const slotTimeSchema = z
  .string({ error: 'Expected a time as HH:MM.' })
  .check(z.refine(isSlotTime, { error: 'Expected a half-hour slot time from 00:00 to 23:30.' }));

/** GET /api/availability?sport&date */
export const availabilityQuerySchema = z.object({ sport: sportSchema, date: isoDateSchema });
export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>;

export const availabilityStates = ['free', 'booked', 'held', 'coaching'] as const;
export type AvailabilityState = (typeof availabilityStates)[number];

export const availabilitySlotSchema = z.object({
  time: z.string(),
  state: z.enum(availabilityStates),
  /** Rupees per hour. */
  price: z.number(),
});
export const availabilityResponseSchema = z.object({
  sport: sportSchema,
  date: z.string(),
  /** Rupees per hour on this date. */
  ratePerHour: z.number(),
  /** The last date courts can be booked on now (the settings' days ahead); a later date's slots cannot be chosen. */
  bookableUntil: z.optional(z.string()),
  courts: z.array(z.object({ court: z.number(), slots: z.array(availabilitySlotSchema) })),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;

export const sessionRequestSchema = z.object(
  {
    date: isoDateSchema,
    time: slotTimeSchema,
    court: z
      .number({ error: 'Expected a court number.' })
      .check(
        z.int({ error: 'Expected a whole court number.' }),
        z.minimum(1, { error: 'Courts are numbered from 1.' }),
      ),
    // isDuration narrows the number to a Duration, which a check cannot carry into the schema's type: the cast does.
    duration: z
      .number({ error: 'Expected a duration in hours.' })
      .check(z.refine(isDuration, { error: `Expected one of ${durations.join(', ')} hours.` })) as z.core.$ZodNarrow<
      z.ZodMiniNumber<number>,
      Duration
    >,
  },
  { error: 'Expected a session as { date, time, court, duration }.' },
);
export type SessionRequest = z.infer<typeof sessionRequestSchema>;

/** Minutes since the first session's midnight, for overlap checks. */
const span = (s: SessionRequest, day0: number) => {
  const start = (Date.parse(`${s.date}T00:00:00Z`) - day0) / 60_000 + minutesOf(s.time);
  return [start, start + s.duration * 60] as const;
};

/** POST /api/holds: the amount is never taken from the client (unknown keys such as `amount` are dropped). */
export const holdRequestSchema = z
  .object(
    {
      sport: sportSchema,
      sessions: z
        .array(sessionRequestSchema, { error: 'Expected a list of sessions.' })
        .check(
          z.minLength(1, { error: 'Choose at least one session.' }),
          z.maxLength(12, { error: 'At most 12 sessions can be booked at once.' }),
        ),
      customer: bookingCustomerSchema,
    },
    { error: 'Expected { sport, sessions, customer }.' },
  )
  .check(
    z.superRefine((hold, ctx) => {
      const courts = courtsBySport[hold.sport];
      const day0 = Math.min(...hold.sessions.map((s) => Date.parse(`${s.date}T00:00:00Z`)));
      hold.sessions.forEach((s, i) => {
        if (s.court > courts) {
          ctx.addIssue({
            code: 'custom',
            path: ['sessions', i, 'court'],
            message: `${hold.sport} has ${courts} court${courts === 1 ? '' : 's'}.`,
          });
          return;
        }
        const [start, end] = span(s, day0);
        const clash = hold.sessions.findIndex((o, j) => {
          if (j >= i || o.court !== s.court) return false;
          const [os, oe] = span(o, day0);
          return os < end && start < oe;
        });
        if (clash >= 0)
          ctx.addIssue({
            code: 'custom',
            path: ['sessions', i],
            message: `This session overlaps session ${clash + 1} on the same court.`,
          });
      });
    }),
  );
export type HoldRequest = z.input<typeof holdRequestSchema>;

export const heldSessionSchema = z.object({
  date: z.string(),
  time: z.string(),
  court: z.number(),
  duration: z.number(),
  /** Rupees per hour. */
  price: z.number(),
  /** Rupees: what the session costs (machines/booking/rates.ts `sessionAmount`: price × duration, or the two-hour price). */
  amount: z.number(),
});
export const holdResponseSchema = z.object({
  holdId: z.string(),
  /** Rupees, computed on the server from its prices. */
  amount: z.number(),
  /** The same amount in paise, what the payment dialog charges. */
  amountPaise: z.number(),
  currency: z.literal('INR'),
  expiresAt: z.string(),
  /**
   * Always null: the provider order is made when the visitor presses pay (POST /api/holds/:id/pay). Kept so a client
   * that reads it still works (without provider keys it was null before too).
   */
  providerOrderId: z.nullable(z.string()),
  sessions: z.array(heldSessionSchema),
});
export type HoldResponse = z.infer<typeof holdResponseSchema>;

/**
 * POST /api/holds/:id/pay: what the payment dialog opens with. With provider keys the server makes the provider
 * order for the hold's amount the first time and gives the same one on every later call; without keys (demo
 * payments) `providerOrderId` is null.
 */
export const holdPaymentResponseSchema = z.object({
  holdId: z.string(),
  providerOrderId: z.nullable(z.string()),
  /** Paise, from the server's prices. */
  amountPaise: z.number(),
  currency: z.literal('INR'),
  expiresAt: z.string(),
});
export type HoldPaymentResponse = z.infer<typeof holdPaymentResponseSchema>;

/** DELETE /api/holds/:id, POST /api/holds/:id/pay */
export const holdParamsSchema = z.object({
  id: z.string().check(z.regex(/^[A-Za-z0-9_-]{10,64}$/, { error: 'Expected a hold id.' })),
});

const providerId = (name: string) =>
  z
    .string({ error: `Expected the ${name} as text.` })
    .check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, { error: `The ${name} is not a valid id.` }));

/** The provider's success handler fields; orderId and signature are required when the server holds provider keys. */
export const paymentProofSchema = z.object({
  paymentId: providerId('payment id'),
  orderId: z.optional(providerId('provider order id')),
  signature: z.optional(
    z
      .string({ error: 'Expected the signature as text.' })
      .check(z.regex(/^[0-9a-f]{64}$/i, { error: 'The signature is not a hex HMAC.' })),
  ),
});

/** POST /api/bookings/confirm */
export const confirmBookingRequestSchema = z.extend(paymentProofSchema, {
  holdId: z
    .string({ error: 'Expected the hold id as text.' })
    .check(z.regex(/^[A-Za-z0-9_-]{10,64}$/, { error: 'Expected a hold id.' })),
});
export type ConfirmBookingRequest = z.infer<typeof confirmBookingRequestSchema>;

export const confirmBookingResponseSchema = z.object({
  holdId: z.string(),
  /** The booking reference the visitor manages the booking with on /my-booking ('POD-7K3M-9QXA-R2TB'). */
  reference: z.string(),
  paymentId: z.string(),
  amount: z.number(),
  /** False when the server holds no provider secret and recorded the payment as unverified. */
  verified: z.boolean(),
  bookingIds: z.array(z.string()),
  sessions: z.array(
    z.object({ bookingId: z.string(), date: z.string(), time: z.string(), court: z.number(), duration: z.number() }),
  ),
});
export type ConfirmBookingResponse = z.infer<typeof confirmBookingResponseSchema>;
