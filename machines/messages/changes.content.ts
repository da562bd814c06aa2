/**
 * The words of the messages about a slot that changed hands or time (issues 45 and 46): a booking moved (by staff or
 * the visitor's reschedule), with the calendar file of its new time, and a waitlist offer, with the link that opens
 * the held slot ready to pay and when the offer ends. emailDocument (content.ts) picks them by kind.
 */
import { to12Hour } from '../booking/slots';
import { bookingIcs, ICS_MIME_TYPE, icsFileName, icsRevisionAt } from '../files/ics';
import { formatHours, formatKolkataDateTime, formatLongDate } from '../time/dates';
import { OFFER_MINUTES, offerEndTime } from '../waitlist/waitlist.rules';
import type { CentreContact, EmailAttachment, EmailDocument } from './email.types';
import { cancellationRuleLine, footerOf, mapLink, money, sessionLabel, sessionValue } from './content.parts';
import type { BookingMovedData, MessageSession, WaitlistOfferData } from './messages';

/** 'Court 2, Wednesday, 23 December 2026, 7:00 AM'. */
const whereAndWhen = (s: MessageSession) => `Court ${s.court}, ${sessionLabel(s)}`;

export function bookingMoved(d: BookingMovedData, centre: CentreContact): EmailDocument {
  const reference = d.reference ?? d.to.bookingId;
  const who =
    d.movedBy === 'staff' ? `${centre.name} has moved your session` : 'Your session has been moved, as you asked';
  return {
    lang: 'en-IN',
    subject: `Booking moved: ${d.sportName}, now ${formatLongDate(d.to.date)}, ${to12Hour(d.to.time)} (${reference})`,
    preview: `Now ${whereAndWhen(d.to)}. The updated calendar file is attached.`,
    heading: 'Your booking has moved',
    paragraphs: [
      `Hello ${d.customer.name}. ${who}: it is now on ${whereAndWhen(d.to)} (it was ${whereAndWhen(d.from)}).`,
      'The calendar file attached updates the entry in your calendar (times in India Standard Time).',
    ],
    tables: [
      {
        heading: 'Your session',
        rows: [
          { label: 'Now', value: `${sessionLabel(d.to)}: ${d.sportName}, Court ${d.to.court}` },
          { label: 'Was', value: `${sessionLabel(d.from)}: ${d.sportName}, Court ${d.from.court}` },
          { label: 'Duration', value: formatHours(d.to.duration) },
          ...(d.reference ? [{ label: 'Booking reference', value: d.reference }] : []),
          { label: 'Booking ID', value: d.to.bookingId },
        ],
      },
    ],
    notes: [`Please arrive 10 minutes early at ${centre.address}.`, cancellationRuleLine()],
    ...(d.manageUrl ? { action: { label: 'View or change my booking', href: d.manageUrl } } : {}),
    links: [mapLink(centre)],
    footer: footerOf(centre, false),
  };
}

/** The moved session's calendar file: the same event (its booking id as UID) at its new time, a later revision. */
export function bookingMovedAttachment(d: BookingMovedData, centre: CentreContact): EmailAttachment {
  return {
    filename: icsFileName(d.reference ?? d.to.bookingId),
    contentType: ICS_MIME_TYPE,
    content: bookingIcs({
      sportName: d.sportName,
      sessions: [{ id: `${d.to.date}-${d.to.time}-${d.to.court}`, ...d.to }],
      now: d.movedAt,
      reference: d.reference ?? null,
      bookingIds: [d.to.bookingId],
      location: `${centre.name}, ${centre.address}`,
      sequence: icsRevisionAt(d.movedAt),
    }),
  };
}

export function waitlistOffer(d: WaitlistOfferData, centre: CentreContact): EmailDocument {
  const s = d.session;
  const ends = `${formatKolkataDateTime(d.expiresAt)} IST`;
  return {
    lang: 'en-IN',
    subject: `A court is free for you: ${d.sportName}, ${sessionLabel(s)} (held until ${offerEndTime(d.expiresAt)})`,
    preview: `Held for you until ${ends}. Pay ${money(s.amount)} to book it.`,
    heading: 'The slot you waited for is free',
    paragraphs: [
      `Hello ${d.customer.name}, the ${d.sportName.toLowerCase()} slot you asked us to watch has freed up, and we are holding it for you for ${OFFER_MINUTES} minutes.`,
      `Pay by ${ends} to book it. After that it goes to the next person waiting.`,
    ],
    tables: [
      {
        heading: 'The slot',
        rows: [{ label: sessionLabel(s), value: sessionValue(s, d.sportName) }],
        total: { label: 'To pay', value: money(s.amount) },
      },
    ],
    notes: [cancellationRuleLine()],
    action: { label: 'Pay and book this slot', href: d.offerUrl },
    links: [mapLink(centre)],
    footer: footerOf(centre, false),
  };
}
