/**
 * The admin's Messages (the outbox, issue 46): the list's query and rows, one message as it reads, and Resend.
 * Shared by the server's routes and the app's adapter.
 */
import { z } from '../shared/zod';
import { messageKinds, messageStatuses } from '../messages/messages';
import { pageOf, pageSchema } from './admin.schema';

/** GET /api/admin/messages?status&kind&q&page */
export const adminMessagesQuerySchema = z.object({
  status: z.optional(z.enum(messageStatuses)),
  kind: z.optional(z.enum(messageKinds)),
  /** The address or the reference (booking reference or payment id, order id, refund reference), any part. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(120))),
  page: pageSchema,
});
export type AdminMessagesQuery = Omit<z.input<typeof adminMessagesQuerySchema>, 'page'> & { page?: number };

export const adminMessageParamsSchema = z.object({
  id: z.string().check(z.regex(/^MSG-[A-Za-z0-9_-]{8,40}$/, { error: 'Expected a message id (MSG-...).' })),
});

/** One outbox row as staff see it in the list. */
export const adminMessageRowSchema = z.object({
  id: z.string(),
  kind: z.enum(messageKinds),
  recipient: z.string(),
  subject: z.string(),
  reference: z.string(),
  status: z.enum(messageStatuses),
  attempts: z.number(),
  lastError: z.nullable(z.string()),
  /** ISO instants. */
  createdAt: z.string(),
  sentAt: z.nullable(z.string()),
  nextAttemptAt: z.string(),
});
export type AdminMessageRow = z.infer<typeof adminMessageRowSchema>;

/** A page of messages, and whether the server has a mail server to send them with. */
export const adminMessagesPageSchema = z.extend(pageOf(adminMessageRowSchema), { mailConfigured: z.boolean() });
export type AdminMessagesPage = z.infer<typeof adminMessagesPageSchema>;

const emailRowSchema = z.object({ label: z.string(), value: z.string() });
const emailLinkSchema = z.object({ label: z.string(), href: z.string() });

/** A message as its words (machines/messages/content.ts EmailDocument). */
export const emailDocumentSchema = z.object({
  lang: z.literal('en-IN'),
  subject: z.string(),
  preview: z.string(),
  heading: z.string(),
  paragraphs: z.array(z.string()),
  tables: z.array(z.object({ heading: z.string(), rows: z.array(emailRowSchema), total: z.optional(emailRowSchema) })),
  notes: z.array(z.string()),
  action: z.optional(emailLinkSchema),
  links: z.array(emailLinkSchema),
  footer: z.array(z.string()),
});

/** GET /api/admin/messages/:id: the row, the message as it reads, its text body and its files. */
export const adminMessageSchema = z.object({
  row: adminMessageRowSchema,
  document: emailDocumentSchema,
  text: z.string(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), bytes: z.number() })),
});
export type AdminMessage = z.infer<typeof adminMessageSchema>;

/** Why Resend refuses a message that is queued or sent. */
export const resendRefusedMessage = (status: string) =>
  status === 'sent'
    ? 'This message was already delivered; it is not sent twice.'
    : 'This message is waiting to be sent; Resend is for a failed or unsent message.';
