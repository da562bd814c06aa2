import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

/**
 * One piece of the dashboard the server gives (a list page, today's cards, the calendar day, revenue): loading,
 * ready or failed with Retry. The parameters (filters, search, page, date) live here; the app provides the actor
 * `load` that asks the server with them.
 *
 * - `user.setParams` {params}: merges them and loads at once; any change but the page itself goes back to page 1.
 * - `user.search` {q}: the search box; loads 300 ms after the last keystroke (named delay `searchDebounce`).
 * - `user.retry` (after a failure), `data.refresh` (after a change elsewhere, e.g. a cancelled booking): loads again.
 *
 * The last good data stays while a new answer is on its way (the list does not flash), and `loading` tells the
 * screen that it is being replaced. A failure keeps the last data too, so only the first load shows a skeleton.
 */

export const SEARCH_DEBOUNCE_MS = 300;

export type ResourceParams = Record<string, string | number | undefined>;

export interface AdminResourceContext<D = unknown> {
  params: ResourceParams;
  data: D | null;
  /** The failure's message for people, while failed. */
  error: string | null;
}

export type AdminResourceEvent =
  | { type: 'user.setParams'; params: ResourceParams }
  | { type: 'user.search'; q: string }
  | { type: 'user.retry' }
  | { type: 'data.refresh' };

const merge = (params: ResourceParams, change: ResourceParams): ResourceParams => {
  const next = { ...params, ...change };
  if (!('page' in change) && 'page' in params) next.page = 1;
  return next;
};

export const adminResourceMachine = setup({
  types: {
    context: {} as AdminResourceContext,
    events: {} as AdminResourceEvent,
    input: {} as { params?: ResourceParams },
  },
  delays: { searchDebounce: SEARCH_DEBOUNCE_MS },
  actors: {
    /** Replace with `.provide()`: the server's answer for these parameters. */
    load: fromPromise<unknown, ResourceParams>(async () => null),
  },
}).createMachine({
  id: 'adminResource',
  context: ({ input }) => ({ params: input.params ?? {}, data: null, error: null }),
  initial: 'loading',
  on: {
    'user.setParams': {
      target: '.loading',
      actions: assign({ params: ({ context, event }) => merge(context.params, event.params) }),
    },
    'user.search': {
      target: '.debouncing',
      actions: assign({ params: ({ context, event }) => merge(context.params, { q: event.q }) }),
    },
    'data.refresh': { target: '.loading' },
  },
  states: {
    debouncing: { after: { searchDebounce: 'loading' } },
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => context.params,
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, error: null }) },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) =>
              event.error instanceof Error && event.error.message ? event.error.message : 'Something went wrong.',
          }),
        },
      },
    },
    ready: {},
    failed: { on: { 'user.retry': 'loading' } },
  },
});

export type AdminResourceSnapshot = SnapshotFrom<typeof adminResourceMachine>;

/** 'loading' (first answer or a new one on its way), 'ready' or 'error'. */
export type ResourceStatus = 'loading' | 'ready' | 'error';

export function selectResourceStatus(snapshot: AdminResourceSnapshot): ResourceStatus {
  if (snapshot.matches('failed')) return 'error';
  if (snapshot.matches('ready')) return 'ready';
  return 'loading';
}
