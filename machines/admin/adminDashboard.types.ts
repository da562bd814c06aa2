/** The admin dashboard machine's types (adminDashboard.machine.ts): its context, the events it handles and emits. */
import type { AdminBookingRow, AdminCancelResponse } from '../api/adminBookings.schema';
import type { AdminPaymentRow } from '../api/adminPayments.schema';
import type { CancelRefundDraft } from './cancelRefund.view';
import type { ManualRefundDraft } from './manualRefund.view';

/** The dashboard's data the resource machines load. */
export type DashboardResource = 'stats' | 'bookings' | 'payments' | 'calendar' | 'customers' | 'revenue';
/** What staff sent from a row: a booking's confirmation chat or a payment's receipt. */
export type SentKind = 'whatsapp' | 'receipt';
export type DashboardExport = 'csv' | 'data';
/** The Payments panel's filters as shown ('all' or '' for any): the CSV holds the rows they match. */
export interface PaymentsFilters {
  status: string;
  q: string;
}

export interface CancelDialog {
  row: AdminBookingRow;
  refund: CancelRefundDraft;
  error?: string;
}
export interface MoveDialog {
  row: AdminBookingRow;
  date: string;
  time: string;
  court: string;
  error?: string;
}
export interface SentRecord {
  kind: SentKind;
  id: string;
  name: string;
}

export interface AdminDashboardContext {
  /** 'YYYY-MM-DD' in Asia/Kolkata: a booking is moved to today at the earliest. */
  today: string;
  cancel: CancelDialog | null;
  move: MoveDialog | null;
  refund: ManualRefundDraft | null;
  /** Chats and receipts sent whose recording is still to be done, oldest first. */
  toRecord: SentRecord[];
}

export type AdminDashboardEvent =
  | { type: 'user.chat'; row: AdminBookingRow; href: string }
  | { type: 'user.sendReceipt'; row: AdminPaymentRow; href: string }
  | { type: 'user.cancel'; row: AdminBookingRow }
  | { type: 'user.changeCancelRefund'; field: 'amount' | 'reason'; value: string }
  | { type: 'user.edit'; row: AdminBookingRow }
  | { type: 'user.changeMove'; field: 'date' | 'time' | 'court'; value: string }
  | { type: 'user.markRefundPaid'; row: AdminPaymentRow; refundId: string }
  | { type: 'user.changeRefundReference'; reference: string }
  | { type: 'user.confirm' }
  | { type: 'user.dismiss' }
  | { type: 'user.exportCsv'; query: PaymentsFilters }
  | { type: 'user.exportData' };

export type AdminDashboardEmitted =
  | { type: 'openLink'; href: string }
  | { type: 'recorded'; kind: SentKind; name: string }
  | { type: 'bookingCancelled'; id: string; refund: AdminCancelResponse['refund'] }
  | { type: 'bookingMoved'; row: AdminBookingRow }
  | { type: 'refundRecorded'; amount: number; name: string; reference: string }
  | { type: 'exported'; kind: DashboardExport }
  | { type: 'failed'; action: DashboardExport | SentKind; message: string }
  | { type: 'refresh'; resources: readonly DashboardResource[] };
