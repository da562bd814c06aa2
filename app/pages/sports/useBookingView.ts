import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { BookingViewProps } from '../../../design-system/patterns/BookingView';
import type { CustomerFormField } from '../../../design-system/patterns/CustomerForm';
import { slotsFor, type Session } from '../../../machines/booking/booking.rules';
import { ratesOf, selectMode, selectPaymentOrder, type BookingEmitted, type bookingMachine } from '../../../machines/booking/booking.machine';
import {
  bookingConfirmationView,
  bookingSummaryView,
  calendarView,
  durationOptionViews,
  sessionListView,
  slotGridView,
} from '../../../machines/booking/booking.view';
import { courtNumbers, sportById } from '../../../machines/booking/sports';
import { customerFieldErrors, fieldOfValidation } from '../../../machines/checkout/checkout.view';
import { paymentMachine, selectPaymentStatus, type PaymentEmitted } from '../../../machines/checkout/payment.machine';
import { bookingIcs, ICS_MIME_TYPE, icsFileName } from '../../../machines/files/ics';
import { now } from '../../adapters/clock';
import { downloadTextFile } from '../../adapters/download';
import { openExternal } from '../../adapters/openExternal';
import { confirmBooking, holdSessions, releaseHold } from '../../adapters/api/bookingApi';
import { loadPaymentProvider, openPaymentDialog } from '../../adapters/paymentProvider';
import { formatAddress, siteConfig } from '../../config/site';
import { useToast, type ToastApi } from '../../toasts';

/**
 * The payment machine with the server and the real provider: Pay holds the sessions on the server (priced there),
 * the provider's script loads on the first Pay, never before, and the server confirms the booking after payment.
 */
const bookingPaymentMachine = paymentMachine.provide({
  actors: {
    prepare: holdSessions,
    confirm: confirmBooking,
    release: releaseHold,
    loadProvider: loadPaymentProvider,
    openPayment: openPaymentDialog,
  },
});

/** The customer form's input ids (CustomerForm idPrefix in BookingView), so a failed check can focus its field. */
const CUSTOMER_ID_PREFIX = 'booking-customer';
const BOOKING_HEADING_ID = 'booking-view-heading';
const PRODUCT_NAME = 'Court booking';

/** Shows a machine's toast; a toast action (Confirm) opens its chat link in a new tab. */
function showToast(push: ToastApi['push'], event: PaymentEmitted | BookingEmitted) {
  if (event.type !== 'toast') return;
  const { action } = event;
  push({
    title: event.title,
    description: event.description,
    variant: event.variant,
    action: action ? { label: action.label, onAction: () => openExternal(action.href) } : undefined,
  });
}

/** The paid sessions, kept for the confirmation and the calendar file after the booking resets. */
interface PaidBooking {
  sportName: string;
  sessions: Session[];
  /** Rupees. */
  total: number;
  paymentId: string;
  /** The server's booking ids, one per session. */
  bookingIds: string[];
}

/**
 * The booking container: runs the card payment machine beside the page's booking machine, feeds the booking view
 * model (`machines/booking/booking.view.ts`) and carries out the effects (toasts, focus, the .ics download).
 * Returns the booking view's props, or null while the sport list shows. Selections are read field by field and
 * each part of the view is memoised on its own inputs, so a slot click re-renders only the slot grid and the summary.
 */
export function useBookingView(booking: ActorRefFrom<typeof bookingMachine>): BookingViewProps | null {
  const navigate = useNavigate();
  const { push } = useToast();
  const [paid, setPaid] = useState<PaidBooking | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);

  const payment = useActorRef(bookingPaymentMachine, {
    input: { kind: 'booking', amount: 0, productName: PRODUCT_NAME, booking: null, chatNumber: siteConfig.chat.sports },
  });

  const inBooking = useSelector(booking, (s) => s.matches('booking'));
  const mode = useSelector(booking, selectMode);
  const today = useSelector(booking, (s) => s.context.today);
  const sport = useSelector(booking, (s) => s.context.sport);
  const rates = useSelector(booking, (s) => ratesOf(s.context));
  const date = useSelector(booking, (s) => s.context.date);
  const time = useSelector(booking, (s) => s.context.time);
  const court = useSelector(booking, (s) => s.context.court);
  const duration = useSelector(booking, (s) => s.context.duration);
  const sessions = useSelector(booking, (s) => s.context.sessions);
  const visibleMonth = useSelector(booking, (s) => s.context.visibleMonth);
  const weekdaysOnly = useSelector(booking, (s) => s.context.weekdaysOnly);
  const availability = useSelector(booking, (s) => s.context.availability);
  const availabilityStatus = useSelector(booking, (s) => s.context.availabilityStatus);
  const availabilityError = useSelector(booking, (s) => s.context.availabilityError);

  const paymentStatus = useSelector(payment, selectPaymentStatus);
  const paymentDone = useSelector(payment, (s) => s.matches({ paid: 'done' }));
  const customer = useSelector(payment, (s) => s.context.customer);
  const validation = useSelector(payment, (s) => s.context.validation);
  const paymentError = useSelector(payment, (s) => s.context.error);

  // Toasts of both machines; on payment success keep what was paid, then reset the booking.
  useEffect(() => {
    const subscriptions = [
      booking.on('toast', (event) => showToast(push, event)),
      payment.on('toast', (event) => showToast(push, event)),
      payment.on('paymentSucceeded', (event) => {
        const order = selectPaymentOrder(booking.getSnapshot());
        if (order) {
          setPaid({
            sportName: order.booking.sportName,
            sessions: order.booking.sessions,
            total: event.amount,
            paymentId: event.paymentId,
            bookingIds: event.bookingIds,
          });
        }
        setConflict(null);
        booking.send({ type: 'booking.paid' });
      }),
      // Someone else took a chosen session meanwhile: say so, drop it, keep the rest and reload the grid.
      payment.on('slotTaken', (event) => {
        setConflict(event.message);
        booking.send({ type: 'booking.slotTaken', taken: event.taken });
      }),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [booking, payment, push]);

  // Keep what the payment machine charges in step with the booking (it ignores changes while processing or paid).
  useEffect(() => {
    const order = selectPaymentOrder(booking.getSnapshot());
    payment.send(
      order
        ? { type: 'order.changed', amount: order.amount, productName: order.productName, booking: order.booking }
        : { type: 'order.changed', amount: 0, productName: PRODUCT_NAME, booking: null },
    );
  }, [booking, payment, inBooking, mode, sport, date, time, court, duration, sessions, paymentStatus]);

  // After "Book Another Session" (the confirmation cleared), return the payment to editing once the Booking
  // Confirmed! toast has been scheduled (paid.done).
  useEffect(() => {
    if (paymentDone && paid === null) payment.send({ type: 'user.startOver' });
  }, [paymentDone, paid, payment]);

  // A failed customer check moves focus to the field it is about.
  useEffect(() => {
    const field = fieldOfValidation(validation);
    if (field) document.getElementById(`${CUSTOMER_ID_PREFIX}-${field}`)?.focus();
  }, [validation]);

  const downloadCalendar = useCallback(() => {
    if (!paid) return;
    const text = bookingIcs({
      sportName: paid.sportName,
      sessions: paid.sessions,
      now: now(),
      paymentId: paid.paymentId,
      bookingIds: paid.bookingIds,
      location: `${siteConfig.address.name}, ${formatAddress()}`,
    });
    downloadTextFile(icsFileName(paid.paymentId), text, ICS_MIME_TYPE);
  }, [paid]);

  /** Every event handler of the booking view, stable for the page's life. */
  const handlers = useMemo(
    () => ({
      onBack: () => {
        void navigate({ search: '', hash: 'booking' });
      },
      onModeChange: (next: 'single' | 'multiple') => booking.send({ type: 'user.setMode', mode: next }),
      onSelectDate: (next: string) => booking.send({ type: 'user.selectDate', date: next }),
      onPrevMonth: () => booking.send({ type: 'user.prevMonth' }),
      onNextMonth: () => booking.send({ type: 'user.nextMonth' }),
      onToggleWeekdaysOnly: () => booking.send({ type: 'user.toggleWeekdaysOnly' }),
      onSelectCourt: (next: number) => booking.send({ type: 'user.selectCourt', court: next }),
      onSelectSlot: (next: string) => {
        setConflict(null);
        booking.send({ type: 'user.selectTime', time: next });
      },
      onRetryAvailability: () => booking.send({ type: 'user.retryAvailability' }),
      onDurationChange: (next: number) => booking.send({ type: 'user.selectDuration', duration: next }),
      onAddSession: () => booking.send({ type: 'user.addSession' }),
      onRemoveSession: (id: string) => booking.send({ type: 'user.removeSession', id }),
      onClearSessions: () => booking.send({ type: 'user.clearSessions' }),
      onCustomerChange: (field: CustomerFormField, value: string) => payment.send({ type: 'user.changeField', field, value }),
      onPay: () => payment.send({ type: 'user.pay' }),
      onBookAnother: () => setPaid(null),
    }),
    [booking, payment, navigate],
  );

  // The view model, part by part.
  const calendar = useMemo(
    () => calendarView(visibleMonth, { today, weekdaysOnly, selectedDate: date, rates }),
    [visibleMonth, today, weekdaysOnly, date, rates],
  );
  const slots = useMemo(
    () =>
      slotGridView(sport ? slotsFor(sport, mode, { date, time, court, duration }, sessions, availability, rates) : [], {
        date,
        mode,
        status: availabilityStatus,
        errorMessage: availabilityError,
      }),
    [sport, mode, date, time, court, duration, sessions, availability, availabilityStatus, availabilityError, rates],
  );
  const summary = useMemo(
    () => bookingSummaryView({ mode, date, time, court, duration, sessions, sportRates: rates }),
    [mode, date, time, court, duration, sessions, rates],
  );
  const sessionList = useMemo(() => sessionListView(sessions), [sessions]);
  const confirmation = useMemo(() => (paid ? bookingConfirmationView(paid) : null), [paid]);
  const courts = useMemo(() => (sport ? courtNumbers(sport) : []), [sport]);
  const customerErrors = useMemo(() => customerFieldErrors(validation), [validation]);

  return useMemo<BookingViewProps | null>(() => {
    if (!inBooking || !sport) return null;
    return {
      ...handlers,
      sport: sportById(sport),
      mode,
      calendar,
      courts,
      court,
      slots,
      durations: durationOptionViews,
      duration,
      summary,
      sessions: sessionList,
      customer,
      customerErrors,
      paymentStatus,
      paymentError,
      confirmation,
      conflict,
      headingId: BOOKING_HEADING_ID,
      onDownloadCalendar: downloadCalendar,
    };
  }, [
    inBooking,
    sport,
    handlers,
    mode,
    calendar,
    courts,
    court,
    slots,
    duration,
    summary,
    sessionList,
    customer,
    customerErrors,
    paymentStatus,
    paymentError,
    confirmation,
    conflict,
    downloadCalendar,
  ]);
}
