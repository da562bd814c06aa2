/**
 * The Sports Centre content's API, written once (Admin > Sports Centre: Coaches, Programs, Testimonials):
 * `GET /api/centre` (public: the coaches of /about and /coaching, the plan cards of /coaching, the reviews of /sports
 * and /podboard), `GET /api/admin/centre` (the same with versions) and per-record create, save and delete. The admin
 * forms validate with the same input schemas the server enforces.
 */
import { coachingSportIds } from '../coaching/coaching.types';
import { z } from '../shared/zod';
import { formatRupees, groupIndian } from '../money/money';
import { storedImageSchema } from './upload.schema';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label}: please fill this in.` })
    .check(
      z.trim(),
      z.minLength(1, { error: `${label}: please fill this in.` }),
      z.maxLength(max, { error: `${label}: at most ${max} characters.` }),
    );

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label}: expected text.` })
    .check(z.trim(), z.maxLength(max, { error: `${label}: at most ${max} characters.` }));

const wholeNumber = (label: string, min: number, max: number, amount: (n: number) => string) =>
  z
    .number({ error: `${label}: enter a number.` })
    .check(
      z.int({ error: `${label}: enter a whole number.` }),
      z.minimum(min, { error: `${label}: at least ${amount(min)}.` }),
      z.maximum(max, { error: `${label}: at most ${amount(max)}.` }),
    );

// The site's own number format (Indian grouping, machines/money): these run while the module loads, and
// toLocaleString('en-IN') made the runtime build a number format there.
const plural = (unit: string) => (n: number) => `${groupIndian(String(n))} ${unit}${n === 1 ? '' : 's'}`;

/** Highest monthly plan price staff may set, rupees (a typo guard). */
export const MAX_PLAN_PRICE = 500_000;

/** A record's id in a path: letters, digits and hyphens. */
export const centreIdSchema = z.string().check(z.regex(/^[a-z0-9-]{1,80}$/, { error: 'Unknown record.' }));

const versionSchema = z
  .number({ error: 'Expected the version the form was loaded with.' })
  .check(z.int(), z.minimum(0));

// ---- coaches ----

/** A coach as staff enter it. */
export const coachInputSchema = z.object({
  name: text('Name', 80),
  sport: text('Sport', 40),
  experienceYears: wholeNumber('Experience', 0, 60, plural('year')),
  pricing: optionalText('Pricing', 120),
  bio: text('Bio', 600),
  philosophy: optionalText('Philosophy', 300),
  image: storedImageSchema,
});
export type CoachInput = z.infer<typeof coachInputSchema>;

export const coachRowSchema = z.extend(coachInputSchema, { id: centreIdSchema });
export type CoachRow = z.infer<typeof coachRowSchema>;

// ---- coaching plans ----

/** A coaching plan (spec §3) as staff enter it. */
export const planInputSchema = z.object({
  sport: z.enum(coachingSportIds, { error: 'Sport: choose football, badminton or tennis.' }),
  name: text('Name', 60),
  frequency: text('Frequency', 80),
  price: wholeNumber('Price', 1, MAX_PLAN_PRICE, formatRupees),
  durationMonths: wholeNumber('Duration', 1, 12, plural('month')),
  level: optionalText('Level', 30),
  isCustom: z.boolean({ error: 'Premium: expected yes or no.' }),
});
export type PlanInput = z.infer<typeof planInputSchema>;

export const planRowSchema = z.extend(planInputSchema, { id: centreIdSchema });
export type PlanRow = z.infer<typeof planRowSchema>;

// ---- testimonials ----

/** Where a testimonial is shown: the reviews on /sports, or the community feedback on /podboard. */
export const testimonialSections = ['sports', 'community'] as const;
export type TestimonialSection = (typeof testimonialSections)[number];

export const testimonialInputSchema = z.object({
  name: text('Name', 60),
  text: text('Text', 500),
  rating: wholeNumber('Rating', 1, 5, plural('star')),
  date: text('Date', 40),
  section: z.enum(testimonialSections, { error: 'Shown on: choose the sports page or the community board.' }),
});
export type TestimonialInput = z.infer<typeof testimonialInputSchema>;

export const testimonialRowSchema = z.extend(testimonialInputSchema, { id: centreIdSchema });
export type TestimonialRow = z.infer<typeof testimonialRowSchema>;

// ---- responses and requests ----

/** GET /api/centre */
export const centreResponseSchema = z.object({
  coaches: z.array(coachRowSchema),
  plans: z.array(planRowSchema),
  testimonials: z.array(testimonialRowSchema),
});
export type CentreResponse = z.infer<typeof centreResponseSchema>;

export const adminCoachSchema = z.extend(coachRowSchema, { version: versionSchema });
export type AdminCoach = z.infer<typeof adminCoachSchema>;
export const adminPlanSchema = z.extend(planRowSchema, { version: versionSchema });
export type AdminPlan = z.infer<typeof adminPlanSchema>;
export const adminTestimonialSchema = z.extend(testimonialRowSchema, { version: versionSchema });
export type AdminTestimonial = z.infer<typeof adminTestimonialSchema>;

/** GET /api/admin/centre */
export const adminCentreResponseSchema = z.object({
  coaches: z.array(adminCoachSchema),
  plans: z.array(adminPlanSchema),
  testimonials: z.array(adminTestimonialSchema),
});
export type AdminCentreResponse = z.infer<typeof adminCentreResponseSchema>;

/** POST /api/admin/<kind>/:id: the edited record with the version it was loaded at. */
export const coachSaveSchema = z.extend(coachInputSchema, { version: versionSchema });
export const planSaveSchema = z.extend(planInputSchema, { version: versionSchema });
export const testimonialSaveSchema = z.extend(testimonialInputSchema, { version: versionSchema });

/** POST /api/admin/<kind>/:id/delete */
export const centreDeleteSchema = z.object({ version: versionSchema }, { error: 'Expected { version }.' });
export type CentreDelete = z.infer<typeof centreDeleteSchema>;
export const centreDeletedSchema = z.object({ deleted: z.literal(true) });

/** The three record kinds, as their path segment. */
export const centreKinds = ['coaches', 'plans', 'testimonials'] as const;
export type CentreKind = (typeof centreKinds)[number];
