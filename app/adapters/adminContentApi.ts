/**
 * The admin managers' calls (Sports Centre pricing, ...), typed and checked with the shared schemas; the session
 * cookie and CSRF token as in adminApi.ts. Call from effects and event handlers only.
 */
import {
  adminRatesResponseSchema,
  type AdminRatesRequest,
  type AdminRatesResponse,
} from '../../machines/api/rates.schema';
import { adminGet, adminJson, adminPost } from './adminApi';

/** GET /api/admin/rates: the court rate table with each row's version. */
export const getAdminRates = (): Promise<AdminRatesResponse> => adminGet('/api/admin/rates', adminRatesResponseSchema);

/** POST /api/admin/rates: Save All Pricing (409 version_conflict when someone else saved first). */
export const saveAdminRates = async (body: AdminRatesRequest): Promise<AdminRatesResponse> =>
  adminJson(await adminPost('/api/admin/rates', body), adminRatesResponseSchema);
