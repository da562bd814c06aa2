/**
 * The new-version state of the service worker (app/sw/sw.ts): when a new build's worker is installed and waiting,
 * subscribers hear `needRefresh`; `applyUpdate()` lets it take over and reloads the page. The registration itself
 * is app/adapters/serviceWorkerRegistration.ts (browser only, loaded by app/main.tsx).
 */

type Listener = (needRefresh: boolean) => void;

let needRefresh = false;
let update: ((reloadPage?: boolean) => Promise<void>) | null = null;
const listeners = new Set<Listener>();

const set = (value: boolean) => {
  needRefresh = value;
  for (const listener of listeners) listener(value);
};

/** Called by the registration (app/adapters/serviceWorkerRegistration.ts): how to let a waiting worker take over. */
export function connectUpdate(apply: (reloadPage?: boolean) => Promise<void>): void {
  update = apply;
}

/** Called by the registration when a new build's worker is installed and waiting. */
export const announceUpdate = (): void => set(true);

/** Hears whether a new version is waiting (called at once with the current answer). */
export function subscribeUpdate(listener: Listener): () => void {
  listeners.add(listener);
  listener(needRefresh);
  return () => listeners.delete(listener);
}

/** Refresh: the waiting worker takes over and the page reloads with the new version. */
export function applyUpdate(): void {
  void update?.(true);
}

/** Later: the notice goes away until the next new version (the new version is used from the next visit anyway). */
export function dismissUpdate(): void {
  set(false);
}
