import { css, useTheme, type Theme } from '@emotion/react';
import { ArrowLeft, CircleAlert, MessageCircle } from 'lucide-react';
import { memo, useEffect, useRef } from 'react';
import type { BookingMode } from '../../../machines/booking/booking.rules';
import type {
  BookingConfirmationView,
  BookingSummaryView,
  DurationOptionView,
  SessionListView,
} from '../../../machines/booking/booking.view';
import type { CalendarView } from '../../../machines/booking/calendar.view';
import type { SlotGridView } from '../../../machines/booking/slotGrid.view';
import type { Sport } from '../../../machines/booking/sports';
import type { CustomerInfo } from '../../../machines/checkout/checkout.rules';
import type { PaymentStatus } from '../../../machines/checkout/payment.select';
import { Button } from '../../primitives/Button';
import { Heading } from '../../primitives/Heading';
import { InlineEmoji } from '../../primitives/InlineEmoji';
import { Text } from '../../primitives/Text';
import { BookingCalendar } from '../BookingCalendar';
import { BookingConfirmation } from '../BookingConfirmation';
import { BookingSummary } from '../BookingSummary';
import { CourtPicker } from '../CourtPicker';
import { CustomerForm, type CustomerFormField } from '../CustomerForm';
import { DurationPicker } from '../DurationPicker';
import { ModeToggle } from '../ModeToggle';
import { SessionList } from '../SessionList';
import { SlotGrid } from '../SlotGrid';
import { column } from '../../tokens/recipes';
import { childIconBox, focusRing } from '../../primitives/shared.styles';

// Each part re-renders only when its own props change: a slot click repaints the slot grid and the summary,
// not the calendar, the pickers or the customer form (the container passes stable callbacks and memoised data).
const Calendar = memo(BookingCalendar);
const Courts = memo(CourtPicker);
const Slots = memo(SlotGrid);
const Durations = memo(DurationPicker);
const Mode = memo(ModeToggle);
const Sessions = memo(SessionList);
const Customer = memo(CustomerForm);

/** A paid booking, shown instead of the summary until the visitor books again (from `bookingConfirmationView`). */
export type BookingViewConfirmation = BookingConfirmationView;

/**
 * Every value arrives ready to draw: the container (and the stories) build the display data with the booking view
 * model (`machines/booking/booking.view.ts`), so money, dates and labels are formatted in one place.
 */
export interface BookingViewProps {
  /** The sport being booked. */
  sport: Pick<Sport, 'id' | 'name' | 'image'>;
  /** Single or multiple sessions. */
  mode: BookingMode;
  /** The visible month, its cells and the filter (from `calendarView`). */
  calendar: CalendarView;
  /** The sport's court numbers. */
  courts: readonly number[];
  /** The chosen court (defaults to 1 in the machine). */
  court: number | null;
  /** The chosen date's slots, legend and availability (from `slotGridView`). */
  slots: SlotGridView;
  /** The duration options (from `durationOptionViews`). */
  durations: readonly DurationOptionView[];
  /** The chosen duration, hours. */
  duration: number;
  /** The summary's rows, total and pay button (from `bookingSummaryView`). */
  summary: BookingSummaryView;
  /** Multiple mode: the added sessions and their combined total (from `sessionListView`). */
  sessions: SessionListView;
  /** The customer's details (name, phone, optional email). */
  customer: CustomerInfo;
  /** Error text per customer field, after a failed pay. */
  customerErrors?: Partial<Record<CustomerFormField, string>>;
  /** The payment's state. */
  paymentStatus: PaymentStatus;
  /** The last payment error text (status `failed`). */
  paymentError?: string | null;
  /** While the payment is processing: what is happening when it takes longer ('Confirming your payment…'). */
  paymentProgress?: string | null;
  /** Demo payments: 'Demo payment: no money is taken', beside the pay button and on the confirmation. */
  demoNote?: string | null;
  /** Set after a paid booking: the confirmation replaces the summary. */
  confirmation?: BookingViewConfirmation | null;
  /**
   * After pressing pay, a chosen slot was taken meanwhile: the notice (from `slotConflictMessage`) shows above the
   * refreshed slot grid as an alert and takes focus, so the visitor can pick another time. Null or absent: none.
   */
  conflict?: string | null;
  /** Back to the sport list. */
  onBack: () => void;
  /** Switch mode (pressing the current mode is ignored). */
  onModeChange: (mode: BookingMode) => void;
  /** Pick a date. */
  onSelectDate: (date: string) => void;
  /** Previous month. */
  onPrevMonth: () => void;
  /** Next month. */
  onNextMonth: () => void;
  /** Toggle the weekdays-only filter. */
  onToggleWeekdaysOnly: () => void;
  /** Pick a court. */
  onSelectCourt: (court: number) => void;
  /** Pick a slot ('HH:MM'). */
  onSelectSlot: (time: string) => void;
  /** Load the chosen date's availability again (the Retry button while `slots.status` is `error`). */
  onRetryAvailability?: () => void;
  /** A booked or held slot was pressed ('HH:MM'): offer the waiting list for it. Absent: such slots are disabled. */
  onNotifySlot?: (time: string) => void;
  /** Pick a duration (hours). */
  onDurationChange: (hours: number) => void;
  /** Multiple mode: add the current selection. */
  onAddSession: () => void;
  /** Multiple mode: remove a session. */
  onRemoveSession: (id: string) => void;
  /** Multiple mode: remove every session. */
  onClearSessions: () => void;
  /** A customer field changed. */
  onCustomerChange: (field: CustomerFormField, value: string) => void;
  /** Pay. */
  onPay: () => void;
  /** After payment: download the .ics file. */
  onDownloadCalendar: () => void;
  /** After payment: start again. */
  onBookAnother: () => void;
  /** Id of the view's h2 (focusable: the page moves focus there when the view opens). */
  headingId?: string;
  /** A question about booking this sport: opens the centre's chat (the booking enquiry). Absent: no button. */
  onEnquire?: () => void;
  /** The enquiry button's text. */
  enquireLabel?: string;
}

const styles = {
  root: (t: Theme) => css`
    ${column(t, 6)}
    min-width: 0;
  `,
  header: (t: Theme) => css`
    ${column(t, 4)}
    ${t.media.abovePhone} {
      flex-direction: row;
      flex-wrap: wrap;
      align-items: center;
      justify-content: space-between;
    }
  `,
  title: (t: Theme) => css`
    ${column(t, 1)}
    &:focus {
      outline: none;
    }
  `,
  layout: (t: Theme) => css`
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${t.space[6]};
    align-items: start;
    ${t.media.aboveLg} {
      grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    }
  `,
  choices: (t: Theme) => css`
    ${column(t, 6)}
    min-width: 0;
  `,
  aside: (t: Theme) => css`
    min-width: 0;
    ${t.media.aboveLg} {
      position: sticky;
      top: calc(${t.sizes.navHeight} + ${t.space[4]});
    }
  `,
  conflict: (t: Theme) => css`
    display: flex;
    gap: ${t.space[2]};
    margin: 0;
    padding: ${t.space[3]};
    border: ${t.borderWidths.thin} solid ${t.color.status.danger.border};
    border-radius: ${t.radii.md};
    background: ${t.color.status.danger.bg};
    color: ${t.color.status.danger.fg};
    font-size: ${t.font.size.sm};
    &:focus {
      outline: none;
    }
    ${focusRing(t, t.borderWidths.thin)}
    ${childIconBox(t, 'md')}
  `,
  mode: (t: Theme) => css`
    ${t.media.abovePhone} {
      min-width: calc(${t.space[24]} * 3.5);
    }
  `,
};

/** The slot-conflict alert; it takes focus when it appears (and again when its text changes). */
function ConflictNotice({ message }: { message: string }) {
  const theme = useTheme();
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [message]);
  return (
    <p ref={ref} role="alert" tabIndex={-1} css={styles.conflict(theme)} data-part="conflict">
      <CircleAlert aria-hidden="true" />
      <span>{message}</span>
    </p>
  );
}

/**
 * The booking view of one sport: Back, a chat button for questions (the booking enquiry), the single/multiple
 * toggle, calendar, court, time slots, duration, and the summary with the customer's details and the pay button (in
 * multiple mode also Add Session and the session list). After a paid booking the confirmation (with the .ics
 * download) takes the summary's place. The slot grid shows the chosen date's availability (loading skeleton, or an
 * error with Retry, while everything else stays usable); a slot taken meanwhile shows the conflict alert above the
 * refreshed grid.
 */
export function BookingView(props: BookingViewProps) {
  const theme = useTheme();
  const {
    sport,
    mode,
    calendar,
    courts,
    court,
    slots,
    durations,
    duration,
    summary,
    sessions,
    customer,
    customerErrors,
    paymentStatus,
    paymentError,
    paymentProgress,
    demoNote,
    confirmation,
    conflict,
    headingId = 'booking-view-heading',
    enquireLabel = 'Questions about booking? Chat with us',
  } = props;
  const processing = paymentStatus === 'processing';

  return (
    <div css={styles.root(theme)} data-view="booking" data-sport={sport.id} data-mode={mode}>
      <div css={styles.header(theme)}>
        <div css={styles.title(theme)}>
          <div>
            <Button variant="ghost" size="sm" icon={<ArrowLeft aria-hidden="true" />} onClick={props.onBack}>
              Back to Sports
            </Button>
          </div>
          <Heading level={2} size="lg" id={headingId} tabIndex={-1}>
            <InlineEmoji>{sport.image}</InlineEmoji> Book {sport.name}
          </Heading>
          <Text size="sm" tone="secondary">
            Pick a date, court, time and duration. Courts are paid online.
          </Text>
          {props.onEnquire && (
            <div>
              <Button variant="ghost" size="sm" icon={<MessageCircle aria-hidden="true" />} onClick={props.onEnquire}>
                {enquireLabel}
              </Button>
            </div>
          )}
        </div>
        <Mode value={mode} onChange={props.onModeChange} css={styles.mode(theme)} />
      </div>
      <div css={styles.layout(theme)}>
        <div css={styles.choices(theme)}>
          <Calendar
            {...calendar}
            onSelectDate={props.onSelectDate}
            onPrevMonth={props.onPrevMonth}
            onNextMonth={props.onNextMonth}
            onToggleWeekdaysOnly={props.onToggleWeekdaysOnly}
          />
          <Courts courts={courts} value={court} onChange={props.onSelectCourt} />
          {conflict && <ConflictNotice message={conflict} />}
          <Slots
            {...slots}
            mode={mode}
            onSelectSlot={props.onSelectSlot}
            onRetry={props.onRetryAvailability}
            onNotify={props.onNotifySlot}
          />
          <Durations value={duration} options={durations} onChange={props.onDurationChange} />
        </div>
        <div css={styles.aside(theme)}>
          {confirmation ? (
            <BookingConfirmation
              sportName={sport.name}
              {...confirmation}
              demoNote={demoNote}
              onDownloadCalendar={props.onDownloadCalendar}
              onBookAnother={props.onBookAnother}
            />
          ) : (
            <BookingSummary
              mode={mode}
              {...summary}
              status={paymentStatus}
              error={paymentError}
              progress={paymentProgress}
              demoNote={demoNote}
              onPay={props.onPay}
              onAddSession={props.onAddSession}
            >
              {mode === 'multiple' && (
                <Sessions
                  sessions={sessions.sessions}
                  total={sessions.total}
                  onRemove={props.onRemoveSession}
                  onClearAll={props.onClearSessions}
                  disabled={processing}
                />
              )}
              <Customer
                legend="Your Details"
                idPrefix="booking-customer"
                emailRequired={false}
                readOnly={processing}
                values={customer}
                errors={customerErrors}
                onFieldChange={props.onCustomerChange}
              />
            </BookingSummary>
          )}
        </div>
      </div>
    </div>
  );
}
