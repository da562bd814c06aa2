/** Reconciliation's settlement of one ledger payment, and the report of what a pass did (reconcile.ts). */
import type { BookingDeps } from './booking';
import { settleHoldPayment } from './holdPayment';
import type { PaymentRow } from './ledger';
import { settleOrderPayment } from './order';

/** Rows of each kind one pass handles at most (the rest wait for the next pass). */
export const PASS_LIMIT = 200;

/** What one pass did: the payments it settled, its provider look-ups and the refunds it issued. */
export interface ReconcileReport {
  settled: { paymentId: string; outcome: 'confirmed' | 'refund_due' | 'refunded' }[];
  lookups: number;
  refundsIssued: number;
}

/** Settles a ledger payment and logs the settlement in one line (nothing when it was settled already). */
export async function settle(deps: BookingDeps, row: PaymentRow, how: string, report: ReconcileReport): Promise<void> {
  const what = row.holdId ? `hold ${row.holdId}` : `order ${row.orderRef}`;
  let settled;
  try {
    settled = row.holdId ? await settleHoldPayment(deps, row.id) : await settleOrderPayment(deps, row.id);
  } catch (error) {
    deps.payments.log.error(
      `reconcile: payment ${row.paymentId} for ${what} could not be settled, left for the next pass: ${(error as Error).message}`,
    );
    return;
  }
  if (settled.before) return;
  const amount = `₹${row.amountPaise / 100}`;
  if (settled.kind === 'confirmed') {
    report.settled.push({ paymentId: row.paymentId, outcome: 'confirmed' });
    deps.payments.log.info(`reconcile: payment ${row.paymentId} (${amount}, ${how}) for ${what}: confirmed`);
    return;
  }
  const issued = settled.refund.status !== 'due';
  report.settled.push({ paymentId: row.paymentId, outcome: issued ? 'refunded' : 'refund_due' });
  const why = 'why' in settled && settled.why === 'taken' ? 'its slots were taken meanwhile' : 'it was paid already';
  deps.payments.log.info(
    `reconcile: payment ${row.paymentId} (${amount}, ${how}) for ${what}: ${why}; refund ${settled.refund.id} of ₹${settled.refund.amountPaise / 100} ${issued ? `issued (${settled.refund.providerRefundId})` : 'due, to be tried again'}`,
  );
}
