/** What the app reads from a payment actor's snapshot: its coarse status and the pay button's state. */
import type { SnapshotFrom } from 'xstate';
import { isPayDisabled, PROCESSING_LABEL } from './checkout.rules';
import type { paymentMachine } from './payment.machine';

export type PaymentSnapshot = SnapshotFrom<typeof paymentMachine>;

export type PaymentStatus = 'editing' | 'processing' | 'paid' | 'cancelled' | 'failed';

/** The payment's coarse status (validating is momentary and reads as editing). */
export function selectPaymentStatus(snapshot: PaymentSnapshot): PaymentStatus {
  if (snapshot.matches('processing')) return 'processing';
  if (snapshot.matches('paid')) return 'paid';
  if (snapshot.matches('cancelled')) return 'cancelled';
  if (snapshot.matches('failed')) return 'failed';
  return 'editing';
}

/** True while the confirmation is being asked again because the server could not be reached. */
export function selectConfirmingRetry(snapshot: PaymentSnapshot): boolean {
  return snapshot.matches({ processing: 'confirming' }) && snapshot.context.confirmRetries > 0;
}

/** True while a payment runs (script loading or the provider dialog open). */
export function selectIsProcessing(snapshot: PaymentSnapshot): boolean {
  return snapshot.matches('processing');
}

/** The pay button: disabled when the amount is 0 or less or while processing; busy label Processing.... */
export function selectPayButton(snapshot: PaymentSnapshot): {
  disabled: boolean;
  busy: boolean;
  busyLabel: typeof PROCESSING_LABEL;
} {
  const busy = selectIsProcessing(snapshot);
  return { disabled: isPayDisabled(snapshot.context.amount, busy), busy, busyLabel: PROCESSING_LABEL };
}
