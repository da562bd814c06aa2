import { describe, expect, it } from 'vitest';
import {
  buildSlots,
  durations,
  hash32,
  isCoachingSlot,
  isDuration,
  isSampleBooked,
  isSlotAvailable,
  isSlotTime,
  MIN_DURATION,
  rateFor,
  SLOTS_PER_DAY,
  slotTimes,
  to12Hour,
} from '../../../machines/booking/slots';
import { sportIds } from '../../../machines/booking/sports';
import { defaultSportRates, sessionAmount } from '../../../machines/booking/rates';

const MON = '2026-12-07';
const FRI = '2026-12-11';
const SAT = '2026-12-05';
const SUN = '2026-12-06';

describe('slot times', () => {
  it('48 half-hour slots from 00:00 to 23:30', () => {
    expect(SLOTS_PER_DAY).toBe(48);
    expect(slotTimes).toHaveLength(48);
    expect(slotTimes[0]).toBe('00:00');
    expect(slotTimes[1]).toBe('00:30');
    expect(slotTimes[33]).toBe('16:30');
    expect(slotTimes[47]).toBe('23:30');
    expect(new Set(slotTimes).size).toBe(48);
    expect(isSlotTime('16:30')).toBe(true);
    expect(isSlotTime('16:15')).toBe(false);
  });
  it('12-hour display', () => {
    expect(to12Hour('00:00')).toBe('12:00 AM');
    expect(to12Hour('00:30')).toBe('12:30 AM');
    expect(to12Hour('09:00')).toBe('9:00 AM');
    expect(to12Hour('12:00')).toBe('12:00 PM');
    expect(to12Hour('16:30')).toBe('4:30 PM');
    expect(to12Hour('23:30')).toBe('11:30 PM');
  });
});

describe('rates', () => {
  it('350 on weekdays and without a date, 500 on Saturday and Sunday', () => {
    expect(rateFor(MON)).toBe(350);
    expect(rateFor(FRI)).toBe(350);
    expect(rateFor(SAT)).toBe(500);
    expect(rateFor(SUN)).toBe(500);
    expect(rateFor(null)).toBe(350);
    expect(rateFor(undefined)).toBe(350);
    expect(rateFor('garbage')).toBe(350);
  });
  it('total = rate × duration', () => {
    expect(sessionAmount(defaultSportRates, MON, null, 1.5)).toBe(525);
    expect(sessionAmount(defaultSportRates, SAT, null, 2.5)).toBe(1250);
    expect(sessionAmount(defaultSportRates, null, null, 4)).toBe(1400);
  });
  it('durations 1, 1.5, 2, 2.5, 3, 4; minimum 1', () => {
    expect(durations).toEqual([1, 1.5, 2, 2.5, 3, 4]);
    expect(MIN_DURATION).toBe(1);
    expect(isDuration(2.5)).toBe(true);
    expect(isDuration(0.5)).toBe(false);
    expect(isDuration('1')).toBe(false);
  });
});

describe('badminton coaching', () => {
  it('blocks Monday-Friday from 16:30 up to but not including 20:00', () => {
    expect(isCoachingSlot('badminton', MON, '16:00')).toBe(false);
    expect(isCoachingSlot('badminton', MON, '16:30')).toBe(true);
    expect(isCoachingSlot('badminton', FRI, '19:30')).toBe(true);
    expect(isCoachingSlot('badminton', FRI, '20:00')).toBe(false);
  });
  it('not on weekends, other sports, or without a date', () => {
    expect(isCoachingSlot('badminton', SAT, '17:00')).toBe(false);
    expect(isCoachingSlot('badminton', SUN, '17:00')).toBe(false);
    expect(isCoachingSlot('tennis', MON, '17:00')).toBe(false);
    expect(isCoachingSlot('badminton', null, '17:00')).toBe(false);
  });
  it('7 slots per weekday', () => {
    expect(buildSlots({ sport: 'badminton', date: MON, court: 1 }).filter((s) => s.isCoaching)).toHaveLength(7);
  });
});

describe('sample booked slots', () => {
  it('are deterministic from date, sport and court', () => {
    const a = buildSlots({ sport: 'tennis', date: MON, court: 1 }).map((s) => s.isBooked);
    const b = buildSlots({ sport: 'tennis', date: MON, court: 1 }).map((s) => s.isBooked);
    expect(a).toEqual(b);
    expect(hash32('abc')).toBe(hash32('abc'));
    expect(hash32('abc')).not.toBe(hash32('abd'));
  });
  it('vary with date, sport and court, and some but not most slots are booked', () => {
    const pattern = (sport: (typeof sportIds)[number], date: string, court: number) =>
      buildSlots({ sport, date, court })
        .map((s) => (s.isBooked ? 'x' : '.'))
        .join('');
    const patterns = new Set<string>();
    for (const sport of sportIds)
      for (const date of [MON, FRI, SAT]) for (const court of [1, 2]) patterns.add(pattern(sport, date, court));
    expect(patterns.size).toBeGreaterThan(20);
    const booked = [...patterns]
      .join('')
      .split('')
      .filter((c) => c === 'x').length;
    const total = [...patterns].join('').length;
    expect(booked / total).toBeGreaterThan(0.05);
    expect(booked / total).toBeLessThan(0.4);
  });
  it('none without a date or court', () => {
    expect(buildSlots({ sport: 'tennis', date: null, court: 1 }).some((s) => s.isBooked)).toBe(false);
    expect(isSampleBooked(MON, 'tennis', null, '10:00')).toBe(false);
  });
});

describe('buildSlots', () => {
  it('marks price, selection, added and disabled', () => {
    const slots = buildSlots({ sport: 'badminton', date: SAT, court: 1, selectedTime: '06:00', addedTimes: ['07:00'] });
    expect(slots).toHaveLength(48);
    expect(slots.every((s) => s.price === 500)).toBe(true);
    expect(slots.find((s) => s.time === '06:00')!.isSelected).toBe(true);
    const added = slots.find((s) => s.time === '07:00')!;
    expect(added.isAdded && added.disabled).toBe(true);
    for (const s of slots) expect(s.disabled).toBe(s.isBooked || s.isCoaching || s.isAdded);
    expect(slots.find((s) => s.time === '16:30')!.display).toBe('4:30 PM');
  });
  it('availability matches the grid', () => {
    const query = { sport: 'badminton' as const, date: MON, court: 2, addedTimes: ['08:00'] };
    const slots = buildSlots(query);
    for (const s of slots) expect(isSlotAvailable(query, s.time)).toBe(!s.disabled);
    expect(isSlotAvailable(query, '08:15')).toBe(false);
  });
});
