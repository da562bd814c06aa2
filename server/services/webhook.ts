/**
 * The provider's webhook events (the route checks the signature over the raw body and parses it): each event id is
 * stored in the same transaction as its effect (insert ... on conflict do nothing), so an event is applied once.
 *
 * - payment.captured (and order.paid): the payment is written to the ledger with the event; then, while it is still
 *   'captured', it is settled like the dialog's report (a booking or order confirmed, or a full refund owed and
 *   issued). A retried event settles a payment that an earlier attempt recorded but could not settle.
 * - payment.failed: the failed attempt is written to the ledger (it never confirms anything).
 * - refund.processed: the ledger's refund becomes 'processed' (a refund made at the provider is recorded).
 * Nothing is dropped: a payment for a provider order the server does not know is kept as 'captured' for staff.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { apiMessages } from '../../machines/api/errors';
import { isoDateInKolkata } from '../../machines/time/dates';
import type { Database } from '../db/client';
import { holds, orders, payments, webhookEvents } from '../db/schema';
import { ApiError } from '../errors';
import type { BookingDeps } from './booking';
import { holdPaymentFields, settleHoldPayment } from './holdPayment';
import { recordPayment, type PaymentRow, type ReportedPayment } from './ledger';
import { applyProviderRefund } from './refundPayout';
import { orderPaymentFields, settleOrderPayment } from './order';

/** The parts of a provider event body this server reads. */
export interface ProviderEventBody {
  event?: unknown;
  payload?: {
    payment?: {
      entity?: {
        id?: unknown;
        order_id?: unknown;
        amount?: unknown;
        method?: unknown;
        email?: unknown;
        contact?: unknown;
      };
    };
    refund?: { entity?: { id?: unknown; payment_id?: unknown; amount?: unknown; notes?: unknown } };
  };
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > 0 ? value.slice(0, 200) : undefined;
const paise = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;

const capturedEvents = new Set(['payment.captured', 'order.paid']);

/** What the webhook answers: the event was applied now, or its id was handled before. */
export type WebhookOutcome = 'processed' | 'duplicate';

/**
 * An event as the provider sent it (`raw`, its signature already checked): parsed, and applied under its id, the
 * X-Razorpay-Event-Id header or else the body's SHA-256 (a resent body is the same event). 400 for a body that is not
 * a JSON object.
 */
export async function receiveProviderEvent(
  deps: BookingDeps,
  raw: Buffer,
  eventIdHeader: string | undefined,
): Promise<WebhookOutcome> {
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new ApiError(400, 'bad_request', apiMessages.badJson);
  }
  if (typeof body !== 'object' || body === null) throw new ApiError(400, 'bad_request', apiMessages.badJson);
  const eventId = eventIdHeader
    ? eventIdHeader.slice(0, 100)
    : `sha256:${createHash('sha256').update(raw).digest('hex')}`;
  return handleProviderEvent(deps, eventId, body as ProviderEventBody);
}

/** Applies one event; 'duplicate' when its id was handled before. */
export async function handleProviderEvent(
  deps: BookingDeps,
  eventId: string,
  body: ProviderEventBody,
): Promise<WebhookOutcome> {
  const type = (text(body.event) ?? 'unknown').slice(0, 100);
  const payment = body.payload?.payment?.entity;
  const paymentId = text(payment?.id);
  if ((capturedEvents.has(type) || type === 'payment.failed') && paymentId) {
    const report = await reportOf(deps, payment!, paymentId, type === 'payment.failed' ? 'failed' : 'captured');
    const first = await withEvent(deps.db, eventId, type, async (tx) => {
      try {
        await recordPayment(tx, report);
      } catch (error) {
        // The payment id is already in the ledger for another hold or order: it is kept there, nothing is lost.
        if (!(error instanceof ApiError)) throw error;
        deps.payments.log.error(`payments: webhook ${eventId}: ${paymentId} is recorded for another hold or order`);
      }
    });
    if (report.status === 'captured') await settle(deps, paymentId);
    return first ? 'processed' : 'duplicate';
  }
  const refund = body.payload?.refund?.entity;
  const refundId = text(refund?.id);
  const refundOf = text(refund?.payment_id);
  if (type === 'refund.processed' && refundId && refundOf) {
    const notes = refund?.notes && typeof refund.notes === 'object' ? (refund.notes as Record<string, unknown>) : {};
    const first = await withEvent(deps.db, eventId, type, (tx) =>
      applyProviderRefund(
        tx,
        { id: refundId, paymentId: refundOf, amountPaise: paise(refund?.amount) ?? 0, ledgerId: text(notes.refund_id) },
        deps.payments.log,
      ),
    );
    return first ? 'processed' : 'duplicate';
  }
  return (await withEvent(deps.db, eventId, type, async () => undefined)) ? 'processed' : 'duplicate';
}

/** Runs `effect` in the transaction that stores the event id, unless the id was stored before; true when it ran. */
async function withEvent(
  db: Database,
  eventId: string,
  type: string,
  effect: (tx: Database) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const stored = await t
      .insert(webhookEvents)
      .values({ id: eventId, type })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (stored.length === 0) return false;
    await effect(t);
    return true;
  });
}

/** The ledger row a payment event describes, for the hold or order of its provider order (or for nothing known). */
async function reportOf(
  deps: BookingDeps,
  entity: NonNullable<NonNullable<ProviderEventBody['payload']>['payment']>['entity'],
  paymentId: string,
  status: 'captured' | 'failed',
): Promise<ReportedPayment> {
  const providerOrderId = text(entity?.order_id) ?? null;
  const now = deps.now();
  const base = { paymentId, verified: true, status, method: text(entity?.method) };
  if (providerOrderId) {
    const [hold] = await deps.db.select().from(holds).where(eq(holds.providerOrderId, providerOrderId));
    if (hold)
      return { ...base, ...holdPaymentFields(hold, now), amountPaise: paise(entity?.amount) ?? hold.amount * 100 };
    const [order] = await deps.db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId));
    if (order)
      return {
        ...base,
        ...(await orderPaymentFields(deps.db, order, now)),
        amountPaise: paise(entity?.amount) ?? order.total * 100,
      };
  }
  return {
    ...base,
    providerOrderId,
    holdId: null,
    orderRef: null,
    productName: `Unmatched payment (provider order ${providerOrderId ?? 'none'})`,
    customer: { name: '', email: text(entity?.email) ?? '', phone: text(entity?.contact) ?? '' },
    amountPaise: paise(entity?.amount) ?? 0,
    date: isoDateInKolkata(now),
  };
}

/** Settles a captured payment the way the dialog's report would. */
async function settle(deps: BookingDeps, paymentId: string): Promise<void> {
  const [row]: PaymentRow[] = await deps.db.select().from(payments).where(eq(payments.paymentId, paymentId));
  if (!row || row.status !== 'captured') return;
  if (row.holdId) await settleHoldPayment(deps, row.id);
  else if (row.orderRef) await settleOrderPayment(deps, row.id);
}
