/**
 * Booking Details' call: one booking's whole record (GET /api/admin/bookings/:id/record, by a session's id or the
 * booking reference), checked with the shared schema. Call from effects, event handlers and machine actors only.
 */
import { adminBookingRecordSchema, type AdminBookingRecord } from '../../machines/api/bookingRecord.schema';
import { adminGet } from './adminApi';

export const getBookingRecord = (key: string): Promise<AdminBookingRecord> =>
  adminGet(`/api/admin/bookings/${encodeURIComponent(key)}/record`, adminBookingRecordSchema);
