/**
 * GET /api/admin/bookings/:id/record: one booking's whole record for Admin > Booking Details, opened by a session's
 * id (BK-...) or the booking reference the visitor paid under (POD-XXXX-XXXX-XXXX, typed loosely): its sessions, the
 * customer, the payments with their refunds (the ledger), the messages written for it (the outbox), who waits for
 * its slots, and its history (the audit trail and the ledger's own events). Shared by the server's route and the
 * app's adapter.
 */
import { z } from '../shared/zod';
import { normaliseReference } from '../booking/reference.rules';
import { liveWaitlistStatuses } from '../waitlist/waitlist.rules';
import { adminBookingRowSchema, adminRefundQuoteSchema } from './adminBookings.schema';
import { adminPaymentRowSchema } from './adminPayments.schema';
import { adminMessageRowSchema } from './messages.schema';
import { sportSchema } from './booking.schema';

/** A session's id as the lists show it. */
export const BOOKING_ID_PATTERN = /^BK-[A-Z0-9]{4,20}$/;

/** What a record is opened by: a session's id, or a booking reference (its stored form: POD-XXXX-XXXX-XXXX). */
export function bookingKeyOf(typed: string): string | null {
  const trimmed = typed.trim();
  if (BOOKING_ID_PATTERN.test(trimmed)) return trimmed;
  return normaliseReference(trimmed);
}

export const bookingKeyMessage = 'Expected a booking id (BK-...) or a booking reference (POD-XXXX-XXXX-XXXX).';

/** :id of a record: a session's id or a booking reference. */
export const adminBookingRecordParamsSchema = z.object({
  id: z.string({ error: bookingKeyMessage }).check(
    z.maxLength(40, { error: bookingKeyMessage }),
    z.refine((value) => bookingKeyOf(value) !== null, bookingKeyMessage),
  ),
});

/** Who did a thing in a booking's history: a staff account, the visitor, or the server on its own. */
export const historySources = ['staff', 'visitor', 'system'] as const;
export type HistorySource = (typeof historySources)[number];

export const bookingHistoryEntrySchema = z.object({
  /** ISO instant. */
  at: z.string(),
  source: z.enum(historySources),
  /** The staff account's email, the visitor's name, or the centre's system. */
  actor: z.string(),
  summary: z.string(),
  /** The request's address, for a staff change. */
  address: z.nullable(z.string()),
});
export type BookingHistoryEntry = z.infer<typeof bookingHistoryEntrySchema>;

/** Someone waiting for one of the booking's slots (the same court, a time that overlaps). */
export const bookingWaitlistEntrySchema = z.object({
  id: z.number(),
  /** The session whose slot they wait for. */
  bookingId: z.string(),
  sport: sportSchema,
  court: z.number(),
  date: z.string(),
  time: z.string(),
  /** Hours. */
  duration: z.number(),
  name: z.string(),
  phone: z.string(),
  status: z.enum(liveWaitlistStatuses),
  /** 1: first in line for their slot. */
  position: z.number(),
  /** An offer's end (ISO), else null. */
  offerExpiresAt: z.nullable(z.string()),
});
export type BookingWaitlistEntry = z.infer<typeof bookingWaitlistEntrySchema>;

/** A session of the record, and what cancelling it now refunds by the policy (null once cancelled or started). */
export const bookingRecordSessionSchema = z.extend(adminBookingRowSchema, {
  refundNow: z.nullable(adminRefundQuoteSchema),
});
export type BookingRecordSession = z.infer<typeof bookingRecordSessionSchema>;

export const adminBookingRecordSchema = z.object({
  /** What the record is opened by again: its reference, else its one session's id. */
  key: z.string(),
  reference: z.nullable(z.string()),
  sport: sportSchema,
  customer: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  /** When it was booked (ISO). */
  createdAt: z.string(),
  /** Rupees: what its sessions cost. */
  total: z.number(),
  sessions: z.array(bookingRecordSessionSchema),
  /** Payments of the booking (and of its reschedules), oldest first, each with its refunds. */
  payments: z.array(adminPaymentRowSchema),
  /** Messages written for it, oldest first. */
  messages: z.array(adminMessageRowSchema),
  /** People waiting for its slots still ahead. */
  waitlist: z.array(bookingWaitlistEntrySchema),
  /** Oldest first. */
  history: z.array(bookingHistoryEntrySchema),
});
export type AdminBookingRecord = z.infer<typeof adminBookingRecordSchema>;

/** The 404 of a key that names no booking staff see. */
export const bookingRecordNotFound = (key: string) =>
  key.startsWith('POD-')
    ? `No booking has the reference ${key}. Check it with the customer, or search by their phone number or name.`
    : `There is no booking ${key}. Check the id, or search by the customer's phone number or name.`;
