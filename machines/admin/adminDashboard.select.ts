/** What the app reads from the admin dashboard's snapshot: the open dialog (with its busy flag) and the exports. */
import type { SnapshotFrom } from 'xstate';
import type { adminDashboardMachine } from './adminDashboard.machine';
import type { CancelDialog, DashboardExport, MoveDialog } from './adminDashboard.types';
import type { ManualRefundDraft } from './manualRefund.view';

export type AdminDashboardSnapshot = SnapshotFrom<typeof adminDashboardMachine>;

/** The cancel dialog, busy while the cancel is on its way; null when closed. */
export function selectCancelDialog(snapshot: AdminDashboardSnapshot): (CancelDialog & { busy: boolean }) | null {
  const { cancel } = snapshot.context;
  return cancel && { ...cancel, busy: snapshot.matches({ dialog: { cancelling: 'submitting' } }) };
}

/** The move (Edit) dialog, busy while the move is on its way; null when closed. */
export function selectMoveDialog(snapshot: AdminDashboardSnapshot): (MoveDialog & { busy: boolean }) | null {
  const { move } = snapshot.context;
  return move && { ...move, busy: snapshot.matches({ dialog: { moving: 'submitting' } }) };
}

/** The mark-refund-paid dialog's draft, busy while it is on its way; null when closed. */
export function selectRefundDialog(snapshot: AdminDashboardSnapshot): ManualRefundDraft | null {
  const { refund } = snapshot.context;
  return refund && { ...refund, busy: snapshot.matches({ dialog: { refunding: 'submitting' } }) };
}

/** True while that export is being made. */
export function selectExporting(snapshot: AdminDashboardSnapshot, kind: DashboardExport): boolean {
  return snapshot.matches(kind === 'csv' ? { csvExport: 'exporting' } : { dataExport: 'exporting' });
}
