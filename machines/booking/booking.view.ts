/**
 * What the booking view shows, derived from the booking machine's context (plus today's date, the payment's
 * outcome and, later, the server's availability): plain, display-ready data (money and dates formatted, states
 * decided, labels and accessible names built, calendar key moves computed). The design system takes these as
 * props; the app and the stories build them here, so every rule lives in one place (as shop.view.ts does for the
 * shop). Pure: "today" is an input, nothing reads the clock.
 */
import { payButtonLabel } from '../cart/cart.view';
import { formatHourlyRate, formatRupees } from '../money/money';
import { formatDisplayDate, formatHours, formatLongDate } from '../time/dates';
import type { BookingContext } from './booking.context';
import {
  bookingMessages,
  isSingleBookingComplete,
  sessionsTotal,
  sessionTotal,
  slotsFor,
  type BookingMode,
  type Session,
} from './booking.rules';
import { defaultSportRates, sessionAmount, type SportRates } from './rates';
import { myBookingHref } from './reference.rules';
import { durations, rateFor, to12Hour } from './slots';
import { courtNumbers, sportById, type Sport, type SportId } from './sports';

import { calendarView, type CalendarView } from './calendar.view';
import {
  slotConflictMessage,
  slotGridView,
  type AvailabilityStatus,
  type SlotGridView,
  type SlotSource,
} from './slotGrid.view';

/** A duration choice: the hours reported and the label shown ('1.5 hours'). */
export interface DurationOptionView {
  hours: number;
  label: string;
}

/** The duration options (spec §9): 1, 1.5, 2, 2.5, 3 and 4 hours. */
export const durationOptionViews: readonly DurationOptionView[] = durations.map((hours) => ({
  hours,
  label: formatHours(hours),
}));

/** The summary card, ready to draw. Absent details are null ("Not selected"). */
export interface BookingSummaryView {
  /** 'Tuesday, 1 December 2026'. */
  date: string | null;
  /** 'Court 1'. */
  court: string | null;
  /** '6:00 PM'. */
  time: string | null;
  /** '2 hours'. */
  duration: string;
  /** '₹350 per hour' (with a two-hour price: '₹1,500 per hour, ₹2,000 for 2 hours'). */
  rate: string;
  /** What the current selection costs: rate × duration, or the two-hour price where it applies ('₹700'). */
  total: string;
  /** Whether payment can start (single: every detail set; multiple: at least one session added). */
  complete: boolean;
  /** 'Pay ₹700', or 'Complete Booking Details' while incomplete. */
  payLabel: string;
  /** Incomplete, or nothing to charge. */
  payDisabled: boolean;
  /** What the pay button charges, rupees (single: the selection once complete; multiple: every added session). */
  payAmount: number;
}

/** The current selection as the summary shows it. */
export function bookingSummaryView(input: {
  mode: BookingMode;
  date: string | null;
  time: string | null;
  court: number | null;
  duration: number;
  sessions: readonly Session[];
  /** The sport's rates (default: the seeded booking rule). */
  sportRates?: SportRates;
}): BookingSummaryView {
  const { mode, date, time, court, duration, sessions, sportRates: rates = defaultSportRates } = input;
  const complete = mode === 'multiple' ? sessions.length > 0 : isSingleBookingComplete({ date, time, court, duration });
  const rate = rateFor(date, rates, time);
  const amount = sessionAmount(rates, date, time, duration);
  const payAmount = mode === 'multiple' ? sessionsTotal(sessions) : complete ? amount : 0;
  return {
    date: date ? formatLongDate(date) : null,
    court: court === null ? null : `Court ${court}`,
    time: time === null ? null : to12Hour(time),
    duration: formatHours(duration),
    rate:
      rates.twoHours === null
        ? formatHourlyRate(rate)
        : `${formatHourlyRate(rate)}, ${formatRupees(rates.twoHours)} for 2 hours`,
    total: formatRupees(amount),
    complete,
    payLabel: complete ? payButtonLabel(payAmount) : bookingMessages.incompleteButtonLabel,
    payDisabled: !complete || !(payAmount > 0),
    payAmount,
  };
}

/** An added session as the list and the confirmation show it. */
export interface SessionView {
  id: string;
  /** 'Tue, 1 Dec 2026'. */
  date: string;
  /** '6:00 PM, Court 1, 1 hour'. */
  detail: string;
  /** What the session costs: '₹350'. */
  price: string;
  /** 'Tue, 1 Dec 2026, 6:00 PM, Court 1, 1 hour'. */
  label: string;
}

export function sessionView(session: Session): SessionView {
  const date = formatDisplayDate(session.date);
  const detail = `${session.displayTime}, Court ${session.court}, ${formatHours(session.duration)}`;
  return { id: session.id, date, detail, price: formatRupees(sessionTotal(session)), label: `${date}, ${detail}` };
}

/** The session list (multiple mode). */
export interface SessionListView {
  sessions: readonly SessionView[];
  /** Combined total: '₹1,350'. */
  total: string;
}

export function sessionListView(sessions: readonly Session[]): SessionListView {
  return { sessions: sessions.map(sessionView), total: formatRupees(sessionsTotal(sessions)) };
}

/** A paid booking as the confirmation shows it. */
export interface BookingConfirmationView {
  sessions: ReadonlyArray<Pick<SessionView, 'id' | 'label'>>;
  /** Amount paid: '₹1,350'. */
  total: string;
  /** The provider's payment id. */
  paymentId: string;
  /** The booking reference, shown first (null: none given). */
  reference: string | null;
  /** My booking for this reference: '/my-booking?ref=POD-…' (null without a reference). */
  manageHref: string | null;
}

export function bookingConfirmationView(paid: {
  sessions: readonly Session[];
  total: number;
  paymentId: string;
  reference?: string | null;
}): BookingConfirmationView {
  const reference = paid.reference ?? null;
  return {
    sessions: paid.sessions.map((session) => ({ id: session.id, label: sessionView(session).label })),
    total: formatRupees(paid.total),
    paymentId: paid.paymentId,
    reference,
    manageHref: reference ? myBookingHref(reference) : null,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The whole view

/** The booking view's display data (everything but the customer form, the payment state and the handlers). */
export interface BookingDisplayView {
  sport: Pick<Sport, 'id' | 'name' | 'image'>;
  mode: BookingMode;
  calendar: CalendarView;
  courts: readonly number[];
  court: number | null;
  slots: SlotGridView;
  durations: readonly DurationOptionView[];
  duration: number;
  summary: BookingSummaryView;
  sessions: SessionListView;
  confirmation: BookingConfirmationView | null;
  /** The slot-conflict notice, or null. */
  conflict: string | null;
}

/** What feeds the whole view; the container builds the same parts one by one so each is memoised on its own inputs. */
export interface BookingViewInput {
  context: Pick<
    BookingContext,
    'today' | 'date' | 'time' | 'court' | 'duration' | 'sessions' | 'visibleMonth' | 'weekdaysOnly'
  > & {
    sport: SportId;
  };
  mode: BookingMode;
  /** The day's slots; by default the rules' slots for the selection. */
  slots?: readonly SlotSource[];
  availability?: AvailabilityStatus;
  paid?: { sessions: readonly Session[]; total: number; paymentId: string; reference?: string | null } | null;
  /** A chosen slot taken meanwhile. */
  conflict?: { time: string; court: number } | null;
}

/** The booking view of a sport from the machine's context. */
export function bookingView(input: BookingViewInput): BookingDisplayView {
  const { context, mode } = input;
  const { sport, today, date, time, court, duration, sessions, visibleMonth, weekdaysOnly } = context;
  const { id, name, image } = sportById(sport);
  const slots = input.slots ?? slotsFor(sport, mode, { date, time, court, duration }, sessions);
  return {
    sport: { id, name, image },
    mode,
    calendar: calendarView(visibleMonth, { today, weekdaysOnly, selectedDate: date }),
    courts: courtNumbers(sport),
    court,
    slots: slotGridView(slots, { date, mode, status: input.availability ?? 'ready' }),
    durations: durationOptionViews,
    duration,
    summary: bookingSummaryView({ mode, date, time, court, duration, sessions }),
    sessions: sessionListView(sessions),
    confirmation: input.paid ? bookingConfirmationView(input.paid) : null,
    conflict: input.conflict ? slotConflictMessage(input.conflict) : null,
  };
}
