import { css, useTheme, type Theme } from '@emotion/react';
import { CircleAlert, Info, LoaderCircle, Plus } from 'lucide-react';
import { Fragment, useId, type ReactNode } from 'react';
import type { BookingMode } from '../../../machines/booking/booking.rules';
import type { PaymentStatus } from '../../../machines/checkout/payment.select';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { displayTitle } from '../../tokens/recipes';
import { childIconBox } from '../../primitives/shared.styles';

/** The payment states the summary shows, on the DOM as `data-status`. */
export const bookingSummaryStatuses = [
  'editing',
  'processing',
  'paid',
  'cancelled',
  'failed',
] as const satisfies readonly PaymentStatus[];

/** Spec §5: shown, and the button reads "Complete Booking Details", while the booking is incomplete. */
export const bookingIncompleteMessage = 'Please complete all booking details before proceeding to payment.';
export const processingLabel = 'Processing...';

export interface BookingSummaryProps {
  /** Single: the summary is the booking. Multiple: it is the session being put together, with Add Session. */
  mode: BookingMode;
  /** The chosen date as read ('Tuesday, 1 December 2026') or null. */
  date: string | null;
  /** The chosen court as read ('Court 1') or null. */
  court: string | null;
  /** The chosen start time as shown, e.g. "6:00 PM", or null. */
  time: string | null;
  /** The duration as read ('2 hours'). */
  duration: string;
  /** The date's hourly rate as read ('₹350 per hour'; ₹350 weekdays, ₹500 weekends). */
  rate: string;
  /** Rate × duration for this selection, formatted ('₹700'). */
  total: string;
  /** Whether payment can start (single: every detail set; multiple: at least one session added). */
  complete: boolean;
  /** The pay button's label: 'Pay ₹700' when complete, 'Complete Booking Details' while incomplete. */
  payLabel: string;
  /** The pay button is disabled (incomplete, or nothing to charge). */
  payDisabled: boolean;
  /** The payment's state: `processing` makes the button busy ("Processing..."). */
  status: PaymentStatus;
  /** The last payment error text, shown while `status` is `failed`. */
  error?: string | null;
  /** While `status` is `processing`: what is happening when it takes longer ('Confirming your payment…'). */
  progress?: string | null;
  /** Demo payments: the label saying no money is taken ('Demo payment: no money is taken'), above the pay button. */
  demoNote?: string | null;
  /** The completeness message shown while incomplete. */
  incompleteMessage?: string;
  /** Pay (only called while complete and not processing). */
  onPay: () => void;
  /** Multiple mode: add the current selection to the session list. */
  onAddSession?: () => void;
  /** Shown between the details and the pay button: the session list and the customer details form. */
  children?: ReactNode;
  /** Heading of the card. */
  heading?: string;
  /** Class for the root (layout from the parent). */
  className?: string;
}

const styles = {
  card: (t: Theme) => css`
    gap: ${t.space[4]};
  `,
  heading: (t: Theme) => css`
    ${displayTitle(t, 'xl')}
  `,
  list: (t: Theme) => css`
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${t.space[2]} ${t.space[4]};
    margin: 0;
    font-size: ${t.font.size.sm};
    & > dt {
      color: ${t.color.text.secondary};
    }
    & > dd {
      margin: 0;
      font-weight: ${t.font.weight.semibold};
      text-align: end;
      overflow-wrap: anywhere;
    }
    & > dd[data-empty='true'] {
      color: ${t.color.text.muted};
      font-weight: ${t.font.weight.regular};
    }
  `,
  total: (t: Theme) => css`
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: ${t.space[4]};
    padding-top: ${t.space[3]};
    border-top: ${t.borderWidths.thin} solid ${t.color.border.subtle};
    font-size: ${t.font.size.lg};
    font-weight: ${t.font.weight.bold};
  `,
  message: (t: Theme) => css`
    display: flex;
    gap: ${t.space[2]};
    margin: 0;
    padding: ${t.space[3]};
    border: ${t.borderWidths.thin} solid ${t.color.status.warning.border};
    border-radius: ${t.radii.md};
    background: ${t.color.status.warning.bg};
    color: ${t.color.status.warning.fg};
    font-size: ${t.font.size.sm};
    &[data-tone='danger'] {
      border-color: ${t.color.status.danger.border};
      background: ${t.color.status.danger.bg};
      color: ${t.color.status.danger.fg};
    }
    &[data-tone='neutral'] {
      border-color: ${t.color.status.neutral.border};
      background: ${t.color.status.neutral.bg};
      color: ${t.color.status.neutral.fg};
    }
    ${childIconBox(t, 'md')}
  `,
};

/**
 * The booking summary card: date, court, time, duration, rate and total; the completeness message; in multiple
 * mode an Add Session button; then its children (session list, customer form) and the pay button. Every value
 * comes formatted (from `bookingSummaryView`): the pay button reads `payLabel` ("Complete Booking Details",
 * disabled, while incomplete; "Pay ₹N" when complete) and "Processing..." (busy, ignores clicks) while the payment runs.
 */
export function BookingSummary({
  mode,
  date,
  court,
  time,
  duration,
  rate,
  total,
  complete,
  payLabel,
  payDisabled,
  status,
  error,
  progress,
  demoNote,
  incompleteMessage = bookingIncompleteMessage,
  onPay,
  onAddSession,
  children,
  heading = 'Booking Summary',
  className,
}: BookingSummaryProps) {
  const theme = useTheme();
  const headingId = useId();
  const messageId = useId();
  const processing = status === 'processing';
  const rows: Array<[string, string | null]> = [
    ['Date', date],
    ['Court', court],
    ['Time', time],
    ['Duration', duration],
    ['Rate', rate],
  ];
  const notice =
    status === 'failed'
      ? { tone: 'danger', text: error || 'Failed to process payment. Please try again.' }
      : status === 'cancelled'
        ? { tone: 'neutral', text: 'Payment cancelled. Your selection is kept: you can try again anytime.' }
        : processing && progress
          ? { tone: 'neutral', text: progress }
          : null;

  return (
    <Card
      as="section"
      aria-labelledby={headingId}
      css={styles.card(theme)}
      className={className}
      data-status={status}
      data-complete={complete}
      data-mode={mode}
    >
      <h3 id={headingId} css={styles.heading(theme)}>
        {heading}
      </h3>
      <dl css={styles.list(theme)}>
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd data-empty={value === null}>{value ?? 'Not selected'}</dd>
          </Fragment>
        ))}
      </dl>
      <p css={styles.total(theme)} data-part="total">
        <span>{mode === 'multiple' ? 'Session total' : 'Total'}</span>
        <span>{total}</span>
      </p>
      {mode === 'multiple' && onAddSession && (
        <Button
          variant="outline"
          icon={<Plus aria-hidden="true" />}
          onClick={onAddSession}
          disabled={processing}
          fullWidth
        >
          Add Session
        </Button>
      )}
      {children}
      {!complete && (
        <p id={messageId} css={styles.message(theme)} data-part="incomplete">
          <CircleAlert aria-hidden="true" />
          <span>{incompleteMessage}</span>
        </p>
      )}
      {notice && (
        <p
          css={styles.message(theme)}
          data-tone={notice.tone}
          data-part="payment-notice"
          role={processing ? 'status' : undefined}
        >
          {processing ? <LoaderCircle aria-hidden="true" /> : <CircleAlert aria-hidden="true" />}
          <span>{notice.text}</span>
        </p>
      )}
      {demoNote && (
        <Badge tone="warning" icon={<Info aria-hidden="true" />} data-part="demo-payment">
          {demoNote}
        </Badge>
      )}
      <Button
        size="lg"
        fullWidth
        disabled={payDisabled}
        busy={processing}
        busyLabel={processingLabel}
        aria-describedby={complete ? undefined : messageId}
        onClick={onPay}
        data-part="pay"
      >
        {payLabel}
      </Button>
    </Card>
  );
}
