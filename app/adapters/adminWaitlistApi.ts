/**
 * The admin's waiting-list calls, typed and checked with the shared schemas; the session cookie and CSRF token as in
 * adminApi.ts. Call from effects, event handlers and machine actors only.
 */
import { adminWaitlistSchema, type AdminWaitlist } from '../../machines/waitlist/waitlist.schema';
import { adminGet, adminJson, adminPost } from './adminApi';

/** GET /api/admin/waitlist: every entry in line for a slot ahead, by slot, then place in line. */
export const listWaitlist = (): Promise<AdminWaitlist> => adminGet('/api/admin/waitlist', adminWaitlistSchema);

/** POST /api/admin/waitlist/:id/remove: takes an entry out of line; answers the list as it now stands. */
export const removeWaitlistEntry = async (id: number): Promise<AdminWaitlist> =>
  adminJson(await adminPost(`/api/admin/waitlist/${encodeURIComponent(String(id))}/remove`), adminWaitlistSchema);
