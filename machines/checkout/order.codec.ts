/**
 * The order handed from checkout to the confirmation page. It travels as router state and is also kept in
 * session storage (this tab only) so a reload of /order-confirmation still shows it. Decoding never throws:
 * anything malformed gives null, and the page redirects to /merchandise.
 */
import { z } from '../shared/zod';
import { cartItemSchema } from '../cart/cart.codec';
import type { OrderResponse } from '../api/order.schema';
import { isOrderId } from '../files/orderId';
import { deliveryMethods, type OrderDetails } from './checkout.rules';

export { encodeOrderDetails, LAST_ORDER_STORAGE_KEY } from './lastOrder';

export const orderDetailsSchema = z.object({
  items: z.array(cartItemSchema).check(z.minLength(1)),
  total: z.number().check(z.nonnegative()),
  customerInfo: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  deliveryMethod: z.enum(deliveryMethods),
  orderId: z.string().check(z.refine(isOrderId, 'not an order id')),
  paymentId: z.string().check(z.minLength(1)),
  ref: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{22,64}$/))),
});

/** Order details from router state, a stored string or a parsed value; null when absent or malformed. */
export function decodeOrderDetails(raw: unknown): OrderDetails | null {
  if (raw === null || raw === undefined) return null;
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  const result = orderDetailsSchema.safeParse(value);
  return result.success ? result.data : null;
}

/** Why a stored order cannot be shown as confirmed. */
export const orderLookupMessages = {
  unpaid:
    'This order has not been paid yet, so there is no confirmation. If money was taken, please contact the centre with your order ID.',
} as const;

/**
 * An order the server returned (`GET /api/orders/:ref`) as the confirmation page's order details, or the reason it
 * cannot be shown as confirmed (not paid).
 */
export function orderDetailsFromServer(order: OrderResponse): { order: OrderDetails } | { unpaid: string } {
  if (order.status !== 'paid' || !order.paymentId) return { unpaid: orderLookupMessages.unpaid };
  return {
    order: {
      items: order.items,
      total: order.total,
      customerInfo: order.customerInfo,
      deliveryMethod: order.deliveryMethod,
      orderId: order.orderId,
      paymentId: order.paymentId,
      ref: order.ref,
    },
  };
}
