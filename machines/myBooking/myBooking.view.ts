/**
 * My booking's screen, ready to draw: the booking's sessions with what a visitor may still do, its payments and
 * refunds, the cancel confirmation with the policy's refund, the reschedule's price note, and the done message.
 */
import { sessionView } from '../booking/booking.view';
import { sessionAmount, type RateTable } from '../booking/rates';
import { sportById } from '../booking/sports';
import { to12Hour } from '../booking/slots';
import { formatRupees } from '../money/money';
import { formatPolicyHours, refundPolicy } from '../money/refundPolicy';
import { formatDisplayDate, formatHours } from '../time/dates';
import { RESCHEDULE_MIN_HOURS } from './myBooking.rules';
import type { CancelQuote, MyBooking, MyBookingSession } from './myBooking.schema';
import type { MyBookingContext } from './myBooking.types';

export const mySessionStates = ['ahead', 'past', 'cancelled'] as const;
export type MySessionState = (typeof mySessionStates)[number];

/** One session row. */
export interface MySessionView {
  id: string;
  /** 'Tue, 8 Jan 2030, 10:00 PM, Court 1, 1 hour'. */
  label: string;
  /** '₹350'. */
  price: string;
  state: MySessionState;
  /** 'Upcoming', 'Past', 'Cancelled'. */
  stateLabel: string;
  canCancel: boolean;
  canReschedule: boolean;
  /** Why a session ahead cannot be moved, or null. */
  note: string | null;
}

export interface MyRefundView {
  id: string;
  /** '₹175 · Refunded · 7 Jan 2030'. */
  summary: string;
  /** 'Reference rfnd_1 · Cancelled by the visitor 18 h before the session: 50% by the cancellation policy.' */
  detail: string;
}

export interface MyBookingView {
  reference: string;
  /** 'Badminton booking for Asha Raman'. */
  title: string;
  /** '₹350'. */
  paid: string;
  /** '₹175'. */
  refunded: string;
  sessions: MySessionView[];
  refunds: MyRefundView[];
}

const stateLabels: Record<MySessionState, string> = { ahead: 'Upcoming', past: 'Past', cancelled: 'Cancelled' };

const refundStatusLabels: Record<MyBooking['refunds'][number]['status'], string> = {
  due: 'Being refunded',
  issued: 'Refund issued',
  processed: 'Refunded',
  manual: 'Refunded by the centre',
};

export function mySessionView(session: MyBookingSession): MySessionView {
  const state: MySessionState = session.status === 'cancelled' ? 'cancelled' : session.ahead ? 'ahead' : 'past';
  return {
    id: session.bookingId,
    label: sessionView({
      id: session.bookingId,
      date: session.date,
      time: session.time,
      displayTime: to12Hour(session.time),
      price: session.amount / session.duration,
      court: session.court,
      duration: session.duration,
      amount: session.amount,
    }).label,
    price: formatRupees(session.amount),
    state,
    stateLabel: stateLabels[state],
    canCancel: state === 'ahead',
    canReschedule: state === 'ahead' && session.canReschedule,
    note:
      state === 'ahead' && !session.canReschedule
        ? `Under ${RESCHEDULE_MIN_HOURS} hours ahead: it can be cancelled but no longer moved.`
        : null,
  };
}

export function myBookingView(booking: MyBooking): MyBookingView {
  return {
    reference: booking.reference,
    title: `${sportById(booking.sport).name} booking for ${booking.customerName}`,
    paid: formatRupees(booking.paid),
    refunded: formatRupees(booking.refunded),
    sessions: booking.sessions.map(mySessionView),
    refunds: booking.refunds.map((r) => ({
      id: r.reference,
      summary: `${formatRupees(r.amount)} · ${refundStatusLabels[r.status]} · ${formatDisplayDate(r.date)}`,
      detail: `Reference ${r.reference} · ${r.reason}`,
    })),
  };
}

const court = refundPolicy.court;

/** What cancelling now gives back, as the confirmation says it before the visitor confirms. */
export function cancelRefundText(quote: CancelQuote): string {
  const amount = formatRupees(quote.amount);
  if (quote.band === 'full')
    return `Full refund of ${amount}: you are cancelling more than ${formatPolicyHours(court.fullOverHours)} before the session.`;
  if (quote.band === 'partial')
    return `${quote.percent}% refund of ${amount}: you are cancelling ${court.partial.fromHours} to ${court.fullOverHours} hours before the session.`;
  return `No refund: the session starts in under ${formatPolicyHours(court.partial.fromHours)}, so the policy gives nothing back.`;
}

/** The cancel confirmation. */
export interface CancelPanelView {
  kind: 'cancel';
  sessionLabel: string;
  band: CancelQuote['band'];
  refundText: string;
  busy: boolean;
  error: string | null;
}

/** The reschedule: pick a new start for the same duration. */
export interface ReschedulePanelView {
  kind: 'reschedule';
  sessionLabel: string;
  /** 'Same duration: 1 hour. Choose a date, a court and a free start time.' */
  hint: string;
  /** What the chosen start costs against the session's price, or null before a start is chosen. */
  priceNote: string | null;
  /** The confirm button: 'Move Session', 'Pay ₹150 and Move', or null before a start is chosen. */
  confirmLabel: string | null;
  busy: boolean;
  error: string | null;
}

/** After a cancel or a move: what happened and what happens next. */
export interface DonePanelView {
  kind: 'done';
  title: string;
  message: string;
}

export type MyBookingPanelView = CancelPanelView | ReschedulePanelView | DonePanelView;

/** The reschedule's price note and confirm label for a chosen start costing `newAmount` against `oldAmount`. */
export function reschedulePrice(oldAmount: number, newAmount: number): { priceNote: string; confirmLabel: string } {
  const difference = newAmount - oldAmount;
  if (difference > 0)
    return {
      priceNote: `This start costs ${formatRupees(newAmount)}, ${formatRupees(difference)} more: you pay the difference.`,
      confirmLabel: `Pay ${formatRupees(difference)} and Move`,
    };
  if (difference < 0)
    return {
      priceNote: `This start costs ${formatRupees(newAmount)}, ${formatRupees(-difference)} less: the difference is refunded.`,
      confirmLabel: 'Move Session',
    };
  return { priceNote: `Same price: ${formatRupees(newAmount)}.`, confirmLabel: 'Move Session' };
}

/** The done message after a cancel: the refund made and when it arrives. */
export function cancelledMessage(refund: { amount: number } | null, refundTiming: string): DonePanelView {
  return {
    kind: 'done',
    title: 'Session cancelled',
    message: refund
      ? `The slot is free again. ${formatRupees(refund.amount)} is being refunded to your original payment method. ${refundTiming}`
      : 'The slot is free again. By the cancellation policy there is no refund for this session.',
  };
}

/** The done message after a move: where the session is now and any difference refunded. */
export function movedMessage(
  to: { date: string; time: string; court: number },
  refund: { amount: number } | null,
  refundTiming: string,
): DonePanelView {
  const where = `${formatDisplayDate(to.date)} at ${to12Hour(to.time)}, Court ${to.court}`;
  return {
    kind: 'done',
    title: 'Session moved',
    message: `Your session is now on ${where}; the old slot is free.${
      refund ? ` The difference of ${formatRupees(refund.amount)} is being refunded. ${refundTiming}` : ''
    }`,
  };
}

/**
 * The open panel, ready to draw: the cancel with the policy's refund, the move with its hint and the chosen start's
 * price against the session's (from `rates`), or the done message; null when none is open. `busy` while the cancel
 * or move is on its way.
 */
export function myBookingPanelView(
  context: Pick<MyBookingContext, 'booking' | 'draft' | 'done'>,
  busy: boolean,
  rates: RateTable,
): MyBookingPanelView | null {
  const { booking, draft } = context;
  if (!draft) return context.done;
  const session = booking?.sessions.find((s) => s.bookingId === draft.bookingId);
  if (!booking || !session) return null;
  const sessionLabel = mySessionView(session).label;
  if (draft.kind === 'cancel') {
    const quote = session.cancelQuote ?? { band: 'late' as const, percent: 0, amount: 0, hoursBefore: 0 };
    return {
      kind: 'cancel',
      sessionLabel,
      band: quote.band,
      refundText: cancelRefundText(quote),
      busy,
      error: draft.error,
    };
  }
  const price =
    draft.date && draft.time
      ? reschedulePrice(session.amount, sessionAmount(rates[booking.sport], draft.date, draft.time, session.duration))
      : null;
  return {
    kind: 'reschedule',
    sessionLabel,
    hint: `Same duration: ${formatHours(session.duration)}. Choose a date, a court and a free start time.`,
    priceNote: price?.priceNote ?? null,
    confirmLabel: price?.confirmLabel ?? null,
    busy,
    error: draft.error,
  };
}
