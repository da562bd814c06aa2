/**
 * The public content staff edit in the admin (court rates, ...), read by route loaders so a page renders with the
 * saved values from its first paint (on the client, and on the server when pages are rendered there: the loader's
 * `request.url` gives the absolute address). A failed read falls back to the seeded values, so a page still shows;
 * what the server charges is always computed on the server from its own table.
 */
import type { LoaderArgs } from '../../routes/pageRoute';
import { ratesResponseSchema } from '../../../machines/api/rates.schema';
import { seededRateTable, type RateTable, type SportRates } from '../../../machines/booking/rates';
import type { SportId } from '../../../machines/booking/sports';

/** GETs `path` from the page's own origin (`request.url`) as JSON; throws on a non-2xx answer. */
export async function getJson(request: Request, path: string): Promise<unknown> {
  const response = await fetch(new URL(path, request.url), {
    headers: { accept: 'application/json' },
    signal: request.signal,
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.json();
}

/** The court rate table (`GET /api/rates`), or the seeded table when the server cannot be read. */
export async function loadRateTable(request: Request): Promise<RateTable> {
  try {
    const { rates } = ratesResponseSchema.parse(await getJson(request, '/api/rates'));
    const table: Record<SportId, SportRates> = { ...seededRateTable };
    for (const { sport, ...row } of rates) table[sport] = row;
    return table;
  } catch (error) {
    if (request.signal.aborted) throw error;
    return seededRateTable;
  }
}

/** Loader of the pages that show court prices (/schedule, /faq; /sports reads the table beside its reviews). */
export const ratesLoader = async ({ request }: LoaderArgs): Promise<{ rates: RateTable }> => ({
  rates: await loadRateTable(request),
});
