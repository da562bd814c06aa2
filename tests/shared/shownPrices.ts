/**
 * The prices a visitor reads on /schedule and /faq, as claims a hold can check: each says which session it prices
 * ("₹1,200 with lights (6 PM to 6 AM)": one hour from 7 PM on a weekday) and what it costs. The API test builds the
 * texts with the pages' view code from GET /api/rates, the e2e test reads them from the served HTML; both then hold
 * each session and compare the server's amount.
 */
import { isCoachingSlot } from '../../machines/booking/slots';
import type { SportId } from '../../machines/booking/sports';

export interface PriceClaim {
  /** Where the price was read, for the failure message. */
  shown: string;
  /** Rupees. */
  price: number;
  session: { date: string; time: string; duration: number };
}

/** A weekday, a Saturday and a Sunday in the future of the server's clock. */
export interface ClaimDates {
  weekday: string;
  saturday: string;
  sunday: string;
}

/** '₹1,200' -> 1200. */
export const rupees = (text: string) => Number(text.replace(/[₹,]/g, ''));

/** '6:00 PM' -> '18:00'. */
function clockOf(text: string): string {
  const [, h, m, half] = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(text)!;
  return `${String((Number(h) % 12) + (half === 'PM' ? 12 : 0)).padStart(2, '0')}:${m}`;
}

/** The hour before 'HH:MM' (the last whole hour of a band that ends there). */
const hourBefore = (time: string) =>
  `${String((Number(time.slice(0, 2)) + 23) % 24).padStart(2, '0')}:${time.slice(3)}`;

/**
 * The schedule table's claims: each row at the first and last hour of its band, on the days it names (weekday rows on
 * a weekday, 'Saturday and Sunday' on both, 'Every day' on a weekday and a Saturday), leaving out badminton's weekday
 * coaching block (it cannot be booked); and the note's two-hour price, two hours from 10 AM on a weekday.
 */
export function scheduleClaims(
  sport: SportId,
  rows: readonly { time: string; price: string }[],
  note: string | null,
  dates: ClaimDates,
): PriceClaim[] {
  const claims: PriceClaim[] = [];
  for (const row of rows) {
    const match =
      /^(?:(Saturday and Sunday|Every day)(?:, )?)?(?:(\d{1,2}:\d{2} [AP]M) - (\d{1,2}:\d{2} [AP]M)|all day)$/.exec(
        row.time,
      );
    if (!match) throw new Error(`Unreadable schedule row "${row.time}"`);
    const [, days, from, to] = match;
    const onDates =
      days === 'Saturday and Sunday'
        ? [dates.saturday, dates.sunday]
        : days === 'Every day'
          ? [dates.weekday, dates.saturday]
          : [dates.weekday];
    const times = from && to ? [clockOf(from), hourBefore(clockOf(to))] : ['00:00', '12:00', '23:00'];
    for (const date of onDates) {
      for (const time of times) {
        if (isCoachingSlot(sport, date, time) || isCoachingSlot(sport, date, `${time.slice(0, 2)}:30`)) continue;
        claims.push({
          shown: `${row.time} ${row.price}`,
          price: rupees(row.price),
          session: { date, time, duration: 1 },
        });
      }
    }
  }
  const twoHours = note && /^Any 2 hours: (₹[\d,]+)/.exec(note);
  if (twoHours)
    claims.push({
      shown: note,
      price: rupees(twoHours[1]!),
      session: { date: dates.weekday, time: '10:00', duration: 2 },
    });
  return claims;
}

/**
 * The claims of the sport's sentence in the FAQ's "How much does a court cost?" answer: its hourly price on a weekday
 * morning (and off-peak at noon when it names one), at the weekend, with lights, and for 2 hours (none in badminton's
 * coaching block).
 */
export function faqClaims(sport: SportId, name: string, answer: string, dates: ClaimDates): PriceClaim[] {
  const sentence = answer.split(/(?<=\.) /).find((s) => s.startsWith(`${name} is `));
  if (!sentence) throw new Error(`The FAQ names no price for ${name}: ${answer}`);
  const claim = (price: string, date: string, time: string, duration = 1): PriceClaim => ({
    shown: sentence,
    price: rupees(price),
    session: { date, time, duration },
  });
  const hourly =
    /^\S+ is (₹[\d,]+) an hour(?: at peak times \(weekdays 6-10 AM and 4-10 PM\), (₹[\d,]+) at other weekday hours)?(?: on weekdays)?(?: and (₹[\d,]+) on weekends)?/.exec(
      sentence,
    )!;
  const claims = [claim(hourly[1]!, dates.weekday, '07:00'), claim(hourly[3] ?? hourly[1]!, dates.saturday, '12:00')];
  if (hourly[2]) claims.push(claim(hourly[2], dates.weekday, '12:00'));
  const lights = /or (₹[\d,]+) with lights \(6 PM to 6 AM\)/.exec(sentence);
  if (lights) claims.push(claim(lights[1]!, dates.weekday, '19:00'), claim(lights[1]!, dates.saturday, '05:00'));
  const twoHours = /or (₹[\d,]+) for 2 hours/.exec(sentence);
  if (twoHours) claims.push(claim(twoHours[1]!, dates.weekday, '10:00', 2));
  return claims.filter(({ session }) => !isCoachingSlot(sport, session.date, session.time));
}
