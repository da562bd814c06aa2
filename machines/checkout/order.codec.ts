/**
 * The order handed from checkout to the confirmation page. It travels as router state and is also kept in
 * session storage (this tab only) so a reload of /order-confirmation still shows it. Decoding never throws:
 * anything malformed gives null, and the page redirects to /merchandise.
 */
import { z } from 'zod';
import { cartItemSchema } from '../cart/cart.codec';
import { isOrderId } from '../files/orderId';
import { deliveryMethods, type OrderDetails } from './checkout.rules';

export { encodeOrderDetails, LAST_ORDER_STORAGE_KEY } from './lastOrder';

export const orderDetailsSchema = z.object({
  items: z.array(cartItemSchema).min(1),
  total: z.number().finite().nonnegative(),
  customerInfo: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  deliveryMethod: z.enum(deliveryMethods),
  orderId: z.string().refine(isOrderId, 'not an order id'),
  paymentId: z.string().min(1),
  ref: z.string().regex(/^[A-Za-z0-9_-]{22,64}$/).optional(),
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
