/** The customer of a hold or an order, checked with the checkout rules (spec §5 Checkout) in the spec's order. */
import { z } from '../shared/zod';
import { isEmailShaped, tidyCustomer } from '../checkout/checkout.rules';
import { checkoutMessages, type ValidationMessage } from '../forms/forms.messages';
import { validateCheckout } from '../forms/forms.schema';
import { validateBookingCustomer } from '../forms/forms.schema';

const fieldOf = (failure: ValidationMessage): 'name' | 'phone' | 'email' => {
  if (failure === checkoutMessages.nameRequired) return 'name';
  if (failure === checkoutMessages.emailRequired || failure === checkoutMessages.invalidEmail) return 'email';
  return 'phone';
};

const text = (name: string, max: number) =>
  z
    .string({ error: `Expected the ${name} as text.` })
    .check(z.maxLength(max, { error: `The ${name} is longer than ${max} characters.` }));

export const customerSchema = z.pipe(
  z
    .object(
      { name: text('name', 100), email: text('email address', 200), phone: text('phone number', 30) },
      { error: 'Expected the customer as { name, email, phone }.' },
    )
    .check(
      z.superRefine((customer, ctx) => {
        const failure = validateCheckout(customer);
        if (failure)
          ctx.addIssue({
            code: 'custom',
            path: [fieldOf(failure)],
            message: `${failure.title}. ${failure.description}`,
          });
      }),
    ),
  z.transform(tidyCustomer),
);
export type CustomerInput = z.input<typeof customerSchema>;

/**
 * The customer of a court booking: the booking form asks for name and phone only (spec §5 Booking), so the e-mail
 * address may be left out; when one is given it must look like an address.
 */
export const bookingCustomerSchema = z.pipe(
  z
    .object(
      {
        name: text('name', 100),
        email: z._default(z.optional(text('email address', 200)), ''),
        phone: text('phone number', 30),
      },
      { error: 'Expected the customer as { name, phone, email? }.' },
    )
    .check(
      z.superRefine((customer, ctx) => {
        const failure = validateBookingCustomer(customer);
        if (failure)
          ctx.addIssue({
            code: 'custom',
            path: [fieldOf(failure)],
            message: `${failure.title}. ${failure.description}`,
          });
        else if (customer.email.trim() !== '' && !isEmailShaped(customer.email.trim())) {
          ctx.addIssue({
            code: 'custom',
            path: ['email'],
            message: `${checkoutMessages.invalidEmail.title}. ${checkoutMessages.invalidEmail.description}`,
          });
        }
      }),
    ),
  z.transform(tidyCustomer),
);
