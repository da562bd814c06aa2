/**
 * Reconciliation's step 2 (reconcile.ts): the provider orders of holds and shop orders of the last day that never
 * reached a confirm are looked up at the provider (GET /v1/orders/:id/payments), each claimed first (one statement, so
 * one process looks it up) and again later and later while nothing is captured; each captured payment is written to
 * the ledger and settled as the dialog's report would be.
 */
import { and, eq, gt, isNotNull, lte, ne, notExists, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { holds, orders, payments, providerChecks } from '../db/schema';
import { ApiError } from '../errors';
import type { BookingDeps } from './booking';
import { holdPaymentFields } from './holdPayment';
import { recordPayment, type PaymentRow } from './ledger';
import { orderPaymentFields } from './order';
import { ProviderError } from './payment';
import { PASS_LIMIT, settle, type ReconcileReport } from './reconcileSettle';

const MINUTE = 60_000;
/** Holds and orders whose provider order is looked up: those of the last day (a payment comes within minutes). */
const WINDOW_MS = 24 * 60 * MINUTE;
/** A provider order with nothing captured is looked up again after 5 min, then 10, 20, ... at most 6 h. */
const CHECK_BASE_MS = 5 * MINUTE;
const CHECK_MAX_MS = 6 * 60 * MINUTE;

/** A hold or shop order with a provider order that never reached a confirm. */
type OpenOrder =
  | { providerOrderId: string; hold: typeof holds.$inferSelect }
  | { providerOrderId: string; order: typeof orders.$inferSelect };

/**
 * The holds and shop orders of the window with a provider order, not confirmed, and nothing but failed attempts in
 * the ledger; outside the start pass, only those whose next look-up has come.
 */
async function openOrders(db: Database, nowMs: number, start: boolean): Promise<OpenOrder[]> {
  const reported = (match: SQL) =>
    db
      .select({ id: payments.id })
      .from(payments)
      .where(and(match, ne(payments.status, 'failed')));
  const notDue = (providerOrderId: typeof holds.providerOrderId | typeof orders.providerOrderId) =>
    start
      ? undefined
      : notExists(
          db
            .select({ id: providerChecks.providerOrderId })
            .from(providerChecks)
            .where(
              and(eq(providerChecks.providerOrderId, providerOrderId), gt(providerChecks.nextCheckAt, new Date(nowMs))),
            ),
        );
  const heldRows = await db
    .select()
    .from(holds)
    .where(
      and(
        isNotNull(holds.providerOrderId),
        ne(holds.status, 'confirmed'),
        gt(holds.expiresAt, new Date(nowMs - WINDOW_MS)),
        notExists(reported(eq(payments.holdId, holds.id))),
        notDue(holds.providerOrderId),
      ),
    )
    .limit(PASS_LIMIT);
  // An order's created_at is the database's clock, so the window is read on that clock.
  const orderRows = await db
    .select()
    .from(orders)
    .where(
      and(
        isNotNull(orders.providerOrderId),
        ne(orders.status, 'paid'),
        gt(orders.createdAt, sql`now() - interval '24 hours'`),
        notExists(reported(eq(payments.orderRef, orders.ref))),
        notDue(orders.providerOrderId),
      ),
    )
    .limit(PASS_LIMIT);
  return [
    ...heldRows.map((hold) => ({ providerOrderId: hold.providerOrderId!, hold })),
    ...orderRows.map((order) => ({ providerOrderId: order.providerOrderId!, order })),
  ];
}

/**
 * Claims the next look-up of a provider order (one statement, so one process wins): true when this process is to
 * look it up now. Its next look-up is then due after CHECK_BASE_MS doubled per look-up made, at most CHECK_MAX_MS.
 * At the start every open order is looked up whatever its backoff: the process may have stopped between the
 * provider's capture and the confirm, just after a look-up that found nothing (a second look-up is harmless).
 */
async function claimLookup(db: Database, providerOrderId: string, nowMs: number, start: boolean): Promise<boolean> {
  const now = new Date(nowMs);
  const claimed = await db
    .insert(providerChecks)
    .values({ providerOrderId, checks: 1, checkedAt: now, nextCheckAt: new Date(nowMs + CHECK_BASE_MS) })
    .onConflictDoUpdate({
      target: providerChecks.providerOrderId,
      set: {
        checks: sql`${providerChecks.checks} + 1`,
        checkedAt: now,
        nextCheckAt: sql`to_timestamp((${nowMs}::float8 + least(${CHECK_BASE_MS}::float8 * power(2, ${providerChecks.checks}), ${CHECK_MAX_MS}::float8)) / 1000)`,
      },
      ...(start ? {} : { setWhere: lte(providerChecks.nextCheckAt, now) }),
    })
    .returning({ checks: providerChecks.checks });
  return claimed.length > 0;
}

/** Step 2: looks up the open provider orders and settles what the provider captured for them. */
export async function lookUpOpenOrders(deps: BookingDeps, start: boolean, report: ReconcileReport): Promise<void> {
  const nowMs = deps.now();
  const open = await openOrders(deps.db, nowMs, start);
  for (const [i, item] of open.entries()) {
    if (!(await claimLookup(deps.db, item.providerOrderId, nowMs, start))) continue;
    report.lookups += 1;
    let found;
    try {
      found = await deps.payments.orderPayments(item.providerOrderId);
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      // The provider is unreachable or refusing: the rest wait for the next pass.
      deps.payments.log.error(
        `reconcile: the provider's payments of ${item.providerOrderId} could not be read (${error.message}); ${open.length - i} provider orders left for the next pass`,
      );
      return;
    }
    for (const payment of found.filter((p) => p.status === 'captured')) {
      const fields =
        'hold' in item ? holdPaymentFields(item.hold, nowMs) : await orderPaymentFields(deps.db, item.order, nowMs);
      let row: PaymentRow;
      try {
        row = await recordPayment(deps.db, {
          ...fields,
          paymentId: payment.id,
          amountPaise: payment.amountPaise,
          method: payment.method,
          verified: true,
          status: 'captured',
        });
      } catch (error) {
        // The payment id is in the ledger for another hold or order: it is kept there, nothing is lost.
        if (!(error instanceof ApiError)) throw error;
        deps.payments.log.error(
          `reconcile: payment ${payment.id} of ${item.providerOrderId} is recorded for another hold or order; left as it is`,
        );
        continue;
      }
      if (row.status === 'captured')
        await settle(deps, row, `captured at the provider for ${item.providerOrderId}, never confirmed`, report);
    }
  }
}
