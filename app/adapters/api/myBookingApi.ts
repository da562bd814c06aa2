/** The My booking API (/api/my-booking): open a booking by its reference and phone number, cancel, reschedule. */
import {
  myBookingCancelResponseSchema,
  myBookingRescheduleResponseSchema,
  myBookingSchema,
  type MyBooking,
  type MyBookingAccess,
  type MyBookingCancelResponse,
  type MyBookingRescheduleResponse,
} from '../../../machines/myBooking/myBooking.schema';
import type { RateTable } from '../../../machines/booking/rates';
import type { PaymentsMode } from '../../../machines/checkout/paymentsMode';
import type { LoaderArgs } from '../../routes/pageRoute';
import { loadRateTable } from './contentApi';
import { loadPaymentsMode } from './paymentsModeApi';
import { apiRequest } from './request';

export function openMyBooking(access: MyBookingAccess): Promise<MyBooking> {
  return apiRequest('/api/my-booking', myBookingSchema, { method: 'POST', body: access });
}

export function cancelMySession(access: MyBookingAccess, bookingId: string): Promise<MyBookingCancelResponse> {
  return apiRequest('/api/my-booking/cancel', myBookingCancelResponseSchema, {
    method: 'POST',
    body: { ...access, bookingId },
  });
}

export function rescheduleMySession(
  access: MyBookingAccess,
  move: { bookingId: string; date: string; time: string; court: number },
): Promise<MyBookingRescheduleResponse> {
  return apiRequest('/api/my-booking/reschedule', myBookingRescheduleResponseSchema, {
    method: 'POST',
    body: { ...access, ...move },
  });
}

/** Loader of /my-booking: the rate table (the reschedule's price note) and the payments mode (a dearer move's payment). */
export const myBookingLoader = async ({
  request,
}: LoaderArgs): Promise<{ rates: RateTable; paymentsMode: PaymentsMode }> => {
  const [rates, paymentsMode] = await Promise.all([loadRateTable(request), loadPaymentsMode(request)]);
  return { rates, paymentsMode };
};
