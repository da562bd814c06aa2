import { css, useTheme, type Theme } from '@emotion/react';
import { CalendarCog, CalendarPlus, CircleCheck, Info, RotateCcw } from 'lucide-react';
import { useId } from 'react';
import type { SessionView } from '../../../machines/booking/booking.view';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { FocusHeading } from '../../primitives/FocusHeading';
import { displayTitle } from '../../tokens/recipes';
import { childIcon, row } from '../../primitives/shared.styles';

export interface BookingConfirmationProps {
  /** The sport booked, e.g. "Badminton". */
  sportName: string;
  /** The sessions paid for, each with its label ('Tue, 1 Dec 2026, 6:00 PM, Court 1, 1 hour'). */
  sessions: ReadonlyArray<Pick<SessionView, 'id' | 'label'>>;
  /** Amount paid, formatted ('₹1,350'). */
  total: string;
  /** The provider's payment id. */
  paymentId: string;
  /** The booking reference ('POD-7K3M-9QXA-R2TB'), shown first; absent when the server gave none. */
  reference?: string | null;
  /** Where the visitor manages the booking ('/my-booking?ref=…'); shown with the reference. */
  manageHref?: string | null;
  /** Demo payments: the label saying no money was taken ('Demo payment: no money is taken'). */
  demoNote?: string | null;
  /** Download the sessions as a calendar (.ics) file. */
  onDownloadCalendar: () => void;
  /** Start a new booking. */
  onBookAnother: () => void;
  /** Class for the root (layout from the parent). */
  className?: string;
}

const styles = {
  card: (t: Theme) => css`
    gap: ${t.space[4]};
    border-color: ${t.color.status.success.border};
  `,
  heading: (t: Theme) => css`
    ${row(t, 2)}
    ${displayTitle(t, 'xl')}
    color: ${t.color.text.success};
    &:focus {
      outline: none;
    }
    ${childIcon(t, 'lg')}
  `,
  reference: (t: Theme) => css`
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${t.space[1]};
    padding: ${t.space[3]};
    border-radius: ${t.radii.md};
    background: ${t.color.surface.sunken};
  `,
  referenceValue: (t: Theme) => css`
    font-family: ${t.font.family.mono};
    font-size: ${t.font.size.lg};
    letter-spacing: ${t.font.letterSpacing.wide};
  `,
  list: (t: Theme) => css`
    margin: 0;
    padding-left: ${t.space[5]};
    font-size: ${t.font.size.sm};
    line-height: ${t.font.lineHeight.relaxed};
  `,
  meta: (t: Theme) => css`
    margin: 0;
    font-size: ${t.font.size.sm};
    color: ${t.color.text.secondary};
    overflow-wrap: anywhere;
  `,
  actions: (t: Theme) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${t.space[3]};
    & > * {
      flex: 1 1 auto;
    }
  `,
};

/**
 * After a paid booking: what was booked, the amount and payment id, a calendar (.ics) download and Book Another.
 * The heading takes focus when it appears so screen-reader and keyboard users land on the result.
 */
export function BookingConfirmation({
  sportName,
  sessions,
  total,
  paymentId,
  reference,
  manageHref,
  demoNote,
  onDownloadCalendar,
  onBookAnother,
  className,
}: BookingConfirmationProps) {
  const theme = useTheme();
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId} css={styles.card(theme)} className={className} data-status="paid">
      <FocusHeading level={3} id={headingId} css={styles.heading(theme)}>
        <CircleCheck aria-hidden="true" />
        Payment Successful!
      </FocusHeading>
      {reference && (
        <div css={styles.reference(theme)} data-part="booking-reference">
          <span css={styles.meta(theme)}>Booking reference</span>
          <strong css={styles.referenceValue(theme)}>{reference}</strong>
          <span css={styles.meta(theme)}>
            Keep it: with your phone number it opens My booking, to cancel or move a session.
          </span>
          {manageHref && (
            <Button href={manageHref} variant="outline" icon={<CalendarCog aria-hidden="true" />}>
              Manage this booking
            </Button>
          )}
        </div>
      )}
      <p css={styles.meta(theme)}>
        Your {sportName} booking is paid. The centre confirms it on chat: press Confirm on the Booking Confirmed!
        message.
      </p>
      <ol css={styles.list(theme)} aria-label="Booked sessions">
        {sessions.map((session) => (
          <li key={session.id}>{session.label}</li>
        ))}
      </ol>
      <p css={styles.meta(theme)}>
        <strong>Paid {total}</strong> · Payment ID: {paymentId}
      </p>
      {demoNote && (
        <Badge tone="warning" icon={<Info aria-hidden="true" />} data-part="demo-payment">
          {demoNote}
        </Badge>
      )}
      <div css={styles.actions(theme)}>
        <Button icon={<CalendarPlus aria-hidden="true" />} onClick={onDownloadCalendar}>
          Add to Calendar (.ics)
        </Button>
        <Button variant="outline" icon={<RotateCcw aria-hidden="true" />} onClick={onBookAnother}>
          Book Another Session
        </Button>
      </div>
    </Card>
  );
}
