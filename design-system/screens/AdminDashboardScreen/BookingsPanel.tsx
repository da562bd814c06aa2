import { css, type Theme } from '@emotion/react';
import { Ban, MessageCircle, Pencil, X } from 'lucide-react';
import type { Option, PaginationView } from '../../../machines/admin/admin.view';
import type { BookingRowView } from '../../../machines/admin/adminBookings.view';
import type { CancelRefundView } from '../../../machines/admin/cancelRefund.view';
import { AdminDataState } from '../../patterns/AdminDataState';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { Select } from '../../primitives/Select';
import { Text } from '../../primitives/Text';
import { TextField } from '../../primitives/TextField';
import {
  DateInput,
  dialogBodyStyles,
  dialogErrorStyles,
  rowActionsStyles,
  Pager,
  panelStyles,
  TableFrame,
  toolbarStyles,
  type ListStatus,
} from './parts';

export type BookingFilterField = 'date' | 'sport' | 'status';
export type MoveField = 'date' | 'time' | 'court';
export type CancelRefundField = 'amount' | 'reason';

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
  cancelDialog: { booking: BookingRowView; busy: boolean; error?: string; refund?: CancelRefundView | null } | null;
  /** The refund amount or its reason typed in the cancel dialog. */
  onCancelRefundChange?: (field: CancelRefundField, value: string) => void;
  onCancelConfirm: () => void;
  onCancelDismiss: () => void;
  /** The move dialog, while open. */
  editDialog: {
    booking: BookingRowView;
    date: string;
    time: string;
    court: string;
    /** The earliest date allowed (today). */
    minDate: string;
    timeOptions: readonly Option[];
    courtOptions: readonly Option[];
    busy: boolean;
    /** Why the server refused (e.g. the slot is taken). */
    error?: string;
  } | null;
  onEditChange: (field: MoveField, value: string) => void;
  onEditSubmit: () => void;
  onEditDismiss: () => void;
}

const refundBox = (t: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${t.space[3]};
  padding: ${t.space[3]};
  border: ${t.borderWidths.thin} solid ${t.color.border.subtle};
  border-radius: ${t.radii.md};
`;

/** The Bookings tab: filters (date, sport, status, search by phone or booking ID), the list with chat, Edit and Cancel. */
export function BookingsPanel(props: BookingsPanelProps) {
  const { filters, status, rows, pagination, cancelDialog, editDialog } = props;
  const hasRows = rows !== null && rows.length > 0;
  return (
    <section css={panelStyles} aria-label="Bookings" data-panel="bookings">
      <div css={toolbarStyles} role="search" aria-label="Filter bookings">
        <DateInput label="Date" value={filters.date} onValueChange={(v) => props.onFilterChange('date', v)} />
        <Select
          label="Sport"
          options={props.sportOptions}
          value={filters.sport}
          onValueChange={(v) => props.onFilterChange('sport', v)}
        />
        <Select
          label="Status"
          options={props.statusOptions}
          value={filters.status}
          onValueChange={(v) => props.onFilterChange('status', v)}
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
      {status === 'error' ? (
        <AdminDataState state="error" errorText={props.errorText} onRetry={props.onRetry} />
      ) : rows === null ? (
        <AdminDataState state="loading" loadingLabel="Loading bookings" />
      ) : !hasRows ? (
        <AdminDataState state="empty" emptyText={props.emptyText} />
      ) : (
        <TableFrame label="Bookings list" busy={status === 'loading'}>
          <table data-testid="bookings-table">
            <thead>
              <tr>
                <th scope="col">Booking</th>
                <th scope="col">Customer</th>
                <th scope="col">Court</th>
                <th scope="col">When</th>
                <th scope="col">Amount</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((b) => (
                <tr key={b.id} data-booking={b.id} data-status={b.status}>
                  <th scope="row">
                    {b.id}
                    {b.whatsappSent && <small>Confirmation sent</small>}
                  </th>
                  <td>
                    {b.customerName}
                    <small>{b.phone}</small>
                  </td>
                  <td>
                    {b.sport}
                    <small>{b.court}</small>
                  </td>
                  <td>
                    {b.date}
                    <small>
                      {b.time} · {b.duration}
                    </small>
                  </td>
                  <td>{b.amount}</td>
                  <td>
                    <Badge tone={b.statusTone} size="sm">
                      {b.statusLabel}
                    </Badge>
                  </td>
                  <td>
                    <div css={rowActionsStyles}>
                      {b.canChange ? (
                        <>
                          <Button
                            size="sm"
                            variant="outline"
                            icon={<MessageCircle aria-hidden="true" />}
                            aria-label={`WhatsApp ${b.customerName} about ${b.id}`}
                            onClick={() => props.onChat(b.id)}
                          >
                            WhatsApp
                          </Button>
                          <Button
                            size="sm"
                            variant="outline"
                            icon={<Pencil aria-hidden="true" />}
                            aria-label={`Edit ${b.id}`}
                            onClick={() => props.onEdit(b.id)}
                          >
                            Edit
                          </Button>
                          <Button
                            size="sm"
                            variant="destructive"
                            icon={<Ban aria-hidden="true" />}
                            aria-label={`Cancel ${b.id}`}
                            onClick={() => props.onCancel(b.id)}
                          >
                            Cancel
                          </Button>
                        </>
                      ) : (
                        <Text as="span" size="sm" tone="secondary">
                          No actions: cancelled
                        </Text>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
      {hasRows && pagination && status !== 'error' && (
        <Pager view={pagination} onPageChange={props.onPageChange} label="Bookings pages" />
      )}

      <Dialog
        open={cancelDialog !== null}
        onOpenChange={(open) => !open && props.onCancelDismiss()}
        title={cancelDialog ? `Cancel booking ${cancelDialog.booking.id}?` : 'Cancel booking'}
        description="The slot becomes free for other players at once."
        size="sm"
        footer={
          <>
            <Button variant="ghost" onClick={props.onCancelDismiss}>
              Keep booking
            </Button>
            <Button
              variant="destructive"
              busy={cancelDialog?.busy ?? false}
              busyLabel="Cancelling..."
              onClick={props.onCancelConfirm}
            >
              Cancel booking
            </Button>
          </>
        }
      >
        {cancelDialog && (
          <div css={dialogBodyStyles}>
            <Text>
              {cancelDialog.booking.customerName} · {cancelDialog.booking.sport} {cancelDialog.booking.court} ·{' '}
              {cancelDialog.booking.date}, {cancelDialog.booking.time}
            </Text>
            {cancelDialog.refund && (
              <div
                css={refundBox}
                data-refund={cancelDialog.refund.status}
                aria-live="polite"
                aria-busy={cancelDialog.refund.status === 'loading'}
              >
                <Text size="sm">{cancelDialog.refund.summary}</Text>
                {cancelDialog.refund.editable && (
                  <TextField
                    label="Refund (₹)"
                    inputMode="decimal"
                    value={cancelDialog.refund.amount}
                    onValueChange={(v) => props.onCancelRefundChange?.('amount', v)}
                  />
                )}
                {cancelDialog.refund.editable && cancelDialog.refund.needsReason && (
                  <TextField
                    label="Why the refund differs from the policy"
                    required
                    value={cancelDialog.refund.reason}
                    onValueChange={(v) => props.onCancelRefundChange?.('reason', v)}
                  />
                )}
              </div>
            )}
            {cancelDialog.error && (
              <p css={dialogErrorStyles} role="alert">
                {cancelDialog.error}
              </p>
            )}
          </div>
        )}
      </Dialog>

      <Dialog
        open={editDialog !== null}
        onOpenChange={(open) => !open && props.onEditDismiss()}
        title={editDialog ? `Move booking ${editDialog.booking.id}` : 'Move booking'}
        description={
          editDialog
            ? `${editDialog.booking.customerName} · ${editDialog.booking.sport}, ${editDialog.booking.duration}. Choose a free date, time and court.`
            : undefined
        }
        footer={
          <>
            <Button variant="ghost" onClick={props.onEditDismiss}>
              Close
            </Button>
            <Button busy={editDialog?.busy ?? false} busyLabel="Moving..." onClick={props.onEditSubmit}>
              Move booking
            </Button>
          </>
        }
      >
        {editDialog && (
          <div css={dialogBodyStyles}>
            <DateInput
              label="New date"
              value={editDialog.date}
              min={editDialog.minDate}
              onValueChange={(v) => props.onEditChange('date', v)}
            />
            <Select
              label="Start time"
              options={editDialog.timeOptions}
              value={editDialog.time}
              onValueChange={(v) => props.onEditChange('time', v)}
            />
            <Select
              label="Court"
              options={editDialog.courtOptions}
              value={editDialog.court}
              onValueChange={(v) => props.onEditChange('court', v)}
            />
            {editDialog.error && (
              <p css={dialogErrorStyles} role="alert">
                {editDialog.error}
              </p>
            )}
          </div>
        )}
      </Dialog>
    </section>
  );
}
