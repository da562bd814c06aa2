/** Request and response schemas of the shop's order API, shared by the server and the app's adapters. */
import { z } from '../shared/zod';
import { deliveryMethods } from '../checkout/checkout.rules';
import { availabilities, logoPositions } from '../shop/catalogue.options';
import { paymentProofSchema } from './booking.schema';
import { customerSchema } from './customer.schema';

export const orderItemRequestSchema = z.object(
  {
    productId: z
      .number({ error: 'Expected a product id.' })
      .check(z.int({ error: 'Expected a whole product id.' }), z.positive({ error: 'Expected a product id.' })),
    size: z
      .string({ error: 'Expected a size as text.' })
      .check(z.minLength(1, { error: 'Choose a size.' }), z.maxLength(20, { error: 'Unknown size.' })),
    quantity: z
      .number({ error: 'Expected a quantity.' })
      .check(
        z.int({ error: 'Expected a whole quantity.' }),
        z.minimum(1, { error: 'The quantity must be at least 1.' }),
        z.maximum(20, { error: 'At most 20 of one item per order.' }),
      ),
  },
  { error: 'Expected an item as { productId, size, quantity }.' },
);

/** POST /api/orders: totals come from the server's prices; client prices are dropped. */
export const orderRequestSchema = z.object(
  {
    items: z
      .array(orderItemRequestSchema, { error: 'Expected a list of items.' })
      .check(
        z.minLength(1, { error: 'The cart is empty.' }),
        z.maxLength(20, { error: 'At most 20 lines per order.' }),
      ),
    customer: customerSchema,
    deliveryMethod: z.enum(deliveryMethods, { error: 'Expected pickup or delivery.' }),
  },
  { error: 'Expected { items, customer, deliveryMethod }.' },
);
export type OrderRequest = z.input<typeof orderRequestSchema>;

/** POST /api/orders/:ref/confirm */
export const confirmOrderRequestSchema = paymentProofSchema;
export type ConfirmOrderRequest = z.infer<typeof confirmOrderRequestSchema>;

/** An unguessable order reference (22+ base64url characters). */
export const orderRefParamsSchema = z.object({
  ref: z.string().check(z.regex(/^[A-Za-z0-9_-]{22,64}$/, { error: 'Expected an order reference.' })),
});

export const orderResponseSchema = z.object({
  ref: z.string(),
  /** 'POD-<ms>'. */
  orderId: z.string(),
  status: z.enum(['pending', 'paid']),
  /** Rupees, from the server's prices. */
  total: z.number(),
  /** The same total in paise, what the payment dialog charges. */
  totalPaise: z.number(),
  items: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      price: z.number(),
      quantity: z.number(),
      selectedSize: z.string(),
      image: z.string(),
      logoPosition: z.enum(logoPositions),
      availability: z.enum(availabilities),
    }),
  ),
  customerInfo: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  deliveryMethod: z.enum(deliveryMethods),
  paymentId: z.nullable(z.string()),
  verified: z.boolean(),
  providerOrderId: z.nullable(z.string()),
});
export type OrderResponse = z.infer<typeof orderResponseSchema>;
