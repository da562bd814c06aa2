/**
 * The one bookable rule: past dates (or, for a reschedule, a start already passed), the settings' days ahead, the
 * coaching block over a session's whole span, and booked or held spans; and the slot grid's fit for a duration.
 */
import { describe, expect, test } from 'vitest';
import { fitSlots, occupiedSpansOf, unbookable, type BookableSession } from '../../../machines/booking/bookable.rules';
import { normaliseReference, referenceOf } from '../../../machines/booking/reference.rules';
import { buildSlots, isCoachingSlot, slotTimes } from '../../../machines/booking/slots';
import { addDays } from '../../../machines/time/dates';

// Monday 7 December 2026, 10:00 in India.
const NOW = Date.parse('2026-12-07T04:30:00Z');
/** The shipped setting: 7 days ahead. */
const AT = { now: NOW, daysAhead: 7 };
const MONDAY = '2026-12-07';
const TUESDAY = '2026-12-08';
const session = (over: Partial<BookableSession>): BookableSession => ({
  sport: 'badminton',
  court: 1,
  date: TUESDAY,
  time: '10:00',
  durationMinutes: 60,
  ...over,
});

describe('unbookable', () => {
  test('a free session ahead is bookable', () => {
    expect(unbookable(session({}), AT)).toBeNull();
  });

  test('a date before today is past; an earlier start today is past only for a reschedule', () => {
    expect(unbookable(session({ date: '2026-12-06' }), AT)?.reason).toBe('past');
    expect(unbookable(session({ date: MONDAY, time: '08:00' }), AT)).toBeNull();
    expect(unbookable(session({ date: MONDAY, time: '08:00' }), AT, [], 'start')?.message).toBe(
      'Badminton Court 1 on Mon, 7 Dec 2026 at 8:00 AM is in the past. Please choose a later time.',
    );
  });

  test('the window ends the settings’ days ahead after today, with the settings’ message', () => {
    expect(unbookable(session({ date: addDays(MONDAY, 7) }), AT)).toBeNull();
    expect(unbookable(session({ date: addDays(MONDAY, 8) }), AT)).toEqual({
      reason: 'beyondAdvance',
      message: 'Courts can be booked up to 7 days ahead. Choose an earlier date.',
    });
    expect(unbookable(session({ date: addDays(MONDAY, 8) }), { now: NOW, daysAhead: 60 })).toBeNull();
    expect(unbookable(session({ date: TUESDAY }), { now: NOW, daysAhead: 1 })).toBeNull();
    expect(unbookable(session({ date: addDays(MONDAY, 2) }), { now: NOW, daysAhead: 1 })?.message).toBe(
      'Courts can be booked up to 1 day ahead. Choose an earlier date.',
    );
  });

  test('a span that meets the coaching block is refused, not only its start; weekends and other sports are free', () => {
    expect(unbookable(session({ time: '14:00', durationMinutes: 240 }), AT)?.message).toBe(
      'Badminton Court 1 on Tue, 8 Dec 2026 at 2:00 PM overlaps badminton coaching (Monday to Friday, 4:30 PM to 8:00 PM). Please choose another time.',
    );
    expect(unbookable(session({ time: '12:00', durationMinutes: 240 }), AT)).toBeNull();
    expect(unbookable(session({ date: '2026-12-12', time: '14:00', durationMinutes: 240 }), AT)).toBeNull();
    expect(unbookable(session({ sport: 'tennis', time: '14:00', durationMinutes: 240 }), AT)).toBeNull();
  });

  test('a span that meets a booked or a held span is refused with its reason', () => {
    const spans = occupiedSpansOf({ '11:00': 'booked', '11:30': 'booked', '13:00': 'held' });
    expect(spans).toEqual([
      { start: 660, end: 720, status: 'booked' },
      { start: 780, end: 810, status: 'held' },
    ]);
    expect(unbookable(session({ time: '10:00', durationMinutes: 90 }), AT, spans)?.reason).toBe('booked');
    expect(unbookable(session({ time: '12:00', durationMinutes: 90 }), AT, spans)?.reason).toBe('held');
    expect(unbookable(session({ time: '12:00', durationMinutes: 60 }), AT, spans)).toBeNull();
  });
});

describe('fitSlots', () => {
  test('with 4 hours on a weekday, starts that would run into coaching are disabled with the reason', () => {
    // The server's day: every slot free but the coaching block.
    const states = Object.fromEntries(
      slotTimes.map((t) => [t, isCoachingSlot('badminton', TUESDAY, t) ? ('coaching' as const) : ('free' as const)]),
    );
    const availability = { sport: 'badminton' as const, date: TUESDAY, courts: { 1: states } };
    const slots = fitSlots(buildSlots({ sport: 'badminton', date: TUESDAY, court: 1, availability }), {
      sport: 'badminton',
      court: 1,
      date: TUESDAY,
      duration: 4,
    });
    const at = (time: string) => slots.find((s) => s.time === time)!;
    expect(at('14:00')).toMatchObject({ disabled: true, unfit: 'coaching' });
    expect(at('16:00')).toMatchObject({ disabled: true, unfit: 'coaching' });
    expect(at('16:30').unfit).toBeUndefined();
    expect(at('16:30').isCoaching).toBe(true);
  });

  test('a date after the last one the server’s window allows offers no start; booked and held ones keep their state', () => {
    const states = { '09:00': 'booked' as const, '10:00': 'held' as const };
    const availability = { sport: 'tennis' as const, date: TUESDAY, courts: { 1: states } };
    const slots = buildSlots({ sport: 'tennis', date: TUESDAY, court: 1, availability });
    const query = { sport: 'tennis' as const, court: 1, date: TUESDAY, duration: 1 };
    expect(fitSlots(slots, { ...query, bookableUntil: TUESDAY }).some((s) => s.unfit === 'beyondAdvance')).toBe(false);
    const closed = fitSlots(slots, { ...query, bookableUntil: MONDAY });
    expect(closed.every((s) => s.disabled)).toBe(true);
    expect(closed.find((s) => s.time === '08:00')!.unfit).toBe('beyondAdvance');
    const booked = closed.find((s) => s.time === '09:00')!;
    const held = closed.find((s) => s.time === '10:00')!;
    expect([booked.isBooked, booked.unfit, held.isHeld, held.unfit]).toEqual([true, undefined, true, undefined]);
  });
});

describe('booking references', () => {
  test('twelve 5-bit values read as POD-XXXX-XXXX-XXXX; typing is forgiving', () => {
    const reference = referenceOf([7, 19, 3, 20, 9, 23, 29, 10, 24, 2, 26, 11]);
    expect(reference).toBe('POD-7K3M-9QXA-R2TB');
    expect(normaliseReference('pod 7k3m 9qxa r2tb')).toBe(reference);
    expect(normaliseReference('7K3M-9QXA-R2TB')).toBe(reference);
    expect(normaliseReference('POD-7K3M-9QXA-R2T')).toBeNull();
    expect(normaliseReference('POD-7K3M-9QXA-R2TU')).toBeNull();
    expect(normaliseReference('POD-OOOO-IIII-LLLL')).toBe('POD-0000-1111-1111');
  });
});
