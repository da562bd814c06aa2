import { css, type Theme } from '@emotion/react';
import { RefreshCw, SearchX, ShoppingBag } from 'lucide-react';
import { Button } from '../../primitives/Button';
import { Container } from '../../primitives/Container';
import { FocusHeading } from '../../primitives/FocusHeading';
import { Spinner } from '../../primitives/Spinner';
import { Text } from '../../primitives/Text';
import { displayTitle } from '../../tokens/recipes';
import { messageActions, messageBadge, messagePage } from '../screen.styles';

/** While an order is loaded from the server by its reference, or why it could not be shown. */
export const orderLookupStatuses = ['loading', 'error'] as const;
export type OrderLookupStatus = (typeof orderLookupStatuses)[number];

export interface OrderLookupScreenProps {
  status: OrderLookupStatus;
  /** Error: what went wrong, for the visitor (e.g. "There is no order with this reference."). */
  message?: string;
  /** Error: try again (omit when trying again cannot help, e.g. an unknown reference). */
  onRetry?: () => void;
  /** Where Continue Shopping goes. */
  shopHref?: string;
}

const styles = {
  root: (t: Theme) => css`
    ${messagePage(t, 5, '50vh')}
  `,
  icon: (t: Theme) => css`
    ${messageBadge(t, 'warning')}
  `,
  title: (t: Theme) => css`
    ${displayTitle(t, '2xl')}
  `,
  actions: (t: Theme) => css`
    ${messageActions(t)}
  `,
};

/**
 * The order confirmation page while the order is loaded from the server by its reference (a reload, or the link
 * opened on another device), and when it cannot be shown: the reason, Try Again when it can help, and Continue
 * Shopping. The error's heading takes focus so a screen reader reads it.
 */
export function OrderLookupScreen({ status, message, onRetry, shopHref = '/merchandise' }: OrderLookupScreenProps) {
  if (status === 'loading') {
    return (
      <Container size="narrow" css={styles.root} data-screen="order-lookup" data-status="loading">
        <Spinner size="lg" label="Loading your order…" showLabel />
      </Container>
    );
  }
  return (
    <Container size="narrow" css={styles.root} data-screen="order-lookup" data-status="error">
      <span css={styles.icon}>
        <SearchX aria-hidden="true" />
      </span>
      <FocusHeading level={1} focusKey={message} css={styles.title}>
        We couldn&apos;t show this order
      </FocusHeading>
      {message && <Text tone="secondary">{message}</Text>}
      <div css={styles.actions}>
        {onRetry && (
          <Button variant="primary" icon={<RefreshCw aria-hidden="true" />} onClick={onRetry}>
            Try Again
          </Button>
        )}
        <Button href={shopHref} variant={onRetry ? 'outline' : 'primary'} icon={<ShoppingBag aria-hidden="true" />}>
          Continue Shopping
        </Button>
      </div>
    </Container>
  );
}
