/**
 * The payments ledger (table `payments`): every payment the provider reports is written here first, in a transaction
 * of its own (insert ... on conflict do nothing on the provider's payment id), before anything else is decided;
 * settling it (the booking and order services) then moves its status on under a row lock, so two reports of one
 * payment (the dialog's success handler and the webhook) settle it once. Its refunds are ledgerRefunds.ts (owed, once
 * per cause) and refundPayout.ts (paid: through the provider, by hand, or reported by the provider).
 */
import { eq } from 'drizzle-orm';
import { statusAfterRefunds } from '../../machines/money/ledger';
import type { Database } from '../db/client';
import { newPaymentRowId } from '../db/ids';
import { payments, type PaymentRow } from '../db/schema';
import { ApiError } from '../errors';
import type { PaymentService } from './payment';

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
export async function storeAmounts(
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

export type { PaymentRow, RefundRow } from '../db/schema';
