/**
 * The booking machine's and the booking payment's server actors: availability, holds, release and confirmation
 * (`/api/availability`, `/api/holds`, `/api/bookings/confirm`), typed by the shared schemas.
 */
import { fromPromise } from 'xstate';
import {
  availabilityResponseSchema,
  confirmBookingResponseSchema,
  holdResponseSchema,
  type AvailabilityResponse,
} from '../../../machines/api/booking.schema';
import type { AvailabilityRequest } from '../../../machines/booking/booking.machine';
import {
  PaymentPreparationError,
  type ConfirmedPayment,
  type ConfirmInput,
  type PreparedPayment,
  type PrepareInput,
  type ReleaseInput,
} from '../../../machines/checkout/payment.machine';
import { apiRequest, ApiRequestError } from './request';

/** `GET /api/availability?sport&date`: each court's slots with their state. */
export const loadAvailability = fromPromise<AvailabilityResponse | null, AvailabilityRequest>(({ input, signal }) =>
  apiRequest(`/api/availability?${new URLSearchParams({ sport: input.sport, date: input.date })}`, availabilityResponseSchema, { signal }),
);

/** A refusal as the payment machine understands it (the server's message; the sessions taken meanwhile). */
function preparationError(error: unknown): never {
  if (error instanceof ApiRequestError) throw new PaymentPreparationError(error.message, error.code === 'slot_taken' ? error.taken : []);
  throw error;
}

/** `POST /api/holds`: the sessions are held while the visitor pays; the server prices them. */
export const holdSessions = fromPromise<PreparedPayment, PrepareInput & { amount: number }>(async ({ input }) => {
  if (!input.booking) throw new PaymentPreparationError('Please complete all booking details before proceeding to payment.');
  const hold = await apiRequest('/api/holds', holdResponseSchema, {
    method: 'POST',
    body: {
      sport: input.booking.sport,
      sessions: input.booking.sessions.map(({ date, time, court, duration }) => ({ date, time, court, duration })),
      customer: input.customer,
    },
  }).catch(preparationError);
  return { reference: hold.holdId, amount: hold.amount, providerOrderId: hold.providerOrderId };
});

/** `DELETE /api/holds/:id`: a dismissed or failed payment frees the sessions at once (else they expire). */
export const releaseHold = fromPromise<void, ReleaseInput>(async ({ input }) => {
  await apiRequest(`/api/holds/${encodeURIComponent(input.reference)}`, null, { method: 'DELETE' }).catch(() => undefined);
});

/** `POST /api/bookings/confirm`: the server checks the payment and confirms the booking; one id per session. */
export const confirmBooking = fromPromise<ConfirmedPayment, ConfirmInput>(async ({ input }) => {
  if (!input.reference) throw new Error('The booking hold is missing. Please choose your slots again.');
  const confirmed = await apiRequest('/api/bookings/confirm', confirmBookingResponseSchema, {
    method: 'POST',
    body: {
      holdId: input.reference,
      paymentId: input.paymentId,
      ...(input.providerOrderId ? { orderId: input.providerOrderId } : {}),
      ...(input.signature ? { signature: input.signature } : {}),
    },
  });
  return { bookingIds: confirmed.sessions.map((s) => s.bookingId), verified: confirmed.verified };
});
