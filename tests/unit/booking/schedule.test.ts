import { describe, expect, it } from 'vitest';
import { seededRateTable, withSportRates } from '../../../machines/booking/rates';
import {
  bookingSportOf,
  groupBooking,
  scheduleSlotsOf,
  schedulePackages,
  scheduleSportOf,
} from '../../../machines/booking/schedule';
import { sportScheduleView } from '../../../machines/booking/schedule.view';
import { sportIds } from '../../../machines/booking/sports';

describe('schedule constants (spec §9)', () => {
  it('prices the bands of a sport from the rate table the booking charges', () => {
    const priceOf = (sport: keyof typeof seededRateTable, type: string) =>
      scheduleSlotsOf(seededRateTable[sport]).find((s) => s.type === type)!.price;
    expect(sportIds.map((id) => priceOf(id, 'peak'))).toEqual([350, 1000, 800, 1500]);
    expect(sportIds.map((id) => priceOf(id, 'weekend'))).toEqual([500, 1000, 800, 1500]);
    const table = withSportRates(seededRateTable, 'tennis', { peak: 1200, offPeak: 900, weekend: 1500, lights: null });
    const tennis = scheduleSlotsOf(table.tennis).map((s) => s.price);
    expect(tennis).toEqual([1200, 900, 1200, 900, 1500]);
  });

  it('lists the bands in the order of the day, peak twice, the night at the off-peak rate, then the weekend', () => {
    expect(scheduleSlotsOf(seededRateTable.badminton).map((s) => [s.time, s.type])).toEqual([
      ['6:00 AM - 10:00 AM', 'peak'],
      ['10:00 AM - 4:00 PM', 'off-peak'],
      ['4:00 PM - 10:00 PM', 'peak'],
      ['10:00 PM - 6:00 AM', 'night'],
      ['Saturday and Sunday, all day', 'weekend'],
    ]);
  });

  it('a sport with lights: its evening peak and weekend end at 6 PM, then the lights rate until 6 AM every day', () => {
    expect(scheduleSlotsOf(seededRateTable.tennis).map((s) => [s.time, s.type, s.price])).toEqual([
      ['6:00 AM - 10:00 AM', 'peak', 1000],
      ['10:00 AM - 4:00 PM', 'off-peak', 1000],
      ['4:00 PM - 6:00 PM', 'peak', 1000],
      ['Saturday and Sunday, 6:00 AM - 6:00 PM', 'weekend', 1000],
      ['Every day, 6:00 PM - 6:00 AM', 'lights', 1200],
    ]);
  });

  it('a two-hour price shows under the table with its saving; other sports have no note', () => {
    expect(sportScheduleView(seededRateTable.futsal).note).toBe('Any 2 hours: ₹2,000 (save ₹1,000).');
    expect(sportScheduleView({ ...seededRateTable.futsal, twoHours: 3000 }).note).toBe('Any 2 hours: ₹3,000.');
    expect(sportScheduleView(seededRateTable.badminton).note).toBeNull();
    expect(sportScheduleView(seededRateTable.tennis).slots.at(-1)).toEqual({
      time: 'Every day, 6:00 PM - 6:00 AM',
      type: 'lights',
      price: '₹1,200',
    });
  });

  it('has the four packages with one popular', () => {
    expect(schedulePackages.map((p) => [p.name, p.price, p.durationDays])).toEqual([
      ['Monthly Unlimited', 4999, 30],
      ['Session Pack 10', 6500, 45],
      ['Session Pack 5', 3500, 30],
      ['Premium Annual', 49999, 365],
    ]);
    expect(schedulePackages.filter((p) => p.popular)).toHaveLength(1);
  });

  it('gives groups of 10 or more 15% off', () => {
    expect(groupBooking).toEqual({ minBookings: 10, discountPercent: 15 });
  });
});

describe('sport query values', () => {
  it('schedule: a known sport, else badminton', () => {
    expect(scheduleSportOf('tennis')).toBe('tennis');
    expect(scheduleSportOf('futsal')).toBe('futsal');
    for (const junk of [null, undefined, '', 'TENNIS', '<script>alert(1)</script>', 'cricket', ['tennis'], 42]) {
      expect(scheduleSportOf(junk)).toBe('badminton');
    }
  });

  it('sports page: a known sport, else null (the sport list)', () => {
    expect(bookingSportOf('pickleball')).toBe('pickleball');
    for (const junk of [null, '', '<script>', 'constructor', '__proto__', 'Badminton']) {
      expect(bookingSportOf(junk)).toBeNull();
    }
  });
});
