import { css, type Theme } from '@emotion/react';
import { ArrowLeft, CircleAlert, CircleCheck, Info, Lock } from 'lucide-react';
import type { FormEvent } from 'react';
import type { CustomerInfo, DeliveryMethod as DeliveryMethodValue } from '../../../machines/checkout/checkout.rules';
import { atLeastOneScreen } from '../../patterns/PageSkeleton';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Container } from '../../primitives/Container';
import { Heading } from '../../primitives/Heading';
import { Link } from '../../primitives/Link';
import { CustomerForm, type CustomerFormField } from '../../patterns/CustomerForm';
import { DeliveryMethod } from '../../patterns/DeliveryMethod';
import { OrderSummary, type OrderSummaryData } from '../../patterns/OrderSummary';
import { centred, column } from '../../tokens/recipes';
import { iconSize, inlineRow, row, screenColumn, splitColumns } from '../screen.styles';

export const checkoutStatuses = ['editing', 'processing'] as const;
export type CheckoutStatus = (typeof checkoutStatuses)[number];

export const checkoutNoticeTones = ['danger', 'warning', 'success', 'info'] as const;
export type CheckoutNoticeTone = (typeof checkoutNoticeTones)[number];

/** The last payment outcome, shown beside the pay button (the toast says the same and then goes away). */
export interface CheckoutNotice {
  tone: CheckoutNoticeTone;
  title: string;
  description?: string;
}

/** The pay button's text while a payment runs. */
export const PROCESSING_TEXT = 'Processing...';

export interface CheckoutScreenProps {
  /** The items, subtotal, delivery and total. */
  summary: OrderSummaryData;
  /** Customer name, email and phone (controlled). */
  values: CustomerInfo;
  /** Error text per customer field. */
  errors?: Partial<Record<CustomerFormField, string>>;
  /** A customer field changed. */
  onFieldChange: (name: CustomerFormField, value: string) => void;
  /** The chosen delivery method. */
  deliveryMethod: DeliveryMethodValue;
  /** A delivery method was chosen. */
  onDeliveryMethodChange: (method: DeliveryMethodValue) => void;
  /** `processing` while the provider script loads and its dialog is open: the button reads Processing... and is busy. */
  status: CheckoutStatus;
  /** The pay button's text, e.g. "Pay ₹1,299". */
  payLabel: string;
  /** The pay button is disabled (the amount is 0 or less). */
  payDisabled?: boolean;
  /** Pay was pressed (or the form submitted with Enter). Not called while disabled or processing. */
  onPay: () => void;
  /** The last payment outcome. */
  notice?: CheckoutNotice | null;
  /** The card provider named under the pay button. */
  providerName?: string;
  /** Demo payments: the label saying no money is taken ('Demo payment: no money is taken'), above the pay button. */
  demoNote?: string | null;
  /** Where "Back to Cart" goes. */
  backHref?: string;
  /** Prefix of the customer inputs' ids (`{idPrefix}-name`, `-email`, `-phone`), e.g. to move focus to a field. */
  idPrefix?: string;
}

const noticeIcons = { danger: CircleAlert, warning: CircleAlert, success: CircleCheck, info: Info } as const;

const styles = {
  root: (t: Theme) => css`
    ${screenColumn(t, 6, 8)}
    ${atLeastOneScreen};
  `,
  back: (t: Theme) => css`
    ${inlineRow(t, 2)}
    width: fit-content;
    min-height: ${t.sizes.touch};
    font-weight: ${t.font.weight.semibold};
    ${iconSize(t.sizes.icon.md)}
  `,
  layout: (t: Theme) => css`
    ${splitColumns(t, '3fr', '2fr', null)}
  `,
  panel: (t: Theme) => css`
    ${column(t, 8)}
    padding: ${t.space[6]};
    border: ${t.borderWidths.thin} solid ${t.color.border.subtle};
    border-radius: ${t.radii.lg};
    background: ${t.color.surface.raised};
    box-shadow: ${t.shadows.sm};
  `,
  notice: (t: Theme) => css`
    ${row(t, 2, 'flex-start')}
    margin: 0;
    padding: ${t.space[3]};
    border: ${t.borderWidths.thin} solid;
    border-radius: ${t.radii.md};
    font-size: ${t.font.size.sm};
    ${iconSize(t.sizes.icon.md, 'flex: none;')}
    & strong {
      display: block;
      font-weight: ${t.font.weight.bold};
    }
    ${checkoutNoticeTones
      .map((tone) => {
        const c = t.color.status[tone];
        return `&[data-tone='${tone}'] { background: ${c.bg}; color: ${c.fg}; border-color: ${c.border}; }`;
      })
      .join('\n')}
  `,
  secure: (t: Theme) => css`
    ${centred}
    gap: ${t.space[2]};
    margin: 0;
    color: ${t.color.text.secondary};
    font-size: ${t.font.size.sm};
    ${iconSize(t.sizes.icon.sm)}
  `,
};

/**
 * Checkout (/checkout): customer information, delivery method (pickup; home delivery Coming Soon), the order
 * summary and the pay button with the amount (Processing... while busy; disabled at 0 or less), the last payment
 * outcome, and a link back to the cart.
 */
export function CheckoutScreen({
  summary,
  values,
  errors,
  onFieldChange,
  deliveryMethod,
  onDeliveryMethodChange,
  status,
  payLabel,
  payDisabled = false,
  onPay,
  notice = null,
  providerName = 'Razorpay',
  demoNote = null,
  backHref = '/cart',
  idPrefix = 'checkout',
}: CheckoutScreenProps) {
  const processing = status === 'processing';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!processing && !payDisabled) onPay();
  };
  const NoticeIcon = notice ? noticeIcons[notice.tone] : null;

  return (
    <Container css={styles.root} data-screen="checkout" data-state={status}>
      <Link href={backHref} css={styles.back}>
        <ArrowLeft aria-hidden="true" />
        Back to Cart
      </Link>
      <Heading level={1} size="lg">
        Checkout
      </Heading>
      <form noValidate onSubmit={submit} css={styles.layout} aria-label="Checkout" aria-busy={processing || undefined}>
        <div css={styles.panel}>
          <CustomerForm
            values={values}
            errors={errors}
            onFieldChange={onFieldChange}
            readOnly={processing}
            idPrefix={idPrefix}
          />
          <DeliveryMethod value={deliveryMethod} onValueChange={onDeliveryMethodChange} disabled={processing} />
        </div>
        <OrderSummary summary={summary}>
          {notice && NoticeIcon ? (
            <div role="status" css={styles.notice} data-tone={notice.tone} data-part="notice">
              <NoticeIcon aria-hidden="true" />
              <p
                css={css`
                  margin: 0;
                `}
              >
                <strong>{notice.title}</strong>
                {notice.description}
              </p>
            </div>
          ) : null}
          {demoNote && (
            <Badge tone="warning" icon={<Info aria-hidden="true" />} data-part="demo-payment">
              {demoNote}
            </Badge>
          )}
          <Button
            type="submit"
            fullWidth
            size="lg"
            icon={<Lock aria-hidden="true" />}
            busy={processing}
            busyLabel={PROCESSING_TEXT}
            disabled={payDisabled}
          >
            {payLabel}
          </Button>
          <p css={styles.secure}>
            <Lock aria-hidden="true" />
            Payments are processed securely by {providerName}.
          </p>
        </OrderSummary>
      </form>
    </Container>
  );
}
