/**
 * The court rate table (machines/booking/rates.ts): read for the public pages and the admin's Pricing tab, saved by
 * staff with a version check per sport (a save made from an older copy is refused, nothing is written). Every price
 * a visitor reads comes from here: court hours, lights, two hours and add-ons.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AdminRatesRequest, AdminRatesResponse, RatesResponse } from '../../machines/api/rates.schema';
import { apiMessages } from '../../machines/api/errors';
import { sportIds } from '../../machines/booking/sports';
import type { Database } from '../db/client';
import { ratesOfRow } from '../db/queries';
import { sportRates } from '../db/schema';
import { ApiError } from '../errors';
import type { AvailabilityCache } from './availabilityCache';

const order = (sport: string) => sportIds.indexOf(sport as (typeof sportIds)[number]);

async function rows(db: Database) {
  const all = await db.select().from(sportRates).orderBy(asc(sportRates.sportId));
  return all
    .filter((r) => order(r.sportId) >= 0)
    .sort((a, b) => order(a.sportId) - order(b.sportId))
    .map((r) => ({
      sport: r.sportId as (typeof sportIds)[number],
      ...ratesOfRow(r),
      addOns: [...(r.addOns ?? [])],
      version: r.version,
    }));
}

/** GET /api/rates */
export async function publicRates(db: Database): Promise<RatesResponse> {
  return { rates: (await rows(db)).map(({ version: _version, ...rest }) => rest) };
}

/** GET /api/admin/rates */
export async function adminRates(db: Database): Promise<AdminRatesResponse> {
  return { rates: await rows(db) };
}

/** PUT /api/admin/rates: all rows in one transaction, each only if its version is unchanged (else 409, nothing saved). */
export async function saveRates(
  deps: { db: Database; cache: AvailabilityCache },
  body: AdminRatesRequest,
): Promise<AdminRatesResponse> {
  await deps.db.transaction(async (tx) => {
    for (const row of body.rates) {
      // Lights, two hours and add-ons left out of the request stay as saved.
      const { sport: _sport, version: _version, ...prices } = row;
      const updated = await tx
        .update(sportRates)
        .set({ ...prices, version: sql`${sportRates.version} + 1`, updatedAt: sql`now()` })
        .where(and(eq(sportRates.sportId, row.sport), eq(sportRates.version, row.version)))
        .returning({ sport: sportRates.sportId });
      if (updated.length === 0)
        throw new ApiError(409, 'version_conflict', apiMessages.versionConflict, `rates.${body.rates.indexOf(row)}`);
    }
  });
  // Availability answers carry slot prices: drop the cached ones.
  deps.cache.clear();
  return adminRates(deps.db);
}
