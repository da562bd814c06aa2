/**
 * The refund part of staff's cancel dialog: what the cancellation policy gives (the server's quote,
 * GET /api/admin/bookings/:id/refund), the amount staff may change with a reason, and the request the confirm sends.
 */
import type { AdminCancelRequest, AdminCancelResponse, AdminRefundQuote } from '../api/adminBookings.schema';
import { formatRupees } from '../money/money';

/** The dialog's refund while staff decide. */
export interface CancelRefundDraft {
  /** 'loading' while the quote is asked, 'ready', or 'error' (the cancel still refunds what the policy gives). */
  status: 'loading' | 'ready' | 'error';
  quote: AdminRefundQuote | null;
  /** The amount field as typed (rupees); '' until staff change it. */
  amount: string;
  reason: string;
}

/** What the cancel dialog shows of the refund. */
export interface CancelRefundView {
  status: CancelRefundDraft['status'];
  /** One or two sentences: the policy's amount and why, and how it is refunded; or that nothing was paid online. */
  summary: string;
  /** True when something may be refunded, so staff may change the amount. */
  editable: boolean;
  /** The amount field's value (the policy's amount until changed). */
  amount: string;
  reason: string;
  /** True when the amount differs from the policy's: the reason field is shown and needed. */
  needsReason: boolean;
}

const hoursText = (hours: number) => (hours < 0 ? 'after the session started' : `${hours} h before the session`);
const methodText = {
  provider: 'It is refunded through the payment provider.',
  manual: 'Record it here and refund it by hand (no verified provider payment).',
  none: '',
} as const;

/** An amount as typed: '175', '175.5', '₹1,750' -> rupees, or null when it is not a sum of money. */
export function parseRupees(text: string): number | null {
  const clean = text.replace(/[₹,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  return Number(clean);
}

const amountText = (rupees: number) => (Number.isInteger(rupees) ? String(rupees) : rupees.toFixed(2));

/** The dialog's refund part. */
export function cancelRefundView(draft: CancelRefundDraft): CancelRefundView {
  const { quote } = draft;
  if (draft.status !== 'ready' || !quote) {
    return {
      status: draft.status,
      summary:
        draft.status === 'loading'
          ? 'Working out the refund…'
          : 'The refund could not be worked out just now; cancelling refunds what the cancellation policy gives.',
      editable: false,
      amount: '',
      reason: draft.reason,
      needsReason: false,
    };
  }
  if (quote.method === 'none' || quote.refundable === 0) {
    return {
      status: 'ready',
      summary: 'No online payment is on record for this session, so nothing is refunded.',
      editable: false,
      amount: '',
      reason: '',
      needsReason: false,
    };
  }
  const amount = draft.amount === '' ? amountText(quote.policyAmount) : draft.amount;
  const typed = parseRupees(amount);
  return {
    status: 'ready',
    summary: `The cancellation policy refunds ${formatRupees(quote.policyAmount)} of ${formatRupees(quote.paid)} (${quote.percent}%, ${hoursText(quote.hoursBefore)}). ${methodText[quote.method]}`,
    editable: true,
    amount,
    reason: draft.reason,
    needsReason: typed === null || typed !== quote.policyAmount,
  };
}

/** The confirm's request body, or why it cannot be sent yet. */
export function cancelRequestOf(draft: CancelRefundDraft): { request: AdminCancelRequest } | { error: string } {
  const view = cancelRefundView(draft);
  if (!view.editable || !view.needsReason) return { request: {} };
  const amount = parseRupees(view.amount);
  if (amount === null) return { error: 'Enter the refund as an amount in rupees, such as 175 or 175.50.' };
  if (draft.quote && amount > draft.quote.refundable)
    return { error: `At most ${formatRupees(draft.quote.refundable)} can be refunded for this session.` };
  if (!draft.reason.trim()) return { error: 'Say why the refund differs from the cancellation policy.' };
  return { request: { refundAmount: amount, reason: draft.reason.trim() } };
}

/** What the cancel did about money, for its toast: '' when nothing was refunded. */
export function cancelRefundOutcome(refund: AdminCancelResponse['refund']): string {
  if (!refund) return '';
  const money = formatRupees(refund.amount);
  if (refund.status === 'manual') return ` Refund ${money} recorded: make it by hand (reference ${refund.reference}).`;
  if (refund.status === 'due') return ` Refund ${money} is owed: the payment provider did not take it; see Payments.`;
  return ` Refund ${money} issued (reference ${refund.reference}).`;
}
