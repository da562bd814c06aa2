/**
 * Admin > Sports Centre: the Coaches, Programs and Testimonials calls, typed and checked with the shared schemas;
 * the session cookie and CSRF token as in adminApi.ts. Call from effects and event handlers only.
 */
import {
  adminCentreResponseSchema,
  adminCoachSchema,
  adminPlanSchema,
  adminTestimonialSchema,
  centreDeletedSchema,
  type AdminCentreResponse,
  type CentreKind,
} from '../../machines/api/centre.schema';
import type { CentreInputOf } from '../../machines/admin/centre.form';
import type { z } from '../../machines/shared/zod';
import { adminGet, adminJson, adminPost } from './adminApi';

/** A saved record of any list, with its version. */
export type AdminCentreRecord = AdminCentreResponse[CentreKind][number];

const rowSchemas: Record<CentreKind, z.ZodMiniType<AdminCentreRecord>> = {
  coaches: adminCoachSchema,
  plans: adminPlanSchema,
  testimonials: adminTestimonialSchema,
};

/** GET /api/admin/centre: every coach, plan and testimonial with its version. */
export const getAdminCentre = (): Promise<AdminCentreResponse> =>
  adminGet('/api/admin/centre', adminCentreResponseSchema);

/** POST /api/admin/<kind>: a new record (Add New Coach, ...). */
export const createCentreRecord = async <K extends CentreKind>(
  kind: K,
  input: CentreInputOf<K>,
): Promise<AdminCentreRecord> => adminJson(await adminPost(`/api/admin/${kind}`, input), rowSchemas[kind]);

/** POST /api/admin/<kind>/<id>: a save (409 version_conflict when someone else saved first). */
export const saveCentreRecord = async <K extends CentreKind>(
  kind: K,
  id: string,
  input: CentreInputOf<K>,
  version: number,
): Promise<AdminCentreRecord> =>
  adminJson(await adminPost(`/api/admin/${kind}/${encodeURIComponent(id)}`, { ...input, version }), rowSchemas[kind]);

/** POST /api/admin/<kind>/<id>/delete (soft delete; 409 when changed meanwhile). */
export const deleteCentreRecord = async (kind: CentreKind, id: string, version: number): Promise<void> => {
  await adminJson(
    await adminPost(`/api/admin/${kind}/${encodeURIComponent(id)}/delete`, { version }),
    centreDeletedSchema,
  );
};
