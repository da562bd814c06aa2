/**
 * Staff cancelling a booking, with its refund: the amount the cancellation-refund policy gives (machines/money/
 * refundPolicy.ts, from the session's start and the server's clock) for the session's share of its payment, or
 * another amount with a reason. The refund is a ledger row written in the cancel's transaction (once per booking),
 * then issued through the provider (keys, a verified payment) or recorded as made by hand; the payment becomes
 * refunded or partially refunded. A booking with no online payment on record is cancelled with no refund.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type {
  AdminCancelRequest,
  AdminCancelResponse,
  AdminRefundQuote,
  RefundMethod,
} from '../../machines/api/adminBookings.schema';
import { apiMessages } from '../../machines/api/errors';
import { paiseToRupees, refundablePaise } from '../../machines/money/ledger';
import { toPaise } from '../../machines/money/money';
import { courtRefundSchedule } from '../../machines/admin/settings';
import { refundFor, sessionStartMs, type RefundBand, type RefundSchedule } from '../../machines/money/refundPolicy';
import { formatRupees } from '../../machines/money/money';
import { addDays } from '../../machines/time/dates';
import type { Database } from '../db/client';
import { bookings, holds, payments, type BookingRow } from '../db/schema';
import { ApiError } from '../errors';
import { bookingRow } from './adminBookings';
import type { AdminDataDeps } from './adminQueries';
import { audit, type AuditActor } from './audit';
import { readSettings } from './settings';
import { lockPayment, type PaymentRow, type RefundRow } from './ledger';
import { addRefund } from './ledgerRefunds';
import { issueRefund } from './refundPayout';
import { enqueueCancellation } from './outboxMessages';
import type { PaymentService } from './payment';
import { offerFreedSlots, refreshChanged, type ChangedDays } from './waitlist';

export interface AdminCancelDeps extends AdminDataDeps {
  payments: PaymentService;
}

/** The court refund bands staff set in System Settings. */
export const courtSchedule = async (db: Database) => courtRefundSchedule((await readSettings(db)).settings);

/** The payment that paid for a booking's hold (the one that confirmed it), while something of it may be refunded. */
export async function paymentOf(db: Database, booking: BookingRow, lock: boolean): Promise<PaymentRow | null> {
  if (!booking.holdId) return null;
  const [hold] = await db.select({ paymentId: holds.paymentId }).from(holds).where(eq(holds.id, booking.holdId));
  if (!hold?.paymentId) return null;
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.paymentId, hold.paymentId),
        inArray(payments.status, ['confirmed', 'partially_refunded', 'refund_due']),
      ),
    );
  if (!row) return null;
  return lock ? lockPayment(db, row.id) : (await db.select().from(payments).where(eq(payments.id, row.id)))[0]!;
}

export const methodOf = (deps: AdminCancelDeps, payment: PaymentRow | null): RefundMethod =>
  !payment ? 'none' : deps.payments.verifying && payment.verification === 'verified' ? 'provider' : 'manual';

/** The policy's refund for cancelling `booking` now. */
export function quoteOf(
  deps: AdminCancelDeps,
  booking: BookingRow,
  payment: PaymentRow | null,
  schedule: RefundSchedule,
): AdminRefundQuote & { paidPaise: number; policyPaise: number; refundablePaise: number; band: RefundBand } {
  const paidPaise = payment ? Math.min(toPaise(booking.amount), payment.amountPaise) : 0;
  const quote = refundFor({
    kind: 'court',
    paidPaise,
    startsAt: sessionStartMs(booking.date, booking.time),
    now: deps.now(),
    schedule,
  });
  const refundable = payment ? Math.min(paidPaise, refundablePaise(payment)) : 0;
  const policyPaise = Math.min(quote.refundPaise, refundable);
  return {
    bookingId: booking.id,
    paid: paiseToRupees(paidPaise),
    policyAmount: paiseToRupees(policyPaise),
    percent: quote.percent,
    hoursBefore: quote.hoursBefore,
    refundable: paiseToRupees(refundable),
    method: methodOf(deps, payment),
    paidPaise,
    policyPaise,
    refundablePaise: refundable,
    band: quote.band,
  };
}

async function liveBooking(db: Database, id: string): Promise<BookingRow> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, id));
  if (!booking || !['confirmed', 'pending', 'cancelled'].includes(booking.status))
    throw new ApiError(404, 'not_found', apiMessages.adminBookingNotFound, 'id');
  return booking;
}

/** What cancelling a booking now refunds by the policy (GET /api/admin/bookings/:id/refund). */
export async function refundQuote(deps: AdminCancelDeps, id: string): Promise<AdminRefundQuote> {
  const booking = await liveBooking(deps.db, id);
  const payment = booking.status === 'cancelled' ? null : await paymentOf(deps.db, booking, false);
  const {
    paidPaise: _p,
    policyPaise: _q,
    refundablePaise: _r,
    band: _b,
    ...quote
  } = quoteOf(deps, booking, payment, await courtSchedule(deps.db));
  return quote;
}

/**
 * Cancels a confirmed or pending booking (its slot is free at once) and refunds its session: the policy's amount, or
 * `request.refundAmount` (rupees) with `request.reason`. Cancelling a cancelled booking changes nothing and refunds
 * nothing more. `staff` is the signed-in account, kept on the refund; `by` says who cancelled (the visitor cancels
 * from My booking, always at the policy's amount); with `actor` the cancel is recorded in the audit trail in its
 * transaction. A refund over `maxRefundPaise` (the front desk's limit) is refused with 403 and nothing changes.
 */
export async function cancelBooking(
  deps: AdminCancelDeps,
  id: string,
  request: AdminCancelRequest = {},
  staff: string | null = null,
  by: 'staff' | 'visitor' = 'staff',
  { actor, maxRefundPaise }: { actor?: AuditActor; maxRefundPaise?: { paise: number; message: string } } = {},
): Promise<AdminCancelResponse> {
  const { db } = deps;
  const overriding = request.refundAmount !== undefined;
  if (overriding && !request.reason)
    throw new ApiError(400, 'bad_request', 'reason: Say why the refund differs from the policy.', 'reason');
  let offered: ChangedDays = [];
  const outcome = await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [prior] = await t.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)).for('update');
    const [changed] = await t
      .update(bookings)
      .set({ status: 'cancelled' })
      .where(and(eq(bookings.id, id), inArray(bookings.status, ['confirmed', 'pending'])))
      .returning();
    if (!changed) return { changed: null, refund: null, created: false };
    // The slot is free: the first person waiting for it is offered it in this transaction.
    offered = await offerFreedSlots(t, new Date(deps.now()), [changed]);
    const payment = await paymentOf(t, changed, true);
    const quote = quoteOf(deps, changed, payment, await courtSchedule(t));
    const amountPaise = overriding ? toPaise(request.refundAmount!) : quote.policyPaise;
    if (amountPaise > quote.refundablePaise) {
      throw new ApiError(
        400,
        'bad_request',
        `refundAmount: At most ${formatRupees(quote.refundable)} can be refunded for this session.`,
        'refundAmount',
      );
    }
    if (maxRefundPaise && amountPaise > maxRefundPaise.paise)
      throw new ApiError(403, 'forbidden', maxRefundPaise.message, 'refundAmount');
    if (actor) {
      const refunded = payment && amountPaise > 0 ? `, refunding ${formatRupees(paiseToRupees(amountPaise))}` : '';
      await audit(
        t,
        actor,
        {
          kind: 'booking.cancel',
          record: changed.id,
          summary: `Cancelled ${changed.id} (${changed.date} ${changed.time})${refunded}.`,
          before: { status: prior?.status },
          after: { status: 'cancelled', refundPaise: payment ? amountPaise : 0 },
        },
        new Date(deps.now()),
      );
    }
    if (!payment || amountPaise === 0) {
      await enqueueCancellation(t, changed, null, staff, new Date(deps.now()));
      return { changed, refund: null, created: false };
    }
    const reason = overriding
      ? request.reason!
      : `Cancelled by ${by === 'staff' ? 'staff' : 'the visitor'} ${quote.hoursBefore} h before the session: ${quote.percent}% by the cancellation policy.`;
    const method = methodOf(deps, payment);
    const added = await addRefund(t, payment, {
      cause: `cancel:${changed.id}`,
      amountPaise,
      reason,
      bookingId: changed.id,
      createdBy: staff,
      status: method === 'provider' ? 'due' : 'manual',
    });
    await enqueueCancellation(t, changed, added.refund, staff, new Date(deps.now()));
    return { changed, refund: added.refund, created: added.created };
  });
  if (outcome.changed)
    deps.cache.invalidate(outcome.changed.sportId, [outcome.changed.date, addDays(outcome.changed.date, 1)]);
  refreshChanged(deps.cache, offered);
  let refund: RefundRow | null = outcome.refund;
  if (refund && outcome.created && refund.status === 'due') refund = await issueRefund(deps, refund.id);
  const row = await bookingRow(db, id);
  if (!row) throw new ApiError(404, 'not_found', apiMessages.adminBookingNotFound, 'id');
  return {
    ...row,
    refund: refund
      ? {
          amount: paiseToRupees(refund.amountPaise),
          status: refund.status as NonNullable<AdminCancelResponse['refund']>['status'],
          reference: refund.providerRefundId ?? refund.id,
        }
      : null,
  };
}
