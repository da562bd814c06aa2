/**
 * The payments ledger (tables `payments` and `refunds`): every payment the provider reports is written here first,
 * in a transaction of its own (insert ... on conflict do nothing on the provider's payment id), before anything else
 * is decided; settling it (the booking and order services) then moves its status on under a row lock, so two
 * reports of one payment (the dialog's success handler and the webhook) settle it once. Refunds are rows too, one per
 * cause (a unique key), so a refund is owed, and issued through the provider, once.
 */
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { lateRefundMessage, type RefundNotice } from '../../machines/api/errors';
import { refundablePaise, statusAfterRefunds, type RefundStatus } from '../../machines/money/ledger';
import type { Database } from '../db/client';
import { newPaymentRowId, newRefundId } from '../db/ids';
import { payments, refunds } from '../db/schema';
import { ApiError } from '../errors';
import type { ServerLog } from '../log';
import { enqueueRefundDue, enqueueRefundMade } from './outboxMessages';
import { ProviderError, type PaymentService } from './payment';

export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

export interface LedgerDeps {
  db: Database;
  payments: PaymentService;
  now: () => number;
}

/** What a provider report adds to the visitor's proof: the captured amount (paise) and the method, when known. */
export interface PaymentDetails {
  amountPaise?: number;
  method?: string;
}

/** A payment as the provider (or, without keys, the visitor's browser) reported it. */
export interface ReportedPayment {
  paymentId: string;
  providerOrderId: string | null;
  amountPaise: number;
  verified: boolean;
  /** 'captured' (money taken) or 'failed' (the provider said the attempt failed). */
  status: 'captured' | 'failed';
  method?: string;
  /** What it pays for: a hold or an order (neither when the provider order is not one of ours). */
  holdId: string | null;
  orderRef: string | null;
  productName: string;
  customer: { name: string; email: string; phone: string };
  /** India's date of the report, 'YYYY-MM-DD'. */
  date: string;
}

const duplicateUse = () =>
  new ApiError(409, 'bad_request', 'This payment id was already used for another booking or order.', 'paymentId');

/**
 * Writes the payment as a ledger row (insert ... on conflict do nothing), and returns the row as it now stands.
 * `db` may be a transaction (the webhook stores its event id with it). A row first written unverified becomes
 * verified when the provider's proof arrives. Refuses (409) a payment id already recorded for another hold or order.
 */
export async function recordPayment(db: Database, report: ReportedPayment): Promise<PaymentRow> {
  await db
    .insert(payments)
    .values({
      id: newPaymentRowId(),
      productName: report.productName,
      customerName: report.customer.name,
      customerPhone: report.customer.phone,
      customerEmail: report.customer.email,
      amountPaise: report.amountPaise,
      paymentId: report.paymentId,
      providerOrderId: report.providerOrderId,
      status: report.status,
      verification: report.verified ? 'verified' : 'unverified',
      paymentMethod: report.method ?? 'card',
      date: report.date,
      holdId: report.holdId,
      orderRef: report.orderRef,
    })
    .onConflictDoNothing({ target: payments.paymentId });
  const [row] = await db.select().from(payments).where(eq(payments.paymentId, report.paymentId));
  if (!row) throw new Error(`payments: the row of ${report.paymentId} vanished`);
  if (
    (report.holdId && row.holdId && row.holdId !== report.holdId) ||
    (report.orderRef && row.orderRef && row.orderRef !== report.orderRef)
  )
    throw duplicateUse();
  if ((report.holdId && row.orderRef) || (report.orderRef && row.holdId)) throw duplicateUse();
  const changes: Partial<PaymentRow> = {};
  if (report.verified && row.verification !== 'verified') changes.verification = 'verified';
  if (report.status === 'captured' && row.status === 'failed') changes.status = 'captured';
  if (!row.holdId && !row.orderRef && (report.holdId || report.orderRef))
    Object.assign(changes, { holdId: report.holdId, orderRef: report.orderRef });
  if (Object.keys(changes).length === 0) return row;
  const [updated] = await db
    .update(payments)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(payments.id, row.id))
    .returning();
  return updated!;
}

/** The ledger row with its lock, inside a transaction. */
export async function lockPayment(tx: Database, id: string): Promise<PaymentRow> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  if (!row) throw new Error(`payments: no row ${id}`);
  return row;
}

/**
 * Stores a payment's new amounts with the status they give. Without refunds a settled payment is 'confirmed'; a
 * payment that bought nothing is never without one (it is owed, then refunded, in full).
 */
async function storeAmounts(
  tx: Database,
  row: PaymentRow,
  change: { refunded?: number; due?: number },
): Promise<PaymentRow> {
  const amounts = {
    amountPaise: row.amountPaise,
    refundedPaise: row.refundedPaise + (change.refunded ?? 0),
    refundDuePaise: row.refundDuePaise + (change.due ?? 0),
  };
  const [updated] = await tx
    .update(payments)
    .set({
      refundedPaise: amounts.refundedPaise,
      refundDuePaise: amounts.refundDuePaise,
      status: statusAfterRefunds(amounts, 'confirmed'),
      updatedAt: new Date(),
    })
    .where(eq(payments.id, row.id))
    .returning();
  return updated!;
}

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

/** How long after its n-th attempt a 'due' refund is tried again: 1 min, doubling, at most 6 h (ms). */
export function refundRetryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60_000);
}

/**
 * Issues a 'due' refund through the provider's Refunds API (with keys, for a verified payment). On success the
 * refund becomes 'issued' (or 'processed') with the provider's refund id and the payment refunded or partially
 * refunded; without keys, or when the provider refuses, it stays 'due' for staff to see, and reconciliation tries
 * it again later (refundRetryDelayMs). Each attempt is first claimed (attempts + 1, next attempt time, where no other
 * attempt holds it), so two callers never send it twice at once; an attempt after an earlier one first asks the
 * provider whether that one was made (its answer may have been lost), so a refund is never paid twice. Returns the
 * refund as it now stands. Call it outside any transaction.
 */
export async function issueRefund(deps: LedgerDeps, refundId: string): Promise<RefundRow> {
  const [refund] = await deps.db.select().from(refunds).where(eq(refunds.id, refundId));
  if (!refund) throw new Error(`refunds: no row ${refundId}`);
  const [payment] = await deps.db.select().from(payments).where(eq(payments.id, refund.paymentRowId));
  if (
    refund.status !== 'due' ||
    !payment ||
    !deps.payments.verifying ||
    payment.verification !== 'verified' ||
    refund.amountPaise === 0
  )
    return refund;
  const at = deps.now();
  const attempt = refund.attempts + 1;
  const [claimed] = await deps.db
    .update(refunds)
    .set({ attempts: attempt, nextAttemptAt: new Date(at + refundRetryDelayMs(attempt)), updatedAt: new Date() })
    .where(
      and(
        eq(refunds.id, refund.id),
        eq(refunds.status, 'due'),
        eq(refunds.attempts, refund.attempts),
        or(isNull(refunds.nextAttemptAt), lte(refunds.nextAttemptAt, new Date(at))),
      ),
    )
    .returning();
  if (!claimed) return (await deps.db.select().from(refunds).where(eq(refunds.id, refund.id)))[0]!;
  let answer;
  try {
    answer =
      (attempt > 1 ? await deps.payments.findRefund(payment.paymentId, refund.id) : null) ??
      (await deps.payments.refund(payment.paymentId, refund.amountPaise, refund.id));
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    deps.payments.log.error(
      `payments: refund ${refund.id} of ${payment.id} stays due after attempt ${attempt} (next after ${claimed.nextAttemptAt!.toISOString()}): ${error.message}`,
    );
    return claimed;
  }
  return deps.db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const row = await lockPayment(t, payment.id);
    const [issued] = await t
      .update(refunds)
      .set({
        status: answer.status === 'processed' ? 'processed' : 'issued',
        providerRefundId: answer.id,
        updatedAt: new Date(),
      })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'due')))
      .returning();
    if (!issued) {
      // Staff marked it paid by hand while the provider was asked: the money went back twice.
      deps.payments.log.error(
        `payments: refund ${refund.id} of ${payment.id} was made by hand meanwhile and also issued by the provider (${answer.id}): recover one of them`,
      );
      return (await t.select().from(refunds).where(eq(refunds.id, refund.id)))[0]!;
    }
    await storeAmounts(t, row, { refunded: issued.amountPaise, due: -issued.amountPaise });
    await enqueueRefundMade(t, issued, new Date(deps.now()));
    return issued;
  });
}

/** Who made a due refund by hand, with what reference, and when. */
export interface HandRefund {
  /** The bank transfer or UPI reference (or a short note) staff gave. */
  reference: string;
  /** The signed-in staff account's email. */
  staff: string;
  at: Date;
  /** Called in the change's transaction once the refund is marked paid (the audit trail's row). */
  record?: (tx: Database, refund: RefundRow) => Promise<void>;
}

/**
 * Staff made a 'due' refund by hand (a bank transfer, UPI): it becomes 'manual' with their reference, who and when,
 * and the payment's amounts and status follow (refunded, or partially refunded), under the payment's lock. Returns
 * the refund as it now stands and whether this call made the change; a refund no longer due is left as it is.
 */
export async function markRefundMadeByHand(
  db: Database,
  refundId: string,
  made: HandRefund,
): Promise<{ refund: RefundRow; changed: boolean } | null> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [found] = await t.select().from(refunds).where(eq(refunds.id, refundId));
    if (!found) return null;
    const row = await lockPayment(t, found.paymentRowId);
    const [paid] = await t
      .update(refunds)
      .set({
        status: 'manual',
        paidReference: made.reference,
        paidBy: made.staff,
        paidAt: made.at,
        updatedAt: new Date(),
      })
      .where(and(eq(refunds.id, refundId), eq(refunds.status, 'due')))
      .returning();
    if (!paid) return { refund: (await t.select().from(refunds).where(eq(refunds.id, refundId)))[0]!, changed: false };
    await storeAmounts(t, row, { refunded: paid.amountPaise, due: -paid.amountPaise });
    await enqueueRefundMade(t, paid, made.at);
    await made.record?.(t, paid);
    return { refund: paid, changed: true };
  });
}

/**
 * The provider says a refund was processed (webhook refund.processed): the ledger's refund (matched by the
 * provider's id, or by the ledger id it carried in its notes) becomes 'processed'; a refund made elsewhere (the
 * provider's dashboard) is recorded. Inside the caller's transaction (with the event id).
 */
export async function applyProviderRefund(
  tx: Database,
  refund: { id: string; paymentId: string; amountPaise: number; ledgerId?: string },
  log: ServerLog,
): Promise<void> {
  const [known] = await tx
    .select()
    .from(refunds)
    .where(
      refund.ledgerId
        ? sql`${refunds.providerRefundId} = ${refund.id} or ${refunds.id} = ${refund.ledgerId}`
        : eq(refunds.providerRefundId, refund.id),
    );
  const [payment] = await tx.select().from(payments).where(eq(payments.paymentId, refund.paymentId));
  if (known) {
    if (known.status === 'processed' || known.status === 'manual') return;
    const row = await lockPayment(tx, known.paymentRowId);
    await tx
      .update(refunds)
      .set({ status: 'processed', providerRefundId: refund.id, updatedAt: new Date() })
      .where(eq(refunds.id, known.id));
    if (known.status === 'due') await storeAmounts(tx, row, { refunded: known.amountPaise, due: -known.amountPaise });
    return;
  }
  if (!payment) {
    log.error(`payments: refund ${refund.id} is for a payment the ledger does not know (${refund.paymentId})`);
    return;
  }
  const row = await lockPayment(tx, payment.id);
  const added = await addRefund(tx, row, {
    cause: `provider:${refund.id}`,
    amountPaise: refund.amountPaise,
    reason: 'Refunded at the payment provider.',
    status: 'manual',
  });
  if (added.created)
    await tx
      .update(refunds)
      .set({ status: 'processed', providerRefundId: refund.id })
      .where(eq(refunds.id, added.refund.id));
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
