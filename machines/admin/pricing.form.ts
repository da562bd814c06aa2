/**
 * The admin Pricing form (Sports Centre > Pricing): what staff type (text per sport and band), checked with the same
 * schema the server enforces (machines/api/rates.schema.ts), turned into the save request. Pure.
 */
import type { AdminRatesRequest, AdminRatesResponse } from '../api/rates.schema';
import { sportRatesInputSchema } from '../api/rates.schema';
import { rateBands, type RateBand } from '../booking/rates';
import { sportById, type SportId } from '../booking/sports';

/** One sport's row as typed: each band's text, and the version it was loaded at. */
export interface PricingRowDraft {
  sport: SportId;
  values: Record<RateBand, string>;
  version: number;
}

/** Field errors by `${sport}.${band}`. */
export type PricingErrors = Partial<Record<`${SportId}.${RateBand}`, string>>;

export const rateBandLabels: Record<RateBand, string> = { peak: 'Peak', offPeak: 'Off-peak', weekend: 'Weekend' };

/** The form's rows from the server's table. */
export function pricingDraftOf(response: AdminRatesResponse): PricingRowDraft[] {
  return response.rates.map((r) => ({
    sport: r.sport,
    version: r.version,
    values: { peak: String(r.peak), offPeak: String(r.offPeak), weekend: String(r.weekend) },
  }));
}

/** "1,200" or " 1200 " -> 1200; anything else that is not a number stays a NaN the schema refuses. */
const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(/[,\s₹]/g, '')));

/** Checks every row with the shared schema: the save request, or the field errors (first message per field). */
export function validatePricing(rows: readonly PricingRowDraft[]): { ok: true; request: AdminRatesRequest } | { ok: false; errors: PricingErrors } {
  const errors: PricingErrors = {};
  const request: AdminRatesRequest = { rates: [] };
  for (const row of rows) {
    const parsed = sportRatesInputSchema.safeParse(Object.fromEntries(rateBands.map((band) => [band, toNumber(row.values[band])])));
    if (parsed.success) {
      request.rates.push({ sport: row.sport, version: row.version, ...parsed.data });
      continue;
    }
    for (const issue of parsed.error.issues) {
      const band = issue.path[0] as RateBand;
      const key = `${row.sport}.${band}` as const;
      const text = issue.message.replace(/^[^:]+: /, '');
      errors[key] ??= text.charAt(0).toUpperCase() + text.slice(1);
    }
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, request };
}

/** The row's heading: the sport's name. */
export const sportNameOf = (sport: SportId) => sportById(sport).name;
