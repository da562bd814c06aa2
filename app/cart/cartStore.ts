/**
 * The cart as a tiny external store over browser storage (key CART_STORAGE_KEY, 'pod-cart'). The stored value is
 * read on the first subscription (an effect, never during render), kept in memory, written back on every change,
 * and re-read when another tab changes it (`storage` event). A stored value that cannot be decoded (corrupted,
 * an older format) gives an empty cart and a console warning.
 *
 * Whenever the stored cart is read or changed, a cookie tells the server its number of lines, so /cart and
 * /checkout are served as the device will show them (machines/cart/cart.cookie.ts).
 *
 * The codec (with its schema library) is loaded on demand, so the navigation bar's count does not put it in the
 * initial bundle: only when something is stored (nothing is, on a first visit, and the page's start then fetches
 * neither), and before a change is applied (`updateCart`, which also waits for the stored cart to be read first, so
 * an early click never overwrites what was stored, and fails as a whole if the codec cannot arrive).
 */
import type * as CodecModule from '../../machines/cart/cart.codec';
import type { CartItem } from '../../machines/cart/cart.rules';
import { CART_STORAGE_KEY } from '../../machines/cart/cart.storage';
import { loadOnce } from '../../machines/shared/loadOnce';
import { writeCartLinesCookie } from '../adapters/cartCookie';
import { onOnline } from '../adapters/connectivity';
import { readRaw, writeRaw } from '../adapters/storage';

type Codec = typeof CodecModule;

/** What `useSyncExternalStore` reads: the items and whether the stored cart has been read yet. */
export interface CartSnapshot {
  items: readonly CartItem[];
  /** False until the stored cart has been read (the first render and prerendering show an empty, unready cart). */
  ready: boolean;
}

const EMPTY: readonly CartItem[] = [];
const SERVER_SNAPSHOT: CartSnapshot = { items: EMPTY, ready: false };

let snapshot: CartSnapshot = SERVER_SNAPSHOT;
let firstRead: Promise<void> | null = null;
/** Bumped by every local change, so a slower read never overwrites a newer cart. */
let version = 0;
const listeners = new Set<() => void>();

function publish(items: readonly CartItem[], ready: boolean) {
  snapshot = { items: items.length === 0 ? EMPTY : items, ready };
  // The server serves the cart pages by this (machines/cart/cart.cookie.ts).
  if (ready) writeCartLinesCookie(items.length);
  listeners.forEach((listener) => listener());
}

const loadCodec = loadOnce<Codec>(() => import('../../machines/cart/cart.codec'));

async function readStored(): Promise<void> {
  const startedAt = version;
  // Nothing stored: the cart is empty, no decoding needed.
  if (readRaw(CART_STORAGE_KEY) === null) {
    publish(EMPTY, true);
    return;
  }
  const { decodeCart } = await loadCodec();
  if (startedAt !== version && snapshot.ready) return;
  const { items: decoded, warning } = decodeCart(readRaw(CART_STORAGE_KEY));
  if (warning) console.warn(warning);
  publish(decoded, true);
}

/** Fetches the codec ahead of a change (a page with Add to Cart calls it once live, so the first add is instant). */
export function preloadCartCodec(): void {
  void loadCodec().catch(() => undefined);
}

/**
 * Resolves once the stored cart has been read (reads it if nobody has yet). If the codec could not be fetched (the
 * connection dropped), it rejects and the next call reads again; the cart is read again when the device is back
 * online too.
 */
export function whenCartReady(): Promise<void> {
  firstRead ??= readStored().catch((error: unknown) => {
    firstRead = null;
    throw error;
  });
  return firstRead;
}

let stopOnline = () => {};

function handleOnline() {
  if (!snapshot.ready) void whenCartReady().catch(() => undefined);
}

function handleStorage(event: StorageEvent) {
  if (event.storageArea !== null && event.storageArea !== window.localStorage) return;
  if (event.key !== null && event.key !== CART_STORAGE_KEY) return;
  void readStored().catch(() => undefined);
}

/** Subscribes to cart changes (for `useSyncExternalStore`); the first subscription reads the stored cart. */
export function subscribeCart(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('storage', handleStorage);
    stopOnline = onOnline(handleOnline);
  }
  listeners.add(listener);
  void whenCartReady().catch(() => undefined);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('storage', handleStorage);
    stopOnline();
  };
}

/** The current snapshot (stable between changes). */
export function getCartSnapshot(): CartSnapshot {
  return snapshot;
}

/** The snapshot for prerendering and the first render: empty and not ready. */
export function getServerCartSnapshot(): CartSnapshot {
  return SERVER_SNAPSHOT;
}

/** The current items (stable between changes). */
export function getCartItems(): readonly CartItem[] {
  return snapshot.items;
}

/**
 * Replaces the cart (at once in memory) and stores it once the codec is there. Prefer `updateCart`, which waits for
 * the stored cart and the codec.
 */
export function setCartItems(next: readonly CartItem[]): void {
  version += 1;
  publish(next, true);
  const stored = snapshot.items;
  void loadCodec().then(
    ({ encodeCart }) => writeRaw(CART_STORAGE_KEY, encodeCart(stored)),
    () => console.warn('The cart could not be stored: its code did not load.'),
  );
}

/**
 * Applies `change` to the cart once the stored cart has been read, stores the result and returns it.
 * Call from event handlers or effects.
 */
export function updateCart(change: (items: readonly CartItem[]) => readonly CartItem[]): Promise<readonly CartItem[]> {
  const apply = () => {
    setCartItems(change(snapshot.items));
    return snapshot.items;
  };
  // Once read and the codec is there, apply at once (no flash of the old value); before that, wait for both.
  return snapshot.ready && loadCodec.current()
    ? Promise.resolve(apply())
    : Promise.all([whenCartReady(), loadCodec()]).then(apply);
}
