/**
 * What an enquiry form shows, ready for the design system: each field (label, kind, placeholder, options, value,
 * error), the submit button, the status line read to screen readers, and the notice after a send. Pure.
 */
import type { FieldErrors } from '../forms/forms.messages';
import { subjectLabels, subjects, VISIT_PHONE_PLACEHOLDER, visitSports } from '../forms/forms.rules';
import { enquiryFields, errorFields, type EnquiryField, type EnquiryKind } from './enquiry.rules';
import type { EnquiryFormState, EnquiryStatus } from './enquiryForm.select';

export const enquiryFieldKinds = ['text', 'tel', 'email', 'select', 'textarea'] as const;
export type EnquiryFieldKind = (typeof enquiryFieldKinds)[number];

/** One field as the form draws it. */
export interface EnquiryFieldView {
  name: EnquiryField;
  kind: EnquiryFieldKind;
  label: string;
  required: boolean;
  value: string;
  error?: string;
  placeholder?: string;
  hint?: string;
  autoComplete?: string;
  /** Select options (value, label). */
  options?: ReadonlyArray<{ value: string; label: string }>;
  /** Textarea height in lines. */
  rows?: number;
}

type FieldSpec = Omit<EnquiryFieldView, 'value' | 'error'>;

/** The contact-us phone hint: the checkout's rule, an Indian mobile as its 10 digits. */
export const CONTACT_PHONE_HINT = 'Indian mobile (+91): enter the 10 digits, e.g. 98765 43210.';

const specs: Record<EnquiryKind, Partial<Record<EnquiryField, FieldSpec>>> = {
  visit: {
    name: { name: 'name', kind: 'text', label: 'Full Name', required: true, autoComplete: 'name' },
    phone: {
      name: 'phone',
      kind: 'tel',
      label: 'Phone Number',
      required: true,
      placeholder: VISIT_PHONE_PLACEHOLDER,
      autoComplete: 'tel',
    },
    sport: {
      name: 'sport',
      kind: 'select',
      label: 'Sport',
      required: false,
      placeholder: 'Select a sport',
      options: visitSports,
    },
    message: {
      name: 'message',
      kind: 'textarea',
      label: 'Message',
      required: false,
      rows: 4,
      placeholder: 'Preferred day and time, questions, anything we should know',
    },
  },
  contact: {
    name: { name: 'name', kind: 'text', label: 'Name', required: true, autoComplete: 'name' },
    phone: {
      name: 'phone',
      kind: 'tel',
      label: 'Phone',
      required: true,
      hint: CONTACT_PHONE_HINT,
      placeholder: '98765 43210',
      autoComplete: 'tel',
    },
    email: {
      name: 'email',
      kind: 'email',
      label: 'Email',
      required: true,
      autoComplete: 'email',
      placeholder: 'you@example.com',
    },
    subject: {
      name: 'subject',
      kind: 'select',
      label: 'Subject',
      required: true,
      placeholder: 'Select a subject',
      options: subjects.map((value) => ({ value, label: subjectLabels[value] })),
    },
    message: { name: 'message', kind: 'textarea', label: 'Message', required: true, rows: 5 },
  },
};

/** The submit button's labels per form. */
export const enquirySubmitLabels: Record<EnquiryKind, { idle: string; busy: string }> = {
  visit: { idle: 'Schedule Visit', busy: 'Opening chat...' },
  contact: { idle: 'Send Message', busy: 'Opening chat...' },
};

export const enquiryNoticeTones = ['success', 'warning'] as const;
export type EnquiryNoticeTone = (typeof enquiryNoticeTones)[number];

/** The line under the form after a send: where the message went, and the chat link. */
export interface EnquiryNoticeView {
  tone: EnquiryNoticeTone;
  title: string;
  text: string;
  linkLabel: string;
  href: string;
}

export interface EnquiryFormView {
  fields: EnquiryFieldView[];
  status: EnquiryStatus;
  submitLabel: string;
  busyLabel: string;
  /** Read politely by screen readers: how many fields need attention after a failed submit; '' otherwise. */
  announcement: string;
  notice: EnquiryNoticeView | null;
}

/** The status line after a failed submit, e.g. "2 fields need attention: Full Name, Phone Number." */
export function errorAnnouncement(kind: EnquiryKind, errors: FieldErrors<EnquiryField>): string {
  const fields = errorFields(kind, errors);
  if (fields.length === 0) return '';
  const labels = fields.map((field) => specs[kind][field]?.label ?? field).join(', ');
  return fields.length === 1
    ? `1 field needs attention: ${labels}.`
    : `${fields.length} fields need attention: ${labels}.`;
}

function noticeOf(state: EnquiryFormState): EnquiryNoticeView | null {
  if (!state.chatHref) return null;
  if (state.status === 'blocked') {
    return {
      tone: 'warning',
      title: 'The chat did not open',
      text: 'Your browser blocked the new tab. Your message is ready: open the chat to send it.',
      linkLabel: 'Open chat to send',
      href: state.chatHref,
    };
  }
  if (state.status === 'sent') {
    return {
      tone: 'success',
      title: 'Your message is ready in the chat',
      text: 'The chat opened in a new tab with your details filled in. Press send there to reach us.',
      linkLabel: 'Open the chat again',
      href: state.chatHref,
    };
  }
  return null;
}

/** The form's view: every field in order with its value and error, the button, the status line and the notice. */
export function enquiryFormView(state: EnquiryFormState & { kind: EnquiryKind }): EnquiryFormView {
  const fields = enquiryFields[state.kind].map((name): EnquiryFieldView => {
    const spec = specs[state.kind][name] as FieldSpec;
    const error = state.errors[name];
    return { ...spec, value: state.values[name] ?? '', ...(error === undefined ? {} : { error }) };
  });
  const labels = enquirySubmitLabels[state.kind];
  return {
    fields,
    status: state.status,
    submitLabel: labels.idle,
    busyLabel: labels.busy,
    announcement: state.status === 'editing' ? errorAnnouncement(state.kind, state.errors) : '',
    notice: noticeOf(state),
  };
}
