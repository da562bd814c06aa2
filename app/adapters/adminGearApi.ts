/**
 * The POD Gear manager's calls, typed and checked with the shared schemas; the session cookie and CSRF token as in
 * adminApi.ts. Call from effects and event handlers only.
 */
import {
  adminProductSchema,
  adminProductsResponseSchema,
  adminWhatsappSchema,
  type AdminProduct,
  type AdminProductsResponse,
  type AdminWhatsapp,
  type ProductInput,
  type WhatsappSettingsInput,
} from '../../machines/api/gear.schema';
import { z } from '../../machines/shared/zod';
import { adminGet, adminJson, adminPost } from './adminApi';

/** GET /api/admin/products: the cards with their versions. */
export const getAdminProducts = (): Promise<AdminProductsResponse> =>
  adminGet('/api/admin/products', adminProductsResponseSchema);

/** POST /api/admin/products: Add New Product (first save of a new card). */
export const createAdminProduct = async (body: ProductInput): Promise<AdminProduct> =>
  adminJson(await adminPost('/api/admin/products', body), adminProductSchema);

/** POST /api/admin/products/:id: Save Product (409 version_conflict when someone else saved first). */
export const saveAdminProduct = async (id: number, body: ProductInput & { version: number }): Promise<AdminProduct> =>
  adminJson(await adminPost(`/api/admin/products/${id}`, body), adminProductSchema);

/** POST /api/admin/products/:id/delete */
export const deleteAdminProduct = async (id: number, version: number): Promise<void> => {
  await adminJson(await adminPost(`/api/admin/products/${id}/delete`, { version }), z.object({ deleted: z.number() }));
};

/** GET /api/admin/whatsapp */
export const getAdminWhatsapp = (): Promise<AdminWhatsapp> => adminGet('/api/admin/whatsapp', adminWhatsappSchema);

/** POST /api/admin/whatsapp: Save WhatsApp Settings. */
export const saveAdminWhatsapp = async (body: WhatsappSettingsInput & { version: number }): Promise<AdminWhatsapp> =>
  adminJson(await adminPost('/api/admin/whatsapp', body), adminWhatsappSchema);
