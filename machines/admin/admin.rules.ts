/**
 * Admin rules shared by the server (which computes the dashboard) and the view models: coaching blocks as ranges,
 * open court-hours of a day, occupancy, and which sport a payment belongs to.
 */
import { isCoachingSlot, minutesOf, slotTimes } from '../booking/slots';
import { courtsBySport, sportIds, sports, type SportId } from '../booking/sports';

export interface MinuteRange {
  /** Minutes from midnight. */
  start: number;
  end: number;
}

/** A sport's coaching blocks on a date as ranges of minutes (badminton, Monday to Friday, 16:30 up to 20:00). */
export function coachingBlocks(sport: SportId, date: string): MinuteRange[] {
  const blocks: MinuteRange[] = [];
  for (const time of slotTimes) {
    if (!isCoachingSlot(sport, date, time)) continue;
    const start = minutesOf(time);
    const last = blocks[blocks.length - 1];
    if (last && last.end === start) last.end = start + 30;
    else blocks.push({ start, end: start + 30 });
  }
  return blocks;
}

/** Court-hours open to bookings on a date: every court for 24 hours, less its coaching blocks. */
export function openCourtHours(date: string): number {
  return sportIds.reduce((sum, sport) => {
    const coaching = coachingBlocks(sport, date).reduce((m, b) => m + (b.end - b.start), 0) / 60;
    return sum + courtsBySport[sport] * (24 - coaching);
  }, 0);
}

/** Booked over open court-hours as a whole percentage (0 when nothing is open). */
export function occupancyPercent(bookedHours: number, openHours: number): number {
  if (openHours <= 0) return 0;
  return Math.min(100, Math.round((bookedHours / openHours) * 100));
}

/** The sport of a court-booking payment from its product name ("Tennis court booking"), else null. */
export function sportOfProductName(productName: string): SportId | null {
  const name = productName.trim().toLowerCase();
  const sport = sports.find(
    (s) => name.startsWith(`${s.name.toLowerCase()} court`) || name.startsWith(`${s.id} court`),
  );
  return sport ? sport.id : null;
}

/** The last 10 digits of a phone number: how one customer is recognised across bookings and orders. */
export function phoneKey(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length > 10 ? digits.slice(-10) : digits;
}
