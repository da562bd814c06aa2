/**
 * Prefilled chat texts, one builder per message kind of spec §7. Each takes only the data it needs and
 * returns plain text; pair it with `whatsappLink(number, text)` from ./outbound, using the business number the
 * app's config gives for that kind (sports, café, academy, support, or the customer's own number).
 */
import { formatRupees } from '../money/money';
import { formatDisplayDate, formatHours } from '../time/dates';
import { CENTRE_NAME } from './site.messages';

export { CENTRE_NAME, cafeReservationMessage, floatingChatMessage } from './site.messages';

const lines = (...parts: Array<string | false | null | undefined>) => parts.filter((p) => typeof p === 'string').join('\n');

const field = (label: string, value: string | undefined | null) => {
  const trimmed = value?.trim();
  return trimmed ? `${label}: ${trimmed}` : undefined;
};

// ---------------------------------------------------------------------------------------------------------------
// Payment confirmation (court booking paid online; the Confirm action of "Booking Confirmed!")

/** One paid court session as the confirmation lists it. */
export interface MessageSession {
  /** ISO date 'YYYY-MM-DD'. */
  date: string;
  /** 12-hour start time, e.g. '6:00 PM'. */
  displayTime: string;
  court: number;
  /** Hours. */
  duration: number;
}

export interface BookingConfirmationData {
  /** Sport name, e.g. 'Badminton'. */
  sportName: string;
  sessions: readonly MessageSession[];
  /** Amount paid, rupees. */
  total: number;
  paymentId: string;
  /** The server's booking ids, one per session in the same order (absent without a server). */
  bookingIds?: readonly string[];
  customer: { name: string; phone: string };
}

/** The payment confirmation a customer sends after paying for court sessions. */
export function bookingConfirmationMessage(data: BookingConfirmationData): string {
  const sessionLines = data.sessions.map(
    (s, i) => {
      const id = data.bookingIds?.[i];
      return `${i + 1}. ${formatDisplayDate(s.date)}, ${s.displayTime}, Court ${s.court}, ${formatHours(s.duration)}${id ? ` (Booking ID: ${id})` : ''}`;
    },
  );
  return lines(
    `Hi ${CENTRE_NAME}! I have paid for a ${data.sportName} court booking. Please confirm it.`,
    '',
    field('Name', data.customer.name),
    field('Phone', data.customer.phone),
    `Sport: ${data.sportName}`,
    '',
    data.sessions.length === 1 ? 'Session:' : 'Sessions:',
    ...sessionLines,
    '',
    `Total paid: ${formatRupees(data.total)}`,
    `Payment ID: ${data.paymentId}`,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Order sharing (order confirmation page)

export interface MessageOrderItem {
  name: string;
  selectedSize: string;
  quantity: number;
  /** Unit price, rupees. */
  price: number;
}

export interface MessageOrder {
  orderId: string;
  items: readonly MessageOrderItem[];
  total: number;
  customerInfo: { name: string; email: string; phone: string };
  deliveryMethod: 'pickup' | 'delivery';
  paymentId?: string;
}

/** 'Store pickup (free)' or 'Home delivery'. */
export function deliveryMethodLabel(method: 'pickup' | 'delivery'): string {
  return method === 'pickup' ? 'Store pickup (free)' : 'Home delivery';
}

/** The order details a buyer shares after paying. */
export function orderShareMessage(order: MessageOrder): string {
  return lines(
    `Hi ${CENTRE_NAME}! I have placed a merchandise order.`,
    '',
    `Order ID: ${order.orderId}`,
    ...order.items.map(
      (item) => `- ${item.name} (${item.selectedSize}) x ${item.quantity}: ${formatRupees(item.price * item.quantity)}`,
    ),
    `Total: ${formatRupees(order.total)}`,
    `Delivery: ${deliveryMethodLabel(order.deliveryMethod)}`,
    field('Payment ID', order.paymentId),
    '',
    field('Name', order.customerInfo.name),
    field('Phone', order.customerInfo.phone),
    field('Email', order.customerInfo.email),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// About page, community and membership

/** Enquiry about one coach (About page, per-coach button). */
export function coachEnquiryMessage(data: { coachName: string; sport: string }): string {
  return `Hi ${CENTRE_NAME}! I would like to know more about coaching with ${data.coachName} (${data.sport}). Could you share the batches and fees?`;
}

/** Partnership enquiry (partners section). */
export function partnershipEnquiryMessage(data: { organisation?: string } = {}): string {
  const who = data.organisation?.trim() ? ` from ${data.organisation.trim()}` : '';
  return `Hi ${CENTRE_NAME}! I'm writing${who} about a partnership with the centre. Could we talk about the options?`;
}

/** Membership enquiry (Talk to Our Team), optionally about one tier and billing period. */
export function membershipEnquiryMessage(data: { tierName?: string; billing?: 'monthly' | 'annual' } = {}): string {
  if (data.tierName) {
    const billing = data.billing ? ` (${data.billing})` : '';
    return `Hi ${CENTRE_NAME}! I'm interested in the ${data.tierName} membership${billing}. Could you tell me how to join?`;
  }
  return `Hi ${CENTRE_NAME}! I'm interested in a membership (the key). Could you tell me about the plans and Pod Coins?`;
}

/** Tour request (Take a Tour). */
export function tourRequestMessage(): string {
  return `Hi ${CENTRE_NAME}! I'd like to take a tour of the centre before joining. When can I visit?`;
}

/** Community feedback. */
export function feedbackMessage(): string {
  return `Hi ${CENTRE_NAME}! I'd like to share some feedback about my visit:`;
}

/** Story upload for the community board (get featured). */
export function storyUploadMessage(): string {
  return `Hi ${CENTRE_NAME}! I'd like to be featured on the community board. Here is my photo/video and story:`;
}

// ---------------------------------------------------------------------------------------------------------------
// Café, sports and contact

/** Court booking enquiry, optionally for one sport. */
export function bookingEnquiryMessage(data: { sportName?: string } = {}): string {
  const sport = data.sportName?.trim() ? `a ${data.sportName.trim()} court` : 'a court';
  return `Hi ${CENTRE_NAME}! I'd like to book ${sport}. Could you share the available slots?`;
}

/** Visit request (Schedule a Free Visit form): name, phone, sport label (optional), message (optional). */
export function visitRequestMessage(data: { name: string; phone: string; sport?: string; message?: string }): string {
  return lines(
    `Hi ${CENTRE_NAME}! I'd like to schedule a free visit.`,
    '',
    field('Name', data.name),
    field('Phone', data.phone),
    field('Sport', data.sport),
    field('Message', data.message),
  );
}

/** Chat Now (contact page, Get in Touch card). */
export function chatNowMessage(): string {
  return `Hi ${CENTRE_NAME}! I have a question about the centre.`;
}

// ---------------------------------------------------------------------------------------------------------------
// Shop and coaching

/** Ask Questions on a product card: its name, its first size and price. */
export function productQuestionMessage(data: { name: string; sizes: readonly string[]; price: number }): string {
  const size = data.sizes[0];
  return lines(
    `Hi ${CENTRE_NAME}! I have a question about the ${data.name}.`,
    size ? `Size: ${size}` : undefined,
    `Price: ${formatRupees(data.price)}`,
  );
}

/** Join Now on a coaching plan: sport, level (defaults to Regular), plan name, price and duration. */
export function coachingPlanJoinMessage(data: {
  sport: string;
  level?: string;
  planName: string;
  price: number;
  /** e.g. 'month'. */
  duration: string;
}): string {
  const level = data.level?.trim() ? data.level.trim() : 'Regular';
  return lines(
    `Hi ${CENTRE_NAME}! I'd like to join ${data.sport} coaching.`,
    '',
    `Level: ${level}`,
    `Plan: ${data.planName}`,
    `Price: ${formatRupees(data.price)} per ${data.duration}`,
  );
}

/** Get More Info (coaching page closing block). */
export function coachingInfoMessage(): string {
  return `Hi ${CENTRE_NAME}! I'd like more information about your coaching programmes.`;
}

// ---------------------------------------------------------------------------------------------------------------
// Academy (to the academy number)

/** Book a (free) trial class, optionally for one programme. */
export function academyTrialMessage(data: { programme?: string } = {}): string {
  const what = data.programme?.trim() ? `a ${data.programme.trim()} trial class` : 'a free trial class';
  return `Hi ${CENTRE_NAME} Academy! I'd like to book ${what}.`;
}

/** Register / Enquire Now on a programme. */
export function academyEnquiryMessage(data: { programme: string }): string {
  return `Hi ${CENTRE_NAME} Academy! I'd like to register for, or know more about, the ${data.programme} programme.`;
}

/** Talk to Coach / Talk to a Coach. */
export function academyCoachMessage(): string {
  return `Hi ${CENTRE_NAME} Academy! I'd like to talk to a coach about the programmes.`;
}

// ---------------------------------------------------------------------------------------------------------------
// Contact us form (to the support number)

/** The contact-us form as a message; `subject` is the subject's label. */
export function contactFormMessage(data: { name: string; phone: string; email: string; subject: string; message: string }): string {
  return lines(
    `Hi ${CENTRE_NAME}! New message from the contact form.`,
    '',
    `Name: ${data.name}`,
    `Phone: ${data.phone}`,
    `Email: ${data.email}`,
    `Subject: ${data.subject}`,
    `Message: ${data.message}`,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Admin (to the customer's own number)

export interface MessageAdminBooking {
  id: string;
  sport: string;
  court: number;
  /** As stored (ISO date or display text). */
  date: string;
  time: string;
  duration: number;
  customerName: string;
  amount: number;
}

/** Admin booking confirmation sent to the customer. */
export function adminBookingConfirmationMessage(booking: MessageAdminBooking): string {
  return lines(
    `Hi ${booking.customerName}, your ${booking.sport} booking at ${CENTRE_NAME} is confirmed.`,
    '',
    `Booking ID: ${booking.id}`,
    `Date: ${formatDisplayDate(booking.date)}`,
    `Time: ${booking.time}`,
    `Court: ${booking.court}`,
    `Duration: ${formatHours(booking.duration)}`,
    `Amount: ${formatRupees(booking.amount)}`,
    '',
    'See you on court!',
  );
}

export interface MessageAdminPayment {
  id: string;
  productName: string;
  customerName: string;
  amount: number;
  paymentId: string;
  paymentMethod: string;
  date: string;
}

/** Admin payment receipt sent to the customer. */
export function adminPaymentReceiptMessage(payment: MessageAdminPayment): string {
  return lines(
    `Hi ${payment.customerName}, here is your ${CENTRE_NAME} payment receipt.`,
    '',
    `Receipt: ${payment.id}`,
    `For: ${payment.productName}`,
    `Amount: ${formatRupees(payment.amount)}`,
    `Payment ID: ${payment.paymentId}`,
    `Method: ${payment.paymentMethod}`,
    `Date: ${formatDisplayDate(payment.date)}`,
    '',
    'Thank you!',
  );
}
