import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  managerResourceMachine,
  selectDraft,
  selectErrors,
  selectLoadError,
  selectLoadState,
  selectSave,
  type ManagerResourceEmitted,
  type SaveAnswer,
  type SaveInput,
  type TargetCheck,
} from '../../machines/admin/managerResource.machine';

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

class CodedError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The draft: one price field, valid when it is a whole number. */
type Draft = { price: string; version: number };

const validate = (draft: unknown): TargetCheck => {
  const { price } = draft as Draft;
  return /^\d+$/.test(price)
    ? { ok: true, request: { price: Number(price) } }
    : { ok: false, errors: { price: 'Enter a whole number of rupees.' } };
};

function manager() {
  const loads: ReturnType<typeof deferred<Draft>>[] = [];
  const saves: { input: SaveInput; answer: ReturnType<typeof deferred<SaveAnswer>> }[] = [];
  const actor = createActor(
    managerResourceMachine.provide({
      actors: {
        load: fromPromise<unknown>(() => {
          const load = deferred<Draft>();
          loads.push(load);
          return load.promise;
        }),
        save: fromPromise<SaveAnswer, SaveInput>(({ input }) => {
          const answer = deferred<SaveAnswer>();
          saves.push({ input, answer });
          return answer.promise;
        }),
      },
    }),
    { input: { validate } },
  );
  const emitted: ManagerResourceEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const edit = (price: string) =>
    actor.send({
      type: 'user.edit',
      change: ((d: Draft) => ({ ...d, price })) as (draft: never) => unknown,
      target: 'form',
      fields: ['price'],
    });
  const ready = async (draft: Draft = { price: '600', version: 1 }) => {
    loads.at(-1)!.resolve(draft);
    await flush();
  };
  return { actor, loads, saves, emitted, edit, ready, snap: () => actor.getSnapshot() };
}

const savedAnswer = (price: string): SaveAnswer => ({
  apply: (draft) => ({ ...(draft as Draft), price, version: 2 }),
  notice: 'Pricing Updated',
});

describe('manager resource (load, validate, save, conflict, reload)', () => {
  it('loads on start: loading, then ready with the draft', async () => {
    const { snap, loads, ready } = manager();
    expect(selectLoadState(snap())).toBe('loading');
    expect(loads).toHaveLength(1);
    await ready({ price: '600', version: 1 });
    expect(selectLoadState(snap())).toBe('ready');
    expect(selectDraft(snap())).toEqual({ price: '600', version: 1 });
    expect(selectSave(snap(), 'form')).toEqual({ state: 'idle' });
  });

  it('a failed load says why; Retry loads again and is ready', async () => {
    const { actor, snap, loads, ready } = manager();
    loads[0]!.reject(new Error('The server cannot be reached.'));
    await flush();
    expect(selectLoadState(snap())).toBe('error');
    expect(selectLoadError(snap())).toBe('The server cannot be reached.');
    actor.send({ type: 'user.retry' });
    expect(selectLoadState(snap())).toBe('loading');
    expect(loads).toHaveLength(2);
    await ready();
    expect(selectLoadState(snap())).toBe('ready');
  });

  it('an invalid draft is not sent: its field errors are set and "check fields" is emitted', async () => {
    const { actor, snap, saves, emitted, edit, ready } = manager();
    await ready();
    edit('6OO');
    actor.send({ type: 'user.save', target: 'form' });
    await flush();
    expect(saves).toHaveLength(0);
    expect(selectErrors(snap(), 'form')).toEqual({ price: 'Enter a whole number of rupees.' });
    expect(selectSave(snap(), 'form').state).toBe('idle');
    expect(emitted).toEqual([{ type: 'checkFields', target: 'form' }]);
    // Typing in the field clears its error.
    edit('650');
    expect(selectErrors(snap(), 'form').price).toBeUndefined();
  });

  it('a valid save: saving, then saved with the saved draft and its notice; an edit after it is idle again', async () => {
    const { actor, snap, saves, emitted, edit, ready } = manager();
    await ready();
    edit('700');
    actor.send({ type: 'user.save', target: 'form' });
    expect(selectSave(snap(), 'form').state).toBe('saving');
    expect(saves).toHaveLength(1);
    expect(saves[0]!.input).toEqual({ target: 'form', draft: { price: '700', version: 1 }, request: { price: 700 } });
    saves[0]!.answer.resolve(savedAnswer('700'));
    await flush();
    expect(selectSave(snap(), 'form').state).toBe('saved');
    expect(selectDraft(snap())).toEqual({ price: '700', version: 2 });
    expect(emitted).toEqual([{ type: 'saved', target: 'form', notice: 'Pricing Updated' }]);
    edit('750');
    expect(selectSave(snap(), 'form').state).toBe('idle');
  });

  it('a stale save is a conflict with the message; Reload loads again and the conflict is gone', async () => {
    const { actor, snap, saves, loads, emitted, edit, ready } = manager();
    await ready();
    edit('700');
    actor.send({ type: 'user.save', target: 'form' });
    saves[0]!.answer.reject(
      new CodedError('version_conflict', 'Someone else changed these prices. Reload to see them.'),
    );
    await flush();
    expect(selectSave(snap(), 'form')).toEqual({
      state: 'conflict',
      message: 'Someone else changed these prices. Reload to see them.',
    });
    expect(selectDraft(snap())).toEqual({ price: '700', version: 1 });
    expect(emitted).toEqual([
      { type: 'saveFailed', target: 'form', message: 'Someone else changed these prices. Reload to see them.' },
    ]);
    actor.send({ type: 'user.reload' });
    expect(selectLoadState(snap())).toBe('loading');
    expect(loads).toHaveLength(2);
    await ready({ price: '800', version: 3 });
    expect(selectDraft(snap())).toEqual({ price: '800', version: 3 });
    expect(selectSave(snap(), 'form').state).toBe('idle');
  });

  it('another failure is failed with the message, and keeps what was typed', async () => {
    const { actor, snap, saves, edit, ready } = manager();
    await ready();
    edit('700');
    actor.send({ type: 'user.save', target: 'form' });
    saves[0]!.answer.reject(new CodedError('server_error', 'The prices could not be saved.'));
    await flush();
    expect(selectSave(snap(), 'form')).toEqual({ state: 'failed', message: 'The prices could not be saved.' });
    expect(selectDraft(snap())).toEqual({ price: '700', version: 1 });
  });

  it('an answer that arrives after the actor stopped changes nothing', async () => {
    const { actor, snap, saves, emitted, edit, ready } = manager();
    await ready();
    edit('700');
    actor.send({ type: 'user.save', target: 'form' });
    const before = snap();
    actor.stop();
    saves[0]!.answer.resolve(savedAnswer('700'));
    await flush();
    expect(selectSave(snap(), 'form').state).toBe('saving');
    expect(selectDraft(snap())).toEqual(selectDraft(before));
    expect(emitted).toEqual([]);
  });

  it('a late load after stop changes nothing either', async () => {
    const { actor, snap, loads } = manager();
    actor.stop();
    loads[0]!.resolve({ price: '600', version: 1 });
    await flush();
    expect(selectLoadState(snap())).toBe('loading');
    expect(selectDraft(snap())).toBeNull();
  });
});
