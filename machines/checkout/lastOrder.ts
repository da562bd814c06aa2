/**
 * Where the last order is kept for the confirmation page (session storage, this tab only) and how it is written.
 * Schema-free on purpose, so the checkout page can store an order without loading the codec; reading it back is
 * `decodeOrderDetails` in ./order.codec.
 */
import type { OrderDetails } from './checkout.rules';

/** The session-storage key of the last order. */
export const LAST_ORDER_STORAGE_KEY = 'pod-last-order';

/** The string stored under {@link LAST_ORDER_STORAGE_KEY}. */
export function encodeOrderDetails(order: OrderDetails): string {
  return JSON.stringify(order);
}
