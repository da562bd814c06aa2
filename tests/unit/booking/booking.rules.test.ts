import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addedTimesFor,
  bookingMessages,
  createSession,
  describeSession,
  isSingleBookingComplete,
  sessionId,
  sessionsTotal,
  sessionTotal,
  singleBookingTotal,
  slotsFor,
  validateNewSession,
} from '../../../machines/booking/booking.rules';

const MON = '2026-12-07';
const SAT = '2026-12-05';

describe('booking rules', () => {
  it('session id is date-time-court', () => {
    expect(sessionId(MON, '18:00', 2)).toBe('2026-12-07-18:00-2');
  });
  it('single booking complete only with date, time, court and duration >= 1', () => {
    const full = { date: MON, time: '18:00', court: 1, duration: 1 };
    expect(isSingleBookingComplete(full)).toBe(true);
    expect(isSingleBookingComplete({ ...full, date: null })).toBe(false);
    expect(isSingleBookingComplete({ ...full, time: null })).toBe(false);
    expect(isSingleBookingComplete({ ...full, court: null })).toBe(false);
    expect(isSingleBookingComplete({ ...full, duration: 0.5 })).toBe(false);
    expect(bookingMessages.incomplete).toBe('Please complete all booking details before proceeding to payment.');
    expect(bookingMessages.incompleteButtonLabel).toBe('Complete Booking Details');
  });
  it('adding a session: the three checks in order', () => {
    const existing = [createSession({ date: MON, time: '18:00', court: 1, duration: 1 })];
    expect(validateNewSession({ date: null, time: '18:00', court: 1, duration: 0 }, existing)).toEqual({
      title: 'Please select date and time',
      description: 'Choose both a date and time slot to add a session.',
    });
    expect(validateNewSession({ date: MON, time: null, court: 1, duration: 1 }, existing)).toBe(
      bookingMessages.missingDateTime,
    );
    expect(validateNewSession({ date: MON, time: '18:00', court: 1, duration: 0.5 }, existing)).toEqual({
      title: 'Minimum booking duration',
      description: 'Minimum booking duration is 1 hour.',
    });
    expect(validateNewSession({ date: MON, time: '18:00', court: 1, duration: 2 }, existing)).toEqual({
      title: 'Session already added',
      description: 'This date and time slot is already in your selection.',
    });
    expect(validateNewSession({ date: MON, time: '18:00', court: 2, duration: 2 }, existing)).toBeNull();
  });
  it('creates sessions with the date rate and totals them', () => {
    const weekday = createSession({ date: MON, time: '18:00', court: 1, duration: 1.5 });
    expect(weekday).toEqual({
      id: '2026-12-07-18:00-1',
      date: MON,
      time: '18:00',
      displayTime: '6:00 PM',
      price: 350,
      court: 1,
      duration: 1.5,
      amount: 525,
    });
    const weekend = createSession({ date: SAT, time: '07:30', court: null, duration: 2 });
    expect(weekend).toMatchObject({ price: 500, court: 1, displayTime: '7:30 AM' });
    expect(sessionTotal(weekday)).toBe(525);
    expect(sessionsTotal([weekday, weekend])).toBe(1525);
    expect(sessionsTotal([])).toBe(0);
    expect(singleBookingTotal({ date: SAT, duration: 3 })).toBe(1500);
    expect(singleBookingTotal({ date: null, duration: 1 })).toBe(350);
    expect(describeSession(weekday)).toBe('Mon, 7 Dec 2026 at 6:00 PM, Court 1');
  });
  it('multiple mode disables slots already added for the date (any court)', () => {
    const sessions = [createSession({ date: MON, time: '06:00', court: 2, duration: 1 })];
    expect(addedTimesFor(MON, sessions)).toEqual(['06:00']);
    expect(addedTimesFor(SAT, sessions)).toEqual([]);
    expect(addedTimesFor(null, sessions)).toEqual([]);
    const draft = { date: MON, time: null, court: 1, duration: 1 };
    expect(slotsFor('tennis', 'multiple', draft, sessions).find((s) => s.time === '06:00')!.disabled).toBe(true);
    const single = slotsFor('tennis', 'single', draft, sessions).find((s) => s.time === '06:00')!;
    expect(single.isAdded).toBe(false);
  });
  it('a session never validates twice (property)', () => {
    const date = fc.constantFrom(MON, SAT, '2026-12-08');
    const time = fc.constantFrom('06:00', '06:30', '18:00');
    fc.assert(
      fc.property(fc.array(fc.record({ date, time, court: fc.constantFrom(1, 2) }), { maxLength: 10 }), (drafts) => {
        const sessions: ReturnType<typeof createSession>[] = [];
        for (const d of drafts) {
          const draft = { ...d, duration: 1 };
          if (validateNewSession(draft, sessions) === null) sessions.push(createSession(draft));
        }
        expect(new Set(sessions.map((s) => s.id)).size).toBe(sessions.length);
      }),
    );
  });
});
