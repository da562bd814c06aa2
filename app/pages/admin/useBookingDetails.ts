import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { createActor } from 'xstate';
import type { AdminBookingsScreenProps } from '../../../design-system/screens/AdminBookingsScreen';
import { ALL, paginationView } from '../../../machines/admin/admin.view';
import { bookingStatusOptions, sportFilterOptions } from '../../../machines/admin/adminBookings.view';
import type { AdminBookingStatus } from '../../../machines/admin/admin.types';
import {
  bookingDetailsCopy,
  bookingListRowView,
  bookingPermissions,
  bookingRangeError,
  bookingRecordView,
} from '../../../machines/admin/bookingRecord.view';
import type { ResourceParams } from '../../../machines/admin/adminResource.machine';
import type { StaffRole } from '../../../machines/admin/roles';
import type { Page } from '../../../machines/api/admin.schema';
import type { AdminBookingRow } from '../../../machines/api/adminBookings.schema';
import type { AdminBookingRecord } from '../../../machines/api/bookingRecord.schema';
import type { SportId } from '../../../machines/booking/sports';
import { isoDateInKolkata } from '../../../machines/time/dates';
import { AdminApiError, listBookings } from '../../adapters/adminApi';
import { ADMIN_LIVE_POLL_MS, adminLiveUpdates } from '../../adapters/adminApiLive';
import { getBookingRecord } from '../../adapters/adminBookingRecordApi';
import { now } from '../../adapters/clock';
import { bookingActionProps, useDashboardFlows } from './useDashboardFlows';
import { useResource } from './useResource';
import { useMessageResend } from './useMessageResend';

/** The address's parameter naming the open record: `/admin/bookings?ref=POD-7K3M-9QXA-R2TB` (or a session's id). */
export const RECORD_PARAM = 'ref';

const text = (value: string | number | undefined) => (typeof value === 'string' ? value : '');
const chosen = (value: string | number | undefined) =>
  typeof value === 'string' && value !== '' && value !== ALL ? value : undefined;

/** A record as read for a key: found, or why there is none (the server's 404 or 400 message). */
type RecordAnswer = { key: string } & ({ record: AdminBookingRecord } | { missing: string });

async function readRecord(key: string): Promise<RecordAnswer | null> {
  if (!key) return null;
  try {
    return { key, record: await getBookingRecord(key) };
  } catch (error) {
    if (error instanceof AdminApiError && (error.status === 404 || error.status === 400))
      return { key, missing: error.message };
    throw error;
  }
}

const noRange = { from: '', to: '' };
const noFilters = { q: '', from: '', to: '', sport: ALL, status: ALL, page: 1 };

/**
 * Booking Details' container: the list's resource machine (search, dates, sport, status, page), the open record's
 * (the address's `ref`), the dashboard machine for the cancel and move dialogs and the chat mark, Resend, and live
 * updates reading both again; the screen's props, with what `role` may do.
 */
export function useBookingDetails(role: StaffRole): AdminBookingsScreenProps {
  const [today] = useState(() => isoDateInKolkata(now()));
  const [searchParams, setSearchParams] = useSearchParams();
  const key = searchParams.get(RECORD_PARAM)?.trim() ?? '';
  const permissions = bookingPermissions(role);

  const list = useResource<Page<AdminBookingRow>>(
    (p) =>
      listBookings({
        q: chosen(p.q),
        from: chosen(p.from),
        to: chosen(p.to),
        sport: chosen(p.sport) as SportId | undefined,
        status: chosen(p.status) as AdminBookingStatus | undefined,
        page: typeof p.page === 'number' ? p.page : 1,
      }),
    noFilters,
  );
  const opened = useResource<RecordAnswer | null>((p) => readRecord(text(p.key)), { key });
  // The dates as typed: a range that ends before it starts is shown with its message and not asked for.
  const [range, setRange] = useState(noRange);
  const rangeError = bookingRangeError(range.from, range.to);

  const openKey = useEffectEvent((next: string) => {
    if (text(opened.params.key) !== next) opened.actor.send({ type: 'user.setParams', params: { key: next } });
  });
  useEffect(() => openKey(key), [key]);

  // A change reads the list and the open record again (the dashboard machine names what changed).
  const [refresher] = useState(() => ({
    send: (event: { type: 'data.refresh' }) => {
      list.actor.send(event);
      opened.actor.send(event);
    },
  }));
  const idle = { send: () => undefined };
  const flows = useDashboardFlows(today, {
    bookings: refresher,
    stats: idle,
    payments: idle,
    calendar: idle,
    customers: idle,
    revenue: idle,
  });

  // Live: a slot changed anywhere (a visitor paid, cancelled or rescheduled; another staff member's change).
  useEffect(() => {
    const live = createActor(adminLiveUpdates, { input: { pollMs: ADMIN_LIVE_POLL_MS } });
    live.on('update', () => refresher.send({ type: 'data.refresh' }));
    live.start();
    live.send({ type: 'watch', key: 'all' });
    return () => void live.stop();
  }, [refresher]);

  const { resendingIds, resendError, clearResendError, resend } = useMessageResend(() =>
    opened.actor.send({ type: 'data.refresh' }),
  );

  const answer = opened.data;
  const current = answer && answer.key === key ? answer : null;
  const record = current && 'record' in current ? current.record : null;
  const view = useMemo(() => (record ? bookingRecordView(record) : undefined), [record]);
  const rows = list.data?.rows ?? null;
  const rowViews = useMemo(() => rows?.map(bookingListRowView) ?? null, [rows]);

  const setParams = (params: ResourceParams) => list.actor.send({ type: 'user.setParams', params });

  return {
    copy: bookingDetailsCopy,
    viewOnly: !permissions.change,
    canResend: permissions.resend,
    filters: {
      q: text(list.params.q),
      from: range.from,
      to: range.to,
      sport: text(list.params.sport) || ALL,
      status: text(list.params.status) || ALL,
    },
    rangeError,
    sportOptions: sportFilterOptions,
    statusOptions: bookingStatusOptions,
    onSearchChange: (q) => list.actor.send({ type: 'user.search', q }),
    onFilterChange: (field, value) => {
      if (field === 'sport' || field === 'status') return setParams({ [field]: value });
      const next = { ...range, [field]: value };
      setRange(next);
      if (!bookingRangeError(next.from, next.to)) setParams(next);
    },
    onClearFilters: () => {
      setRange(noRange);
      setParams(noFilters);
    },
    status: list.status,
    rows: rowViews,
    pagination: list.data ? paginationView(list.data) : null,
    errorText: list.error,
    emptyText: bookingDetailsCopy.emptyText,
    onPageChange: (page) => setParams({ page }),
    onRetry: () => list.actor.send({ type: 'user.retry' }),
    onOpen: (next) => {
      clearResendError();
      setSearchParams({ [RECORD_PARAM]: next });
    },
    record: key
      ? {
          state:
            opened.status === 'error' ? 'error' : !current ? 'loading' : 'missing' in current ? 'notFound' : 'ready',
          view,
          message:
            opened.status === 'error' ? opened.error : current && 'missing' in current ? current.missing : undefined,
          onBack: () => {
            clearResendError();
            setSearchParams({});
          },
          onRetry: () => opened.actor.send({ type: 'user.retry' }),
          onResend: resend,
          resendingIds,
          resendError,
          emptyTexts: {
            payments: bookingDetailsCopy.noPayment,
            messages: bookingDetailsCopy.noMessages,
            waitlist: bookingDetailsCopy.noWaitlist,
          },
          loadingLabel: bookingDetailsCopy.loadingRecord,
        }
      : null,
    ...bookingActionProps(flows, today, (id) => record?.sessions.find((s) => s.id === id)),
  };
}
