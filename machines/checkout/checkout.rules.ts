import type { CartItem } from '../cart/cart.rules';

/**
 * The checkout's rules (spec §5 Checkout) shared by the shop and court booking: what an email address and a phone
 * number look like, the customer as sent, the pay button. The checks are machines/forms/forms.schema.ts.
 */

export interface CustomerInfo {
  name: string;
  email: string;
  phone: string;
}

export type DeliveryMethod = 'pickup' | 'delivery';
export const deliveryMethods = ['pickup', 'delivery'] as const satisfies readonly DeliveryMethod[];
/** Home delivery is shown but disabled (Coming Soon); pickup is the default. */
export const DEFAULT_DELIVERY_METHOD: DeliveryMethod = 'pickup';

/** Text, an at sign, text, a dot, then text, with no spaces (and one at sign). */
export function isEmailShaped(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/** The digits of a phone number. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** With non-digits removed, exactly 10 digits starting with 6-9 (an Indian mobile number). */
export function isValidPhone(value: string): boolean {
  return /^[6-9]\d{9}$/.test(phoneDigits(value));
}

/**
 * The customer as it leaves the form (to the payment provider, the order and its receipt, the chat message):
 * surrounding spaces trimmed and inner runs of spaces folded, so "  Asha   Raman " becomes "Asha Raman".
 * Validation already judges the name after trimming; this keeps what is sent on equal terms.
 */
export function tidyCustomer(customer: CustomerInfo): CustomerInfo {
  const tidy = (value: string) => value.trim().replace(/\s+/g, ' ');
  return { name: tidy(customer.name), email: customer.email.trim(), phone: tidy(customer.phone) };
}

/** The label of the pay button while a payment runs. */
export const PROCESSING_LABEL = 'Processing...';

/** The pay button is disabled when the amount is 0 or less, or while processing. */
export function isPayDisabled(amount: number, processing: boolean): boolean {
  return !(amount > 0) || processing;
}

/** What the order confirmation page receives from checkout (held only on the client). */
export interface OrderDetails {
  items: CartItem[];
  /** Rupees. */
  total: number;
  customerInfo: CustomerInfo;
  deliveryMethod: DeliveryMethod;
  /** 'POD-<ms>'. */
  orderId: string;
  /** The provider's payment id. */
  paymentId: string;
  /** The server's unguessable order reference: the confirmation page reloads the order with it. */
  ref?: string;
}
