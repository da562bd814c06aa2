/**
 * The waiting list's join flow: the fields are checked with the API's schema before anything is sent (each field's
 * own message), a valid form is sent once, and the answer becomes joined, already waiting or an error to send again.
 */
import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  selectWaitlistStatus,
  waitlistJoinMachine,
  WaitlistJoinRefused,
} from '../../../machines/waitlist/waitlistJoin.machine';
import type { WaitlistJoinRequest, WaitlistJoinResponse } from '../../../machines/waitlist/waitlist.schema';
import { joinedMessage, waitlistFormView } from '../../../machines/waitlist/waitlist.view';

const slot = { sport: 'badminton' as const, court: 1, date: '2026-12-01', time: '07:00', duration: 1.5 };

function start(answer: (request: WaitlistJoinRequest) => Promise<WaitlistJoinResponse>) {
  const sent: WaitlistJoinRequest[] = [];
  const actor = createActor(
    waitlistJoinMachine.provide({
      actors: {
        join: fromPromise<WaitlistJoinResponse, WaitlistJoinRequest>(({ input }) => (sent.push(input), answer(input))),
      },
    }),
  );
  actor.start();
  const status = () => selectWaitlistStatus(actor.getSnapshot());
  const settled = () =>
    new Promise<void>((resolve) => {
      const sub = actor.subscribe((s) => {
        if (!s.matches('sending')) {
          sub.unsubscribe();
          resolve();
        }
      });
    });
  return { actor, sent, status, settled };
}

describe('waitlist join machine', () => {
  it("opens prefilled for a slot, shows each bad field in the schema's words, and sends nothing until valid", async () => {
    const { actor, sent, status, settled } = start(async (r) => ({ position: 1, email: r.email }));
    expect(status()).toBeNull();
    actor.send({ type: 'user.open', slot, person: { name: 'Meera Iyer', phone: '12345' } });
    expect(status()).toBe('editing');
    expect(actor.getSnapshot().context.values).toEqual({ name: 'Meera Iyer', phone: '12345', email: '' });
    actor.send({ type: 'user.submit' });
    expect(status()).toBe('invalid');
    expect(actor.getSnapshot().context.errors).toEqual({
      phone: 'Please enter a valid 10-digit phone number.',
      email: 'Please enter your email address: the offer is sent there.',
    });
    expect(sent).toEqual([]);
    // Typing in a field clears its message only.
    actor.send({ type: 'user.changeField', field: 'phone', value: '98765 40001' });
    expect(actor.getSnapshot().context.errors).toEqual({
      email: 'Please enter your email address: the offer is sent there.',
    });
    actor.send({ type: 'user.changeField', field: 'email', value: 'meera@example.com' });
    actor.send({ type: 'user.submit' });
    expect(status()).toBe('sending');
    await settled();
    expect(status()).toBe('joined');
    expect(sent).toEqual([{ ...slot, name: 'Meera Iyer', phone: '98765 40001', email: 'meera@example.com' }]);
    const view = waitlistFormView('joined', actor.getSnapshot().context);
    expect(view.notice).toBe(joinedMessage({ position: 1, email: 'meera@example.com' }));
    expect(view.notice).toMatch(/^You are first in line\./);
    expect(view.slotLabel).toBe('Badminton, Court 1, Tuesday, 1 December 2026, 7:00 AM, 1.5 hours');
    actor.send({ type: 'user.close' });
    expect(status()).toBeNull();
  });

  it('says when the phone number is already waiting, and keeps the form to send again after an error', async () => {
    let refusal = new WaitlistJoinRefused('This phone number is already on the waiting list.', 'already_waiting');
    const { actor, sent, status, settled } = start(async () => {
      throw refusal;
    });
    const person = { name: 'Meera Iyer', phone: '98765 40001', email: 'meera@example.com' };
    actor.send({ type: 'user.open', slot, person });
    actor.send({ type: 'user.submit' });
    await settled();
    expect(status()).toBe('alreadyWaiting');
    expect(waitlistFormView('alreadyWaiting', actor.getSnapshot().context).notice).toBe(refusal.message);

    actor.send({ type: 'user.close' });
    refusal = new WaitlistJoinRefused('We could not reach the booking system.', 'unreachable');
    actor.send({ type: 'user.open', slot });
    expect(actor.getSnapshot().context.values).toEqual(person);
    actor.send({ type: 'user.submit' });
    await settled();
    expect(status()).toBe('error');
    expect(actor.getSnapshot().context.message).toBe('We could not reach the booking system.');
    actor.send({ type: 'user.submit' });
    expect(status()).toBe('sending');
    await settled();
    expect(sent).toHaveLength(3);
  });
});
