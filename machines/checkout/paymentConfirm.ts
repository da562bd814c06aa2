/**
 * Confirming a payment the provider reported, when the server cannot be reached: the payment machine calls the
 * server again after 1, 2, 4, 8, 16 and 30 s (about a minute in all) while the visitor reads "Confirming your
 * payment…", and lands on the server's true answer (confirmed, or the refund message). Only when every attempt failed
 * does it tell the visitor to contact the centre, with the payment id. The server settles a payment once however
 * often it is reported, so asking again is safe.
 */

/** The waits before each new attempt, ms. */
export const CONFIRM_RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 16_000, 30_000] as const;

/** The wait before retry number `retry` (1 for the first), ms. */
export function confirmRetryDelay(retry: number): number {
  return CONFIRM_RETRY_DELAYS_MS[Math.min(Math.max(retry, 1), CONFIRM_RETRY_DELAYS_MS.length) - 1]!;
}

/**
 * Thrown by the app's `confirm` actor when the server was not reached or answered 5xx (restarting, its database
 * starting): worth asking again. Any other error is the server's answer and ends the payment with its message.
 */
export class PaymentServerUnreachableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentServerUnreachableError';
  }
}

/**
 * Thrown by the app's `confirm` actor when the server answered that the payment bought nothing and is refunded in
 * full (409 payment_refunded: the slots were taken after the hold ended, or the booking was paid already). Its
 * message names the amount and the refund's reference; the visitor reads it under its own title, not as an error.
 */
export class PaymentRefundedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentRefundedError';
  }
}

/** The toast title of a payment refunded because it bought nothing (its description is the server's message). */
export const refundedToastTitle = 'Payment refunded';

/** Shown (as a toast, and beside the pay button) while the confirmation is being retried. */
export const confirmingToast = {
  title: 'Confirming your payment…',
  description: 'Your payment went through. We are still reaching the centre to confirm it: please keep this page open.',
} as const;

/** What the visitor reads when every attempt to confirm failed: the payment is safe, and how to get it applied. */
export function notConfirmedMessage(paymentId: string): string {
  const quote = paymentId ? `quote payment ID ${paymentId}` : 'quote your payment ID';
  return `Your payment went through, but we could not reach the centre to confirm it after trying for a minute. Please contact the centre and ${quote}; nothing is lost.`;
}
