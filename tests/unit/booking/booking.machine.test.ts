import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { bookingMachine } from '../../../machines/booking/booking.machine';
import {
  selectCalendar,
  selectCompleteness,
  selectMode,
  selectPaymentOrder,
  selectSessionsToPay,
  selectSlots,
  selectTotal,
} from '../../../machines/booking/booking.selectors';
import {
  type AvailabilityRequest,
  type BookingEmitted,
  type BookingInput,
} from '../../../machines/booking/booking.context';
import type { AvailabilityResponse } from '../../../machines/api/booking.schema';
import { buildSlots, slotTimes } from '../../../machines/booking/slots';

const TODAY = '2026-11-21';
const MON = '2026-12-07';
const TUE = '2026-12-08';
const SAT = '2026-12-05';

/** Slots free on every given date and court (so tests do not depend on where the sample hash falls). */
const freeTimes = (sport: 'badminton' | 'tennis', dates: string[]) =>
  slotTimes.filter((time) =>
    dates.every((date) =>
      [1, 2].every((court) => !buildSlots({ sport, date, court }).find((s) => s.time === time)!.disabled),
    ),
  );
const [FREE, FREE2] = freeTimes('badminton', [MON, TUE, SAT]) as [string, string];
const TENNIS_FREE = freeTimes('tennis', [MON])[0]!;

function start(input: BookingInput = { today: TODAY }) {
  const actor = createActor(bookingMachine, { input });
  const emitted: BookingEmitted[] = [];
  actor.on('*', (e) => emitted.push(e as BookingEmitted));
  actor.start();
  return { actor, emitted, ctx: () => actor.getSnapshot().context };
}

describe('booking machine: views and mode', () => {
  it('has free sample slots to test with', () => {
    expect(FREE).toMatch(/^\d{2}:\d{2}$/);
    expect(FREE2).toMatch(/^\d{2}:\d{2}$/);
    expect(TENNIS_FREE).toMatch(/^\d{2}:\d{2}$/);
  });

  it('starts on the sport list; the calendar opens on the next month', () => {
    const { actor, ctx } = start();
    expect(actor.getSnapshot().value).toBe('sportList');
    expect(ctx().visibleMonth).toEqual({ year: 2026, month: 12 });
    expect(selectSlots(actor.getSnapshot())).toEqual([]);
    expect(selectPaymentOrder(actor.getSnapshot())).toBeNull();
  });

  it('choosing a sport opens the booking view in single mode; Back returns to the list', () => {
    const { actor, ctx } = start();
    actor.send({ type: 'user.selectSport', sport: 'tennis' });
    expect(actor.getSnapshot().value).toEqual({ booking: 'single' });
    expect(ctx()).toMatchObject({ sport: 'tennis', court: 1, duration: 1, date: null, time: null, sessions: [] });
    actor.send({ type: 'user.back' });
    expect(actor.getSnapshot().value).toBe('sportList');
    actor.send({ type: 'user.selectSport', sport: 'cricket' as never });
    expect(actor.getSnapshot().value).toBe('sportList');
  });

  it('can start on a sport from the input', () => {
    const { actor } = start({ today: TODAY, sport: 'futsal' });
    expect(actor.getSnapshot().value).toEqual({ booking: 'single' });
  });

  it('mode toggles; deselecting the current mode is ignored', () => {
    const { actor } = start({ today: TODAY, sport: 'badminton' });
    actor.send({ type: 'user.setMode', mode: 'single' });
    expect(selectMode(actor.getSnapshot())).toBe('single');
    actor.send({ type: 'user.setMode', mode: 'multiple' });
    expect(selectMode(actor.getSnapshot())).toBe('multiple');
    actor.send({ type: 'user.setMode', mode: 'multiple' });
    expect(actor.getSnapshot().value).toEqual({ booking: 'multiple' });
    actor.send({ type: 'user.setMode', mode: 'single' });
    expect(actor.getSnapshot().value).toEqual({ booking: 'single' });
  });
});

describe('booking machine: selection', () => {
  it('single mode: a new date clears the slot; past dates are ignored', () => {
    const { actor, ctx } = start({ today: TODAY, sport: 'badminton' });
    actor.send({ type: 'user.selectDate', date: MON });
    actor.send({ type: 'user.selectTime', time: FREE });
    expect(ctx().time).toBe(FREE);
    actor.send({ type: 'user.selectDate', date: TUE });
    expect(ctx()).toMatchObject({ date: TUE, time: null });
    actor.send({ type: 'user.selectDate', date: '2026-11-20' });
    actor.send({ type: 'user.selectDate', date: 'not a date' });
    expect(ctx().date).toBe(TUE);
    actor.send({ type: 'user.selectDate', date: TODAY });
    expect(ctx().date).toBe(TODAY);
  });

  it('booked and coaching slots cannot be chosen', () => {
    const { actor, ctx } = start({ today: TODAY, sport: 'badminton' });
    actor.send({ type: 'user.selectDate', date: MON });
    actor.send({ type: 'user.selectTime', time: '17:00' });
    expect(ctx().time).toBeNull();
    const booked = buildSlots({ sport: 'badminton', date: MON, court: 1 }).find((s) => s.isBooked);
    expect(booked).toBeDefined();
    actor.send({ type: 'user.selectTime', time: booked!.time });
    expect(ctx().time).toBeNull();
    actor.send({ type: 'user.selectTime', time: '17:15' });
    expect(ctx().time).toBeNull();
  });

  it('courts are limited per sport and a court change drops a slot booked on the new court', () => {
    const { actor, ctx } = start({ today: TODAY, sport: 'futsal' });
    actor.send({ type: 'user.selectCourt', court: 2 });
    expect(ctx().court).toBe(1);
    const other = start({ today: TODAY, sport: 'tennis' });
    other.actor.send({ type: 'user.selectDate', date: MON });
    const bookedOn2 = buildSlots({ sport: 'tennis', date: MON, court: 2 }).find(
      (s) =>
        s.isBooked && !buildSlots({ sport: 'tennis', date: MON, court: 1 }).find((t) => t.time === s.time)!.disabled,
    );
    other.actor.send({ type: 'user.selectTime', time: TENNIS_FREE });
    other.actor.send({ type: 'user.selectCourt', court: 2 });
    expect(other.ctx()).toMatchObject({ court: 2, time: TENNIS_FREE });
    expect(bookedOn2).toBeDefined();
    other.actor.send({ type: 'user.selectCourt', court: 1 });
    other.actor.send({ type: 'user.selectTime', time: bookedOn2!.time });
    expect(other.ctx().time).toBe(bookedOn2!.time);
    other.actor.send({ type: 'user.selectCourt', court: 2 });
    expect(other.ctx()).toMatchObject({ court: 2, time: null });
  });

  it('durations are the six options', () => {
    const { actor, ctx } = start({ today: TODAY, sport: 'tennis' });
    actor.send({ type: 'user.selectDuration', duration: 2.5 });
    expect(ctx().duration).toBe(2.5);
    actor.send({ type: 'user.selectDuration', duration: 0.5 });
    actor.send({ type: 'user.selectDuration', duration: 5 });
    expect(ctx().duration).toBe(2.5);
  });

  it('completeness message, label and totals in single mode', () => {
    const { actor } = start({ today: TODAY, sport: 'badminton' });
    expect(selectCompleteness(actor.getSnapshot())).toEqual({
      complete: false,
      message: 'Please complete all booking details before proceeding to payment.',
      buttonLabel: 'Complete Booking Details',
    });
    expect(selectTotal(actor.getSnapshot())).toBe(0);
    actor.send({ type: 'user.selectDate', date: SAT });
    actor.send({ type: 'user.selectTime', time: FREE });
    actor.send({ type: 'user.selectDuration', duration: 1.5 });
    expect(selectCompleteness(actor.getSnapshot())).toEqual({ complete: true });
    expect(selectTotal(actor.getSnapshot())).toBe(750);
    expect(selectSessionsToPay(actor.getSnapshot())).toHaveLength(1);
    expect(selectPaymentOrder(actor.getSnapshot())).toEqual({
      amount: 750,
      productName: 'Badminton court booking',
      booking: {
        sport: 'badminton',
        sportName: 'Badminton',
        sessions: [expect.objectContaining({ id: `${SAT}-${FREE}-1`, time: FREE, price: 500, duration: 1.5 })],
      },
    });
  });

  it('the calendar: previous/next, weekdays-only filter drops a chosen weekend date', () => {
    const { actor, ctx } = start({ today: TODAY, sport: 'badminton' });
    actor.send({ type: 'user.nextMonth' });
    expect(ctx().visibleMonth).toEqual({ year: 2027, month: 1 });
    actor.send({ type: 'user.prevMonth' });
    actor.send({ type: 'user.prevMonth' });
    expect(ctx().visibleMonth).toEqual({ year: 2026, month: 11 });
    expect(selectCalendar(actor.getSnapshot()).filterLabel).toBe('₹350 Only');
    actor.send({ type: 'user.selectDate', date: SAT });
    actor.send({ type: 'user.toggleWeekdaysOnly' });
    expect(ctx()).toMatchObject({ weekdaysOnly: true, date: null });
    expect(selectCalendar(actor.getSnapshot()).filterLabel).toBe('Show All');
    actor.send({ type: 'user.selectDate', date: SAT });
    expect(ctx().date).toBeNull();
    actor.send({ type: 'user.selectDate', date: MON });
    actor.send({ type: 'user.toggleWeekdaysOnly' });
    expect(ctx()).toMatchObject({ weekdaysOnly: false, date: MON });
  });
});

describe('booking machine: multiple sessions', () => {
  function multi() {
    const h = start({ today: TODAY, sport: 'badminton' });
    h.actor.send({ type: 'user.setMode', mode: 'multiple' });
    return h;
  }

  it('Add Session validates: missing date or time', () => {
    const { actor, emitted, ctx } = multi();
    actor.send({ type: 'user.addSession' });
    expect(emitted).toEqual([
      {
        type: 'toast',
        title: 'Please select date and time',
        description: 'Choose both a date and time slot to add a session.',
        variant: 'destructive',
      },
    ]);
    expect(ctx().sessions).toEqual([]);
  });

  it('adds, resets date, time and duration to 1, and disables the added slot for that date', () => {
    const { actor, emitted, ctx } = multi();
    actor.send({ type: 'user.selectDate', date: MON });
    actor.send({ type: 'user.selectTime', time: FREE });
    actor.send({ type: 'user.selectDuration', duration: 2 });
    actor.send({ type: 'user.addSession' });
    expect(ctx().sessions).toEqual([
      {
        id: `${MON}-${FREE}-1`,
        date: MON,
        time: FREE,
        displayTime: expect.any(String),
        price: 350,
        court: 1,
        duration: 2,
        amount: 700,
      },
    ]);
    expect(ctx()).toMatchObject({ date: null, time: null, duration: 1 });
    expect(emitted.at(-1)).toMatchObject({ type: 'toast', title: 'Session added!', variant: 'default' });
    actor.send({ type: 'user.selectDate', date: MON });
    expect(selectSlots(actor.getSnapshot()).find((s) => s.time === FREE)).toMatchObject({
      isAdded: true,
      disabled: true,
    });
    actor.send({ type: 'user.selectTime', time: FREE });
    expect(ctx().time).toBeNull();
    actor.send({ type: 'user.selectCourt', court: 2 });
    actor.send({ type: 'user.selectTime', time: FREE });
    expect(ctx().time).toBeNull();
    expect(selectTotal(actor.getSnapshot())).toBe(700);
    expect(selectCompleteness(actor.getSnapshot())).toEqual({ complete: true });
  });

  it('a date change keeps the slot unless it was added for the new date', () => {
    const { actor, ctx } = multi();
    actor.send({ type: 'user.selectDate', date: MON });
    actor.send({ type: 'user.selectTime', time: FREE });
    actor.send({ type: 'user.addSession' });
    actor.send({ type: 'user.selectDate', date: TUE });
    actor.send({ type: 'user.selectTime', time: FREE });
    actor.send({ type: 'user.selectDate', date: SAT });
    expect(ctx().time).toBe(FREE);
    actor.send({ type: 'user.selectDate', date: MON });
    expect(ctx().time).toBeNull();
  });

  it('entering multiple mode drops a slot already added for the date', () => {
    const { actor, ctx } = multi();
    actor.send({ type: 'user.selectDate', date: MON });
    actor.send({ type: 'user.selectTime', time: FREE });
    actor.send({ type: 'user.addSession' });
    actor.send({ type: 'user.setMode', mode: 'single' });
    actor.send({ type: 'user.selectDate', date: MON });
    actor.send({ type: 'user.selectTime', time: FREE });
    expect(ctx().time).toBe(FREE);
    actor.send({ type: 'user.setMode', mode: 'multiple' });
    expect(ctx().time).toBeNull();
  });

  it('duplicate and minimum-duration checks', () => {
    const { actor, emitted } = multi();
    actor.send({ type: 'user.selectDate', date: MON });
    actor.send({ type: 'user.selectTime', time: FREE });
    actor.send({ type: 'user.addSession' });
    // The grid prevents choosing the added slot again; the rule still guards a duplicate sent directly.
    const snapshot = actor.getSnapshot();
    const forced = bookingMachine.resolveState({
      value: { booking: 'multiple' },
      context: { ...snapshot.context, date: MON, time: FREE, duration: 1 },
    });
    const dup = createActor(bookingMachine, { snapshot: forced, input: { today: TODAY } });
    const dupEmitted: BookingEmitted[] = [];
    dup.on('toast', (e) => dupEmitted.push(e));
    dup.start();
    dup.send({ type: 'user.addSession' });
    expect(dupEmitted).toEqual([
      {
        type: 'toast',
        title: 'Session already added',
        description: 'This date and time slot is already in your selection.',
        variant: 'destructive',
      },
    ]);
    const short = createActor(bookingMachine, {
      snapshot: bookingMachine.resolveState({
        value: { booking: 'multiple' },
        context: { ...snapshot.context, date: TUE, time: FREE, duration: 0.5 },
      }),
      input: { today: TODAY },
    });
    const shortEmitted: BookingEmitted[] = [];
    short.on('toast', (e) => shortEmitted.push(e));
    short.start();
    short.send({ type: 'user.addSession' });
    expect(shortEmitted[0]).toMatchObject({
      title: 'Minimum booking duration',
      description: 'Minimum booking duration is 1 hour.',
    });
    expect(emitted).toHaveLength(1);
  });

  it('Remove and Clear All', () => {
    const { actor, emitted, ctx } = multi();
    for (const [date, time] of [
      [MON, FREE],
      [TUE, FREE],
      [MON, FREE2],
    ] as const) {
      actor.send({ type: 'user.selectDate', date });
      actor.send({ type: 'user.selectTime', time });
      actor.send({ type: 'user.addSession' });
    }
    expect(ctx().sessions).toHaveLength(3);
    expect(selectPaymentOrder(actor.getSnapshot())?.productName).toBe('Badminton court booking (3 sessions)');
    actor.send({ type: 'user.removeSession', id: `${TUE}-${FREE}-1` });
    expect(ctx().sessions.map((s) => s.date)).toEqual([MON, MON]);
    expect(emitted.at(-1)).toEqual({ type: 'toast', title: 'Session removed', variant: 'default' });
    actor.send({ type: 'user.removeSession', id: 'nope' });
    expect(ctx().sessions).toHaveLength(2);
    actor.send({ type: 'user.clearSessions' });
    expect(ctx().sessions).toEqual([]);
    expect(emitted.at(-1)).toEqual({ type: 'toast', title: 'All sessions cleared', variant: 'default' });
    const count = emitted.length;
    actor.send({ type: 'user.clearSessions' });
    expect(emitted).toHaveLength(count);
    expect(selectCompleteness(actor.getSnapshot()).complete).toBe(false);
    expect(selectPaymentOrder(actor.getSnapshot())).toBeNull();
  });

  it('booking.paid clears the selection and sessions', () => {
    const { actor, ctx } = multi();
    actor.send({ type: 'user.selectDate', date: MON });
    actor.send({ type: 'user.selectTime', time: FREE });
    actor.send({ type: 'user.addSession' });
    actor.send({ type: 'user.selectDate', date: TUE });
    actor.send({ type: 'booking.paid' });
    expect(ctx()).toMatchObject({ sport: 'badminton', date: null, time: null, duration: 1, sessions: [], court: 1 });
    expect(actor.getSnapshot().value).toEqual({ booking: 'multiple' });
  });
});

describe('booking machine: availability from the server', () => {
  const dayOf = (date: string, booked: string[] = [], held: string[] = []): AvailabilityResponse => ({
    sport: 'badminton',
    date,
    ratePerHour: 350,
    courts: [1, 2].map((court) => ({
      court,
      slots: slotTimes.map((time) => ({
        time,
        state:
          court === 1 && booked.includes(time)
            ? ('booked' as const)
            : court === 1 && held.includes(time)
              ? ('held' as const)
              : ('free' as const),
        price: 350,
      })),
    })),
  });
  const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

  function withServer(answer: (input: AvailabilityRequest) => Promise<AvailabilityResponse>) {
    const calls: string[] = [];
    const machine = bookingMachine.provide({
      actors: {
        loadAvailability: fromPromise<AvailabilityResponse | null, AvailabilityRequest>(async ({ input }) => {
          calls.push(input.date);
          return answer(input);
        }),
      },
    });
    const actor = createActor(machine, { input: { today: TODAY, sport: 'badminton' } }).start();
    return { actor, calls };
  }

  it('a chosen date loads; booked and held slots from the server cannot be chosen; the grid shows them', async () => {
    const { actor, calls } = withServer(async ({ date }) => dayOf(date, [FREE], [FREE2]));
    actor.send({ type: 'user.selectDate', date: MON });
    expect(actor.getSnapshot().context.availabilityStatus).toBe('loading');
    await flush();
    expect(calls).toEqual([MON]);
    expect(actor.getSnapshot().context.availabilityStatus).toBe('ready');
    actor.send({ type: 'user.selectTime', time: FREE });
    actor.send({ type: 'user.selectTime', time: FREE2 });
    expect(actor.getSnapshot().context.time).toBeNull();
    const slots = selectSlots(actor.getSnapshot());
    expect(slots.find((s) => s.time === FREE)).toMatchObject({ isBooked: true, disabled: true });
    expect(slots.find((s) => s.time === FREE2)).toMatchObject({ isHeld: true, disabled: true });
  });

  it('a failed load is an error; Retry loads again', async () => {
    let fail = true;
    const { actor, calls } = withServer(async ({ date }) => {
      if (fail) throw new Error('offline');
      return dayOf(date);
    });
    actor.send({ type: 'user.selectDate', date: MON });
    await flush();
    expect(actor.getSnapshot().context.availabilityStatus).toBe('error');
    fail = false;
    actor.send({ type: 'user.retryAvailability' });
    expect(actor.getSnapshot().context.availabilityStatus).toBe('loading');
    await flush();
    expect(actor.getSnapshot().context.availabilityStatus).toBe('ready');
    expect(calls).toEqual([MON, MON]);
  });

  it('only the last chosen date applies when answers cross', async () => {
    const slow: Array<() => void> = [];
    const { actor } = withServer(({ date }) => new Promise((resolve) => slow.push(() => resolve(dayOf(date, [FREE])))));
    actor.send({ type: 'user.selectDate', date: MON });
    actor.send({ type: 'user.selectDate', date: TUE });
    slow.forEach((resolve) => resolve());
    await flush();
    expect(actor.getSnapshot().context.availability?.date).toBe(TUE);
  });

  it('a chosen slot that the fresh availability shows as taken is let go', async () => {
    let booked: string[] = [];
    const { actor } = withServer(async ({ date }) => dayOf(date, booked));
    actor.send({ type: 'user.selectDate', date: MON });
    await flush();
    actor.send({ type: 'user.selectTime', time: FREE });
    expect(actor.getSnapshot().context.time).toBe(FREE);
    booked = [FREE];
    actor.send({ type: 'user.retryAvailability' });
    await flush();
    expect(actor.getSnapshot().context.time).toBeNull();
  });

  it('a slot taken meanwhile drops only that session; the others stay and the date reloads', async () => {
    const { actor, calls } = withServer(async ({ date }) => dayOf(date));
    actor.send({ type: 'user.setMode', mode: 'multiple' });
    for (const [date, time] of [
      [MON, FREE],
      [TUE, FREE2],
    ] as const) {
      actor.send({ type: 'user.selectDate', date });
      await flush();
      actor.send({ type: 'user.selectTime', time });
      actor.send({ type: 'user.addSession' });
    }
    expect(actor.getSnapshot().context.sessions).toHaveLength(2);
    actor.send({ type: 'user.selectDate', date: MON });
    await flush();
    actor.send({ type: 'booking.slotTaken', taken: [{ date: MON, time: FREE, court: 1 }] });
    expect(actor.getSnapshot().context.sessions.map((s) => s.date)).toEqual([TUE]);
    await flush();
    expect(calls.at(-1)).toBe(MON);
    expect(actor.getSnapshot().context.availabilityStatus).toBe('ready');
  });
});
