import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { AvailabilityResponse, AvailabilityState } from '../../../machines/api/booking.schema';
import { bookingMachine } from '../../../machines/booking/booking.machine';
import { selectLiveKey, selectSlots } from '../../../machines/booking/booking.selectors';
import { type BookingEmitted } from '../../../machines/booking/booking.context';
import { bookedMeanwhile, bookedMeanwhileMessage, liveWatchKey } from '../../../machines/booking/liveAvailability';
import { slotTimes } from '../../../machines/booking/slots';

const TODAY = '2026-11-21';
const MON = '2026-12-07';
const TUE = '2026-12-08';

/** The server's day: every slot free but those named ('court|HH:MM' -> state). */
function day(
  date: string,
  states: Record<string, AvailabilityState> = {},
  sport: 'badminton' | 'tennis' = 'badminton',
) {
  return {
    sport,
    date,
    ratePerHour: 350,
    courts: [1, 2].map((court) => ({
      court,
      slots: slotTimes.map((time) => ({ time, state: states[`${court}|${time}`] ?? 'free', price: 350 })),
    })),
  } satisfies AvailabilityResponse;
}

function start() {
  const actor = createActor(bookingMachine, { input: { today: TODAY, sport: 'badminton' } });
  const booked: Extract<BookingEmitted, { type: 'slotsBooked' }>[] = [];
  actor.on('slotsBooked', (e) => booked.push(e));
  actor.start();
  const live = (availability: AvailabilityResponse) => actor.send({ type: 'availability.live', availability });
  return { actor, booked, live, ctx: () => actor.getSnapshot().context };
}

describe('booking view: live availability', () => {
  it('the shown grid takes a changed day at once; a day of another sport or date leaves it as it is', () => {
    const { actor, live } = start();
    actor.send({ type: 'user.selectDate', date: MON });
    live(day(MON, { '1|06:00': 'held', '1|07:00': 'booked' }));
    const slot = (time: string) => selectSlots(actor.getSnapshot()).find((s) => s.time === time)!;
    expect([slot('06:00').isHeld, slot('07:00').isBooked, slot('08:00').disabled]).toEqual([true, true, false]);
    live(day(MON, { '1|08:00': 'booked' }, 'tennis'));
    live(day(TUE, { '1|08:00': 'booked' }));
    expect(slot('08:00').disabled).toBe(false);
    live(day(MON));
    expect([slot('06:00').disabled, slot('07:00').disabled]).toEqual([false, false]);
  });

  it('drops the chosen slot when its span is booked meanwhile, and says which; a hold by another visitor only shows', () => {
    const { actor, booked, live, ctx } = start();
    actor.send({ type: 'user.selectDate', date: MON });
    live(day(MON));
    actor.send({ type: 'user.selectTime', time: '10:00' });
    actor.send({ type: 'user.selectDuration', duration: 2 });
    live(day(MON, { '1|11:30': 'held' }));
    expect(ctx().time).toBe('10:00');
    expect(booked).toEqual([]);
    // On court 2 the same time does not touch the visitor's court.
    live(day(MON, { '2|10:00': 'booked' }));
    expect(ctx().time).toBe('10:00');
    live(day(MON, { '1|11:30': 'booked' }));
    expect(ctx().time).toBeNull();
    expect(ctx().date).toBe(MON);
    expect(booked).toEqual([
      {
        type: 'slotsBooked',
        taken: [{ date: MON, time: '10:00', court: 1 }],
        message:
          'Badminton Mon, 7 Dec 2026 at 10:00 AM, Court 1 was just booked by someone else, so it is no longer in your booking. Your other choices are kept.',
      },
    ]);
  });

  it('drops only the added sessions booked meanwhile, on any followed date, and keeps the rest', () => {
    const { actor, booked, live, ctx } = start();
    actor.send({ type: 'user.setMode', mode: 'multiple' });
    actor.send({ type: 'user.selectDate', date: MON });
    live(day(MON));
    for (const time of ['10:00', '12:00']) {
      actor.send({ type: 'user.selectTime', time });
      actor.send({ type: 'user.addSession' });
      actor.send({ type: 'user.selectDate', date: MON });
    }
    actor.send({ type: 'user.selectDate', date: TUE });
    live(day(TUE));
    actor.send({ type: 'user.selectTime', time: '12:00' });
    actor.send({ type: 'user.addSession' });
    actor.send({ type: 'user.selectDate', date: TUE });
    expect(selectLiveKey(actor.getSnapshot())).toBe(`sport=badminton&date=${MON}&date=${TUE}`);

    // Monday is not the shown date: its sessions are still checked.
    live(day(MON, { '1|12:00': 'booked', '2|10:00': 'booked' }));
    expect(ctx().sessions.map((s) => `${s.date} ${s.time}`)).toEqual([`${MON} 10:00`, `${TUE} 12:00`]);
    expect(booked.map((e) => e.taken)).toEqual([[{ date: MON, time: '12:00', court: 1 }]]);
  });

  it('drops nothing while a payment is under way (the visitor’s own booking shows), and again once it ended', () => {
    const { actor, booked, live, ctx } = start();
    actor.send({ type: 'user.selectDate', date: MON });
    live(day(MON));
    actor.send({ type: 'user.selectTime', time: '10:00' });
    actor.send({ type: 'booking.paying', paying: true });
    live(day(MON, { '1|10:00': 'booked' }));
    expect(ctx().time).toBe('10:00');
    expect(booked).toEqual([]);
    actor.send({ type: 'booking.paying', paying: false });
    live(day(MON, { '1|10:00': 'booked' }));
    expect(ctx().time).toBeNull();
    expect(booked).toHaveLength(1);
  });

  it('follows the shown date and the sessions’ dates of the sport, and nothing outside the booking view', () => {
    const { actor } = start();
    expect(selectLiveKey(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'user.selectDate', date: TUE });
    expect(selectLiveKey(actor.getSnapshot())).toBe(`sport=badminton&date=${TUE}`);
    actor.send({ type: 'user.back' });
    expect(selectLiveKey(actor.getSnapshot())).toBeNull();
    expect(liveWatchKey(null, [MON])).toBeNull();
    expect(liveWatchKey('tennis', [TUE, null, MON, TUE])).toBe(`sport=tennis&date=${MON}&date=${TUE}`);
  });

  it('names several sessions booked at once in one message', () => {
    const taken = bookedMeanwhile(day(MON, { '1|09:00': 'booked', '2|21:30': 'booked' }), [
      { date: MON, time: '08:30', court: 1, duration: 1 },
      { date: MON, time: '21:00', court: 2, duration: 1 },
      { date: MON, time: '08:30', court: 2, duration: 1 },
      { date: TUE, time: '09:00', court: 1, duration: 1 },
    ]);
    expect(taken).toEqual([
      { date: MON, time: '08:30', court: 1 },
      { date: MON, time: '21:00', court: 2 },
    ]);
    expect(bookedMeanwhileMessage('badminton', taken)).toBe(
      'Badminton Mon, 7 Dec 2026 at 8:30 AM, Court 1; Badminton Mon, 7 Dec 2026 at 9:00 PM, Court 2 were just booked by someone else, so they are no longer in your booking. Your other choices are kept.',
    );
  });
});
