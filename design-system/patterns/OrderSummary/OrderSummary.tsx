import { css, type Theme } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import type { SummaryLineView } from '../../../machines/cart/cart.view';
import { Card } from '../../primitives/Card';
import type { HeadingLevel } from '../../primitives/Heading';
import { column } from '../../tokens/recipes';

export interface OrderSummaryData {
  /** The items, when the summary lists them (checkout). */
  lines?: readonly SummaryLineView[];
  /** Formatted subtotal. */
  subtotal: string;
  /** What delivery costs, e.g. "Free Pickup". */
  delivery: string;
  /** Formatted total. */
  total: string;
}

export interface OrderSummaryProps {
  /** The amounts (and optionally the lines). */
  summary: OrderSummaryData;
  /** The heading text. */
  title?: string;
  /** The heading's level in the page outline. */
  headingLevel?: Extract<HeadingLevel, 2 | 3>;
  /** Actions and notes under the total (Proceed to Checkout, the pay button). */
  children?: ReactNode;
}

const styles = {
  title: (t: Theme) => css`
    margin: 0 0 ${t.space[4]};
    font-family: ${t.font.family.display};
    font-size: ${t.font.size.xl};
    font-weight: ${t.font.weight.bold};
    line-height: ${t.font.lineHeight.snug};
  `,
  lines: (t: Theme) => css`
    ${column(t, 3)}
    margin: 0 0 ${t.space[4]};
    padding: 0 0 ${t.space[4]};
    border-bottom: ${t.borderWidths.thin} solid ${t.color.border.subtle};
    list-style: none;
  `,
  line: (t: Theme) => css`
    display: flex;
    justify-content: space-between;
    gap: ${t.space[3]};
    font-size: ${t.font.size.sm};
    color: ${t.color.text.secondary};
    & > span:last-of-type {
      flex: none;
      color: ${t.color.text.primary};
      font-weight: ${t.font.weight.semibold};
      font-variant-numeric: tabular-nums;
    }
  `,
  rows: (t: Theme) => css`
    ${column(t, 2)}
    margin: 0;
    font-size: ${t.font.size.md};
    & > div {
      display: flex;
      justify-content: space-between;
      gap: ${t.space[4]};
    }
    & dt {
      color: ${t.color.text.secondary};
    }
    & dd {
      margin: 0;
      text-align: end;
      font-weight: ${t.font.weight.semibold};
      font-variant-numeric: tabular-nums;
    }
    & > [data-row='delivery'] dd {
      color: ${t.color.text.success};
    }
    & > [data-row='total'] {
      margin-top: ${t.space[1]};
      padding-top: ${t.space[3]};
      border-top: ${t.borderWidths.thin} solid ${t.color.border.subtle};
      font-family: ${t.font.family.display};
      font-size: ${t.font.size.xl};
      font-weight: ${t.font.weight.black};
    }
    & > [data-row='total'] dt,
    & > [data-row='total'] dd {
      color: ${t.color.text.primary};
      font-weight: ${t.font.weight.black};
    }
  `,
  footer: (t: Theme) => css`
    ${column(t, 3)}
    margin-top: ${t.space[6]};
    &:empty {
      display: none;
    }
  `,
};

/** Order Summary: optional item lines, subtotal, delivery (Free Pickup) and total, then the page's actions. */
export function OrderSummary({ summary, title = 'Order Summary', headingLevel = 2, children }: OrderSummaryProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <Card as="section" aria-labelledby={titleId} data-part="order-summary">
      <Heading id={titleId} css={styles.title}>
        {title}
      </Heading>
      {summary.lines && summary.lines.length > 0 ? (
        <ul css={styles.lines} aria-label="Items">
          {summary.lines.map((line) => (
            <li key={line.key} css={styles.line} data-line-key={line.key}>
              <span>
                {line.name} ({line.selectedSize}) × {line.quantity}
              </span>
              <span>{line.lineTotal}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <dl css={styles.rows}>
        <div data-row="subtotal">
          <dt>Subtotal</dt>
          <dd>{summary.subtotal}</dd>
        </div>
        <div data-row="delivery">
          <dt>Delivery</dt>
          <dd>{summary.delivery}</dd>
        </div>
        <div data-row="total">
          <dt>Total</dt>
          <dd data-part="total">{summary.total}</dd>
        </div>
      </dl>
      {children ? <div css={styles.footer}>{children}</div> : null}
    </Card>
  );
}
