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
import { and, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { payments, refunds } from '../db/schema';
import type { BookingDeps } from './booking';
import { issueRefund } from './refundPayout';
import { lookUpOpenOrders } from './reconcileLookups';
import { PASS_LIMIT, settle, type ReconcileReport } from './reconcileSettle';

/** A refund never attempted (its creator stopped before the provider call) is taken over after this long. */
const UNATTEMPTED_GRACE = sql`interval '1 minute'`;

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
