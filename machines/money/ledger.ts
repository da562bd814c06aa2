/**
 * The payments ledger's rules (server/db/schema.ts `payments`, `refunds`): the statuses a payment goes through, the
 * status its refunds give it, and what of it counts as revenue. Amounts are whole paise.
 *
 *   captured --(booking or order confirmed)--> confirmed --(refund issued or made by hand)--> partially_refunded | refunded
 *   captured --(its slots were taken, or it paid for something already paid)--> refund_due --(refund issued)--> refunded
 *   confirmed --(a refund the provider has not taken yet)--> refund_due
 *   (the provider reported a failed payment) failed
 */

export const ledgerStatuses = [
  'captured',
  'confirmed',
  'refund_due',
  'refunded',
  'partially_refunded',
  'failed',
] as const;
export type LedgerStatus = (typeof ledgerStatuses)[number];

/** Refund states: owed and not yet issued; accepted by the provider; paid out by the provider; made by staff by hand. */
export const refundStatuses = ['due', 'issued', 'processed', 'manual'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/** Refunds that have left the centre (or that staff made by hand): they count in a payment's refunded amount. */
export const settledRefundStatuses: readonly RefundStatus[] = ['issued', 'processed', 'manual'];

export interface LedgerAmounts {
  amountPaise: number;
  refundedPaise: number;
  refundDuePaise: number;
}

/**
 * A settled payment's status from its refunds: 'refund_due' while any refund is owed, 'refunded' once all of it
 * went back, 'partially_refunded' when some did, else `settled` (what it was before: 'confirmed').
 */
export function statusAfterRefunds(
  { amountPaise, refundedPaise, refundDuePaise }: LedgerAmounts,
  settled: LedgerStatus,
): LedgerStatus {
  if (refundDuePaise > 0) return 'refund_due';
  if (refundedPaise >= amountPaise && amountPaise > 0) return 'refunded';
  if (refundedPaise > 0) return 'partially_refunded';
  return settled;
}

/** What may still be refunded of a payment: its amount less what went back and what is owed. */
export function refundablePaise({ amountPaise, refundedPaise, refundDuePaise }: LedgerAmounts): number {
  return Math.max(0, amountPaise - refundedPaise - refundDuePaise);
}

/** Statuses whose payments were applied to a booking or an order (the others never count as revenue). */
export const revenueStatuses: readonly LedgerStatus[] = ['confirmed', 'partially_refunded', 'refunded', 'refund_due'];

/**
 * What a payment adds to revenue: nothing unless it was verified with the provider and applied; then its amount net
 * of what went back and what is owed back.
 */
export function netRevenuePaise(payment: LedgerAmounts & { status: LedgerStatus; verified: boolean }): number {
  if (!payment.verified || !revenueStatuses.includes(payment.status)) return 0;
  return Math.max(0, payment.amountPaise - payment.refundedPaise - payment.refundDuePaise);
}

/** Paise as rupees (the admin API's unit): 17550 -> 175.5. */
export function paiseToRupees(paise: number): number {
  return paise / 100;
}
