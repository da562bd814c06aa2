import { useEffect, useMemo, useState } from 'react';
import { createActor } from 'xstate';
import type { AdminDashboardScreenProps, AdminTab } from '../../../design-system/screens/AdminDashboardScreen';
import {
  ALL,
  adminEmptyTexts,
  customerRowView,
  customerSpendNote,
  paginationView,
  revenueView,
  statCardLabels,
  statCardsView,
} from '../../../machines/admin/admin.view';
import { bookingRowView, bookingStatusOptions, sportFilterOptions } from '../../../machines/admin/adminBookings.view';
import { adminCalendarView } from '../../../machines/admin/adminCalendar.view';
import { paymentRowView, paymentStatusOptions } from '../../../machines/admin/adminPayments.view';
import type { ResourceParams } from '../../../machines/admin/adminResource.machine';
import { manualRefundDialogView } from '../../../machines/admin/manualRefund.view';
import type { AdminStats, Page } from '../../../machines/api/admin.schema';
import type { AdminBookingRow } from '../../../machines/api/adminBookings.schema';
import type { AdminPaymentRow } from '../../../machines/api/adminPayments.schema';
import type { AdminCalendar, AdminCustomerRow, AdminRevenue } from '../../../machines/api/adminReports.schema';
import type { AdminBookingStatus, AdminPaymentStatus } from '../../../machines/admin/admin.types';
import type { SportId } from '../../../machines/booking/sports';
import { telLink } from '../../../machines/links/outbound';
import { formatDisplayDate, isoDateInKolkata } from '../../../machines/time/dates';
import { getCalendar, getRevenue, getStats, listBookings, listCustomers, listPayments } from '../../adapters/adminApi';
import { ADMIN_LIVE_POLL_MS, adminLiveUpdates } from '../../adapters/adminApiLive';
import { now } from '../../adapters/clock';
import { adminSettingsOf } from '../../content/admin';
import { useSite } from '../../layout/siteSettings';
import { bookingActionProps, useDashboardFlows } from './useDashboardFlows';
import { useResource } from './useResource';

const text = (value: string | number | undefined) => (typeof value === 'string' ? value : '');
const chosen = (value: string | number | undefined) =>
  typeof value === 'string' && value !== '' && value !== ALL ? value : undefined;
const pageOf = (params: ResourceParams) => (typeof params.page === 'number' ? params.page : 1);

/**
 * The dashboard's container: one resource machine per piece of data (cards, bookings, payments, calendar, customers,
 * revenue) and the dashboard machine for its dialogs, exports and sent chats, with the server's calls and the
 * downloads as their actors; it carries out what the dashboard machine emits (toasts, links, refreshes) and turns
 * the snapshots into the screen's props.
 */
export function useAdminDashboard(options: {
  initialTab: AdminTab;
  onLogout: () => void;
  loggingOut: boolean;
  renderChart: AdminDashboardScreenProps['revenue']['renderChart'];
}): AdminDashboardScreenProps {
  const site = useSite();
  const [today] = useState(() => isoDateInKolkata(now()));
  const [tab, setTab] = useState<AdminTab>(options.initialTab);

  const stats = useResource<AdminStats>(() => getStats(), {});
  const bookings = useResource<Page<AdminBookingRow>>(
    (p) =>
      listBookings({
        date: chosen(p.date),
        sport: chosen(p.sport) as SportId | undefined,
        status: chosen(p.status) as AdminBookingStatus | undefined,
        q: chosen(p.q),
        page: pageOf(p),
      }),
    { date: '', sport: ALL, status: ALL, q: '', page: 1 },
  );
  const payments = useResource<Page<AdminPaymentRow>>(
    (p) =>
      listPayments({ status: chosen(p.status) as AdminPaymentStatus | undefined, q: chosen(p.q), page: pageOf(p) }),
    { status: ALL, q: '', page: 1 },
  );
  const calendar = useResource<AdminCalendar>((p) => getCalendar(text(p.date) || today), { date: today });
  const customers = useResource<Page<AdminCustomerRow>>((p) => listCustomers({ q: chosen(p.q), page: pageOf(p) }), {
    q: '',
    page: 1,
  });
  const revenue = useResource<AdminRevenue>(() => getRevenue(), {});

  const flows = useDashboardFlows(today, {
    stats: stats.actor,
    bookings: bookings.actor,
    payments: payments.actor,
    calendar: calendar.actor,
    customers: customers.actor,
    revenue: revenue.actor,
  });
  const { dashboard, refunding, exportingCsv, exportingData } = flows;
  // Live: a slot changed anywhere (a visitor paid or cancelled, a hold ended, another staff member's change) reads
  // the bookings, the cards, the calendar and the customers again.
  useEffect(() => {
    const live = createActor(adminLiveUpdates, { input: { pollMs: ADMIN_LIVE_POLL_MS } });
    live.on('update', () => {
      for (const r of [bookings, stats, calendar, customers]) r.actor.send({ type: 'data.refresh' });
    });
    live.start();
    live.send({ type: 'watch', key: 'all' });
    return () => void live.stop();
    // The resources' actors are the page's for its life; their other fields change with every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bookings.actor, stats.actor, calendar.actor, customers.actor]);

  const bookingRows = bookings.data?.rows ?? null;
  const paymentRows = payments.data?.rows ?? null;
  const findBooking = (id: string) => bookingRows?.find((r) => r.id === id);
  const findPayment = (id: string) => paymentRows?.find((r) => r.id === id);

  const bookingViews = useMemo(() => bookingRows?.map(bookingRowView) ?? null, [bookingRows]);
  const paymentViews = useMemo(() => paymentRows?.map(paymentRowView) ?? null, [paymentRows]);

  return {
    todayLabel: `Today, ${formatDisplayDate(today)}`,
    phone: { display: site.phones.sports, href: telLink(site.phones.sports) },
    homeHref: '/',
    exporting: exportingData,
    onExportData: () => dashboard.send({ type: 'user.exportData' }),
    onLogout: options.onLogout,
    loggingOut: options.loggingOut,
    stats: {
      status: stats.data ? (stats.status === 'error' ? 'error' : 'ready') : stats.status,
      cards: stats.data ? statCardsView(stats.data) : [],
      labels: statCardLabels,
      errorText: stats.error,
      onRetry: () => stats.actor.send({ type: 'user.retry' }),
    },
    tab,
    onTabChange: setTab,
    bookings: {
      filters: {
        date: text(bookings.params.date),
        sport: text(bookings.params.sport) || ALL,
        status: text(bookings.params.status) || ALL,
        q: text(bookings.params.q),
      },
      sportOptions: sportFilterOptions,
      statusOptions: bookingStatusOptions,
      onFilterChange: (field, value) => bookings.actor.send({ type: 'user.setParams', params: { [field]: value } }),
      onSearchChange: (q) => bookings.actor.send({ type: 'user.search', q }),
      onClearFilters: () =>
        bookings.actor.send({ type: 'user.setParams', params: { date: '', sport: ALL, status: ALL, q: '' } }),
      status: bookings.status,
      rows: bookingViews,
      pagination: bookings.data ? paginationView(bookings.data) : null,
      errorText: bookings.error,
      emptyText: adminEmptyTexts.bookings,
      onPageChange: (page) => bookings.actor.send({ type: 'user.setParams', params: { page } }),
      onRetry: () => bookings.actor.send({ type: 'user.retry' }),
      ...bookingActionProps(flows, today, findBooking),
    },
    payments: {
      filters: { status: text(payments.params.status) || ALL, q: text(payments.params.q) },
      statusOptions: paymentStatusOptions,
      onStatusChange: (status) => payments.actor.send({ type: 'user.setParams', params: { status } }),
      onSearchChange: (q) => payments.actor.send({ type: 'user.search', q }),
      status: payments.status,
      rows: paymentViews,
      pagination: payments.data ? paginationView(payments.data) : null,
      errorText: payments.error,
      emptyText: adminEmptyTexts.payments,
      onPageChange: (page) => payments.actor.send({ type: 'user.setParams', params: { page } }),
      onRetry: () => payments.actor.send({ type: 'user.retry' }),
      onSendReceipt: (id) => {
        const row = findPayment(id);
        if (row) dashboard.send({ type: 'user.sendReceipt', row, href: paymentRowView(row).receiptHref });
      },
      onMarkRefundPaid: (paymentId, refundId) => {
        const row = findPayment(paymentId);
        if (row) dashboard.send({ type: 'user.markRefundPaid', row, refundId });
      },
      refundDialog: refunding ? manualRefundDialogView(refunding) : null,
      onRefundReferenceChange: (reference) => dashboard.send({ type: 'user.changeRefundReference', reference }),
      onRefundPaidDismiss: () => dashboard.send({ type: 'user.dismiss' }),
      onRefundPaidConfirm: () => dashboard.send({ type: 'user.confirm' }),
      exporting: exportingCsv,
      onExportCsv: () =>
        dashboard.send({
          type: 'user.exportCsv',
          query: { status: text(payments.params.status), q: text(payments.params.q) },
        }),
    },
    calendar: {
      date: text(calendar.params.date) || today,
      status: calendar.status,
      view: calendar.data ? adminCalendarView(calendar.data) : null,
      errorText: calendar.error,
      emptyText: adminEmptyTexts.calendar,
      onDateChange: (date) => calendar.actor.send({ type: 'user.setParams', params: { date } }),
      onToday: () => calendar.actor.send({ type: 'user.setParams', params: { date: today } }),
      onRetry: () => calendar.actor.send({ type: 'user.retry' }),
    },
    customers: {
      q: text(customers.params.q),
      onSearchChange: (q) => customers.actor.send({ type: 'user.search', q }),
      status: customers.status,
      rows: customers.data?.rows.map(customerRowView) ?? null,
      pagination: customers.data ? paginationView(customers.data) : null,
      errorText: customers.error,
      emptyText: text(customers.params.q) ? adminEmptyTexts.customers : adminEmptyTexts.customersNone,
      spendNote: customerSpendNote,
      onPageChange: (page) => customers.actor.send({ type: 'user.setParams', params: { page } }),
      onRetry: () => customers.actor.send({ type: 'user.retry' }),
    },
    revenue: {
      status: revenue.status,
      view: revenue.data ? revenueView(revenue.data) : null,
      errorText: revenue.error,
      emptyText: adminEmptyTexts.revenue,
      onRetry: () => revenue.actor.send({ type: 'user.retry' }),
      renderChart: options.renderChart,
    },
    settings: adminSettingsOf(site),
  };
}
