/** The Payments panel's rows, status filter and refund texts, from the admin API's answers. */
import type { AdminPaymentRow, AdminRefundRow } from '../api/adminPayments.schema';
import { ALL, type AdminTone, type Option } from './admin.view';
import type { AdminPaymentStatus } from './admin.types';
import { adminPaymentReceiptMessage } from '../links/admin.messages';
import { whatsappLink } from '../links/outbound';
import { formatRupees } from '../money/money';
import { formatDisplayDate, formatKolkataDateTime } from '../time/dates';

/** The ledger's statuses as staff read them; 'captured' (money taken, booking or order not yet settled) reads Pending. */
export const paymentStatusLabels: Record<AdminPaymentStatus, string> = {
  captured: 'Pending',
  confirmed: 'Success',
  refund_due: 'Refund due',
  refunded: 'Refunded',
  partially_refunded: 'Part refunded',
  failed: 'Failed',
};
const paymentStatusTones: Record<AdminPaymentStatus, AdminTone> = {
  captured: 'warning',
  confirmed: 'success',
  refund_due: 'warning',
  refunded: 'neutral',
  partially_refunded: 'info',
  failed: 'danger',
};
export const paymentStatusOptions: Option[] = [
  { value: ALL, label: 'All statuses' },
  ...(['confirmed', 'captured', 'refund_due', 'partially_refunded', 'refunded', 'failed'] as const).map((s) => ({
    value: s,
    label: paymentStatusLabels[s],
  })),
];

export interface PaymentRowView {
  id: string;
  productName: string;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  amount: string;
  /** 'Refunded ₹175', 'Refund due ₹350' (both, joined, when both), or null when nothing went or is owed back. */
  refundText: string | null;
  paymentId: string;
  status: AdminPaymentStatus;
  statusLabel: string;
  statusTone: AdminTone;
  /** 'Verified' when the provider's signature was checked on the server, else 'Unverified'. */
  verificationLabel: string;
  verificationTone: AdminTone;
  method: string;
  date: string;
  receiptSent: boolean;
  /** The receipt as a chat to the customer's own number. */
  receiptHref: string;
  /** Refunds owed and not yet made (the provider could not make them): staff make them by hand and mark them paid. */
  refundsDue: RefundDueView[];
  /** How each refund made went back: through the provider, or by hand (with its reference, who and when). */
  refundNotes: string[];
}

export interface RefundDueView {
  id: string;
  /** '₹350'. */
  amount: string;
  /** 'Refund due ₹350 (RF-…): why it is owed'. */
  text: string;
}

const methodLabels: Record<string, string> = {
  card: 'Card',
  upi: 'UPI',
  netbanking: 'Net banking',
  wallet: 'Wallet',
  emi: 'EMI',
};
const methodLabel = (method: string) =>
  methodLabels[method.toLowerCase()] ?? method.charAt(0).toUpperCase() + method.slice(1);

function refundText(row: Pick<AdminPaymentRow, 'refunded' | 'refundDue'>): string | null {
  const parts = [
    row.refunded > 0 ? `Refunded ${formatRupees(row.refunded)}` : null,
    row.refundDue > 0 ? `Refund due ${formatRupees(row.refundDue)}` : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** 'Refunded ₹175 through the provider (rfnd_1)', 'Refunded ₹350 by hand (UPI 4123) by admin@pod.example, 21 November 2026, 10:30 AM'. */
export function refundNote(refund: AdminRefundRow): string {
  const money = `Refunded ${formatRupees(refund.amount)}`;
  if (refund.status === 'manual') {
    if (!refund.paidBy || !refund.paidAt) return `${money} by hand, recorded at the cancel (${refund.id})`;
    return `${money} by hand (${refund.reference ?? refund.id}) by ${refund.paidBy}, ${formatKolkataDateTime(Date.parse(refund.paidAt))}`;
  }
  return `${money} through the provider (${refund.reference ?? refund.id})`;
}

export function paymentRowView(row: AdminPaymentRow): PaymentRowView {
  return {
    id: row.id,
    productName: row.productName,
    customerName: row.customerName,
    customerPhone: row.customerPhone,
    customerEmail: row.customerEmail,
    amount: formatRupees(row.amount),
    refundText: refundText(row),
    paymentId: row.paymentId,
    status: row.status,
    statusLabel: paymentStatusLabels[row.status],
    statusTone: paymentStatusTones[row.status],
    verificationLabel: row.verification === 'verified' ? 'Verified' : 'Unverified',
    verificationTone: row.verification === 'verified' ? 'success' : 'neutral',
    method: methodLabel(row.paymentMethod),
    date: formatDisplayDate(row.date),
    receiptSent: row.receiptSent,
    receiptHref: whatsappLink(row.customerPhone, adminPaymentReceiptMessage(row)),
    refundsDue: row.refunds
      .filter((r) => r.status === 'due')
      .map((r) => ({
        id: r.id,
        amount: formatRupees(r.amount),
        text: `Refund due ${formatRupees(r.amount)} (${r.id}): ${r.reason}`,
      })),
    refundNotes: row.refunds.filter((r) => r.status !== 'due').map(refundNote),
  };
}
