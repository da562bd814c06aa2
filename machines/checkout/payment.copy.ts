/** What the payment machine says (spec §4, §8): the provider's error texts, its toasts, and the errors its actors throw. */
import type { TakenSession } from '../api/errors';

/** The provider's spec'd error texts (spec §8). */
export const paymentMessages = {
  scriptFailed: "The payment provider's script failed to load. Please check your internet connection and try again.",
  unavailable: 'The payment provider is not available. Please refresh the page and try again.',
  dialogFailed: 'Failed to initialize payment. Please try again.',
  processFallback: 'Failed to process payment. Please try again.',
} as const;

/** Every toast this machine emits (spec §4, §8). */
export const paymentToasts = {
  initializing: { title: 'Initializing Payment' },
  success: (paymentId: string) => ({ title: 'Payment Successful!', description: `Payment ID: ${paymentId}` }),
  cancelled: { title: 'Payment Cancelled', description: 'Your payment was cancelled. You can try again anytime.' },
  failed: { title: 'Payment failed', description: 'There was an error processing your payment. Please try again.' },
  error: (message?: string) => ({
    title: 'Payment Error',
    description: message?.trim() ? message : paymentMessages.processFallback,
  }),
  bookingConfirmed: {
    title: 'Booking Confirmed!',
    description: 'Press Confirm to send your booking details to the centre on chat.',
    actionLabel: 'Confirm',
  },
} as const;

/** Thrown by the app's `openPayment` actor when the script loaded but the provider object is missing. */
export class PaymentProviderUnavailableError extends Error {
  constructor(message: string = paymentMessages.unavailable) {
    super(message);
    this.name = 'PaymentProviderUnavailableError';
  }
}

/** Thrown by the app's `prepare` actor: the server refused (its message is shown as it is). */
export class PaymentPreparationError extends Error {
  constructor(
    message: string,
    /** Sessions another visitor took meanwhile (booking conflicts); empty otherwise. */
    readonly taken: readonly TakenSession[] = [],
  ) {
    super(message);
    this.name = 'PaymentPreparationError';
  }
}
