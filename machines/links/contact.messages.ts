/**
 * Chat texts of the contact pages (spec §7): the visit request (Schedule a Free Visit), Chat Now, and the
 * contact-us form (to the support number). Pair each with `whatsappLink(number, text)` from ./outbound.
 *
 * What a visitor typed goes into the text as typed: no trimming, no escaping, no length cap, so markup, formula-like
 * text, emoji and right-to-left script arrive unchanged (the link encodes the whole text; nothing here is ever
 * interpreted as HTML or run). Two rules keep the text readable back into its fields:
 * - single-line fields (name, phone, email, sport, subject) cannot hold line breaks (a text input drops them), so
 *   any CR/LF in them becomes one space;
 * - the free-text message comes last, on the lines after a `Message:` line, so it may span lines.
 * An optional field left empty (only spaces counts as empty) is left out.
 */
import { CENTRE_NAME } from './site.messages';

/** A single-line field as it can appear in a text input: each run of CR/LF becomes one space. */
export function singleLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ');
}

const isBlank = (value: string | undefined): value is undefined => value === undefined || value.trim() === '';

/** `Label: value` for a single-line field. */
const fieldLine = (label: string, value: string) => `${label}: ${singleLine(value)}`;

/** The first line of the visit request. */
export const VISIT_REQUEST_OPENING = `Hi ${CENTRE_NAME}! I'd like to schedule a free visit.`;
/** The first line of the contact-us message. */
export const CONTACT_FORM_OPENING = `Hi ${CENTRE_NAME}! New message from the contact form.`;
/** The line after which the free-text message starts. */
export const MESSAGE_LINE = 'Message:';

export interface VisitRequestData {
  name: string;
  phone: string;
  /** The sport's label (e.g. 'Multiple Sports'); optional. */
  sport?: string;
  /** Optional free text. */
  message?: string;
}

/**
 * The visit request (Schedule a Free Visit): name, phone, and the sport and message when given.
 *
 *   Hi POD! I'd like to schedule a free visit.
 *
 *   Name: Priya Raman
 *   Phone: +91 98765 43210
 *   Sport: Badminton
 *   Message:
 *   Evenings after 6 work best.
 */
export function visitRequestText(data: VisitRequestData): string {
  const lines = [VISIT_REQUEST_OPENING, '', fieldLine('Name', data.name), fieldLine('Phone', data.phone)];
  if (!isBlank(data.sport)) lines.push(fieldLine('Sport', data.sport));
  if (!isBlank(data.message)) lines.push(MESSAGE_LINE, data.message);
  return lines.join('\n');
}

export interface ContactFormData {
  name: string;
  phone: string;
  email: string;
  /** The subject's label (e.g. 'Court Booking'). */
  subject: string;
  message: string;
}

/** The contact-us form as a message to the support number, with all five fields. */
export function contactFormText(data: ContactFormData): string {
  return [
    CONTACT_FORM_OPENING,
    '',
    fieldLine('Name', data.name),
    fieldLine('Phone', data.phone),
    fieldLine('Email', data.email),
    fieldLine('Subject', data.subject),
    MESSAGE_LINE,
    data.message,
  ].join('\n');
}

/** Chat Now (contact pages, Get in Touch card). */
export function chatNowText(): string {
  return `Hi ${CENTRE_NAME}! I have a question about the centre. Could you help me?`;
}
