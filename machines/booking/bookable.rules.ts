/**
 * Whether a court session can be booked: the one rule the visitor's booking, staff's move and the visitor's
 * reschedule all ask (and the slot grid, to show which starts fit the chosen duration and which dates are too far
 * ahead). A session is refused when it starts in the past, beyond the days ahead the centre's settings allow (System
 * Settings, `booking.daysAhead`), or when its span meets a coaching block, a booked or a held slot.
 * The server passes no occupied spans: there the database's exclusion constraint decides overlaps, so a race is
 * refused too; the browser passes the availability it shows.
 */
import { sessionStartMs } from '../money/refundPolicy';
import { addDays, formatDisplayDate, isoDateInKolkata } from '../time/dates';
import { COACHING_END, COACHING_START, isCoachingSlot, minutesOf, slotTimes, to12Hour, type TimeSlot } from './slots';
import { sportById, type SportId } from './sports';

/** When a session is checked, and how many days ahead of today (day 0) the centre's settings let one be booked. */
export interface BookingWindow {
  /** Epoch ms. */
  now: number;
  daysAhead: number;
}

/** Why a court date is too far ahead for the rule, or null. `today` and `date` are ISO dates in India. */
export function daysAheadProblem(date: string, today: string, daysAhead: number): string | null {
  return date > addDays(today, daysAhead)
    ? `Courts can be booked up to ${daysAhead} day${daysAhead === 1 ? '' : 's'} ahead. Choose an earlier date.`
    : null;
}

/** A session to check: its sport, court, date ('YYYY-MM-DD'), start ('HH:MM') and length in minutes. */
export interface BookableSession {
  sport: SportId;
  court: number;
  date: string;
  time: string;
  durationMinutes: number;
}

/** A span already taken on the session's court, minutes from the session date's midnight, [start, end). */
export interface OccupiedSpan {
  start: number;
  end: number;
  status: 'booked' | 'held';
}

export const unbookableReasons = ['past', 'beyondAdvance', 'coaching', 'booked', 'held'] as const;
export type UnbookableReason = (typeof unbookableReasons)[number];

/** Why a session cannot be booked, with the sentence a visitor or staff member reads. */
export interface Unbookable {
  reason: UnbookableReason;
  message: string;
}

/** 'Badminton Court 1 on Mon, 7 Dec 2026 at 2:00 PM'. */
export function describeCourtSession(s: Pick<BookableSession, 'sport' | 'court' | 'date' | 'time'>): string {
  return `${sportById(s.sport).name} Court ${s.court} on ${formatDisplayDate(s.date)} at ${to12Hour(s.time)}`;
}

const coachingHours = `Monday to Friday, ${to12Hour(COACHING_START)} to ${to12Hour(COACHING_END)}`;

/** The short reasons the slot grid puts in a disabled start's accessible name. */
export const unbookableShort: Readonly<Record<UnbookableReason, string>> = {
  past: 'in the past',
  beyondAdvance: 'beyond the days courts can be booked ahead',
  coaching: 'runs into coaching',
  booked: 'runs into a booked slot',
  held: 'runs into a slot held by another visitor',
};

/** How strictly "past" is read: a date before today (booking, staff) or a start already passed (reschedule). */
export type PastRule = 'date' | 'start';

/**
 * The first reason `session` cannot be booked at `at.now` (epoch ms) within `at.daysAhead`, or null when it can.
 * `occupied` are the spans taken on its court (the browser's view); `past` says whether a session earlier today is
 * past.
 */
export function unbookable(
  session: BookableSession,
  at: BookingWindow,
  occupied: readonly OccupiedSpan[] = [],
  past: PastRule = 'date',
): Unbookable | null {
  const what = describeCourtSession(session);
  const today = isoDateInKolkata(at.now);
  if (session.date < today || (past === 'start' && sessionStartMs(session.date, session.time) <= at.now))
    return { reason: 'past', message: `${what} is in the past. Please choose a later time.` };
  const tooFar = daysAheadProblem(session.date, today, at.daysAhead);
  if (tooFar) return { reason: 'beyondAdvance', message: tooFar };
  return spanConflict(session, occupied);
}

/** Whether a session's span meets a coaching block or an occupied span (the part of the rule the grid can see). */
export function spanConflict(session: BookableSession, occupied: readonly OccupiedSpan[]): Unbookable | null {
  const what = describeCourtSession(session);
  const start = minutesOf(session.time);
  const end = start + session.durationMinutes;
  for (let m = start; m < Math.min(end, 1440); m += 30) {
    if (isCoachingSlot(session.sport, session.date, slotTimes[m / 30]!))
      return {
        reason: 'coaching',
        message: `${what} overlaps badminton coaching (${coachingHours}). Please choose another time.`,
      };
  }
  const met = occupied.filter((o) => o.start < end && start < o.end);
  const status = met.some((o) => o.status === 'booked') ? 'booked' : met.length > 0 ? 'held' : null;
  if (status === 'booked')
    return { reason: 'booked', message: `${what} runs into a booked slot. Please choose another time or court.` };
  if (status === 'held')
    return {
      reason: 'held',
      message: `${what} runs into a slot another visitor is paying for. Please choose another time or court.`,
    };
  return null;
}

/**
 * The slot grid with the chosen duration: a free start whose span would meet a coaching, booked or held slot of the
 * same court and date is disabled, with the reason (`unfit`) for its accessible name; so is every free start of a
 * date after `bookableUntil` (the last date the server's window allows, when it said). Spans past midnight are the
 * server's to check.
 */
export function fitSlots<T extends TimeSlot>(
  slots: readonly T[],
  query: { sport: SportId; court: number | null; date: string | null; duration: number; bookableUntil?: string | null },
): T[] {
  const { sport, court, date, duration, bookableUntil } = query;
  if (date && bookableUntil && date > bookableUntil)
    return slots.map((slot) =>
      slot.isBooked || slot.isHeld || slot.isCoaching ? slot : { ...slot, unfit: 'beyondAdvance', disabled: true },
    );
  if (!date || court == null || !(duration > 0)) return [...slots];
  const occupied = occupiedSpansOf(
    Object.fromEntries(slots.map((s) => [s.time, s.isBooked ? 'booked' : s.isHeld ? 'held' : undefined])),
  );
  return slots.map((slot) => {
    if (slot.isBooked || slot.isHeld || slot.isCoaching) return slot;
    const conflict = spanConflict(
      { sport, court, date, time: slot.time, durationMinutes: Math.round(duration * 60) },
      occupied,
    );
    return conflict ? { ...slot, unfit: conflict.reason, disabled: true } : slot;
  });
}

/** True when `session` can be booked at `at` (see `unbookable`). */
export function bookable(
  session: BookableSession,
  at: BookingWindow,
  occupied: readonly OccupiedSpan[] = [],
  past: PastRule = 'date',
): boolean {
  return unbookable(session, at, occupied, past) === null;
}

/** The spans taken on one court from its 48 slot states (consecutive slots of one state merge). */
export function occupiedSpansOf(states: Readonly<Record<string, string | undefined>>): OccupiedSpan[] {
  const spans: OccupiedSpan[] = [];
  for (const time of slotTimes) {
    const state = states[time];
    if (state !== 'booked' && state !== 'held') continue;
    const start = minutesOf(time);
    const last = spans[spans.length - 1];
    if (last && last.end === start && last.status === state) last.end = start + 30;
    else spans.push({ start, end: start + 30, status: state });
  }
  return spans;
}
