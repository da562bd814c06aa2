import { createActor, fromPromise } from 'xstate';
import { sportById } from '../../../machines/booking/sports';
import { paymentToasts } from '../../../machines/checkout/payment.copy';
import { paymentMachine } from '../../../machines/checkout/payment.machine';
import { selectPaymentStatus } from '../../../machines/checkout/payment.select';
import type { PreparedPayment } from '../../../machines/checkout/payment.types';
import type { PaymentsMode } from '../../../machines/checkout/paymentsMode';
import type { MyBooking, MyBookingRescheduleResponse } from '../../../machines/myBooking/myBooking.schema';
import { confirmBooking, payHold, releaseHold } from '../../adapters/api/bookingApi';
import { loadPaymentProvider, openPaymentDialog } from '../../adapters/paymentProvider';

/**
 * Pays a reschedule's difference through the booking's own payment flow (the payment machine with the server's
 * hold, pay and confirm steps and the provider's dialog): the hold the reschedule made is what is paid, and the
 * server moves the session when the payment settles. Resolves once paid; rejects with what the visitor reads when
 * the payment is cancelled or fails (the hold is then given back, and the session stays where it was).
 */
export function payDifference({
  hold,
  booking,
  paymentsMode,
  phone,
  chatNumber,
}: {
  hold: Extract<MyBookingRescheduleResponse, { kind: 'pay' }>;
  booking: MyBooking;
  paymentsMode: PaymentsMode;
  phone: string;
  /** The sports desk's chat number (System Settings): the payment's chat links. */
  chatNumber: string;
}): Promise<void> {
  const prepared: PreparedPayment = {
    reference: hold.holdId,
    amount: hold.difference,
    amountPaise: hold.amountPaise,
    providerOrderId: null,
  };
  const machine = paymentMachine.provide({
    actors: {
      prepare: fromPromise(async () => prepared),
      startPayment: payHold,
      confirm: confirmBooking,
      release: releaseHold,
      loadProvider: loadPaymentProvider,
      openPayment: openPaymentDialog,
    },
  });
  const actor = createActor(machine, {
    input: {
      kind: 'booking',
      amount: hold.difference,
      productName: `${sportById(booking.sport).name} session moved (${booking.reference})`,
      booking: null,
      chatNumber,
      paymentsMode,
      customer: { name: booking.customerName, phone },
    },
  });
  return new Promise<void>((resolve, reject) => {
    let failure: string = paymentToasts.failed.description;
    actor.on('toast', (event) => {
      if (event.variant === 'destructive') failure = `${event.title}: ${event.description ?? ''}`.trim();
    });
    actor.subscribe((snapshot) => {
      const status = selectPaymentStatus(snapshot);
      if (status === 'paid') {
        actor.stop();
        resolve();
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
