import { Download, Receipt } from 'lucide-react';
import type { Option, PaginationView, PaymentRowView } from '../../../machines/admin/admin.view';
import { AdminDataState } from '../../patterns/AdminDataState';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Select } from '../../primitives/Select';
import { TextField } from '../../primitives/TextField';
import { actionsStyles, Pager, panelStyles, TableFrame, toolbarStyles, type ListStatus } from './parts';

export interface PaymentsPanelProps {
  filters: { status: string; q: string };
  statusOptions: readonly Option[];
  onStatusChange: (status: string) => void;
  onSearchChange: (q: string) => void;
  status: ListStatus;
  rows: readonly PaymentRowView[] | null;
  pagination: PaginationView | null;
  errorText?: string;
  emptyText: string;
  onPageChange: (page: number) => void;
  onRetry: () => void;
  /** Send Receipt: the receipt as a chat to the customer. */
  onSendReceipt: (id: string) => void;
  /** Export CSV: every payment matching the filters as pod_payments.csv. */
  onExportCsv: () => void;
  exporting: boolean;
}

/** The Payments tab: search, status filter, the list (verified or not, with its refunds), Send Receipt and Export CSV. */
export function PaymentsPanel(props: PaymentsPanelProps) {
  const { filters, status, rows, pagination } = props;
  const hasRows = rows !== null && rows.length > 0;
  return (
    <section css={panelStyles} aria-label="Payments" data-panel="payments">
      <div css={toolbarStyles} role="search" aria-label="Filter payments">
        <TextField label="Search" placeholder="Name, phone, email or payment ID" value={filters.q} onValueChange={props.onSearchChange} inputMode="search" />
        <Select label="Status" options={props.statusOptions} value={filters.status} onValueChange={props.onStatusChange} />
        <Button variant="outline" icon={<Download aria-hidden="true" />} busy={props.exporting} busyLabel="Exporting..." onClick={props.onExportCsv}>
          Export CSV
        </Button>
      </div>
      {status === 'error' ? (
        <AdminDataState state="error" errorText={props.errorText} onRetry={props.onRetry} />
      ) : rows === null ? (
        <AdminDataState state="loading" loadingLabel="Loading payments" />
      ) : !hasRows ? (
        <AdminDataState state="empty" emptyText={props.emptyText} />
      ) : (
        <TableFrame label="Payments list" busy={status === 'loading'}>
          <table data-testid="payments-table">
            <thead>
              <tr>
                <th scope="col">Receipt</th>
                <th scope="col">Customer</th>
                <th scope="col">Amount</th>
                <th scope="col">Payment ID</th>
                <th scope="col">Status</th>
                <th scope="col">Date</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((p) => (
                <tr key={p.id} data-payment={p.id} data-status={p.status}>
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
                    <div css={actionsStyles}>
                      <Badge tone={p.statusTone} size="sm">
                        {p.statusLabel}
                      </Badge>
                      <Badge tone={p.verificationTone} size="sm">
                        {p.verificationLabel}
                      </Badge>
                    </div>
                  </td>
                  <td>{p.date}</td>
                  <td>
                    <Button size="sm" variant="outline" icon={<Receipt aria-hidden="true" />} aria-label={`Send Receipt for ${p.id} to ${p.customerName}`} onClick={() => props.onSendReceipt(p.id)}>
                      Send Receipt
                    </Button>
                    {p.receiptSent && <small>Receipt sent</small>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
      {hasRows && pagination && status !== 'error' && <Pager view={pagination} onPageChange={props.onPageChange} label="Payments pages" />}
    </section>
  );
}
