import type { CustomerRowView, PaginationView } from '../../../machines/admin/admin.view';
import { Text } from '../../primitives/Text';
import { TextField } from '../../primitives/TextField';
import { ListTable, panelStyles, toolbarStyles, type ListStatus } from './parts';

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
export function CustomersPanel(props: CustomersPanelProps) {
  const { q, onSearchChange, spendNote } = props;
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
      <ListTable
        {...props}
        loadingLabel="Loading customers"
        label="Customers list"
        testId="customers-table"
        columns={['Customer', 'Phone', 'Bookings', 'Orders', 'Spend', 'Last visit']}
        pagerLabel="Customers pages"
        footnote={
          <Text size="sm" tone="secondary">
            {spendNote}
          </Text>
        }
        row={(c) => (
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
        )}
      />
    </section>
  );
}
