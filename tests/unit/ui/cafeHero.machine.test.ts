import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  CAFE_SLIDE_INTERVAL_MS,
  cafeHeroMachine,
  selectCafeHeroPlaying,
  selectCafeHeroRotation,
} from '../../../machines/ui/cafeHero.machine';

function start(input: { reducedMotion?: boolean; slideCount?: number } = {}) {
  const clock = new SimulatedClock();
  const actor = createActor(cafeHeroMachine, { input, clock }).start();
  return {
    actor,
    clock,
    index: () => actor.getSnapshot().context.index,
    playing: () => selectCafeHeroPlaying(actor.getSnapshot()),
  };
}

describe('café hero', () => {
  it('advances every 4 s through 3 slides, cyclically', () => {
    const { clock, index, playing } = start();
    expect(CAFE_SLIDE_INTERVAL_MS).toBe(4000);
    expect(playing()).toBe(true);
    expect(index()).toBe(0);
    clock.increment(3999);
    expect(index()).toBe(0);
    clock.increment(1);
    expect(index()).toBe(1);
    clock.increment(4000);
    expect(index()).toBe(2);
    clock.increment(4000);
    expect(index()).toBe(0);
  });

  it('a dot picks a slide and restarts the 4 s', () => {
    const { actor, clock, index } = start();
    clock.increment(3000);
    actor.send({ type: 'user.pick', index: 2 });
    expect(index()).toBe(2);
    clock.increment(3999);
    expect(index()).toBe(2);
    clock.increment(1);
    expect(index()).toBe(0);
    actor.send({ type: 'user.pick', index: 3 });
    actor.send({ type: 'user.pick', index: -1 });
    actor.send({ type: 'user.pick', index: 0.5 });
    expect(index()).toBe(0);
  });

  it('next and previous wrap', () => {
    const { actor, index } = start();
    actor.send({ type: 'user.previous' });
    expect(index()).toBe(2);
    actor.send({ type: 'user.next' });
    expect(index()).toBe(0);
  });

  it('pauses while hovered or focused and resumes when both end', () => {
    const { actor, clock, index, playing } = start();
    actor.send({ type: 'pointer.enter' });
    expect(playing()).toBe(false);
    clock.increment(4000);
    clock.increment(4000);
    expect(index()).toBe(0);
    actor.send({ type: 'focus.enter' });
    actor.send({ type: 'pointer.leave' });
    expect(playing()).toBe(false);
    clock.increment(4000);
    clock.increment(4000);
    expect(index()).toBe(0);
    actor.send({ type: 'focus.leave' });
    expect(playing()).toBe(true);
    clock.increment(4000);
    expect(index()).toBe(1);
    actor.send({ type: 'user.next' });
    expect(index()).toBe(2);
  });

  it('stays still under reduced motion (but dots still work)', () => {
    const { actor, clock, index, playing } = start({ reducedMotion: true });
    expect(playing()).toBe(false);
    for (let i = 0; i < 5; i++) clock.increment(4000);
    expect(index()).toBe(0);
    actor.send({ type: 'user.pick', index: 1 });
    expect(index()).toBe(1);
    actor.send({ type: 'motion.changed', reduced: false });
    expect(playing()).toBe(true);
    clock.increment(4000);
    expect(index()).toBe(2);
    actor.send({ type: 'motion.changed', reduced: true });
    clock.increment(4000);
    clock.increment(4000);
    expect(index()).toBe(2);
  });

  it('takes a slide count', () => {
    const { clock, index } = start({ slideCount: 2 });
    clock.increment(4000);
    expect(index()).toBe(1);
    clock.increment(4000);
    expect(index()).toBe(0);
    expect(start({ slideCount: 0 }).actor.getSnapshot().context.slideCount).toBe(1);
  });
});

describe('café hero pause control (WCAG 2.2.2)', () => {
  it('pause stops the rotation until play, whatever the pointer does', () => {
    const { actor, clock, index, playing } = start();
    const rotation = () => selectCafeHeroRotation(actor.getSnapshot());
    expect(rotation()).toBe('playing');
    actor.send({ type: 'user.pause' });
    expect(playing()).toBe(false);
    expect(rotation()).toBe('paused');
    actor.send({ type: 'pointer.enter' });
    actor.send({ type: 'pointer.leave' });
    clock.increment(12000);
    expect(index()).toBe(0);
    actor.send({ type: 'user.next' });
    expect(index()).toBe(1);
    clock.increment(8000);
    expect(index()).toBe(1);
    actor.send({ type: 'user.play' });
    expect(rotation()).toBe('playing');
    clock.increment(4000);
    expect(index()).toBe(2);
  });

  it('play while the focus is still on the hero waits for the focus to leave', () => {
    const { actor, clock, index } = start();
    const rotation = () => selectCafeHeroRotation(actor.getSnapshot());
    actor.send({ type: 'focus.enter' });
    expect(rotation()).toBe('held');
    actor.send({ type: 'user.pause' });
    actor.send({ type: 'user.play' });
    expect(rotation()).toBe('held');
    clock.increment(8000);
    expect(index()).toBe(0);
    actor.send({ type: 'focus.leave' });
    clock.increment(4000);
    expect(index()).toBe(1);
  });

  it('reduced motion is "still" and play does not start it', () => {
    const { actor, clock, index } = start({ reducedMotion: true });
    const rotation = () => selectCafeHeroRotation(actor.getSnapshot());
    expect(rotation()).toBe('still');
    actor.send({ type: 'user.play' });
    clock.increment(8000);
    expect(index()).toBe(0);
    expect(rotation()).toBe('still');
  });
});
