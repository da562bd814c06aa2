import { css, type Theme } from '@emotion/react';
import { Download, HandCoins, Receipt } from 'lucide-react';
import type { Option } from '../../../machines/admin/admin.view';
import type { PaymentRowView } from '../../../machines/admin/adminPayments.view';
import type { ManualRefundDialogView } from '../../../machines/admin/manualRefund.view';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { Select } from '../../primitives/Select';
import { Text } from '../../primitives/Text';
import { TextField } from '../../primitives/TextField';
import {
  actionsStyles,
  dialogBodyStyles,
  dialogErrorStyles,
  panelStyles,
  ListTable,
  toolbarStyles,
  type ListPageProps,
} from './parts';
import { PaymentSummary } from './PaymentSummary';

export interface PaymentsPanelProps extends ListPageProps<PaymentRowView> {
  filters: { status: string; q: string };
  statusOptions: readonly Option[];
  onStatusChange: (status: string) => void;
  onSearchChange: (q: string) => void;
  /** Send Receipt: the receipt as a chat to the customer. */
  onSendReceipt: (id: string) => void;
  /** Export CSV: every payment matching the filters as pod_payments.csv. */
  onExportCsv: () => void;
  exporting: boolean;
  /** Whether the account may export (owners): without it there is no Export CSV. Default true. */
  canExport?: boolean;
  /** Mark paid: staff made this owed refund of this payment by hand; opens the dialog asking for its reference. */
  onMarkRefundPaid: (paymentId: string, refundId: string) => void;
  /** The mark-paid dialog, while open. */
  refundDialog: ManualRefundDialogView | null;
  onRefundReferenceChange: (reference: string) => void;
  onRefundPaidConfirm: () => void;
  onRefundPaidDismiss: () => void;
}

const owedRowStyles = (t: Theme) => css`
  & > * {
    background: ${t.color.status.warning.bg};
  }
`;

/**
 * The Payments tab: search, status filter, the list (verified or not, with its refunds), Send Receipt and Export CSV.
 * A refund still owed is flagged in its row with its amount and reason, and Mark refund paid records one staff made by
 * hand, with its reference.
 */
export function PaymentsPanel(props: PaymentsPanelProps) {
  const { filters, refundDialog } = props;
  return (
    <section css={panelStyles} aria-label="Payments" data-panel="payments">
      <div css={toolbarStyles} role="search" aria-label="Filter payments">
        <TextField
          label="Search"
          placeholder="Name, phone, email or payment ID"
          value={filters.q}
          onValueChange={props.onSearchChange}
          inputMode="search"
        />
        <Select
          label="Status"
          options={props.statusOptions}
          value={filters.status}
          onValueChange={props.onStatusChange}
        />
        {props.canExport !== false ? (
          <Button
            variant="outline"
            icon={<Download aria-hidden="true" />}
            busy={props.exporting}
            busyLabel="Exporting..."
            onClick={props.onExportCsv}
          >
            Export CSV
          </Button>
        ) : null}
      </div>
      <ListTable
        {...props}
        loadingLabel="Loading payments"
        label="Payments list"
        testId="payments-table"
        columns={['Receipt', 'Customer', 'Amount', 'Payment ID', 'Status', 'Date', 'Actions']}
        pagerLabel="Payments pages"
        row={(p) => (
          <tr
            key={p.id}
            data-payment={p.id}
            data-status={p.status}
            data-refund-due={p.refundsDue.length > 0 || undefined}
            css={p.refundsDue.length > 0 ? owedRowStyles : undefined}
          >
            <th scope="row">
              {p.id}
              <small>{p.productName}</small>
            </th>
            <td>
              {p.customerName}
              <small>{p.customerPhone}</small>
              <small>{p.customerEmail}</small>
            </td>
            <td>
              {p.amount}
              <small>{p.method}</small>
              {p.refundText && <small data-refund="">{p.refundText}</small>}
            </td>
            <td>{p.paymentId}</td>
            <td>
              <PaymentSummary payment={p} variant="cell" />
            </td>
            <td>{p.date}</td>
            <td>
              <div css={actionsStyles}>
                {p.refundsDue.map((r) => (
                  <Button
                    key={r.id}
                    size="sm"
                    icon={<HandCoins aria-hidden="true" />}
                    aria-label={`Mark refund paid: ${r.id}, ${r.amount} to ${p.customerName}`}
                    onClick={() => props.onMarkRefundPaid(p.id, r.id)}
                  >
                    Mark refund paid
                  </Button>
                ))}
                <Button
                  size="sm"
                  variant="outline"
                  icon={<Receipt aria-hidden="true" />}
                  aria-label={`Send Receipt for ${p.id} to ${p.customerName}`}
                  onClick={() => props.onSendReceipt(p.id)}
                >
                  Send Receipt
                </Button>
              </div>
              {p.receiptSent && <small>Receipt sent</small>}
            </td>
          </tr>
        )}
      />

      <Dialog
        open={refundDialog !== null}
        onOpenChange={(open) => !open && props.onRefundPaidDismiss()}
        title={refundDialog?.title ?? 'Mark refund as paid'}
        description={refundDialog?.description}
        size="sm"
        footer={
          <>
            <Button variant="ghost" onClick={props.onRefundPaidDismiss}>
              Not yet
            </Button>
            <Button busy={refundDialog?.busy ?? false} busyLabel="Recording..." onClick={props.onRefundPaidConfirm}>
              Mark as paid
            </Button>
          </>
        }
      >
        {refundDialog && (
          <div css={dialogBodyStyles}>
            <Text size="sm">{refundDialog.reason}</Text>
            <TextField
              label="Bank transfer or UPI reference"
              required
              value={refundDialog.reference}
              onValueChange={props.onRefundReferenceChange}
              hint="The reference of the refund you made, or a short note such as Cash at the front desk."
            />
            {refundDialog.error && (
              <p css={dialogErrorStyles} role="alert">
                {refundDialog.error}
              </p>
            )}
          </div>
        )}
      </Dialog>
    </section>
  );
}
