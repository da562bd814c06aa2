import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import {
  LIVE_POLL_MS,
  LIVE_RETRY_MS,
  LIVE_STALE_MS,
  liveUpdatesMachine,
  selectLiveMode,
  type LiveKeyInput,
  type LiveUpdatesEvent,
} from '../../../machines/shared/liveUpdates.machine';

/** A machine whose stream and poll the test drives: `streams` are the open streams' send-backs, by key. */
function start(options: { pollFails?: boolean } = {}) {
  const clock = new SimulatedClock();
  const streams: { key: string; send: (event: LiveUpdatesEvent) => void; open: boolean }[] = [];
  const polls: string[] = [];
  const machine = liveUpdatesMachine.provide({
    actors: {
      stream: fromCallback<LiveUpdatesEvent, LiveKeyInput>(({ input, sendBack }) => {
        const stream = { key: input.key, send: sendBack, open: true };
        streams.push(stream);
        return () => void (stream.open = false);
      }),
      poll: fromPromise<readonly unknown[], LiveKeyInput>(async ({ input }) => {
        polls.push(input.key);
        if (options.pollFails) throw new Error('offline');
        return [`${input.key}:a`, `${input.key}:b`];
      }),
    },
  });
  const actor = createActor(machine, { input: {}, clock }).start();
  const updates: unknown[] = [];
  actor.on('update', (event) => updates.push(event.data));
  const open = () => streams.filter((s) => s.open);
  return { actor, clock, streams, open, polls, updates, mode: () => selectLiveMode(actor.getSnapshot()) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('live updates', () => {
  it('follows nothing until told, then opens one stream for the key and hands on its events', () => {
    const { actor, open, updates, mode } = start();
    expect(mode()).toBe('idle');
    expect(open()).toHaveLength(0);
    actor.send({ type: 'watch', key: 'sport=badminton&date=2030-01-07' });
    expect(mode()).toBe('stream');
    expect(open().map((s) => s.key)).toEqual(['sport=badminton&date=2030-01-07']);
    open()[0]!.send({ type: 'stream.data', data: { day: 1 } });
    open()[0]!.send({ type: 'stream.data', data: { day: 2 } });
    expect(updates).toEqual([{ day: 1 }, { day: 2 }]);
  });

  it('a new key closes the old stream and opens one for it; the same key changes nothing; null stops', () => {
    const { actor, streams, open, mode } = start();
    actor.send({ type: 'watch', key: 'a' });
    actor.send({ type: 'watch', key: 'a' });
    expect(streams).toHaveLength(1);
    actor.send({ type: 'watch', key: 'b' });
    expect(streams.map((s) => [s.key, s.open])).toEqual([
      ['a', false],
      ['b', true],
    ]);
    actor.send({ type: 'watch', key: null });
    expect(open()).toHaveLength(0);
    expect(mode()).toBe('idle');
  });

  it('polls at once and every few seconds while the stream cannot be used, and tries it again a minute later', async () => {
    const { actor, clock, open, polls, updates, mode } = start();
    actor.send({ type: 'watch', key: 'k' });
    open()[0]!.send({ type: 'stream.failed' });
    expect(mode()).toBe('polling');
    expect(open()).toHaveLength(0);
    await settle();
    expect(polls).toEqual(['k']);
    expect(updates).toEqual(['k:a', 'k:b']);
    clock.increment(LIVE_POLL_MS - 1);
    await settle();
    expect(polls).toHaveLength(1);
    clock.increment(1);
    await settle();
    expect(polls).toHaveLength(2);
    clock.increment(LIVE_RETRY_MS - LIVE_POLL_MS);
    expect(mode()).toBe('stream');
    expect(open().map((s) => s.key)).toEqual(['k']);
  });

  it('a stream silent past three heartbeats counts as lost; each event or heartbeat keeps it', () => {
    const { actor, clock, open, mode } = start();
    actor.send({ type: 'watch', key: 'k' });
    clock.increment(LIVE_STALE_MS - 1);
    open()[0]!.send({ type: 'stream.alive' });
    clock.increment(LIVE_STALE_MS - 1);
    open()[0]!.send({ type: 'stream.data', data: 1 });
    clock.increment(LIVE_STALE_MS - 1);
    expect(mode()).toBe('stream');
    clock.increment(1);
    expect(mode()).toBe('polling');
    expect(open()).toHaveLength(0);
  });

  it('a failed poll is tried again after the same wait, handing on nothing', async () => {
    const { actor, clock, open, polls, updates } = start({ pollFails: true });
    actor.send({ type: 'watch', key: 'k' });
    open()[0]!.send({ type: 'stream.failed' });
    await settle();
    clock.increment(LIVE_POLL_MS);
    await settle();
    expect(polls).toEqual(['k', 'k']);
    expect(updates).toEqual([]);
  });

  it('without a stream of its own (the default) it polls', async () => {
    const actor = createActor(liveUpdatesMachine, { input: {} }).start();
    actor.send({ type: 'watch', key: 'k' });
    expect(selectLiveMode(actor.getSnapshot())).toBe('polling');
    actor.stop();
  });
});
