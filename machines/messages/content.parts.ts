/**
 * The pieces every message's words share (content.ts, changes.content.ts): money, a session's lines, the
 * cancellation rule, the centre's sign-off and its map link.
 */
import { to12Hour } from '../booking/slots';
import { formatRupees } from '../money/money';
import { refundPolicy } from '../money/refundPolicy';
import { formatHours, formatLongDate } from '../time/dates';
import type { CentreContact, EmailLink } from './email.types';
import type { MessageSession } from './messages';

export const money = formatRupees;

/** 'Wednesday, 23 December 2026, 7:00 AM'. */
export const sessionLabel = (s: MessageSession) => `${formatLongDate(s.date)}, ${to12Hour(s.time)}`;
/** 'Badminton, Court 1, 1 hour: ₹350'. */
export const sessionValue = (s: MessageSession, sportName: string) =>
  `${sportName}, Court ${s.court}, ${formatHours(s.duration)}: ${money(s.amount)}`;

/** The cancellation rule in one line (machines/money/refundPolicy.ts, court sessions). */
export function cancellationRuleLine(): string {
  const court = refundPolicy.court;
  return `Cancel more than ${court.fullOverHours} hours before a session for a full refund, ${court.partial.fromHours}-${court.fullOverHours} hours before for ${court.partial.percent}%; later, no refund.`;
}

const contactLine = (centre: CentreContact) => `Questions? Call ${centre.phone} or write to ${centre.email}.`;

/** The sign-off: the centre's name, address and contact to a visitor; one line to the centre's own address. */
export const footerOf = (centre: CentreContact, staff: boolean): string[] =>
  staff
    ? [`${centre.name} · sent by the website to the centre's address.`]
    : [centre.name, centre.address, contactLine(centre)];

export const mapLink = (centre: CentreContact): EmailLink => ({
  label: `Directions to ${centre.name}`,
  href: centre.mapUrl,
});
