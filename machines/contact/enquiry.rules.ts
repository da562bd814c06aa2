/**
 * The two enquiry forms of the contact pages (spec §3, §5): Schedule a Free Visit (/contact) and the contact-us
 * message form (/contact-us). Their fields in the order shown, and the chat text and success toast of each; their
 * checks are enquiry.schema.ts. Pure.
 */
import type { FieldErrors } from '../forms/forms.messages';
import { messageSentToast, subjectLabels, subjects, visitScheduledToast, visitSportLabel } from '../forms/forms.rules';
import { contactFormText, visitRequestText } from '../links/contact.messages';

export const enquiryKinds = ['visit', 'contact'] as const;
export type EnquiryKind = (typeof enquiryKinds)[number];

export const visitFields = ['name', 'phone', 'sport', 'message'] as const;
export type VisitField = (typeof visitFields)[number];
export const contactFields = ['name', 'phone', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof contactFields)[number];
export type EnquiryField = VisitField | ContactField;

/** The fields of a form, in the order they are shown (and their errors are reported). */
export const enquiryFields: Record<EnquiryKind, readonly EnquiryField[]> = {
  visit: visitFields,
  contact: contactFields,
};

/** A form's values: every field's text ('' when empty). */
export type EnquiryValues = Partial<Record<EnquiryField, string>>;

/** Empty values for a form (what it starts with and returns to after a send). */
export function blankEnquiryValues(kind: EnquiryKind): EnquiryValues {
  return Object.fromEntries(enquiryFields[kind].map((field) => [field, ''])) as EnquiryValues;
}

/** The fields with an error, in the form's order (the first one gets focus). */
export function errorFields(kind: EnquiryKind, errors: FieldErrors<EnquiryField> | null | undefined): EnquiryField[] {
  return errors ? enquiryFields[kind].filter((field) => errors[field] !== undefined) : [];
}

/** The subject's label for a subject value (the value itself when unknown). */
export function subjectLabel(value: string): string {
  return (subjects as readonly string[]).includes(value) ? subjectLabels[value as (typeof subjects)[number]] : value;
}

/** The chat text a valid form sends: the visit request, or the contact-us message with all five fields. */
export function enquiryText(kind: EnquiryKind, values: EnquiryValues): string {
  if (kind === 'visit') {
    return visitRequestText({
      name: values.name ?? '',
      phone: values.phone ?? '',
      sport: visitSportLabel(values.sport) ?? values.sport,
      message: values.message,
    });
  }
  return contactFormText({
    name: values.name ?? '',
    phone: values.phone ?? '',
    email: values.email ?? '',
    subject: subjectLabel(values.subject ?? ''),
    message: values.message ?? '',
  });
}

/** The toast a sent form shows (spec §4, §8). */
export function enquirySentToast(kind: EnquiryKind): { title: string; description: string } {
  return kind === 'visit' ? visitScheduledToast : messageSentToast;
}
