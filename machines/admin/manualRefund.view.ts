/**
 * Marking an owed refund as paid by hand (Payments): the dialog staff fill in after they made the refund themselves
 * (a bank transfer, UPI), and the request it sends (POST /api/admin/refunds/:id/paid).
 */
import {
  adminRefundPaidRequestSchema,
  type AdminPaymentRow,
  type AdminRefundPaidRequest,
  type AdminRefundRow,
} from '../api/adminPayments.schema';
import { formatRupees } from '../money/money';

/** The dialog while it is open. */
export interface ManualRefundDraft {
  payment: AdminPaymentRow;
  refund: AdminRefundRow;
  /** The reference field as typed. */
  reference: string;
  busy: boolean;
  /** Why the reference was refused, or why the server refused. */
  error?: string;
}

/** What the dialog shows. */
export interface ManualRefundDialogView {
  title: string;
  /** Who gets how much, and what marking it paid does. */
  description: string;
  /** Why the refund is owed. */
  reason: string;
  reference: string;
  busy: boolean;
  error?: string;
}

/** The draft for an owed refund of `payment`, or null when `refundId` is not one of its owed refunds. */
export function manualRefundDraft(payment: AdminPaymentRow, refundId: string): ManualRefundDraft | null {
  const refund = payment.refunds.find((r) => r.id === refundId && r.status === 'due');
  return refund ? { payment, refund, reference: '', busy: false } : null;
}

export function manualRefundDialogView(draft: ManualRefundDraft): ManualRefundDialogView {
  const money = formatRupees(draft.refund.amount);
  return {
    title: `Mark refund ${draft.refund.id} as paid`,
    description: `Record the ${money} you refunded by hand to ${draft.payment.customerName} (payment ${draft.payment.paymentId}). The payment then shows as refunded, and revenue and the CSV follow.`,
    reason: `Owed because: ${draft.refund.reason}`,
    reference: draft.reference,
    busy: draft.busy,
    error: draft.error,
  };
}

/** The request to send, or the message saying what to fix (the server checks the same rule). */
export function manualRefundRequestOf(
  draft: ManualRefundDraft,
): { request: AdminRefundPaidRequest } | { error: string } {
  const parsed = adminRefundPaidRequestSchema.safeParse({ reference: draft.reference });
  return parsed.success
    ? { request: parsed.data }
    : { error: parsed.error.issues[0]?.message ?? 'Enter the refund’s reference.' };
}
