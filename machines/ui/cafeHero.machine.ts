import { assign, setup, type SnapshotFrom } from 'xstate';

/**
 * The café hero carousel: 3 slides, advancing every 4 s (named delay `slideInterval`), cyclic; a dot picks a
 * slide (and restarts the 4 s). Auto-advance pauses while the hero is hovered or has focus, under
 * prefers-reduced-motion (the app reports it with `motion.changed`), and after the visible pause control
 * (`user.pause`) until its play (`user.play`) (WCAG 2.2.2).
 *
 * States: playing | paused (paused whenever hovered, focused, paused by the user or reduced motion).
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
  /** The visitor pressed pause (and not play since). */
  userPaused: boolean;
}

export type CafeHeroEvent =
  | { type: 'user.pick'; index: number }
  | { type: 'user.next' }
  | { type: 'user.previous' }
  | { type: 'pointer.enter' }
  | { type: 'pointer.leave' }
  | { type: 'focus.enter' }
  | { type: 'focus.leave' }
  | { type: 'user.pause' }
  | { type: 'user.play' }
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
    shouldPause: ({ context }) => context.hovered || context.focused || context.reducedMotion || context.userPaused,
    validPick: ({ context, event }) =>
      event.type === 'user.pick' &&
      Number.isInteger(event.index) &&
      event.index >= 0 &&
      event.index < context.slideCount,
  },
  actions: {
    advance: assign({ index: ({ context }) => wrap(context.index + 1, context.slideCount) }),
    goBack: assign({ index: ({ context }) => wrap(context.index - 1, context.slideCount) }),
    pick: assign({ index: ({ context, event }) => (event.type === 'user.pick' ? event.index : context.index) }),
    hoverOn: assign({ hovered: true }),
    hoverOff: assign({ hovered: false }),
    focusOn: assign({ focused: true }),
    focusOff: assign({ focused: false }),
    pauseByUser: assign({ userPaused: true }),
    playByUser: assign({ userPaused: false }),
    setMotion: assign({
      reducedMotion: ({ context, event }) => (event.type === 'motion.changed' ? event.reduced : context.reducedMotion),
    }),
  },
}).createMachine({
  id: 'cafeHero',
  context: ({ input }) => ({
    index: 0,
    slideCount: Math.max(1, Math.floor(input.slideCount ?? CAFE_SLIDE_COUNT)),
    hovered: false,
    focused: false,
    reducedMotion: input.reducedMotion ?? false,
    userPaused: false,
  }),
  initial: 'routing',
  on: {
    'pointer.enter': { target: '.routing', actions: 'hoverOn' },
    'pointer.leave': { target: '.routing', actions: 'hoverOff' },
    'focus.enter': { target: '.routing', actions: 'focusOn' },
    'focus.leave': { target: '.routing', actions: 'focusOff' },
    'motion.changed': { target: '.routing', actions: 'setMotion' },
    'user.pause': { target: '.routing', actions: 'pauseByUser' },
    'user.play': { target: '.routing', actions: 'playByUser' },
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

/**
 * Why the hero is (not) moving, for its controls:
 * - `still`: prefers-reduced-motion; nothing ever rotates (no pause/play control is needed);
 * - `paused`: the visitor pressed pause; the control offers play;
 * - `held`: hovered or focused; it resumes when the pointer and focus leave (the control offers pause);
 * - `playing`: advancing every 4 s.
 */
export const cafeHeroRotations = ['playing', 'held', 'paused', 'still'] as const;
export type CafeHeroRotation = (typeof cafeHeroRotations)[number];

export function selectCafeHeroRotation(snapshot: CafeHeroSnapshot): CafeHeroRotation {
  const { reducedMotion, userPaused, hovered, focused } = snapshot.context;
  if (reducedMotion) return 'still';
  if (userPaused) return 'paused';
  if (hovered || focused) return 'held';
  return 'playing';
}
