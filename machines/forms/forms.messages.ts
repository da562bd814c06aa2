/**
 * What the forms say when a field is not right, each message written once (spec §5). A field's message is a phrase
 * ("Please enter a valid email address"); where the spec shows it in a toast, the toast's description is the same
 * phrase as a sentence, with its full stop. The schemas carry these messages (forms.schema.ts,
 * contact/enquiry.schema.ts, api/admin.schema.ts); the checkout's toast pairs are derived from a schema's answer in
 * the spec's order (`checkoutOrder`).
 */

/** A validation failure shown as a destructive toast: title, then description. */
export interface ValidationMessage {
  title: string;
  description: string;
}

/** Per-field error messages; absent fields are valid. */
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

/** A phrase as a sentence: "Please enter a valid email address" -> "Please enter a valid email address.". */
export const sentence = (phrase: string) => `${phrase}.`;

/** The messages under a field of the visit, contact-us and admin sign-in forms (the spec quotes none: ours). */
export const fieldMessages = {
  fullNameRequired: 'Full Name is required',
  phoneNumberRequired: 'Phone Number is required',
  nameRequired: 'Name is required',
  phoneRequired: 'Phone is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phoneInvalid: 'Please enter a valid 10-digit phone number',
  subjectRequired: 'Please choose a subject',
  messageRequired: 'Message is required',
  passwordRequired: 'Password is required',
} as const;

/** The checkout's failures (spec §5 Checkout), title then description; the court booking's customer uses the same. */
export const checkoutMessages = {
  nameRequired: { title: 'Name required', description: 'Please enter your full name.' },
  phoneRequired: { title: 'Phone number required', description: 'Please enter your phone number.' },
  emailRequired: { title: 'Email required', description: 'Please enter your email address.' },
  invalidEmail: { title: 'Invalid email', description: sentence(fieldMessages.emailInvalid) },
  invalidPhone: { title: 'Invalid phone number', description: sentence(fieldMessages.phoneInvalid) },
} as const satisfies Record<string, ValidationMessage>;

/**
 * The order the spec checks them in: 1 name empty after trimming, 2 phone empty, 3 email empty, 4 email shape,
 * 5 phone digits. The first that fails is the one shown.
 */
export const checkoutOrder: readonly ValidationMessage[] = [
  checkoutMessages.nameRequired,
  checkoutMessages.phoneRequired,
  checkoutMessages.emailRequired,
  checkoutMessages.invalidEmail,
  checkoutMessages.invalidPhone,
];
