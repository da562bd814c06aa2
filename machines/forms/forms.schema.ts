/**
 * The form checks as zod schemas that carry their messages (forms.messages.ts), and the two ways a form reads a
 * schema's answer: each field's first message (visit, contact-us, admin sign-in), or the first failure in the
 * spec's order as a toast pair (checkout, court booking customer). Any value may be checked: what is not text
 * counts as empty.
 */
import { isEmailShaped, isValidPhone } from '../checkout/checkout.rules';
import { z } from '../shared/zod';
import {
  checkoutMessages,
  checkoutOrder,
  fieldMessages,
  type FieldErrors,
  type ValidationMessage,
} from './forms.messages';
import type { AdminCredentials, BookingCustomer } from './forms.rules';

/** Text that must not be empty once trimmed. */
export const requiredField = (required: string) => z.string().check(z.trim(), z.minLength(1, { error: required }));

/** An email address: not empty once trimmed, then shaped as one. */
export const emailField = (required: string, invalid: string) =>
  z
    .string()
    .check(z.trim(), z.minLength(1, { error: required, abort: true }), z.refine(isEmailShaped, { error: invalid }));

/** An Indian mobile number: not empty once trimmed, then 10 digits starting with 6-9 once non-digits are removed. */
export const phoneField = (required: string, invalid: string) =>
  z
    .string()
    .check(z.trim(), z.minLength(1, { error: required, abort: true }), z.refine(isValidPhone, { error: invalid }));

/** The named fields of `value` as text ('' for a field that is absent or not text, or when `value` is no object). */
export function textsOf<F extends string>(value: unknown, fields: readonly F[]): Record<F, string> {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return Object.fromEntries(
    fields.map((field) => [field, typeof record[field] === 'string' ? record[field] : '']),
  ) as Record<F, string>;
}

/** Each field's first message, or null when the schema accepts the values. */
export function fieldErrorsOf<F extends string>(
  schema: z.ZodMiniType,
  values: Record<F, string>,
): FieldErrors<F> | null {
  const result = schema.safeParse(values);
  if (result.success) return null;
  const errors: FieldErrors<F> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]) as F;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The first failure of `order` the schema reported (by its description), or null when it accepts the values. */
export function firstFailure(
  schema: z.ZodMiniType,
  values: Record<string, string>,
  order: readonly ValidationMessage[],
): ValidationMessage | null {
  const result = schema.safeParse(values);
  if (result.success) return null;
  const said = new Set(result.error.issues.map((issue) => issue.message));
  return order.find((message) => said.has(message.description)) ?? null;
}

const name = requiredField(checkoutMessages.nameRequired.description);
const phone = phoneField(checkoutMessages.phoneRequired.description, checkoutMessages.invalidPhone.description);

/** The checkout's customer (spec §5 Checkout): name, phone and email. */
export const checkoutCustomerSchema = z.object({
  name,
  phone,
  email: emailField(checkoutMessages.emailRequired.description, checkoutMessages.invalidEmail.description),
});

/** The court booking's customer (spec §5 Booking): name and phone by the checkout's rules. */
export const bookingCustomerFieldsSchema = z.object({ name, phone });

/** The admin sign-in form: both required, the email shaped as one (the password is taken as typed). */
export const adminLoginSchema = z.object({
  email: emailField(fieldMessages.emailRequired, fieldMessages.emailInvalid),
  password: z.string().check(z.minLength(1, { error: fieldMessages.passwordRequired })),
});

/** The checkout's first failure in the spec's order, or null. */
export function validateCheckout(
  customer: Partial<Record<'name' | 'phone' | 'email', string>> | null | undefined,
): ValidationMessage | null {
  return firstFailure(checkoutCustomerSchema, textsOf(customer, ['name', 'phone', 'email']), checkoutOrder);
}

/** The court booking customer's first failure (name, phone, phone digits), or null. */
export function validateBookingCustomer(
  customer: Partial<BookingCustomer> | null | undefined,
): ValidationMessage | null {
  return firstFailure(bookingCustomerFieldsSchema, textsOf(customer, ['name', 'phone']), checkoutOrder);
}

/** The admin sign-in form's errors by field, or null when it can be sent. */
export function validateAdminLogin(
  form: Partial<AdminCredentials> | null | undefined,
): FieldErrors<'email' | 'password'> | null {
  return fieldErrorsOf(adminLoginSchema, textsOf(form, ['email', 'password']));
}
