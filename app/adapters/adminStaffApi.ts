/**
 * The staff-account, activity and settings calls of the admin screens (/api/admin/users, /api/admin/activity,
 * /api/admin/settings, the signed-in account's /api/admin/me/*), typed and checked with the shared schemas. Call from effects and handlers only.
 */
import {
  siteSettingsResponseSchema,
  type SiteSettings,
  type SiteSettingsResponse,
} from '../../machines/admin/settings';
import {
  activityPageSchema,
  signOutOthersResponseSchema,
  staffLinkResponseSchema,
  staffSessionsSchema,
  staffUserSchema,
  staffUsersSchema,
  type ActivityPage,
  type ActivityQuery,
  type ChangePasswordRequest,
  type StaffSession,
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

/** POST /api/admin/me/password: the current password and the new one (204); the account's other sessions end. */
export const changeOwnPassword = async (request: ChangePasswordRequest): Promise<void> => {
  await adminPost('/api/admin/me/password', request);
};

/** GET /api/admin/me/sessions: the signed-in account's sessions, this one first. */
export const listOwnSessions = async (): Promise<StaffSession[]> =>
  (await adminGet('/api/admin/me/sessions', staffSessionsSchema)).sessions;

/** POST /api/admin/me/sessions/sign-out-others: how many of the account's other sessions ended. */
export const signOutOtherSessions = async (): Promise<{ ended: number }> =>
  adminJson(await adminPost('/api/admin/me/sessions/sign-out-others'), signOutOthersResponseSchema);
