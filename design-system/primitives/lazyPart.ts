import { useEffect, useEffectEvent, useState, type ComponentType } from 'react';

/**
 * A part of a component that is its own chunk (a dialog's surface, the chat's panel): only what opens it renders
 * with the page, and the part is fetched when the visitor reaches for it.
 */
export interface LazyPart<P> {
  /** Fetches the part once; a failed fetch (the connection dropped) is forgotten, so the next call tries again. */
  load: () => Promise<ComponentType<P>>;
  /** The part if it has arrived. */
  loaded: () => ComponentType<P> | null;
}

/** Declare at module level: `const surface = lazyPart(() => import('./DialogSurface'))`. */
export function lazyPart<P>(importer: () => Promise<{ default: ComponentType<P> }>): LazyPart<P> {
  let part: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const load = () => {
    loading ??= importer().then(
      (module) => (part = module.default),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  return { load, loaded: () => part };
}

/**
 * The part to render, or null while it should not be (never opened yet, or still on its way). Once `open` has been
 * true the part stays rendered after closing, so exit animations play and focus returns. If the part cannot arrive,
 * `onUnavailable` is called (close what asked for it; the site's notice says the connection dropped) and the next
 * opening tries again. Call `preload` from the opener's pointer-enter and focus handlers.
 */
export function useLazyPart<P>(
  part: LazyPart<P>,
  open: boolean,
  onUnavailable: () => void,
): { Part: ComponentType<P> | null; preload: () => void } {
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  const [Part, setPart] = useState<ComponentType<P> | null>(() => part.loaded());
  const unavailable = useEffectEvent(onUnavailable);
  useEffect(() => {
    if (!wanted || Part) return;
    let live = true;
    part.load().then(
      (loaded) => live && setPart(() => loaded),
      () => {
        if (!live) return;
        setWanted(false);
        unavailable();
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, Part, part]);
  return { Part: wanted ? Part : null, preload: () => void part.load().catch(() => {}) };
}
