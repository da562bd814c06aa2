/**
 * Mail for the outbox (outbox.ts): the settings from the environment (SMTP_URL, MAIL_FROM, STAFF_EMAIL), the centre
 * as messages sign off with it (System Settings), a message made whole (subject, HTML by React Email, text and
 * attachments, all from machines/messages/content.ts) and the nodemailer transport that delivers it.
 */
import nodemailer from 'nodemailer';
import { siteConfig, siteDefaults } from '../../app/config/site';
import { renderMessageHtml } from '../../app/email/MessageEmail';
import { emailAttachments } from '../../machines/messages/attachments';
import { emailDocument, emailText } from '../../machines/messages/content';
import type { CentreContact, EmailAttachment, EmailDocument } from '../../machines/messages/email.types';
import type { SiteSettings } from '../../machines/admin/settings';
import type { MessageData } from '../../machines/messages/messages';

/** The mail settings: with `smtpUrl` unset, messages are kept unsent for staff to read. */
export interface MailSettings {
  /** SMTP_URL: smtp://user:pass@host:587 or smtps://...; unset: no mail server. */
  smtpUrl: string | null;
  /** MAIL_FROM: the sender, e.g. 'POD <bookings@pod.example>'; default the centre's shipped public address. */
  from: string;
  /** STAFF_EMAIL: where the centre's own alerts go; default the centre's shipped public address. */
  staffAddress: string;
}

/** The settings from the environment (read when the server starts); a SMTP_URL that is not one is refused, naming it. */
export function mailSettingsFrom(env: NodeJS.ProcessEnv): MailSettings {
  const value = (name: string) => (env[name]?.trim() ? env[name]!.trim() : null);
  const smtpUrl = value('SMTP_URL');
  if (smtpUrl && !/^smtps?:\/\/[^/?#\s]+/.test(smtpUrl))
    throw new Error(`SMTP_URL must look like smtp://user:password@host:587 or smtps://host:465 (got "${smtpUrl}").`);
  return {
    smtpUrl,
    from: value('MAIL_FROM') ?? `${siteConfig.shortName} <${siteDefaults.email}>`,
    staffAddress: value('STAFF_EMAIL') ?? siteDefaults.email,
  };
}

/** The Message-ID's domain: MAIL_FROM's, else 'pod.local'. */
export function messageDomain(settings: MailSettings): string {
  return /@([A-Za-z0-9.-]+)/.exec(settings.from)?.[1] ?? 'pod.local';
}

/** The centre as every message signs off with it: its details in System Settings. */
export const centreContactOf = (site: SiteSettings): CentreContact => ({
  name: site.name,
  address: site.address,
  mapUrl: site.mapUrl,
  phone: site.phones.sports,
  email: site.email,
  siteUrl: siteConfig.origin,
});

/** A message made whole, ready to send or to show. */
export interface RenderedMessage {
  subject: string;
  document: EmailDocument;
  html: string;
  text: string;
  attachments: EmailAttachment[];
}

/** The message's words, HTML, text and files from its data. */
export async function renderMessage(data: MessageData, centre: CentreContact): Promise<RenderedMessage> {
  const document = emailDocument(data, centre);
  return {
    subject: document.subject,
    document,
    html: await renderMessageHtml(document, { siteUrl: centre.siteUrl, centreName: centre.name }),
    text: emailText(document),
    attachments: emailAttachments(data, centre),
  };
}

/** What a mailer is given: one message to one address, with the Message-ID that makes a repeat recognisable. */
export interface Envelope {
  messageId: string;
  to: string;
  message: RenderedMessage;
}

/** Delivers one message; throws with the mail server's reason when it is refused. */
export interface Mailer {
  send(envelope: Envelope): Promise<void>;
  close(): void;
}

/** How long one step of talking to the mail server may take (connect, greeting, each reply), ms. */
const SMTP_TIMEOUT_MS = 30_000;

/** A nodemailer SMTP transport for `settings.smtpUrl` (null without one). */
export function createMailer(settings: MailSettings): Mailer | null {
  if (!settings.smtpUrl) return null;
  const url = new URL(settings.smtpUrl);
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port) || (url.protocol === 'smtps:' ? 465 : 587),
    secure: url.protocol === 'smtps:',
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
    // A server on loopback (tests, a local relay) is trusted without a certificate; any other must present one.
    tls: { rejectUnauthorized: !['127.0.0.1', 'localhost', '::1'].includes(url.hostname) },
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    async send({ messageId, to, message }) {
      await transport.sendMail({
        from: settings.from,
        to,
        subject: message.subject,
        messageId,
        html: message.html,
        text: message.text,
        attachments: message.attachments.map((a) => ({
          filename: a.filename,
          content: a.content,
          contentType: a.contentType,
        })),
      });
    },
    close: () => transport.close(),
  };
}
