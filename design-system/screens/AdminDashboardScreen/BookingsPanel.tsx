import { X } from 'lucide-react';
import type { Option, PaginationView } from '../../../machines/admin/admin.view';
import type { BookingRowView } from '../../../machines/admin/adminBookings.view';
import { Button } from '../../primitives/Button';
import { TextField } from '../../primitives/TextField';
import {
  BookingActions,
  BookingsTable,
  SportStatusFilters,
  CancelBookingDialog,
  MoveBookingDialog,
  type CancelDialogView,
  type CancelRefundField,
  type MoveDialogView,
  type MoveField,
} from './BookingParts';
import { DateInput, panelStyles, toolbarStyles, type ListStatus } from './parts';

export type BookingFilterField = 'date' | 'sport' | 'status';
export type { CancelDialogView, CancelRefundField, MoveDialogView, MoveField };

export interface BookingsPanelProps {
  /** The filters as chosen: a date ('' for any), a sport and a status ('all' for any), the search text. */
  filters: { date: string; sport: string; status: string; q: string };
  sportOptions: readonly Option[];
  statusOptions: readonly Option[];
  onFilterChange: (field: BookingFilterField, value: string) => void;
  onSearchChange: (q: string) => void;
  onClearFilters: () => void;
  status: ListStatus;
  /** The page's rows (null before the first answer). */
  rows: readonly BookingRowView[] | null;
  pagination: PaginationView | null;
  errorText?: string;
  emptyText: string;
  onPageChange: (page: number) => void;
  onRetry: () => void;
  /** The chat button (confirmed and pending bookings): open the confirmation chat to the customer. */
  onChat: (id: string) => void;
  onEdit: (id: string) => void;
  onCancel: (id: string) => void;
  /**
   * The cancel confirmation, while open; `refund` shows what the cancellation policy refunds before staff confirm,
   * with the amount they may change (a reason is then asked for).
   */
  cancelDialog: CancelDialogView | null;
  /** The refund amount or its reason typed in the cancel dialog. */
  onCancelRefundChange?: (field: CancelRefundField, value: string) => void;
  onCancelConfirm: () => void;
  onCancelDismiss: () => void;
  /** The move dialog, while open. */
  editDialog: MoveDialogView | null;
  onEditChange: (field: MoveField, value: string) => void;
  onEditSubmit: () => void;
  onEditDismiss: () => void;
}

/** The Bookings tab: filters (date, sport, status, search by phone or booking ID), the list with chat, Edit and Cancel. */
export function BookingsPanel(props: BookingsPanelProps) {
  const { filters, cancelDialog, editDialog } = props;
  return (
    <section css={panelStyles} aria-label="Bookings" data-panel="bookings">
      <div css={toolbarStyles} role="search" aria-label="Filter bookings">
        <DateInput label="Date" value={filters.date} onValueChange={(v) => props.onFilterChange('date', v)} />
        <SportStatusFilters
          sport={filters.sport}
          status={filters.status}
          sportOptions={props.sportOptions}
          statusOptions={props.statusOptions}
          onChange={props.onFilterChange}
        />
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

      <CancelBookingDialog
        dialog={cancelDialog}
        onRefundChange={props.onCancelRefundChange}
        onConfirm={props.onCancelConfirm}
        onDismiss={props.onCancelDismiss}
      />
      <MoveBookingDialog
        dialog={editDialog}
        onChange={props.onEditChange}
        onSubmit={props.onEditSubmit}
        onDismiss={props.onEditDismiss}
      />
    </section>
  );
}
