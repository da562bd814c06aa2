/**
 * What the checkout and order confirmation screens show: the per-field error of a validation failure, and an
 * order as the confirmation page lists it. Pure; the design system takes the results as props.
 */
import { deliveryMethodLabel } from '../links/shop.messages';
import { formatRupees } from '../money/money';
import { orderSummaryView, type SummaryLineView } from '../cart/cart.view';
import type { CustomerInfo, OrderDetails } from './checkout.rules';
import { checkoutMessages, type ValidationMessage } from '../forms/forms.messages';

export type CustomerField = keyof CustomerInfo;
export const customerFields = ['name', 'email', 'phone'] as const satisfies readonly CustomerField[];

/** Per-field error texts; absent fields are valid. */
export type CustomerFieldErrors = Partial<Record<CustomerField, string>>;

const fieldOfMessage: ReadonlyArray<readonly [ValidationMessage, CustomerField]> = [
  [checkoutMessages.nameRequired, 'name'],
  [checkoutMessages.phoneRequired, 'phone'],
  [checkoutMessages.emailRequired, 'email'],
  [checkoutMessages.invalidEmail, 'email'],
  [checkoutMessages.invalidPhone, 'phone'],
];

/** The field a checkout (or booking customer) validation failure is about, or null. */
export function fieldOfValidation(message: ValidationMessage | null | undefined): CustomerField | null {
  if (!message) return null;
  const match = fieldOfMessage.find(([m]) => m.title === message.title && m.description === message.description);
  return match ? match[1] : null;
}

/**
 * The error shown under a field for the last validation failure: the failure's description
 * ("Please enter a valid email address.") under the field it concerns. The toast says the same.
 */
export function customerFieldErrors(message: ValidationMessage | null | undefined): CustomerFieldErrors {
  const field = fieldOfValidation(message);
  return field && message ? { [field]: message.description } : {};
}

/** The confirmation page's view of a paid order. */
export interface OrderConfirmationView {
  orderId: string;
  paymentId: string;
  lines: SummaryLineView[];
  itemCount: number;
  /** Formatted total. */
  total: string;
  customer: CustomerInfo;
  /** 'Store pickup (free)' or 'Home delivery'. */
  delivery: string;
}

export function orderConfirmationView(order: OrderDetails): OrderConfirmationView {
  const summary = orderSummaryView(order.items);
  return {
    orderId: order.orderId,
    paymentId: order.paymentId,
    lines: summary.lines,
    itemCount: summary.itemCount,
    total: formatRupees(order.total),
    customer: { ...order.customerInfo },
    delivery: deliveryMethodLabel(order.deliveryMethod),
  };
}
