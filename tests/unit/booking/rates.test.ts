import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { bookingSummaryView } from '../../../machines/booking/booking.view';
import { calendarView } from '../../../machines/booking/calendar.view';
import { initialMonth } from '../../../machines/booking/calendar';
import { bookingMachine } from '../../../machines/booking/booking.machine';
import { selectSessionsToPay, selectTotal } from '../../../machines/booking/booking.selectors';
import {
  bandOf,
  hourlyRate,
  isLitTime,
  isPeakTime,
  ratesOn,
  seededRateTable,
  sessionAmount,
  twoHourSaving,
  withSportRates,
  type SportRates,
} from '../../../machines/booking/rates';
import { buildSlots } from '../../../machines/booking/slots';

const TUESDAY = '2026-12-01';
const SATURDAY = '2026-12-05';
const plain = { lights: null, twoHours: null, addOns: [] } as const;
const tennis: SportRates = { peak: 1200, offPeak: 900, weekend: 1500, ...plain };
const { badminton, tennis: seededTennis, pickleball, futsal } = seededRateTable;

describe('court rates: one table for every court price', () => {
  it('seeds each sport as the centre advertises it', () => {
    const day = (rates: SportRates) => [
      hourlyRate(rates, TUESDAY, '07:00'),
      hourlyRate(rates, TUESDAY, '12:00'),
      hourlyRate(rates, SATURDAY, '07:00'),
      hourlyRate(rates, null),
    ];
    // Badminton: the spec's booking rule, 350 on weekdays at any hour, 500 at weekends.
    expect(day(badminton)).toEqual([350, 350, 500, 350]);
    expect([hourlyRate(badminton, TUESDAY, '20:00'), hourlyRate(badminton, SATURDAY, '22:00')]).toEqual([350, 500]);
    // Tennis 1,000 by day, 1,200 with lights; pickleball 800; futsal 1,500 an hour and 2,000 for two hours.
    expect(day(seededTennis)).toEqual([1000, 1000, 1000, 1000]);
    expect(seededTennis.lights).toBe(1200);
    expect(day(pickleball)).toEqual([800, 800, 800, 800]);
    expect(day(futsal)).toEqual([1500, 1500, 1500, 1500]);
    expect(futsal.twoHours).toBe(2000);
    // Every sport but badminton: the weekend rate equals the weekday rate until staff change it.
    for (const rates of [seededTennis, pickleball, futsal]) expect(rates.weekend).toBe(rates.peak);
    // The add-ons, one table: pickleball's racquet and ball is charged by the hour (800 + 200 = 1,000).
    expect(
      Object.fromEntries(
        Object.entries(seededRateTable).map(([id, r]) => [
          id,
          r.addOns.map((a) => `${a.name} ${a.price}${a.perHour ? '/h' : ''}`),
        ]),
      ),
    ).toEqual({
      badminton: ['Racket rental 50', 'Shoe rental 50'],
      tennis: ['Racquet rental 100', 'Balls 50'],
      pickleball: ['Racquet and ball 200/h'],
      futsal: ['Cricket bat and stumps 100', 'Shoe rental 50'],
    });
  });

  it('bands: peak 6-10 AM and 4-10 PM on weekdays, off-peak otherwise (night included), weekend all day', () => {
    expect(['05:30', '06:00', '09:30', '10:00', '15:30', '16:00', '21:30', '22:00'].map(isPeakTime)).toEqual([
      false,
      true,
      true,
      false,
      false,
      true,
      true,
      false,
    ]);
    expect([bandOf(TUESDAY, '18:00'), bandOf(TUESDAY, '23:00'), bandOf(SATURDAY, '18:00')]).toEqual([
      'peak',
      'offPeak',
      'weekend',
    ]);
  });

  it('lights: slots starting from 6 PM up to 6 AM, every day, cost the lights rate', () => {
    expect(['05:30', '06:00', '17:30', '18:00', '23:30', '00:00'].map(isLitTime)).toEqual([
      true,
      false,
      false,
      true,
      true,
      true,
    ]);
    const at = (date: string, time: string) => hourlyRate(seededTennis, date, time);
    expect([at(TUESDAY, '17:30'), at(TUESDAY, '18:00'), at(TUESDAY, '05:30'), at(TUESDAY, '06:00')]).toEqual([
      1000, 1200, 1200, 1000,
    ]);
    expect([at(SATURDAY, '12:00'), at(SATURDAY, '18:00'), at(SATURDAY, '00:00')]).toEqual([1000, 1200, 1200]);
    expect(sessionAmount(seededTennis, TUESDAY, '19:00', 2)).toBe(2400);
    // Without a time a date shows its lowest rate, lights included.
    expect(ratesOn(seededTennis, TUESDAY)).toEqual([1000, 1000, 1200]);
    expect(hourlyRate({ ...seededTennis, lights: 700 }, SATURDAY)).toBe(700);
    expect(hourlyRate(seededTennis, SATURDAY)).toBe(1000);
  });

  it('a two-hour price: each whole two hours at that price, the rest by the hour, and 1.5 hours never more than 2', () => {
    const amounts = [1, 1.5, 2, 2.5, 3, 4].map((hours) => sessionAmount(futsal, TUESDAY, '10:00', hours));
    expect(amounts).toEqual([1500, 2000, 2000, 2750, 3500, 4000]);
    expect(twoHourSaving(futsal)).toBe(1000);
    // What staff set is what two hours cost, shown and charged alike, even above two hours by the hour (no saving shown).
    expect([1, 1.5, 2].map((hours) => sessionAmount({ ...futsal, twoHours: 3500 }, TUESDAY, '10:00', hours))).toEqual([
      1500, 2250, 3500,
    ]);
    expect(twoHourSaving({ ...futsal, twoHours: 3500 })).toBe(0);
    expect(twoHourSaving(badminton)).toBe(0);
    // It applies on every band: two weekend hours cost the two-hour price too.
    expect(sessionAmount({ ...futsal, weekend: 1800 }, SATURDAY, '10:00', 1)).toBe(1800);
    expect(sessionAmount({ ...futsal, weekend: 1800 }, SATURDAY, '10:00', 2)).toBe(2000);
    expect(sessionAmount({ ...futsal, weekend: 1800 }, SATURDAY, '10:00', 3)).toBe(3800);
  });

  it('a session is charged at its starting slot rate for its whole duration; without a time a weekday shows its lowest rate', () => {
    expect(sessionAmount(tennis, TUESDAY, '15:30', 2)).toBe(1800);
    expect(sessionAmount(tennis, TUESDAY, '16:00', 1.5)).toBe(1800);
    expect(hourlyRate(tennis, TUESDAY)).toBe(900);
    expect(
      buildSlots({ sport: 'tennis', date: TUESDAY, court: 1, rates: tennis })
        .filter((s) => ['07:00', '12:00'].includes(s.time))
        .map((s) => s.price),
    ).toEqual([1200, 900]);
    expect(
      buildSlots({ sport: 'tennis', date: TUESDAY, court: 1, rates: seededTennis })
        .filter((s) => ['17:30', '18:00'].includes(s.time))
        .map((s) => s.price),
    ).toEqual([1000, 1200]);
  });

  it('the booking view shows what the server charges: slot, summary, calendar and filter label follow the table', () => {
    const table = withSportRates(seededRateTable, 'tennis', tennis);
    const actor = createActor(bookingMachine, {
      input: { today: '2026-11-21', sport: 'tennis', rates: table },
    }).start();
    actor.send({ type: 'user.selectDate', date: TUESDAY });
    actor.send({ type: 'user.selectTime', time: '18:00' });
    actor.send({ type: 'user.selectDuration', duration: 2 });
    const snapshot = actor.getSnapshot();
    expect(selectTotal(snapshot)).toBe(2400);
    expect(selectSessionsToPay(snapshot)[0]).toMatchObject({ price: 1200, duration: 2, amount: 2400 });
    const summary = bookingSummaryView({
      mode: 'single',
      date: TUESDAY,
      time: '18:00',
      court: 1,
      duration: 2,
      sessions: [],
      sportRates: tennis,
    });
    expect([summary.rate, summary.total, summary.payLabel]).toEqual(['₹1,200 per hour', '₹2,400', 'Pay ₹2,400']);
    const calendar = calendarView(initialMonth('2026-11-21'), {
      today: '2026-11-21',
      weekdaysOnly: false,
      selectedDate: null,
      rates: tennis,
    });
    expect(calendar.filterLabel).toBe('₹900 Only');
    expect(calendar.filterHint).toBe('Weekdays ₹900 off-peak, ₹1,200 peak, weekends ₹1,500 per hour.');
    const saturday = calendar.days.find((d) => d?.date === SATURDAY)!;
    expect(saturday.price).toBe('₹1,500');
  });

  it('the seeded table in the booking view: the weekday toggle reads each sport weekday rate, futsal 2 hours charge 2,000', () => {
    const calendarOf = (rates: SportRates) =>
      calendarView(initialMonth('2026-11-21'), { today: '2026-11-21', weekdaysOnly: false, selectedDate: null, rates });
    expect([badminton, seededTennis, pickleball, futsal].map((rates) => calendarOf(rates).filterLabel)).toEqual([
      '₹350 Only',
      '₹1,000 Only',
      '₹800 Only',
      '₹1,500 Only',
    ]);
    expect(calendarOf(seededTennis).filterHint).toBe(
      'Weekdays ₹1,000, weekends ₹1,000 per hour. With lights (6 PM-6 AM) ₹1,200 per hour.',
    );
    expect(calendarOf(seededTennis).days.find((d) => d?.date === TUESDAY)!.note).toBe(
      ' per hour or more (hours with lights cost more)',
    );
    const actor = createActor(bookingMachine, {
      input: { today: '2026-11-21', sport: 'futsal', rates: seededRateTable },
    }).start();
    actor.send({ type: 'user.selectDate', date: TUESDAY });
    actor.send({ type: 'user.selectTime', time: '10:00' });
    actor.send({ type: 'user.selectDuration', duration: 2 });
    expect(selectTotal(actor.getSnapshot())).toBe(2000);
    expect(selectSessionsToPay(actor.getSnapshot())[0]).toMatchObject({ price: 1500, duration: 2, amount: 2000 });
    const summary = bookingSummaryView({
      mode: 'single',
      date: TUESDAY,
      time: '10:00',
      court: 1,
      duration: 2,
      sessions: [],
      sportRates: futsal,
    });
    expect([summary.rate, summary.total, summary.payLabel]).toEqual([
      '₹1,500 per hour, ₹2,000 for 2 hours',
      '₹2,000',
      'Pay ₹2,000',
    ]);
  });
});
