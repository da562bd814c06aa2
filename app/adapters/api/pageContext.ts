import type { StoredCartHint } from '../../../machines/cart/cart.cookie';

/**
 * What the page server hands the routes' loaders beside the request (React Router's request context), only when
 * it renders a page: the browser's loaders get none.
 */
export interface PageRequestContext {
  /** What the visitor's cart cookie says (machines/cart/cart.cookie.ts). */
  storedCart: StoredCartHint;
}

/** The cart hint a loader was given: 'unknown' in the browser, where the page reads the stored cart itself. */
export function storedCartOf(context: unknown): StoredCartHint {
  const given =
    typeof context === 'object' && context !== null ? (context as Partial<PageRequestContext>).storedCart : undefined;
  return given === 'empty' ? 'empty' : 'unknown';
}
