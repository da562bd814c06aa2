/**
 * The two enquiry forms' checks (spec §5 Forms) as schemas carrying their messages: Schedule a Free Visit needs a
 * full name and a phone number, nothing more; the contact-us form needs every field, an email shaped as one, a
 * subject of the list and a 10-digit Indian mobile number as at checkout.
 */
import { fieldMessages, type FieldErrors } from '../forms/forms.messages';
import { emailField, fieldErrorsOf, phoneField, requiredField, textsOf } from '../forms/forms.schema';
import { subjects, type ContactForm, type VisitForm } from '../forms/forms.rules';
import { z } from '../shared/zod';
import {
  contactFields,
  enquiryFields,
  type ContactField,
  type EnquiryField,
  type EnquiryKind,
  type EnquiryValues,
} from './enquiry.rules';

export const visitSchema = z.object({
  name: requiredField(fieldMessages.fullNameRequired),
  phone: requiredField(fieldMessages.phoneNumberRequired),
});

export const contactUsSchema = z.object({
  name: requiredField(fieldMessages.nameRequired),
  phone: phoneField(fieldMessages.phoneRequired, fieldMessages.phoneInvalid),
  email: emailField(fieldMessages.emailRequired, fieldMessages.emailInvalid),
  subject: z
    .string()
    .check(
      z.refine((value) => (subjects as readonly string[]).includes(value), { error: fieldMessages.subjectRequired }),
    ),
  message: requiredField(fieldMessages.messageRequired),
});

/** The visit form's errors (full name and phone number), or null when it can be sent. */
export function validateVisit(form: Partial<VisitForm> | null | undefined): FieldErrors<'name' | 'phone'> | null {
  return fieldErrorsOf(visitSchema, textsOf(form, ['name', 'phone']));
}

/** The contact-us form's errors, or null when it can be sent. */
export function validateContact(form: Partial<ContactForm> | null | undefined): FieldErrors<ContactField> | null {
  return fieldErrorsOf(contactUsSchema, textsOf(form, contactFields));
}

/** The errors of a form's values, or null when it can be sent. */
export function validateEnquiry(kind: EnquiryKind, values: EnquiryValues): FieldErrors<EnquiryField> | null {
  return kind === 'visit' ? validateVisit(values) : validateContact(values);
}

/**
 * The errors still shown after an edit: an error stays until its field passes. Fields that had no error do not
 * gain one while typing (only a submit reports new errors).
 */
export function errorsAfterEdit(
  kind: EnquiryKind,
  shown: FieldErrors<EnquiryField>,
  values: EnquiryValues,
): FieldErrors<EnquiryField> {
  const current = validateEnquiry(kind, values) ?? {};
  const kept: FieldErrors<EnquiryField> = {};
  for (const field of enquiryFields[kind]) {
    if (shown[field] !== undefined && current[field] !== undefined) kept[field] = current[field];
  }
  return kept;
}
