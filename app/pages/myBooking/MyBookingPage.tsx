import { useCallback, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BookingCalendar } from '../../../design-system/patterns/BookingCalendar';
import { CourtPicker } from '../../../design-system/patterns/CourtPicker';
import { SlotGrid } from '../../../design-system/patterns/SlotGrid';
import { MyBookingScreen, type MyBookingField } from '../../../design-system/screens/MyBookingScreen';
import type { AvailabilityResponse } from '../../../machines/api/booking.schema';
import { dayAvailabilityOf } from '../../../machines/booking/availability';
import { calendarView, slotGridView } from '../../../machines/booking/booking.view';
import { initialMonth, monthOf, nextMonth, prevMonth, type CalendarMonth } from '../../../machines/booking/calendar';
import { sessionAmount } from '../../../machines/booking/rates';
import { fitSlots } from '../../../machines/booking/bookable.rules';
import { buildSlots } from '../../../machines/booking/slots';
import { courtNumbers } from '../../../machines/booking/sports';
import { myBookingMessages } from '../../../machines/myBooking/myBooking.rules';
import type { MyBooking } from '../../../machines/myBooking/myBooking.schema';
import {
  cancelledMessage,
  cancelRefundText,
  movedMessage,
  myBookingView,
  reschedulePrice,
  type DonePanelView,
  type MyBookingPanelView,
} from '../../../machines/myBooking/myBooking.view';
import { formatHours, isoDateInKolkata } from '../../../machines/time/dates';
import { availability } from '../../adapters/api/bookingRequests';
import {
  cancelMySession,
  openMyBooking,
  rescheduleMySession,
  type myBookingLoader,
} from '../../adapters/api/myBookingApi';
import { ApiRequestError } from '../../adapters/api/request';
import { nowMs } from '../../adapters/clock';
import { myBookingMeta, refundTiming } from '../../content/myBooking';
import { PageMeta } from '../../layout/PageMeta';
import { useSite } from '../../layout/siteSettings';
import { usePageData } from '../../routes/pageData';
import { payDifference } from './payDifference';

type Status = 'form' | 'loading' | 'booking' | 'unreachable';

interface Move {
  bookingId: string;
  month: CalendarMonth;
  date: string | null;
  court: number;
  time: string | null;
  day: AvailabilityResponse | null;
  dayStatus: 'ready' | 'loading' | 'error';
}

type Panel =
  | { kind: 'cancel'; bookingId: string; busy: boolean; error: string | null }
  | ({ kind: 'reschedule'; busy: boolean; error: string | null } & Move)
  | DonePanelView;

const isUnreachable = (error: unknown) =>
  !(error instanceof ApiRequestError) || error.status === 0 || error.status >= 500;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * `/my-booking` (`?ref=` fills the reference): the visitor opens a paid booking with its reference and phone number,
 * then cancels a session (the policy's refund shown first) or moves it with the booking page's calendar, courts and
 * slot grid. A dearer start is paid through the booking's payment flow (payDifference.ts).
 */
export function MyBookingPage() {
  const [searchParams] = useSearchParams();
  const { rates, paymentsMode } = usePageData<typeof myBookingLoader>();
  const site = useSite();
  const [reference, setReference] = useState(() => searchParams.get('ref') ?? '');
  const [phone, setPhone] = useState('');
  const [status, setStatus] = useState<Status>('form');
  const [formError, setFormError] = useState<string | null>(null);
  const [formBusy, setFormBusy] = useState(false);
  const [booking, setBooking] = useState<MyBooking | null>(null);
  const [panel, setPanel] = useState<Panel | null>(null);
  const retryRef = useRef<() => void>(() => setStatus('form'));
  const access = useMemo(() => ({ reference, phone }), [reference, phone]);

  const open = useCallback(() => {
    if (!reference.trim()) return setFormError(myBookingMessages.referenceRequired);
    if (!phone.trim()) return setFormError(myBookingMessages.phoneRequired);
    setFormError(null);
    setFormBusy(true);
    retryRef.current = () => {
      setStatus('loading');
      openMyBooking(access)
        .then((opened) => {
          setBooking(opened);
          setStatus('booking');
        })
        .catch((error: unknown) => {
          if (isUnreachable(error)) setStatus('unreachable');
          else {
            setFormError(messageOf(error));
            setStatus('form');
          }
        })
        .finally(() => setFormBusy(false));
    };
    retryRef.current();
  }, [access, reference, phone]);

  const loadDay = useCallback(
    (date: string) => {
      if (!booking) return;
      setPanel((p) => (p?.kind === 'reschedule' ? { ...p, date, time: null, day: null, dayStatus: 'loading' } : p));
      availability({ sport: booking.sport, date }, new AbortController().signal)
        .then((day) =>
          setPanel((p) =>
            p?.kind === 'reschedule' && p.date === date ? { ...p, day, dayStatus: 'ready', error: null } : p,
          ),
        )
        .catch(() => setPanel((p) => (p?.kind === 'reschedule' && p.date === date ? { ...p, dayStatus: 'error' } : p)));
    },
    [booking],
  );

  const sessionOf = (id: string) => booking?.sessions.find((s) => s.bookingId === id) ?? null;

  const confirmCancel = useCallback(() => {
    if (panel?.kind !== 'cancel') return;
    const { bookingId } = panel;
    setPanel({ ...panel, busy: true, error: null });
    cancelMySession(access, bookingId)
      .then((done) => {
        setBooking(done.booking);
        setPanel(cancelledMessage(done.refund, refundTiming));
      })
      .catch((error: unknown) => setPanel({ kind: 'cancel', bookingId, busy: false, error: messageOf(error) }));
  }, [panel, access]);

  const confirmReschedule = useCallback(() => {
    if (panel?.kind !== 'reschedule' || !panel.date || !panel.time || !booking) return;
    const to = { date: panel.date, time: panel.time, court: panel.court };
    const move = { bookingId: panel.bookingId, ...to };
    const failed = (error: unknown) =>
      setPanel((p) => (p?.kind === 'reschedule' ? { ...p, busy: false, error: messageOf(error) } : p));
    setPanel({ ...panel, busy: true, error: null });
    rescheduleMySession(access, move)
      .then(async (result) => {
        if (result.kind === 'moved') {
          setBooking(result.booking);
          setPanel(movedMessage(to, result.refund, refundTiming));
          return;
        }
        await payDifference({ hold: result, booking, paymentsMode, phone, chatNumber: site.phones.sports });
        setBooking(await openMyBooking(access));
        setPanel(movedMessage(to, null, refundTiming));
      })
      .catch(failed);
  }, [panel, booking, access, paymentsMode, phone, site]);

  const today = isoDateInKolkata(nowMs());
  const panelView: MyBookingPanelView | null = useMemo(() => {
    if (!panel) return null;
    if (panel.kind === 'done') return panel;
    const session = sessionOf(panel.bookingId);
    if (!session) return null;
    const label = myBookingView({ ...booking!, sessions: [session] }).sessions[0]!.label;
    if (panel.kind === 'cancel') {
      const quote = session.cancelQuote ?? { band: 'late' as const, percent: 0, amount: 0, hoursBefore: 0 };
      return {
        kind: 'cancel',
        sessionLabel: label,
        band: quote.band,
        refundText: cancelRefundText(quote),
        busy: panel.busy,
        error: panel.error,
      };
    }
    const price =
      panel.date && panel.time && booking
        ? reschedulePrice(session.amount, sessionAmount(rates[booking.sport], panel.date, panel.time, session.duration))
        : null;
    return {
      kind: 'reschedule',
      sessionLabel: label,
      hint: `Same duration: ${formatHours(session.duration)}. Choose a date, a court and a free start time.`,
      priceNote: price?.priceNote ?? null,
      confirmLabel: price?.confirmLabel ?? null,
      busy: panel.busy,
      error: panel.error,
    };
    // sessionOf reads `booking`, listed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [panel, booking, rates]);

  const picker = useMemo(() => {
    if (panel?.kind !== 'reschedule' || !booking) return null;
    const session = sessionOf(panel.bookingId);
    const dayAvailability = panel.day ? dayAvailabilityOf(panel.day) : null;
    const slots = fitSlots(
      buildSlots({
        sport: booking.sport,
        date: panel.date,
        court: panel.court,
        selectedTime: panel.time,
        availability: dayAvailability,
        rates: rates[booking.sport],
      }),
      { sport: booking.sport, court: panel.court, date: panel.date, duration: session?.duration ?? 0 },
    );
    return (
      <>
        <BookingCalendar
          {...calendarView(panel.month, {
            today,
            weekdaysOnly: false,
            selectedDate: panel.date,
            rates: rates[booking.sport],
          })}
          label="New date"
          onSelectDate={loadDay}
          onPrevMonth={() => setPanel({ ...panel, month: prevMonth(panel.month) })}
          onNextMonth={() => setPanel({ ...panel, month: nextMonth(panel.month) })}
          onToggleWeekdaysOnly={() => undefined}
        />
        <CourtPicker
          courts={courtNumbers(booking.sport)}
          value={panel.court}
          onChange={(court) => setPanel({ ...panel, court, time: null })}
        />
        <SlotGrid
          {...slotGridView(slots, { date: panel.date, mode: 'single', status: panel.date ? panel.dayStatus : 'ready' })}
          label="New start time"
          onSelectSlot={(time) => setPanel({ ...panel, time, error: null })}
          onRetry={() => panel.date && loadDay(panel.date)}
        />
      </>
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [panel, booking, rates, today, loadDay]);

  return (
    <>
      <PageMeta {...myBookingMeta} />
      <MyBookingScreen
        status={status}
        reference={reference}
        phone={phone}
        formError={formError}
        formBusy={formBusy}
        booking={booking ? myBookingView(booking) : null}
        panel={panelView}
        picker={picker}
        unreachableMessage={myBookingMessages.unreachable}
        onFieldChange={(field: MyBookingField, value: string) =>
          field === 'reference' ? setReference(value) : setPhone(value)
        }
        onOpen={open}
        onCancelSession={(bookingId) => setPanel({ kind: 'cancel', bookingId, busy: false, error: null })}
        onRescheduleSession={(bookingId) => {
          const session = sessionOf(bookingId);
          if (!session) return;
          setPanel({
            kind: 'reschedule',
            bookingId,
            month: session.date > today ? monthOf(session.date) : initialMonth(today),
            date: null,
            court: session.court,
            time: null,
            day: null,
            dayStatus: 'ready',
            busy: false,
            error: null,
          });
        }}
        onConfirmCancel={confirmCancel}
        onConfirmReschedule={confirmReschedule}
        onClosePanel={() => setPanel(null)}
        onRetry={() => retryRef.current()}
        onOpenAnother={() => {
          setBooking(null);
          setPanel(null);
          setStatus('form');
        }}
      />
    </>
  );
}
