import { createActor, fromPromise } from 'xstate';
import { paymentToasts } from '../../machines/checkout/payment.copy';
import { paymentMachine } from '../../machines/checkout/payment.machine';
import { selectPaymentStatus } from '../../machines/checkout/payment.select';
import type { PreparedPayment, ReleaseInput } from '../../machines/checkout/payment.types';
import type { ToastEmitted } from '../../machines/shared/toast';
import type { CustomerInfo } from '../../machines/checkout/checkout.rules';
import type { PaymentsMode } from '../../machines/checkout/paymentsMode';
import { confirmBooking, payHold, releaseHold } from '../adapters/api/bookingApi';
import { loadPaymentProvider, openPaymentDialog } from '../adapters/paymentProvider';

/** The release step of a payment that keeps its hold (a waitlist offer stays the visitor's until it ends). */
const keepHold = fromPromise<void, ReleaseInput>(async () => {});

/** A hold the server made already, to be paid: a reschedule's difference, a waitlist offer. */
export interface HeldPayment {
  holdId: string;
  /** Rupees and paise, as the server priced them. */
  amount: number;
  amountPaise: number;
  /** What the dialog says it is for ('Payment for <productName>'). */
  productName: string;
  customer: Partial<CustomerInfo>;
  paymentsMode: PaymentsMode;
  /** The sports desk's chat number (System Settings): the payment's chat links. */
  chatNumber: string;
  /**
   * Whether a dismissed or failed payment gives the hold back at once (a reschedule's difference: the session stays
   * where it was); false keeps it until it ends (a waitlist offer stays the visitor's for its 15 minutes).
   */
  releaseOnCancel: boolean;
  /** The payment's toasts (Initializing Payment, Payment Successful!, ...), for the page's toast queue. */
  onToast?: (toast: ToastEmitted) => void;
}

/** What a paid hold gave: the payment id, and the booking's ids and reference. */
export interface HeldPaymentResult {
  paymentId: string;
  bookingIds: string[];
  reference: string | null;
}

/**
 * Pays a hold the server already made through the booking's own payment flow (the payment machine with the server's
 * pay and confirm steps and the provider's dialog). Resolves once paid; rejects with what the visitor reads when the
 * payment is cancelled or fails.
 */
export function payForHold(held: HeldPayment): Promise<HeldPaymentResult> {
  const prepared: PreparedPayment = {
    reference: held.holdId,
    amount: held.amount,
    amountPaise: held.amountPaise,
    providerOrderId: null,
  };
  const machine = paymentMachine.provide({
    actors: {
      prepare: fromPromise(async () => prepared),
      startPayment: payHold,
      confirm: confirmBooking,
      release: held.releaseOnCancel ? releaseHold : keepHold,
      loadProvider: loadPaymentProvider,
      openPayment: openPaymentDialog,
    },
  });
  const actor = createActor(machine, {
    input: {
      kind: 'booking',
      amount: held.amount,
      productName: held.productName,
      booking: null,
      chatNumber: held.chatNumber,
      paymentsMode: held.paymentsMode,
      customer: held.customer,
    },
  });
  return new Promise<HeldPaymentResult>((resolve, reject) => {
    let failure: string = paymentToasts.failed.description;
    let result: HeldPaymentResult | null = null;
    actor.on('toast', (event) => {
      held.onToast?.(event);
      if (event.variant === 'destructive') failure = `${event.title}: ${event.description ?? ''}`.trim();
    });
    actor.on('paymentSucceeded', (event) => {
      result = { paymentId: event.paymentId, bookingIds: event.bookingIds, reference: event.bookingReference };
    });
    actor.subscribe((snapshot) => {
      const status = selectPaymentStatus(snapshot);
      if (status === 'paid') {
        actor.stop();
        resolve(result ?? { paymentId: '', bookingIds: [], reference: null });
      } else if (status === 'cancelled') {
        actor.stop();
        reject(new Error(paymentToasts.cancelled.description));
      } else if (status === 'failed') {
        actor.stop();
        reject(new Error(snapshot.context.error ?? failure));
      }
    });
    actor.start();
    actor.send({ type: 'user.pay' });
  });
}
