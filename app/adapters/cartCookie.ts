import { CART_LINES_COOKIE, CART_LINES_COOKIE_MAX_AGE, cartLinesCookieValue } from '../../machines/cart/cart.cookie';

let written: string | null = null;

/**
 * Tells the server how many lines the stored cart has (machines/cart/cart.cookie.ts), so the cart pages are served
 * as the device will show them. Written only when the value changes; a no-op outside a browser or when cookies
 * are refused. Call from effects and event handlers only.
 */
export function writeCartLinesCookie(lines: number): void {
  const value = cartLinesCookieValue(lines);
  if (value === written || typeof document === 'undefined') return;
  written = value;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  try {
    document.cookie = `${CART_LINES_COOKIE}=${value}; Path=/; Max-Age=${CART_LINES_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
  } catch {
    // Cookies refused (a sandboxed frame): the cart pages are served as their frame, as before.
  }
}
