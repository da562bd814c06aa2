/** Copy of Admin > System Settings and Admin > My Account: groups, labels, hints, notes and toasts. */
import type { SettingsField } from '../../machines/admin/settings.form';
import { MIN_PASSWORD_LENGTH } from '../../machines/admin/password';
import { messageKindLabels } from '../../machines/messages/content';
import { isStaffKind, messageKinds, type MessageKind } from '../../machines/messages/messages';
import { deskLabels } from './desks';

/** A field's label and help, and how it is typed. */
export interface SettingsFieldCopy {
  label: string;
  hint?: string;
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'numeric' | 'url' | 'tel' | 'email' | 'text';
}

const hoursHint = '24-hour HH:MM. 00:00 to 24:00 is open all day.';
const linkHint = 'A full link starting with https://.';

/** Every setting's label and help. */
export const settingsFieldCopy: Record<SettingsField, SettingsFieldCopy> = {
  name: { label: 'Centre name', hint: 'Shown in the footer, page titles and emails.' },
  email: { label: 'Email', type: 'email', hint: 'The public address on the site and in emails.' },
  address: {
    label: 'Address',
    hint: 'One line: street, locality, city, state and PIN, e.g. OMR Service Road, Sholinganallur, Chennai, Tamil Nadu 600119.',
  },
  mapUrl: { label: 'Map link', inputMode: 'url', hint: `Where Open in Maps goes. ${linkHint}` },
  'phones.sports': {
    label: deskLabels.sports,
    type: 'tel',
    hint: 'The footer, Call Now, the chat button and bookings.',
  },
  'phones.cafe': { label: deskLabels.cafe, type: 'tel', hint: 'The café page and its Reserve Table.' },
  'phones.academy': { label: deskLabels.academy, type: 'tel', hint: 'Academy chats.' },
  'phones.support': { label: deskLabels.support, type: 'tel', hint: 'The Contact Us form’s chat.' },
  'hours.sports.opens': { label: 'Courts open', hint: hoursHint },
  'hours.sports.closes': { label: 'Courts close', hint: hoursHint },
  'hours.cafe.opens': { label: 'Café opens', hint: hoursHint },
  'hours.cafe.closes': { label: 'Café closes', hint: hoursHint },
  'social.instagram': { label: 'Instagram', inputMode: 'url', hint: linkHint },
  'social.facebook': { label: 'Facebook', inputMode: 'url', hint: linkHint },
  'social.youtube': { label: 'YouTube', inputMode: 'url', hint: linkHint },
  'booking.daysAhead': {
    label: 'Days ahead a court can be booked',
    inputMode: 'numeric',
    hint: '1 to 60. The booking refuses later dates; the FAQ states it.',
  },
  'booking.holdMinutes': {
    label: 'Hold minutes',
    inputMode: 'numeric',
    hint: '5 to 30. How long chosen slots are held while the visitor pays.',
  },
  'booking.graceMinutes': {
    label: 'Grace minutes',
    inputMode: 'numeric',
    hint: '0 to 60. After a hold ends, its slots stay kept this long for a payment that finishes late.',
  },
  'booking.refund.fullOverHours': {
    label: 'Full refund: hours before the session',
    inputMode: 'numeric',
    hint: 'Cancelled more than this many hours before: everything back.',
  },
  'booking.refund.partialFromHours': {
    label: 'Partial refund: from hours before',
    inputMode: 'numeric',
    hint: 'Cancelled from this many hours before up to the full-refund hours: the partial refund.',
  },
  'booking.refund.partialPercent': { label: 'Partial refund percent', inputMode: 'numeric', hint: '0 to 100.' },
  'booking.refund.latePercent': {
    label: 'Late refund percent',
    inputMode: 'numeric',
    hint: '0 to 100. Cancelled later than the partial window.',
  },
};

/** The form's groups, in order: legend, a line of what they drive, and their settings. */
export const settingsGroups: readonly { id: string; legend: string; note: string; fields: readonly SettingsField[] }[] =
  [
    {
      id: 'centre',
      legend: 'The centre',
      note: 'Every public page shows these: the footer, the home and contact pages, and the served pages search engines read.',
      fields: ['name', 'email', 'address', 'mapUrl'],
    },
    {
      id: 'phones',
      legend: 'Phone numbers',
      note: 'Telephone and chat links go to these numbers.',
      fields: ['phones.sports', 'phones.cafe', 'phones.academy', 'phones.support'],
    },
    {
      id: 'hours',
      legend: 'Opening hours',
      note: 'The same hours every day.',
      fields: ['hours.sports.opens', 'hours.sports.closes', 'hours.cafe.opens', 'hours.cafe.closes'],
    },
    {
      id: 'social',
      legend: 'Social links',
      note: 'The footer’s and the café’s links.',
      fields: ['social.instagram', 'social.facebook', 'social.youtube'],
    },
    {
      id: 'booking',
      legend: 'Booking rules',
      note: 'The server holds every booking to these.',
      fields: ['booking.daysAhead', 'booking.holdMinutes', 'booking.graceMinutes'],
    },
    {
      id: 'refunds',
      legend: 'Court refund bands',
      note: 'What a cancelled court booking gets back, by staff and by visitors in My booking; the refund policy and FAQ state them.',
      fields: [
        'booking.refund.fullOverHours',
        'booking.refund.partialFromHours',
        'booking.refund.partialPercent',
        'booking.refund.latePercent',
      ],
    },
  ];

/** The notification switches: one per kind of email (the outbox's kinds). */
export const notificationCopy = {
  legend: 'Email notifications',
  note: 'A kind switched off is not sent: Messages records it as “not sent: switched off in System Settings”, and Resend can still send it.',
  items: messageKinds.map((kind: MessageKind) => ({
    id: kind,
    label: messageKindLabels[kind],
    description: isStaffKind(kind) ? 'To the centre’s address' : 'To the visitor',
  })),
};

export const settingsCopy = {
  note: 'The centre’s details the public site shows and the booking rules. A save shows on every page at once.',
  savedText: 'Saved. Every page shows these settings now.',
  toasts: {
    saved: { title: 'Settings Saved', description: 'Every page shows the new settings now.' },
  },
};

/** Admin > My Account. */
export const accountCopy = {
  meta: { title: 'My Account · POD Admin', description: 'Your password and where you are signed in.' },
  passwordHint: `At least ${MIN_PASSWORD_LENGTH} characters; not your email or name, and not a common password.`,
  changed: 'Your password is changed. Your other sessions were signed out.',
  signedOutOthers: (ended: number) =>
    ended === 0
      ? 'There were no other sessions to sign out.'
      : `Signed out ${ended} other session${ended === 1 ? '' : 's'}.`,
};
