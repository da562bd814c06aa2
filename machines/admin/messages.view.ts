/**
 * The admin's Messages screen as props (issue 46): the outbox's rows with their status label and tone, when they
 * were written and sent, their attempts and last error, the filters' options, and one message as it reads.
 */
import type { AdminMessage, AdminMessageRow } from '../api/messages.schema';
import { messageKindLabels } from '../messages/content';
import type { EmailDocument } from '../messages/email.types';
import { messageKinds, messageStatuses, type MessageStatus } from '../messages/messages';
import { formatKolkataDateTime } from '../time/dates';
import { ALL, type Option } from './admin.view';

export const messageStatusLabels: Record<MessageStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
  unsent: 'Not sent',
};

/** The Badge tone of each status. */
export const messageStatusTones = {
  queued: 'info',
  sent: 'success',
  failed: 'danger',
  unsent: 'warning',
} as const satisfies Record<MessageStatus, string>;

export const messageStatusOptions: Option[] = [
  { value: ALL, label: 'All statuses' },
  ...messageStatuses.map((s) => ({ value: s, label: messageStatusLabels[s] })),
];

export const messageKindOptions: Option[] = [
  { value: ALL, label: 'All messages' },
  ...messageKinds.map((k) => ({ value: k, label: messageKindLabels[k] })),
];

export const messagesCopy = {
  emptyText: 'No messages match these filters',
  loadingLabel: 'Loading messages',
  noMailServer:
    'No mail server is configured (SMTP_URL), so messages are kept here as "Not sent" and nobody receives them. Read them here; Resend sends one once a mail server is set.',
} as const;

export interface MessageRowView {
  id: string;
  kindLabel: string;
  recipient: string;
  subject: string;
  reference: string;
  status: MessageStatus;
  statusLabel: string;
  statusTone: (typeof messageStatusTones)[MessageStatus];
  /** 'Written 7 January 2030, 10:00 AM'. */
  writtenText: string;
  /** 'Sent 7 January 2030, 10:01 AM (2 attempts)', 'Next attempt ...', or the last error's line. */
  deliveryText: string;
  lastError: string | null;
  /** Resend is offered (failed or not sent). */
  canResend: boolean;
}

const attemptsText = (n: number) => (n === 1 ? '1 attempt' : `${n} attempts`);

function deliveryText(row: AdminMessageRow): string {
  switch (row.status) {
    case 'sent':
      return `Sent ${formatKolkataDateTime(Date.parse(row.sentAt ?? row.createdAt))} (${attemptsText(row.attempts)})`;
    case 'failed':
      return `Gave up after ${attemptsText(row.attempts)}`;
    case 'unsent':
      return 'Kept here: no mail server';
    default:
      return row.attempts === 0
        ? 'Waiting to be sent'
        : `Next attempt ${formatKolkataDateTime(Date.parse(row.nextAttemptAt))} (${attemptsText(row.attempts)} so far)`;
  }
}

export function messageRowView(row: AdminMessageRow): MessageRowView {
  return {
    id: row.id,
    kindLabel: messageKindLabels[row.kind],
    recipient: row.recipient,
    subject: row.subject,
    reference: row.reference,
    status: row.status,
    statusLabel: messageStatusLabels[row.status],
    statusTone: messageStatusTones[row.status],
    writtenText: `Written ${formatKolkataDateTime(Date.parse(row.createdAt))}`,
    deliveryText: deliveryText(row),
    lastError: row.lastError,
    canResend: row.status === 'failed' || row.status === 'unsent',
  };
}

/** One message open in the dialog: its row, its words, its text body and its files. */
export interface MessageDetailView {
  row: MessageRowView;
  document: EmailDocument;
  text: string;
  /** 'POD-Booking-pay_1.ics (text/calendar, 1.2 kB)'. */
  attachments: string[];
}

const sizeText = (bytes: number) => (bytes < 1024 ? `${bytes} bytes` : `${(bytes / 1024).toFixed(1)} kB`);

export function messageDetailView(message: AdminMessage): MessageDetailView {
  return {
    row: messageRowView(message.row),
    document: message.document,
    text: message.text,
    attachments: message.attachments.map((a) => `${a.filename} (${a.contentType.split(';')[0]}, ${sizeText(a.bytes)})`),
  };
}
