import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { CustomerFormField } from '../../../design-system/patterns/CustomerForm';
import type { BookingViewConfirmation, BookingViewProps } from '../../../design-system/patterns/BookingView';
import { SportsScreen } from '../../../design-system/screens/SportsScreen';
import { isSingleBookingComplete, sessionsTotal, singleBookingTotal, slotsFor } from '../../../machines/booking/booking.rules';
import {
  bookingMachine,
  selectMode,
  selectPaymentOrder,
  type BookingEmitted,
} from '../../../machines/booking/booking.machine';
import { calendarDays } from '../../../machines/booking/calendar';
import { bookingSportOf } from '../../../machines/booking/schedule';
import { rateFor } from '../../../machines/booking/slots';
import { courtNumbers, sportById, sports, type SportId } from '../../../machines/booking/sports';
import { customerFieldErrors, fieldOfValidation } from '../../../machines/checkout/checkout.view';
import { paymentMachine, selectPaymentStatus, type PaymentEmitted } from '../../../machines/checkout/payment.machine';
import { bookingIcs, ICS_MIME_TYPE, icsFileName } from '../../../machines/files/ics';
import { partnershipEnquiryMessage } from '../../../machines/links/messages';
import { whatsappLink } from '../../../machines/links/outbound';
import { isoDateInKolkata } from '../../../machines/time/dates';
import { now } from '../../adapters/clock';
import { downloadTextFile } from '../../adapters/download';
import { openExternal } from '../../adapters/openExternal';
import { loadPaymentProvider, openPaymentDialog } from '../../adapters/paymentProvider';
import { formatAddress, siteConfig } from '../../config/site';
import {
  bookingMeta,
  liveStatus,
  locationCopy,
  partnersCopy,
  priceListNote,
  reviewsCopy,
  sportListCopy,
  sportsHero,
  whyChooseCopy,
} from '../../content/sports';
import { PageMeta } from '../../layout/PageMeta';
import { useToast, type ToastApi } from '../../toasts';

/** The payment machine with the real provider: the script loads on the first Pay, never before. */
const bookingPaymentMachine = paymentMachine.provide({
  actors: { loadProvider: loadPaymentProvider, openPayment: openPaymentDialog },
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
interface PaidBooking extends BookingViewConfirmation {
  sportName: string;
}

/**
 * `/sports`: the sport list or one sport's booking view (`?sport=tennis`; unknown values show the list), with the
 * booking machine and the card payment machine side by side. Choosing a sport or Back changes `?sport=` so the
 * browser's back button and reloads keep the view. Selections are read field by field and the derived data is
 * memoised, so a slot click re-renders only the slot grid and the summary.
 */
export function SportsPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { push } = useToast();
  const urlSport = bookingSportOf(searchParams.get('sport'));
  const [today] = useState(() => isoDateInKolkata(now()));
  const [paid, setPaid] = useState<PaidBooking | null>(null);

  const booking = useActorRef(bookingMachine, { input: { today, sport: urlSport ?? undefined } });
  const payment = useActorRef(bookingPaymentMachine, {
    input: { kind: 'booking', amount: 0, productName: PRODUCT_NAME, booking: null, chatNumber: siteConfig.chat.sports },
  });

  const inBooking = useSelector(booking, (s) => s.matches('booking'));
  const mode = useSelector(booking, selectMode);
  const sport = useSelector(booking, (s) => s.context.sport);
  const date = useSelector(booking, (s) => s.context.date);
  const time = useSelector(booking, (s) => s.context.time);
  const court = useSelector(booking, (s) => s.context.court);
  const duration = useSelector(booking, (s) => s.context.duration);
  const sessions = useSelector(booking, (s) => s.context.sessions);
  const visibleMonth = useSelector(booking, (s) => s.context.visibleMonth);
  const weekdaysOnly = useSelector(booking, (s) => s.context.weekdaysOnly);
  const priceListOpen = useSelector(booking, (s) => s.context.priceListOpen);

  const paymentStatus = useSelector(payment, selectPaymentStatus);
  const paymentDone = useSelector(payment, (s) => s.matches({ paid: 'done' }));
  const customer = useSelector(payment, (s) => s.context.customer);
  const validation = useSelector(payment, (s) => s.context.validation);
  const paymentError = useSelector(payment, (s) => s.context.error);

  // The URL decides the view: ?sport=<known id> opens its booking view, anything else the list.
  useEffect(() => {
    const current = booking.getSnapshot();
    if (urlSport && !(current.matches('booking') && current.context.sport === urlSport)) {
      booking.send({ type: 'user.selectSport', sport: urlSport });
    } else if (!urlSport && current.matches('booking')) {
      booking.send({ type: 'user.back' });
    }
  }, [booking, urlSport]);

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
          });
        }
        booking.send({ type: 'booking.paid' });
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

  const selectSport = useCallback(
    (id: SportId) => {
      void navigate({ search: `?sport=${id}`, hash: 'booking' });
    },
    [navigate],
  );

  const downloadCalendar = useCallback(() => {
    if (!paid) return;
    const text = bookingIcs({
      sportName: paid.sportName,
      sessions: paid.sessions,
      now: now(),
      paymentId: paid.paymentId,
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
      onSelectSlot: (next: string) => booking.send({ type: 'user.selectTime', time: next }),
      onDurationChange: (next: number) => booking.send({ type: 'user.selectDuration', duration: next }),
      onAddSession: () => booking.send({ type: 'user.addSession' }),
      onRemoveSession: (id: string) => booking.send({ type: 'user.removeSession', id }),
      onClearSessions: () => booking.send({ type: 'user.clearSessions' }),
      onCustomerChange: (field: CustomerFormField, value: string) => payment.send({ type: 'user.changeField', field, value }),
      onPay: () => payment.send({ type: 'user.pay' }),
      onBookAnother: () => setPaid(null),
      onPriceListChange: (open: boolean) => {
        if (open !== booking.getSnapshot().context.priceListOpen) booking.send({ type: 'user.togglePriceList' });
      },
      onPartnerEnquiry: () => openExternal(whatsappLink(siteConfig.chat.sports, partnershipEnquiryMessage())),
    }),
    [booking, payment, navigate],
  );

  const days = useMemo(
    () => calendarDays(visibleMonth, { today, weekdaysOnly, selectedDate: date }),
    [visibleMonth, today, weekdaysOnly, date],
  );
  const calendar = useMemo(() => ({ month: visibleMonth, days, weekdaysOnly }), [visibleMonth, days, weekdaysOnly]);
  const slots = useMemo(
    () => (sport ? slotsFor(sport, mode, { date, time, court, duration }, sessions) : []),
    [sport, mode, date, time, court, duration, sessions],
  );
  const courts = useMemo(() => (sport ? courtNumbers(sport) : []), [sport]);
  const customerErrors = useMemo(() => customerFieldErrors(validation), [validation]);

  const bookingProps = useMemo<BookingViewProps | null>(() => {
    if (!inBooking || !sport) return null;
    const complete = mode === 'multiple' ? sessions.length > 0 : isSingleBookingComplete({ date, time, court, duration });
    const rate = rateFor(date);
    const payAmount = mode === 'multiple' ? sessionsTotal(sessions) : complete ? rate * duration : 0;
    return {
      ...handlers,
      sport: sportById(sport),
      today,
      mode,
      calendar,
      courts,
      court,
      date,
      time,
      slots,
      duration,
      rate,
      selectionTotal: singleBookingTotal({ date, duration }),
      complete,
      payAmount,
      sessions,
      sessionsTotal: sessionsTotal(sessions),
      customer,
      customerErrors,
      paymentStatus,
      paymentError,
      confirmation: paid,
      headingId: BOOKING_HEADING_ID,
      onDownloadCalendar: downloadCalendar,
    };
  }, [
    inBooking,
    sport,
    mode,
    date,
    time,
    court,
    duration,
    sessions,
    handlers,
    today,
    calendar,
    courts,
    slots,
    customer,
    customerErrors,
    paymentStatus,
    paymentError,
    paid,
    downloadCalendar,
  ]);

  return (
    <>
      <PageMeta {...bookingMeta.sports} />
      <SportsScreen
        hero={sportsHero}
        liveStatus={liveStatus}
        view={bookingProps ? 'booking' : 'list'}
        sports={sports}
        sportList={sportListCopy}
        onSelectSport={selectSport}
        booking={bookingProps}
        priceList={{ open: priceListOpen, onOpenChange: handlers.onPriceListChange, note: priceListNote }}
        reviews={reviewsCopy}
        location={locationCopy}
        partners={{ ...partnersCopy, onEnquire: handlers.onPartnerEnquiry }}
        whyChoose={whyChooseCopy}
      />
    </>
  );
}

export default SportsPage;
