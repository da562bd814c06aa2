/**
 * Form validation (spec §5 Booking customer details and Forms). Where the spec quotes a title and
 * description, the validator returns it; where it quotes none (visit, contact-us and admin login forms, which
 * the spec defines as required fields), it returns per-field messages written here.
 */
import { checkoutMessages, isEmailShaped, isValidPhone, type ValidationMessage } from '../checkout/checkout.rules';

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** Per-field error messages; absent fields are valid. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

// ---------------------------------------------------------------------------------------------------------------
// Court booking customer details

export interface BookingCustomer {
  name: string;
  phone: string;
}

/**
 * Court booking customer: name and phone by the checkout rules, in the same order (name empty after trimming,
 * phone empty, phone digits). Returns the first failure's title and description, or null.
 */
export function validateBookingCustomer(
  customer: Partial<BookingCustomer> | null | undefined,
): ValidationMessage | null {
  const name = str(customer?.name).trim();
  const phone = str(customer?.phone).trim();
  if (name === '') return checkoutMessages.nameRequired;
  if (phone === '') return checkoutMessages.phoneRequired;
  if (!isValidPhone(phone)) return checkoutMessages.invalidPhone;
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// Schedule a Free Visit

/** The visit form's sport options (optional field); value -> label. */
export const visitSports = [
  { value: 'badminton', label: 'Badminton' },
  { value: 'tennis', label: 'Tennis' },
  { value: 'pickleball', label: 'Pickleball' },
  { value: 'turf', label: 'Turf' },
  { value: 'multiple', label: 'Multiple Sports' },
  { value: 'coaching', label: 'Coaching Programs' },
] as const;
export type VisitSport = (typeof visitSports)[number]['value'];

export interface VisitForm {
  name: string;
  phone: string;
  sport?: string;
  message?: string;
}

/** Placeholder of the visit form's phone field. */
export const VISIT_PHONE_PLACEHOLDER = '+91 XXXXX XXXXX';

/**
 * Visit form: Full Name and Phone Number are required (not empty after trimming); no length or format rules.
 * The spec quotes no error text: these per-field messages are ours. Returns null when valid.
 */
export function validateVisit(form: Partial<VisitForm> | null | undefined): FieldErrors<'name' | 'phone'> | null {
  const errors: FieldErrors<'name' | 'phone'> = {};
  if (str(form?.name).trim() === '') errors.name = 'Full Name is required';
  if (str(form?.phone).trim() === '') errors.phone = 'Phone Number is required';
  return Object.keys(errors).length > 0 ? errors : null;
}

/** The visit form's success toast. */
export const visitScheduledToast = {
  title: 'Visit Scheduled!',
  description: "Thank you for your interest. We'll contact you shortly to confirm your visit.",
} as const;

/** The label of a visit sport value, or undefined. */
export function visitSportLabel(value: string | undefined): string | undefined {
  return visitSports.find((s) => s.value === value)?.label;
}

// ---------------------------------------------------------------------------------------------------------------
// Contact us

export const subjects = ['booking', 'membership', 'coaching', 'events', 'merchandise', 'feedback', 'other'] as const;
export type ContactSubject = (typeof subjects)[number];

/** Display labels of the contact subjects. */
export const subjectLabels: Record<ContactSubject, string> = {
  booking: 'Court Booking',
  membership: 'Membership',
  coaching: 'Coaching',
  events: 'Events',
  merchandise: 'Merchandise',
  feedback: 'Feedback',
  other: 'Other',
};

export interface ContactForm {
  name: string;
  phone: string;
  email: string;
  subject: string;
  message: string;
}

type ContactField = keyof ContactForm;

/**
 * Contact-us form: name, phone, email, subject and message are all required; the email must be email-shaped
 * and the subject one of {@link subjects} (an empty select value is rejected). The spec quotes no error text:
 * these per-field messages are ours. Returns null when valid.
 */
export function validateContact(form: Partial<ContactForm> | null | undefined): FieldErrors<ContactField> | null {
  const errors: FieldErrors<ContactField> = {};
  const email = str(form?.email).trim();
  if (str(form?.name).trim() === '') errors.name = 'Name is required';
  if (str(form?.phone).trim() === '') errors.phone = 'Phone is required';
  if (email === '') errors.email = 'Email is required';
  else if (!isEmailShaped(email)) errors.email = 'Please enter a valid email address';
  if (!(subjects as readonly string[]).includes(str(form?.subject))) errors.subject = 'Please choose a subject';
  if (str(form?.message).trim() === '') errors.message = 'Message is required';
  return Object.keys(errors).length > 0 ? errors : null;
}

/** The contact form's success toast. */
export const messageSentToast = {
  title: 'Message Sent Successfully',
  description: "We'll get back to you within 24 hours.",
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Admin login

export interface AdminCredentials {
  email: string;
  password: string;
}

/**
 * Admin login: email and password both required, email email-shaped. The spec quotes no error text: these
 * per-field messages are ours. Returns null when valid.
 */
export function validateAdminLogin(
  form: Partial<AdminCredentials> | null | undefined,
): FieldErrors<'email' | 'password'> | null {
  const errors: FieldErrors<'email' | 'password'> = {};
  const email = str(form?.email).trim();
  if (email === '') errors.email = 'Email is required';
  else if (!isEmailShaped(email)) errors.email = 'Please enter a valid email address';
  if (str(form?.password) === '') errors.password = 'Password is required';
  return Object.keys(errors).length > 0 ? errors : null;
}
