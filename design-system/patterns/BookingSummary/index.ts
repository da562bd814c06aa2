export {
  BookingSummary,
  bookingIncompleteMessage,
  bookingSummaryStatuses,
  processingLabel,
  type BookingSummaryProps,
} from './BookingSummary';
