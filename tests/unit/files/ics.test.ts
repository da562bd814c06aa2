import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bookingIcs,
  escapeIcsText,
  foldIcsLine,
  icsFileName,
  icsLocalDateTime,
  icsUtcStamp,
} from '../../../machines/files/ics';
import { FIXED_NOW } from '../../../stories/fixtures/clock';

const utf8 = (s: string) => Buffer.byteLength(s, 'utf8');
const unfold = (ics: string) => ics.replace(/\r\n /g, '');

const sessions = [
  { id: '2026-12-07-18:00-1', date: '2026-12-07', time: '18:00', court: 1, duration: 1.5 },
  { id: '2026-12-08-23:30-2', date: '2026-12-08', time: '23:30', court: 2, duration: 4 },
];

describe('ics', () => {
  const ics = bookingIcs({
    sportName: 'Badminton',
    sessions,
    now: FIXED_NOW,
    paymentId: 'pay_ABC',
    location: 'POD, Sholinganallur, Chennai; near the OMR signal',
  });

  it('is a VCALENDAR with CRLF line ends and a Kolkata VTIMEZONE', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Asia/Kolkata\r\n');
    expect(ics).toContain('TZOFFSETTO:+0530');
  });

  it('has one VEVENT per paid session with local start and end (crossing midnight)', () => {
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    const text = unfold(ics);
    expect(text).toContain('DTSTART;TZID=Asia/Kolkata:20261207T180000');
    expect(text).toContain('DTEND;TZID=Asia/Kolkata:20261207T193000');
    expect(text).toContain('DTSTART;TZID=Asia/Kolkata:20261208T233000');
    expect(text).toContain('DTEND;TZID=Asia/Kolkata:20261209T033000');
    expect(text).toContain('DTSTAMP:20261121T043000Z');
    expect(text).toContain('SUMMARY:Badminton - Court 1 (POD)');
    expect(text).toContain('LOCATION:POD\\, Sholinganallur\\, Chennai\\; near the OMR signal');
    expect(text).toContain('DESCRIPTION:Badminton court booking at POD.\\nCourt 2\\, 4 hours.\\nPayment ID: pay_ABC');
    expect(new Set(text.match(/^UID:.*$/gm)).size).toBe(2);
  });

  it('skips invalid sessions', () => {
    const only = bookingIcs({ sportName: 'Tennis', sessions: [{ ...sessions[0]!, date: '2026-02-30' }], now: 0 });
    expect(only).not.toContain('BEGIN:VEVENT');
  });

  it('helpers', () => {
    expect(escapeIcsText('a\\b;c,d\r\ne\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
    expect(icsUtcStamp(Date.UTC(2026, 0, 2, 3, 4, 5))).toBe('20260102T030405Z');
    expect(icsLocalDateTime('2026-12-31', 25 * 60)).toBe('20270101T010000');
    expect(icsFileName('pay_A/B')).toBe('POD-Booking-pay_A_B.ics');
  });

  it('folds at 75 octets without splitting a character (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (value) => {
        const line = `DESCRIPTION:${escapeIcsText(value)}`;
        const folded = foldIcsLine(line);
        const parts = folded.split('\r\n');
        parts.forEach((part, i) => {
          expect(utf8(part)).toBeLessThanOrEqual(75);
          if (i > 0) expect(part.startsWith(' ')).toBe(true);
        });
        expect(folded.replace(/\r\n /g, '')).toBe(line);
        // A split character would show as U+FFFD; only count those the input did not already have.
        expect(folded.split('\uFFFD').length).toBe(line.split('\uFFFD').length);
      }),
      { numRuns: 300 },
    );
  });

  it('long text with ₹ folds and unfolds to the original', () => {
    const long = bookingIcs({ sportName: '₹'.repeat(60), sessions: [sessions[0]!], now: FIXED_NOW });
    for (const line of long.split('\r\n')) expect(utf8(line)).toBeLessThanOrEqual(75);
    expect(unfold(long)).toContain(`SUMMARY:${'₹'.repeat(60)} - Court 1 (POD)`);
  });
});

describe('bookingIcs with the server booking ids', () => {
  it('each event carries its booking id in the description and as its UID', () => {
    const text = bookingIcs({
      sportName: 'Badminton',
      sessions: [
        { id: 'a', date: '2026-12-07', time: '18:00', court: 1, duration: 1 },
        { id: 'b', date: '2026-12-08', time: '07:00', court: 2, duration: 2 },
      ],
      now: Date.UTC(2026, 10, 23),
      paymentId: 'pay_1',
      bookingIds: ['BK-AAAAAAAAAA', 'BK-BBBBBBBBBB'],
    });
    expect(text).toContain('UID:BK-AAAAAAAAAA@pod-booking');
    expect(text).toContain('UID:BK-BBBBBBBBBB@pod-booking');
    // Long lines are folded (CRLF + space); read them unfolded.
    expect(text.replace(/\r\n /g, '')).toContain('Booking ID: BK-BBBBBBBBBB');
  });
});
