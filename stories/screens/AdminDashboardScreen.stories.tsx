import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { adminActionToasts } from '../../app/content/admin';
import { Toaster } from '../../design-system/primitives/Toast';
import { AdminDashboardScreen, type AdminDashboardScreenProps } from '../../design-system/screens/AdminDashboardScreen';
import { adminEmptyTexts, revenueView } from '../../machines/admin/admin.view';
import { bookingRowView } from '../../machines/admin/adminBookings.view';
import { adminCalendarView } from '../../machines/admin/adminCalendar.view';
import { cancelRefundView } from '../../machines/admin/cancelRefund.view';
import {
  dashboardArgs,
  storyBookings,
  storyEditDialog,
  storyEmptyCalendar,
  storyRefundQuote,
  storyRevenue,
} from '../fixtures/admin';
import { findOpenDialog } from '../fixtures/dialog';
import { findToast } from '../fixtures/toast';
import { storyWaitlistPanel } from '../fixtures/waitlist';

const base = dashboardArgs();

const meta = {
  title: 'Screens/AdminDashboard',
  component: AdminDashboardScreen,
  parameters: { layout: 'fullscreen' },
  args: base,
} satisfies Meta<typeof AdminDashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const withBookings = (change: Partial<AdminDashboardScreenProps['bookings']>) => ({
  bookings: { ...base.bookings, ...change },
});
const withPayments = (change: Partial<AdminDashboardScreenProps['payments']>) => ({
  payments: { ...base.payments, ...change },
});
const rowsOf = (canvasElement: HTMLElement, testId: string) =>
  Array.from(canvasElement.querySelectorAll<HTMLElement>(`[data-testid="${testId}"] tbody tr`));

/** Bookings (the first tab): header, today's cards, filters, the list with chat, Edit and Cancel. */
export const Bookings: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: '+91 90000 00001' })).toHaveAttribute('href', 'tel:+919000000001');
    // The revenue card says what its figure counts.
    await expect(canvas.getByText('Verified payments today, net of refunds')).toBeVisible();
    const tabs = canvas.getAllByRole('tab').map((t) => t.textContent);
    await expect(tabs).toEqual(['Bookings', 'Payments', 'Calendar View', 'Customers', 'Revenue', 'Settings']);
    const rows = rowsOf(canvasElement, 'bookings-table');
    await expect(rows.map((r) => r.dataset.booking)).toEqual(storyBookings.map((b) => b.id));
    const cancelled = rows[3]!;
    await expect(within(cancelled).getByText('Cancelled')).toBeVisible();
    await expect(within(cancelled).queryByRole('button')).toBeNull();
    await expect(within(cancelled).getByText('No actions: cancelled')).toBeVisible();
    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'WhatsApp Priya Sharma about BK-SAMPLE002' }));
    await expect(args.bookings.onChat).toHaveBeenCalledWith('BK-SAMPLE002');
    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Cancel BK-SAMPLE002' }));
    await expect(args.bookings.onCancel).toHaveBeenCalledWith('BK-SAMPLE002');
    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Edit BK-SAMPLE002' }));
    await expect(args.bookings.onEdit).toHaveBeenCalledWith('BK-SAMPLE002');
    await expect(canvas.getByRole('navigation', { name: 'Bookings pages' })).toHaveTextContent('Showing 1–4 of 4');
  },
};

/** The Bookings tab with the waiting list under the bookings: who waits per slot, each with Remove. */
export const BookingsWithWaitlist: Story = {
  args: { waitlist: storyWaitlistPanel() },
  play: async ({ canvas, args }) => {
    const panel = canvas.getByRole('region', { name: 'Waiting list' });
    await expect(
      within(panel)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Badminton · Court 1 · Sun, 22 Nov 2026 · 6:00 PM', 'Tennis · Court 2 · Mon, 23 Nov 2026 · 7:00 AM']);
    await userEvent.click(within(panel).getByRole('button', { name: 'Remove Meera Iyer from the waiting list' }));
    await expect(args.waitlist!.onRemove).toHaveBeenCalledWith(1);
  },
};

/** Filters and search report what changed; Clear filters resets them. */
export const BookingFilters: Story = {
  args: withBookings({ filters: { date: '2026-11-21', sport: 'tennis', status: 'confirmed', q: '98765' } }),
  play: async ({ canvas, args }) => {
    const search = canvas.getByRole('search', { name: 'Filter bookings' });
    await expect(within(search).getByLabelText('Date')).toHaveValue('2026-11-21');
    await expect(within(search).getByRole('combobox', { name: 'Sport' })).toHaveTextContent('Tennis');
    await expect(within(search).getByRole('combobox', { name: 'Status' })).toHaveTextContent('Confirmed');
    await userEvent.type(within(search).getByLabelText('Search'), '4');
    await expect(args.bookings.onSearchChange).toHaveBeenLastCalledWith('987654');
    await userEvent.click(within(search).getByRole('button', { name: 'Clear filters' }));
    await expect(args.bookings.onClearFilters).toHaveBeenCalled();
  },
};

/** The first answer is on its way: skeleton rows. */
export const BookingsLoading: Story = {
  args: withBookings({ status: 'loading', rows: null, pagination: null }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading bookings' })).toBeVisible();
  },
};

/** Nothing matches: "No bookings match these filters". */
export const BookingsEmpty: Story = {
  args: withBookings({ rows: [], pagination: null }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(adminEmptyTexts.bookings)).toBeVisible();
  },
};

/** The server failed: the message and Retry. */
export const BookingsError: Story = {
  args: withBookings({
    status: 'error',
    errorText: 'The booking system cannot reach its database right now. Please try again in a moment.',
  }),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('cannot reach its database');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.bookings.onRetry).toHaveBeenCalled();
  },
};

/** Cancel asks first: the slot becomes free at once, and the refund the cancellation policy gives is shown before confirming. */
export const CancelDialog: Story = {
  args: withBookings({
    cancelDialog: {
      booking: bookingRowView(storyBookings[0]!),
      busy: false,
      refund: cancelRefundView({ status: 'ready', quote: storyRefundQuote, amount: '', reason: '' }),
    },
  }),
  play: async ({ args }) => {
    const dialog = await findOpenDialog('Cancel booking BK-SAMPLE002?');
    await expect(dialog).toHaveTextContent('The slot becomes free for other players at once.');
    await expect(dialog).toHaveTextContent(
      'The cancellation policy refunds ₹1,000 of ₹1,000 (100%, 30 h before the session). It is refunded through the payment provider.',
    );
    await expect(within(dialog).getByLabelText('Refund (₹)')).toHaveValue('1000');
    await expect(within(dialog).queryByLabelText(/Why the refund differs/)).toBeNull();
    await userEvent.type(within(dialog).getByLabelText('Refund (₹)'), '5');
    await expect(args.bookings.onCancelRefundChange).toHaveBeenCalledWith('amount', '10005');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await expect(args.bookings.onCancelConfirm).toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    await expect(args.bookings.onCancelDismiss).toHaveBeenCalled();
  },
};

/** Staff changed the refund: the reason is asked for, and the server's refusal is shown. */
export const CancelRefundChanged: Story = {
  args: withBookings({
    cancelDialog: {
      booking: bookingRowView(storyBookings[0]!),
      busy: false,
      error: 'Say why the refund differs from the cancellation policy.',
      refund: cancelRefundView({
        status: 'ready',
        quote: { ...storyRefundQuote, policyAmount: 500, percent: 50, hoursBefore: 18 },
        amount: '800',
        reason: '',
      }),
    },
  }),
  play: async () => {
    const dialog = await findOpenDialog('Cancel booking BK-SAMPLE002?');
    await expect(dialog).toHaveTextContent(
      'The cancellation policy refunds ₹500 of ₹1,000 (50%, 18 h before the session).',
    );
    await expect(within(dialog).getByLabelText('Refund (₹)')).toHaveValue('800');
    await waitFor(() => expect(within(dialog).getByLabelText(/Why the refund differs from the policy/)).toBeVisible());
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Say why the refund differs');
  },
};

/** Edit: a new date, start time and court of the same sport. */
export const EditDialog: Story = {
  args: withBookings({ editDialog: storyEditDialog() }),
  play: async ({ args }) => {
    const dialog = await findOpenDialog('Move booking BK-SAMPLE002');
    await expect(within(dialog).getByLabelText('New date')).toHaveValue('2026-11-22');
    await expect(within(dialog).getByRole('combobox', { name: 'Start time' })).toHaveTextContent('6:00 PM');
    await expect(within(dialog).getByRole('combobox', { name: 'Court' })).toHaveTextContent('Court 1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move booking' }));
    await expect(args.bookings.onEditSubmit).toHaveBeenCalled();
  },
};

/** Edit refused: the server says the slot is taken, the dialog stays open for another choice. */
export const EditRefused: Story = {
  args: withBookings({
    editDialog: storyEditDialog(
      'Court 1 on Sun, 22 Nov 2026 at 6:00 PM is already taken for 2 h. Choose another time or court.',
    ),
  }),
  play: async () => {
    const dialog = await findOpenDialog('Move booking BK-SAMPLE002');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'is already taken for 2 h. Choose another time or court.',
    );
  },
};

/** Payments: search, status, the list with verified and unverified payments, Send Receipt, Export CSV. */
export const Payments: Story = {
  args: { tab: 'payments' },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('tab', { name: 'Payments' })).toHaveAttribute('aria-selected', 'true');
    const rows = rowsOf(canvasElement, 'payments-table');
    await expect(rows).toHaveLength(4);
    await expect(within(rows[0]!).getByText('Verified')).toBeVisible();
    await expect(within(rows[1]!).getByText('Unverified')).toBeVisible();
    await expect(within(rows[1]!).getByText('Receipt sent')).toBeVisible();
    await expect(within(rows[3]!).getByText('Failed')).toBeVisible();
    await userEvent.click(within(rows[0]!).getByRole('button', { name: /^Send Receipt/ }));
    await expect(args.payments.onSendReceipt).toHaveBeenCalledWith('PAY-SAMPLE002');
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.payments.onExportCsv).toHaveBeenCalled();
  },
};

/** Export CSV under way, then Export Complete. */
export const PaymentsExported: Story = {
  args: { tab: 'payments', ...withPayments({ exporting: true }) },
  render: (args) => (
    <>
      <AdminDashboardScreen {...args} />
      <Toaster
        duration={Infinity}
        onDismiss={fn()}
        toasts={[{ id: 'x', variant: 'default', ...adminActionToasts.exportComplete }]}
      />
    </>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Exporting...' })).toHaveAttribute('aria-busy', 'true');
    await findToast(canvasElement, 'Export Complete', 'Payment data exported successfully');
  },
};

/** No payment matches. */
export const PaymentsEmpty: Story = {
  args: { tab: 'payments', ...withPayments({ rows: [], filters: { status: 'failed', q: 'zzz' } }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(adminEmptyTexts.payments)).toBeVisible();
  },
};

/** Send Receipt opened the chat: Receipt Sent. */
export const ReceiptSent: Story = {
  args: { tab: 'payments' },
  render: (args) => (
    <>
      <AdminDashboardScreen {...args} />
      <Toaster
        duration={Infinity}
        onDismiss={fn()}
        toasts={[{ id: 'r', variant: 'default', ...adminActionToasts.receiptSent('Priya Sharma') }]}
      />
    </>
  ),
  play: async ({ canvasElement }) => {
    await findToast(canvasElement, 'Receipt Sent', 'The receipt chat for Priya Sharma is open in a new tab.');
  },
};

/** Calendar View: one weekday of every court, with a day back and forward. */
export const CalendarDay: Story = {
  args: { tab: 'calendar' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Monday, 23 November 2026' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Courts on Monday, 23 November 2026' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next day' }));
    await expect(args.calendar.onDateChange).toHaveBeenCalledWith('2026-11-24');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous day' }));
    await expect(args.calendar.onDateChange).toHaveBeenLastCalledWith('2026-11-22');
  },
};

/** A day with nothing booked says so. */
export const CalendarEmpty: Story = {
  args: {
    tab: 'calendar',
    calendar: { ...base.calendar, date: storyEmptyCalendar.date, view: adminCalendarView(storyEmptyCalendar) },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(adminEmptyTexts.calendar)).toBeVisible();
  },
};

/** The calendar is loading. */
export const CalendarLoading: Story = {
  args: { tab: 'calendar', calendar: { ...base.calendar, status: 'loading', view: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading the calendar' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next day' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Customers from bookings and orders, with counts, spend and last visit. */
export const Customers: Story = {
  args: { tab: 'customers' },
  play: async ({ canvas, canvasElement, args }) => {
    const rows = rowsOf(canvasElement, 'customers-table');
    await expect(rows[0]).toHaveTextContent('Priya Sharma');
    await expect(rows[0]).toHaveTextContent('3 bookings');
    await expect(rows[0]).toHaveTextContent('₹2,899');
    await expect(rows[2]).toHaveTextContent('No visit yet');
    await userEvent.type(canvas.getByLabelText('Search'), 'P');
    await expect(args.customers.onSearchChange).toHaveBeenLastCalledWith('P');
  },
};

/** A search that finds nobody. */
export const CustomersEmpty: Story = {
  args: {
    tab: 'customers',
    customers: { ...base.customers, q: 'zzz', rows: [], emptyText: adminEmptyTexts.customers },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(adminEmptyTexts.customers)).toBeVisible();
  },
};

/** Revenue: 30 days by day and by sport, with tables for screen readers. */
export const Revenue: Story = {
  args: { tab: 'revenue' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId('revenue-total')).toHaveTextContent(revenueView(storyRevenue).total);
    await expect(canvas.getByText('Verified payments net of refunds, 23 Oct 2026 – 21 Nov 2026')).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Revenue by sport, last 30 days' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        canvasElement.querySelectorAll('[data-testid="revenue-chart"] .recharts-bar-rectangle').length,
      ).toBeGreaterThan(20),
    );
  },
};

/** No payments in 30 days. */
export const RevenueEmpty: Story = {
  args: {
    tab: 'revenue',
    revenue: {
      ...base.revenue,
      view: revenueView({
        ...storyRevenue,
        total: 0,
        byDay: storyRevenue.byDay.map((d) => ({ ...d, amount: 0 })),
        bySport: [],
      }),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(adminEmptyTexts.revenue)).toBeVisible();
    await expect(canvas.getByTestId('revenue-total')).toHaveTextContent('₹0');
  },
};

/** Settings: contact information and notifications (WhatsApp and email Enabled, SMS reminders Coming Soon). */
export const Settings: Story = {
  args: { tab: 'settings' },
  play: async ({ canvas }) => {
    const notifications = canvas.getByRole('region', { name: 'Notification status' });
    await expect(notifications).toHaveTextContent('WhatsApp booking confirmationsEnabled');
    await expect(notifications).toHaveTextContent('Email notificationsEnabled');
    await expect(notifications).toHaveTextContent('SMS remindersComing Soon');
    await expect(
      within(canvas.getByRole('region', { name: 'Contact information' })).getByRole('link', {
        name: '+91 90000 00001',
      }),
    ).toHaveAttribute('href', 'tel:+919000000001');
  },
};

/**
 * Front desk: no Revenue tab and no export buttons (Export Data, the payments' Export CSV), as the role table says
 * (the server refuses those calls to the role).
 */
export const FrontDesk: Story = {
  args: { tab: 'payments', tabs: ['bookings', 'payments', 'calendar', 'customers', 'settings'], canExport: false },
  play: async ({ canvas }) => {
    const tabs = canvas.getAllByRole('tab').map((t) => t.textContent);
    await expect(tabs).toEqual(['Bookings', 'Payments', 'Calendar View', 'Customers', 'Settings']);
    await expect(canvas.getByRole('region', { name: 'Payments' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Export Data' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
  },
};

/** A tab the account may not open (Revenue, for the front desk) shows the first tab instead. */
export const TabNotAllowed: Story = {
  args: { tab: 'revenue', tabs: ['bookings', 'payments', 'calendar', 'customers', 'settings'], canExport: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Bookings' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.queryByRole('tab', { name: 'Revenue' })).toBeNull();
  },
};

/** Today's cards still loading, the list already there. */
export const StatsLoading: Story = {
  args: { stats: { ...base.stats, status: 'loading', cards: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Today at a glance' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Export Data and Logout under way. */
export const Busy: Story = {
  args: { exporting: true, loggingOut: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Exporting...' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Logging out...' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Phone (360 px): header buttons wrap, cards stack, the tab list and the table scroll sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('region', { name: 'Bookings list' });
    await expect(table.scrollWidth).toBeGreaterThan(table.clientWidth);
    await expect(canvas.getByRole('button', { name: 'Logout' }).getBoundingClientRect().right).toBeLessThanOrEqual(360);
  },
};
