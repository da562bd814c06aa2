import { describe, expect, it } from 'vitest';
import { defaultRateTable, withSportRates } from '../../../machines/booking/rates';
import { bookingSportOf, groupBooking, scheduleSlots, scheduleSlotsOf, schedulePackages, scheduleSportOf } from '../../../machines/booking/schedule';

describe('schedule constants (spec §9)', () => {
  it('prices the bands per sport from the rate table the booking charges (seeded: 350 weekdays, 500 weekends)', () => {
    const byType = (type: string) => scheduleSlots.find((s) => s.type === type)!.prices;
    expect(byType('peak')).toEqual({ badminton: 350, tennis: 350, pickleball: 350, futsal: 350 });
    expect(byType('weekend')).toEqual({ badminton: 500, tennis: 500, pickleball: 500, futsal: 500 });
    const table = withSportRates(defaultRateTable, 'tennis', { peak: 1200, offPeak: 900, weekend: 1500 });
    const tennis = scheduleSlotsOf(table).map((s) => s.prices.tennis);
    expect(tennis).toEqual([1200, 900, 1200, 900, 1500]);
  });

  it('lists the bands in the order of the day, peak twice, the night at the off-peak rate, then the weekend', () => {
    expect(scheduleSlots.map((s) => [s.time, s.type])).toEqual([
      ['6:00 AM - 10:00 AM', 'peak'],
      ['10:00 AM - 4:00 PM', 'off-peak'],
      ['4:00 PM - 10:00 PM', 'peak'],
      ['10:00 PM - 6:00 AM', 'night'],
      ['Saturday and Sunday, all day', 'weekend'],
    ]);
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
