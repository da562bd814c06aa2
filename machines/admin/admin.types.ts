/** Admin sample data shapes (spec §3). The sample rows themselves are app content. */
import { ledgerStatuses } from '../money/ledger';

export const adminBookingStatuses = ['confirmed', 'pending', 'cancelled'] as const;
export type AdminBookingStatus = (typeof adminBookingStatuses)[number];

/** A payment's status is its ledger status (machines/money/ledger.ts). */
export const adminPaymentStatuses = ledgerStatuses;
export type AdminPaymentStatus = (typeof adminPaymentStatuses)[number];

export interface AdminBooking {
  id: string;
  sport: string;
  court: number;
  /** 'YYYY-MM-DD'. */
  date: string;
  /** Display time, e.g. '6:00 PM'. */
  time: string;
  /** Hours. */
  duration: number;
  customerName: string;
  phone: string;
  amount: number;
  status: AdminBookingStatus;
  paymentMode: string;
  whatsappSent: boolean;
}

export interface AdminPayment {
  id: string;
  productName: string;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  /** Rupees paid. */
  amount: number;
  /** Rupees refunded (issued by the provider or made by hand). */
  refunded: number;
  /** Rupees owed back and not yet refunded. */
  refundDue: number;
  paymentId: string;
  status: AdminPaymentStatus;
  /** Whether the provider's signature was checked on the server (only verified payments count as revenue). */
  verification: 'verified' | 'unverified';
  paymentMethod: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  receiptSent: boolean;
}
