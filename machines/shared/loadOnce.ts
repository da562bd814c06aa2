/**
 * Code (or data) fetched on first use and shared: `loadOnce(() => import('./part'))` returns a function that starts the
 * load on its first call and gives every caller the same promise. A failed load (the connection dropped, a chunk that
 * could not be fetched) is forgotten, so the next call tries again instead of failing for the rest of the visit.
 * (The design system's lazily loaded parts do the same in design-system/primitives/lazyPart.ts: the design system
 * imports only types from machines/.)
 */
export interface LoadOnce<T> {
  (): Promise<T>;
  /** What the load gave, once it has arrived (read synchronously, e.g. to render without waiting). */
  current(): T | undefined;
}

export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let loading: Promise<T> | null = null;
  let value: { current: T } | null = null;
  const get = () => {
    loading ??= load().then(
      (loaded) => {
        value = { current: loaded };
        return loaded;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  return Object.assign(get, { current: () => value?.current });
}
