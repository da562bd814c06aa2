/**
 * The admin's Messages calls (the outbox), typed and checked with the shared schemas; the session cookie and CSRF
 * token as in adminApi.ts. Call from effects, event handlers and machine actors only.
 */
import {
  adminMessageRowSchema,
  adminMessageSchema,
  adminMessagesPageSchema,
  type AdminMessage,
  type AdminMessageRow,
  type AdminMessagesPage,
  type AdminMessagesQuery,
} from '../../machines/api/messages.schema';
import { adminGet, adminJson, adminPost, adminQuery } from './adminApi';

/** GET /api/admin/messages: a page of the outbox, newest first. */
export const listMessages = (params: AdminMessagesQuery): Promise<AdminMessagesPage> =>
  adminGet(`/api/admin/messages${adminQuery(params)}`, adminMessagesPageSchema);

/** GET /api/admin/messages/:id: one message as it reads. */
export const getMessage = (id: string): Promise<AdminMessage> =>
  adminGet(`/api/admin/messages/${encodeURIComponent(id)}`, adminMessageSchema);

/** POST /api/admin/messages/:id/resend: a failed or unsent message queued again. */
export const resendMessage = async (id: string): Promise<AdminMessageRow> =>
  adminJson(await adminPost(`/api/admin/messages/${encodeURIComponent(id)}/resend`), adminMessageRowSchema);
