export { BookingView, type BookingViewConfirmation, type BookingViewProps } from './BookingView';
