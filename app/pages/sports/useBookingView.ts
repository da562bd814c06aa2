import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import type { BookingViewProps } from '../../../design-system/patterns/BookingView';
import type { CustomerFormField } from '../../../design-system/patterns/CustomerForm';
import { slotsFor } from '../../../machines/booking/booking.rules';
import { ratesOf } from '../../../machines/booking/booking.context';
import { selectMode, selectPaymentOrder } from '../../../machines/booking/booking.selectors';
import {
  bookingConfirmationView,
  bookingSummaryView,
  durationOptionViews,
  sessionListView,
} from '../../../machines/booking/booking.view';
import { calendarView } from '../../../machines/booking/calendar.view';
import { slotGridView } from '../../../machines/booking/slotGrid.view';
import { courtNumbers, sportById } from '../../../machines/booking/sports';
import { customerFieldErrors, fieldOfValidation } from '../../../machines/checkout/checkout.view';
import { selectConfirmingRetry, selectPaymentStatus } from '../../../machines/checkout/payment.select';
import { confirmingToast } from '../../../machines/checkout/paymentConfirm';
import { demoLabelOf } from '../../../machines/checkout/paymentsMode';
import { bookingIcs, ICS_MIME_TYPE, icsFileName } from '../../../machines/files/ics';
import { bookingEnquiryMessage } from '../../../machines/links/booking.messages';
import { whatsappLink } from '../../../machines/links/outbound';
import { now } from '../../adapters/clock';
import { downloadTextFile } from '../../adapters/download';
import { openExternal } from '../../adapters/openExternal';
import { PRODUCT_NAME, type BookingSession } from './bookingSession';
import { useSite } from '../../layout/siteSettings';

/** The customer form's input ids (CustomerForm idPrefix in BookingView), so a failed check can focus its field. */
const CUSTOMER_ID_PREFIX = 'booking-customer';

/**
 * The booking container: reads the session's booking and card payment machines, feeds the booking view model
 * (`machines/booking/booking.view.ts`) and carries out the view's effects (focus, the .ics download). Returns the
 * booking view's props, or null while the booking machine is not in a sport's view. Selections are read field by
 * field and each part of the view is memoised on its own inputs, so a slot click re-renders only the slot grid and
 * the summary.
 */
export function useBookingView(session: BookingSession, headingId: string): BookingViewProps | null {
  const navigate = useNavigate();
  const site = useSite();
  const { booking, payment } = session;
  const { paid, conflict } = useSyncExternalStore(session.subscribe, session.outcome, session.outcome);

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
  const paymentProgress = useSelector(payment, (s) =>
    selectConfirmingRetry(s) ? `${confirmingToast.title} ${confirmingToast.description}` : null,
  );
  const demoNote = demoLabelOf(session.paymentsMode);

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
      reference: paid.reference,
      bookingIds: paid.bookingIds,
      location: `${site.name}, ${site.address}`,
    });
    downloadTextFile(icsFileName(paid.paymentId), text, ICS_MIME_TYPE);
  }, [paid, site]);

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
        session.clearConflict();
        booking.send({ type: 'user.selectTime', time: next });
      },
      onRetryAvailability: () => booking.send({ type: 'user.retryAvailability' }),
      onDurationChange: (next: number) => booking.send({ type: 'user.selectDuration', duration: next }),
      onAddSession: () => booking.send({ type: 'user.addSession' }),
      onRemoveSession: (id: string) => booking.send({ type: 'user.removeSession', id }),
      onClearSessions: () => booking.send({ type: 'user.clearSessions' }),
      onCustomerChange: (field: CustomerFormField, value: string) =>
        payment.send({ type: 'user.changeField', field, value }),
      onPay: () => payment.send({ type: 'user.pay' }),
      onBookAnother: session.clearPaid,
      onEnquire: () => {
        const current = booking.getSnapshot().context.sport;
        const message = bookingEnquiryMessage({ sportName: current ? sportById(current).name : undefined });
        openExternal(whatsappLink(site.phones.sports, message));
      },
    }),
    [session, booking, payment, navigate, site],
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
      paymentProgress,
      demoNote,
      confirmation,
      conflict,
      headingId,
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
    paymentProgress,
    demoNote,
    confirmation,
    conflict,
    headingId,
    downloadCalendar,
  ]);
}
