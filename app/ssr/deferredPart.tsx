/**
 * Parts of a served page that hydrate after it, from a chunk of their own (React's selective hydration).
 *
 * A served page is complete HTML, but hydrating it needs the code of everything it shows, before any of it is live.
 * `deferredPart(load)` makes a component whose code is not in the page's first script: the server renders it in
 * full (React's prerender waits for it), the browser hydrates the page around it and leaves its served HTML as it is
 * (a Suspense boundary waiting for its chunk), then hydrates it when the chunk arrives. Nothing moves or flashes:
 * the served markup is what the part renders. Used for what needs no script to be read or followed (the footer,
 * structured data, page metadata) and for widgets below or beside the page's first purpose.
 *
 * - Until a part is live, taps and typing on it are kept by app/adapters/earlyInput.ts: the page is marked live
 *   (`whenPartsLive`, app/layout/MarkHydrated.tsx) only once every part it hydrated with is live too.
 * - A part whose chunk cannot arrive (offline) stays as served, and its links still work without the app; the gate
 *   stops waiting for it, and it is fetched again when the connection is back.
 * - After the first page, the parts of a module load as soon as the module does (`startLoadingParts`), and a route's
 *   module waits for them (`partsLoaded`), so a page opened in the browser never shows a part missing.
 * - A part's props and context must not change before it is live: React would give up the served HTML for them.
 */
import { createElement, lazy, Suspense, useEffect, useRef, useState, type ComponentType, type JSX } from 'react';

interface PartLoader {
  /** Fetches the part's chunk once (again after a failure). */
  preload(): Promise<void>;
  /** Whether the chunk has arrived. */
  loaded(): boolean;
}

export interface DeferredPart<P extends object> {
  (props: P): JSX.Element;
  preload(): Promise<void>;
}

/** Every part defined by the modules evaluated so far. */
const parts = new Set<PartLoader>();
/** Whether a part starts loading as soon as it is defined (in the browser once the served page is hydrating). */
let eager = false;

/** Parts rendered by the hydration that are not live yet, and what waits for them. */
let waiting = 0;
let onLive: (() => void)[] = [];

function release() {
  if (waiting > 0) return;
  const callbacks = onLive;
  onLive = [];
  for (const callback of callbacks) callback();
}

/** Runs `callback` once every part mounted so far is live (or has failed to arrive); at once if none waits. */
export function whenPartsLive(callback: () => void): void {
  onLive.push(callback);
  release();
}

/** Resolves on the next `online` event or after `ms`, whichever comes first. */
function nextChance(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
  });
}

/** A failed fetch releases the gate (the part stays as served), then is tried again later. */
let failed = false;

export function deferredPart<P extends object>(load: () => Promise<ComponentType<P>>): DeferredPart<P> {
  let component: ComponentType<P> | undefined;
  let fetching: Promise<ComponentType<P>> | undefined;
  const fetchPart = () =>
    (fetching ??= load().then(
      (loaded) => (component = loaded),
      (error: unknown) => {
        fetching = undefined;
        throw error;
      },
    ));

  /** The part's component with a note, once mounted, that it is live. */
  function Live({ props, onMounted }: { props: P; onMounted: () => void }) {
    useEffect(onMounted, [onMounted]);
    return createElement(component!, props);
  }

  // Never rejects: an error here would replace the page with its error screen. Until the chunk arrives the served
  // HTML stays (or, rendered in the browser, nothing shows).
  const Lazy = lazy(async () => {
    for (let delay = 2000; ; delay = Math.min(delay * 2, 30000)) {
      try {
        await fetchPart();
        return { default: Live };
      } catch {
        if (typeof window === 'undefined') throw new Error('A deferred part did not load on the server.');
        if (!failed) {
          failed = true;
          waiting = 0;
          release();
        }
        await nextChance(delay);
      }
    }
  });

  function Part(props: P) {
    // Chosen once per instance: switching from the lazy to the loaded component later would mount it again.
    const [Inner] = useState(() => (component ? Live : Lazy));
    const state = useRef({ live: false, counted: false });
    const [onMounted] = useState(() => () => {
      state.current.live = true;
      if (state.current.counted) {
        state.current.counted = false;
        waiting -= 1;
        release();
      }
    });
    // Runs after the inner part's effect when both mount together (children first): only a part still waiting
    // for its chunk is counted.
    useEffect(() => {
      if (state.current.live || state.current.counted || failed) return;
      state.current.counted = true;
      waiting += 1;
    }, []);
    return (
      <Suspense fallback={null}>
        <Inner props={props} onMounted={onMounted} />
      </Suspense>
    );
  }

  const loader: PartLoader = {
    preload: async () => {
      await fetchPart();
    },
    loaded: () => component !== undefined,
  };
  parts.add(loader);
  if (eager) void loader.preload().catch(() => undefined);
  return Object.assign(Part, { preload: loader.preload });
}

/**
 * From now on every part loads as soon as its module is evaluated, and those defined already start loading (called
 * by app/main.tsx as the served page starts hydrating).
 */
export function startLoadingParts(): void {
  eager = true;
  for (const part of parts) void part.preload().catch(() => undefined);
}

/** Resolves once every part defined so far has loaded or failed (route modules wait for theirs). */
export async function partsLoaded(): Promise<void> {
  await Promise.allSettled([...parts].filter((part) => !part.loaded()).map((part) => part.preload()));
}
