/**
 * An iCalendar (RFC 5545) file for paid court sessions: one VEVENT per session, local times in Asia/Kolkata
 * with its VTIMEZONE, CRLF line endings, lines folded at 75 octets (never inside a UTF-8 character) and TEXT
 * values escaped. DTSTAMP comes from the `now` input.
 */
import { addDays, formatHours, parseIsoDate } from '../time/dates';
import { minutesOf } from '../booking/slots';

export const ICS_TZID = 'Asia/Kolkata';
export const ICS_MIME_TYPE = 'text/calendar;charset=utf-8';

/** A paid session as the calendar needs it. */
export interface IcsSession {
  /** `${date}-${time}-${court}`. */
  id: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  /** 'HH:MM'. */
  time: string;
  court: number;
  /** Hours. */
  duration: number;
}

export interface IcsInput {
  sportName: string;
  sessions: readonly IcsSession[];
  /** The instant the file is made (DTSTAMP). */
  now: Date | number;
  /** The provider's payment id, written in each description and used in UIDs. */
  paymentId?: string;
  /** The booking reference (manage it on /my-booking), written first in each description. */
  reference?: string | null;
  /** The server's booking ids, one per session in the same order: written in each description and used as UIDs. */
  bookingIds?: readonly string[];
  /** The centre's address (LOCATION). */
  location?: string;
  /** The calendar's organisation name; default 'POD'. */
  organiser?: string;
  /**
   * The events' revision (SEQUENCE): a file with a higher one replaces the events of the same UID a calendar holds
   * (a moved session's file after its confirmation's). Absent: the first revision.
   */
  sequence?: number;
}

/** The revision of a change made at `ms`: whole minutes since 1970, so a later change has a higher one. */
export const icsRevisionAt = (ms: number): number => Math.floor(ms / 60_000);

/** 'POD-Booking-pay_123.ics' (unsafe characters replaced). */
export function icsFileName(paymentId: string): string {
  return `POD-Booking-${paymentId.replace(/[^A-Za-z0-9_-]/g, '_') || 'booking'}.ics`;
}

/** Escapes a TEXT value: backslash, semicolon, comma and line breaks. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const utf8Length = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/** Folds one content line into lines of at most 75 octets; continuation lines start with a space. */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75;
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0) ?? 0);
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = 74; // the leading space takes one octet
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** 'YYYYMMDDTHHMMSSZ' in UTC. */
export function icsUtcStamp(now: Date | number): string {
  const d = new Date(typeof now === 'number' ? now : now.getTime());
  return `${d.getUTCFullYear()}${pad2(d.getUTCMonth() + 1)}${pad2(d.getUTCDate())}T${pad2(d.getUTCHours())}${pad2(d.getUTCMinutes())}${pad2(d.getUTCSeconds())}Z`;
}

/** Local date-time 'YYYYMMDDTHHMMSS' of a date plus minutes since its midnight (may roll into later days). */
export function icsLocalDateTime(date: string, minutes: number): string {
  const dayOffset = Math.floor(minutes / 1440);
  const rest = minutes - dayOffset * 1440;
  const day = addDays(date, dayOffset).replace(/-/g, '');
  return `${day}T${pad2(Math.floor(rest / 60))}${pad2(Math.round(rest % 60))}00`;
}

const uidPart = (value: string) => value.replace(/[^A-Za-z0-9._-]/g, '-');

/** The .ics text (CRLF line ends, final CRLF included). Sessions with an invalid date or time are skipped. */
export function bookingIcs(input: IcsInput): string {
  const organiser = input.organiser ?? 'POD';
  const stamp = icsUtcStamp(input.now);
  const events = input.sessions
    .map((s, i) => ({ ...s, bookingId: input.bookingIds?.[i] }))
    .filter((s) => parseIsoDate(s.date) !== null && /^\d{2}:\d{2}$/.test(s.time) && s.duration > 0)
    .flatMap((s) => {
      const start = minutesOf(s.time);
      const end = start + Math.round(s.duration * 60);
      const description = [
        input.reference ? `Booking reference: ${input.reference}` : undefined,
        `${input.sportName} court booking at ${organiser}.`,
        `Court ${s.court}, ${formatHours(s.duration)}.`,
        s.bookingId ? `Booking ID: ${s.bookingId}` : undefined,
        input.paymentId ? `Payment ID: ${input.paymentId}` : undefined,
      ]
        .filter(Boolean)
        .join('\n');
      return [
        'BEGIN:VEVENT',
        s.bookingId
          ? `UID:${uidPart(s.bookingId)}@pod-booking`
          : `UID:${uidPart(input.paymentId ?? 'booking')}-${uidPart(s.id)}-${uidPart(input.sportName.toLowerCase())}@pod-booking`,
        `DTSTAMP:${stamp}`,
        ...(input.sequence ? [`SEQUENCE:${input.sequence}`] : []),
        `DTSTART;TZID=${ICS_TZID}:${icsLocalDateTime(s.date, start)}`,
        `DTEND;TZID=${ICS_TZID}:${icsLocalDateTime(s.date, end)}`,
        `SUMMARY:${escapeIcsText(`${input.sportName} - Court ${s.court} (${organiser})`)}`,
        ...(input.location ? [`LOCATION:${escapeIcsText(input.location)}`] : []),
        `DESCRIPTION:${escapeIcsText(description)}`,
        'STATUS:CONFIRMED',
        'END:VEVENT',
      ];
    });
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${organiser}//Court Booking//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VTIMEZONE',
    `TZID:${ICS_TZID}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0530',
    'TZOFFSETTO:+0530',
    'TZNAME:IST',
    'END:STANDARD',
    'END:VTIMEZONE',
    ...events,
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}
