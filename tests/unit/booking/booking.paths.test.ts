/**
 * Model-based tests of the booking machine with @xstate/graph: one path per edge of a model of the booking
 * flow (sport choice, mode, date, court, time, duration, sessions, payment reset) plus the calendar and
 * price-list controls; the paths together reach every state and every event-driven transition, and each path
 * is replayed on a real actor whose snapshots must match the model step by step.
 */
import { describe, expect, it } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { bookingMachine } from '../../../machines/booking/booking.machine';
import { type BookingEmitted, type BookingEvent } from '../../../machines/booking/booking.context';
import { buildSlots, slotTimes } from '../../../machines/booking/slots';
import { coveringSubset, transitionCoverPaths, uncovered, type ModelPath } from '../graphCoverage';

const TODAY = '2026-11-21';
const MON = '2026-12-07';
const SAT = '2026-12-05';
const FREE = slotTimes.find((time) =>
  [MON, SAT].every((date) =>
    [1, 2].every((court) => !buildSlots({ sport: 'badminton', date, court }).find((s) => s.time === time)!.disabled),
  ),
)!;

// The flow model: one sport (the futsal court limit and sport switching have unit tests), a weekday and a past
// date, one free slot and one coaching slot, both courts, a valid and an invalid duration, and the session actions.
const flowEvents: BookingEvent[] = [
  { type: 'user.selectSport', sport: 'badminton' },
  { type: 'user.back' },
  { type: 'user.setMode', mode: 'single' },
  { type: 'user.setMode', mode: 'multiple' },
  { type: 'user.selectDate', date: MON },
  { type: 'user.selectDate', date: '2026-11-01' },
  { type: 'user.selectTime', time: FREE },
  { type: 'user.selectTime', time: '17:00' },
  { type: 'user.selectCourt', court: 2 },
  { type: 'user.selectCourt', court: 1 },
  { type: 'user.selectDuration', duration: 2 },
  { type: 'user.selectDuration', duration: 0.5 },
  { type: 'user.addSession' },
  { type: 'user.removeSession', id: `${MON}-${FREE}-1` },
  { type: 'user.clearSessions' },
  { type: 'booking.paid' },
];

const controlEvents: BookingEvent[] = [
  { type: 'user.selectSport', sport: 'badminton' },
  { type: 'user.selectDate', date: SAT },
  { type: 'user.prevMonth' },
  { type: 'user.nextMonth' },
  { type: 'user.toggleWeekdaysOnly' },
];

// The server's availability: Monday with the free slot booked on court 1 (someone else took it).
const mondayTaken = {
  sport: 'badminton',
  date: MON,
  ratePerHour: 350,
  courts: [1, 2].map((court) => ({
    court,
    slots: slotTimes.map((time) => ({ time, state: court === 1 && time === FREE ? 'booked' : 'free', price: 350 })),
  })),
};

const availabilityEvents = [
  { type: 'user.selectSport', sport: 'badminton' },
  { type: 'user.setMode', mode: 'multiple' },
  { type: 'user.selectDate', date: MON },
  { type: 'user.selectTime', time: FREE },
  { type: 'user.addSession' },
  { type: 'xstate.done.actor.availability', output: mondayTaken },
  { type: 'xstate.error.actor.availability', error: new Error('offline') },
  { type: 'user.retryAvailability' },
  { type: 'booking.slotTaken', taken: [{ date: MON, time: FREE, court: 1 }] },
  { type: 'availability.live', availability: mondayTaken },
  { type: 'booking.paying', paying: true },
] as unknown as BookingEvent[];

const serializeAvailability = (s: ReturnType<typeof bookingMachine.getInitialSnapshot>) =>
  JSON.stringify([
    s.value,
    s.context.date,
    s.context.time,
    s.context.sessions.length,
    s.context.availabilityStatus,
    s.context.availability !== null,
    s.context.paying,
  ]);

const serializeFlow = (s: ReturnType<typeof bookingMachine.getInitialSnapshot>) =>
  JSON.stringify([
    s.value,
    s.context.sport,
    s.context.date,
    s.context.time,
    s.context.court,
    s.context.duration,
    s.context.sessions.length,
  ]);

// The visible month is unbounded; the model only tells "before", "initial" and "after" apart.
const monthStep = (s: ReturnType<typeof bookingMachine.getInitialSnapshot>) =>
  Math.sign(s.context.visibleMonth.year * 12 + s.context.visibleMonth.month - (2026 * 12 + 12));
const serializeControls = (s: ReturnType<typeof bookingMachine.getInitialSnapshot>) =>
  JSON.stringify([s.value, s.context.date, monthStep(s), s.context.weekdaysOnly]);

function replay(path: ModelPath) {
  const actor = createActor(bookingMachine, { input: { today: TODAY } });
  const toasts: BookingEmitted[] = [];
  actor.on('toast', (e) => toasts.push(e));
  actor.start();
  for (const step of path.steps) {
    if (step.event.type !== 'xstate.init') actor.send(step.event as BookingEvent);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value, `after ${step.event.type}`).toEqual(step.state.value);
    expect(snapshot.context).toEqual(step.state.context);
  }
  actor.stop();
  return toasts;
}

describe('booking paths', () => {
  const flow = transitionCoverPaths(bookingMachine, {
    input: { today: TODAY },
    events: flowEvents as EventObject[],
    serializeState: serializeFlow as never,
  });
  const controls = transitionCoverPaths(bookingMachine, {
    input: { today: TODAY },
    events: controlEvents as EventObject[],
    serializeState: serializeControls as never,
  });
  const availability = transitionCoverPaths(bookingMachine, {
    input: { today: TODAY },
    events: availabilityEvents as EventObject[],
    serializeState: serializeAvailability as never,
  });
  const all = [...flow, ...controls, ...availability];

  it('reach every state and every transition', () => {
    expect(FREE).toBeDefined();
    expect(uncovered(bookingMachine, all)).toEqual({ states: [], transitions: [] });
  });

  it('a covering subset replays on a real actor step by step', () => {
    const subset = coveringSubset(bookingMachine, all);
    expect(uncovered(bookingMachine, subset)).toEqual({ states: [], transitions: [] });
    for (const path of subset) replay(path);
  });

  it('availability paths replay: a slot the server shows as taken cannot be chosen, a conflict keeps the rest', () => {
    for (const path of availability) replay(path);
    const actor = createActor(bookingMachine, { input: { today: TODAY, sport: 'badminton' } }).start();
    actor.send({ type: 'user.selectDate', date: MON });
    expect(actor.getSnapshot().context.availabilityStatus).toBe('loading');
    actor.send({ type: 'xstate.done.actor.availability', output: mondayTaken } as never);
    expect(actor.getSnapshot().context.availabilityStatus).toBe('ready');
    actor.send({ type: 'user.selectTime', time: FREE });
    expect(actor.getSnapshot().context.time).toBeNull();
    actor.send({ type: 'user.selectCourt', court: 2 });
    actor.send({ type: 'user.selectTime', time: FREE });
    expect(actor.getSnapshot().context.time).toBe(FREE);
    actor.stop();
  });

  it('every flow path replays, and toasts only follow session actions', () => {
    expect(flow.length).toBeGreaterThan(100);
    for (const path of flow) {
      const toasts = replay(path);
      const sessionEvents = path.steps.filter((s) =>
        ['user.addSession', 'user.removeSession', 'user.clearSessions'].includes(s.event.type),
      );
      expect(toasts.length).toBeLessThanOrEqual(sessionEvents.length);
    }
  });
});
