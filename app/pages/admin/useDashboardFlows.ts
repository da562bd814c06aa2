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
import { cancelRefundOutcome } from '../../../machines/admin/cancelRefund.view';
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
