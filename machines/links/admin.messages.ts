/**
 * The admin area's chat texts to a customer's own number: a booking confirmation and a payment receipt.
 * Pair each with `whatsappLink(number, text)` from ./outbound (spec §7); ./messages re-exports them all.
 */
import type { AdminBooking, AdminPayment } from '../admin/admin.types';
import { formatRupees } from '../money/money';
import { formatDisplayDate, formatHours } from '../time/dates';
import { lines } from './messageLines';
import { CENTRE_NAME } from './site.messages';

/** What the booking confirmation names of a booking. */
export type MessageAdminBooking = Pick<
  AdminBooking,
  'id' | 'sport' | 'court' | 'date' | 'time' | 'duration' | 'customerName' | 'amount'
>;

/** Admin booking confirmation sent to the customer. */
export function adminBookingConfirmationMessage(booking: MessageAdminBooking): string {
  return lines(
    `Hi ${booking.customerName}, your ${booking.sport} booking at ${CENTRE_NAME} is confirmed.`,
    '',
    `Booking ID: ${booking.id}`,
    `Date: ${formatDisplayDate(booking.date)}`,
    `Time: ${booking.time}`,
    `Court: ${booking.court}`,
    `Duration: ${formatHours(booking.duration)}`,
    `Amount: ${formatRupees(booking.amount)}`,
    '',
    'See you on court!',
  );
}

/** What the receipt names of a payment. */
export type MessageAdminPayment = Pick<
  AdminPayment,
  'id' | 'productName' | 'customerName' | 'amount' | 'paymentId' | 'paymentMethod' | 'date'
>;

/** Admin payment receipt sent to the customer. */
export function adminPaymentReceiptMessage(payment: MessageAdminPayment): string {
  return lines(
    `Hi ${payment.customerName}, here is your ${CENTRE_NAME} payment receipt.`,
    '',
    `Receipt: ${payment.id}`,
    `For: ${payment.productName}`,
    `Amount: ${formatRupees(payment.amount)}`,
    `Payment ID: ${payment.paymentId}`,
    `Method: ${payment.paymentMethod}`,
    `Date: ${formatDisplayDate(payment.date)}`,
    '',
    'Thank you!',
  );
}
