import { enqueueActions, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { FieldErrors } from '../forms/forms.messages';

/**
 * One admin manager's data (Home Page, POD Gear, Pricing, the centre's lists): loaded, edited as a draft, checked
 * with the shared form rules and saved in parts, each with its version. A "target" is one part that has its own
 * Save button, field errors and save state: the whole form (Home Page, Pricing), a product card, the WhatsApp
 * settings, a coach. The app provides the actors `load` (the draft as the server has it) and `save` (one target's
 * checked request; answers how to put the saved record into the draft), the input `validate` (the shared form
 * rules), and may provide the guard `isConflict` (by default an error with the code `version_conflict`).
 *
 * - `user.retry`, `user.reload`: loads again (status `loading`), then every target is `idle` without errors.
 * - `user.edit` {change, target?, fields?, keepsSaved?}: changes the draft; clears the target's errors of these
 *   fields, and a target `saved` goes back to `idle` unless `keepsSaved`.
 * - `user.save` {target}: checks the target; invalid -> its errors and the emitted `checkFields`, nothing is sent;
 *   valid -> `saving` while `save` runs (several targets may save at once; a target already saving is left alone).
 *   Then `saved` (under the answer's `savedAs` when saving renamed the target; emits `saved` with its `notice`), `conflict` or `failed` (both with the message, emit
 *   `saveFailed`).
 * - `record.failed` {target, error}: another change of the target failed (a delete): `conflict` or `failed`.
 * - `data.replaced` {change, targets}: a part of the draft as saved now (after a conflict): those targets are
 *   `idle` without errors.
 *
 * An answer that arrives after the actor stopped changes nothing.
 */

/** The shared form rules for one target: the request to send, or the fields' errors. */
export type TargetCheck = { ok: true; request: unknown } | { ok: false; errors: FieldErrors };

/** What `save` answers: how to put the saved record into the (maybe since edited) draft, and what to tell people. */
export interface SaveAnswer<D = unknown> {
  apply: (draft: D) => D;
  /** Passed on with the emitted `saved` (the success toast). */
  notice?: unknown;
  /** The target's name from now on, when saving renamed it (a new record known by its id). */
  savedAs?: string;
}

export interface SaveInput<D = unknown> {
  target: string;
  draft: D;
  request: unknown;
}

export type TargetSaveState = 'idle' | 'saving' | 'saved' | 'failed' | 'conflict';

export interface TargetSave {
  state: TargetSaveState;
  /** Why the last save failed, while `failed` or `conflict`. */
  message?: string;
}

export interface ManagerResourceInput {
  /** What the form shows before the first load. */
  draft?: unknown;
  validate: (draft: unknown, target: string) => TargetCheck;
  /** Field errors the server's refusal names (e.g. a 400 "rating: ..."), kept next to the fields. */
  errorsOfFailure?: (error: unknown) => FieldErrors | undefined;
}

export interface ManagerResourceContext extends ManagerResourceInput {
  /** What is being edited: the input's `draft` (or null) until the first load. */
  draft: unknown;
  /** The last load's failure, for people. */
  loadError?: string;
  errors: Record<string, FieldErrors>;
  saves: Record<string, TargetSave>;
  /** The running saves: child id -> target. */
  pending: Record<string, string>;
  /** Numbers the saves' children. */
  count: number;
}

type SaveDone = { type: `xstate.done.actor.save.${string}`; actorId: string; output: SaveAnswer };
type SaveError = { type: `xstate.error.actor.save.${string}`; actorId: string; error: unknown };

export type ManagerResourceEvent =
  | { type: 'user.retry' }
  | { type: 'user.reload' }
  | {
      type: 'user.edit';
      change: (draft: never) => unknown;
      target?: string;
      fields?: readonly string[];
      keepsSaved?: boolean;
    }
  | { type: 'user.save'; target: string }
  | { type: 'record.failed'; target: string; error: unknown }
  | { type: 'data.replaced'; change: (draft: never) => unknown; targets: readonly string[] }
  | SaveDone
  | SaveError;

export type ManagerResourceEmitted =
  | { type: 'checkFields'; target: string }
  | { type: 'saved'; target: string; notice?: unknown }
  | { type: 'saveFailed'; target: string; message: string };

export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const codeOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;

const without = <V>(record: Record<string, V>, key: string): Record<string, V> => {
  const next = { ...record };
  delete next[key];
  return next;
};

const errorOf = (event: ManagerResourceEvent): unknown => ('error' in event ? event.error : undefined);

export const managerResourceMachine = setup({
  types: {
    context: {} as ManagerResourceContext,
    events: {} as ManagerResourceEvent,
    input: {} as ManagerResourceInput,
    emitted: {} as ManagerResourceEmitted,
  },
  actors: {
    /** Replace with `.provide()`: the draft as the server has it. */
    load: fromPromise<unknown>(async () => null),
    /** Replace with `.provide()`: sends one target's checked request. */
    save: fromPromise<SaveAnswer, SaveInput>(async () => ({ apply: (draft) => draft })),
  },
  guards: {
    /** Someone else saved first (replace with `.provide()` when more codes mean it). */
    isConflict: ({ event }) => codeOf(errorOf(event)) === 'version_conflict',
  },
}).createMachine({
  id: 'managerResource',
  context: ({ input }) => ({ ...input, draft: input.draft ?? null, errors: {}, saves: {}, pending: {}, count: 0 }),
  initial: 'loading',
  on: {
    'user.edit': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const draft = event.change(context.draft as never);
        const { target, fields = [] } = event;
        if (target === undefined) return enqueue.assign({ draft });
        const errors = { ...context.errors[target] };
        for (const field of fields) errors[field] = undefined;
        const save = context.saves[target];
        const saves =
          save?.state === 'saved' && !event.keepsSaved
            ? { ...context.saves, [target]: { state: 'idle' as const } }
            : context.saves;
        enqueue.assign({ draft, errors: { ...context.errors, [target]: errors }, saves });
      }),
    },
    'data.replaced': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        let { errors, saves } = context;
        for (const target of event.targets) {
          errors = without(errors, target);
          saves = without(saves, target);
        }
        enqueue.assign({ draft: event.change(context.draft as never), errors, saves });
      }),
    },
    'xstate.done.actor.save.*': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const target = context.pending[event.actorId];
        if (target === undefined) return;
        const savedAs = event.output.savedAs ?? target;
        enqueue.assign({
          draft: event.output.apply(context.draft),
          errors: without(without(context.errors, target), savedAs),
          saves: { ...without(context.saves, target), [savedAs]: { state: 'saved' } },
          pending: without(context.pending, event.actorId),
        });
        enqueue.emit({ type: 'saved', target: savedAs, notice: event.output.notice });
      }),
    },
    'xstate.error.actor.save.*': {
      actions: enqueueActions(({ context, event, enqueue, check }) => {
        const target = context.pending[event.actorId];
        if (target === undefined) return;
        const message = messageOf(event.error);
        const fieldErrors = context.errorsOfFailure?.(event.error);
        enqueue.assign({
          errors: fieldErrors
            ? { ...context.errors, [target]: { ...context.errors[target], ...fieldErrors } }
            : context.errors,
          saves: { ...context.saves, [target]: { state: check('isConflict') ? 'conflict' : 'failed', message } },
          pending: without(context.pending, event.actorId),
        });
        enqueue.emit({ type: 'saveFailed', target, message });
      }),
    },
    'record.failed': {
      actions: enqueueActions(({ context, event, enqueue, check }) => {
        enqueue.assign({
          saves: {
            ...context.saves,
            [event.target]: { state: check('isConflict') ? 'conflict' : 'failed', message: messageOf(event.error) },
          },
        });
      }),
    },
  },
  states: {
    loading: {
      invoke: {
        src: 'load',
        onDone: {
          target: 'ready',
          actions: enqueueActions(({ event, enqueue }) =>
            enqueue.assign({ draft: event.output, errors: {}, saves: {} }),
          ),
        },
        onError: {
          target: 'failed',
          actions: enqueueActions(({ event, enqueue }) => enqueue.assign({ loadError: messageOf(event.error) })),
        },
      },
    },
    failed: { on: { 'user.retry': 'loading', 'user.reload': 'loading' } },
    ready: {
      on: {
        'user.retry': 'loading',
        'user.reload': 'loading',
        'user.save': {
          actions: enqueueActions(({ context, event, enqueue }) => {
            const { target } = event;
            if (context.saves[target]?.state === 'saving') return;
            const checked = context.validate(context.draft, target);
            if (!checked.ok) {
              enqueue.assign({ errors: { ...context.errors, [target]: checked.errors } });
              enqueue.emit({ type: 'checkFields', target });
              return;
            }
            const id = `save.${context.count + 1}`;
            enqueue.assign({
              count: context.count + 1,
              saves: { ...context.saves, [target]: { state: 'saving' } },
              pending: { ...context.pending, [id]: target },
            });
            enqueue.spawnChild('save', { id, input: { target, draft: context.draft, request: checked.request } });
          }),
        },
      },
    },
  },
});

export type ManagerResourceSnapshot = SnapshotFrom<typeof managerResourceMachine>;

/** 'loading' (the first answer or a new one on its way), 'ready' or 'error'. */
export function selectLoadState(snapshot: ManagerResourceSnapshot): 'loading' | 'ready' | 'error' {
  if (snapshot.matches('failed')) return 'error';
  if (snapshot.matches('ready')) return 'ready';
  return 'loading';
}

export const selectLoadError = (snapshot: ManagerResourceSnapshot): string | undefined => snapshot.context.loadError;

/** What is being edited (null until the first load). */
export const selectDraft = (snapshot: ManagerResourceSnapshot): unknown => snapshot.context.draft;

const noErrors: FieldErrors = {};
const idle: TargetSave = { state: 'idle' };

/** One target's field errors. */
export const selectErrors = (snapshot: ManagerResourceSnapshot, target: string): FieldErrors =>
  snapshot.context.errors[target] ?? noErrors;

/** One target's save state and, after a failure, why. */
export const selectSave = (snapshot: ManagerResourceSnapshot, target: string): TargetSave =>
  snapshot.context.saves[target] ?? idle;
