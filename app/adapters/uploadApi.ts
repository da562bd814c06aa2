/**
 * Image uploads from the admin managers: the file's bytes to POST /api/admin/uploads (session cookie and CSRF token
 * as every admin call). Call from event handlers and effects only.
 */
import { uploadResponseSchema, type UploadResponse } from '../../machines/api/upload.schema';
import { adminJson, adminPostFile } from './adminApi';

/** Sends `file`; resolves with where the stored image is served, or rejects with an AdminApiError saying why not. */
export const uploadImage = async (file: Blob): Promise<UploadResponse> =>
  adminJson(await adminPostFile('/api/admin/uploads', file), uploadResponseSchema);
