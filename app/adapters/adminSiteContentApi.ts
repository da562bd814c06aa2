/**
 * Admin > Café, Gallery, Partners and the Home Page Manager's branding: one set of calls for every content list,
 * typed and checked with the shared schemas; the session cookie and CSRF token as in adminApi.ts. Call from effects
 * and event handlers only.
 */
import {
  adminSiteContentSchema,
  adminSiteRecordSchema,
  deletedSchema,
  type AdminSiteRecord,
  type MoveDirection,
  type SiteContentKind,
} from '../../machines/api/siteContent.schema';
import { adminGet, adminJson, adminPost } from './adminApi';

const base = (kind: SiteContentKind) => `/api/admin/site-content/${kind}`;
const one = (kind: SiteContentKind, id: string) => `${base(kind)}/${encodeURIComponent(id)}`;

/** GET: the list's records in order, hidden ones included, with versions. */
export const getSiteRecords = async (kind: SiteContentKind): Promise<AdminSiteRecord[]> =>
  (await adminGet(base(kind), adminSiteContentSchema)).records;

/** POST: a new record, last in the list. */
export const createSiteRecord = async (kind: SiteContentKind, input: object): Promise<AdminSiteRecord> =>
  adminJson(await adminPost(base(kind), input), adminSiteRecordSchema);

/** POST: a save (409 version_conflict when someone else saved first). */
export const saveSiteRecord = async (
  kind: SiteContentKind,
  id: string,
  input: object,
  version: number,
): Promise<AdminSiteRecord> => adminJson(await adminPost(one(kind, id), { ...input, version }), adminSiteRecordSchema);

/** POST: one place up or down; answers the list in its new order. */
export const moveSiteRecord = async (
  kind: SiteContentKind,
  id: string,
  direction: MoveDirection,
  version: number,
): Promise<AdminSiteRecord[]> =>
  (await adminJson(await adminPost(`${one(kind, id)}/move`, { direction, version }), adminSiteContentSchema)).records;

/** POST: soft delete (409 when changed meanwhile). */
export const deleteSiteRecord = async (kind: SiteContentKind, id: string, version: number): Promise<void> => {
  await adminJson(await adminPost(`${one(kind, id)}/delete`, { version }), deletedSchema);
};
