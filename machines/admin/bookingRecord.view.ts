/**
 * Admin > Booking Details as props (issue 48): the list's rows and one booking's whole record (its sessions with
 * what cancelling each refunds now, the customer, the payments and refunds, the messages, who waits for its slots,
 * the history), every text ready to show, and what the signed-in role may do there. Pure.
 */
import { bookingRangeMessage, type AdminBookingRow } from '../api/adminBookings.schema';
import type {
  AdminBookingRecord,
  BookingHistoryEntry,
  BookingRecordSession,
  BookingWaitlistEntry,
  HistorySource,
} from '../api/bookingRecord.schema';
import { to12Hour } from '../booking/slots';
import { sportById } from '../booking/sports';
import { telLink } from '../links/outbound';
import { formatRupees } from '../money/money';
import { formatDisplayDate, formatKolkataDateTime } from '../time/dates';
import type { AdminTone } from './admin.view';
import { bookingRowView, type BookingRowView } from './adminBookings.view';
import { paymentRowView, type PaymentRowView } from './adminPayments.view';
import { messageRowView, type MessageRowView } from './messages.view';
import { mayCall, type StaffRole } from './roles';

/** What the signed-in role may do on a booking (the server's role table decides; the screen shows only these). */
export interface BookingPermissions {
  /** Cancel, move and mark the chat sent; without it the screen is View Only. */
  change: boolean;
  /** Send a failed or unsent message again. */
  resend: boolean;
}

export function bookingPermissions(role: StaffRole): BookingPermissions {
  return {
    change: (['cancel', 'move', 'whatsapp-sent'] as const).every((action) =>
      mayCall(role, 'POST', `/api/admin/bookings/:id/${action}`),
    ),
    resend: mayCall(role, 'POST', '/api/admin/messages/:id/resend'),
  };
}

export const bookingDetailsCopy = {
  heading: 'Booking Details',
  intro:
    'Find a booking by its reference, the customer’s name or phone, dates, sport or status, and open its whole record.',
  viewOnly: 'View Only',
  searchPlaceholder: 'Reference, name, phone or booking ID',
  emptyText: 'No bookings match these filters. Check the reference, or search by phone number or name.',
  loadingRecord: 'Loading the booking',
  noPayment: 'No online payment is on record for this booking (paid at the centre, or not yet paid).',
  noMessages: 'No emails were written for this booking (no address was given).',
  noWaitlist: 'Nobody is waiting for these slots.',
} as const;

/** Why the From and To dates cannot be searched (the range ends before it starts), or undefined. */
export const bookingRangeError = (from: string, to: string): string | undefined =>
  from && to && from > to ? bookingRangeMessage : undefined;

/** A row of the list: the session as the dashboard shows it, and what opens its record. */
export interface BookingListRowView extends BookingRowView {
  /** The reference, or 'No reference' for a booking made without one. */
  referenceText: string;
  /** What opens the record: its reference, else the session's id. */
  recordKey: string;
}

export function bookingListRowView(row: AdminBookingRow): BookingListRowView {
  return { ...bookingRowView(row), referenceText: row.reference ?? 'No reference', recordKey: row.reference ?? row.id };
}

/** A session of the record, with what cancelling it now refunds. */
export interface RecordSessionView extends BookingRowView {
  /** 'Cancelling now refunds ₹350 (100%, 36 h before the session).', or '' once cancelled. */
  refundText: string;
}

const hoursBefore = (hours: number) => (hours < 0 ? 'after it started' : `${hours} h before the session`);

function refundNowText(session: BookingRecordSession): string {
  const quote = session.refundNow;
  if (!quote) return '';
  if (quote.method === 'none') return 'Cancelling now refunds nothing: no online payment is on record.';
  return `Cancelling now refunds ${formatRupees(quote.policyAmount)} (${quote.percent}%, ${hoursBefore(quote.hoursBefore)}).`;
}

export interface WaitlistEntryView {
  id: number;
  /** 'Court 2 · Wed, 9 Jan 2030, 7:00 AM · 1 h'. */
  slot: string;
  name: string;
  phone: string;
  /** '1st in line' or 'Offered until 10:15 AM'. */
  statusText: string;
  statusTone: AdminTone;
}

const ordinal = (n: number) => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
};

function waitlistEntryView(entry: BookingWaitlistEntry): WaitlistEntryView {
  const hours = entry.duration === 1 ? '1 h' : `${entry.duration} h`;
  return {
    id: entry.id,
    slot: `Court ${entry.court} · ${formatDisplayDate(entry.date)}, ${to12Hour(entry.time)} · ${hours}`,
    name: entry.name,
    phone: entry.phone,
    statusText:
      entry.status === 'offered' && entry.offerExpiresAt
        ? `Offered the slot until ${formatKolkataDateTime(Date.parse(entry.offerExpiresAt))}`
        : `${ordinal(entry.position)} in line`,
    statusTone: entry.status === 'offered' ? 'warning' : 'info',
  };
}

export const historySourceLabels: Record<HistorySource, string> = {
  staff: 'Staff',
  visitor: 'Customer',
  system: 'System',
};

export interface HistoryEntryView {
  key: string;
  /** '21 November 2026, 10:00 AM'. */
  when: string;
  /** 'priya@pod.example (Staff) · from 10.0.0.12'. */
  who: string;
  summary: string;
  source: HistorySource;
}

function historyEntryView(entry: BookingHistoryEntry, index: number): HistoryEntryView {
  const from = entry.address ? ` · from ${entry.address}` : '';
  return {
    key: `${entry.at}-${index}`,
    when: formatKolkataDateTime(Date.parse(entry.at)),
    who: `${entry.actor} (${historySourceLabels[entry.source]})${from}`,
    summary: entry.summary,
    source: entry.source,
  };
}

/** The booking's status as one word: all cancelled, some cancelled, any pending, or confirmed. */
function overallStatus(sessions: readonly BookingRecordSession[]): { label: string; tone: AdminTone } {
  const cancelled = sessions.filter((s) => s.status === 'cancelled').length;
  if (cancelled === sessions.length) return { label: 'Cancelled', tone: 'danger' };
  if (cancelled > 0) return { label: 'Partly cancelled', tone: 'warning' };
  if (sessions.some((s) => s.status === 'pending')) return { label: 'Pending', tone: 'warning' };
  return { label: 'Confirmed', tone: 'success' };
}

/** One booking's record, ready to show. */
export interface BookingRecordView {
  key: string;
  /** The reference, or 'Booking BK-…' for one made without a reference. */
  title: string;
  /** 'Badminton · 2 sessions · ₹700 · booked 21 November 2026, 10:00 AM'. */
  summary: string;
  statusLabel: string;
  statusTone: AdminTone;
  customer: { name: string; phone: string; phoneHref: string; email: string; emailHref: string | null };
  sessions: RecordSessionView[];
  payments: PaymentRowView[];
  messages: MessageRowView[];
  waitlist: WaitlistEntryView[];
  /** Newest first. */
  history: HistoryEntryView[];
}

export function bookingRecordView(record: AdminBookingRecord): BookingRecordView {
  const status = overallStatus(record.sessions);
  const count = record.sessions.length === 1 ? '1 session' : `${record.sessions.length} sessions`;
  const email = record.customer.email.trim();
  return {
    key: record.key,
    title: record.reference ?? `Booking ${record.key}`,
    summary: `${sportById(record.sport).name} · ${count} · ${formatRupees(record.total)} · booked ${formatKolkataDateTime(Date.parse(record.createdAt))}`,
    statusLabel: status.label,
    statusTone: status.tone,
    customer: {
      name: record.customer.name,
      phone: record.customer.phone,
      phoneHref: telLink(record.customer.phone),
      email: email || 'No email given',
      emailHref: email ? `mailto:${email}` : null,
    },
    sessions: record.sessions.map((s) => ({ ...bookingRowView(s), refundText: refundNowText(s) })),
    payments: record.payments.map(paymentRowView),
    messages: record.messages.map(messageRowView),
    waitlist: record.waitlist.map(waitlistEntryView),
    history: record.history.map(historyEntryView).reverse(),
  };
}
