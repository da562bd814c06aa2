export * from './AdminBookingsScreen';
export * from './BookingRecordPanel';
