/**
 * `GET /api/orders/:ref`: a stored order, for reloading the confirmation page (kept apart from the payment's actors
 * in orderApi.ts, so the page does not load the state-machine library).
 */
import { orderResponseSchema, type OrderResponse } from '../../../machines/api/order.schema';
import { apiRequest } from './request';

export function fetchOrder(ref: string, signal?: AbortSignal): Promise<OrderResponse> {
  return apiRequest(`/api/orders/${encodeURIComponent(ref)}`, orderResponseSchema, { signal });
}
