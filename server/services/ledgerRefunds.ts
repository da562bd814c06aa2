/**
 * Refunds owed (table `refunds`): rows, one per cause (a unique key), so a refund is owed, and issued, once however
 * many times its payment is reported; the payment's amounts and status follow each one. What the visitor is told about
 * a refund of their payment. Paying them out is refundPayout.ts.
 */
import { eq } from 'drizzle-orm';
import { lateRefundMessage, type RefundNotice } from '../../machines/api/errors';
import { refundablePaise, type RefundStatus } from '../../machines/money/ledger';
import type { Database } from '../db/client';
import { newRefundId } from '../db/ids';
import { refunds } from '../db/schema';
import { ApiError } from '../errors';
import { storeAmounts, type PaymentRow, type RefundRow } from './ledger';
import { enqueueRefundDue } from './outboxMessages';

export interface RefundRequest {
  /** Once per cause: 'late:<payment row id>', 'duplicate:<payment row id>', 'cancel:<booking id>'. */
  cause: string;
  amountPaise: number;
  reason: string;
  bookingId?: string | null;
  createdBy?: string | null;
  /** 'due' (to be issued through the provider, or by hand) or 'manual' (staff refund it by hand, recorded as made). */
  status: Extract<RefundStatus, 'due' | 'manual'>;
}

/**
 * Records a refund of the payment `row` (locked by the caller's transaction `tx`), once per cause: returns the refund
 * and whether this call created it (only the creator issues it). The payment's amounts and status follow.
 */
export async function addRefund(
  tx: Database,
  row: PaymentRow,
  request: RefundRequest,
): Promise<{ refund: RefundRow; created: boolean; payment: PaymentRow }> {
  const amount = Math.min(request.amountPaise, refundablePaise(row));
  const [inserted] = await tx
    .insert(refunds)
    .values({
      id: newRefundId(),
      paymentRowId: row.id,
      bookingId: request.bookingId ?? null,
      cause: request.cause,
      amountPaise: amount,
      reason: request.reason.slice(0, 500),
      status: request.status,
      createdBy: request.createdBy ?? null,
    })
    .onConflictDoNothing({ target: refunds.cause })
    .returning();
  if (!inserted) {
    const [existing] = await tx.select().from(refunds).where(eq(refunds.cause, request.cause));
    return { refund: existing!, created: false, payment: row };
  }
  const payment = await storeAmounts(tx, row, request.status === 'manual' ? { refunded: amount } : { due: amount });
  return { refund: inserted, created: true, payment };
}

/**
 * A payment that paid for nothing (its slots were taken, or what it paid for was already paid) is owed back in full:
 * moved from 'captured' to 'refund_due' with a 'due' refund, in the caller's transaction, and the centre is told
 * (a message written in the same transaction; `at` is the server's clock).
 */
export async function oweFullRefund(
  tx: Database,
  row: PaymentRow,
  cause: 'late' | 'duplicate',
  reason: string,
  at: Date,
): Promise<{ refund: RefundRow; created: boolean }> {
  const owed = await addRefund(tx, row, {
    cause: `${cause}:${row.id}`,
    amountPaise: row.amountPaise,
    reason,
    status: 'due',
  });
  if (owed.created) await enqueueRefundDue(tx, owed.refund, at);
  return owed;
}

/** What the visitor is told about a refund of their payment. */
export function refundNotice(refund: RefundRow): RefundNotice {
  return {
    amount: refund.amountPaise / 100,
    reference: refund.providerRefundId ?? refund.id,
    issued: refund.status !== 'due',
  };
}

/** The 409 a visitor gets when their payment bought nothing and is refunded (or owed back) in full. */
export function refundedPaymentError(
  refund: RefundRow,
  why: 'taken' | 'duplicate',
  what: 'booking' | 'order',
): ApiError {
  const notice = refundNotice(refund);
  return new ApiError(
    409,
    'payment_refunded',
    lateRefundMessage({ ...notice, why, what }),
    undefined,
    undefined,
    notice,
  );
}

/** The refund owed for a payment, by its cause. */
export async function refundOf(db: Database, cause: string): Promise<RefundRow | null> {
  const [row] = await db.select().from(refunds).where(eq(refunds.cause, cause));
  return row ?? null;
}
