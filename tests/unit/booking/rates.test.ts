import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { bookingSummaryView, calendarView } from '../../../machines/booking/booking.view';
import { initialMonth } from '../../../machines/booking/calendar';
import { bookingMachine, selectSessionsToPay, selectTotal } from '../../../machines/booking/booking.machine';
import { bandOf, defaultRateTable, hourlyRate, isPeakTime, sessionAmount, withSportRates } from '../../../machines/booking/rates';
import { buildSlots } from '../../../machines/booking/slots';

const TUESDAY = '2026-12-01';
const SATURDAY = '2026-12-05';
const tennis = { peak: 1200, offPeak: 900, weekend: 1500 };

describe('court rates: one table for every court price', () => {
  it('seeds the spec booking rule for every sport: 350 on weekdays at any hour, 500 at weekends', () => {
    for (const rates of Object.values(defaultRateTable)) {
      expect([hourlyRate(rates, TUESDAY, '07:00'), hourlyRate(rates, TUESDAY, '12:00'), hourlyRate(rates, SATURDAY, '07:00'), hourlyRate(rates, null)]).toEqual([350, 350, 500, 350]);
    }
  });

  it('bands: peak 6-10 AM and 4-10 PM on weekdays, off-peak otherwise (night included), weekend all day', () => {
    expect(['05:30', '06:00', '09:30', '10:00', '15:30', '16:00', '21:30', '22:00'].map(isPeakTime)).toEqual([false, true, true, false, false, true, true, false]);
    expect([bandOf(TUESDAY, '18:00'), bandOf(TUESDAY, '23:00'), bandOf(SATURDAY, '18:00')]).toEqual(['peak', 'offPeak', 'weekend']);
  });

  it('a session is charged at its starting slot rate for its whole duration; without a time a weekday shows its lowest rate', () => {
    expect(sessionAmount(tennis, TUESDAY, '15:30', 2)).toBe(1800);
    expect(sessionAmount(tennis, TUESDAY, '16:00', 1.5)).toBe(1800);
    expect(hourlyRate(tennis, TUESDAY)).toBe(900);
    expect(buildSlots({ sport: 'tennis', date: TUESDAY, court: 1, rates: tennis }).filter((s) => ['07:00', '12:00'].includes(s.time)).map((s) => s.price)).toEqual([1200, 900]);
  });

  it('the booking view shows what the server charges: slot, summary, calendar and filter label follow the table', () => {
    const table = withSportRates(defaultRateTable, 'tennis', tennis);
    const actor = createActor(bookingMachine, { input: { today: '2026-11-21', sport: 'tennis', rates: table } }).start();
    actor.send({ type: 'user.selectDate', date: TUESDAY });
    actor.send({ type: 'user.selectTime', time: '18:00' });
    actor.send({ type: 'user.selectDuration', duration: 2 });
    const snapshot = actor.getSnapshot();
    expect(selectTotal(snapshot)).toBe(2400);
    expect(selectSessionsToPay(snapshot)[0]).toMatchObject({ price: 1200, duration: 2 });
    const summary = bookingSummaryView({ mode: 'single', date: TUESDAY, time: '18:00', court: 1, duration: 2, sessions: [], sportRates: tennis });
    expect([summary.rate, summary.total, summary.payLabel]).toEqual(['₹1,200 per hour', '₹2,400', 'Pay ₹2,400']);
    const calendar = calendarView(initialMonth('2026-11-21'), { today: '2026-11-21', weekdaysOnly: false, selectedDate: null, rates: tennis });
    expect(calendar.filterLabel).toBe('₹900 Only');
    expect(calendar.filterHint).toBe('Weekdays ₹900 off-peak, ₹1,200 peak, weekends ₹1,500 per hour.');
    const saturday = calendar.days.find((d) => d?.date === SATURDAY)!;
    expect(saturday.price).toBe('₹1,500');
  });
});
