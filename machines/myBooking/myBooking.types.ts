/** The My booking machine's types (myBooking.machine.ts): its input, context and the events it handles. */
import type { AvailabilityResponse } from '../api/booking.schema';
import type { CalendarMonth } from '../booking/calendar';
import type {
  MyBooking,
  MyBookingAccess,
  MyBookingCancelResponse,
  MyBookingRescheduleResponse,
} from './myBooking.schema';
import type { DonePanelView } from './myBooking.view';

/** What the page gives: the reference of `?ref=`, today in Asia/Kolkata and when a refund arrives (the site's copy). */
export interface MyBookingInput {
  reference: string;
  today: string;
  refundTiming: string;
}

/** A session's cancel, while the visitor decides. */
export interface CancelDraft {
  kind: 'cancel';
  bookingId: string;
  error: string | null;
}

/** A session's move, while the visitor picks the new date, court and start. */
export interface RescheduleDraft {
  kind: 'reschedule';
  bookingId: string;
  month: CalendarMonth;
  date: string | null;
  court: number;
  time: string | null;
  /** The chosen date's availability, once loaded. */
  day: AvailabilityResponse | null;
  dayStatus: 'ready' | 'loading' | 'error';
  error: string | null;
}

export interface MyBookingContext extends MyBookingInput {
  phone: string;
  /** Why the booking could not be opened (the form's message). */
  formError: string | null;
  booking: MyBooking | null;
  /** The cancel or move under way, or null. */
  draft: CancelDraft | RescheduleDraft | null;
  /** What the last cancel or move did, shown until the visitor moves on. */
  done: DonePanelView | null;
}

/** A dearer move: the hold on the new slot whose difference is paid through the booking's payment flow. */
export type DifferenceHold = Extract<MyBookingRescheduleResponse, { kind: 'pay' }>;

export type MyBookingEvent =
  | { type: 'user.changeField'; field: 'reference' | 'phone'; value: string }
  | { type: 'user.open' }
  | { type: 'user.retry' }
  | { type: 'user.openAnother' }
  | { type: 'user.cancelSession'; bookingId: string }
  | { type: 'user.rescheduleSession'; bookingId: string }
  | { type: 'user.closePanel' }
  | { type: 'user.confirm' }
  | { type: 'user.selectDate'; date: string }
  | { type: 'user.prevMonth' }
  | { type: 'user.nextMonth' }
  | { type: 'user.selectCourt'; court: number }
  | { type: 'user.selectTime'; time: string }
  | { type: 'user.retryDay' };

/** The actors' inputs and answers (the app provides them: the My booking API, availability, the payment flow). */
export interface MyBookingActors {
  open: { input: MyBookingAccess; output: MyBooking };
  cancel: { input: { access: MyBookingAccess; bookingId: string }; output: MyBookingCancelResponse };
  reschedule: {
    input: { access: MyBookingAccess; move: { bookingId: string; date: string; time: string; court: number } };
    output: MyBookingRescheduleResponse;
  };
  /** Null when the request was given up (a newer date was chosen). */
  availability: { input: { sport: MyBooking['sport']; date: string }; output: AvailabilityResponse | null };
  payDifference: { input: { hold: DifferenceHold; booking: MyBooking; phone: string }; output: void };
}
