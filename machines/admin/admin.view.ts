/**
 * What the admin screens show, derived from the admin API's answers: plain, display-ready data (money, dates and
 * times formatted, status labels and tones decided, chat links built). The design system takes these as props;
 * the app and the stories build them here, so a rule lives in one place.
 */
import type {
  AdminBookingRow,
  AdminCalendar,
  AdminCustomerRow,
  AdminPaymentRow,
  AdminRefundRow,
  AdminRevenue,
  AdminStats,
  CalendarBlockKind,
  Page,
} from '../api/admin.schema';
import { occupancyPercent } from './admin.rules';
import type { AdminBookingStatus, AdminPaymentStatus } from './admin.types';
import { slotTimes, to12Hour } from '../booking/slots';
import { courtNumbers, sportById, sportIds, type SportId } from '../booking/sports';
import { adminBookingConfirmationMessage, adminPaymentReceiptMessage } from '../links/admin.messages';
import { whatsappLink } from '../links/outbound';
import { formatRupees } from '../money/money';
import {
  addDays,
  formatDisplayDate,
  formatHours,
  formatKolkataDateTime,
  formatLongDate,
  monthShortNames,
  parseIsoDate,
} from '../time/dates';

/** Tones the design system's badges know. */
export type AdminTone = 'success' | 'warning' | 'danger' | 'neutral' | 'info';

export interface Option {
  value: string;
  label: string;
}

/** The filter value meaning "any". */
export const ALL = 'all';

export const adminEmptyTexts = {
  bookings: 'No bookings match these filters',
  payments: 'No payments match these filters',
  customers: 'No customers match this search',
  customersNone: 'No customers yet: they appear with their first booking or order',
  calendar: 'No bookings on this day yet',
  revenue: 'No verified payments in the last 30 days (demo payments never count)',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Stat cards

export interface StatCardView {
  id: 'bookings' | 'revenue' | 'pending' | 'cancellations' | 'occupancy';
  label: string;
  value: string;
  detail: string;
}

/** The five cards, in the spec's order. */
export function statCardsView(stats: AdminStats): StatCardView[] {
  const percent = occupancyPercent(stats.bookedHours, stats.openHours);
  const hours = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));
  return [
    {
      id: 'bookings',
      label: "Today's Bookings",
      value: String(stats.todaysBookings),
      detail: 'Confirmed and pending sessions today',
    },
    {
      id: 'revenue',
      label: "Today's Revenue",
      value: formatRupees(stats.todaysRevenue),
      detail: 'Verified payments today, net of refunds',
    },
    {
      id: 'pending',
      label: 'Pending Payments',
      value: String(stats.pendingPayments),
      detail: 'Not yet settled, or a refund owed',
    },
    {
      id: 'cancellations',
      label: 'Cancellations',
      value: String(stats.cancellations),
      detail: "Today's sessions cancelled",
    },
    {
      id: 'occupancy',
      label: 'Occupancy Rate',
      value: `${percent}%`,
      detail: `${hours(stats.bookedHours)} of ${hours(stats.openHours)} court-hours booked today`,
    },
  ];
}

export const statCardLabels = [
  "Today's Bookings",
  "Today's Revenue",
  'Pending Payments',
  'Cancellations',
  'Occupancy Rate',
] as const;

// ---------------------------------------------------------------------------------------------------------------
// Bookings

export const bookingStatusLabels: Record<AdminBookingStatus, string> = {
  confirmed: 'Confirmed',
  pending: 'Pending',
  cancelled: 'Cancelled',
};
const bookingStatusTones: Record<AdminBookingStatus, AdminTone> = {
  confirmed: 'success',
  pending: 'warning',
  cancelled: 'danger',
};

export const sportFilterOptions: Option[] = [
  { value: ALL, label: 'All sports' },
  ...sportIds.map((id) => ({ value: id, label: sportById(id).name })),
];
export const bookingStatusOptions: Option[] = [
  { value: ALL, label: 'All statuses' },
  ...(['confirmed', 'pending', 'cancelled'] as const).map((s) => ({ value: s, label: bookingStatusLabels[s] })),
];

export interface BookingRowView {
  id: string;
  sport: string;
  court: string;
  /** 'Mon, 7 Jan 2030'. */
  date: string;
  /** '9:00 AM – 10:00 AM'. */
  time: string;
  duration: string;
  customerName: string;
  phone: string;
  amount: string;
  status: AdminBookingStatus;
  statusLabel: string;
  statusTone: AdminTone;
  whatsappSent: boolean;
  /** The booking confirmation as a chat to the customer's own number. */
  chatHref: string;
  /** Cancelled bookings can be neither cancelled again nor moved, and get no confirmation chat. */
  canChange: boolean;
}

const endTime = (time: string, hours: number) => {
  const [h, m] = time.split(':').map(Number);
  const end = (((h! * 60 + m! + hours * 60) % 1440) + 1440) % 1440;
  return to12Hour(`${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`);
};

export function bookingRowView(row: AdminBookingRow): BookingRowView {
  const sport = sportById(row.sport).name;
  return {
    id: row.id,
    sport,
    court: `Court ${row.court}`,
    date: formatDisplayDate(row.date),
    time: `${to12Hour(row.time)} – ${endTime(row.time, row.duration)}`,
    duration: formatHours(row.duration),
    customerName: row.customerName,
    phone: row.phone,
    amount: formatRupees(row.amount),
    status: row.status,
    statusLabel: bookingStatusLabels[row.status],
    statusTone: bookingStatusTones[row.status],
    whatsappSent: row.whatsappSent,
    chatHref: whatsappLink(
      row.phone,
      adminBookingConfirmationMessage({
        id: row.id,
        sport,
        court: row.court,
        date: row.date,
        time: to12Hour(row.time),
        duration: row.duration,
        customerName: row.customerName,
        amount: row.amount,
      }),
    ),
    canChange: row.status !== 'cancelled',
  };
}

/** The choices of the Edit (move) dialog: every half-hour start and the sport's courts. */
export function moveOptions(sport: SportId): { times: Option[]; courts: Option[] } {
  return {
    times: slotTimes.map((t) => ({ value: t, label: to12Hour(t) })),
    courts: courtNumbers(sport).map((n) => ({ value: String(n), label: `Court ${n}` })),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Payments

/** The ledger's statuses as staff read them; 'captured' (money taken, booking or order not yet settled) reads Pending. */
export const paymentStatusLabels: Record<AdminPaymentStatus, string> = {
  captured: 'Pending',
  confirmed: 'Success',
  refund_due: 'Refund due',
  refunded: 'Refunded',
  partially_refunded: 'Part refunded',
  failed: 'Failed',
};
const paymentStatusTones: Record<AdminPaymentStatus, AdminTone> = {
  captured: 'warning',
  confirmed: 'success',
  refund_due: 'warning',
  refunded: 'neutral',
  partially_refunded: 'info',
  failed: 'danger',
};
export const paymentStatusOptions: Option[] = [
  { value: ALL, label: 'All statuses' },
  ...(['confirmed', 'captured', 'refund_due', 'partially_refunded', 'refunded', 'failed'] as const).map((s) => ({
    value: s,
    label: paymentStatusLabels[s],
  })),
];

export interface PaymentRowView {
  id: string;
  productName: string;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  amount: string;
  /** 'Refunded ₹175', 'Refund due ₹350' (both, joined, when both), or null when nothing went or is owed back. */
  refundText: string | null;
  paymentId: string;
  status: AdminPaymentStatus;
  statusLabel: string;
  statusTone: AdminTone;
  /** 'Verified' when the provider's signature was checked on the server, else 'Unverified'. */
  verificationLabel: string;
  verificationTone: AdminTone;
  method: string;
  date: string;
  receiptSent: boolean;
  /** The receipt as a chat to the customer's own number. */
  receiptHref: string;
  /** Refunds owed and not yet made (the provider could not make them): staff make them by hand and mark them paid. */
  refundsDue: RefundDueView[];
  /** How each refund made went back: through the provider, or by hand (with its reference, who and when). */
  refundNotes: string[];
}

export interface RefundDueView {
  id: string;
  /** '₹350'. */
  amount: string;
  /** 'Refund due ₹350 (RF-…): why it is owed'. */
  text: string;
}

const methodLabels: Record<string, string> = {
  card: 'Card',
  upi: 'UPI',
  netbanking: 'Net banking',
  wallet: 'Wallet',
  emi: 'EMI',
};
const methodLabel = (method: string) =>
  methodLabels[method.toLowerCase()] ?? method.charAt(0).toUpperCase() + method.slice(1);

function refundText(row: Pick<AdminPaymentRow, 'refunded' | 'refundDue'>): string | null {
  const parts = [
    row.refunded > 0 ? `Refunded ${formatRupees(row.refunded)}` : null,
    row.refundDue > 0 ? `Refund due ${formatRupees(row.refundDue)}` : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** 'Refunded ₹175 through the provider (rfnd_1)', 'Refunded ₹350 by hand (UPI 4123) by admin@pod.example, 21 November 2026, 10:30 AM'. */
export function refundNote(refund: AdminRefundRow): string {
  const money = `Refunded ${formatRupees(refund.amount)}`;
  if (refund.status === 'manual') {
    if (!refund.paidBy || !refund.paidAt) return `${money} by hand, recorded at the cancel (${refund.id})`;
    return `${money} by hand (${refund.reference ?? refund.id}) by ${refund.paidBy}, ${formatKolkataDateTime(Date.parse(refund.paidAt))}`;
  }
  return `${money} through the provider (${refund.reference ?? refund.id})`;
}

export function paymentRowView(row: AdminPaymentRow): PaymentRowView {
  return {
    id: row.id,
    productName: row.productName,
    customerName: row.customerName,
    customerPhone: row.customerPhone,
    customerEmail: row.customerEmail,
    amount: formatRupees(row.amount),
    refundText: refundText(row),
    paymentId: row.paymentId,
    status: row.status,
    statusLabel: paymentStatusLabels[row.status],
    statusTone: paymentStatusTones[row.status],
    verificationLabel: row.verification === 'verified' ? 'Verified' : 'Unverified',
    verificationTone: row.verification === 'verified' ? 'success' : 'neutral',
    method: methodLabel(row.paymentMethod),
    date: formatDisplayDate(row.date),
    receiptSent: row.receiptSent,
    receiptHref: whatsappLink(row.customerPhone, adminPaymentReceiptMessage(row)),
    refundsDue: row.refunds
      .filter((r) => r.status === 'due')
      .map((r) => ({
        id: r.id,
        amount: formatRupees(r.amount),
        text: `Refund due ${formatRupees(r.amount)} (${r.id}): ${r.reason}`,
      })),
    refundNotes: row.refunds.filter((r) => r.status !== 'due').map(refundNote),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Customers

/** What the customers' Spend column counts (the server's rule: revenue's, per customer). */
export const customerSpendNote = 'Spend counts verified payments, net of refunds (demo payments never count).';

export interface CustomerRowView {
  phone: string;
  name: string;
  email: string;
  bookings: string;
  orders: string;
  spend: string;
  lastVisit: string;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function customerRowView(row: AdminCustomerRow): CustomerRowView {
  return {
    phone: row.phone.length === 10 ? `${row.phone.slice(0, 5)} ${row.phone.slice(5)}` : row.phone,
    name: row.name,
    email: row.email || '—',
    bookings: count(row.bookings, 'booking', 'bookings'),
    orders: count(row.orders, 'order', 'orders'),
    spend: formatRupees(row.spend),
    lastVisit: row.lastVisit ? formatDisplayDate(row.lastVisit) : 'No visit yet',
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Pages

export interface PaginationView {
  /** 'Showing 1–10 of 12'. */
  label: string;
  page: number;
  pageCount: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

export function paginationView(page: Pick<Page<unknown>, 'total' | 'page' | 'pageSize'>): PaginationView {
  const pageCount = Math.max(1, Math.ceil(page.total / page.pageSize));
  const first = page.total === 0 ? 0 : (page.page - 1) * page.pageSize + 1;
  const last = Math.min(page.total, page.page * page.pageSize);
  return {
    label: page.total === 0 ? 'No results' : `Showing ${first}–${last} of ${page.total}`,
    page: page.page,
    pageCount,
    hasPrevious: page.page > 1,
    hasNext: page.page < pageCount,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Revenue

export const revenueKeyLabels: Record<SportId | 'shop', string> = {
  ...(Object.fromEntries(sportIds.map((id) => [id, sportById(id).name])) as Record<SportId, string>),
  shop: 'Shop & other',
};

export interface RevenueView {
  total: string;
  /** '9 Dec 2029 – 7 Jan 2030'. */
  range: string;
  days: { date: string; label: string; amount: number; amountLabel: string }[];
  sources: { key: string; label: string; amount: number; amountLabel: string }[];
  empty: boolean;
}

const shortDate = (iso: string) => {
  const p = parseIsoDate(iso);
  return p ? `${p.day} ${monthShortNames[p.month - 1]}` : iso;
};

export function revenueView(revenue: AdminRevenue): RevenueView {
  const year = (iso: string) => iso.slice(0, 4);
  return {
    total: formatRupees(revenue.total),
    range: `${shortDate(revenue.from)} ${year(revenue.from)} – ${shortDate(revenue.to)} ${year(revenue.to)}`,
    days: revenue.byDay.map((d) => ({
      date: d.date,
      label: shortDate(d.date),
      amount: d.amount,
      amountLabel: formatRupees(d.amount),
    })),
    sources: revenue.bySport.map((s) => ({
      key: s.key,
      label: revenueKeyLabels[s.key],
      amount: s.amount,
      amountLabel: formatRupees(s.amount),
    })),
    empty: revenue.total === 0,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Calendar

export const calendarKindLabels: Record<CalendarBlockKind, string> = {
  booking: 'Booked',
  pending: 'Pending payment',
  hold: 'Held',
  coaching: 'Coaching',
};

const clockOf = (minutes: number) =>
  to12Hour(`${String(Math.floor((minutes % 1440) / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);

export interface CalendarBlockView {
  key: string;
  kind: CalendarBlockKind;
  kindLabel: string;
  label: string;
  /** '9:00 AM – 10:00 AM' ('12:00 AM' at either end of the day). */
  timeLabel: string;
  /** Position on the day, in percent of 24 hours. */
  startPercent: number;
  widthPercent: number;
}

export interface CalendarView {
  date: string;
  /** 'Monday, 7 January 2030'. */
  dateLabel: string;
  previousDate: string;
  nextDate: string;
  /** Hour marks along the time axis (every 3 hours). */
  hours: { label: string; percent: number }[];
  rows: { key: string; sport: string; court: string; blocks: CalendarBlockView[] }[];
  /** True when no court has a booking or hold (coaching alone does not count). */
  empty: boolean;
}

export function calendarView(calendar: AdminCalendar): CalendarView {
  const rows = calendar.courts.map((c) => ({
    key: `${c.sport}-${c.court}`,
    sport: sportById(c.sport).name,
    court: `Court ${c.court}`,
    blocks: c.blocks.map((b, i) => ({
      key: `${c.sport}-${c.court}-${i}`,
      kind: b.kind,
      kindLabel: calendarKindLabels[b.kind],
      label: b.label,
      timeLabel: `${clockOf(b.start)} – ${clockOf(b.end)}`,
      startPercent: (b.start / 1440) * 100,
      widthPercent: ((b.end - b.start) / 1440) * 100,
    })),
  }));
  return {
    date: calendar.date,
    dateLabel: formatLongDate(calendar.date),
    previousDate: addDays(calendar.date, -1),
    nextDate: addDays(calendar.date, 1),
    hours: Array.from({ length: 8 }, (_, i) => ({
      label: clockOf(i * 180).replace(':00', ''),
      percent: (i * 180 * 100) / 1440,
    })),
    rows,
    empty: rows.every((r) => r.blocks.every((b) => b.kind === 'coaching')),
  };
}
