import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useState } from 'react';
import type { ManagerLoadState, ManagerSaveState } from '../../../design-system/patterns/AdminSaveAlert';
import {
  managerResourceMachine,
  selectDraft,
  selectErrors,
  selectLoadError,
  selectLoadState,
  selectSave,
  type SaveAnswer,
  type TargetCheck,
} from '../../../machines/admin/managerResource.machine';
import { fromPromise } from 'xstate';
import type { FieldErrors } from '../../../machines/forms/forms.messages';
import { useToast, type ToastInput } from '../../toasts';

export interface ManagerResourceOptions<D> {
  /** What the form shows before the first load. */
  initial: D;
  load: () => Promise<D>;
  /** Sends one target's checked request (the one `validate` made); answers how to put the saved record into the draft. */
  save: (input: { target: string; draft: D; request: unknown }) => Promise<SaveAnswer<D> & { notice?: ToastInput }>;
  /** The shared form rules for one target. */
  validate: (draft: D, target: string) => TargetCheck;
  /** When more than a `version_conflict` means someone else saved first. */
  isConflict?: (error: unknown) => boolean;
  /** Field errors the server's refusal names. */
  errorsOfFailure?: (error: unknown) => FieldErrors | undefined;
  toasts: { checkFields: ToastInput; saveFailed: (message: string) => ToastInput };
}

/**
 * Runs `managerResourceMachine` for a manager page with its adapters, and pushes its toasts: "check fields", the
 * save's own success toast, "not saved". The options are read once, when the page mounts.
 */
export function useManagerResource<D>(options: ManagerResourceOptions<D>) {
  const { push } = useToast();
  const [{ logic, input, toasts }] = useState(() => {
    const { initial, load, save, validate, isConflict, errorsOfFailure } = options;
    const provided = managerResourceMachine.provide({
      actors: {
        load: fromPromise<unknown>(() => load()),
        save: fromPromise(
          ({ input: saving }) => save(saving as { target: string; draft: D; request: unknown }) as Promise<SaveAnswer>,
        ),
      },
      ...(isConflict
        ? { guards: { isConflict: ({ event }) => isConflict('error' in event ? event.error : undefined) } }
        : {}),
    });
    return {
      logic: provided,
      input: { draft: initial, validate: validate as (draft: unknown, target: string) => TargetCheck, errorsOfFailure },
      toasts: options.toasts,
    };
  });
  const [snapshot, , actorRef] = useMachine(logic, { input });

  useEffect(() => {
    const subscriptions = [
      actorRef.on('checkFields', () => push(toasts.checkFields)),
      actorRef.on('saved', ({ notice }) => {
        if (notice) push(notice as ToastInput);
      }),
      actorRef.on('saveFailed', ({ message }) => push(toasts.saveFailed(message))),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actorRef, push, toasts]);

  const edit = useCallback(
    (change: (draft: D) => D, target?: string, fields?: readonly string[], keepsSaved?: boolean) =>
      actorRef.send({ type: 'user.edit', change: change as (draft: never) => unknown, target, fields, keepsSaved }),
    [actorRef],
  );
  const replace = useCallback(
    (change: (draft: D) => D, targets: readonly string[]) =>
      actorRef.send({ type: 'data.replaced', change: change as (draft: never) => unknown, targets }),
    [actorRef],
  );
  const save = useCallback((target: string) => actorRef.send({ type: 'user.save', target }), [actorRef]);
  const reload = useCallback(() => actorRef.send({ type: 'user.reload' }), [actorRef]);
  const failed = useCallback(
    (target: string, error: unknown) => actorRef.send({ type: 'record.failed', target, error }),
    [actorRef],
  );
  /** False once the page has gone: late answers of the page's own effects (uploads, deletes) are dropped. */
  const isActive = useCallback(() => actorRef.getSnapshot().status === 'active', [actorRef]);
  /** The draft as it is now (for event handlers; rendering uses `draft`). */
  const currentDraft = useCallback(() => selectDraft(actorRef.getSnapshot()) as D, [actorRef]);

  return {
    status: selectLoadState(snapshot) satisfies ManagerLoadState,
    loadError: selectLoadError(snapshot),
    draft: selectDraft(snapshot) as D,
    errorsOf: (target: string) => selectErrors(snapshot, target),
    saveStateOf: (target: string): ManagerSaveState => selectSave(snapshot, target).state,
    saveMessageOf: (target: string) => selectSave(snapshot, target).message,
    edit,
    replace,
    save,
    reload,
    failed,
    isActive,
    currentDraft,
  };
}
