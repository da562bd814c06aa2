/**
 * What the admin screens show, derived from the admin API's answers: plain, display-ready data (money, dates and
 * times formatted, status labels and tones decided, chat links built). The design system takes these as props;
 * the app and the stories build them here, so a rule lives in one place. This file holds what every panel shares,
 * the stat cards, customers and revenue; adminBookings.view.ts, adminPayments.view.ts and adminCalendar.view.ts the
 * rest.
 */
import type { AdminStats, Page } from '../api/admin.schema';
import type { AdminCustomerRow, AdminRevenue } from '../api/adminReports.schema';
import { occupancyPercent } from './admin.rules';
import { sportById, sportIds, type SportId } from '../booking/sports';
import { formatRupees } from '../money/money';
import { formatDisplayDate, monthShortNames, parseIsoDate } from '../time/dates';

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
