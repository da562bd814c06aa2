import { css, useTheme, type Theme } from '@emotion/react';
import { CircleAlert, Clock, CreditCard, RotateCcw, X } from 'lucide-react';
import { useId } from 'react';
import type { WaitlistOfferStatus, WaitlistOfferView } from '../../../machines/waitlist/waitlist.view';
import { Button } from '../../primitives/Button';
import { Heading } from '../../primitives/Heading';
import { Skeleton } from '../../primitives/Skeleton';
import { Text } from '../../primitives/Text';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { column } from '../../tokens/recipes';
import { childIconBox } from '../../primitives/shared.styles';

/** The panel's states, on the DOM as `data-state`. */
export const waitlistOfferStates = [
  'loading',
  'ready',
  'paying',
  'ended',
  'error',
] as const satisfies readonly WaitlistOfferStatus[];

export interface WaitlistOfferProps {
  /**
   * `loading` while the link is checked, `ready` with the held slot and Pay, `paying` while the payment runs,
   * `ended` when the link opens no offer (it ended, was paid, or is not valid), `error` when the server was not reached.
   */
  status: WaitlistOfferStatus;
  /** The held slot's lines (statuses `ready` and `paying`). */
  offer?: WaitlistOfferView | null;
  /** Why there is no offer (`ended`), or what went wrong (`error`). */
  message?: string | null;
  /** Demo payments: 'Demo payment: no money is taken', under Pay. */
  demoNote?: string | null;
  /** Pay for the held slot. */
  onPay: () => void;
  /** Check the link again (status `error`). */
  onRetry: () => void;
  /** Leave the offer and use the booking view below (statuses `ended` and `error`). */
  onDismiss: () => void;
}

const styles = {
  root: (t: Theme) => css`
    ${column(t, 3)}
    padding: ${t.space[5]};
    border: ${t.borderWidths.thick} solid ${t.color.border.accent};
    border-radius: ${t.radii.lg};
    background: ${t.color.surface.accent};
    &[data-state='ended'],
    &[data-state='error'] {
      border-color: ${t.color.status.danger.border};
      background: ${t.color.status.danger.bg};
      color: ${t.color.status.danger.fg};
    }
  `,
  line: (t: Theme) => css`
    display: flex;
    gap: ${t.space[2]};
    align-items: flex-start;
    margin: 0;
    ${childIconBox(t, 'md')}
  `,
  actions: (t: Theme) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${t.space[2]};
    align-items: center;
  `,
};

/**
 * The waiting list's offer on the booking page (the emailed link opens it): the slot held for the visitor, its price,
 * until when, and Pay. While the link is checked it shows a placeholder; a link that opens no offer says why, with a
 * way back to the booking view; a server not reached offers Retry.
 */
export function WaitlistOffer({ status, offer, message, demoNote, onPay, onRetry, onDismiss }: WaitlistOfferProps) {
  const theme = useTheme();
  const headingId = useId();
  const shown = (status === 'ready' || status === 'paying') && offer;
  return (
    <section
      css={styles.root(theme)}
      aria-labelledby={headingId}
      aria-busy={status === 'loading' || undefined}
      data-part="waitlist-offer"
      data-state={status}
    >
      <Heading level={3} size="md" id={headingId}>
        {shown ? offer.heading : status === 'loading' ? 'Opening your offer' : 'Your waiting-list offer'}
      </Heading>
      {status === 'loading' && (
        <div role="status">
          <VisuallyHidden>Checking your offer link…</VisuallyHidden>
          <Skeleton shape="text" lines={3} />
        </div>
      )}
      {shown && (
        <>
          <p css={styles.line(theme)}>
            <strong>{offer.slotLabel}</strong>
          </p>
          <Text>{offer.priceLabel}</Text>
          <p css={styles.line(theme)}>
            <Clock aria-hidden="true" />
            <span>{offer.deadline}</span>
          </p>
          <div css={styles.actions(theme)}>
            <Button
              icon={<CreditCard aria-hidden="true" />}
              busy={status === 'paying'}
              busyLabel="Processing..."
              onClick={onPay}
            >
              {offer.payLabel}
            </Button>
            {demoNote && (
              <Text as="span" size="sm" tone="secondary">
                {demoNote}
              </Text>
            )}
          </div>
        </>
      )}
      {(status === 'ended' || status === 'error') && (
        <>
          <p css={styles.line(theme)} role="alert">
            <CircleAlert aria-hidden="true" />
            <span>{message}</span>
          </p>
          <div css={styles.actions(theme)}>
            {status === 'error' && (
              <Button variant="outline" icon={<RotateCcw aria-hidden="true" />} onClick={onRetry}>
                Retry
              </Button>
            )}
            <Button variant="ghost" icon={<X aria-hidden="true" />} onClick={onDismiss}>
              Choose another slot
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
