import type { CustomerRowView, PaginationView } from '../../../machines/admin/admin.view';
import { AdminDataState } from '../../patterns/AdminDataState';
import { Text } from '../../primitives/Text';
import { TextField } from '../../primitives/TextField';
import { Pager, panelStyles, TableFrame, toolbarStyles, type ListStatus } from './parts';

export interface CustomersPanelProps {
  q: string;
  onSearchChange: (q: string) => void;
  status: ListStatus;
  rows: readonly CustomerRowView[] | null;
  pagination: PaginationView | null;
  errorText?: string;
  emptyText: string;
  /** What the Spend column counts, shown under the list. */
  spendNote: string;
  onPageChange: (page: number) => void;
  onRetry: () => void;
}

/** The Customers tab: everyone who booked or ordered, with counts, spend and last visit, searchable. */
export function CustomersPanel({
  q,
  onSearchChange,
  status,
  rows,
  pagination,
  errorText,
  emptyText,
  spendNote,
  onPageChange,
  onRetry,
}: CustomersPanelProps) {
  const hasRows = rows !== null && rows.length > 0;
  return (
    <section css={panelStyles} aria-label="Customers" data-panel="customers">
      <div css={toolbarStyles} role="search" aria-label="Find customers">
        <TextField
          label="Search"
          placeholder="Name, phone or email"
          value={q}
          onValueChange={onSearchChange}
          inputMode="search"
        />
      </div>
      {status === 'error' ? (
        <AdminDataState state="error" errorText={errorText} onRetry={onRetry} />
      ) : rows === null ? (
        <AdminDataState state="loading" loadingLabel="Loading customers" />
      ) : !hasRows ? (
        <AdminDataState state="empty" emptyText={emptyText} />
      ) : (
        <TableFrame label="Customers list" busy={status === 'loading'}>
          <table data-testid="customers-table">
            <thead>
              <tr>
                <th scope="col">Customer</th>
                <th scope="col">Phone</th>
                <th scope="col">Bookings</th>
                <th scope="col">Orders</th>
                <th scope="col">Spend</th>
                <th scope="col">Last visit</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((c) => (
                <tr key={c.phone} data-customer={c.phone}>
                  <th scope="row">
                    {c.name}
                    <small>{c.email}</small>
                  </th>
                  <td>{c.phone}</td>
                  <td>{c.bookings}</td>
                  <td>{c.orders}</td>
                  <td>{c.spend}</td>
                  <td>{c.lastVisit}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
      {hasRows && status !== 'error' && (
        <Text size="sm" tone="secondary">
          {spendNote}
        </Text>
      )}
      {hasRows && pagination && status !== 'error' && (
        <Pager view={pagination} onPageChange={onPageChange} label="Customers pages" />
      )}
    </section>
  );
}
