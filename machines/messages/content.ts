/**
 * The words of every message (issue 46): subject, heading, paragraphs, the tables of sessions or items, notes and
 * links, as an EmailDocument that the email template (app/email) draws as HTML and emailText writes as plain text,
 * so both bodies always say the same. Also each message's attachments: the booking's .ics (the same builder as the
 * page's Add to calendar) and the order's receipt text file (the same as the page's Download Receipt).
 */
import { to12Hour } from '../booking/slots';
import { receiptFileName } from '../files/receipt';
import { deliveryMethodLabel } from '../links/shop.messages';
import { formatKolkataDateTime, formatLongDate } from '../time/dates';
import { bookingMoved, waitlistOffer } from './changes.content';
import { cancellationRuleLine, footerOf, mapLink, money, sessionLabel, sessionValue } from './content.parts';
import type {
  BookingCancelledData,
  BookingConfirmedData,
  MessageData,
  MessageKind,
  MessageRefund,
  OrderPaidData,
  RefundData,
} from './messages';
import type { CentreContact, EmailDocument, EmailRow, EmailTable } from './email.types';

/** How a refund reaches the person, by its state. */
export function refundArrivalLine(refund: MessageRefund): string {
  switch (refund.status) {
    case 'issued':
    case 'processed':
      return `It goes back to the card, UPI account or wallet you paid with, usually within 5-7 working days (reference ${refund.reference}).`;
    case 'manual':
      return `We return it by bank transfer or UPI within 3-4 working days; your bank may take 1-2 more days to show it (reference ${refund.reference}).`;
    default:
      return `It is owed to you and will be sent within 3-4 working days; quote reference ${refund.reference} if you ask us about it.`;
  }
}

const customerTable = (d: { customer: { name: string; email: string; phone: string } }): EmailTable => ({
  heading: 'Customer',
  rows: [
    { label: 'Name', value: d.customer.name },
    { label: 'Phone', value: d.customer.phone },
    { label: 'Email', value: d.customer.email || 'not given' },
  ],
});

const bookingReference = (d: BookingConfirmedData | BookingCancelledData) =>
  d.reference ?? ('sessions' in d ? d.paymentId : d.session.bookingId);

function bookingConfirmed(d: BookingConfirmedData, centre: CentreContact): EmailDocument {
  const staff = d.kind === 'staff_new_booking';
  const count = d.sessions.length === 1 ? '1 session' : `${d.sessions.length} sessions`;
  const first = d.sessions[0];
  const when = first ? `${formatLongDate(first.date)}, ${to12Hour(first.time)}` : '';
  const reference = bookingReference(d);
  const details: EmailTable = {
    heading: 'Your sessions',
    rows: d.sessions.map((s) => ({ label: sessionLabel(s), value: sessionValue(s, d.sportName) })),
    total: { label: 'Total paid', value: money(d.total) },
  };
  const ids: EmailTable = {
    heading: 'Booking',
    rows: [
      ...(d.reference ? [{ label: 'Booking reference', value: d.reference }] : []),
      { label: 'Payment ID', value: d.paymentId },
      {
        label: d.sessions.length === 1 ? 'Booking ID' : 'Booking IDs',
        value: d.sessions.map((s) => s.bookingId).join(', '),
      },
    ],
  };
  if (staff)
    return {
      lang: 'en-IN',
      subject: `New booking: ${d.sportName}, ${count} from ${when} (${d.customer.name})`,
      preview: `${d.customer.name} paid ${money(d.total)} for ${count} of ${d.sportName}.`,
      heading: `New ${d.sportName} booking`,
      paragraphs: [`${d.customer.name} paid ${money(d.total)} online for ${count}.`],
      tables: [{ ...details, heading: 'Sessions' }, ids, customerTable(d)],
      notes: [],
      links: [],
      footer: footerOf(centre, true),
    };
  return {
    lang: 'en-IN',
    subject: `Booking confirmed: ${d.sportName}, ${when} (${reference})`,
    preview: `${count} of ${d.sportName} at ${centre.name}, ${money(d.total)} paid. Your calendar file is attached.`,
    heading: 'Your booking is confirmed',
    paragraphs: [
      `Hello ${d.customer.name}, thank you for booking at ${centre.name}. Your ${d.sportName.toLowerCase()} court is reserved.`,
      'The calendar file attached adds each session to your calendar (times in India Standard Time).',
    ],
    tables: [details, ids],
    notes: [`Please arrive 10 minutes early at ${centre.address}.`, cancellationRuleLine()],
    ...(d.manageUrl ? { action: { label: 'View or change my booking', href: d.manageUrl } } : {}),
    links: [mapLink(centre)],
    footer: footerOf(centre, false),
  };
}

function orderPaid(d: OrderPaidData, centre: CentreContact): EmailDocument {
  const staff = d.kind === 'staff_new_order';
  const count = d.items.reduce((n, i) => n + i.quantity, 0);
  const items: EmailTable = {
    heading: 'Items',
    rows: d.items.map((i) => ({
      label: `${i.name} (size ${i.size}) x ${i.quantity}`,
      value: money(i.unitPrice * i.quantity),
    })),
    total: { label: 'Total paid', value: money(d.total) },
  };
  const ids: EmailTable = {
    heading: 'Order',
    rows: [
      { label: 'Order ID', value: d.orderId },
      { label: 'Payment ID', value: d.paymentId },
      { label: 'Paid on', value: `${formatKolkataDateTime(d.paidAt)} IST` },
      { label: 'Delivery', value: deliveryMethodLabel(d.deliveryMethod) },
    ],
  };
  const pickup = `Ready for pickup 2-3 hours after payment (from ${pickupFrom(d.paidAt)} IST) at the front desk of ${centre.name}, ${centre.address}. Bring your order ID.`;
  if (staff)
    return {
      lang: 'en-IN',
      subject: `New order ${d.orderId}: ${count} ${count === 1 ? 'item' : 'items'}, ${money(d.total)} (${d.customer.name})`,
      preview: `Pack it for pickup from ${pickupFrom(d.paidAt)} IST.`,
      heading: `New order ${d.orderId}`,
      paragraphs: [
        `${d.customer.name} paid ${money(d.total)}. Have it ready for pickup from ${pickupFrom(d.paidAt)} IST.`,
      ],
      tables: [items, ids, customerTable(d)],
      notes: [],
      links: [],
      footer: footerOf(centre, true),
    };
  return {
    lang: 'en-IN',
    subject: `Order paid: ${d.orderId} (${money(d.total)})`,
    preview: `Your POD order is paid and ready for pickup from ${pickupFrom(d.paidAt)} IST. Receipt attached.`,
    heading: 'Thank you for your order',
    paragraphs: [
      `Hello ${d.customer.name}, your payment of ${money(d.total)} is received.`,
      `Your receipt is attached (${receiptFileName(d.orderId)}).`,
    ],
    tables: [items, ids],
    notes: [pickup],
    links: [mapLink(centre)],
    footer: footerOf(centre, false),
  };
}

/** The time an order paid at `paidAt` is ready: two hours later, as '21 November 2026, 12:00 PM'. */
const pickupFrom = (paidAt: number) => formatKolkataDateTime(paidAt + 2 * 60 * 60_000);

const refundRows = (refund: MessageRefund): EmailRow[] => [
  { label: 'Refund', value: money(refund.amount) },
  { label: 'Refund reference', value: refund.reference },
];

function bookingCancelled(d: BookingCancelledData, centre: CentreContact): EmailDocument {
  const staff = d.kind === 'staff_cancellation';
  const s = d.session;
  const what = `${d.sportName}, Court ${s.court}, ${formatLongDate(s.date)} at ${to12Hour(s.time)}`;
  const session: EmailTable = {
    heading: 'Cancelled session',
    rows: [
      { label: sessionLabel(s), value: sessionValue(s, d.sportName) },
      ...(d.reference ? [{ label: 'Booking reference', value: d.reference }] : []),
      { label: 'Booking ID', value: s.bookingId },
      ...(d.refund ? refundRows(d.refund) : [{ label: 'Refund', value: 'none' }]),
    ],
  };
  if (staff)
    return {
      lang: 'en-IN',
      subject: `Cancelled: ${what} (${d.customer.name})`,
      preview: d.refund ? `Refund ${money(d.refund.amount)} (${d.refund.status}).` : 'No refund.',
      heading: 'A booking was cancelled',
      paragraphs: [`${d.cancelledBy ?? 'Staff'} cancelled ${what}; the court is free again.`],
      tables: [session, customerTable(d)],
      notes: [],
      links: [],
      footer: footerOf(centre, true),
    };
  return {
    lang: 'en-IN',
    subject: `Booking cancelled: ${what}`,
    preview: d.refund ? `A refund of ${money(d.refund.amount)} is on its way.` : 'Your session is cancelled.',
    heading: 'Your booking is cancelled',
    paragraphs: [
      `Hello ${d.customer.name}, ${centre.name} has cancelled your session: ${what}.`,
      d.refund
        ? `We refund ${money(d.refund.amount)}. ${refundArrivalLine(d.refund)}`
        : 'No payment was taken online for it, so there is nothing to refund.',
    ],
    tables: [session],
    notes: [],
    ...(d.manageUrl ? { action: { label: 'View my booking', href: d.manageUrl } } : {}),
    links: [{ label: 'Book another session', href: `${centre.siteUrl}/sports` }],
    footer: footerOf(centre, false),
  };
}

function refund(d: RefundData, centre: CentreContact): EmailDocument {
  const staff = d.kind === 'staff_refund_due';
  const table: EmailTable = {
    heading: 'Refund',
    rows: [
      ...refundRows(d.refund),
      { label: 'For', value: d.productName },
      { label: 'Payment ID', value: d.paymentId },
      { label: 'Reason', value: d.reason },
    ],
  };
  if (staff)
    return {
      lang: 'en-IN',
      subject: `Refund due: ${money(d.refund.amount)} to ${d.customer.name} (${d.refund.reference})`,
      preview: 'Make it by hand and mark it paid in Payments, or it is retried through the provider.',
      heading: 'A refund is due',
      paragraphs: [
        `${money(d.refund.amount)} is owed to ${d.customer.name} and not yet made. Make it by bank transfer or UPI and mark it paid in Admin > Payments, or let the payment provider retry it.`,
      ],
      tables: [table, customerTable(d)],
      notes: [],
      links: [],
      footer: footerOf(centre, true),
    };
  return {
    lang: 'en-IN',
    subject: `Refund of ${money(d.refund.amount)} ${d.refund.status === 'manual' ? 'made' : 'issued'} (${d.refund.reference})`,
    preview: refundArrivalLine(d.refund),
    heading: 'Your refund is on its way',
    paragraphs: [`Hello ${d.customer.name}, we have refunded ${money(d.refund.amount)}.`, refundArrivalLine(d.refund)],
    tables: [table],
    notes: [],
    links: [],
    footer: footerOf(centre, false),
  };
}

/** The message as words. */
export function emailDocument(data: MessageData, centre: CentreContact): EmailDocument {
  switch (data.kind) {
    case 'booking_confirmed':
    case 'staff_new_booking':
      return bookingConfirmed(data, centre);
    case 'order_paid':
    case 'staff_new_order':
      return orderPaid(data, centre);
    case 'booking_cancelled':
    case 'staff_cancellation':
      return bookingCancelled(data, centre);
    case 'booking_moved':
      return bookingMoved(data, centre);
    case 'waitlist_offer':
      return waitlistOffer(data, centre);
    default:
      return refund(data, centre);
  }
}

/** The plain-text body: the same words as the HTML, one block per part, links written out. */
export function emailText(doc: EmailDocument): string {
  const table = (t: EmailTable) =>
    [
      t.heading.toUpperCase(),
      ...t.rows.map((r) => `${r.label}: ${r.value}`),
      ...(t.total ? [`${t.total.label}: ${t.total.value}`] : []),
    ].join('\n');
  return (
    [
      doc.heading,
      ...doc.paragraphs,
      ...doc.tables.map(table),
      ...doc.notes,
      ...(doc.action ? [`${doc.action.label}: ${doc.action.href}`] : []),
      ...doc.links.map((l) => `${l.label}: ${l.href}`),
      ['--', ...doc.footer].join('\n'),
    ].join('\n\n') + '\n'
  );
}

/** Labels of the kinds and statuses, as staff read them in the admin's Messages. */
export const messageKindLabels: Record<MessageKind, string> = {
  booking_confirmed: 'Booking confirmed',
  order_paid: 'Order paid',
  booking_cancelled: 'Booking cancelled',
  refund_issued: 'Refund issued',
  booking_moved: 'Booking moved',
  waitlist_offer: 'Waitlist offer',
  staff_new_booking: 'Staff: new booking',
  staff_new_order: 'Staff: new order',
  staff_cancellation: 'Staff: cancellation',
  staff_refund_due: 'Staff: refund due',
};
