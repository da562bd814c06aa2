/**
 * How much of the courts one visitor may hold at once while paying. A visitor is known by the address their
 * requests come from and by the phone number they give; the cap counts each, so neither a second phone number from
 * one address nor one phone number from several addresses holds more. A new hold by the same visitor (same address
 * and same phone number) gives their previous one back first. The server enforces it (server/services/booking.ts).
 */

/** Court-hours one visitor may hold at once (one court for one hour is one court-hour). */
export const MAX_HELD_COURT_HOURS = 8;

/** The court-hours of a set of sessions (durations in hours). */
export function courtHoursOf(sessions: readonly { duration: number }[]): number {
  return sessions.reduce((sum, s) => sum + s.duration, 0);
}

/** Hours as read: '1 court-hour', '2.5 court-hours'. */
export function formatCourtHours(hours: number): string {
  const rounded = Math.round(hours * 10) / 10;
  return `${rounded} court-hour${rounded === 1 ? '' : 's'}`;
}
