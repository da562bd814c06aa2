/**
 * The waitlist API (issue 45), written once: the server validates with these schemas and the app's adapters and the
 * join form use them, so the form's per-field messages are the server's. POST /api/waitlist joins the line for a
 * booked or held slot; POST /api/waitlist/offer opens an offer with its emailed token; staff list and remove entries
 * (GET /api/admin/waitlist, POST /api/admin/waitlist/:id/remove).
 */
import { sessionRequestSchema, sportSchema } from '../api/booking.schema';
import { isEmailShaped, isValidPhone } from '../checkout/checkout.rules';
import { checkoutMessages } from '../forms/forms.messages';
import { z } from '../shared/zod';
import { liveWaitlistStatuses } from './waitlist.rules';

/** The join form's fields, in the order they are shown. */
export const waitlistFields = ['name', 'phone', 'email'] as const;
export type WaitlistField = (typeof waitlistFields)[number];

const nameSchema = z
  .string({ error: checkoutMessages.nameRequired.description })
  .check(
    z.trim(),
    z.minLength(1, { error: checkoutMessages.nameRequired.description, abort: true }),
    z.maxLength(100, { error: 'Please keep your name to 100 characters.' }),
  );

const phoneSchema = z
  .string({ error: checkoutMessages.phoneRequired.description })
  .check(
    z.trim(),
    z.minLength(1, { error: checkoutMessages.phoneRequired.description, abort: true }),
    z.maxLength(30, { error: checkoutMessages.invalidPhone.description, abort: true }),
    z.refine(isValidPhone, { error: checkoutMessages.invalidPhone.description }),
  );

const emailSchema = z
  .string({ error: 'Please enter your email address: the offer is sent there.' })
  .check(
    z.trim(),
    z.minLength(1, { error: 'Please enter your email address: the offer is sent there.', abort: true }),
    z.maxLength(200, { error: 'Please keep your email address to 200 characters.', abort: true }),
    z.refine(isEmailShaped, { error: 'Please enter a valid email address, like name@example.com.' }),
  );

/** The person who waits: name, phone number and email (the offer comes by email). */
export const waitlistPersonSchema = z.object({ name: nameSchema, phone: phoneSchema, email: emailSchema });
export type WaitlistPerson = z.input<typeof waitlistPersonSchema>;

/** POST /api/waitlist: the slot (sport, court, date, start, duration) and the person. */
export const waitlistJoinSchema = z.extend(sessionRequestSchema, {
  sport: sportSchema,
  name: nameSchema,
  phone: phoneSchema,
  email: emailSchema,
});
export type WaitlistJoinRequest = z.input<typeof waitlistJoinSchema>;

/** The join form's errors, first message per field (none: the person is valid). */
export function waitlistFieldErrors(person: WaitlistPerson): Partial<Record<WaitlistField, string>> {
  const result = waitlistPersonSchema.safeParse(person);
  if (result.success) return {};
  const errors: Partial<Record<WaitlistField, string>> = {};
  for (const issue of result.error.issues) errors[issue.path[0] as WaitlistField] ??= issue.message;
  return errors;
}

/** The join's answer (201): the place in line (1: first) and the address the offer will go to. */
export const waitlistJoinResponseSchema = z.object({ position: z.number(), email: z.string() });
export type WaitlistJoinResponse = z.infer<typeof waitlistJoinResponseSchema>;

/** POST /api/waitlist/offer: the token of the emailed link (43 base64url characters). */
export const waitlistOfferRequestSchema = z.object({
  token: z
    .string({ error: 'Expected the offer token.' })
    .check(z.regex(/^[A-Za-z0-9_-]{43}$/, { error: 'Expected the offer token.' })),
});

/** An open offer: the hold that keeps the slot (paid through the booking's pay flow), the slot and until when. */
export const waitlistOfferSchema = z.object({
  holdId: z.string(),
  sport: sportSchema,
  date: z.string(),
  time: z.string(),
  court: z.number(),
  /** Hours. */
  duration: z.number(),
  /** Rupees and paise, priced by the server. */
  amount: z.number(),
  amountPaise: z.number(),
  /** When the offer ends (ISO). */
  expiresAt: z.string(),
  customer: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
});
export type WaitlistOffer = z.infer<typeof waitlistOfferSchema>;

/** One entry as staff see it: the slot, the person, the place in line and, for an offer, until when. */
export const adminWaitlistEntrySchema = z.object({
  id: z.number(),
  sport: sportSchema,
  court: z.number(),
  date: z.string(),
  time: z.string(),
  /** Hours. */
  duration: z.number(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  status: z.enum(liveWaitlistStatuses),
  /** 1: first in line for the slot. */
  position: z.number(),
  /** When they joined (ISO). */
  joinedAt: z.string(),
  /** An offer's end (ISO), else null. */
  offerExpiresAt: z.nullable(z.string()),
});
export type AdminWaitlistEntry = z.infer<typeof adminWaitlistEntrySchema>;

/** GET /api/admin/waitlist: every entry still in line for a slot ahead, by slot, then place in line. */
export const adminWaitlistSchema = z.object({ entries: z.array(adminWaitlistEntrySchema) });
export type AdminWaitlist = z.infer<typeof adminWaitlistSchema>;

/** :id of a waiting-list entry. */
export const adminWaitlistParamsSchema = z.object({
  id: z.coerce.number({ error: 'Expected a waiting-list entry id.' }).check(z.int(), z.minimum(1)),
});
