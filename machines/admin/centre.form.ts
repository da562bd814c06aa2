/**
 * The Sports Centre manager's list forms (Coaches, Programs, Testimonials): which fields each record has, what
 * staff type (text per field, a flag for switches), checked with the same schemas the server enforces
 * (machines/api/centre.schema.ts) and turned into the save request. Pure.
 */
import type { z } from '../shared/zod';
import {
  coachInputSchema,
  planInputSchema,
  testimonialInputSchema,
  type AdminCentreResponse,
  type CentreKind,
  type CoachInput,
  type PlanInput,
  type TestimonialInput,
} from '../api/centre.schema';

export type CentreFieldKind = 'text' | 'number' | 'textarea' | 'select' | 'switch';

/** One field of a record's form. */
export interface CentreFieldSpec {
  name: string;
  label: string;
  kind: CentreFieldKind;
  options?: readonly { value: string; label: string }[];
  hint?: string;
  /** Spans the whole row (long text). */
  wide?: boolean;
}

export const coachFields: readonly CentreFieldSpec[] = [
  { name: 'name', label: 'Name', kind: 'text' },
  {
    name: 'sport',
    label: 'Sport',
    kind: 'text',
    hint: 'The coach is listed under the coaching programme of this sport.',
  },
  { name: 'experienceYears', label: 'Experience (years)', kind: 'number' },
  { name: 'pricing', label: 'Pricing', kind: 'text', hint: 'For example ₹2,500-₹4,500 per month.' },
  { name: 'bio', label: 'Bio', kind: 'textarea', wide: true },
  {
    name: 'philosophy',
    label: 'Coaching philosophy',
    kind: 'textarea',
    wide: true,
    hint: 'Optional; shown on the About page.',
  },
];

export const planFields: readonly CentreFieldSpec[] = [
  {
    name: 'sport',
    label: 'Sport',
    kind: 'select',
    options: [
      { value: 'football', label: 'Football' },
      { value: 'badminton', label: 'Badminton' },
      { value: 'tennis', label: 'Tennis' },
    ],
  },
  { name: 'name', label: 'Plan name', kind: 'text' },
  { name: 'frequency', label: 'Frequency', kind: 'text', hint: 'For example 3 days a week.' },
  { name: 'price', label: 'Price (₹)', kind: 'number' },
  { name: 'durationMonths', label: 'Duration (months)', kind: 'number' },
  { name: 'level', label: 'Level', kind: 'text', hint: 'Optional; the card says Regular when empty.' },
  { name: 'isCustom', label: 'Premium custom plan', kind: 'switch' },
];

export const testimonialFields: readonly CentreFieldSpec[] = [
  { name: 'name', label: 'Name', kind: 'text' },
  {
    name: 'section',
    label: 'Shown on',
    kind: 'select',
    options: [
      { value: 'sports', label: 'Sports page reviews' },
      { value: 'community', label: 'Community board feedback' },
    ],
  },
  {
    name: 'rating',
    label: 'Rating',
    kind: 'select',
    options: ['5', '4', '3', '2', '1'].map((n) => ({ value: n, label: `${n} ${n === '1' ? 'star' : 'stars'}` })),
  },
  { name: 'date', label: 'Date shown', kind: 'text', hint: 'For example November 2026.' },
  { name: 'text', label: 'Testimonial', kind: 'textarea', wide: true },
];

export const centreFields: Record<CentreKind, readonly CentreFieldSpec[]> = {
  coaches: coachFields,
  plans: planFields,
  testimonials: testimonialFields,
};

/** What is typed in a record's fields: text, or a flag for a switch. */
export type CentreValues = Record<string, string | boolean>;
/** Field errors by field name (the image is `image`). */
export type CentreErrors = Partial<Record<string, string>>;

export type CentreInputOf<K extends CentreKind> = K extends 'coaches'
  ? CoachInput
  : K extends 'plans'
    ? PlanInput
    : TestimonialInput;

const schemas: Record<CentreKind, z.ZodMiniType> = {
  coaches: coachInputSchema,
  plans: planInputSchema,
  testimonials: testimonialInputSchema,
};
const numeric = new Set(['experienceYears', 'price', 'durationMonths', 'rating']);

/** The values of a new record. */
export function blankCentreValues(kind: CentreKind): CentreValues {
  if (kind === 'coaches')
    return { name: '', sport: '', experienceYears: '', pricing: '', bio: '', philosophy: '', image: '' };
  if (kind === 'plans')
    return { sport: 'football', name: '', frequency: '', price: '', durationMonths: '1', level: '', isCustom: false };
  return { name: '', section: 'sports', rating: '5', date: '', text: '' };
}

/** A saved record's values as the form shows them (numbers as text). */
export function valuesOf(record: object): CentreValues {
  const values: CentreValues = {};
  for (const [key, value] of Object.entries(record)) {
    if (key === 'id' || key === 'version') continue;
    values[key] = typeof value === 'boolean' ? value : String(value);
  }
  return values;
}

/** "1,200" or " 12 " -> a number; empty or not a number stays a NaN the schema refuses. */
const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(/[,\s₹]/g, '')));

/** Checks a record with the shared schema: the input to send, or the field errors (first message per field). */
export function validateRecord<K extends CentreKind>(
  kind: K,
  values: CentreValues,
): { ok: true; input: CentreInputOf<K> } | { ok: false; errors: CentreErrors } {
  const raw = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string' && numeric.has(key) ? toNumber(value) : value,
    ]),
  );
  const parsed = schemas[kind].safeParse(raw);
  if (parsed.success) return { ok: true, input: parsed.data as CentreInputOf<K> };
  const errors: CentreErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    const text = issue.message.replace(/^[^:]+: /, '');
    errors[field] ??= text.charAt(0).toUpperCase() + text.slice(1);
  }
  return { ok: false, errors };
}

/** The records of one list with their versions, from the admin answer. */
export const recordsOf = (
  response: AdminCentreResponse,
  kind: CentreKind,
): readonly { id: string; version: number }[] => response[kind];

/** A record's heading in the list: its name, or "New coach" while unnamed. */
export function recordTitle(kind: CentreKind, values: CentreValues): string {
  const name = typeof values.name === 'string' ? values.name.trim() : '';
  if (name) return name;
  return kind === 'coaches' ? 'New coach' : kind === 'plans' ? 'New plan' : 'New testimonial';
}
