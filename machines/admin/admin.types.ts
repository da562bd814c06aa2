/** Admin sample data shapes (spec §3). The sample rows themselves are app content. */

export const adminBookingStatuses = ['confirmed', 'pending', 'cancelled'] as const;
export type AdminBookingStatus = (typeof adminBookingStatuses)[number];

export const adminPaymentStatuses = ['success', 'pending', 'failed'] as const;
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
  amount: number;
  paymentId: string;
  status: AdminPaymentStatus;
  paymentMethod: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  receiptSent: boolean;
}
