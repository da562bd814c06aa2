/**
 * Paying out refunds owed: through the provider's Refunds API (with keys, for a verified payment; tried again with a
 * backoff by reconciliation), by hand (staff record the transfer's reference), or reported made by the provider
 * (webhook refund.processed). Each moves the payment's amounts and status under the payment's row lock.
 */
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { payments, refunds } from '../db/schema';
import type { ServerLog } from '../log';
import { lockPayment, storeAmounts, type LedgerDeps, type RefundRow } from './ledger';
import { addRefund } from './ledgerRefunds';
import { enqueueRefundMade } from './outboxMessages';
import { ProviderError } from './payment';

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
