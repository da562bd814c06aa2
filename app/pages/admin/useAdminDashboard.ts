import { useCallback, useEffect, useMemo, useState } from 'react';
import { createActor } from 'xstate';
import type {
  AdminDashboardScreenProps,
  AdminTab,
  MoveField,
} from '../../../design-system/screens/AdminDashboardScreen';
import {
  ALL,
  adminEmptyTexts,
  bookingRowView,
  bookingStatusOptions,
  calendarView,
  customerRowView,
  customerSpendNote,
  moveOptions,
  paginationView,
  paymentRowView,
  paymentStatusOptions,
  revenueView,
  sportFilterOptions,
  statCardLabels,
  statCardsView,
} from '../../../machines/admin/admin.view';
import type { ResourceParams } from '../../../machines/admin/adminResource.machine';
import {
  cancelRefundOutcome,
  cancelRefundView,
  cancelRequestOf,
  type CancelRefundDraft,
} from '../../../machines/admin/cancelRefund.view';
import {
  manualRefundDialogView,
  manualRefundDraft,
  manualRefundRequestOf,
  type ManualRefundDraft,
} from '../../../machines/admin/manualRefund.view';
import type {
  AdminBookingRow,
  AdminCalendar,
  AdminCustomerRow,
  AdminPaymentRow,
  AdminRevenue,
  AdminStats,
  Page,
} from '../../../machines/api/admin.schema';
import type { AdminBookingStatus, AdminPaymentStatus } from '../../../machines/admin/admin.types';
import { PAYMENTS_CSV_FILENAME } from '../../../machines/files/paymentsCsv';
import type { SportId } from '../../../machines/booking/sports';
import { telLink } from '../../../machines/links/outbound';
import { formatRupees } from '../../../machines/money/money';
import { formatDisplayDate, isoDateInKolkata } from '../../../machines/time/dates';
import { to12Hour } from '../../../machines/booking/slots';
import {
  cancelBooking,
  refundQuote,
  exportDataText,
  getCalendar,
  getRevenue,
  getStats,
  listBookings,
  listCustomers,
  listPayments,
  markReceiptSent,
  markRefundPaid,
  markWhatsappSent,
  moveBooking,
  paymentsCsvText,
  AdminApiError,
} from '../../adapters/adminApi';
import { ADMIN_LIVE_POLL_MS, adminLiveUpdates } from '../../adapters/adminApiLive';
import { now } from '../../adapters/clock';
import { downloadTextFile } from '../../adapters/download';
import { openExternal } from '../../adapters/openExternal';
import { siteConfig } from '../../config/site';
import { adminActionToasts, adminSettings } from '../../content/admin';
import { useToast } from '../../toasts';
import { useResource } from './useResource';

const text = (value: string | number | undefined) => (typeof value === 'string' ? value : '');
const chosen = (value: string | number | undefined) =>
  typeof value === 'string' && value !== '' && value !== ALL ? value : undefined;
const pageOf = (params: ResourceParams) => (typeof params.page === 'number' ? params.page : 1);
const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'Something went wrong. Please try again.';

interface MoveDraft {
  row: AdminBookingRow;
  date: string;
  time: string;
  court: string;
  busy: boolean;
  error?: string;
}

/**
 * The dashboard's container logic: one resource machine per piece of data (cards, bookings, payments, calendar,
 * customers, revenue) with the server's calls as their actors, the actions (chat, cancel, move, receipt, exports)
 * with their toasts, and the view model turning answers into the screen's props.
 */
export function useAdminDashboard(options: {
  initialTab: AdminTab;
  onLogout: () => void;
  loggingOut: boolean;
  renderChart: AdminDashboardScreenProps['revenue']['renderChart'];
}): AdminDashboardScreenProps {
  const { push } = useToast();
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

  const [cancelling, setCancelling] = useState<{
    row: AdminBookingRow;
    busy: boolean;
    error?: string;
    refund: CancelRefundDraft;
  } | null>(null);
  const [moving, setMoving] = useState<MoveDraft | null>(null);
  const [refunding, setRefunding] = useState<ManualRefundDraft | null>(null);
  const [exportingCsv, setExportingCsv] = useState(false);
  const [exportingData, setExportingData] = useState(false);

  const bookingsChanged = useCallback(() => {
    for (const r of [bookings, stats, calendar, customers]) r.actor.send({ type: 'data.refresh' });
  }, [bookings, stats, calendar, customers]);
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
  // A refund made changes the payment, the cards (refunds owed, revenue), revenue and customers' spend.
  const refundsChanged = useCallback(() => {
    for (const r of [payments, stats, revenue, customers]) r.actor.send({ type: 'data.refresh' });
  }, [payments, stats, revenue, customers]);

  const bookingRows = bookings.data?.rows ?? null;
  const paymentRows = payments.data?.rows ?? null;
  const findBooking = (id: string) => bookingRows?.find((r) => r.id === id);
  const findPayment = (id: string) => paymentRows?.find((r) => r.id === id);

  const bookingViews = useMemo(() => bookingRows?.map(bookingRowView) ?? null, [bookingRows]);
  const paymentViews = useMemo(() => paymentRows?.map(paymentRowView) ?? null, [paymentRows]);

  const failed = (title: string, error: unknown) => push(adminActionToasts.failed(title, messageOf(error)));

  return {
    todayLabel: `Today, ${formatDisplayDate(today)}`,
    phone: { display: siteConfig.phones.sports.display, href: telLink(siteConfig.phones.sports.display) },
    homeHref: '/',
    exporting: exportingData,
    onExportData: () => {
      setExportingData(true);
      exportDataText()
        .then((json) => {
          downloadTextFile(`pod_export_${today}.json`, json, 'application/json;charset=utf-8');
          push(adminActionToasts.dataExported);
        })
        .catch((error: unknown) => failed('Export Failed', error))
        .finally(() => setExportingData(false));
    },
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
      onChat: (id) => {
        const row = findBooking(id);
        if (!row) return;
        openExternal(bookingRowView(row).chatHref);
        markWhatsappSent(id).then(
          () => {
            push(adminActionToasts.whatsappSent(row.customerName));
            bookings.actor.send({ type: 'data.refresh' });
          },
          (error: unknown) => failed('WhatsApp Message Not Recorded', error),
        );
      },
      onCancel: (id) => {
        const row = findBooking(id);
        if (!row) return;
        setCancelling({ row, busy: false, refund: { status: 'loading', quote: null, amount: '', reason: '' } });
        // The policy's refund is shown before staff confirm (the server computes it from the session and its clock).
        refundQuote(id).then(
          (quote) =>
            setCancelling((c) => (c?.row.id === id ? { ...c, refund: { ...c.refund, status: 'ready', quote } } : c)),
          () => setCancelling((c) => (c?.row.id === id ? { ...c, refund: { ...c.refund, status: 'error' } } : c)),
        );
      },
      cancelDialog: cancelling
        ? {
            booking: bookingRowView(cancelling.row),
            busy: cancelling.busy,
            error: cancelling.error,
            refund: cancelRefundView(cancelling.refund),
          }
        : null,
      onCancelRefundChange: (field, value) =>
        setCancelling((c) => (c && !c.busy ? { ...c, error: undefined, refund: { ...c.refund, [field]: value } } : c)),
      onCancelDismiss: () => setCancelling((c) => (c?.busy ? c : null)),
      onCancelConfirm: () => {
        if (!cancelling || cancelling.busy) return;
        const { row, refund } = cancelling;
        const asked = cancelRequestOf(refund);
        if ('error' in asked) return setCancelling({ ...cancelling, error: asked.error });
        setCancelling({ row, refund, busy: true });
        cancelBooking(row.id, asked.request).then(
          (cancelled) => {
            setCancelling(null);
            push(adminActionToasts.bookingCancelled(row.id, cancelRefundOutcome(cancelled.refund)));
            bookingsChanged();
            for (const r of [payments, revenue]) r.actor.send({ type: 'data.refresh' });
          },
          (error: unknown) => setCancelling({ row, refund, busy: false, error: messageOf(error) }),
        );
      },
      onEdit: (id) => {
        const row = findBooking(id);
        if (row)
          setMoving({
            row,
            date: row.date < today ? today : row.date,
            time: row.time,
            court: String(row.court),
            busy: false,
          });
      },
      editDialog: moving
        ? {
            booking: bookingRowView(moving.row),
            date: moving.date,
            time: moving.time,
            court: moving.court,
            minDate: today,
            timeOptions: moveOptions(moving.row.sport).times,
            courtOptions: moveOptions(moving.row.sport).courts,
            busy: moving.busy,
            error: moving.error,
          }
        : null,
      onEditChange: (field: MoveField, value: string) =>
        setMoving((m) => (m && !m.busy ? { ...m, [field]: value, error: undefined } : m)),
      onEditDismiss: () => setMoving((m) => (m?.busy ? m : null)),
      onEditSubmit: () => {
        if (!moving || moving.busy) return;
        const draft = moving;
        setMoving({ ...draft, busy: true, error: undefined });
        moveBooking(draft.row.id, { date: draft.date, time: draft.time, court: Number(draft.court) }).then(
          (moved) => {
            setMoving(null);
            push(
              adminActionToasts.bookingMoved(
                moved.id,
                `${formatDisplayDate(moved.date)} at ${to12Hour(moved.time)} on Court ${moved.court}`,
              ),
            );
            bookingsChanged();
          },
          (error: unknown) =>
            setMoving({
              ...draft,
              busy: false,
              error: error instanceof AdminApiError ? error.message : messageOf(error),
            }),
        );
      },
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
        if (!row) return;
        openExternal(paymentRowView(row).receiptHref);
        markReceiptSent(id).then(
          () => {
            push(adminActionToasts.receiptSent(row.customerName));
            payments.actor.send({ type: 'data.refresh' });
          },
          (error: unknown) => failed('Receipt Not Recorded', error),
        );
      },
      onMarkRefundPaid: (paymentId, refundId) => {
        const row = findPayment(paymentId);
        const draft = row ? manualRefundDraft(row, refundId) : null;
        if (draft) setRefunding(draft);
      },
      refundDialog: refunding ? manualRefundDialogView(refunding) : null,
      onRefundReferenceChange: (reference) =>
        setRefunding((r) => (r && !r.busy ? { ...r, reference, error: undefined } : r)),
      onRefundPaidDismiss: () => setRefunding((r) => (r?.busy ? r : null)),
      onRefundPaidConfirm: () => {
        if (!refunding || refunding.busy) return;
        const draft = refunding;
        const asked = manualRefundRequestOf(draft);
        if ('error' in asked) return setRefunding({ ...draft, error: asked.error });
        setRefunding({ ...draft, busy: true, error: undefined });
        markRefundPaid(draft.refund.id, asked.request).then(
          () => {
            setRefunding(null);
            push(
              adminActionToasts.refundMarkedPaid(
                formatRupees(draft.refund.amount),
                draft.payment.customerName,
                asked.request.reference,
              ),
            );
            refundsChanged();
          },
          (error: unknown) => {
            setRefunding({ ...draft, busy: false, error: messageOf(error) });
            // Refused because it was made meanwhile (by someone else): the list shows how it stands now.
            if (error instanceof AdminApiError && error.status === 409) payments.actor.send({ type: 'data.refresh' });
          },
        );
      },
      exporting: exportingCsv,
      onExportCsv: () => {
        setExportingCsv(true);
        paymentsCsvText({
          status: chosen(payments.params.status) as AdminPaymentStatus | undefined,
          q: chosen(payments.params.q),
        })
          .then((csv) => {
            downloadTextFile(PAYMENTS_CSV_FILENAME, csv, 'text/csv;charset=utf-8');
            push(adminActionToasts.exportComplete);
          })
          .catch((error: unknown) => failed('Export Failed', error))
          .finally(() => setExportingCsv(false));
      },
    },
    calendar: {
      date: text(calendar.params.date) || today,
      status: calendar.status,
      view: calendar.data ? calendarView(calendar.data) : null,
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
    settings: adminSettings,
  };
}
