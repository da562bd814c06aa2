/**
 * The shop payment's server actors (`/api/orders`), typed by the shared schemas. Totals always come from the
 * server's prices. The confirmation page's reload is in orderLookupApi.ts (no state-machine library there).
 */
import { fromPromise } from 'xstate';
import { orderResponseSchema } from '../../../machines/api/order.schema';
import { PaymentPreparationError } from '../../../machines/checkout/payment.copy';
import type {
  ConfirmedPayment,
  ConfirmInput,
  PreparedPayment,
  PrepareInput,
} from '../../../machines/checkout/payment.types';
import { apiRequest, ApiRequestError, confirmFailure } from './request';

/** `POST /api/orders`: the order is stored and priced by the server before the dialog opens. */
export const createOrder = fromPromise<PreparedPayment, PrepareInput & { amount: number }>(async ({ input }) => {
  const order = await apiRequest('/api/orders', orderResponseSchema, {
    method: 'POST',
    body: {
      items: input.items.map((item) => ({ productId: item.id, size: item.selectedSize, quantity: item.quantity })),
      customer: input.customer,
      deliveryMethod: input.deliveryMethod,
    },
  }).catch((error: unknown) => {
    if (error instanceof ApiRequestError) throw new PaymentPreparationError(error.message);
    throw error;
  });
  return {
    reference: order.ref,
    amount: order.total,
    amountPaise: order.totalPaise,
    providerOrderId: order.providerOrderId,
    orderId: order.orderId,
  };
});

/** `POST /api/orders/:ref/confirm`: the server checks the payment and marks the order paid (no answer or a 5xx: asked again). */
export const confirmOrder = fromPromise<ConfirmedPayment, ConfirmInput>(async ({ input }) => {
  if (!input.reference) throw new Error('The order is missing. Please check out again.');
  const order = await apiRequest(`/api/orders/${encodeURIComponent(input.reference)}/confirm`, orderResponseSchema, {
    method: 'POST',
    body: {
      paymentId: input.paymentId,
      ...(input.providerOrderId ? { orderId: input.providerOrderId } : {}),
      ...(input.signature ? { signature: input.signature } : {}),
    },
  }).catch((error: unknown) => {
    throw confirmFailure(error);
  });
  return { bookingIds: [], verified: order.verified };
});
