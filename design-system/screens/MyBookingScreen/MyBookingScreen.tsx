import { css, useTheme, type Theme } from '@emotion/react';
import { CalendarClock, CircleCheck, RefreshCw, Search, WifiOff, XCircle } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import type {
  CancelPanelView,
  DonePanelView,
  MyBookingPanelView,
  MyBookingView,
  MySessionView,
  ReschedulePanelView,
} from '../../../machines/myBooking/myBooking.view';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Container } from '../../primitives/Container';
import { FocusHeading } from '../../primitives/FocusHeading';
import { Spinner } from '../../primitives/Spinner';
import { Text } from '../../primitives/Text';
import { TextField } from '../../primitives/TextField';
import { column, displayTitle, spread, stackedList } from '../../tokens/recipes';
import { centredColumn, screenColumn, wrapRow } from '../screen.styles';

/** What the page shows: the form, the booking loading, the booking, or the server out of reach. */
export const myBookingScreenStatuses = ['form', 'loading', 'booking', 'unreachable'] as const;
export type MyBookingScreenStatus = (typeof myBookingScreenStatuses)[number];

export type MyBookingField = 'reference' | 'phone';

export interface MyBookingScreenProps {
  status: MyBookingScreenStatus;
  /** The form's values. */
  reference: string;
  phone: string;
  /** The form's message: a wrong pair, too many attempts, or a missing field (null: none). */
  formError?: string | null;
  /** While the pair is checked. */
  formBusy?: boolean;
  /** Booking: the booking, ready to draw. */
  booking?: MyBookingView | null;
  /** Booking: the open panel (cancel confirmation, reschedule, done), or null. */
  panel?: MyBookingPanelView | null;
  /** Reschedule: the calendar, court choice and slot grid (the booking page's own patterns). */
  picker?: ReactNode;
  /** Unreachable: what went wrong. */
  unreachableMessage?: string;
  onFieldChange: (field: MyBookingField, value: string) => void;
  /** The form was sent. */
  onOpen: () => void;
  onCancelSession: (id: string) => void;
  onRescheduleSession: (id: string) => void;
  onConfirmCancel: () => void;
  onConfirmReschedule: () => void;
  /** Close the panel (keep the session as it is, or leave the done message). */
  onClosePanel: () => void;
  /** Unreachable: try the last request again. */
  onRetry: () => void;
  /** Open another booking (back to the form). */
  onOpenAnother: () => void;
}

const styles = {
  root: (t: Theme) => css`
    ${screenColumn(t, 6, 10, 10)}
  `,
  title: (t: Theme) => css`
    ${displayTitle(t, '3xl')}
    &:focus {
      outline: none;
    }
  `,
  sectionTitle: (t: Theme) => css`
    ${displayTitle(t, 'xl')}
    &:focus {
      outline: none;
    }
  `,
  form: (t: Theme) => css`
    ${column(t, 4)}
  `,
  alert: (t: Theme) => css`
    margin: 0;
    padding: ${t.space[3]};
    border-radius: ${t.radii.md};
    background: ${t.color.status.danger.bg};
    color: ${t.color.status.danger.fg};
    font-size: ${t.font.size.sm};
  `,
  reference: (t: Theme) => css`
    font-family: ${t.font.family.mono};
    letter-spacing: ${t.font.letterSpacing.wide};
  `,
  totals: (t: Theme) => css`
    ${wrapRow(t, 4)}
    margin: 0;
    font-size: ${t.font.size.sm};
    & > div {
      display: flex;
      gap: ${t.space[1]};
    }
    & dt {
      color: ${t.color.text.secondary};
    }
    & dd {
      margin: 0;
      font-weight: ${t.font.weight.semibold};
    }
  `,
  list: (t: Theme) => css`
    ${stackedList(t, 3)}
  `,
  session: (t: Theme) => css`
    ${spread(t, 3)}
    padding: ${t.space[4]};
    border: ${t.borderWidths.thin} solid ${t.color.border.subtle};
    border-radius: ${t.radii.md};
    &[data-state='cancelled'],
    &[data-state='past'] {
      color: ${t.color.text.secondary};
    }
  `,
  sessionText: (t: Theme) => css`
    ${column(t, 1)}
    min-width: 0;
  `,
  actions: (t: Theme) => css`
    ${wrapRow(t, 2)}
  `,
  note: (t: Theme) => css`
    margin: 0;
    font-size: ${t.font.size.sm};
    color: ${t.color.text.secondary};
  `,
  centre: (t: Theme) => css`
    ${centredColumn(t, 4)}
    padding-block: ${t.space[10]};
  `,
};

const sessionTones = { ahead: 'success', past: 'neutral', cancelled: 'danger' } as const;

function LookupForm(props: MyBookingScreenProps) {
  const theme = useTheme();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onOpen();
  };
  return (
    <Card as="section" aria-labelledby="my-booking-form-title">
      <form css={styles.form(theme)} onSubmit={submit} noValidate>
        <h2 id="my-booking-form-title" css={styles.sectionTitle(theme)}>
          Open your booking
        </h2>
        <Text tone="secondary">
          Enter the booking reference from your confirmation and the phone number you booked with.
        </Text>
        {props.formError && (
          <p role="alert" css={styles.alert(theme)}>
            {props.formError}
          </p>
        )}
        <TextField
          label="Booking reference"
          name="reference"
          placeholder="POD-XXXX-XXXX-XXXX"
          autoComplete="off"
          value={props.reference}
          onValueChange={(value) => props.onFieldChange('reference', value)}
        />
        <TextField
          label="Phone number"
          name="phone"
          type="tel"
          autoComplete="tel"
          value={props.phone}
          onValueChange={(value) => props.onFieldChange('phone', value)}
        />
        <Button
          type="submit"
          icon={<Search aria-hidden="true" />}
          busy={props.formBusy ?? false}
          busyLabel="Opening your booking…"
        >
          Open My Booking
        </Button>
      </form>
    </Card>
  );
}

function SessionRow({ session, props }: { session: MySessionView; props: MyBookingScreenProps }) {
  const theme = useTheme();
  const open = props.panel != null && props.panel.kind !== 'done';
  return (
    <li css={styles.session(theme)} data-state={session.state} aria-label={session.label}>
      <div css={styles.sessionText(theme)}>
        <strong>{session.label}</strong>
        <span css={styles.note(theme)}>
          {session.price}{' '}
          <Badge size="sm" tone={sessionTones[session.state]}>
            {session.stateLabel}
          </Badge>
        </span>
        {session.note && <p css={styles.note(theme)}>{session.note}</p>}
      </div>
      {session.canCancel && !open && (
        <div css={styles.actions(theme)}>
          {session.canReschedule && (
            <Button
              size="sm"
              variant="outline"
              icon={<CalendarClock aria-hidden="true" />}
              aria-label={`Reschedule ${session.label}`}
              onClick={() => props.onRescheduleSession(session.id)}
            >
              Reschedule
            </Button>
          )}
          <Button
            size="sm"
            variant="destructive"
            icon={<XCircle aria-hidden="true" />}
            aria-label={`Cancel ${session.label}`}
            onClick={() => props.onCancelSession(session.id)}
          >
            Cancel
          </Button>
        </div>
      )}
    </li>
  );
}

function CancelPanel({ panel, props }: { panel: CancelPanelView; props: MyBookingScreenProps }) {
  const theme = useTheme();
  return (
    <Card as="section" aria-label="Cancel this session" data-panel="cancel" data-band={panel.band}>
      <FocusHeading level={2} css={styles.sectionTitle(theme)}>
        Cancel this session?
      </FocusHeading>
      <Text>{panel.sessionLabel}</Text>
      <Text weight="semibold">{panel.refundText}</Text>
      {panel.error && (
        <p role="alert" css={styles.alert(theme)}>
          {panel.error}
        </p>
      )}
      <div css={styles.actions(theme)}>
        <Button variant="destructive" busy={panel.busy} busyLabel="Cancelling…" onClick={props.onConfirmCancel}>
          Cancel Session
        </Button>
        <Button variant="outline" disabled={panel.busy} onClick={props.onClosePanel}>
          Keep Session
        </Button>
      </div>
    </Card>
  );
}

function ReschedulePanel({ panel, props }: { panel: ReschedulePanelView; props: MyBookingScreenProps }) {
  const theme = useTheme();
  return (
    <Card as="section" aria-label="Reschedule this session" data-panel="reschedule">
      <FocusHeading level={2} css={styles.sectionTitle(theme)}>
        Move this session
      </FocusHeading>
      <Text>{panel.sessionLabel}</Text>
      <Text tone="secondary">{panel.hint}</Text>
      {props.picker}
      {panel.priceNote && <Text weight="semibold">{panel.priceNote}</Text>}
      {panel.error && (
        <p role="alert" css={styles.alert(theme)}>
          {panel.error}
        </p>
      )}
      <div css={styles.actions(theme)}>
        {panel.confirmLabel && (
          <Button busy={panel.busy} busyLabel="Moving…" onClick={props.onConfirmReschedule}>
            {panel.confirmLabel}
          </Button>
        )}
        <Button variant="outline" disabled={panel.busy} onClick={props.onClosePanel}>
          Keep Current Time
        </Button>
      </div>
    </Card>
  );
}

function DonePanel({ panel, props }: { panel: DonePanelView; props: MyBookingScreenProps }) {
  const theme = useTheme();
  return (
    <Card as="section" aria-label={panel.title} data-panel="done">
      <FocusHeading level={2} css={styles.sectionTitle(theme)}>
        <CircleCheck aria-hidden="true" /> {panel.title}
      </FocusHeading>
      <p role="status" css={styles.note(theme)}>
        {panel.message}
      </p>
      <div css={styles.actions(theme)}>
        <Button variant="outline" onClick={props.onClosePanel}>
          Back to My Booking
        </Button>
      </div>
    </Card>
  );
}

function BookingDetails({ booking, props }: { booking: MyBookingView; props: MyBookingScreenProps }) {
  const theme = useTheme();
  const panel = props.panel ?? null;
  return (
    <>
      <Card as="section" aria-labelledby="my-booking-title">
        <h2 id="my-booking-title" css={styles.sectionTitle(theme)}>
          {booking.title}
        </h2>
        <p css={styles.note(theme)}>
          Booking reference <strong css={styles.reference(theme)}>{booking.reference}</strong>
        </p>
        <dl css={styles.totals(theme)}>
          <div>
            <dt>Paid</dt>
            <dd>{booking.paid}</dd>
          </div>
          <div>
            <dt>Refunded</dt>
            <dd>{booking.refunded}</dd>
          </div>
        </dl>
        <ul css={styles.list(theme)} aria-label="Sessions">
          {booking.sessions.map((session) => (
            <SessionRow key={session.id} session={session} props={props} />
          ))}
        </ul>
        {booking.refunds.length > 0 && (
          <ul css={styles.list(theme)} aria-label="Refunds">
            {booking.refunds.map((refund) => (
              <li key={refund.id}>
                <strong>{refund.summary}</strong>
                <p css={styles.note(theme)}>{refund.detail}</p>
              </li>
            ))}
          </ul>
        )}
        <div css={styles.actions(theme)}>
          <Button variant="ghost" onClick={props.onOpenAnother}>
            Open Another Booking
          </Button>
        </div>
      </Card>
      {panel?.kind === 'cancel' && <CancelPanel panel={panel} props={props} />}
      {panel?.kind === 'reschedule' && <ReschedulePanel panel={panel} props={props} />}
      {panel?.kind === 'done' && <DonePanel panel={panel} props={props} />}
    </>
  );
}

/**
 * My booking: a visitor opens a paid booking with its reference and phone number, sees its sessions, what was paid
 * and refunded, and cancels (the policy's refund shown before confirming) or reschedules a session still ahead.
 */
export function MyBookingScreen(props: MyBookingScreenProps) {
  const theme = useTheme();
  return (
    <Container size="narrow" css={styles.root(theme)} data-screen="my-booking" data-status={props.status}>
      <h1 css={styles.title(theme)}>My booking</h1>
      {props.status === 'form' && <LookupForm {...props} />}
      {props.status === 'loading' && (
        <div css={styles.centre(theme)}>
          <Spinner size="lg" label="Loading your booking…" showLabel />
        </div>
      )}
      {props.status === 'booking' && props.booking && <BookingDetails booking={props.booking} props={props} />}
      {props.status === 'unreachable' && (
        <div css={styles.centre(theme)}>
          <WifiOff aria-hidden="true" />
          <FocusHeading level={2} css={styles.sectionTitle(theme)}>
            We couldn&apos;t reach the booking system
          </FocusHeading>
          <Text tone="secondary">{props.unreachableMessage}</Text>
          <Button icon={<RefreshCw aria-hidden="true" />} onClick={props.onRetry}>
            Try Again
          </Button>
        </div>
      )}
    </Container>
  );
}
