import { sportById } from '../../../machines/booking/sports';
import type { PaymentsMode } from '../../../machines/checkout/paymentsMode';
import type { MyBooking, MyBookingRescheduleResponse } from '../../../machines/myBooking/myBooking.schema';
import { payForHold } from '../../actors/payForHold';

/**
 * Pays a reschedule's difference through the booking's own payment flow: the hold the reschedule made is what is
 * paid, and the server moves the session when the payment settles. Resolves once paid; rejects with what the visitor
 * reads when the payment is cancelled or fails (the hold is then given back, and the session stays where it was).
 */
export async function payDifference({
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
  await payForHold({
    holdId: hold.holdId,
    amount: hold.difference,
    amountPaise: hold.amountPaise,
    productName: `${sportById(booking.sport).name} session moved (${booking.reference})`,
    customer: { name: booking.customerName, phone },
    paymentsMode,
    chatNumber,
    releaseOnCancel: true,
  });
}
