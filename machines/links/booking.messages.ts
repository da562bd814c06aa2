/**
 * The court booking's chat texts: the payment confirmation a customer sends after paying, a booking enquiry, and the
 * partners section's enquiry (the sports page).
 * Pair each with `whatsappLink(number, text)` from ./outbound (spec §7); ./messages re-exports them all.
 */
import { formatRupees } from '../money/money';
import { formatDisplayDate, formatHours } from '../time/dates';
import { field, lines } from './messageLines';
import { CENTRE_NAME } from './site.messages';

/** One paid court session as the confirmation lists it. */
export interface ChatSession {
  /** ISO date 'YYYY-MM-DD'. */
  date: string;
  /** 12-hour start time, e.g. '6:00 PM'. */
  displayTime: string;
  court: number;
  /** Hours. */
  duration: number;
}

export interface BookingConfirmationData {
  /** Sport name, e.g. 'Badminton'. */
  sportName: string;
  sessions: readonly ChatSession[];
  /** Amount paid, rupees. */
  total: number;
  paymentId: string;
  /** The booking reference (manage it on /my-booking), when the server gave one. */
  reference?: string | null;
  /** The server's booking ids, one per session in the same order (absent without a server). */
  bookingIds?: readonly string[];
  customer: { name: string; phone: string };
}

/** The payment confirmation a customer sends after paying for court sessions. */
export function bookingConfirmationMessage(data: BookingConfirmationData): string {
  const sessionLines = data.sessions.map((s, i) => {
    const id = data.bookingIds?.[i];
    return `${i + 1}. ${formatDisplayDate(s.date)}, ${s.displayTime}, Court ${s.court}, ${formatHours(s.duration)}${id ? ` (Booking ID: ${id})` : ''}`;
  });
  return lines(
    `Hi ${CENTRE_NAME}! I have paid for a ${data.sportName} court booking. Please confirm it.`,
    '',
    ...(data.reference ? [`Booking reference: ${data.reference}`] : []),
    field('Name', data.customer.name),
    field('Phone', data.customer.phone),
    `Sport: ${data.sportName}`,
    '',
    data.sessions.length === 1 ? 'Session:' : 'Sessions:',
    ...sessionLines,
    '',
    `Total paid: ${formatRupees(data.total)}`,
    `Payment ID: ${data.paymentId}`,
  );
}

/** Partnership enquiry (partners section). */
export function partnershipEnquiryMessage(data: { organisation?: string } = {}): string {
  const who = data.organisation?.trim() ? ` from ${data.organisation.trim()}` : '';
  return `Hi ${CENTRE_NAME}! I'm writing${who} about a partnership with the centre. Could we talk about the options?`;
}

/** Court booking enquiry, optionally for one sport. */
export function bookingEnquiryMessage(data: { sportName?: string } = {}): string {
  const sport = data.sportName?.trim() ? `a ${data.sportName.trim()} court` : 'a court';
  return `Hi ${CENTRE_NAME}! I'd like to book ${sport}. Could you share the available slots?`;
}
