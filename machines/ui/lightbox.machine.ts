import { assign, setup, type SnapshotFrom } from 'xstate';

/**
 * The community board lightbox: closed | open. Opens at an index; previous/next wrap around; close.
 * `items.changed` {count} follows the filtered grid (an open lightbox closes when its list becomes empty and
 * clamps its index otherwise).
 */

export interface LightboxInput {
  /** Number of media items. */
  count: number;
}

export interface LightboxContext {
  index: number;
  count: number;
}

export type LightboxEvent =
  | { type: 'user.open'; index: number }
  | { type: 'user.next' }
  | { type: 'user.previous' }
  | { type: 'user.close' }
  | { type: 'items.changed'; count: number };

const wrap = (i: number, n: number) => (n <= 0 ? 0 : ((i % n) + n) % n);
const safeCount = (n: number) => (Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0);

export const lightboxMachine = setup({
  types: {
    context: {} as LightboxContext,
    events: {} as LightboxEvent,
    input: {} as LightboxInput,
  },
  guards: {
    validIndex: ({ context, event }) =>
      event.type === 'user.open' && Number.isInteger(event.index) && event.index >= 0 && event.index < context.count,
    becameEmpty: ({ event }) => event.type === 'items.changed' && safeCount(event.count) === 0,
  },
  actions: {
    openAt: assign({ index: ({ context, event }) => (event.type === 'user.open' ? event.index : context.index) }),
    next: assign({ index: ({ context }) => wrap(context.index + 1, context.count) }),
    previous: assign({ index: ({ context }) => wrap(context.index - 1, context.count) }),
    setCount: assign(({ context, event }) => {
      if (event.type !== 'items.changed') return {};
      const count = safeCount(event.count);
      return { count, index: Math.min(context.index, Math.max(0, count - 1)) };
    }),
  },
}).createMachine({
  id: 'lightbox',
  context: ({ input }) => ({ index: 0, count: safeCount(input.count) }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'user.open': { guard: 'validIndex', target: 'open', actions: 'openAt' },
        'items.changed': { actions: 'setCount' },
      },
    },
    open: {
      on: {
        'user.next': { actions: 'next' },
        'user.previous': { actions: 'previous' },
        'user.close': 'closed',
        'items.changed': [{ guard: 'becameEmpty', target: 'closed', actions: 'setCount' }, { actions: 'setCount' }],
      },
    },
  },
});

export type LightboxSnapshot = SnapshotFrom<typeof lightboxMachine>;

export { selectLightboxIndex } from './lightbox.select';
