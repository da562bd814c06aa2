/**
 * The admin Pricing form (Sports Centre > Pricing): what staff type per sport (the three hourly bands, the rate with
 * lights and the two-hour price, and the add-ons), checked with the same schema the server enforces
 * (machines/api/rates.schema.ts), turned into the save request. Pure.
 */
import type { AdminRatesRequest, AdminRatesResponse } from '../api/rates.schema';
import { MAX_ADD_ONS, sportRatesInputSchema } from '../api/rates.schema';
import { sportById, type SportId } from '../booking/sports';

/** The prices of a sport typed in one field each; lights and two hours may be left empty (none). */
export const rateFields = ['peak', 'offPeak', 'weekend', 'lights', 'twoHours'] as const;
export type RateField = (typeof rateFields)[number];

/** The fields staff may leave empty. */
export const optionalRateFields: readonly RateField[] = ['lights', 'twoHours'];

/** An add-on as typed. `key` keeps its row while others are added or removed. */
export interface AddOnDraft {
  key: string;
  name: string;
  price: string;
  perHour: boolean;
}

export const addOnFields = ['name', 'price'] as const;
export type AddOnField = (typeof addOnFields)[number];

/** One sport's row as typed: each field's text, its add-ons, and the version it was loaded at. */
export interface PricingRowDraft {
  sport: SportId;
  values: Record<RateField, string>;
  addOns: AddOnDraft[];
  version: number;
}

/** Where an error shows: a price field, an add-on's field, or the sport's add-on list. */
export type PricingErrorKey =
  `${SportId}.${RateField}` | `${SportId}.addOns.${number}.${AddOnField}` | `${SportId}.addOns`;

/** Field errors by {@link PricingErrorKey}. */
export type PricingErrors = Partial<Record<PricingErrorKey, string>>;

export const rateFieldLabels: Record<RateField, string> = {
  peak: 'Peak',
  offPeak: 'Off-peak',
  weekend: 'Weekend',
  lights: 'With lights',
  twoHours: '2 hours',
};

/** The hints under the optional fields. */
export const rateFieldHints: Partial<Record<RateField, string>> = {
  lights: 'Per hour, 6 PM-6 AM. Empty: none.',
  twoHours: 'Per session. Empty: none.',
};

export { MAX_ADD_ONS };

const text = (rupees: number | null) => (rupees === null ? '' : String(rupees));

/** The form's rows from the server's table. */
export function pricingDraftOf(response: AdminRatesResponse): PricingRowDraft[] {
  return response.rates.map((r) => ({
    sport: r.sport,
    version: r.version,
    values: {
      peak: text(r.peak),
      offPeak: text(r.offPeak),
      weekend: text(r.weekend),
      lights: text(r.lights),
      twoHours: text(r.twoHours),
    },
    addOns: r.addOns.map((a, i) => ({
      key: `${r.sport}-${i}`,
      name: a.name,
      price: String(a.price),
      perHour: a.perHour,
    })),
  }));
}

/** "1,200" or " 1200 " -> 1200; anything else that is not a number stays a NaN the schema refuses. */
const toNumber = (value: string) => (value.trim() === '' ? Number.NaN : Number(value.replace(/[,\s₹]/g, '')));

/** An optional field: empty is none (null). */
const toOptional = (value: string) => (value.trim() === '' ? null : toNumber(value));

/** Where an issue of the schema shows on the form. */
function errorKeyOf(sport: SportId, path: readonly PropertyKey[]): PricingErrorKey {
  const [first, index, field] = path;
  if (first !== 'addOns') return `${sport}.${first as RateField}`;
  return typeof index === 'number' && (field === 'name' || field === 'price')
    ? `${sport}.addOns.${index}.${field}`
    : `${sport}.addOns`;
}

/** Checks every row with the shared schema: the save request, or the field errors (first message per field). */
export function validatePricing(
  rows: readonly PricingRowDraft[],
): { ok: true; request: AdminRatesRequest } | { ok: false; errors: PricingErrors } {
  const errors: PricingErrors = {};
  const request: AdminRatesRequest = { rates: [] };
  for (const row of rows) {
    const parsed = sportRatesInputSchema.safeParse({
      peak: toNumber(row.values.peak),
      offPeak: toNumber(row.values.offPeak),
      weekend: toNumber(row.values.weekend),
      lights: toOptional(row.values.lights),
      twoHours: toOptional(row.values.twoHours),
      addOns: row.addOns.map((a) => ({ name: a.name, price: toNumber(a.price), perHour: a.perHour })),
    });
    if (parsed.success) {
      request.rates.push({ sport: row.sport, version: row.version, ...parsed.data });
      continue;
    }
    for (const issue of parsed.error.issues) {
      const key = errorKeyOf(row.sport, issue.path);
      const message = issue.message.replace(/^[^:]+: /, '');
      errors[key] ??= message.charAt(0).toUpperCase() + message.slice(1);
    }
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, request };
}

/** The row's heading: the sport's name. */
export const sportNameOf = (sport: SportId) => sportById(sport).name;
