/**
 * One booking wherever it is listed (the dashboard's Bookings tab, Booking Details): its row's cells, and what staff
 * do to it: the WhatsApp, Edit and Cancel buttons, the cancel confirmation with the policy's refund, the move dialog.
 */
import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { Ban, MessageCircle, Pencil } from 'lucide-react';
import type { Option } from '../../../machines/admin/admin.view';
import type { BookingRowView } from '../../../machines/admin/adminBookings.view';
import type { CancelRefundView } from '../../../machines/admin/cancelRefund.view';
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
  ListTable,
  rowActionsStyles,
  type ListPageProps,
} from './parts';

export type MoveField = 'date' | 'time' | 'court';
export type CancelRefundField = 'amount' | 'reason';

/** The cancel confirmation, while open: the booking, whether the cancel is on its way, why it was refused, the refund. */
export interface CancelDialogView {
  booking: BookingRowView;
  busy: boolean;
  error?: string;
  refund?: CancelRefundView | null;
}

/** The move dialog, while open. */
export interface MoveDialogView {
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
}

const refundBox = (t: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${t.space[3]};
  padding: ${t.space[3]};
  border: ${t.borderWidths.thin} solid ${t.color.border.subtle};
  border-radius: ${t.radii.md};
`;

export interface BookingsTableProps<R extends BookingRowView> extends ListPageProps<R> {
  /** The table's region name and test id, and its last column's heading. */
  label: string;
  testId: string;
  lastColumn: string;
  /** A row's first cell (its header) and its last. */
  lead: (row: R) => ReactNode;
  last: (row: R) => ReactNode;
}

/** The Sport and Status filters of a bookings list ('all' for any), from the list's props. */
export function SportStatusFilters({
  filters,
  sportOptions,
  statusOptions,
  onFilterChange,
}: {
  filters: { sport: string; status: string };
  sportOptions: readonly Option[];
  statusOptions: readonly Option[];
  onFilterChange: (field: 'sport' | 'status', value: string) => void;
}) {
  return (
    <>
      <Select
        label="Sport"
        options={sportOptions}
        value={filters.sport}
        onValueChange={(v) => onFilterChange('sport', v)}
      />
      <Select
        label="Status"
        options={statusOptions}
        value={filters.status}
        onValueChange={(v) => onFilterChange('status', v)}
      />
    </>
  );
}

/** What a bookings list passes to its cancel confirmation and move dialog. */
export interface BookingDialogsProps {
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

/** A bookings list's cancel confirmation and move dialog, each shown while open. */
export function BookingDialogs(props: BookingDialogsProps) {
  return (
    <>
      <CancelBookingDialog
        dialog={props.cancelDialog}
        onRefundChange={props.onCancelRefundChange}
        onConfirm={props.onCancelConfirm}
        onDismiss={props.onCancelDismiss}
      />
      <MoveBookingDialog
        dialog={props.editDialog}
        onChange={props.onEditChange}
        onSubmit={props.onEditSubmit}
        onDismiss={props.onEditDismiss}
      />
    </>
  );
}

/** A page of bookings as a table (booking, customer, court, when, amount, status, and a last column), with the pager. */
export function BookingsTable<R extends BookingRowView>(props: BookingsTableProps<R>) {
  return (
    <ListTable
      {...props}
      loadingLabel="Loading bookings"
      columns={['Booking', 'Customer', 'Court', 'When', 'Amount', 'Status', props.lastColumn]}
      pagerLabel="Bookings pages"
      row={(b) => (
        <tr key={b.id} data-booking={b.id} data-status={b.status}>
          <th scope="row">{props.lead(b)}</th>
          <BookingCells booking={b} />
          <td>{props.last(b)}</td>
        </tr>
      )}
    />
  );
}

/** A booking's row cells after its first: customer and phone, sport and court, day and time, amount, status. */
function BookingCells({ booking: b }: { booking: BookingRowView }) {
  return (
    <>
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
    </>
  );
}

const actions = [
  {
    label: 'WhatsApp',
    variant: 'outline',
    Icon: MessageCircle,
    name: (b: BookingRowView) => `WhatsApp ${b.customerName} about ${b.id}`,
    event: 'chat',
  },
  { label: 'Edit', variant: 'outline', Icon: Pencil, name: (b: BookingRowView) => `Edit ${b.id}`, event: 'edit' },
  {
    label: 'Cancel',
    variant: 'destructive',
    Icon: Ban,
    name: (b: BookingRowView) => `Cancel ${b.id}`,
    event: 'cancel',
  },
] as const;

/** A booking's WhatsApp (the confirmation chat), Edit (move) and Cancel buttons; a cancelled one says it has none. */
export function BookingActions({
  booking,
  onChat,
  onEdit,
  onCancel,
}: {
  booking: BookingRowView;
  onChat: (id: string) => void;
  onEdit: (id: string) => void;
  onCancel: (id: string) => void;
}) {
  const b = booking;
  return (
    <div css={rowActionsStyles}>
      {b.canChange ? (
        actions.map(({ label, variant, Icon, name, event }) => (
          <Button
            key={label}
            size="sm"
            variant={variant}
            icon={<Icon aria-hidden="true" />}
            aria-label={name(b)}
            onClick={() => ({ chat: onChat, edit: onEdit, cancel: onCancel })[event](b.id)}
          >
            {label}
          </Button>
        ))
      ) : (
        <Text as="span" size="sm" tone="secondary">
          No actions: cancelled
        </Text>
      )}
    </div>
  );
}

/** Cancel booking …? with what the cancellation policy refunds, the amount staff may change and its reason. */
export function CancelBookingDialog({
  dialog,
  onRefundChange,
  onConfirm,
  onDismiss,
}: {
  dialog: CancelDialogView | null;
  onRefundChange?: (field: CancelRefundField, value: string) => void;
  onConfirm: () => void;
  onDismiss: () => void;
}) {
  return (
    <Dialog
      open={dialog !== null}
      onOpenChange={(open) => !open && onDismiss()}
      title={dialog ? `Cancel booking ${dialog.booking.id}?` : 'Cancel booking'}
      description="The slot becomes free for other players at once."
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={onDismiss}>
            Keep booking
          </Button>
          <Button variant="destructive" busy={dialog?.busy ?? false} busyLabel="Cancelling..." onClick={onConfirm}>
            Cancel booking
          </Button>
        </>
      }
    >
      {dialog && (
        <div css={dialogBodyStyles}>
          <Text>
            {dialog.booking.customerName} · {dialog.booking.sport} {dialog.booking.court} · {dialog.booking.date},{' '}
            {dialog.booking.time}
          </Text>
          {dialog.refund && (
            <div
              css={refundBox}
              data-refund={dialog.refund.status}
              aria-live="polite"
              aria-busy={dialog.refund.status === 'loading'}
            >
              <Text size="sm">{dialog.refund.summary}</Text>
              {dialog.refund.editable && (
                <TextField
                  label="Refund (₹)"
                  inputMode="decimal"
                  value={dialog.refund.amount}
                  onValueChange={(v) => onRefundChange?.('amount', v)}
                />
              )}
              {dialog.refund.editable && dialog.refund.needsReason && (
                <TextField
                  label="Why the refund differs from the policy"
                  required
                  value={dialog.refund.reason}
                  onValueChange={(v) => onRefundChange?.('reason', v)}
                />
              )}
            </div>
          )}
          {dialog.error && (
            <p css={dialogErrorStyles} role="alert">
              {dialog.error}
            </p>
          )}
        </div>
      )}
    </Dialog>
  );
}

/** Move booking …: a free date, start time and court of the same sport, for the same duration. */
export function MoveBookingDialog({
  dialog,
  onChange,
  onSubmit,
  onDismiss,
}: {
  dialog: MoveDialogView | null;
  onChange: (field: MoveField, value: string) => void;
  onSubmit: () => void;
  onDismiss: () => void;
}) {
  return (
    <Dialog
      open={dialog !== null}
      onOpenChange={(open) => !open && onDismiss()}
      title={dialog ? `Move booking ${dialog.booking.id}` : 'Move booking'}
      description={
        dialog
          ? `${dialog.booking.customerName} · ${dialog.booking.sport}, ${dialog.booking.duration}. Choose a free date, time and court.`
          : undefined
      }
      footer={
        <>
          <Button variant="ghost" onClick={onDismiss}>
            Keep current slot
          </Button>
          <Button busy={dialog?.busy ?? false} busyLabel="Moving..." onClick={onSubmit}>
            Move booking
          </Button>
        </>
      }
    >
      {dialog && (
        <div css={dialogBodyStyles}>
          <DateInput
            label="New date"
            value={dialog.date}
            min={dialog.minDate}
            onValueChange={(v) => onChange('date', v)}
          />
          <Select
            label="Start time"
            options={dialog.timeOptions}
            value={dialog.time}
            onValueChange={(v) => onChange('time', v)}
          />
          <Select
            label="Court"
            options={dialog.courtOptions}
            value={dialog.court}
            onValueChange={(v) => onChange('court', v)}
          />
          {dialog.error && (
            <p css={dialogErrorStyles} role="alert">
              {dialog.error}
            </p>
          )}
        </div>
      )}
    </Dialog>
  );
}
