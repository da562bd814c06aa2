/**
 * Admin > Home Page Manager's calls, typed and checked with the shared schema; the session cookie and CSRF token as
 * in adminApi.ts. Call from effects and event handlers only.
 */
import { adminHomeResponseSchema, type AdminHomeRequest, type AdminHomeResponse } from '../../machines/api/home.schema';
import { adminGet, adminJson, adminPost } from './adminApi';

/** GET /api/admin/home: both banners with their versions. */
export const getAdminHome = (): Promise<AdminHomeResponse> => adminGet('/api/admin/home', adminHomeResponseSchema);

/** POST /api/admin/home: Save Homepage Changes (409 version_conflict when someone else saved first). */
export const saveAdminHome = async (body: AdminHomeRequest): Promise<AdminHomeResponse> =>
  adminJson(await adminPost('/api/admin/home', body), adminHomeResponseSchema);
