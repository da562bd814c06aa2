import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { bookingMachine } from '../../../machines/booking/booking.machine';
import { selectMode, selectTotal } from '../../../machines/booking/booking.selectors';
import { createSession, slotsFor } from '../../../machines/booking/booking.rules';
import {
  availabilityMessages,
  slotConflictMessage,
  slotGridView,
  slotState,
} from '../../../machines/booking/slotGrid.view';
import {
  bookingConfirmationView,
  bookingSummaryView,
  bookingView,
  durationOptionViews,
  sessionListView,
} from '../../../machines/booking/booking.view';
import { calendarView, type CalendarDayView } from '../../../machines/booking/calendar.view';
import { buildSlots } from '../../../machines/booking/slots';
import { sports } from '../../../machines/booking/sports';
import { sportView } from '../../../machines/booking/sports.view';
import { schedulePackageView, scheduleSlotView, sportScheduleView } from '../../../machines/booking/schedule.view';
import { schedulePackages, scheduleSlotsOf } from '../../../machines/booking/schedule';
import { defaultSportRates, seededRateTable } from '../../../machines/booking/rates';

const TODAY = '2026-11-21'; // Saturday
const DECEMBER = { year: 2026, month: 12 };
const WEEKDAY = '2026-12-01'; // Tuesday
const WEEKEND = '2026-12-05'; // Saturday

const dayOf = (days: ReadonlyArray<CalendarDayView | null>, date: string) => {
  const day = days.find((d) => d?.date === date);
  if (!day) throw new Error(`no ${date}`);
  return day;
};

describe('calendarView', () => {
  test('names the month, formats each day price and reads weekday, price and state', () => {
    const view = calendarView(DECEMBER, { today: TODAY, weekdaysOnly: false, selectedDate: WEEKDAY });
    expect(view.monthLabel).toBe('December 2026');
    expect(view.days.slice(0, 2)).toEqual([null, null]); // 1 December 2026 is a Tuesday
    expect(dayOf(view.days, WEEKDAY)).toMatchObject({
      day: 1,
      weekday: 'Tuesday',
      price: '₹350',
      note: ' per hour',
      state: 'selected',
    });
    expect(dayOf(view.days, WEEKEND)).toMatchObject({
      weekday: 'Saturday',
      price: '₹500',
      state: 'available',
      isWeekend: true,
    });
    expect(view.filterLabel).toBe('₹350 Only');
    expect(view.filterHint).toBe('Weekdays ₹350, weekends ₹500 per hour.');
    expect(view.canGoPrev).toBe(true);
  });

  test('filtered weekends show no price and say why; the hint and label switch', () => {
    const view = calendarView(DECEMBER, { today: TODAY, weekdaysOnly: true, selectedDate: null });
    expect(dayOf(view.days, WEEKEND)).toMatchObject({
      price: null,
      state: 'filtered',
      disabled: true,
      note: 'weekend, hidden by the ₹350 filter',
    });
    expect(view.filterLabel).toBe('Show All');
    expect(view.filterHint).toBe('Showing weekdays only (₹350 per hour).');
  });

  test("today's month: past days are disabled, today is marked, and Previous month is off", () => {
    const view = calendarView({ year: 2026, month: 11 }, { today: TODAY, weekdaysOnly: false, selectedDate: null });
    expect(dayOf(view.days, '2026-11-20')).toMatchObject({
      state: 'past',
      disabled: true,
      note: ' per hour, unavailable (past)',
    });
    expect(dayOf(view.days, TODAY)).toMatchObject({ isToday: true, state: 'available' });
    expect(view.days.filter((d) => d?.isToday)).toHaveLength(1);
    expect(view.canGoPrev).toBe(false);
  });

  test('key moves: days, weeks, week ends and months, with the neighbouring month flagged', () => {
    const view = calendarView(DECEMBER, { today: TODAY, weekdaysOnly: false, selectedDate: null });
    const { moves } = dayOf(view.days, WEEKDAY);
    expect(moves).toEqual({
      ArrowLeft: { date: '2026-11-30', month: 'previous' },
      ArrowRight: { date: '2026-12-02', month: 'same' },
      ArrowUp: { date: '2026-11-24', month: 'previous' },
      ArrowDown: { date: '2026-12-08', month: 'same' },
      Home: { date: '2026-11-29', month: 'previous' },
      End: { date: '2026-12-05', month: 'same' },
      PageUp: { date: '2026-11-01', month: 'previous' },
      PageDown: { date: '2027-01-01', month: 'next' },
    });
    // 31 December + 1 month is clamped to 31 January; from 31 January, PageDown lands on 28 February.
    expect(dayOf(view.days, '2026-12-31').moves.PageDown).toEqual({ date: '2027-01-31', month: 'next' });
    const january = calendarView({ year: 2027, month: 1 }, { today: TODAY, weekdaysOnly: false, selectedDate: null });
    expect(dayOf(january.days, '2027-01-31').moves.PageDown).toEqual({ date: '2027-02-28', month: 'next' });
  });

  test('no move leaves the bookable months (before the month of today)', () => {
    const view = calendarView({ year: 2026, month: 11 }, { today: TODAY, weekdaysOnly: false, selectedDate: null });
    const first = dayOf(view.days, '2026-11-01');
    expect(first.moves.ArrowLeft).toBeUndefined();
    expect(first.moves.PageUp).toBeUndefined();
    expect(first.moves.ArrowUp).toBeUndefined();
    expect(first.moves.ArrowRight).toEqual({ date: '2026-11-02', month: 'same' });
  });
});

describe('slotGridView', () => {
  test('formats price, time and the accessible name; blocked slots carry their word', () => {
    const view = slotGridView(
      slotsFor('badminton', 'single', { date: WEEKDAY, time: null, court: 1, duration: 1 }, []),
      {
        date: WEEKDAY,
        mode: 'single',
      },
    );
    expect(view.dateLabel).toBe('Tuesday, 1 December 2026');
    expect(view.slots).toHaveLength(48);
    const coaching = view.slots.find((s) => s.time === '16:30')!;
    expect(coaching).toMatchObject({
      display: '4:30 PM',
      price: '₹350',
      state: 'coaching',
      disabled: true,
      note: 'Coaching',
    });
    expect(coaching.name).toBe('Tuesday, 1 December 2026, 4:30 PM, ₹350 per hour, Coaching');
    const free = view.slots.find((s) => s.state === 'available')!;
    expect(free.disabled).toBe(false);
    expect(free.note).toBeNull();
    expect(free.name).toMatch(/^Tuesday, 1 December 2026, \d+:\d\d [AP]M, ₹350 per hour$/);
    expect(view.legend.map((l) => l.label)).toEqual(['Available', 'Selected', 'Booked', 'Coaching']);
    expect(view.status).toBe('ready');
  });

  test('a held slot is disabled, says Held, and adds Held to the legend; multiple mode adds Added', () => {
    const base = buildSlots({ sport: 'tennis', date: WEEKEND, court: 1 });
    const freeTime = base.find((s) => !s.disabled)!.time;
    const slots = base.map((s) => ({ ...s, isHeld: s.time === freeTime }));
    const view = slotGridView(slots, { date: WEEKEND, mode: 'multiple' });
    const held = view.slots.find((s) => s.time === freeTime)!;
    expect(held).toMatchObject({ state: 'held', disabled: true, note: 'Held', price: '₹500' });
    expect(held.name.endsWith(', ₹500 per hour, Held')).toBe(true);
    expect(view.legend.map((l) => l.state)).toEqual(['available', 'selected', 'booked', 'held', 'coaching', 'added']);
  });

  test('a start on a date past the booking window is disabled and says why in its name', () => {
    const base = buildSlots({ sport: 'tennis', date: WEEKEND, court: 1 });
    const slots = base.map((s) => ({ ...s, disabled: true, unfit: 'beyondAdvance' as const }));
    const closed = slotGridView(slots, { date: WEEKEND, mode: 'single' }).slots[0]!;
    expect(closed).toMatchObject({
      disabled: true,
      note: 'Not bookable yet: beyond the days courts can be booked ahead',
    });
    expect(closed.name).toBe(
      'Saturday, 5 December 2026, 12:00 AM, ₹500 per hour, Not bookable yet: beyond the days courts can be booked ahead',
    );
  });

  test('state precedence: booked, held, coaching, added, selected', () => {
    const slot = buildSlots({ sport: 'tennis', date: WEEKDAY, court: 1 })[0]!;
    expect(slotState({ ...slot, isBooked: true, isHeld: true, isCoaching: true })).toBe('booked');
    expect(slotState({ ...slot, isBooked: false, isHeld: true, isCoaching: true })).toBe('held');
    expect(slotState({ ...slot, isBooked: false, isCoaching: true, isAdded: true })).toBe('coaching');
    expect(slotState({ ...slot, isBooked: false, isCoaching: false, isAdded: true, isSelected: true })).toBe('added');
    expect(slotState({ ...slot, isBooked: false, isCoaching: false, isAdded: false, isSelected: true })).toBe(
      'selected',
    );
  });

  test('without a date there is no label; loading and error carry their texts', () => {
    expect(slotGridView([], { date: null, mode: 'single' }).dateLabel).toBeNull();
    const failed = slotGridView([], { date: WEEKDAY, mode: 'single', status: 'error' });
    expect(failed.status).toBe('error');
    expect(failed.errorMessage).toBe("We couldn't load the free slots. Check your connection and try again.");
    expect(failed.retryLabel).toBe('Retry');
    expect(slotGridView([], { date: WEEKDAY, mode: 'single', status: 'loading' }).loadingMessage).toBe(
      availabilityMessages.loading,
    );
  });

  test('the conflict notice names the time and court', () => {
    expect(slotConflictMessage({ time: '18:00', court: 1 })).toBe(
      'Sorry, 6:00 PM on Court 1 was just booked by someone else. Pick another time; your other choices are kept.',
    );
  });
});

describe('bookingSummaryView', () => {
  test('incomplete single booking: Not selected rows, Complete Booking Details, disabled', () => {
    expect(bookingSummaryView({ mode: 'single', date: null, time: null, court: 1, duration: 1, sessions: [] })).toEqual(
      {
        date: null,
        court: 'Court 1',
        time: null,
        duration: '1 hour',
        rate: '₹350 per hour',
        total: '₹350',
        complete: false,
        payLabel: 'Complete Booking Details',
        payDisabled: true,
        payAmount: 0,
      },
    );
  });

  test('complete weekend booking: ₹500 × 1.5 hours = ₹750', () => {
    expect(
      bookingSummaryView({ mode: 'single', date: WEEKEND, time: '18:00', court: 2, duration: 1.5, sessions: [] }),
    ).toMatchObject({
      date: 'Saturday, 5 December 2026',
      court: 'Court 2',
      time: '6:00 PM',
      duration: '1.5 hours',
      rate: '₹500 per hour',
      total: '₹750',
      complete: true,
      payLabel: 'Pay ₹750',
      payDisabled: false,
      payAmount: 750,
    });
  });

  test('multiple mode pays every added session and agrees with the machine', () => {
    const actor = createActor(bookingMachine, { input: { today: TODAY, sport: 'badminton' } }).start();
    actor.send({ type: 'user.setMode', mode: 'multiple' });
    actor.send({ type: 'user.selectDate', date: WEEKEND });
    const free = slotsFor('badminton', 'multiple', { date: WEEKEND, time: null, court: 1, duration: 1 }, []).find(
      (s) => !s.disabled,
    )!;
    actor.send({ type: 'user.selectTime', time: free.time });
    actor.send({ type: 'user.selectDuration', duration: 2 });
    actor.send({ type: 'user.addSession' });
    const snapshot = actor.getSnapshot();
    expect(selectMode(snapshot)).toBe('multiple');
    const view = bookingSummaryView({ mode: 'multiple', ...snapshot.context });
    expect(view.payAmount).toBe(selectTotal(snapshot));
    expect(view.payLabel).toBe('Pay ₹1,000');
    expect(view.total).toBe('₹350'); // the next session: no date yet, 1 hour
  });
});

describe('sessions and confirmation', () => {
  const sessions = [
    createSession({ date: WEEKDAY, time: '07:00', court: 1, duration: 1 }),
    createSession({ date: WEEKEND, time: '18:00', court: 2, duration: 2 }),
  ];

  test('each session reads short date, time, court and hours, priced rate × duration; the total is combined', () => {
    const view = sessionListView(sessions);
    expect(view.sessions[1]).toEqual({
      id: '2026-12-05-18:00-2',
      date: 'Sat, 5 Dec 2026',
      detail: '6:00 PM, Court 2, 2 hours',
      price: '₹1,000',
      label: 'Sat, 5 Dec 2026, 6:00 PM, Court 2, 2 hours',
    });
    expect(view.total).toBe('₹1,350');
    expect(sessionListView([]).total).toBe('₹0');
  });

  test('the confirmation lists the labels and the amount paid', () => {
    expect(bookingConfirmationView({ sessions, total: 1350, paymentId: 'pay_1' })).toEqual({
      sessions: [
        { id: '2026-12-01-07:00-1', label: 'Tue, 1 Dec 2026, 7:00 AM, Court 1, 1 hour' },
        { id: '2026-12-05-18:00-2', label: 'Sat, 5 Dec 2026, 6:00 PM, Court 2, 2 hours' },
      ],
      total: '₹1,350',
      paymentId: 'pay_1',
      reference: null,
      manageHref: null,
    });
    // With the server's reference: shown, and My booking linked with it filled in.
    expect(
      bookingConfirmationView({ sessions, total: 1350, paymentId: 'pay_1', reference: 'POD-7K3M-9QXA-R2TB' }),
    ).toMatchObject({ reference: 'POD-7K3M-9QXA-R2TB', manageHref: '/my-booking?ref=POD-7K3M-9QXA-R2TB' });
  });

  test('durations read 1 hour ... 4 hours', () => {
    expect(durationOptionViews.map((d) => d.label)).toEqual([
      '1 hour',
      '1.5 hours',
      '2 hours',
      '2.5 hours',
      '3 hours',
      '4 hours',
    ]);
    expect(durationOptionViews.map((d) => d.hours)).toEqual([1, 1.5, 2, 2.5, 3, 4]);
  });
});

describe('bookingView', () => {
  test('composes the parts from the machine context; the conflict and confirmation appear only when given', () => {
    const actor = createActor(bookingMachine, { input: { today: TODAY, sport: 'futsal' } }).start();
    const { context } = actor.getSnapshot();
    const view = bookingView({ context: { ...context, sport: 'futsal' }, mode: 'single' });
    expect(view.sport).toEqual({ id: 'futsal', name: 'Futsal', image: '⚽' });
    expect(view.courts).toEqual([1]);
    expect(view.calendar.monthLabel).toBe('December 2026');
    expect(view.slots.dateLabel).toBeNull();
    expect(view.summary.payLabel).toBe('Complete Booking Details');
    expect(view.conflict).toBeNull();
    expect(view.confirmation).toBeNull();
    const later = bookingView({
      context: { ...context, sport: 'futsal' },
      mode: 'single',
      availability: 'loading',
      conflict: { time: '06:30', court: 1 },
      paid: { sessions: [], total: 1500, paymentId: 'pay_2' },
    });
    expect(later.slots.status).toBe('loading');
    expect(later.conflict).toBe(
      'Sorry, 6:30 AM on Court 1 was just booked by someone else. Pick another time; your other choices are kept.',
    );
    expect(later.confirmation?.total).toBe('₹1,500');
  });
});

describe('sport list and schedule views', () => {
  test('sport cards and price lines come from the rate table the booking charges, formatted', () => {
    const sport = sports.find((s) => s.id === 'futsal')!;
    const ruled = sportView(sport, defaultSportRates);
    expect(ruled).toMatchObject({ courts: 1 });
    expect(ruled.prices.map((p) => `${p.label} ${p.price}`)).toEqual([
      'Peak ₹350/hr',
      'Off-peak ₹350/hr',
      'Weekend ₹500/hr',
    ]);
    expect(ruled.pricing).toEqual([
      { type: 'Weekdays (Mon-Fri)', price: '₹350', unit: 'per hour', popular: true },
      { type: 'Weekends (Sat-Sun)', price: '₹500', unit: 'per hour' },
    ]);
    const edited = sportView(sport, {
      ...seededRateTable.futsal,
      peak: 2000,
      offPeak: 1500,
      weekend: 2400,
      twoHours: null,
    });
    expect(edited.prices.map((p) => p.price)).toEqual(['₹2,000/hr', '₹1,500/hr', '₹2,400/hr']);
    expect(edited.pricing.map((p) => `${p.type}: ${p.price}`)).toEqual([
      'Weekdays, peak (6-10 AM, 4-10 PM): ₹2,000',
      'Weekdays, off-peak: ₹1,500',
      'Weekends (Sat-Sun): ₹2,400',
    ]);
    const futsal = sportView(sport, seededRateTable.futsal);
    expect(futsal.prices.map((p) => `${p.label} ${p.price}`)).toEqual([
      'Peak ₹1,500/hr',
      'Off-peak ₹1,500/hr',
      'Weekend ₹1,500/hr',
      '2 hours ₹2,000',
    ]);
    expect(futsal.pricing).toEqual([
      { type: 'Every day', price: '₹1,500', unit: 'per hour' },
      { type: '2 hours', price: '₹2,000', unit: 'per session', popular: true, savings: '₹1,000' },
    ]);
    expect(futsal.addOns).toEqual([
      { name: 'Cricket bat and stumps', price: '₹100' },
      { name: 'Shoe rental', price: '₹50' },
    ]);
    const tennis = sportView(
      sports.find((s) => s.id === 'tennis')!,
      seededRateTable.tennis,
    );
    expect(tennis.prices.at(-1)).toEqual({ label: 'With lights', price: '₹1,200/hr' });
    expect(tennis.pricing.map((p) => `${p.type}: ${p.price}${p.popular ? ' (popular)' : ''}`)).toEqual([
      'Without lights: ₹1,000',
      'With lights (6 PM-6 AM): ₹1,200 (popular)',
    ]);
    expect(
      sportView(
        sports.find((s) => s.id === 'pickleball')!,
        seededRateTable.pickleball,
      ).addOns,
    ).toEqual([{ name: 'Racquet and ball', price: '₹200/hr' }]);
  });

  test('schedule prices and packages are formatted', () => {
    expect(scheduleSlotView(scheduleSlotsOf(seededRateTable.badminton)[0]!).price).toBe('₹350');
    expect(sportScheduleView(seededRateTable.tennis).slots.map((s) => s.price)).toEqual([
      '₹1,000',
      '₹1,000',
      '₹1,000',
      '₹1,000',
      '₹1,200',
    ]);
    expect(schedulePackages.map(schedulePackageView).map((p) => p.price)).toEqual([
      '₹4,999',
      '₹6,500',
      '₹3,500',
      '₹49,999',
    ]);
  });
});
