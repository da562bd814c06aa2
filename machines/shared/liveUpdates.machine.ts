import { assign, emit, enqueueActions, fromCallback, fromPromise, setup, type SnapshotFrom } from 'xstate';

/**
 * Live updates from the server (issue 45): a stream of server-sent events while it works, polling while it does not.
 * What to follow is a key the app turns into the stream's address and the poll's requests (the booking view: a
 * sport and its dates; staff's dashboard: everything).
 *
 *   idle --watch(key)--> streaming --stream.failed, or no sign of life for `staleMs`--> polling
 *   polling: reads at once and every `pollMs`; after `retryMs` tries the stream again
 *   watch(another key) starts over with a new stream; watch(null) stops (idle)
 *
 * Actors supplied by the app with `.provide({ actors })`:
 * - `stream` (fromCallback, input {key}): opens the stream and sends back `stream.data` {data} for each event, and
 *   `stream.alive` for each heartbeat or (re)connection; `stream.failed` when it cannot be used at all (no
 *   EventSource in the browser, the server refused it). A dropped connection is the stream's own to resume (the
 *   browser reconnects with the last event id); one that stays silent past `staleMs` counts as failed.
 * - `poll` (fromPromise, input {key}): reads the current state; each item of its output is handed on like an event.
 *
 * Emitted: `update` {data} for each stream event and each item a poll read.
 */

export const LIVE_POLL_MS = 5_000;
export const LIVE_RETRY_MS = 60_000;
/** Three missed heartbeats (machines/api/live.schema.ts sends one every 15 s). */
export const LIVE_STALE_MS = 45_000;

export interface LiveUpdatesInput {
  pollMs?: number;
  retryMs?: number;
  staleMs?: number;
}

export interface LiveUpdatesContext {
  /** What is followed (null: nothing). */
  key: string | null;
  pollMs: number;
  retryMs: number;
  staleMs: number;
}

/** What the `stream` actor sends back. */
export type LiveStreamEvent =
  { type: 'stream.data'; data: unknown } | { type: 'stream.alive' } | { type: 'stream.failed' };

export type LiveUpdatesEvent = { type: 'watch'; key: string | null } | LiveStreamEvent;

export type LiveUpdatesEmitted = { type: 'update'; data: unknown };

/** Input of the `stream` and `poll` actors. */
export interface LiveKeyInput {
  key: string;
}

const keyInput = ({ context }: { context: LiveUpdatesContext }): LiveKeyInput => ({ key: context.key ?? '' });

export const liveUpdatesMachine = setup({
  types: {
    context: {} as LiveUpdatesContext,
    events: {} as LiveUpdatesEvent,
    input: {} as LiveUpdatesInput,
    emitted: {} as LiveUpdatesEmitted,
  },
  actors: {
    /** Replace with `.provide()`: the server's stream. Default: none (counts as failed, so the poll takes over). */
    stream: fromCallback<LiveUpdatesEvent, LiveKeyInput>(({ sendBack }) => sendBack({ type: 'stream.failed' })),
    /** Replace with `.provide()`: the current state, read once. Default: nothing. */
    poll: fromPromise<readonly unknown[], LiveKeyInput>(async () => []),
  },
  delays: {
    pollDelay: ({ context }) => context.pollMs,
    retryDelay: ({ context }) => context.retryMs,
    staleDelay: ({ context }) => context.staleMs,
  },
  guards: {
    keyChanged: ({ context, event }) => event.type === 'watch' && event.key !== context.key,
    hasKey: ({ context }) => context.key !== null,
  },
  actions: {
    setKey: assign({ key: ({ context, event }) => (event.type === 'watch' ? event.key : context.key) }),
    emitData: emit(({ event }) => ({ type: 'update' as const, data: (event as { data?: unknown }).data })),
    emitPolled: enqueueActions(({ event, enqueue }) => {
      for (const data of (event as { output?: readonly unknown[] }).output ?? [])
        enqueue.emit({ type: 'update', data });
    }),
  },
}).createMachine({
  id: 'liveUpdates',
  context: ({ input }) => ({
    key: null,
    pollMs: input.pollMs ?? LIVE_POLL_MS,
    retryMs: input.retryMs ?? LIVE_RETRY_MS,
    staleMs: input.staleMs ?? LIVE_STALE_MS,
  }),
  initial: 'idle',
  on: {
    watch: { guard: 'keyChanged', target: '.switching', actions: 'setKey' },
  },
  states: {
    /** Nothing followed. */
    idle: {},
    /** Transient: a new key starts a new stream (or stops, for none). */
    switching: {
      always: [{ guard: 'hasKey', target: 'streaming' }, { target: 'idle' }],
    },
    /** The stream is open (or the browser is reconnecting it). */
    streaming: {
      invoke: { src: 'stream', input: keyInput },
      initial: 'listening',
      on: {
        'stream.failed': 'polling',
      },
      states: {
        /** Each event or heartbeat starts the silence timer again. */
        listening: {
          after: { staleDelay: '#liveUpdates.polling' },
          on: {
            'stream.data': { target: 'listening', reenter: true, actions: 'emitData' },
            'stream.alive': { target: 'listening', reenter: true },
          },
        },
      },
    },
    /** No stream: reads every `pollMs`, and tries the stream again after `retryMs`. */
    polling: {
      initial: 'reading',
      after: { retryDelay: 'streaming' },
      states: {
        reading: {
          invoke: {
            src: 'poll',
            input: keyInput,
            onDone: { target: 'waiting', actions: 'emitPolled' },
            onError: 'waiting',
          },
        },
        waiting: {
          after: { pollDelay: 'reading' },
        },
      },
    },
  },
});

export type LiveUpdatesSnapshot = SnapshotFrom<typeof liveUpdatesMachine>;

/** How the updates arrive now: 'stream', 'polling' or 'idle' (nothing followed). */
export function selectLiveMode(snapshot: LiveUpdatesSnapshot): 'stream' | 'polling' | 'idle' {
  if (snapshot.matches('streaming')) return 'stream';
  if (snapshot.matches('polling')) return 'polling';
  return 'idle';
}
