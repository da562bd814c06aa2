import { createActor } from 'xstate';
import type { Session } from '../../../machines/booking/booking.rules';
import type { AvailabilityResponse } from '../../../machines/api/booking.schema';
import { bookingMachine } from '../../../machines/booking/booking.machine';
import { selectLiveKey, selectPaymentOrder } from '../../../machines/booking/booking.selectors';
import type { RateTable } from '../../../machines/booking/rates';
import type { SportId } from '../../../machines/booking/sports';
import { paymentMachine } from '../../../machines/checkout/payment.machine';
import type { PaymentsMode } from '../../../machines/checkout/paymentsMode';
import {
  confirmBooking,
  holdSessions,
  liveAvailability,
  loadAvailability,
  payHold,
  releaseHold,
} from '../../adapters/api/bookingApi';
import { loadPaymentProvider, openPaymentDialog } from '../../adapters/paymentProvider';
import { machineToast, type ToastApi } from '../../toasts';

/** The booking machine with the server's availability (each chosen date is loaded from `/api/availability`). */
const sportsBookingMachine = bookingMachine.provide({ actors: { loadAvailability } });

/**
 * The payment machine with the server and the real provider: Pay holds the sessions on the server (priced there),
 * the provider's script loads on the first Pay, never before, and the server confirms the booking after payment.
 */
const bookingPaymentMachine = paymentMachine.provide({
  actors: {
    prepare: holdSessions,
    startPayment: payHold,
    confirm: confirmBooking,
    release: releaseHold,
    loadProvider: loadPaymentProvider,
    openPayment: openPaymentDialog,
  },
});

export const PRODUCT_NAME = 'Court booking';

/** The paid sessions, kept for the confirmation and the calendar file after the booking resets. */
export interface PaidBooking {
  sportName: string;
  sessions: Session[];
  /** Rupees. */
  total: number;
  paymentId: string;
  /** The server's booking ids, one per session. */
  bookingIds: string[];
  /** The booking reference for My booking (null: none given). */
  reference: string | null;
}

/** What the booking view shows beside the machines' state: the last paid booking and a slot taken meanwhile. */
export interface BookingOutcome {
  paid: PaidBooking | null;
  conflict: string | null;
}

export interface BookingSessionInput {
  /** Today in India, 'YYYY-MM-DD'. */
  today: string;
  /** The sport the page opened on, if any. */
  sport: SportId | null;
  rates: RateTable;
  /** The server's payments mode: in demo the dialog and the confirmation say no money is taken. */
  paymentsMode: PaymentsMode;
  /** The app's toast queue (stable for the app's life). */
  push: ToastApi['push'];
  /** The sports desk's chat number (System Settings): the payment's chat links. */
  chatNumber: string;
}

/**
 * One visit's booking on /sports: the booking machine and the card payment machine side by side, with the wiring
 * between them that must not depend on the booking view being on screen (a payment that succeeds after the visitor
 * went back to the sport list still resets the booking and says so). Created by the booking view the first time it
 * renders and kept by the page, so what was chosen and typed survives going back to the list.
 */
export function createBookingSession({ today, sport, rates, paymentsMode, push, chatNumber }: BookingSessionInput) {
  const booking = createActor(sportsBookingMachine, { input: { today, sport: sport ?? undefined, rates } });
  const payment = createActor(bookingPaymentMachine, {
    input: {
      kind: 'booking',
      amount: 0,
      productName: PRODUCT_NAME,
      booking: null,
      chatNumber,
      paymentsMode,
    },
  });

  let outcome: BookingOutcome = { paid: null, conflict: null };
  const listeners = new Set<() => void>();
  const setOutcome = (next: Partial<BookingOutcome>) => {
    outcome = { ...outcome, ...next };
    listeners.forEach((listener) => listener());
  };

  // Live availability: follows the shown date and the sessions' dates while the booking view is up.
  const live = createActor(liveAvailability, { input: {} });
  live.on('update', ({ data }) =>
    booking.send({ type: 'availability.live', availability: data as AvailabilityResponse }),
  );
  booking.subscribe((snapshot) => live.send({ type: 'watch', key: selectLiveKey(snapshot) }));
  // While a payment is under way the visitor's own hold shows live: nothing chosen is dropped for it.
  payment.subscribe((snapshot) => {
    const paying = snapshot.matches('processing');
    if (paying !== booking.getSnapshot().context.paying) booking.send({ type: 'booking.paying', paying });
  });
  // A chosen session booked by someone else meanwhile: the view says which, before pay.
  booking.on('slotsBooked', (event) => setOutcome({ conflict: event.message }));

  booking.on('toast', (event) => push(machineToast(event)));
  payment.on('toast', (event) => push(machineToast(event)));
  // On payment success keep what was paid, then reset the booking.
  payment.on('paymentSucceeded', (event) => {
    const order = selectPaymentOrder(booking.getSnapshot());
    setOutcome({
      conflict: null,
      paid: order
        ? {
            sportName: order.booking.sportName,
            sessions: order.booking.sessions,
            total: event.amount,
            paymentId: event.paymentId,
            bookingIds: event.bookingIds,
            reference: event.bookingReference,
          }
        : outcome.paid,
    });
    booking.send({ type: 'booking.paid' });
  });
  // Someone else took a chosen session meanwhile: say so, drop it, keep the rest and reload the grid.
  payment.on('slotTaken', (event) => {
    setOutcome({ conflict: event.message });
    booking.send({ type: 'booking.slotTaken', taken: event.taken });
  });

  return {
    booking,
    payment,
    paymentsMode,
    /** Starts the machines (again: no effect). */
    start() {
      live.start();
      booking.start();
      payment.start();
      live.send({ type: 'watch', key: selectLiveKey(booking.getSnapshot()) });
    },
    /** Shows one sport's booking view, or the list (null): the address's `?sport=` decides. */
    show(next: SportId | null) {
      const snapshot = booking.getSnapshot();
      const inBooking = snapshot.matches('booking');
      if (inBooking && snapshot.context.sport === next) return;
      if (inBooking) booking.send({ type: 'user.back' });
      if (next) booking.send({ type: 'user.selectSport', sport: next });
    },
    outcome: () => outcome,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    clearPaid: () => setOutcome({ paid: null }),
    /** A booking paid outside this session's payment (a waitlist offer): its confirmation shows in the view. */
    showPaid: (paid: PaidBooking) => setOutcome({ paid, conflict: null }),
    clearConflict: () => outcome.conflict !== null && setOutcome({ conflict: null }),
  };
}

export type BookingSession = ReturnType<typeof createBookingSession>;

/** The page's hold on its session: empty until the booking view first renders. */
export interface BookingSessionHolder {
  current: BookingSession | null;
}
