/**
 * What the admin dashboard's chart (adminDashboard.machine.ts) names: its default actors (the app provides the admin
 * API and the downloads), guards and actions.
 */
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type {
  AdminBookingRow,
  AdminCancelRequest,
  AdminCancelResponse,
  AdminMoveRequest,
  AdminRefundQuote,
} from '../api/adminBookings.schema';
import type { AdminRefundPaidRequest } from '../api/adminPayments.schema';
import type {
  AdminDashboardContext,
  AdminDashboardEmitted,
  AdminDashboardEvent,
  DashboardExport,
  DashboardResource,
  PaymentsFilters,
  SentKind,
} from './adminDashboard.types';
import { cancelRequestOf } from './cancelRefund.view';
import { manualRefundDraft, manualRefundRequestOf } from './manualRefund.view';

/** What a failure says when it carries no message of its own. */
export const dashboardFallbackError = 'Something went wrong. Please try again.';
const messageOf = (event: unknown) => {
  const error = (event as { error?: unknown }).error;
  return error instanceof Error ? error.message : dashboardFallbackError;
};
/** The admin API answers 409 when a refund was marked paid meanwhile (by someone else). */
const isConflict = (event: unknown) => (event as { error?: { status?: unknown } }).error?.status === 409;

/** A refund made changes the payment, the cards (refunds owed, revenue), revenue and customers' spend. */
const afterRefund: readonly DashboardResource[] = ['payments', 'stats', 'revenue', 'customers'];
const afterMove: readonly DashboardResource[] = ['bookings', 'stats', 'calendar', 'customers'];
const afterCancel: readonly DashboardResource[] = [...afterMove, 'payments', 'revenue'];

/** Why the open dialog's request cannot be sent yet (the cancel's refund, the refund's reference), or null. */
function refusalOf(context: AdminDashboardContext): string | null {
  const asked = context.cancel
    ? cancelRequestOf(context.cancel.refund)
    : context.refund
      ? manualRefundRequestOf(context.refund)
      : null;
  return asked && 'error' in asked ? asked.error : null;
}

export const adminDashboardSetup = setup({
  types: {
    context: {} as AdminDashboardContext,
    events: {} as AdminDashboardEvent,
    input: {} as { today: string },
    emitted: {} as AdminDashboardEmitted,
  },
  actors: {
    /** Replace with `.provide()`: what cancelling refunds now by the policy. */
    refundQuote: fromPromise<AdminRefundQuote, { id: string }>(async () => {
      throw new Error(dashboardFallbackError);
    }),
    cancelBooking: fromPromise<AdminCancelResponse, { id: string; request: AdminCancelRequest }>(async () => {
      throw new Error(dashboardFallbackError);
    }),
    moveBooking: fromPromise<AdminBookingRow, { id: string; request: AdminMoveRequest }>(async () => {
      throw new Error(dashboardFallbackError);
    }),
    markRefundPaid: fromPromise<void, { id: string; request: AdminRefundPaidRequest }>(async () => undefined),
    /** Records that a booking's chat (whatsapp) or a payment's receipt was sent. */
    recordSent: fromPromise<void, { kind: SentKind; id: string }>(async () => undefined),
    /** Download the payments (with these filters) as CSV, or everything as JSON. */
    exportCsv: fromPromise<void, PaymentsFilters>(async () => undefined),
    exportData: fromPromise<void>(async () => undefined),
  },
  guards: {
    dialogInvalid: ({ context }) => refusalOf(context) !== null,
    refundOwed: ({ event }) => event.type === 'user.markRefundPaid' && !!manualRefundDraft(event.row, event.refundId),
    staleRefund: ({ event }) => isConflict(event),
    hasToRecord: ({ context }) => context.toRecord.length > 0,
  },
  actions: {
    queueSent: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'user.chat' && event.type !== 'user.sendReceipt') return;
      const kind: SentKind = event.type === 'user.chat' ? 'whatsapp' : 'receipt';
      enqueue.emit({ type: 'openLink', href: event.href });
      enqueue.assign({ toRecord: [...context.toRecord, { kind, id: event.row.id, name: event.row.customerName }] });
    }),
    recordedFirst: enqueueActions(({ context, enqueue }) => {
      const first = context.toRecord[0];
      if (!first) return;
      enqueue.emit({ type: 'recorded', kind: first.kind, name: first.name });
      enqueue.emit({ type: 'refresh', resources: [first.kind === 'whatsapp' ? 'bookings' : 'payments'] });
    }),
    failedFirst: enqueueActions(({ context, event, enqueue }) => {
      const first = context.toRecord[0];
      if (first) enqueue.emit({ type: 'failed', action: first.kind, message: messageOf(event) });
    }),
    dropFirst: assign({ toRecord: ({ context }) => context.toRecord.slice(1) }),
    openCancel: assign({
      cancel: ({ event }) =>
        event.type === 'user.cancel'
          ? { row: event.row, refund: { status: 'loading', quote: null, amount: '', reason: '' } }
          : null,
    }),
    openMove: assign({
      move: ({ context, event }) =>
        event.type === 'user.edit'
          ? {
              row: event.row,
              date: event.row.date < context.today ? context.today : event.row.date,
              time: event.row.time,
              court: String(event.row.court),
            }
          : null,
    }),
    openRefund: assign({
      refund: ({ event }) =>
        event.type === 'user.markRefundPaid' ? manualRefundDraft(event.row, event.refundId) : null,
    }),
    close: assign({ cancel: null, move: null, refund: null }),
    setQuote: assign({
      cancel: ({ context, event }) => {
        const quote = (event as { output?: AdminRefundQuote }).output;
        if (!context.cancel) return null;
        return {
          ...context.cancel,
          refund: quote
            ? { ...context.cancel.refund, status: 'ready', quote }
            : { ...context.cancel.refund, status: 'error' },
        };
      },
    }),
    changeCancel: assign({
      cancel: ({ context, event }) =>
        context.cancel && event.type === 'user.changeCancelRefund'
          ? { ...context.cancel, error: undefined, refund: { ...context.cancel.refund, [event.field]: event.value } }
          : context.cancel,
    }),
    changeMove: assign({
      move: ({ context, event }) =>
        context.move && event.type === 'user.changeMove'
          ? { ...context.move, [event.field]: event.value, error: undefined }
          : context.move,
    }),
    changeRefund: assign({
      refund: ({ context, event }) =>
        context.refund && event.type === 'user.changeRefundReference'
          ? { ...context.refund, reference: event.reference, error: undefined }
          : context.refund,
    }),
    /** Why the open dialog's request cannot be sent, under it. */
    explain: assign(({ context }) => {
      const error = refusalOf(context) ?? undefined;
      if (context.cancel) return { cancel: { ...context.cancel, error } };
      return context.refund ? { refund: { ...context.refund, error } } : {};
    }),
    clearErrors: assign({
      cancel: ({ context }) => context.cancel && { ...context.cancel, error: undefined },
      move: ({ context }) => context.move && { ...context.move, error: undefined },
      refund: ({ context }) => context.refund && { ...context.refund, error: undefined },
    }),
    refused: assign({
      cancel: ({ context, event }) => context.cancel && { ...context.cancel, error: messageOf(event) },
      move: ({ context, event }) => context.move && { ...context.move, error: messageOf(event) },
      refund: ({ context, event }) => context.refund && { ...context.refund, error: messageOf(event) },
    }),
    cancelled: enqueueActions(({ context, event, enqueue }) => {
      const answer = (event as { output?: AdminCancelResponse }).output;
      if (!context.cancel || !answer) return;
      enqueue.emit({ type: 'bookingCancelled', id: context.cancel.row.id, refund: answer.refund });
      enqueue.emit({ type: 'refresh', resources: afterCancel });
    }),
    moved: enqueueActions(({ event, enqueue }) => {
      const row = (event as { output?: AdminBookingRow }).output;
      if (!row) return;
      enqueue.emit({ type: 'bookingMoved', row });
      enqueue.emit({ type: 'refresh', resources: afterMove });
    }),
    refundMade: enqueueActions(({ context, enqueue }) => {
      const draft = context.refund;
      const asked = draft && manualRefundRequestOf(draft);
      if (!draft || !asked || 'error' in asked) return;
      const { amount } = draft.refund;
      enqueue.emit({
        type: 'refundRecorded',
        amount,
        name: draft.payment.customerName,
        reference: asked.request.reference,
      });
      enqueue.emit({ type: 'refresh', resources: afterRefund });
    }),
    refreshPayments: enqueueActions(({ enqueue }) => enqueue.emit({ type: 'refresh', resources: ['payments'] })),
    exported: enqueueActions(({ enqueue }, params: { kind: DashboardExport }) =>
      enqueue.emit({ type: 'exported', kind: params.kind }),
    ),
    failedExport: enqueueActions(({ event, enqueue }, params: { kind: DashboardExport }) =>
      enqueue.emit({ type: 'failed', action: params.kind, message: messageOf(event) }),
    ),
  },
});
