/**
 * The messages each change writes to the outbox, inside that change's transaction (outbox.ts): the data of a paid
 * booking, a paid order, a staff cancel and a refund, read from the rows the transaction just wrote, to the visitor
 * (where they gave an address) and to the centre's address (STAFF_EMAIL, else the centre's public address).
 */
import { and, eq } from 'drizzle-orm';
import type { MessageCustomer, MessageRefund, MessageSession } from '../../machines/messages/messages';
import { siteConfig } from '../../app/config/site';
import { myBookingHref } from '../../machines/booking/reference.rules';
import { waitlistOfferHref } from '../../machines/waitlist/waitlist.rules';
import { sportById, type SportId } from '../../machines/booking/sports';
import type { Database } from '../db/client';
import {
  bookings,
  courts,
  holds,
  orderItems,
  orders,
  payments,
  type BookingRow,
  type PaymentRow,
  type RefundRow,
} from '../db/schema';
import { enqueueMessage } from './outbox';
import { mailSettingsFrom } from './outboxMail';

/** The centre's own address for its alerts. */
const staffAddress = () => mailSettingsFrom(process.env).staffAddress;

const sportName = (id: string) => sportById(id as SportId).name;

async function courtNumbers(tx: Database): Promise<(id: number) => number> {
  const rows = await tx.select().from(courts);
  return (id) => rows.find((c) => c.id === id)?.number ?? 0;
}

const sessionOf = (b: BookingRow, court: number): MessageSession => ({
  bookingId: b.id,
  date: b.date,
  time: b.time,
  court,
  duration: b.durationMinutes / 60,
  amount: b.amount,
});

const refundOf = (r: RefundRow): MessageRefund => ({
  amount: r.amountPaise / 100,
  reference: r.providerRefundId ?? r.id,
  status: r.status as MessageRefund['status'],
});

/** A hold just confirmed by `payment`: the confirmation with its sessions, and the centre's alert. */
/** A booking's reference and its My booking address (absolute: it is read in an email), when it has one. */
const managed = (reference: string | null) =>
  reference ? { reference, manageUrl: `${siteConfig.origin}${myBookingHref(reference)}` } : {};

export async function enqueueBookingConfirmed(
  tx: Database,
  holdId: string,
  payment: PaymentRow,
  at: Date,
): Promise<void> {
  const [hold] = await tx.select().from(holds).where(eq(holds.id, holdId));
  if (!hold) return;
  const rows = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.holdId, holdId), eq(bookings.status, 'confirmed')));
  rows.sort((a, b) => (a.date + a.time + a.courtId).localeCompare(b.date + b.time + b.courtId));
  const court = await courtNumbers(tx);
  const customer: MessageCustomer = { name: hold.customerName, email: hold.customerEmail, phone: hold.customerPhone };
  const base = {
    customer,
    sportName: sportName(hold.sportId),
    sessions: rows.map((r) => sessionOf(r, court(r.courtId))),
    total: hold.amount,
    paymentId: payment.paymentId,
    paidAt: at.getTime(),
    ...managed(hold.reference),
  };
  await enqueueMessage(tx, { data: { kind: 'booking_confirmed', ...base }, to: customer.email, what: holdId }, at);
  await enqueueMessage(tx, { data: { kind: 'staff_new_booking', ...base }, to: staffAddress(), what: holdId }, at);
}

/** An order just paid by `payment`: the visitor's receipt, and the centre's alert. */
export async function enqueueOrderPaid(tx: Database, orderRef: string, payment: PaymentRow, at: Date): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.ref, orderRef));
  if (!order) return;
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderRef, orderRef)).orderBy(orderItems.id);
  const customer: MessageCustomer = {
    name: order.customerName,
    email: order.customerEmail,
    phone: order.customerPhone,
  };
  const base = {
    customer,
    orderId: order.orderId,
    items: items.map((i) => ({ name: i.name, size: i.size, quantity: i.quantity, unitPrice: i.unitPrice })),
    total: order.total,
    paymentId: payment.paymentId,
    deliveryMethod: order.deliveryMethod === 'delivery' ? ('delivery' as const) : ('pickup' as const),
    paidAt: at.getTime(),
  };
  await enqueueMessage(tx, { data: { kind: 'order_paid', ...base }, to: customer.email, what: orderRef }, at);
  await enqueueMessage(tx, { data: { kind: 'staff_new_order', ...base }, to: staffAddress(), what: orderRef }, at);
}

/**
 * A session staff cancelled, with its refund (or none): the visitor's notice and the centre's alert; a refund
 * recorded as made by hand at the cancel is also told as a refund.
 */
export async function enqueueCancellation(
  tx: Database,
  booking: BookingRow,
  refund: RefundRow | null,
  staff: string | null,
  at: Date,
): Promise<void> {
  const court = await courtNumbers(tx);
  const [hold] = booking.holdId
    ? await tx.select({ reference: holds.reference }).from(holds).where(eq(holds.id, booking.holdId))
    : [];
  const customer: MessageCustomer = {
    name: booking.customerName,
    email: booking.customerEmail,
    phone: booking.customerPhone,
  };
  const base = {
    customer,
    sportName: sportName(booking.sportId),
    session: sessionOf(booking, court(booking.courtId)),
    refund: refund ? refundOf(refund) : null,
    cancelledBy: staff,
    ...managed(hold?.reference ?? null),
  };
  await enqueueMessage(tx, { data: { kind: 'booking_cancelled', ...base }, to: customer.email, what: booking.id }, at);
  await enqueueMessage(tx, { data: { kind: 'staff_cancellation', ...base }, to: staffAddress(), what: booking.id }, at);
  if (refund && refund.status === 'manual') await enqueueRefundMade(tx, refund, at);
}

async function paymentOf(tx: Database, refund: RefundRow): Promise<PaymentRow | null> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, refund.paymentRowId));
  return row ?? null;
}

/** A refund message of `kind` about `refund` to `to` (the payment's customer when null). */
async function enqueueRefundMessage(
  tx: Database,
  kind: 'refund_issued' | 'staff_refund_due',
  refund: RefundRow,
  to: string | null,
  at: Date,
): Promise<void> {
  const payment = await paymentOf(tx, refund);
  if (!payment) return;
  const data = {
    kind,
    customer: { name: payment.customerName, email: payment.customerEmail, phone: payment.customerPhone },
    refund: refundOf(refund),
    productName: payment.productName,
    reason: refund.reason,
    paymentId: payment.paymentId,
  };
  await enqueueMessage(tx, { data, to: to ?? payment.customerEmail, what: refund.id }, at);
}

/** A refund made (issued through the provider, or made by hand): the visitor is told how and when it arrives. */
export const enqueueRefundMade = (tx: Database, refund: RefundRow, at: Date) =>
  enqueueRefundMessage(tx, 'refund_issued', refund, null, at);

/** A refund owed and not yet made: the centre is told, to make it or watch it. */
export const enqueueRefundDue = (tx: Database, refund: RefundRow, at: Date) =>
  enqueueRefundMessage(tx, 'staff_refund_due', refund, staffAddress(), at);

/**
 * A session moved to another start or court (`before` and `after` are its row either side of the move), by staff or
 * the visitor's reschedule: the visitor's notice with the updated calendar file, once per move.
 */
export async function enqueueBookingMoved(
  tx: Database,
  before: BookingRow,
  after: BookingRow,
  movedBy: 'staff' | 'visitor',
  at: Date,
): Promise<void> {
  const court = await courtNumbers(tx);
  const [hold] = after.holdId
    ? await tx.select({ reference: holds.reference }).from(holds).where(eq(holds.id, after.holdId))
    : [];
  const data = {
    kind: 'booking_moved' as const,
    customer: { name: after.customerName, email: after.customerEmail, phone: after.customerPhone },
    sportName: sportName(after.sportId),
    from: sessionOf(before, court(before.courtId)),
    to: sessionOf(after, court(after.courtId)),
    movedBy,
    movedAt: at.getTime(),
    ...managed(hold?.reference ?? null),
  };
  const move = `${after.id}:${after.date}T${after.time}:c${after.courtId}:${at.getTime()}`;
  await enqueueMessage(tx, { data, to: after.customerEmail, what: move }, at);
}

/**
 * A waited-for slot held for the person first in line (`session`, the held booking row): the offer with the link that
 * opens it (the token is in the link only), once per waiting-list entry.
 */
export async function enqueueWaitlistOffer(
  tx: Database,
  offer: { entryId: number; token: string; reference: string; expiresAt: Date; session: BookingRow },
  at: Date,
): Promise<void> {
  const court = await courtNumbers(tx);
  const s = offer.session;
  const data = {
    kind: 'waitlist_offer' as const,
    customer: { name: s.customerName, email: s.customerEmail, phone: s.customerPhone },
    sportName: sportName(s.sportId),
    session: sessionOf(s, court(s.courtId)),
    offerUrl: `${siteConfig.origin}${waitlistOfferHref(s.sportId, offer.token)}`,
    expiresAt: offer.expiresAt.getTime(),
    reference: offer.reference,
  };
  await enqueueMessage(tx, { data, to: s.customerEmail, what: `entry-${offer.entryId}` }, at);
}
