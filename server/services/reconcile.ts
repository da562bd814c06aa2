/**
 * Reconciliation: the ledger catches up with the provider, at the server's start and every few minutes
 * (RECONCILE_EVERY), so a payment whose confirm never arrived (the server was killed between the provider's capture
 * and `POST /api/bookings/confirm`, the visitor closed the page, no webhook is set up) is still settled, and a refund
 * the provider could not make at the time is still paid. A pass:
 *
 * 1. settles every ledger payment still 'captured' for a hold or an order (recorded, never settled);
 * 2. with keys, looks up the provider orders of holds and shop orders that never reached a confirm (the last 24 h,
 *    nothing but failed attempts in the ledger) with the provider's API (GET /v1/orders/:id/payments), writes each
 *    captured payment to the ledger and settles it as the dialog's report would (confirmed, or refund due and
 *    refunded); an order is looked up again later and later while nothing is captured for it;
 * 3. with keys, tries again each refund left 'due' whose time has come (issueRefund's backoff per refund).
 *
 * Several server processes on one database share the work without doing anything twice: a provider order is claimed
 * (one statement) before its look-up, a refund before each attempt, and a payment is settled under its row's lock,
 * once (a second settlement finds it settled). Each settlement is one line in the log.
 */
import { and, eq, gt, isNotNull, isNull, lte, ne, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { holds, orders, payments, providerChecks, refunds } from '../db/schema';
import { ApiError } from '../errors';
import type { BookingDeps } from './booking';
import { holdPaymentFields, settleHoldPayment } from './holdPayment';
import { issueRefund, recordPayment, type PaymentRow } from './ledger';
import { orderPaymentFields, settleOrderPayment } from './order';
import { ProviderError } from './payment';

const MINUTE = 60_000;
/** Holds and orders whose provider order is looked up: those of the last day (a payment comes within minutes). */
const WINDOW_MS = 24 * 60 * MINUTE;
/** A provider order with nothing captured is looked up again after 5 min, then 10, 20, ... at most 6 h. */
const CHECK_BASE_MS = 5 * MINUTE;
const CHECK_MAX_MS = 6 * 60 * MINUTE;
/** A refund never attempted (its creator stopped before the provider call) is taken over after this long. */
const UNATTEMPTED_GRACE = sql`interval '1 minute'`;
/** Rows of each kind one pass handles at most (the rest wait for the next pass). */
const PASS_LIMIT = 200;

/** What one pass did: the payments it settled, its provider look-ups and the refunds it issued. */
export interface ReconcileReport {
  settled: { paymentId: string; outcome: 'confirmed' | 'refund_due' | 'refunded' }[];
  lookups: number;
  refundsIssued: number;
}

export interface ReconcileOptions {
  /** The pass at the server's start: provider orders are looked up whatever their backoff. */
  start?: boolean;
}

/** One reconciliation pass (see the file's comment). */
export async function reconcile(deps: BookingDeps, options: ReconcileOptions = {}): Promise<ReconcileReport> {
  const report: ReconcileReport = { settled: [], lookups: 0, refundsIssued: 0 };
  const recorded = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'captured'), or(isNotNull(payments.holdId), isNotNull(payments.orderRef))))
    .orderBy(payments.createdAt)
    .limit(PASS_LIMIT);
  for (const row of recorded) await settle(deps, row, 'recorded, never settled', report);
  if (!deps.payments.verifying) return report;
  await lookUpOpenOrders(deps, options.start === true, report);
  await retryRefunds(deps, report);
  return report;
}

/** Settles a ledger payment and logs the settlement in one line (nothing when it was settled already). */
async function settle(deps: BookingDeps, row: PaymentRow, how: string, report: ReconcileReport): Promise<void> {
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
async function lookUpOpenOrders(deps: BookingDeps, start: boolean, report: ReconcileReport): Promise<void> {
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

/**
 * Step 3: the refunds left 'due' whose next attempt has come (or never attempted, a minute after they were owed), of
 * verified payments, issued again through the provider.
 */
async function retryRefunds(deps: BookingDeps, report: ReconcileReport): Promise<void> {
  const now = new Date(deps.now());
  const due = await deps.db
    .select({ id: refunds.id })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentRowId))
    .where(
      and(
        eq(refunds.status, 'due'),
        gt(refunds.amountPaise, 0),
        eq(payments.verification, 'verified'),
        or(
          lte(refunds.nextAttemptAt, now),
          and(isNull(refunds.nextAttemptAt), sql`${refunds.createdAt} < now() - ${UNATTEMPTED_GRACE}`),
        ),
      ),
    )
    .orderBy(refunds.createdAt)
    .limit(PASS_LIMIT);
  for (const { id } of due) {
    const refund = await issueRefund(deps, id);
    if (refund.status === 'due') continue;
    report.refundsIssued += 1;
    deps.payments.log.info(
      `reconcile: refund ${refund.id} of ₹${refund.amountPaise / 100} (payment ${refund.paymentRowId}) issued on attempt ${refund.attempts} (${refund.providerRefundId})`,
    );
  }
}

/** What a pass did, in a few words. */
function summary(report: ReconcileReport): string {
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const refunded = report.settled.filter((s) => s.outcome !== 'confirmed').length;
  return [
    `${count(report.settled.length - refunded, 'payment', 'payments')} confirmed`,
    `${refunded} refunded or owed back`,
    `${count(report.refundsIssued, 'refund', 'refunds')} issued again`,
    `${count(report.lookups, 'provider order', 'provider orders')} looked up`,
  ].join(', ');
}

export interface Reconciler {
  /** Stops the passes, waiting for one in progress. */
  stop(): Promise<void>;
}

/**
 * Runs a pass as soon as the database is ready (`depsNow` gives null until then), then one every `everyMs`; passes
 * of one process never overlap. The start pass ends with a line saying what it did, a later pass only when it
 * settled or refunded something.
 */
export function startReconciler(depsNow: () => BookingDeps | null, everyMs: number, readyPollMs = 1_000): Reconciler {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let stopped = false;
  let started = false;
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(tick, ms);
    timer.unref();
  };
  function tick(): void {
    const deps = depsNow();
    if (!deps) return schedule(readyPollMs);
    const start = !started;
    started = true;
    running = reconcile(deps, { start })
      .then((report) => {
        if (start || report.settled.length > 0 || report.refundsIssued > 0)
          deps.payments.log.info(`reconcile: ${start ? 'start' : 'periodic'} pass done: ${summary(report)}`);
      })
      .catch((error: Error) =>
        deps.payments.log.error(
          `reconcile: pass failed, tried again in ${Math.round(everyMs / 1000)} s: ${error.message}`,
        ),
      )
      .finally(() => {
        running = null;
        schedule(everyMs);
      });
  }
  schedule(0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
