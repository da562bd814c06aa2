import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { BookingCalendar } from '../../../design-system/patterns/BookingCalendar';
import { CourtPicker } from '../../../design-system/patterns/CourtPicker';
import { SlotGrid } from '../../../design-system/patterns/SlotGrid';
import { MyBookingScreen } from '../../../design-system/screens/MyBookingScreen';
import { dayAvailabilityOf } from '../../../machines/booking/availability';
import { calendarView } from '../../../machines/booking/calendar.view';
import { slotGridView } from '../../../machines/booking/slotGrid.view';
import { fitSlots } from '../../../machines/booking/bookable.rules';
import type { RateTable } from '../../../machines/booking/rates';
import { buildSlots } from '../../../machines/booking/slots';
import { courtNumbers } from '../../../machines/booking/sports';
import {
  myBookingMachine,
  selectMyBookingStatus,
  selectPanelBusy,
} from '../../../machines/myBooking/myBooking.machine';
import { myBookingMessages } from '../../../machines/myBooking/myBooking.rules';
import type { MyBooking } from '../../../machines/myBooking/myBooking.schema';
import type { MyBookingEvent, RescheduleDraft } from '../../../machines/myBooking/myBooking.types';
import { myBookingPanelView, myBookingView } from '../../../machines/myBooking/myBooking.view';
import { isoDateInKolkata } from '../../../machines/time/dates';
import { availability } from '../../adapters/api/bookingRequests';
import {
  cancelMySession,
  openMyBooking,
  rescheduleMySession,
  type myBookingLoader,
} from '../../adapters/api/myBookingApi';
import { nowMs } from '../../adapters/clock';
import { myBookingMeta, refundTiming } from '../../content/myBooking';
import { PageMeta } from '../../layout/PageMeta';
import { useSite } from '../../layout/siteSettings';
import { usePageData } from '../../routes/pageData';
import { payDifference } from './payDifference';

/**
 * `/my-booking` (`?ref=` fills the reference): runs the My booking machine (machines/myBooking) with the My booking
 * API, the day's availability and the payment flow (payDifference.ts) as its actors, and draws its snapshot: the
 * screen, and for a move the booking page's calendar, courts and slot grid.
 */
export function MyBookingPage() {
  const [searchParams] = useSearchParams();
  const { rates, paymentsMode } = usePageData<typeof myBookingLoader>();
  const site = useSite();
  const [machine] = useState(() =>
    myBookingMachine.provide({
      actors: {
        open: fromPromise(({ input }) => openMyBooking(input)),
        cancel: fromPromise(({ input }) => cancelMySession(input.access, input.bookingId)),
        reschedule: fromPromise(({ input }) => rescheduleMySession(input.access, input.move)),
        availability: fromPromise(({ input, signal }) => availability(input, signal)),
        payDifference: fromPromise(({ input }) =>
          payDifference({ ...input, paymentsMode, chatNumber: site.phones.sports }),
        ),
      },
    }),
  );
  const actor = useActorRef(machine, {
    input: { reference: searchParams.get('ref') ?? '', today: isoDateInKolkata(nowMs()), refundTiming },
  });
  const status = useSelector(actor, selectMyBookingStatus);
  const busy = useSelector(actor, selectPanelBusy);
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const draft = context.draft?.kind === 'reschedule' ? context.draft : null;

  return (
    <>
      <PageMeta {...myBookingMeta} />
      <MyBookingScreen
        status={status}
        reference={context.reference}
        phone={context.phone}
        formError={context.formError}
        formBusy={status === 'loading'}
        booking={context.booking ? myBookingView(context.booking) : null}
        panel={myBookingPanelView(context, busy, rates)}
        picker={
          draft && context.booking ? (
            <MovePicker booking={context.booking} draft={draft} rates={rates} today={context.today} send={actor.send} />
          ) : null
        }
        unreachableMessage={myBookingMessages.unreachable}
        onFieldChange={(field, value) => actor.send({ type: 'user.changeField', field, value })}
        onOpen={() => actor.send({ type: 'user.open' })}
        onCancelSession={(bookingId) => actor.send({ type: 'user.cancelSession', bookingId })}
        onRescheduleSession={(bookingId) => actor.send({ type: 'user.rescheduleSession', bookingId })}
        onConfirmCancel={() => actor.send({ type: 'user.confirm' })}
        onConfirmReschedule={() => actor.send({ type: 'user.confirm' })}
        onClosePanel={() => actor.send({ type: 'user.closePanel' })}
        onRetry={() => actor.send({ type: 'user.retry' })}
        onOpenAnother={() => actor.send({ type: 'user.openAnother' })}
      />
    </>
  );
}

/** The move's date, court and start: the booking page's calendar, court picker and slot grid for this session. */
function MovePicker({
  booking,
  draft,
  rates,
  today,
  send,
}: {
  booking: MyBooking;
  draft: RescheduleDraft;
  rates: RateTable;
  today: string;
  send: (event: MyBookingEvent) => void;
}) {
  const session = booking.sessions.find((s) => s.bookingId === draft.bookingId);
  const slots = fitSlots(
    buildSlots({
      sport: booking.sport,
      date: draft.date,
      court: draft.court,
      selectedTime: draft.time,
      availability: draft.day ? dayAvailabilityOf(draft.day) : null,
      rates: rates[booking.sport],
    }),
    { sport: booking.sport, court: draft.court, date: draft.date, duration: session?.duration ?? 0 },
  );
  return (
    <>
      <BookingCalendar
        {...calendarView(draft.month, {
          today,
          weekdaysOnly: false,
          selectedDate: draft.date,
          rates: rates[booking.sport],
        })}
        label="New date"
        onSelectDate={(date) => send({ type: 'user.selectDate', date })}
        onPrevMonth={() => send({ type: 'user.prevMonth' })}
        onNextMonth={() => send({ type: 'user.nextMonth' })}
        onToggleWeekdaysOnly={() => undefined}
      />
      <CourtPicker
        courts={courtNumbers(booking.sport)}
        value={draft.court}
        onChange={(court) => send({ type: 'user.selectCourt', court })}
      />
      <SlotGrid
        {...slotGridView(slots, { date: draft.date, mode: 'single', status: draft.date ? draft.dayStatus : 'ready' })}
        label="New start time"
        onSelectSlot={(time) => send({ type: 'user.selectTime', time })}
        onRetry={() => send({ type: 'user.retryDay' })}
      />
    </>
  );
}
