/**
 * The booking's server calls with their response schemas (`/api/availability`, `/api/holds`, `/api/holds/:id/pay`,
 * `/api/bookings/confirm`). Loaded by ./bookingApi's actors on their first call, so the schema library and the
 * schemas are not evaluated with the sports page's first script.
 */
import {
  availabilityResponseSchema,
  confirmBookingResponseSchema,
  holdPaymentResponseSchema,
  holdResponseSchema,
  type AvailabilityResponse,
} from '../../../machines/api/booking.schema';
import { liveAvailabilityEventSchema, parseLiveAvailabilityQuery } from '../../../machines/api/live.schema';
import type { AvailabilityRequest } from '../../../machines/booking/booking.context';
import { PaymentPreparationError } from '../../../machines/checkout/payment.copy';
import type {
  ConfirmedPayment,
  ConfirmInput,
  PreparedPayment,
  PrepareInput,
  ReleaseInput,
  StartedPayment,
  StartPaymentInput,
} from '../../../machines/checkout/payment.types';
import { apiRequest, ApiRequestError, confirmFailure } from './request';

/** `GET /api/availability?sport&date`: each court's slots with their state. */
export function availability(input: AvailabilityRequest, signal: AbortSignal): Promise<AvailabilityResponse | null> {
  return apiRequest(
    `/api/availability?${new URLSearchParams({ sport: input.sport, date: input.date })}`,
    availabilityResponseSchema,
    { signal },
  );
}

/** The days of a live `availability` event (GET /api/availability/live). */
export function liveDays(data: string): AvailabilityResponse[] {
  return liveAvailabilityEventSchema.parse(JSON.parse(data));
}

/** The days a live stream follows, read once each (the booking view polls them while it has no stream). */
export async function pollDays(key: string, signal: AbortSignal): Promise<AvailabilityResponse[]> {
  const query = parseLiveAvailabilityQuery(key);
  if (!query) return [];
  const days = await Promise.all(query.date.map((date) => availability({ sport: query.sport, date }, signal)));
  return days.filter((day): day is AvailabilityResponse => day !== null);
}

/** A refusal as the payment machine understands it (the server's message; the sessions taken meanwhile). */
function preparationError(error: unknown): never {
  if (error instanceof ApiRequestError)
    throw new PaymentPreparationError(error.message, error.code === 'slot_taken' ? error.taken : []);
  throw error;
}

/** `POST /api/holds`: the sessions are held while the visitor pays; the server prices them. */
export async function hold(input: PrepareInput & { amount: number }): Promise<PreparedPayment> {
  if (!input.booking)
    throw new PaymentPreparationError('Please complete all booking details before proceeding to payment.');
  const held = await apiRequest('/api/holds', holdResponseSchema, {
    method: 'POST',
    body: {
      sport: input.booking.sport,
      sessions: input.booking.sessions.map(({ date, time, court, duration }) => ({ date, time, court, duration })),
      customer: input.customer,
    },
  }).catch(preparationError);
  return {
    reference: held.holdId,
    amount: held.amount,
    amountPaise: held.amountPaise,
    providerOrderId: held.providerOrderId,
  };
}

/** `POST /api/holds/:id/pay`: the visitor pressed pay; the provider order (made once) and the amount in paise. */
export async function startPayment(input: StartPaymentInput): Promise<StartedPayment> {
  if (!input.reference)
    throw new PaymentPreparationError('The booking hold is missing. Please choose your slots again.');
  const started = await apiRequest(`/api/holds/${encodeURIComponent(input.reference)}/pay`, holdPaymentResponseSchema, {
    method: 'POST',
  }).catch(preparationError);
  return { providerOrderId: started.providerOrderId, amountPaise: started.amountPaise };
}

/** `DELETE /api/holds/:id`: a dismissed or failed payment frees the sessions at once (else they expire). */
export async function release(input: ReleaseInput): Promise<void> {
  await apiRequest(`/api/holds/${encodeURIComponent(input.reference)}`, null, { method: 'DELETE' }).catch(
    () => undefined,
  );
}

/** `POST /api/bookings/confirm`: the server checks the payment and confirms the booking; one id per session. */
export async function confirm(input: ConfirmInput): Promise<ConfirmedPayment> {
  if (!input.reference) throw new Error('The booking hold is missing. Please choose your slots again.');
  const confirmed = await apiRequest('/api/bookings/confirm', confirmBookingResponseSchema, {
    method: 'POST',
    body: {
      holdId: input.reference,
      paymentId: input.paymentId,
      ...(input.providerOrderId ? { orderId: input.providerOrderId } : {}),
      ...(input.signature ? { signature: input.signature } : {}),
    },
  }).catch((error: unknown) => {
    throw confirmFailure(error);
  });
  return {
    bookingIds: confirmed.sessions.map((s) => s.bookingId),
    verified: confirmed.verified,
    ...(confirmed.reference ? { bookingReference: confirmed.reference } : {}),
  };
}
