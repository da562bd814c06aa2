/**
 * The forms' fields and choices (spec §5 Booking customer details and Forms): the visit form's sports, the contact
 * subjects, what each form holds and the toast a sent form shows. Their checks are schemas (forms.schema.ts,
 * contact/enquiry.schema.ts) with the messages of forms.messages.ts.
 */

// ---------------------------------------------------------------------------------------------------------------
// Court booking customer details

export interface BookingCustomer {
  name: string;
  phone: string;
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
