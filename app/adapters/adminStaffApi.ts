/**
 * The staff-account, activity and settings calls of the admin screens (/api/admin/users, /api/admin/activity,
 * /api/admin/settings), typed and checked with the shared schemas. Call from effects and handlers only.
 */
import {
  siteSettingsResponseSchema,
  type SiteSettings,
  type SiteSettingsResponse,
} from '../../machines/admin/settings';
import {
  activityPageSchema,
  staffLinkResponseSchema,
  staffUserSchema,
  staffUsersSchema,
  type ActivityPage,
  type ActivityQuery,
  type StaffCreateRequest,
  type StaffLinkResponse,
  type StaffUpdateRequest,
  type StaffUser,
} from '../../machines/api/staff.schema';
import { adminGet, adminJson, adminPost } from './adminApi';

export const listStaff = async (): Promise<StaffUser[]> => (await adminGet('/api/admin/users', staffUsersSchema)).users;

export const createStaff = async (request: StaffCreateRequest): Promise<StaffLinkResponse> =>
  adminJson(await adminPost('/api/admin/users', request), staffLinkResponseSchema);

export const updateStaff = async (id: number, request: StaffUpdateRequest): Promise<StaffUser> =>
  adminJson(await adminPost(`/api/admin/users/${id}`, request), staffUserSchema);

export const resetStaffPassword = async (id: number): Promise<StaffLinkResponse> =>
  adminJson(await adminPost(`/api/admin/users/${id}/reset-password`), staffLinkResponseSchema);

export function listActivity(query: ActivityQuery): Promise<ActivityPage> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, String(value));
  return adminGet(`/api/admin/activity?${search.toString()}`, activityPageSchema);
}

export const getSettings = (): Promise<SiteSettingsResponse> =>
  adminGet('/api/admin/settings', siteSettingsResponseSchema);

export const saveSettings = async (settings: SiteSettings, version: number): Promise<SiteSettingsResponse> =>
  adminJson(await adminPost('/api/admin/settings', { settings, version }), siteSettingsResponseSchema);
