import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { ALL } from '../../../machines/admin/admin.view';
import { adminDashboardMachine } from '../../../machines/admin/adminDashboard.machine';
import {
  selectCancelDialog,
  selectExporting,
  selectMoveDialog,
  selectRefundDialog,
} from '../../../machines/admin/adminDashboard.select';
import type { DashboardResource } from '../../../machines/admin/adminDashboard.types';
import type { AdminPaymentStatus } from '../../../machines/admin/admin.types';
import type { AdminBookingRow } from '../../../machines/api/adminBookings.schema';
import { bookingRowView, moveOptions } from '../../../machines/admin/adminBookings.view';
import { cancelRefundOutcome, cancelRefundView } from '../../../machines/admin/cancelRefund.view';
import { to12Hour } from '../../../machines/booking/slots';
import { PAYMENTS_CSV_FILENAME } from '../../../machines/files/paymentsCsv';
import { formatRupees } from '../../../machines/money/money';
import { formatDisplayDate } from '../../../machines/time/dates';
import {
  cancelBooking,
  exportDataText,
  markReceiptSent,
  markRefundPaid,
  markWhatsappSent,
  moveBooking,
  paymentsCsvText,
  refundQuote,
} from '../../adapters/adminApi';
import { downloadTextFile } from '../../adapters/download';
import { openExternal } from '../../adapters/openExternal';
import { adminActionToasts } from '../../content/admin';
import { useToast } from '../../toasts';
import type { BookingsPanelProps } from '../../../design-system/screens/AdminDashboardScreen';

/** The toast title of each thing that could not be done. */
const failureTitles = {
  csv: 'Export Failed',
  data: 'Export Failed',
  whatsapp: 'WhatsApp Message Not Recorded',
  receipt: 'Receipt Not Recorded',
} as const;

const chosen = (value: string) => (value !== '' && value !== ALL ? value : undefined);

/**
 * Runs the dashboard machine (adminDashboard.machine.ts) with the admin API and the downloads as its actors, and
 * carries out what it emits: the toasts, the chat links and the refresh of the resources whose data changed.
 */
export function useDashboardFlows(
  today: string,
  resources: Record<DashboardResource, { send: (event: { type: 'data.refresh' }) => void }>,
) {
  const { push } = useToast();
  const [machine] = useState(() =>
    adminDashboardMachine.provide({
      actors: {
        refundQuote: fromPromise(({ input }) => refundQuote(input.id)),
        cancelBooking: fromPromise(({ input }) => cancelBooking(input.id, input.request)),
        moveBooking: fromPromise(({ input }) => moveBooking(input.id, input.request)),
        markRefundPaid: fromPromise(async ({ input }) => {
          await markRefundPaid(input.id, input.request);
        }),
        recordSent: fromPromise(async ({ input }) => {
          await (input.kind === 'whatsapp' ? markWhatsappSent(input.id) : markReceiptSent(input.id));
        }),
        exportCsv: fromPromise(async ({ input }) => {
          const csv = await paymentsCsvText({
            status: chosen(input.status) as AdminPaymentStatus | undefined,
            q: chosen(input.q),
          });
          downloadTextFile(PAYMENTS_CSV_FILENAME, csv, 'text/csv;charset=utf-8');
        }),
        exportData: fromPromise(async () => {
          const json = await exportDataText();
          downloadTextFile(`pod_export_${today}.json`, json, 'application/json;charset=utf-8');
        }),
      },
    }),
  );
  const dashboard = useActorRef(machine, { input: { today } });
  const cancelling = useSelector(dashboard, selectCancelDialog);
  const moving = useSelector(dashboard, selectMoveDialog);
  const refunding = useSelector(dashboard, selectRefundDialog);
  const exportingCsv = useSelector(dashboard, (s) => selectExporting(s, 'csv'));
  const exportingData = useSelector(dashboard, (s) => selectExporting(s, 'data'));

  // The resource machines' actors live as long as the page: the first render's are the ones.
  const [actors] = useState(resources);
  useEffect(() => {
    const subscriptions = [
      dashboard.on('openLink', ({ href }) => openExternal(href)),
      dashboard.on('refresh', (event) => {
        for (const name of event.resources) actors[name].send({ type: 'data.refresh' });
      }),
      dashboard.on('recorded', ({ kind, name }) =>
        push(kind === 'whatsapp' ? adminActionToasts.whatsappSent(name) : adminActionToasts.receiptSent(name)),
      ),
      dashboard.on('bookingCancelled', ({ id, refund }) =>
        push(adminActionToasts.bookingCancelled(id, cancelRefundOutcome(refund))),
      ),
      dashboard.on('bookingMoved', ({ row }) =>
        push(
          adminActionToasts.bookingMoved(
            row.id,
            `${formatDisplayDate(row.date)} at ${to12Hour(row.time)} on Court ${row.court}`,
          ),
        ),
      ),
      dashboard.on('refundRecorded', ({ amount, name, reference }) =>
        push(adminActionToasts.refundMarkedPaid(formatRupees(amount), name, reference)),
      ),
      dashboard.on('exported', ({ kind }) =>
        push(kind === 'csv' ? adminActionToasts.exportComplete : adminActionToasts.dataExported),
      ),
      dashboard.on('failed', ({ action, message }) => push(adminActionToasts.failed(failureTitles[action], message))),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [dashboard, actors, push]);

  return { dashboard, cancelling, moving, refunding, exportingCsv, exportingData };
}

type BookingActionProps = Pick<
  BookingsPanelProps,
  | 'onChat'
  | 'onEdit'
  | 'onCancel'
  | 'cancelDialog'
  | 'onCancelRefundChange'
  | 'onCancelConfirm'
  | 'onCancelDismiss'
  | 'editDialog'
  | 'onEditChange'
  | 'onEditSubmit'
  | 'onEditDismiss'
>;

/**
 * A listed booking's WhatsApp, Edit and Cancel and their dialogs as props (the dashboard's Bookings tab, Booking
 * Details), sent to and read from the dashboard machine; `find` gives the row of a booking id on screen. A booking is
 * moved to `today` at the earliest.
 */
export function bookingActionProps(
  { dashboard, cancelling, moving }: ReturnType<typeof useDashboardFlows>,
  today: string,
  find: (id: string) => AdminBookingRow | undefined,
): BookingActionProps {
  const withRow = (id: string, send: (row: AdminBookingRow) => void) => {
    const row = find(id);
    if (row) send(row);
  };
  return {
    onChat: (id) =>
      withRow(id, (row) => dashboard.send({ type: 'user.chat', row, href: bookingRowView(row).chatHref })),
    onEdit: (id) => withRow(id, (row) => dashboard.send({ type: 'user.edit', row })),
    onCancel: (id) => withRow(id, (row) => dashboard.send({ type: 'user.cancel', row })),
    cancelDialog: cancelling
      ? {
          booking: bookingRowView(cancelling.row),
          busy: cancelling.busy,
          error: cancelling.error,
          refund: cancelRefundView(cancelling.refund),
        }
      : null,
    onCancelRefundChange: (field, value) => dashboard.send({ type: 'user.changeCancelRefund', field, value }),
    onCancelDismiss: () => dashboard.send({ type: 'user.dismiss' }),
    onCancelConfirm: () => dashboard.send({ type: 'user.confirm' }),
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
    onEditChange: (field, value) => dashboard.send({ type: 'user.changeMove', field, value }),
    onEditDismiss: () => dashboard.send({ type: 'user.dismiss' }),
    onEditSubmit: () => dashboard.send({ type: 'user.confirm' }),
  };
}
