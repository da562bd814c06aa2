/**
 * Refunds staff make by hand. A refund stays owed ('due') when the payment provider cannot make it: in demo mode (no
 * keys), for a payment that was never verified, or when the provider refused. Staff see it in Payments, make it
 * themselves (a bank transfer, UPI) and mark it paid with its reference: the ledger records who (the signed-in
 * account) and when, and the payment becomes refunded or partially refunded, so revenue and the CSV follow.
 */
import type { AdminPaymentRow, AdminRefundPaidRequest } from '../../machines/api/adminPayments.schema';
import { apiMessages } from '../../machines/api/errors';
import { formatRupees } from '../../machines/money/money';
import { paiseToRupees } from '../../machines/money/ledger';
import { formatKolkataDateTime } from '../../machines/time/dates';
import { ApiError } from '../errors';
import { paymentRow } from './adminPayments';
import type { AdminDataDeps } from './adminQueries';
import { audit, type AuditActor } from './audit';
import { type RefundRow } from './ledger';
import { markRefundMadeByHand } from './refundPayout';

/** Why a refund that is not owed any more cannot be marked paid: how it was made, and its reference. */
function notOwed(refund: RefundRow): ApiError {
  const money = formatRupees(paiseToRupees(refund.amountPaise));
  const how =
    refund.status === 'manual'
      ? refund.paidBy && refund.paidAt
        ? `it was marked paid by hand by ${refund.paidBy} on ${formatKolkataDateTime(refund.paidAt)} (reference ${refund.paidReference})`
        : 'it was recorded as made by hand when the booking was cancelled'
      : `the payment provider made it (reference ${refund.providerRefundId ?? refund.id})`;
  return new ApiError(409, 'bad_request', `Refund ${refund.id} of ${money} is not owed any more: ${how}.`, 'id');
}

/**
 * Marks the owed refund `id` as made by hand by `staff` (the signed-in account's email) with `request.reference`,
 * now by the server's clock. Answers the payment with its refunds; 404 for an unknown refund, 409 for one that is not
 * owed (already made by hand or through the provider): nothing changes then.
 */
export async function markRefundPaid(
  deps: AdminDataDeps,
  id: string,
  request: AdminRefundPaidRequest,
  staff: string,
  actor?: AuditActor,
): Promise<AdminPaymentRow> {
  const at = new Date(deps.now());
  const outcome = await markRefundMadeByHand(deps.db, id, {
    reference: request.reference,
    staff,
    at,
    record: actor
      ? (tx, refund) =>
          audit(
            tx,
            actor,
            {
              kind: 'refund.paid',
              record: refund.id,
              summary: `Marked refund ${refund.id} of ${formatRupees(paiseToRupees(refund.amountPaise))} paid by hand (reference ${request.reference}).`,
              before: { status: 'due' },
              after: { status: 'manual', reference: request.reference },
            },
            at,
          )
      : undefined,
  });
  if (!outcome) throw new ApiError(404, 'not_found', apiMessages.adminRefundNotFound, 'id');
  if (!outcome.changed) throw notOwed(outcome.refund);
  const row = await paymentRow(deps.db, outcome.refund.paymentRowId);
  if (!row) throw new ApiError(404, 'not_found', apiMessages.adminPaymentNotFound, 'id');
  return row;
}
