/**
 * The admin's payments: the list (filtered and paginated in SQL), every matching payment (the CSV and the data
 * export), one row, each with its refunds, and the receipt-sent mark.
 */
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, type Page } from '../../machines/api/admin.schema';
import {
  type AdminPaymentRow,
  type AdminPaymentsQuery,
  type AdminRefundRow,
} from '../../machines/api/adminPayments.schema';
import { apiMessages } from '../../machines/api/errors';
import type { AdminPaymentStatus } from '../../machines/admin/admin.types';
import { paiseToRupees, type RefundStatus } from '../../machines/money/ledger';
import type { Database } from '../db/client';
import { payments, refunds } from '../db/schema';
import { ApiError } from '../errors';
import { contains, offsetOf, phoneDigits, phoneSearchDigits, type AdminDataDeps } from './adminQueries';

function paymentFilter(query: Omit<AdminPaymentsQuery, 'page'>): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (query.status) parts.push(eq(payments.status, query.status));
  const q = query.q?.trim();
  if (q) {
    const like = contains(q);
    const digits = phoneSearchDigits(q);
    parts.push(
      or(
        ilike(payments.id, like),
        ilike(payments.paymentId, like),
        ilike(payments.customerName, like),
        ilike(payments.customerEmail, like),
        ilike(payments.productName, like),
        digits ? sql`${phoneDigits(payments.customerPhone)} like ${contains(digits)}` : undefined,
      ),
    );
  }
  return parts.length > 0 ? and(...parts) : undefined;
}

const toRefundRow = (r: typeof refunds.$inferSelect): AdminRefundRow => ({
  id: r.id,
  amount: paiseToRupees(r.amountPaise),
  status: r.status as RefundStatus,
  reason: r.reason,
  reference: r.providerRefundId ?? r.paidReference ?? null,
  paidBy: r.paidBy ?? null,
  paidAt: r.paidAt ? r.paidAt.toISOString() : null,
});

/** The refunds of these payments (oldest first), by payment row id. */
async function refundsOf(db: Database, paymentRowIds: string[]): Promise<Map<string, AdminRefundRow[]>> {
  const byPayment = new Map<string, AdminRefundRow[]>();
  if (paymentRowIds.length === 0) return byPayment;
  const rows = await db
    .select()
    .from(refunds)
    .where(inArray(refunds.paymentRowId, paymentRowIds))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  for (const r of rows) byPayment.set(r.paymentRowId, [...(byPayment.get(r.paymentRowId) ?? []), toRefundRow(r)]);
  return byPayment;
}

/** Payment rows as staff see them, each with its refunds (also one booking's, in Booking Details). */
export async function withRefunds(db: Database, rows: (typeof payments.$inferSelect)[]): Promise<AdminPaymentRow[]> {
  const byPayment = await refundsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toPaymentRow(r, byPayment.get(r.id) ?? []));
}

const toPaymentRow = (r: typeof payments.$inferSelect, refundRows: AdminRefundRow[]): AdminPaymentRow => ({
  id: r.id,
  productName: r.productName,
  customerName: r.customerName,
  customerPhone: r.customerPhone,
  customerEmail: r.customerEmail,
  amount: paiseToRupees(r.amountPaise),
  refunded: paiseToRupees(r.refundedPaise),
  refundDue: paiseToRupees(r.refundDuePaise),
  paymentId: r.paymentId,
  status: r.status as AdminPaymentStatus,
  verification: r.verification === 'verified' ? 'verified' : 'unverified',
  paymentMethod: r.paymentMethod,
  date: r.date,
  receiptSent: r.receiptSent,
  refunds: refundRows,
});

/** A page of payments, newest first. */
export async function listPayments(
  { db }: AdminDataDeps,
  query: AdminPaymentsQuery & { page: number },
): Promise<Page<AdminPaymentRow>> {
  const where = paymentFilter(query);
  const [total] = await db.select({ n: count() }).from(payments).where(where);
  const rows = await db
    .select()
    .from(payments)
    .where(where)
    .orderBy(desc(payments.date), desc(payments.createdAt), asc(payments.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(offsetOf(query.page));
  return { rows: await withRefunds(db, rows), total: total?.n ?? 0, page: query.page, pageSize: ADMIN_PAGE_SIZE };
}

/** Every payment matching the filters (the CSV export and the data export). */
export async function allPayments(
  { db }: AdminDataDeps,
  query: Omit<AdminPaymentsQuery, 'page'> = {},
): Promise<AdminPaymentRow[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(paymentFilter(query))
    .orderBy(desc(payments.date), desc(payments.createdAt), asc(payments.id));
  return withRefunds(db, rows);
}

/** One payment as staff see it, with its refunds, or null. */
export async function paymentRow(db: Database, id: string): Promise<AdminPaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row ? (await withRefunds(db, [row]))[0]! : null;
}

/** Marks a payment's receipt as sent. */
export async function markReceiptSent({ db }: AdminDataDeps, id: string): Promise<AdminPaymentRow> {
  const [row] = await db.update(payments).set({ receiptSent: true }).where(eq(payments.id, id)).returning();
  if (!row) throw new ApiError(404, 'not_found', apiMessages.adminPaymentNotFound, 'id');
  return (await withRefunds(db, [row]))[0]!;
}
