import { assign, setup, type SnapshotFrom } from 'xstate';

/**
 * The café hero carousel: 3 slides, advancing every 4 s (named delay `slideInterval`), cyclic; a dot picks a
 * slide (and restarts the 4 s). Auto-advance pauses while the hero is hovered or has focus, and under
 * prefers-reduced-motion (the app reports it with `motion.changed`).
 *
 * States: playing | paused (paused whenever hovered, focused or reduced motion).
 */

export const CAFE_SLIDE_INTERVAL_MS = 4000;
export const CAFE_SLIDE_COUNT = 3;

export interface CafeHeroInput {
  /** Number of slides; default 3. */
  slideCount?: number;
  /** prefers-reduced-motion at start; default false. */
  reducedMotion?: boolean;
}

export interface CafeHeroContext {
  index: number;
  slideCount: number;
  hovered: boolean;
  focused: boolean;
  reducedMotion: boolean;
}

export type CafeHeroEvent =
  | { type: 'user.pick'; index: number }
  | { type: 'user.next' }
  | { type: 'user.previous' }
  | { type: 'pointer.enter' }
  | { type: 'pointer.leave' }
  | { type: 'focus.enter' }
  | { type: 'focus.leave' }
  | { type: 'motion.changed'; reduced: boolean };

const wrap = (i: number, n: number) => ((i % n) + n) % n;

export const cafeHeroMachine = setup({
  types: {
    context: {} as CafeHeroContext,
    events: {} as CafeHeroEvent,
    input: {} as CafeHeroInput,
  },
  delays: {
    slideInterval: CAFE_SLIDE_INTERVAL_MS,
  },
  guards: {
    shouldPause: ({ context }) => context.hovered || context.focused || context.reducedMotion,
    validPick: ({ context, event }) =>
      event.type === 'user.pick' && Number.isInteger(event.index) && event.index >= 0 && event.index < context.slideCount,
  },
  actions: {
    advance: assign({ index: ({ context }) => wrap(context.index + 1, context.slideCount) }),
    goBack: assign({ index: ({ context }) => wrap(context.index - 1, context.slideCount) }),
    pick: assign({ index: ({ context, event }) => (event.type === 'user.pick' ? event.index : context.index) }),
    hoverOn: assign({ hovered: true }),
    hoverOff: assign({ hovered: false }),
    focusOn: assign({ focused: true }),
    focusOff: assign({ focused: false }),
    setMotion: assign({ reducedMotion: ({ context, event }) => (event.type === 'motion.changed' ? event.reduced : context.reducedMotion) }),
  },
}).createMachine({
  id: 'cafeHero',
  context: ({ input }) => ({
    index: 0,
    slideCount: Math.max(1, Math.floor(input.slideCount ?? CAFE_SLIDE_COUNT)),
    hovered: false,
    focused: false,
    reducedMotion: input.reducedMotion ?? false,
  }),
  initial: 'routing',
  on: {
    'pointer.enter': { target: '.routing', actions: 'hoverOn' },
    'pointer.leave': { target: '.routing', actions: 'hoverOff' },
    'focus.enter': { target: '.routing', actions: 'focusOn' },
    'focus.leave': { target: '.routing', actions: 'focusOff' },
    'motion.changed': { target: '.routing', actions: 'setMotion' },
    // A manual change restarts the 4 s of the current state (re-entering it).
    'user.pick': { guard: 'validPick', target: '.routing', actions: 'pick' },
    'user.next': { target: '.routing', actions: 'advance' },
    'user.previous': { target: '.routing', actions: 'goBack' },
  },
  states: {
    /** Transient: decides between playing and paused. */
    routing: {
      always: [{ guard: 'shouldPause', target: 'paused' }, { target: 'playing' }],
    },
    playing: {
      after: { slideInterval: { target: 'playing', reenter: true, actions: 'advance' } },
    },
    paused: {},
  },
});

export type CafeHeroSnapshot = SnapshotFrom<typeof cafeHeroMachine>;

/** True while slides advance on their own. */
export function selectCafeHeroPlaying(snapshot: CafeHeroSnapshot): boolean {
  return snapshot.matches('playing');
}
