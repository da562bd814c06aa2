import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Actor, AnyActorLogic, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';

/**
 * Runs a machine that only the visitor's actions move (a lightbox, say) without putting it, or the state-machine
 * library, in the page's first script: its module loads once the page is live, and until its actor runs, the
 * selected value is `initial` (what the machine's initial state gives) and events wait in order. If the module
 * cannot load (the connection dropped), the waiting events are dropped and the next event tries again.
 *
 * `load` resolves to the machine (keep it stable: a module-level function); `input` is read when the actor starts.
 * `select` must return a stable value (a primitive, or a value kept in the snapshot), as `useSelector` asks.
 *
 * With `eager: false` nothing loads with the page: the machine loads on the first event, or earlier when the
 * returned `preload` is called (from the pointer or focus reaching what sends the events), for a widget most
 * visits never use (the floating chat): its requests and the library's evaluation stay out of the page's start.
 */
export function useDeferredActor<TLogic extends AnyActorLogic, T>(
  load: () => Promise<TLogic>,
  input: InputFrom<TLogic>,
  select: (snapshot: SnapshotFrom<TLogic>) => T,
  initial: T,
  { eager = true }: { eager?: boolean } = {},
): [T, (event: EventFromLogic<TLogic>) => void, () => void] {
  const [actor, setActor] = useState<Actor<TLogic> | null>(null);
  const pending = useRef<EventFromLogic<TLogic>[]>([]);
  const attempt = useRef<Promise<void> | null>(null);
  const mounted = useRef(false);
  const latestInput = useRef(input);
  useEffect(() => {
    latestInput.current = input;
  });

  const start = useCallback(() => {
    attempt.current ??= Promise.all([load(), import('./createActor')]).then(
      ([logic, { createActor }]) => {
        if (!mounted.current) return;
        const started = createActor(logic, { input: latestInput.current }).start();
        for (const event of pending.current.splice(0)) started.send(event);
        setActor(started);
      },
      () => {
        attempt.current = null;
        pending.current = [];
      },
    );
  }, [load]);

  useEffect(() => {
    mounted.current = true;
    if (eager) start();
    return () => {
      mounted.current = false;
    };
  }, [start, eager]);
  useEffect(
    () => () => {
      actor?.stop();
    },
    [actor],
  );

  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return () => {};
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const read = () => (actor ? select(actor.getSnapshot()) : initial);
  const value = useSyncExternalStore(subscribe, read, () => initial);

  const send = useCallback(
    (event: EventFromLogic<TLogic>) => {
      if (actor) {
        actor.send(event);
        return;
      }
      pending.current.push(event);
      start();
    },
    [actor, start],
  );
  return [value, send, start];
}
