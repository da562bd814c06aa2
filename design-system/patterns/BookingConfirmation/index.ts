export { BookingConfirmation, type BookingConfirmationProps } from './BookingConfirmation';
