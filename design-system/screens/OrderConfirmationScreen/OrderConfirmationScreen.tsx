import { css, type Theme } from '@emotion/react';
import { CircleCheck, Download, Home, Info, MessageCircle, ShoppingBag, Store, UserRound } from 'lucide-react';
import { useId } from 'react';
import type { OrderConfirmationView } from '../../../machines/checkout/checkout.view';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Container } from '../../primitives/Container';
import { Heading } from '../../primitives/Heading';
import { Text } from '../../primitives/Text';
import { column, displayTitle, stackedList } from '../../tokens/recipes';
import { centredColumn, iconSize, row, screenColumn } from '../screen.styles';

export interface PickupDetails {
  /** e.g. "Store pickup (free)". */
  title: string;
  /** Where and when: the address lines and "Ready in 2-3 hours". */
  lines: readonly string[];
}

export interface OrderConfirmationScreenProps {
  /** The paid order, display-ready. */
  order: OrderConfirmationView;
  /** Where and when to pick the order up. */
  pickup: PickupDetails;
  /** The chat link that shares the order (opens in a new tab). */
  shareHref: string;
  /** Download Receipt was pressed (the app saves POD-Order-{orderId}.txt). */
  onDownloadReceipt: () => void;
  /** Demo payments: the label saying no money was taken ('Demo payment: no money is taken'), under the heading. */
  demoNote?: string | null;
  /** Where Continue Shopping goes. */
  shopHref?: string;
  /** Where Back Home goes. */
  homeHref?: string;
}

const styles = {
  root: (t: Theme) => css`
    ${screenColumn(t, 8, 10)}
  `,
  hero: (t: Theme) => css`
    ${centredColumn(t, 3)}
    ${iconSize(t.space[16], `color: ${t.color.text.success};`)}
  `,
  ids: (t: Theme) => css`
    display: grid;
    gap: ${t.space[2]} ${t.space[4]};
    margin: 0;
    grid-template-columns: auto minmax(0, 1fr);
    & dt {
      color: ${t.color.text.secondary};
    }
    & dd {
      margin: 0;
      font-family: ${t.font.family.mono};
      font-weight: ${t.font.weight.semibold};
      overflow-wrap: anywhere;
    }
  `,
  grid: (t: Theme) => css`
    display: grid;
    align-items: start;
    gap: ${t.space[6]};
    ${t.media.abovePhone} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  `,
  sectionTitle: (t: Theme) => css`
    ${row(t, 2)}
    ${displayTitle(t, 'xl')}
    margin: 0 0 ${t.space[4]};
    ${iconSize(t.sizes.icon.md, `color: ${t.color.text.accent};`)}
  `,
  items: (t: Theme) => css`
    ${column(t, 3)}
    margin: 0 0 ${t.space[4]};
    padding: 0 0 ${t.space[4]};
    border-bottom: ${t.borderWidths.thin} solid ${t.color.border.subtle};
    list-style: none;
    & li {
      display: flex;
      justify-content: space-between;
      gap: ${t.space[3]};
    }
    & li > span:last-of-type {
      flex: none;
      font-weight: ${t.font.weight.semibold};
      font-variant-numeric: tabular-nums;
    }
  `,
  total: (t: Theme) => css`
    display: flex;
    justify-content: space-between;
    ${displayTitle(t, 'xl')}
    font-weight: ${t.font.weight.black};
  `,
  lines: (t: Theme) => css`
    ${stackedList(t, 1)}
    color: ${t.color.text.secondary};
  `,
  column: (t: Theme) => css`
    ${column(t, 6)}
  `,
  actions: (t: Theme) => css`
    display: grid;
    gap: ${t.space[3]};
    ${t.media.abovePhone} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
    ${t.media.aboveLg} {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
  `,
};

/**
 * Order confirmation (/order-confirmation): order id and payment id, the items and total, the customer, pickup
 * details, and the actions: share on chat, download the receipt, Continue Shopping and Back Home.
 */
export function OrderConfirmationScreen({
  order,
  pickup,
  shareHref,
  onDownloadReceipt,
  demoNote = null,
  shopHref = '/merchandise',
  homeHref = '/',
}: OrderConfirmationScreenProps) {
  const id = useId();
  return (
    <Container size="default" css={styles.root} data-screen="order-confirmation" data-order-id={order.orderId}>
      <header css={styles.hero}>
        <CircleCheck aria-hidden="true" />
        <Heading level={1} size="lg" align="center">
          Order Confirmed!
        </Heading>
        <Text tone="secondary" align="center">
          Thank you, {order.customer.name}. Your payment was received and your order is being prepared.
        </Text>
        {demoNote && (
          <Badge tone="warning" icon={<Info aria-hidden="true" />} data-part="demo-payment">
            {demoNote}
          </Badge>
        )}
      </header>
      <Card as="section" aria-label="Order reference">
        <dl css={styles.ids}>
          <dt>Order ID</dt>
          <dd data-part="order-id">{order.orderId}</dd>
          <dt>Payment ID</dt>
          <dd data-part="payment-id">{order.paymentId}</dd>
        </dl>
      </Card>
      <div css={styles.grid}>
        <Card as="section" aria-labelledby={`${id}-items`}>
          <h2 id={`${id}-items`} css={styles.sectionTitle}>
            <ShoppingBag aria-hidden="true" />
            Items
          </h2>
          <ul css={styles.items}>
            {order.lines.map((line) => (
              <li key={line.key}>
                <span>
                  {line.name} ({line.selectedSize}) × {line.quantity}
                </span>
                <span>{line.lineTotal}</span>
              </li>
            ))}
          </ul>
          <p css={styles.total}>
            <span>Total paid</span>
            <span data-part="total">{order.total}</span>
          </p>
        </Card>
        <div css={styles.column}>
          <Card as="section" aria-labelledby={`${id}-customer`}>
            <h2 id={`${id}-customer`} css={styles.sectionTitle}>
              <UserRound aria-hidden="true" />
              Customer
            </h2>
            <ul css={styles.lines} data-part="customer">
              <li>{order.customer.name}</li>
              <li>{order.customer.email}</li>
              <li>{order.customer.phone}</li>
            </ul>
          </Card>
          <Card as="section" aria-labelledby={`${id}-pickup`}>
            <h2 id={`${id}-pickup`} css={styles.sectionTitle}>
              <Store aria-hidden="true" />
              {pickup.title}
            </h2>
            <ul css={styles.lines} data-part="pickup">
              {pickup.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </Card>
        </div>
      </div>
      <div css={styles.actions} role="group" aria-label="Order actions">
        <Button href={shareHref} external variant="secondary" icon={<MessageCircle aria-hidden="true" />}>
          Share on WhatsApp
        </Button>
        <Button variant="primary" icon={<Download aria-hidden="true" />} onClick={onDownloadReceipt}>
          Download Receipt
        </Button>
        <Button href={shopHref} variant="outline" icon={<ShoppingBag aria-hidden="true" />}>
          Continue Shopping
        </Button>
        <Button href={homeHref} variant="ghost" icon={<Home aria-hidden="true" />}>
          Back Home
        </Button>
      </div>
    </Container>
  );
}
