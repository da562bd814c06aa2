/**
 * What the server may know of the device's cart, so /cart and /checkout can be served complete: the cart itself
 * lives in browser storage (spec: loaded from local storage at start, saved there after every change), and the app
 * keeps a cookie beside it with the number of lines, written whenever the stored cart is read or changed.
 *
 * - No cookie: this device has no cart here (the app writes the cookie on the first page it shows), so the cart is
 *   served empty and /checkout goes back to /cart at once. A cart stored before the cookie existed is the one
 *   exception: it shows (or the checkout is pressed again) once the page has read it, and the cookie is written then.
 * - `0`: an empty cart, served as such.
 * - Anything else: lines the server cannot show (they are on the device), so the page is served as its busy frame
 *   and the device's lines replace it.
 */

/** The cookie's name. */
export const CART_LINES_COOKIE = 'pod-cart-lines';

/** A year, in seconds: the cookie lives as long as a stored cart is likely to. */
export const CART_LINES_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export const storedCartHints = ['empty', 'unknown'] as const;
/** What a served cart page can show: the empty cart, or its frame until the device's lines are read. */
export type StoredCartHint = (typeof storedCartHints)[number];

/** The hint from the cookie's value (undefined when the request has none). */
export function storedCartHint(cookieValue: string | undefined): StoredCartHint {
  return cookieValue === undefined || cookieValue === '0' ? 'empty' : 'unknown';
}

/** The cookie's value for a cart of `lines` lines. */
export function cartLinesCookieValue(lines: number): string {
  return String(Math.max(0, Math.floor(lines)));
}
