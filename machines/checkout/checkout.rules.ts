import type { CartItem } from '../cart/cart.rules';

/**
 * Checkout validation (spec §5 Checkout) and the payment rules shared by the shop and court booking.
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

/** A validation failure, shown as a destructive toast: title, then description. */
export interface ValidationMessage {
  title: string;
  description: string;
}

export const checkoutMessages = {
  nameRequired: { title: 'Name required', description: 'Please enter your full name.' },
  phoneRequired: { title: 'Phone number required', description: 'Please enter your phone number.' },
  emailRequired: { title: 'Email required', description: 'Please enter your email address.' },
  invalidEmail: { title: 'Invalid email', description: 'Please enter a valid email address.' },
  invalidPhone: { title: 'Invalid phone number', description: 'Please enter a valid 10-digit phone number.' },
} as const satisfies Record<string, ValidationMessage>;

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

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * The checkout checks in the spec's order; returns the first failure or null:
 * 1 name empty after trimming, 2 phone empty, 3 email empty, 4 email shape, 5 phone digits.
 * "Empty" for phone and email means empty after trimming too (a lone space is not a number).
 */
export function validateCheckout(customer: Partial<CustomerInfo> | null | undefined): ValidationMessage | null {
  const name = str(customer?.name).trim();
  const phone = str(customer?.phone).trim();
  const email = str(customer?.email).trim();
  if (name === '') return checkoutMessages.nameRequired;
  if (phone === '') return checkoutMessages.phoneRequired;
  if (email === '') return checkoutMessages.emailRequired;
  if (!isEmailShaped(email)) return checkoutMessages.invalidEmail;
  if (!isValidPhone(phone)) return checkoutMessages.invalidPhone;
  return null;
}

/** The label of the pay button while a payment runs. */
/**
 * The customer as it leaves the form (to the payment provider, the order and its receipt, the chat message):
 * surrounding spaces trimmed and inner runs of spaces folded, so "  Asha   Raman " becomes "Asha Raman".
 * Validation already judges the name after trimming; this keeps what is sent on equal terms.
 */
export function tidyCustomer(customer: CustomerInfo): CustomerInfo {
  const tidy = (value: string) => value.trim().replace(/\s+/g, ' ');
  return { name: tidy(customer.name), email: customer.email.trim(), phone: tidy(customer.phone) };
}

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
