import { css, type Theme } from '@emotion/react';
import { ArrowRight, Lock, ShoppingBag, Trash2 } from 'lucide-react';
import { useId } from 'react';
import type { CartLineView } from '../../../machines/cart/cart.view';
import { atLeastOneScreen } from '../../patterns/PageSkeleton';
import { Button } from '../../primitives/Button';
import { Container } from '../../primitives/Container';
import { Heading } from '../../primitives/Heading';
import { Text } from '../../primitives/Text';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { CartLine } from '../../patterns/CartLine';
import { OrderSummary, type OrderSummaryData } from '../../patterns/OrderSummary';
import { spread, stackedList } from '../../tokens/recipes';
import { centredColumn, iconSize, row, screenColumn, splitColumns, statusBox, wrapRow } from '../screen.styles';

export const EMPTY_CART_TITLE = 'Your Cart is Empty';

export interface CartScreenProps {
  /** The cart's lines, display-ready (a pending line has its buttons disabled). Empty shows the empty state. */
  lines: readonly CartLineView[];
  /** Subtotal, delivery (Free Pickup) and total. */
  summary: OrderSummaryData;
  /** Items in the cart (sum of quantities). */
  itemCount: number;
  /** Why Proceed to Checkout is disabled (an Out of Stock line), or null when it is enabled. */
  checkoutBlockedReason?: string | null;
  /** The card provider named in the secure-checkout note. */
  providerName?: string;
  /** Minus was pressed on a line. */
  onDecrease: (line: CartLineView) => void;
  /** Plus was pressed on a line. */
  onIncrease: (line: CartLineView) => void;
  /** Remove was pressed on a line. */
  onRemove: (line: CartLineView) => void;
  /** Clear Cart was pressed. */
  onClearCart: () => void;
  /** Where Proceed to Checkout goes. */
  checkoutHref?: string;
  /** Where Continue Shopping goes. */
  shopHref?: string;
  /** The logo laid over line images. */
  logoSrc?: string;
}

const styles = {
  root: (t: Theme) => css`
    ${screenColumn(t, 8, 10)}
    ${atLeastOneScreen};
  `,
  header: (t: Theme) => css`
    ${spread(t, 3)}
    align-items: baseline;
  `,
  layout: (t: Theme) => css`
    ${splitColumns(t, '2fr', '1fr', null)}
  `,
  lines: (t: Theme) => css`
    ${stackedList(t, 4)}
  `,
  lineActions: (t: Theme) => css`
    ${wrapRow(t, 3)}
    justify-content: space-between;
    margin-top: ${t.space[4]};
  `,
  reason: (t: Theme) => css`
    margin: 0;
    ${statusBox(t, 'warning')}
    font-size: ${t.font.size.sm};
    font-weight: ${t.font.weight.medium};
  `,
  note: (t: Theme) => css`
    ${row(t, 2, 'flex-start')}
    margin: 0;
    color: ${t.color.text.secondary};
    font-size: ${t.font.size.sm};
    ${iconSize(t.sizes.icon.sm, `flex: none; margin-top: ${t.space[0.5]};`)}
  `,
  empty: (t: Theme) => css`
    ${centredColumn(t, 4)}
    padding: ${t.space[16]} ${t.space[4]};
    ${iconSize(t.space[16], `color: ${t.color.text.accent};`)}
  `,
};

/**
 * The cart (/cart): an empty state (Your Cart is Empty, Continue Shopping), or the lines with quantity and Remove,
 * Clear Cart, and the Order Summary with Proceed to Checkout (disabled, with its reason, when a line is Out of
 * Stock) and the secure-checkout note.
 */
export function CartScreen({
  lines,
  summary,
  itemCount,
  checkoutBlockedReason = null,
  providerName = 'Razorpay',
  onDecrease,
  onIncrease,
  onRemove,
  onClearCart,
  checkoutHref = '/checkout',
  shopHref = '/merchandise',
  logoSrc,
}: CartScreenProps) {
  const reasonId = useId();
  const itemsId = useId();

  if (lines.length === 0) {
    return (
      <Container css={styles.root} data-screen="cart" data-state="empty">
        <div css={styles.empty}>
          <ShoppingBag aria-hidden="true" />
          <Heading level={1} size="lg" align="center">
            {EMPTY_CART_TITLE}
          </Heading>
          <Text tone="secondary" align="center">
            Browse our merchandise and add something you like.
          </Text>
          <Button href={shopHref} size="lg" icon={<ArrowRight aria-hidden="true" />}>
            Continue Shopping
          </Button>
        </div>
      </Container>
    );
  }

  const blocked = checkoutBlockedReason !== null && checkoutBlockedReason !== '';
  return (
    <Container css={styles.root} data-screen="cart" data-state={blocked ? 'blocked' : 'ready'}>
      <header css={styles.header}>
        <Heading level={1} size="lg">
          Shopping Cart
        </Heading>
        <Text tone="secondary" data-part="item-count">
          {itemCount} {itemCount === 1 ? 'item' : 'items'}
        </Text>
      </header>
      <div css={styles.layout}>
        <section aria-labelledby={itemsId}>
          <VisuallyHidden asChild>
            <h2 id={itemsId}>Cart items</h2>
          </VisuallyHidden>
          <ul css={styles.lines}>
            {lines.map((line) => (
              <CartLine
                key={line.key}
                line={line}
                logoSrc={logoSrc}
                onDecrease={onDecrease}
                onIncrease={onIncrease}
                onRemove={onRemove}
              />
            ))}
          </ul>
          <div css={styles.lineActions}>
            <Button variant="outline" href={shopHref}>
              Continue Shopping
            </Button>
            <Button variant="ghost" icon={<Trash2 aria-hidden="true" />} onClick={onClearCart}>
              Clear Cart
            </Button>
          </div>
        </section>
        <OrderSummary summary={summary}>
          {blocked ? (
            <>
              <p id={reasonId} css={styles.reason} data-part="blocked-reason">
                {checkoutBlockedReason}
              </p>
              <Button fullWidth size="lg" disabled aria-describedby={reasonId}>
                Proceed to Checkout
              </Button>
            </>
          ) : (
            <Button fullWidth size="lg" href={checkoutHref} icon={<Lock aria-hidden="true" />}>
              Proceed to Checkout
            </Button>
          )}
          <p css={styles.note}>
            <Lock aria-hidden="true" />
            <span>Checkout is secured by {providerName}. Pay by card, UPI or wallet.</span>
          </p>
        </OrderSummary>
      </div>
    </Container>
  );
}
