import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { lightboxMachine, selectLightboxIndex } from '../../../machines/ui/lightbox.machine';

function start(count = 4) {
  const actor = createActor(lightboxMachine, { input: { count } }).start();
  return { actor, index: () => selectLightboxIndex(actor.getSnapshot()) };
}

describe('lightbox', () => {
  it('opens at an index, wraps both ways, closes', () => {
    const { actor, index } = start(4);
    expect(index()).toBeNull();
    actor.send({ type: 'user.open', index: 3 });
    expect(index()).toBe(3);
    actor.send({ type: 'user.next' });
    expect(index()).toBe(0);
    actor.send({ type: 'user.previous' });
    expect(index()).toBe(3);
    actor.send({ type: 'user.previous' });
    expect(index()).toBe(2);
    actor.send({ type: 'user.close' });
    expect(index()).toBeNull();
  });
  it('ignores an index out of range and navigation while closed', () => {
    const { actor, index } = start(2);
    actor.send({ type: 'user.open', index: 2 });
    actor.send({ type: 'user.open', index: -1 });
    expect(index()).toBeNull();
    actor.send({ type: 'user.next' });
    expect(actor.getSnapshot().context.index).toBe(0);
  });
  it('follows the filtered list', () => {
    const { actor, index } = start(5);
    actor.send({ type: 'user.open', index: 4 });
    actor.send({ type: 'items.changed', count: 2 });
    expect(index()).toBe(1);
    actor.send({ type: 'items.changed', count: 0 });
    expect(index()).toBeNull();
    actor.send({ type: 'items.changed', count: 3 });
    actor.send({ type: 'user.open', index: 2 });
    expect(index()).toBe(2);
    expect(start(Number.NaN).actor.getSnapshot().context.count).toBe(0);
  });
});
