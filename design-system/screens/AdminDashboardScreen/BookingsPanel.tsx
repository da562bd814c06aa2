import { X } from 'lucide-react';
import type { Option } from '../../../machines/admin/admin.view';
import type { BookingRowView } from '../../../machines/admin/adminBookings.view';
import { Button } from '../../primitives/Button';
import { TextField } from '../../primitives/TextField';
import {
  BookingActions,
  BookingsTable,
  SportStatusFilters,
  BookingDialogs,
  type BookingDialogsProps,
  type CancelDialogView,
  type CancelRefundField,
  type MoveDialogView,
  type MoveField,
} from './BookingParts';
import { DateInput, panelStyles, toolbarStyles, type ListPageProps } from './parts';

export type BookingFilterField = 'date' | 'sport' | 'status';
export type { CancelDialogView, CancelRefundField, MoveDialogView, MoveField };

export interface BookingsPanelProps extends BookingDialogsProps, ListPageProps<BookingRowView> {
  /** The filters as chosen: a date ('' for any), a sport and a status ('all' for any), the search text. */
  filters: { date: string; sport: string; status: string; q: string };
  sportOptions: readonly Option[];
  statusOptions: readonly Option[];
  onFilterChange: (field: BookingFilterField, value: string) => void;
  onSearchChange: (q: string) => void;
  onClearFilters: () => void;
  /** The chat button (confirmed and pending bookings): open the confirmation chat to the customer. */
  onChat: (id: string) => void;
  onEdit: (id: string) => void;
  onCancel: (id: string) => void;
}

/** The Bookings tab: filters (date, sport, status, search by phone or booking ID), the list with chat, Edit and Cancel. */
export function BookingsPanel(props: BookingsPanelProps) {
  const { filters } = props;
  return (
    <section css={panelStyles} aria-label="Bookings" data-panel="bookings">
      <div css={toolbarStyles} role="search" aria-label="Filter bookings">
        <DateInput label="Date" value={filters.date} onValueChange={(v) => props.onFilterChange('date', v)} />
        <SportStatusFilters {...props} />
        <TextField
          label="Search"
          placeholder="Phone or booking ID"
          value={filters.q}
          onValueChange={props.onSearchChange}
          type="text"
          inputMode="search"
        />
        <Button variant="ghost" icon={<X aria-hidden="true" />} onClick={props.onClearFilters}>
          Clear filters
        </Button>
      </div>
      <BookingsTable
        {...props}
        label="Bookings list"
        testId="bookings-table"
        lastColumn="Actions"
        lead={(b) => (
          <>
            {b.id}
            {b.whatsappSent && <small>Confirmation sent</small>}
          </>
        )}
        last={(b) => (
          <BookingActions booking={b} onChat={props.onChat} onEdit={props.onEdit} onCancel={props.onCancel} />
        )}
      />

      <BookingDialogs {...props} />
    </section>
  );
}
