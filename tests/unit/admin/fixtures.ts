/** What the admin unit tests share: a refund quote, and a payment with a refund owed. */
import type { AdminRefundQuote } from '../../../machines/api/adminBookings.schema';
import type { AdminPaymentRow } from '../../../machines/api/adminPayments.schema';

export const quote: AdminRefundQuote = {
  bookingId: 'BK-ONE1',
  paid: 350,
  policyAmount: 175,
  percent: 50,
  hoursBefore: 18,
  refundable: 350,
  method: 'provider',
};

/** A refund owed (the provider did not take it): staff make it by hand and mark it paid. */
export const owed = {
  id: 'RF-OWED00000001',
  amount: 350,
  status: 'due' as const,
  reason: 'Paid after the hold ended; the slots were booked by someone else meanwhile.',
  reference: null,
  paidBy: null,
  paidAt: null,
};

export const refundDuePayment: AdminPaymentRow = {
  id: 'PAY-LATE0001',
  productName: 'Badminton court booking',
  customerName: 'Nisha Verma',
  customerPhone: '9876500011',
  customerEmail: 'nisha@example.com',
  amount: 350,
  refunded: 0,
  refundDue: 350,
  paymentId: 'pay_late0001',
  status: 'refund_due',
  verification: 'unverified',
  paymentMethod: 'upi',
  date: '2026-11-21',
  receiptSent: false,
  refunds: [owed],
};
