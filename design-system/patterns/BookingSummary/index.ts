export { BookingSummary, bookingIncompleteMessage, bookingSummaryStatuses, incompleteButtonLabel, processingLabel, type BookingSummaryProps } from './BookingSummary';
