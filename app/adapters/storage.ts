/**
 * Browser storage adapter: safe JSON get/set that never throws (private mode, quota, disabled storage,
 * sandboxed frames, malformed JSON). Call it from effects and event handlers only, never during render.
 */

export type StorageArea = 'local' | 'session';

function area(kind: StorageArea): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The raw string under `key`, or null when absent or unavailable. */
export function readRaw(key: string, kind: StorageArea = 'local'): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** The parsed JSON under `key` as `unknown` (validate it before use), or null when absent, unavailable or malformed. */
export function readJson(key: string, kind: StorageArea = 'local'): unknown {
  const raw = readRaw(key, kind);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/** Stores `value` as JSON. Returns false when storage is unavailable or full. */
export function writeJson(key: string, value: unknown, kind: StorageArea = 'local'): boolean {
  try {
    const store = area(kind);
    if (!store) return false;
    store.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** Stores a raw string. Returns false when storage is unavailable or full. */
export function writeRaw(key: string, value: string, kind: StorageArea = 'local'): boolean {
  try {
    const store = area(kind);
    if (!store) return false;
    store.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
