/** Order ids: the product prefix, a hyphen, then a millisecond timestamp ('POD-1795240800000'). */

export const ORDER_ID_PREFIX = 'POD';

/** An order id for the instant `nowMs` (the app passes its clock's time). */
export function createOrderId(nowMs: number): string {
  return `${ORDER_ID_PREFIX}-${Math.trunc(nowMs)}`;
}

/** True for ids made by {@link createOrderId}. */
export function isOrderId(value: unknown): value is string {
  return typeof value === 'string' && /^POD-\d+$/.test(value);
}

/** The timestamp inside an order id, or null. */
export function orderIdTimestamp(orderId: string): number | null {
  return isOrderId(orderId) ? Number(orderId.slice(ORDER_ID_PREFIX.length + 1)) : null;
}
