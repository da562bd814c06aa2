/**
 * Court booking rules (spec §4 Booking page, §5 Booking): completeness of a single booking, adding a session
 * in multiple mode, slot availability per mode, and totals.
 */
import type { ValidationMessage } from '../forms/forms.messages';
import { formatDisplayDate } from '../time/dates';
import type { DayAvailability } from './availability';
import { defaultSportRates, sessionAmount, type SportRates } from './rates';
import { fitSlots } from './bookable.rules';
import { buildSlots, MIN_DURATION, rateFor, to12Hour, type TimeSlot } from './slots';
import type { SportId } from './sports';

export const bookingModes = ['single', 'multiple'] as const;
export type BookingMode = (typeof bookingModes)[number];

/** One added session (multiple mode). */
export interface Session {
  /** `${date}-${time}-${court}`. */
  id: string;
  date: string;
  time: string;
  displayTime: string;
  /** Rupees per hour (its starting slot's rate). */
  price: number;
  court: number;
  /** Hours. */
  duration: number;
  /** What the session costs, rupees (the rate table's rule: ./rates `sessionAmount`). */
  amount: number;
}

/** The current selection. */
export interface BookingDraft {
  date: string | null;
  time: string | null;
  court: number | null;
  duration: number;
}

export const bookingMessages = {
  incomplete: 'Please complete all booking details before proceeding to payment.',
  incompleteButtonLabel: 'Complete Booking Details',
  missingDateTime: {
    title: 'Please select date and time',
    description: 'Choose both a date and time slot to add a session.',
  },
  minimumDuration: { title: 'Minimum booking duration', description: 'Minimum booking duration is 1 hour.' },
  duplicateSession: {
    title: 'Session already added',
    description: 'This date and time slot is already in your selection.',
  },
  sessionAdded: 'Session added!',
  sessionRemoved: 'Session removed',
  sessionsCleared: 'All sessions cleared',
} as const;

/** The session id: `${date}-${time}-${court}`. */
export function sessionId(date: string, time: string, court: number): string {
  return `${date}-${time}-${court}`;
}

/** A single booking is complete when date, time, court and a duration of at least 1 hour are all set. */
export function isSingleBookingComplete(draft: BookingDraft): boolean {
  return Boolean(draft.date) && Boolean(draft.time) && draft.court != null && draft.duration >= MIN_DURATION;
}

/**
 * Adding a session, in this order: missing date or time; duration under 1; duplicate date, time and court.
 * Returns the failing toast's title and description, or null.
 */
export function validateNewSession(draft: BookingDraft, sessions: readonly Session[]): ValidationMessage | null {
  if (!draft.date || !draft.time) return bookingMessages.missingDateTime;
  if (!(draft.duration >= MIN_DURATION)) return bookingMessages.minimumDuration;
  const id = sessionId(draft.date, draft.time, draft.court ?? 1);
  if (sessions.some((s) => s.id === id)) return bookingMessages.duplicateSession;
  return null;
}

/** The session for a (validated) draft; the court defaults to 1. */
export function createSession(
  draft: BookingDraft & { date: string; time: string },
  rates: SportRates = defaultSportRates,
): Session {
  const court = draft.court ?? 1;
  return {
    id: sessionId(draft.date, draft.time, court),
    date: draft.date,
    time: draft.time,
    displayTime: to12Hour(draft.time),
    price: rateFor(draft.date, rates, draft.time),
    court,
    duration: draft.duration,
    amount: sessionAmount(rates, draft.date, draft.time, draft.duration),
  };
}

/** 'Sat, 21 Nov 2026 at 6:00 PM, Court 1' (the Session added! toast's description). */
export function describeSession(session: Pick<Session, 'date' | 'displayTime' | 'court'>): string {
  return `${formatDisplayDate(session.date)} at ${session.displayTime}, Court ${session.court}`;
}

/** Price of one session (its amount). */
export function sessionTotal(session: Pick<Session, 'amount'>): number {
  return session.amount;
}

/** Sum of the sessions' totals. */
export function sessionsTotal(sessions: readonly Pick<Session, 'amount'>[]): number {
  return sessions.reduce((sum, s) => sum + sessionTotal(s), 0);
}

/**
 * Single booking total: the chosen slot's rate × duration, or the two-hour price where it applies (without a slot:
 * the date's lowest rate).
 */
export function singleBookingTotal(
  draft: Pick<BookingDraft, 'date' | 'duration'> & { time?: string | null },
  rates: SportRates = defaultSportRates,
): number {
  return sessionAmount(rates, draft.date, draft.time, draft.duration);
}

/** Times already added for a date (multiple mode disables them for that date, whatever the court). */
export function addedTimesFor(date: string | null, sessions: readonly Session[]): string[] {
  return date ? sessions.filter((s) => s.date === date).map((s) => s.time) : [];
}

/**
 * The slot grid for the current selection. Slots are disabled when booked, held or coaching (from the server's
 * availability of the date when given, else the sample rule); in multiple mode, slots already added for that date
 * are disabled too.
 */
export function slotsFor(
  sport: SportId,
  mode: BookingMode,
  draft: BookingDraft,
  sessions: readonly Session[],
  availability: DayAvailability | null = null,
  rates: SportRates = defaultSportRates,
): TimeSlot[] {
  const slots = buildSlots({
    rates,
    sport,
    date: draft.date,
    court: draft.court,
    selectedTime: draft.time,
    addedTimes: mode === 'multiple' ? addedTimesFor(draft.date, sessions) : [],
    availability,
  });
  const shown = availability && availability.sport === sport && availability.date === draft.date ? availability : null;
  return fitSlots(slots, {
    sport,
    court: draft.court,
    date: draft.date,
    duration: draft.duration,
    bookableUntil: shown?.bookableUntil ?? null,
  });
}

/** True when a session is one of the taken ones (same date, start time and court). */
export function isTakenSession(
  session: Pick<Session, 'date' | 'time' | 'court'>,
  taken: readonly { date: string; time: string; court: number }[],
): boolean {
  return taken.some((t) => t.date === session.date && t.time === session.time && t.court === session.court);
}
