/**
 * The admin's Messages: the outbox newest first, filtered by status and kind, searched by address or reference; one
 * message as it reads (its words, text body and files, made from its stored data as the sender makes them); Resend
 * for a failed or unsent one (outbox.ts requeueMessage).
 */
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE } from '../../machines/api/admin.schema';
import { apiMessages } from '../../machines/api/errors';
import {
  resendRefusedMessage,
  type AdminMessage,
  type AdminMessageRow,
  type AdminMessagesPage,
  type AdminMessagesQuery,
} from '../../machines/api/messages.schema';
import type { MessageData, MessageKind, MessageStatus } from '../../machines/messages/messages';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';
import { ApiError } from '../errors';
import { contains } from './adminQueries';
import { requeueMessage, type OutboxRow } from './outbox';
import { centreContactOf, renderMessage } from './outboxMail';
import { readSettings } from './settings';

/** An outbox row as staff see it (the Messages list, a booking's record). */
export const messageRowOf = (r: OutboxRow): AdminMessageRow => ({
  id: r.id,
  kind: r.kind as MessageKind,
  recipient: r.recipient,
  subject: r.subject,
  reference: r.reference,
  status: r.status as MessageStatus,
  attempts: r.attempts,
  lastError: r.lastError,
  createdAt: r.createdAt.toISOString(),
  sentAt: r.sentAt?.toISOString() ?? null,
  nextAttemptAt: r.nextAttemptAt.toISOString(),
});

function filterOf(query: AdminMessagesQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (query.status) parts.push(eq(outbox.status, query.status));
  if (query.kind) parts.push(eq(outbox.kind, query.kind));
  const q = query.q?.trim();
  if (q) parts.push(or(ilike(outbox.recipient, contains(q)), ilike(outbox.reference, contains(q))));
  return parts.length > 0 ? and(...parts) : undefined;
}

/** A page of the outbox, newest first. */
export async function listMessages(
  db: Database,
  query: AdminMessagesQuery & { page: number },
  mailConfigured: boolean,
): Promise<AdminMessagesPage> {
  const where = filterOf(query);
  const [total] = await db.select({ n: count() }).from(outbox).where(where);
  const rows = await db
    .select()
    .from(outbox)
    .where(where)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((query.page - 1) * ADMIN_PAGE_SIZE);
  return {
    rows: rows.map(messageRowOf),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: ADMIN_PAGE_SIZE,
    mailConfigured,
  };
}

/** One message as it reads (404 when unknown). */
export async function messageOf(db: Database, id: string): Promise<AdminMessage> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  if (!row) throw new ApiError(404, 'not_found', apiMessages.adminMessageNotFound, 'id');
  const rendered = await renderMessage(row.data as MessageData, centreContactOf((await readSettings(db)).settings));
  return {
    row: messageRowOf(row),
    document: rendered.document,
    text: rendered.text,
    attachments: rendered.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      bytes: Buffer.byteLength(a.content),
    })),
  };
}

/** Resend: a failed or unsent message queued again (409 for one queued or sent, saying why). */
export async function resendMessage(db: Database, id: string, at: Date): Promise<AdminMessageRow> {
  const row = await requeueMessage(db, id, at);
  if (row) return messageRowOf(row);
  const [found] = await db.select().from(outbox).where(eq(outbox.id, id));
  if (!found) throw new ApiError(404, 'not_found', apiMessages.adminMessageNotFound, 'id');
  throw new ApiError(409, 'bad_request', resendRefusedMessage(found.status), 'id');
}
