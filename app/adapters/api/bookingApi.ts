/**
 * The booking machine's and the booking payment's server actors: availability, holds, the pay step, release and
 * confirmation.
 * Each calls ./bookingRequests (the requests with their response schemas) through ./loadBookingRequests, which
 * loads it on the first call (or once the page is live): the schema library stays out of the page's first script. A
 * failed load (offline) fails that call as a dropped connection would, and the next call tries again.
 */
import { fromPromise } from 'xstate';
import type { AvailabilityResponse } from '../../../machines/api/booking.schema';
import type { AvailabilityRequest } from '../../../machines/booking/booking.context';
import type {
  ConfirmedPayment,
  ConfirmInput,
  PreparedPayment,
  PrepareInput,
  ReleaseInput,
  StartedPayment,
  StartPaymentInput,
} from '../../../machines/checkout/payment.types';
import { PaymentServerUnreachableError } from '../../../machines/checkout/paymentConfirm';
import { LIVE_AVAILABILITY_PATH, liveEvents } from '../../../machines/api/live.schema';
import { liveUpdatesMachine } from '../../../machines/shared/liveUpdates.machine';
import { eventStreamActor } from '../eventStream';
import { bookingRequests as requests } from './loadBookingRequests';

/** `GET /api/availability?sport&date`: each court's slots with their state. */
export const loadAvailability = fromPromise<AvailabilityResponse | null, AvailabilityRequest>(
  async ({ input, signal }) => (await requests()).availability(input, signal),
);

/**
 * The booking view's live availability: `GET /api/availability/live?<key>` (each changed day as an update), and while
 * the stream is unavailable `GET /api/availability` of each followed day every few seconds.
 */
export const liveAvailability = liveUpdatesMachine.provide({
  actors: {
    stream: eventStreamActor({
      url: (key) => `${LIVE_AVAILABILITY_PATH}?${key}`,
      event: liveEvents.availability,
      parse: async (data) => (await requests()).liveDays(data),
    }),
    poll: fromPromise(async ({ input, signal }) => (await requests()).pollDays(input.key, signal)),
  },
});

/** `POST /api/holds`: the sessions are held while the visitor pays; the server prices them. */
export const holdSessions = fromPromise<PreparedPayment, PrepareInput & { amount: number }>(async ({ input }) =>
  (await requests()).hold(input),
);

/** `POST /api/holds/:id/pay`: the visitor pressed pay; the server makes the provider order (once). */
export const payHold = fromPromise<StartedPayment, StartPaymentInput>(async ({ input }) =>
  (await requests()).startPayment(input),
);

/** `DELETE /api/holds/:id`: a dismissed or failed payment frees the sessions at once (else they expire). */
export const releaseHold = fromPromise<void, ReleaseInput>(async ({ input }) => (await requests()).release(input));

/**
 * `POST /api/bookings/confirm`: the server checks the payment and confirms the booking; one id per session. Its code
 * not arriving (the connection dropped) is a server not reached: the machine asks again.
 */
export const confirmBooking = fromPromise<ConfirmedPayment, ConfirmInput>(async ({ input }) => {
  const loaded = await requests().catch((error: unknown) => {
    throw new PaymentServerUnreachableError(error instanceof Error ? error.message : String(error));
  });
  return loaded.confirm(input);
});
