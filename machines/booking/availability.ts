/**
 * The server's availability for one sport and date, as the booking machine keeps it: each court's slot states by
 * time. Without it (stories, unit tests, a day not loaded yet) the slot rules fall back to the sample rule in
 * ./slots, so every screen state can be shown without a server.
 */
import type { AvailabilityResponse, AvailabilityState } from '../api/booking.schema';
import type { SportId } from './sports';

export interface DayAvailability {
  sport: SportId;
  date: string;
  /** Court number → time ('HH:MM') → state. */
  courts: Readonly<Record<number, Readonly<Record<string, AvailabilityState>>>>;
  /** The last date courts can be booked on (the server's window), when it said. */
  bookableUntil?: string;
}

/** Whether the chosen date's availability is shown, still loading, or failed to load. */
export type AvailabilityLoadStatus = 'ready' | 'loading' | 'error';

/** The response of `GET /api/availability` as a lookup. */
export function dayAvailabilityOf(response: AvailabilityResponse): DayAvailability {
  const courts: Record<number, Record<string, AvailabilityState>> = {};
  for (const { court, slots } of response.courts) {
    courts[court] = Object.fromEntries(slots.map((slot) => [slot.time, slot.state]));
  }
  return {
    sport: response.sport,
    date: response.date,
    courts,
    ...(response.bookableUntil ? { bookableUntil: response.bookableUntil } : {}),
  };
}

/** A slot's state from the server, or undefined when this day or court is not known. */
export function slotStateIn(
  day: DayAvailability | null | undefined,
  court: number | null | undefined,
  time: string,
): AvailabilityState | undefined {
  if (!day || court == null) return undefined;
  return day.courts[court]?.[time];
}
