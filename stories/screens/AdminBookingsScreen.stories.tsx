import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { adminNavItemsFor } from '../../app/content/admin';
import {
  AdminBookingsScreen,
  type AdminBookingsScreenProps,
  type BookingRecordPanelProps,
} from '../../design-system/screens/AdminBookingsScreen';
import { paginationView } from '../../machines/admin/admin.view';
import { bookingStatusOptions, sportFilterOptions } from '../../machines/admin/adminBookings.view';
import { bookingDetailsCopy, bookingListRowView, bookingRecordView } from '../../machines/admin/bookingRecord.view';
import { bookingRangeMessage } from '../../machines/api/adminBookings.schema';
import { cancelRefundView } from '../../machines/admin/cancelRefund.view';
import { storyBookings } from '../fixtures/admin';
import { InAdminShell } from '../fixtures/adminShellFrame';
import { cancelledRecord, recordPanelArgs, recordWithRefund } from '../fixtures/bookingRecord';
import { findOpenDialog } from '../fixtures/dialog';

const rows = storyBookings.map(bookingListRowView);
const withRefund = bookingRecordView(recordWithRefund);

/** The open record's props as the page builds them, in `state`. */
const recordArgs = (
  state: BookingRecordPanelProps['state'],
  change: Partial<Omit<BookingRecordPanelProps, 'permissions' | 'onChat' | 'onEdit' | 'onCancel'>> = {},
): NonNullable<AdminBookingsScreenProps['record']> => ({
  state,
  view: state === 'ready' ? withRefund : undefined,
  ...recordPanelArgs(),
  ...change,
});

const args: AdminBookingsScreenProps = {
  copy: bookingDetailsCopy,
  viewOnly: false,
  canResend: true,
  filters: { q: '', from: '', to: '', sport: 'all', status: 'all' },
  sportOptions: sportFilterOptions,
  statusOptions: bookingStatusOptions,
  onSearchChange: fn(),
  onFilterChange: fn(),
  onClearFilters: fn(),
  status: 'ready',
  rows,
  pagination: paginationView({ total: rows.length, page: 1, pageSize: 10 }),
  emptyText: bookingDetailsCopy.emptyText,
  onPageChange: fn(),
  onRetry: fn(),
  onOpen: fn(),
  record: null,
  onChat: fn(),
  onEdit: fn(),
  onCancel: fn(),
  cancelDialog: null,
  onCancelRefundChange: fn(),
  onCancelConfirm: fn(),
  onCancelDismiss: fn(),
  editDialog: null,
  onEditChange: fn(),
  onEditSubmit: fn(),
  onEditDismiss: fn(),
};

const meta = {
  title: 'Screens/AdminBookings',
  component: AdminBookingsScreen,
  parameters: { layout: 'fullscreen' },
  args,
} satisfies Meta<typeof AdminBookingsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const section = (root: HTMLElement, name: string) => within(within(root).getByRole('region', { name }) as HTMLElement);
const sessionRow = (root: HTMLElement, id: string) =>
  within(root.querySelector<HTMLElement>(`[data-testid="record-sessions"] tr[data-booking="${id}"]`)!);

/** The list: each session with its reference (or none), customer, court, time and status; Open and the search. */
export const Bookings: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Booking Details' })).toBeVisible();
    await expect(canvas.queryByText('View Only')).toBeNull();
    const found = Array.from(
      canvasElement.querySelectorAll<HTMLElement>('[data-testid="booking-details-table"] tbody tr'),
    );
    await expect(found.map((r) => r.dataset.booking)).toEqual(storyBookings.map((b) => b.id));
    await expect(found[0]).toHaveTextContent('POD-7K3M-9QXA-R2TB');
    await expect(found[2]).toHaveTextContent('No reference');
    await userEvent.click(within(found[0]!).getByRole('button', { name: 'Open BK-SAMPLE002 (POD-7K3M-9QXA-R2TB)' }));
    await expect(args.onOpen).toHaveBeenCalledWith('POD-7K3M-9QXA-R2TB');
    await userEvent.click(within(found[2]!).getByRole('button', { name: 'Open BK-SAMPLE003 (No reference)' }));
    await expect(args.onOpen).toHaveBeenCalledWith('BK-SAMPLE003');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Search' }), 'asha');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('a');
  },
};

/** The first page on its way: a skeleton, no rows. */
export const Loading: Story = {
  args: { status: 'loading', rows: null, pagination: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByLabelText('Loading bookings')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-testid="booking-details-table"]')).toBeNull();
  },
};

/** Nothing matches: what to try instead. */
export const NoMatch: Story = {
  args: { rows: [], pagination: null, filters: { ...args.filters, q: 'POD-0000' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(bookingDetailsCopy.emptyText)).toBeVisible();
  },
};

/**
 * Where the toolbar's date fields and their error sit: From and To keep their places (on one line with the other
 * controls at desktop, one under the other on a phone), and the error shows under To, inside its column.
 */
async function expectRangeErrorUnderTo(canvas: ReturnType<typeof within>) {
  const box = (element: Element) => element.getBoundingClientRect();
  const from = box(canvas.getByLabelText('From'));
  const toField = canvas.getByLabelText(/^To/);
  const to = box(toField);
  const error = box(canvas.getByText(bookingRangeMessage).closest('p')!);
  await expect(toField).toHaveAttribute('aria-invalid', 'true');
  await expect(canvas.getByText(bookingRangeMessage)).toBeVisible();
  if (from.left < to.left) {
    // Side by side: the dates, the Sport list and Clear filters stand level on one line.
    await expect(to.top).toBe(from.top);
    await expect(box(canvas.getByRole('combobox', { name: 'Sport' })).top).toBe(from.top);
    const clear = box(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect([clear.top, clear.bottom]).toEqual([from.top, from.bottom]);
  } else {
    // Stacked: From stays above To.
    await expect(to.top).toBeGreaterThanOrEqual(from.bottom);
  }
  await expect(error.top).toBeGreaterThanOrEqual(to.bottom);
  await expect(error.left).toBeGreaterThanOrEqual(to.left);
  await expect(error.right).toBeLessThanOrEqual(to.right);
}

/** A range that ends before it starts: the To date says why under itself, nothing moves, and nothing is searched. */
export const DatesBackwards: Story = {
  args: {
    filters: { ...args.filters, from: '2026-11-22', to: '2026-11-20' },
    rangeError: bookingRangeMessage,
  },
  play: async ({ canvas, args }) => {
    await expectRangeErrorUnderTo(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClearFilters).toHaveBeenCalled();
  },
};

/** The same on a phone (360 px): the filters stack, From above To, and the error under To. */
export const DatesBackwardsPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: DatesBackwards.args,
  play: async ({ canvas }) => {
    await expectRangeErrorUnderTo(canvas);
  },
};

/** The list could not be read: the reason and Retry. */
export const ListError: Story = {
  args: { status: 'error', errorText: 'Could not reach the server. Please check your connection and try again.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/Could not reach the server/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Retry/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A record on its way (a deep link): a skeleton under Back to bookings. */
export const RecordLoading: Story = {
  args: { record: recordArgs('loading') },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByLabelText(bookingDetailsCopy.loadingRecord)).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-testid="booking-details-table"]')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to bookings' }));
    await expect(args.record?.onBack).toHaveBeenCalled();
  },
};

/** The address names no booking: the server's words, and Back to bookings. */
export const NotFound: Story = {
  args: {
    record: recordArgs('notFound', {
      message:
        'No booking has the reference POD-0000-0000-0000. Check it with the customer, or search by their phone number or name.',
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No booking has the reference POD-0000-0000-0000/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Retry/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Back to bookings' })).toBeEnabled();
  },
};

/** The record could not be read: the reason and Retry. */
export const RecordError: Story = {
  args: {
    record: recordArgs('error', {
      message: 'Could not reach the server. Please check your connection and try again.',
    }),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/Could not reach the server/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Retry/ }));
    await expect(args.record?.onRetry).toHaveBeenCalled();
  },
};

/**
 * A booking with a refund: the cancelled session has no actions, the other says what cancelling it refunds now; the
 * payment part refunded through the provider; each message's state with Resend for the failed and unsent ones; who
 * waits for its slot; the history newest first with who did what.
 */
export const WithRefunds: Story = {
  args: { record: recordArgs('ready') },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByTestId('record-title')).toHaveTextContent('POD-7K3M-9QXA-R2TB');
    await expect(canvas.getByText('Partly cancelled')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '9876500002' })).toHaveAttribute('href', 'tel:+919876500002');
    const cancelled = sessionRow(canvasElement, 'BK-PRIYA0001');
    await expect(cancelled.getByText('No actions: cancelled')).toBeVisible();
    const live = sessionRow(canvasElement, 'BK-PRIYA0002');
    await expect(live.getByText('Cancelling now refunds ₹500 (50%, 18 h before the session).')).toBeVisible();
    await userEvent.click(live.getByRole('button', { name: 'Cancel BK-PRIYA0002' }));
    await expect(args.onCancel).toHaveBeenCalledWith('BK-PRIYA0002');
    await userEvent.click(live.getByRole('button', { name: 'Edit BK-PRIYA0002' }));
    await expect(args.onEdit).toHaveBeenCalledWith('BK-PRIYA0002');

    const payments = section(canvasElement, 'Payment and refunds');
    await expect(payments.getByText('Part refunded')).toBeVisible();
    await expect(payments.getByText('Refunded ₹500 through the provider (rfnd_priya0001)')).toBeVisible();

    const messages = section(canvasElement, 'Messages');
    await expect(messages.getAllByRole('listitem').map((m) => m.dataset.status)).toEqual(['unsent', 'sent', 'failed']);
    await expect(messages.getByText('Last error: 451 4.3.0 Mail server busy, try again later')).toBeVisible();
    await expect(messages.getAllByRole('button', { name: /^Resend/ })).toHaveLength(2);
    await userEvent.click(messages.getByRole('button', { name: /^Resend: Refund of ₹500/ }));
    await expect(args.record?.onResend).toHaveBeenCalledWith('MSG-priya000003');

    const waiting = section(canvasElement, 'Waiting list for its slots');
    await expect(waiting.getByText('Vikram Rao · 9876500021')).toBeVisible();
    await expect(waiting.getByText('1st in line')).toBeVisible();

    const history = within(canvas.getByRole('list', { name: 'History, newest first' })).getAllByRole('listitem');
    await expect(history[0]).toHaveTextContent('Cancelled BK-PRIYA0001 (2026-11-21 07:00), refunding ₹500.');
    await expect(history[0]).toHaveTextContent(
      'desk@pod.example (Staff) · from 10.0.0.12 · 20 November 2026, 10:30 AM',
    );
    await expect(history[2]).toHaveTextContent('Priya Sharma (Customer)');
  },
};

/** Cancelling from the record: the policy's refund, which staff may change with a reason. */
export const CancelWithQuote: Story = {
  args: {
    record: recordArgs('ready'),
    cancelDialog: {
      booking: withRefund.sessions[1]!,
      busy: false,
      refund: cancelRefundView({
        status: 'ready',
        quote: recordWithRefund.sessions[1]!.refundNow,
        amount: '',
        reason: '',
      }),
    },
  },
  play: async ({ args }) => {
    const dialog = within(await findOpenDialog('Cancel booking BK-PRIYA0002?'));
    await expect(dialog.getByText(/₹500/)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Refund (₹)' })).toHaveValue('500');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel booking' }));
    await expect(args.onCancelConfirm).toHaveBeenCalled();
  },
};

/** A booking the customer cancelled: no actions, no email address, nothing written, nobody waiting. */
export const Cancelled: Story = {
  args: { record: { ...recordArgs('ready'), view: bookingRecordView(cancelledRecord) } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId('record-title')).toHaveTextContent('POD-9V5W-2XYZ-3ABC');
    const head = within(canvas.getByTestId('record-title').parentElement!);
    await expect(head.getByText('Cancelled')).toBeVisible();
    await expect(canvas.getByText('No email given')).toBeVisible();
    await expect(sessionRow(canvasElement, 'BK-SAMPLE005').getByText('No actions: cancelled')).toBeVisible();
    await expect(canvas.getByText(bookingDetailsCopy.noMessages)).toBeVisible();
    await expect(canvas.getByText(bookingDetailsCopy.noWaitlist)).toBeVisible();
    await expect(section(canvasElement, 'Payment and refunds').getByText('Refunded')).toBeVisible();
    await expect(canvas.getByText(/Cancelled by the visitor 40 h before the session/)).toBeVisible();
  },
};

/** Front desk: cancels, moves and marks the chat sent, but Resend is a manager's, so no message offers it. */
export const FrontDesk: Story = {
  args: { canResend: false, record: recordArgs('ready') },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByText('View Only')).toBeNull();
    await expect(section(canvasElement, 'Messages').queryByRole('button', { name: /^Resend/ })).toBeNull();
    await expect(
      sessionRow(canvasElement, 'BK-PRIYA0002').getByRole('button', { name: 'Cancel BK-PRIYA0002' }),
    ).toBeEnabled();
  },
};

/** A role that may not change bookings: badged View Only, no actions anywhere. */
export const ViewOnly: Story = {
  args: { viewOnly: true, canResend: false, record: recordArgs('ready') },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('View Only')).toBeVisible();
    await expect(canvas.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    await expect(sessionRow(canvasElement, 'BK-PRIYA0002').queryByRole('button')).toBeNull();
  },
};

/** Resend refused: the server's reason above the messages. */
export const ResendRefused: Story = {
  args: {
    record: recordArgs('ready', {
      resendError: 'This message was already delivered; it is not sent twice.',
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(section(canvasElement, 'Messages').getByRole('alert')).toHaveTextContent(
      'This message was already delivered; it is not sent twice.',
    );
  },
};

/**
 * Phone (360 px) in the admin shell of a front-desk account: the record stacks, its tables scroll sideways, and the
 * sidebar is an overlay whose Booking Details has no View Only badge (the role may change bookings).
 */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { record: recordArgs('ready') },
  render: (story) => (
    <InAdminShell currentPath="/admin/bookings" items={adminNavItemsFor('frontDesk')}>
      <AdminBookingsScreen {...story} />
    </InAdminShell>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Booking Details' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Sessions list' })).toHaveAttribute('tabindex', '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Open admin menu' }));
    const dialog = await findOpenDialog('Admin menu');
    const menu = within(dialog);
    await expect(menu.getByRole('link', { name: 'Booking Details' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.queryByRole('link', { name: 'System Settings' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};
