import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import {
  waitlistFieldErrors,
  type WaitlistField,
  type WaitlistJoinRequest,
  type WaitlistJoinResponse,
  type WaitlistPerson,
} from './waitlist.schema';

/**
 * Joining the waiting list for a booked or held slot ("Notify me if it frees up"):
 *
 *   closed --user.open--> editing --user.submit--> (invalid: the fields' messages, stays editing) | sending
 *   sending --> joined | alreadyWaiting | failed        failed --user.submit--> sending      any --user.close--> closed
 *
 * - Each field is checked by the API's own schema (waitlist.schema.ts), so the form says what the server would.
 * - The `join` actor (fromPromise<WaitlistJoinResponse, WaitlistJoinRequest>, supplied by the app) rejects with a
 *   {@link WaitlistJoinRefused}: 'already_waiting' (this phone number is in line for the slot already) shows as its own
 *   state; anything else is an error with the server's sentence, and the visitor may send again.
 */

/** The slot waited for: the sport, its court, date, start and the duration chosen. */
export interface WaitlistSlot {
  sport: WaitlistJoinRequest['sport'];
  court: number;
  /** 'YYYY-MM-DD' and 'HH:MM'. */
  date: string;
  time: string;
  /** Hours. */
  duration: number;
}

/** The server said no: `already_waiting`, or any other refusal (`refused`) or no answer (`unreachable`). */
export class WaitlistJoinRefused extends Error {
  constructor(
    message: string,
    readonly reason: 'already_waiting' | 'refused' | 'unreachable',
  ) {
    super(message);
    this.name = 'WaitlistJoinRefused';
  }
}

export interface WaitlistJoinContext {
  slot: WaitlistSlot | null;
  values: WaitlistPerson;
  errors: Partial<Record<WaitlistField, string>>;
  /** The answer after joining. */
  joined: WaitlistJoinResponse | null;
  /** The server's sentence after a refusal (already waiting, or an error). */
  message: string | null;
}

export type WaitlistJoinEvent =
  | { type: 'user.open'; slot: WaitlistSlot; person?: Partial<WaitlistPerson> }
  | { type: 'user.changeField'; field: WaitlistField; value: string }
  | { type: 'user.submit' }
  | { type: 'user.close' };

const empty: WaitlistPerson = { name: '', phone: '', email: '' };

export const waitlistJoinMachine = setup({
  types: {
    context: {} as WaitlistJoinContext,
    events: {} as WaitlistJoinEvent,
  },
  actors: {
    join: fromPromise<WaitlistJoinResponse, WaitlistJoinRequest>(async () => {
      throw new WaitlistJoinRefused('No server is connected.', 'unreachable');
    }),
  },
  guards: {
    valid: ({ context }) => Object.keys(waitlistFieldErrors(context.values)).length === 0,
  },
  actions: {
    showErrors: assign({ errors: ({ context }) => waitlistFieldErrors(context.values) }),
    changeField: assign(({ context, event }) => {
      if (event.type !== 'user.changeField') return {};
      const { [event.field]: _cleared, ...errors } = context.errors;
      return { values: { ...context.values, [event.field]: event.value }, errors };
    }),
  },
}).createMachine({
  id: 'waitlistJoin',
  context: { slot: null, values: empty, errors: {}, joined: null, message: null },
  initial: 'closed',
  on: { 'user.close': '.closed' },
  states: {
    closed: {
      on: {
        'user.open': {
          target: 'editing',
          actions: assign(({ context, event }) => ({
            slot: event.slot,
            values: { ...context.values, ...event.person },
            errors: {},
            joined: null,
            message: null,
          })),
        },
      },
    },
    editing: {
      on: {
        'user.changeField': { actions: 'changeField' },
        'user.submit': [{ guard: 'valid', target: 'sending' }, { actions: 'showErrors' }],
      },
    },
    sending: {
      invoke: {
        src: 'join',
        input: ({ context }) => ({ ...context.slot!, ...context.values }),
        onDone: { target: 'joined', actions: assign({ joined: ({ event }) => event.output }) },
        onError: [
          {
            guard: ({ event }) =>
              event.error instanceof WaitlistJoinRefused && event.error.reason === 'already_waiting',
            target: 'alreadyWaiting',
            actions: assign({ message: ({ event }) => (event.error as Error).message }),
          },
          {
            target: 'failed',
            actions: assign({
              message: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)),
            }),
          },
        ],
      },
    },
    joined: {},
    alreadyWaiting: {},
    failed: {
      on: {
        'user.changeField': { actions: 'changeField' },
        'user.submit': [
          { guard: 'valid', target: 'sending' },
          { target: 'editing', actions: 'showErrors' },
        ],
      },
    },
  },
});

/** What the form shows, as one status (on the DOM as `data-state`). */
export const waitlistFormStatuses = ['editing', 'invalid', 'sending', 'joined', 'alreadyWaiting', 'error'] as const;
export type WaitlistFormStatus = (typeof waitlistFormStatuses)[number];

/** The form's status from a snapshot (null while closed). */
export function selectWaitlistStatus(snapshot: SnapshotFrom<typeof waitlistJoinMachine>): WaitlistFormStatus | null {
  if (snapshot.matches('closed')) return null;
  if (snapshot.matches('sending')) return 'sending';
  if (snapshot.matches('joined')) return 'joined';
  if (snapshot.matches('alreadyWaiting')) return 'alreadyWaiting';
  if (snapshot.matches('failed')) return 'error';
  return Object.keys(snapshot.context.errors).length > 0 ? 'invalid' : 'editing';
}
