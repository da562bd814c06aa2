import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import type { Actor, AnyActorLogic, EmittedFrom, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';
import { whenIdle } from '../adapters/whenIdle';

/**
 * Runs a machine that only the visitor's actions move (a lightbox, say) without putting it, or the state-machine
 * library, in the page's first script: its module loads once the page is live, and until its actor runs, the
 * selected value is `initial` (what the machine's initial state gives) and events wait in order. If the module
 * cannot load (the connection dropped), the waiting events are dropped and the next event tries again.
 *
 * By default the module loads once the page is live and the browser idle: requested in the effects that run while a
 * served page hydrates, the fetch was part of that task. An event sent before then loads it at once.
 * `load` resolves to the machine (keep it stable: a module-level function); `input` is read when the actor starts.
 * `select` must return a stable value (a primitive, or a value kept in the snapshot), as `useSelector` asks.
 *
 * With `eager: false` nothing loads with the page: the machine loads on the first event, or earlier when the
 * returned `preload` is called (from the pointer or focus reaching what sends the events), for a widget most
 * visits never use (the floating chat): its requests and the library's evaluation stay out of the page's start.
 *
 * `onEmitted` hears every event the machine emits (a toast to show, a field to focus), including those emitted while
 * the events sent before the actor started are replayed; the latest function given is the one called.
 *
 * `isEqual` (like `useSelector`'s compare) keeps the value last returned while a new one equals it, so a `select`
 * that builds an object re-renders nothing when the actor starts in the state `initial` already shows.
 */
export function useDeferredActor<TLogic extends AnyActorLogic, T>(
  load: () => Promise<TLogic>,
  input: InputFrom<TLogic>,
  select: (snapshot: SnapshotFrom<TLogic>) => T,
  initial: T,
  {
    eager = true,
    onEmitted,
    isEqual,
  }: { eager?: boolean; onEmitted?: (emitted: EmittedFrom<TLogic>) => void; isEqual?: (a: T, b: T) => boolean } = {},
): [T, (event: EventFromLogic<TLogic>) => void, () => void] {
  // The actor lives in a ref, not in state: its start re-renders only what its selected value changes (nothing, when
  // that is still `initial`), where state re-rendered the whole page that uses it (/podboard: 35 ms at no throttle).
  const actorRef = useRef<Actor<TLogic> | null>(null);
  /** Told when the actor starts, so the store below follows it. */
  const onStarted = useRef(new Set<() => void>());
  const pending = useRef<EventFromLogic<TLogic>[]>([]);
  const attempt = useRef<Promise<void> | null>(null);
  /** Bumped on every unmount, so a module arriving after it starts no actor for a component no longer there. */
  const generation = useRef(0);
  const latestInput = useRef(input);
  const latestOnEmitted = useRef(onEmitted);
  useEffect(() => {
    latestInput.current = input;
    latestOnEmitted.current = onEmitted;
  });

  const start = useCallback(() => {
    const mine = generation.current;
    attempt.current ??= Promise.all([load(), import('./createActor')]).then(
      ([logic, { createActor }]) => {
        if (generation.current !== mine) return;
        const created = createActor(logic, { input: latestInput.current });
        created.on('*', (emitted) => latestOnEmitted.current?.(emitted as EmittedFrom<TLogic>));
        const started = created.start();
        for (const event of pending.current.splice(0)) started.send(event);
        actorRef.current = started;
        onStarted.current.forEach((listener) => listener());
      },
      () => {
        if (generation.current !== mine) return;
        attempt.current = null;
        pending.current = [];
      },
    );
  }, [load]);

  useEffect(() => {
    const cancel = eager ? whenIdle(start) : () => {};
    return () => {
      cancel();
      generation.current += 1;
      actorRef.current?.stop();
      actorRef.current = null;
      attempt.current = null;
      pending.current = [];
    };
  }, [start, eager]);

  const subscribe = useCallback((onChange: () => void) => {
    let subscription: { unsubscribe: () => void } | undefined;
    const follow = () => {
      subscription?.unsubscribe();
      subscription = actorRef.current?.subscribe(onChange);
    };
    const started = () => {
      follow();
      onChange();
    };
    onStarted.current.add(started);
    follow();
    return () => {
      onStarted.current.delete(started);
      subscription?.unsubscribe();
    };
  }, []);
  const lastValue = useRef(initial);
  const read = () => {
    if (!actorRef.current) return initial;
    const next = select(actorRef.current.getSnapshot());
    if (next !== lastValue.current && !isEqual?.(lastValue.current, next)) lastValue.current = next;
    return lastValue.current;
  };
  const value = useSyncExternalStore(subscribe, read, () => initial);

  const send = useCallback(
    (event: EventFromLogic<TLogic>) => {
      if (actorRef.current) {
        actorRef.current.send(event);
        return;
      }
      pending.current.push(event);
      start();
    },
    [start],
  );
  return [value, send, start];
}
