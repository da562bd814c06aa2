/**
 * What the booking view shows, derived from the booking machine's context (plus today's date, the payment's
 * outcome and, later, the server's availability): plain, display-ready data (money and dates formatted, states
 * decided, labels and accessible names built, calendar key moves computed). The design system takes these as
 * props; the app and the stories build them here, so every rule lives in one place (as shop.view.ts does for the
 * shop). Pure: "today" is an input, nothing reads the clock.
 */
import { formatHourlyRate, formatRupees } from '../money/money';
import { payButtonLabel } from '../cart/cart.view';
import {
  addDays,
  addMonths,
  dayOfWeek,
  formatDisplayDate,
  formatHours,
  formatLongDate,
  weekdayLongNames,
} from '../time/dates';
import type { BookingContext } from './booking.machine';
import {
  bookingMessages,
  isSingleBookingComplete,
  sessionsTotal,
  sessionTotal,
  slotsFor,
  type BookingMode,
  type Session,
} from './booking.rules';
import {
  calendarDays,
  monthLabel,
  monthOf,
  weekdayFilterLabel,
  type CalendarDay,
  type CalendarMonth,
} from './calendar';
import { defaultSportRates, sessionAmount, weekdayFrom, type SportRates } from './rates';
import { durations, rateFor, to12Hour, type TimeSlot } from './slots';
import { courtNumbers, sportById, type Sport, type SportId } from './sports';
import { myBookingHref } from './reference.rules';
import { unbookableShort } from './bookable.rules';

// ---------------------------------------------------------------------------------------------------------------
// Calendar

/** The keys that move focus in the calendar grid (APG date picker). */
export const calendarKeys = [
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
] as const;
export type CalendarKey = (typeof calendarKeys)[number];

/** Where a key takes focus: a date, and whether it lies in the visible month or the one before or after. */
export interface CalendarMove {
  date: string;
  month: 'previous' | 'same' | 'next';
}

/** The state of a day cell, on the DOM as `data-state`. */
export const calendarDayStates = ['available', 'selected', 'past', 'filtered'] as const;
export type CalendarDayState = (typeof calendarDayStates)[number];

/** One day of the calendar, ready to draw. */
export interface CalendarDayView {
  /** 'YYYY-MM-DD'. */
  date: string;
  /** Day of the month. */
  day: number;
  /** 'Tuesday' (read before the day number). */
  weekday: string;
  state: CalendarDayState;
  isWeekend: boolean;
  isSelected: boolean;
  /** Past or filtered out: focusable, but cannot be picked. */
  disabled: boolean;
  /** Today: `aria-current="date"`. */
  isToday: boolean;
  /** The hourly price shown ('₹350'), or null when the weekdays-only filter hides the day (a dash shows). */
  price: string | null;
  /** Read after the price: ' per hour', ' per hour, unavailable (past)' or the filter note. */
  note: string;
  /** Where each key moves focus; a key is absent when it would leave the bookable months. */
  moves: Partial<Record<CalendarKey, CalendarMove>>;
}

/** The calendar, ready to draw. */
export interface CalendarView {
  /** 'December 2026'. */
  monthLabel: string;
  /** Leading blanks (null), then one cell per date, Sunday first. */
  days: ReadonlyArray<CalendarDayView | null>;
  weekdaysOnly: boolean;
  /** False on the month of today: Previous month is disabled. */
  canGoPrev: boolean;
  /** The filter toggle: '₹350 Only' or 'Show All'. */
  filterLabel: string;
  /** The line beside the toggle. */
  filterHint: string;
}

const monthIndex = ({ year, month }: CalendarMonth) => year * 12 + month;

function dayStateOf(day: CalendarDay): CalendarDayState {
  if (day.isPast) return 'past';
  if (day.filteredOut) return 'filtered';
  return day.isSelected ? 'selected' : 'available';
}

function dayNoteOf(day: CalendarDay, rates: SportRates): string {
  const dearer = [
    !day.isWeekend && rates.peak !== rates.offPeak ? 'peak hours' : null,
    rates.lights !== null && rates.lights > day.price ? 'hours with lights' : null,
  ].filter((text) => text !== null);
  const perHour = dearer.length > 0 ? ` per hour or more (${dearer.join(' and ')} cost more)` : ' per hour';
  if (day.isPast) return `${perHour}, unavailable (past)`;
  if (day.filteredOut) return `weekend, hidden by the ${formatRupees(weekdayFrom(rates))} filter`;
  return perHour;
}

function movesOf(date: string, visible: CalendarMonth, today: string): Partial<Record<CalendarKey, CalendarMove>> {
  const weekday = dayOfWeek(date);
  const targets: Record<CalendarKey, string> = {
    ArrowLeft: addDays(date, -1),
    ArrowRight: addDays(date, 1),
    ArrowUp: addDays(date, -7),
    ArrowDown: addDays(date, 7),
    Home: addDays(date, -weekday),
    End: addDays(date, 6 - weekday),
    PageUp: addMonths(date, -1),
    PageDown: addMonths(date, 1),
  };
  const first = monthIndex(monthOf(today));
  const current = monthIndex(visible);
  const moves: Partial<Record<CalendarKey, CalendarMove>> = {};
  for (const key of calendarKeys) {
    const target = targets[key];
    const index = monthIndex(monthOf(target));
    if (index < first) continue;
    moves[key] = { date: target, month: index < current ? 'previous' : index > current ? 'next' : 'same' };
  }
  return moves;
}

/** The sport's lights and two-hour prices as the calendar's hint adds them (' With lights (6 PM-6 AM) ₹1,200 per hour.'). */
function extrasNote(rates: SportRates): string {
  const lights = rates.lights === null ? '' : ` With lights (6 PM-6 AM) ${formatHourlyRate(rates.lights)}.`;
  const twoHours = rates.twoHours === null ? '' : ` 2 hours for ${formatRupees(rates.twoHours)}.`;
  return lights + twoHours;
}

/** The visible month's cells with the filter applied, prices formatted and key moves computed. */
export function calendarView(
  month: CalendarMonth,
  options: { today: string; weekdaysOnly: boolean; selectedDate: string | null; rates?: SportRates },
): CalendarView {
  const { today, weekdaysOnly, selectedDate, rates = defaultSportRates } = options;
  const weekday = weekdayFrom(rates);
  const weekdayText =
    rates.peak === rates.offPeak
      ? formatRupees(weekday)
      : `${formatRupees(rates.offPeak)} off-peak, ${formatRupees(rates.peak)} peak`;
  return {
    monthLabel: monthLabel(month),
    days: calendarDays(month, { today, weekdaysOnly, selectedDate, rates }).map((day) =>
      day === null
        ? null
        : {
            date: day.date,
            day: day.day,
            weekday: weekdayLongNames[dayOfWeek(day.date)] ?? '',
            state: dayStateOf(day),
            isWeekend: day.isWeekend,
            isSelected: day.isSelected,
            disabled: day.disabled,
            isToday: day.date === today,
            price: day.filteredOut ? null : formatRupees(day.price),
            note: dayNoteOf(day, rates),
            moves: movesOf(day.date, month, today),
          },
    ),
    weekdaysOnly,
    canGoPrev: monthIndex(month) > monthIndex(monthOf(today)),
    filterLabel: weekdayFilterLabel(weekdaysOnly, weekday),
    filterHint:
      (weekdaysOnly
        ? `Showing weekdays only (${rates.peak === rates.offPeak ? formatHourlyRate(weekday) : `${weekdayText} an hour`}).`
        : `Weekdays ${weekdayText}, weekends ${formatHourlyRate(rates.weekend)}.`) + extrasNote(rates),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Slots and availability

/** The state of a slot button, on the DOM as `data-state`. */
export const slotStates = ['available', 'selected', 'booked', 'held', 'coaching', 'added'] as const;
export type SlotState = (typeof slotStates)[number];

/** The word each state shows on the button, in its accessible name and in the legend. */
export const slotStateLabels: Record<SlotState, string> = {
  available: 'Available',
  selected: 'Selected',
  booked: 'Booked',
  held: 'Held',
  coaching: 'Coaching',
  added: 'Added',
};

/** A slot from the rules, optionally held by another visitor's payment (the server's `held` state). */
export type SlotSource = TimeSlot & { isHeld?: boolean };

/** A slot's state: booked, held and coaching win over added, which wins over selected. */
export function slotState(slot: SlotSource): SlotState {
  if (slot.isBooked) return 'booked';
  if (slot.isHeld) return 'held';
  if (slot.isCoaching) return 'coaching';
  if (slot.isAdded) return 'added';
  return slot.isSelected ? 'selected' : 'available';
}

/** One slot button, ready to draw. */
export interface SlotView {
  /** 'HH:MM' (24-hour): what `onSelectSlot` reports. */
  time: string;
  /** '4:30 PM'. */
  display: string;
  /** '₹350'. */
  price: string;
  state: SlotState;
  /** Booked, held, coaching or already added: focusable, but cannot be picked. */
  disabled: boolean;
  /** The word shown under the price on a disabled slot ('Booked', 'Held', ...), or null. */
  note: string | null;
  /** The accessible name: 'Tuesday, 1 December 2026, 4:30 PM, ₹350 per hour, Coaching'. */
  name: string;
}

/** Whether the day's availability is shown, still loading, or failed to load. */
export const availabilityStatuses = ['ready', 'loading', 'error'] as const;
export type AvailabilityStatus = (typeof availabilityStatuses)[number];

/** The availability texts (spec: a failed fetch says so and offers Retry; the rest of the page keeps working). */
export const availabilityMessages = {
  loading: 'Loading the free slots…',
  error: "We couldn't load the free slots. Check your connection and try again.",
  retry: 'Retry',
} as const;

/** The slot grid, ready to draw. */
export interface SlotGridView {
  /** 'Tuesday, 1 December 2026', or null before a date is chosen (the grid shows its hint). */
  dateLabel: string | null;
  slots: readonly SlotView[];
  /** The legend's entries, in order ('held' only when a slot is held, 'added' only in multiple mode). */
  legend: ReadonlyArray<{ state: SlotState; label: string }>;
  status: AvailabilityStatus;
  /** Read while loading. */
  loadingMessage: string;
  /** Shown when the availability failed to load. */
  errorMessage: string;
  /** The retry button's label. */
  retryLabel: string;
}

/** The slots of a date as the grid shows them. */
export function slotGridView(
  slots: readonly SlotSource[],
  options: { date: string | null; mode: BookingMode; status?: AvailabilityStatus; errorMessage?: string | null },
): SlotGridView {
  const { date, mode, status = 'ready' } = options;
  const dateLabel = date ? formatLongDate(date) : null;
  const views = slots.map((slot): SlotView => {
    const state = slotState(slot);
    const stateDisabled = state !== 'available' && state !== 'selected';
    const disabled = stateDisabled || slot.unfit != null;
    const price = formatRupees(slot.price);
    const note = stateDisabled
      ? slotStateLabels[state]
      : slot.unfit === 'beyondAdvance'
        ? `Not bookable yet: ${unbookableShort.beyondAdvance}`
        : slot.unfit
          ? `Too long here: ${unbookableShort[slot.unfit]}`
          : null;
    return {
      time: slot.time,
      display: slot.display,
      price,
      state,
      disabled,
      note,
      name: `${dateLabel ?? ''}, ${slot.display}, ${formatHourlyRate(slot.price)}${note ? `, ${note}` : ''}`,
    };
  });
  const shown: SlotState[] = [
    'available',
    'selected',
    'booked',
    ...(views.some((slot) => slot.state === 'held') ? (['held'] as const) : []),
    'coaching',
    ...(mode === 'multiple' ? (['added'] as const) : []),
  ];
  return {
    dateLabel,
    slots: views,
    legend: shown.map((state) => ({ state, label: slotStateLabels[state] })),
    status,
    loadingMessage: availabilityMessages.loading,
    errorMessage: options.errorMessage ?? availabilityMessages.error,
    retryLabel: availabilityMessages.retry,
  };
}

/**
 * The notice after pressing pay when a chosen slot went meanwhile:
 * 'Sorry, 6:00 PM on Court 1 was just booked by someone else. Pick another time; your other choices are kept.'
 */
export function slotConflictMessage(taken: { time: string; court: number }): string {
  return `Sorry, ${to12Hour(taken.time)} on Court ${taken.court} was just booked by someone else. Pick another time; your other choices are kept.`;
}

// ---------------------------------------------------------------------------------------------------------------
// Duration, summary, sessions, confirmation

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
