import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  BookingActions,
  BookingDialogs,
  BookingsTable,
  SportStatusFilters,
} from '../../design-system/screens/AdminDashboardScreen/BookingParts';
import type { BookingsPanelProps } from '../../design-system/screens/AdminDashboardScreen/BookingsPanel';
import { toolbarStyles } from '../../design-system/screens/AdminDashboardScreen/parts';
import { adminEmptyTexts } from '../../machines/admin/admin.view';
import { bookingRowView } from '../../machines/admin/adminBookings.view';
import { cancelRefundView, cancelRequestOf, type CancelRefundDraft } from '../../machines/admin/cancelRefund.view';
import { apiMessages } from '../../machines/api/errors';
import { dashboardArgs, storyBookings, storyEditDialog, storyRefundQuote } from '../fixtures/admin';
import { findOpenDialog } from '../fixtures/dialog';
import { expectListEmpty, expectListFailed } from '../fixtures/listStates';

/**
 * The parts every bookings list is made of, each on its own: the Sport and Status filters, the table, a booking's
 * buttons, and the cancel and move dialogs. Their props are the dashboard's Bookings tab's (stories/fixtures/admin).
 */
const meta = {
  title: 'Screens/AdminDashboard/BookingParts',
  args: dashboardArgs().bookings,
} satisfies Meta<BookingsPanelProps>;
export default meta;
type Story = StoryObj<BookingsPanelProps>;

const [priya, , , rahul] = storyBookings.map(bookingRowView);

/** The table with the booking's id first and its buttons last, as the dashboard's Bookings tab fills it. */
const renderTable: Story['render'] = (args) => (
  <BookingsTable
    {...args}
    label="Bookings list"
    testId="bookings-table"
    lastColumn="Actions"
    lead={(b) => b.id}
    last={(b) => <BookingActions booking={b} onChat={args.onChat} onEdit={args.onEdit} onCancel={args.onCancel} />}
  />
);

/** The cancel dialog's refund part while staff decide, for the first story booking (Priya's, ₹1,000 paid). */
const cancelling = (draft: Partial<CancelRefundDraft> = {}) => ({
  booking: priya!,
  busy: false,
  refund: cancelRefundView({ status: 'ready', quote: storyRefundQuote, amount: '', reason: '', ...draft }),
});

/** Opens the select named `name`, chooses `option` and waits for its list to close. */
async function choose(scope: ReturnType<typeof within>, name: string, option: string) {
  await userEvent.click(scope.getByRole('combobox', { name }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

/**
 * A sport and a status chosen, in a list's toolbar: the filters show them; choosing another reports which filter and
 * its value.
 */
export const Filters: Story = {
  args: { filters: { date: '', sport: 'tennis', status: 'confirmed', q: '' } },
  render: (args) => (
    <div css={toolbarStyles} role="search" aria-label="Filter bookings">
      <SportStatusFilters {...args} />
    </div>
  ),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('combobox', { name: 'Sport' })).toHaveTextContent('Tennis');
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Confirmed');
    await choose(canvas, 'Sport', 'Badminton');
    await expect(args.onFilterChange).toHaveBeenLastCalledWith('sport', 'badminton');
    await choose(canvas, 'Status', 'All statuses');
    await expect(args.onFilterChange).toHaveBeenLastCalledWith('status', 'all');
    await expect(args.onFilterChange).toHaveBeenCalledTimes(2);
  },
};

/** A page of bookings: one row each, in the order given, with the pager under it. */
export const TableReady: Story = {
  render: renderTable,
  play: async ({ canvas, canvasElement }) => {
    const columns = ['Booking', 'Customer', 'Court', 'When', 'Amount', 'Status', 'Actions'];
    await expect(canvas.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(columns);
    const rows = Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-testid="bookings-table"] tbody tr'));
    await expect(rows.map((r) => r.dataset.booking)).toEqual(storyBookings.map((b) => b.id));
    await expect(rows[0]).toHaveTextContent('Priya Sharma9876500002');
    await expect(rows[0]).toHaveTextContent('TennisCourt 2');
    await expect(rows[0]).toHaveTextContent('Sat, 21 Nov 2026');
    await expect(rows[0]).toHaveTextContent('₹1,000');
    await expect(rows[2]).toHaveAttribute('data-status', 'pending');
    await expect(canvas.getByRole('region', { name: 'Bookings list' })).not.toHaveAttribute('aria-busy');
    await expect(canvas.getByRole('navigation', { name: 'Bookings pages' })).toHaveTextContent('Showing 1–4 of 4');
  },
};

/** The first page on its way: a skeleton named for screen readers, no table and no pager. */
export const TableLoading: Story = {
  args: { status: 'loading', rows: null, pagination: null },
  render: renderTable,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading bookings' })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Bookings pages' })).toBeNull();
  },
};

/** No booking matches the filters: the empty message instead of the table and pager. */
export const TableEmpty: Story = {
  args: { rows: [] },
  render: renderTable,
  play: async ({ canvas }) => {
    await expectListEmpty(canvas, adminEmptyTexts.bookings, 'Bookings pages');
  },
};

/** The list could not be read: the server's reason and Retry, and no stale rows. */
export const TableError: Story = {
  args: { status: 'error', errorText: apiMessages.databaseUnreachable },
  render: renderTable,
  play: async ({ canvas, args }) => {
    await expectListFailed(canvas, apiMessages.databaseUnreachable, 'Bookings pages', args.onRetry);
  },
};

/** A booking staff may change: WhatsApp, Edit and Cancel, each named for the booking and reporting its id. */
export const Actions: Story = {
  render: (args) => (
    <BookingActions booking={priya!} onChat={args.onChat} onEdit={args.onEdit} onCancel={args.onCancel} />
  ),
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('button').map((b) => b.textContent)).toEqual(['WhatsApp', 'Edit', 'Cancel']);
    await userEvent.click(canvas.getByRole('button', { name: 'WhatsApp Priya Sharma about BK-SAMPLE002' }));
    await expect(args.onChat).toHaveBeenCalledWith('BK-SAMPLE002');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit BK-SAMPLE002' }));
    await expect(args.onEdit).toHaveBeenCalledWith('BK-SAMPLE002');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel BK-SAMPLE002' }));
    await expect(args.onCancel).toHaveBeenCalledWith('BK-SAMPLE002');
  },
};

/** A cancelled booking can no longer be changed: no buttons, and a line that says why. */
export const NoActions: Story = {
  render: (args) => (
    <BookingActions booking={rahul!} onChat={args.onChat} onEdit={args.onEdit} onCancel={args.onCancel} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText('No actions: cancelled')).toBeVisible();
  },
};

/**
 * Cancel asks first: the booking, that the slot frees at once, and the refund the policy gives (the amount staff may
 * change); Cancel booking confirms, Keep booking closes. Only the cancel dialog is open.
 */
export const CancelQuote: Story = {
  args: { cancelDialog: cancelling() },
  render: (args) => <BookingDialogs {...args} />,
  play: async ({ args }) => {
    const dialog = within(await findOpenDialog('Cancel booking BK-SAMPLE002?'));
    await expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await expect(dialog.getByText('Priya Sharma · Tennis Court 2 · Sat, 21 Nov 2026, 6:00 PM – 8:00 PM')).toBeVisible();
    await expect(
      dialog.getByText(
        'The cancellation policy refunds ₹1,000 of ₹1,000 (100%, 30 h before the session). It is refunded through the payment provider.',
      ),
    ).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Refund (₹)' })).toHaveValue('1000');
    await expect(dialog.queryByRole('textbox', { name: /Why the refund differs/ })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel booking' }));
    await expect(args.onCancelConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(dialog.getByRole('button', { name: 'Keep booking' }));
    await expect(args.onCancelDismiss).toHaveBeenCalled();
  },
};

/** A refund typed that is not an amount: the reason is asked for and the confirm's refusal says how to write it. */
export const CancelAmountError: Story = {
  args: (() => {
    const draft = { status: 'ready', quote: storyRefundQuote, amount: '1,0O0', reason: '' } as const;
    const refused = cancelRequestOf(draft);
    return { cancelDialog: { ...cancelling(draft), error: 'error' in refused ? refused.error : undefined } };
  })(),
  render: (args) => <BookingDialogs {...args} />,
  play: async ({ args }) => {
    const dialog = within(await findOpenDialog('Cancel booking BK-SAMPLE002?'));
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'Enter the refund as an amount in rupees, such as 175 or 175.50.',
    );
    const amount = dialog.getByRole('textbox', { name: 'Refund (₹)' });
    await expect(amount).toHaveValue('1,0O0');
    await expect(dialog.getByRole('textbox', { name: /Why the refund differs from the policy/ })).toBeRequired();
    await userEvent.type(amount, '{Backspace}');
    await expect(args.onCancelRefundChange).toHaveBeenCalledWith('amount', '1,0O');
  },
};

/** Cancel booking pressed: its button is busy until the server answers. */
export const CancelBusy: Story = {
  args: { cancelDialog: { ...cancelling(), busy: true } },
  render: (args) => <BookingDialogs {...args} />,
  play: async () => {
    const dialog = within(await findOpenDialog('Cancel booking BK-SAMPLE002?'));
    await expect(dialog.getByRole('button', { name: 'Cancelling...' })).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  },
};

/**
 * Move refused: the server says the slot is taken; the dialog stays open with the choice, and changing the court or
 * the date reports it.
 */
export const MoveTaken: Story = {
  args: {
    editDialog: storyEditDialog(
      'Court 1 on Sun, 22 Nov 2026 at 6:00 PM is already taken for 2 h. Choose another time or court.',
    ),
  },
  render: (args) => <BookingDialogs {...args} />,
  play: async ({ args }) => {
    const dialog = within(await findOpenDialog('Move booking BK-SAMPLE002'));
    await expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await expect(dialog.getByText('Priya Sharma · Tennis, 2 hours. Choose a free date, time and court.')).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'Court 1 on Sun, 22 Nov 2026 at 6:00 PM is already taken for 2 h. Choose another time or court.',
    );
    await expect(dialog.getByLabelText('New date')).toHaveAttribute('min', '2026-11-21');
    await choose(dialog, 'Court', 'Court 2');
    await expect(args.onEditChange).toHaveBeenCalledWith('court', '2');
    // Each button has a name of its own: the corner's Close and the footer's two.
    const names = dialog.getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent);
    await expect(names.filter((n) => n === 'Close')).toHaveLength(1);
    await expect(names).toEqual(expect.arrayContaining(['Close', 'Keep current slot', 'Move booking']));
    await userEvent.click(dialog.getByRole('button', { name: 'Keep current slot' }));
    await expect(args.onEditDismiss).toHaveBeenCalledTimes(1);
  },
};

/** Move booking pressed: its button is busy until the server answers. */
export const MoveBusy: Story = {
  args: { editDialog: { ...storyEditDialog(), busy: true } },
  render: (args) => <BookingDialogs {...args} />,
  play: async ({ args }) => {
    const dialog = within(await findOpenDialog('Move booking BK-SAMPLE002'));
    await expect(dialog.getByRole('button', { name: 'Moving...' })).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.getByRole('combobox', { name: 'Start time' })).toHaveTextContent('6:00 PM');
    await expect(dialog.getByLabelText('New date')).toHaveValue('2026-11-22');
    await expect(args.onEditSubmit).not.toHaveBeenCalled();
  },
};
