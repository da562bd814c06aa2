import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AdminMessagesScreen } from '../../design-system/screens/AdminMessagesScreen';
import { paginationView } from '../../machines/admin/admin.view';
import {
  messageDetailView,
  messageKindOptions,
  messageRowView,
  messagesCopy,
  messageStatusOptions,
} from '../../machines/admin/messages.view';
import type { AdminMessageRow } from '../../machines/api/messages.schema';
import { emailDocument, emailText } from '../../machines/messages/content';
import { findOpenDialog } from '../fixtures/dialog';
import { booking, centre } from '../fixtures/messages';

const doc = emailDocument(booking, centre);

const row = (change: Partial<AdminMessageRow>): AdminMessageRow => ({
  id: 'MSG-sample000001',
  kind: 'booking_confirmed',
  recipient: 'asha@example.com',
  subject: doc.subject,
  reference: 'POD-7K3M-9QXA',
  status: 'sent',
  attempts: 1,
  lastError: null,
  createdAt: '2026-11-21T04:30:00Z',
  sentAt: '2026-11-21T04:30:05Z',
  nextAttemptAt: '2026-11-21T04:35:00Z',
  ...change,
});

const rows: AdminMessageRow[] = [
  row({}),
  row({
    id: 'MSG-sample000002',
    kind: 'staff_new_booking',
    recipient: 'hello@pod.example',
    subject: 'New booking: Badminton, 1 session from Sunday, 22 November 2026, 6:00 PM (Asha Raman)',
    status: 'failed',
    attempts: 27,
    lastError: '451 4.3.0 Mail server busy, try again later',
    sentAt: null,
  }),
  row({
    id: 'MSG-sample000003',
    kind: 'order_paid',
    recipient: 'ravi@example.com',
    subject: 'Order paid: POD-1795240800000 (₹1,398)',
    reference: 'POD-1795240800000',
    status: 'queued',
    attempts: 2,
    lastError: 'Connection timeout',
    sentAt: null,
  }),
];

const views = rows.map(messageRowView);

const meta = {
  title: 'Screens/AdminMessages',
  component: AdminMessagesScreen,
  parameters: { layout: 'padded' },
  args: {
    filters: { status: 'all', kind: 'all', q: '' },
    statusOptions: messageStatusOptions,
    kindOptions: messageKindOptions,
    onStatusChange: fn(),
    onKindChange: fn(),
    onSearchChange: fn(),
    status: 'ready',
    rows: views,
    pagination: paginationView({ total: 3, page: 1, pageSize: 10 }),
    emptyText: messagesCopy.emptyText,
    onPageChange: fn(),
    onRetry: fn(),
    mailConfigured: true,
    noMailServerText: messagesCopy.noMailServer,
    onView: fn(),
    onResend: fn(),
    resendingIds: [],
    detail: null,
    onDetailClose: fn(),
    onDetailRetry: fn(),
    centreName: centre.name,
  },
} satisfies Meta<typeof AdminMessagesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const tableRows = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLElement>('[data-testid="messages-table"] tbody tr'));

/** Newest first: sent, failed (its last error and Resend), queued for a retry; View and Resend send their events. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const list = tableRows(canvasElement);
    await expect(list.map((r) => r.dataset.status)).toEqual(['sent', 'failed', 'queued']);
    await expect(within(list[0]!).getByText('Sent 21 November 2026, 10:00 AM (1 attempt)')).toBeVisible();
    await expect(within(list[1]!).getByText('Last error: 451 4.3.0 Mail server busy, try again later')).toBeVisible();
    await expect(within(list[0]!).queryByRole('button', { name: /^Resend/ })).toBeNull();
    await userEvent.click(within(list[1]!).getByRole('button', { name: /^Resend: New booking/ }));
    await expect(args.onResend).toHaveBeenCalledWith('MSG-sample000002');
    await userEvent.click(within(list[0]!).getByRole('button', { name: /^View: Booking confirmed/ }));
    await expect(args.onView).toHaveBeenCalledWith('MSG-sample000001');
  },
};

/** Filters: typing searches, the status and kind lists send their choice. */
export const Filtering: Story = {
  args: { filters: { status: 'failed', kind: 'all', q: 'asha' }, rows: [views[1]!] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'Search' })).toHaveValue('asha');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Search' }), '@');
    await expect(args.onSearchChange).toHaveBeenCalledWith('asha@');
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Failed');
  },
};

/** Without a mail server: the note says messages are kept here, and unsent ones offer Resend. */
export const NoMailServer: Story = {
  args: {
    mailConfigured: false,
    rows: [
      messageRowView(
        row({ status: 'unsent', attempts: 0, sentAt: null, lastError: 'not sent: no mail server configured' }),
      ),
    ],
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText(messagesCopy.noMailServer)).toBeVisible();
    const [only] = tableRows(canvasElement);
    await expect(within(only!).getByText('Not sent')).toBeVisible();
    await expect(within(only!).getByText('Kept here: no mail server')).toBeVisible();
    await expect(within(only!).getByRole('button', { name: /^Resend/ })).toBeEnabled();
  },
};

/**
 * Two Resends in progress, pressed one after the other: each row's button stays busy until its own answer; the
 * message not being resent keeps Resend ready.
 */
export const Resending: Story = {
  args: {
    rows: [
      ...views,
      messageRowView(row({ id: 'MSG-sample000004', recipient: 'ravi@example.com', status: 'failed', sentAt: null })),
      messageRowView(row({ id: 'MSG-sample000005', recipient: 'meena@example.com', status: 'failed', sentAt: null })),
    ],
    pagination: paginationView({ total: 5, page: 1, pageSize: 10 }),
    resendingIds: ['MSG-sample000002', 'MSG-sample000004'],
  },
  play: async ({ canvasElement }) => {
    const [, failed, , second, third] = tableRows(canvasElement);
    for (const busy of [failed!, second!]) {
      await expect(within(busy).getByRole('button', { name: /Resending/ })).toHaveAttribute('aria-busy', 'true');
    }
    await expect(within(third!).getByRole('button', { name: /^Resend: .*meena@example.com/ })).toBeEnabled();
  },
};

/** No message matches. */
export const Empty: Story = {
  args: { rows: [], pagination: paginationView({ total: 0, page: 1, pageSize: 10 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(messagesCopy.emptyText)).toBeVisible();
  },
};

/** The first load. */
export const Loading: Story = {
  args: { status: 'loading', rows: null, pagination: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading messages' })).toBeVisible();
  },
};

/** The list could not be loaded: the reason and Retry. */
export const LoadError: Story = {
  args: {
    status: 'error',
    rows: null,
    errorText: 'Could not reach the server. Please check your connection and try again.',
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/Could not reach the server/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Retry/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

const detail = messageDetailView({
  row: rows[0]!,
  document: doc,
  text: emailText(doc),
  attachments: [{ filename: 'POD-Booking-pay_demo_1001.ics', contentType: 'text/calendar;charset=utf-8', bytes: 1210 }],
});

/** A message open as it reads: its heading, sessions, total, reference, the My booking link, its file and text. */
export const Viewing: Story = {
  args: { detail: { state: 'ready', view: detail } },
  play: async ({ args }) => {
    const dialog = await findOpenDialog();
    const preview = within(dialog).getByRole('article', { name: `Message: ${doc.subject}` });
    const heading = within(preview).getByRole('heading', { name: 'Your booking is confirmed' });
    await waitFor(() => expect(heading).toBeVisible());
    await expect(within(preview).getByText('POD-7K3M-9QXA')).toBeVisible();
    await expect(within(preview).getByText('₹600', { selector: 'dd[data-total]' })).toBeVisible();
    await expect(
      within(preview).getByText('View or change my booking: https://pod.example/my-booking?ref=POD-7K3M-9QXA'),
    ).toBeVisible();
    await expect(
      within(dialog).getByText('Attached: POD-Booking-pay_demo_1001.ics (text/calendar, 1.2 kB)'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByText('Plain-text version'));
    await expect(dialog.querySelector('[data-text-body]')).toHaveTextContent('YOUR SESSIONS');
    await expect(within(dialog).queryByRole('button', { name: /^Resend/ })).toBeNull();
    // One "Close" (the corner's); the footer's button says where it leads.
    await expect(within(dialog).getAllByRole('button', { name: 'Close' })).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to messages' }));
    await expect(args.onDetailClose).toHaveBeenCalledOnce();
  },
};

/** A failed message open: its last error, and Resend in the dialog. */
export const ViewingFailed: Story = {
  args: {
    detail: { state: 'ready', view: { ...detail, row: views[1]! } },
    resendError: 'This message was already delivered; it is not sent twice.',
  },
  play: async ({ args }) => {
    const dialog = await findOpenDialog();
    await expect(within(dialog).getByText('Last error: 451 4.3.0 Mail server busy, try again later')).toBeVisible();
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('already delivered');
    await userEvent.click(
      within(dialog).getByRole('button', { name: `Resend: ${views[1]!.subject}, to hello@pod.example` }),
    );
    await expect(args.onResend).toHaveBeenCalledWith('MSG-sample000002');
  },
};

/** The message is being fetched. */
export const ViewingLoading: Story = {
  args: { detail: { state: 'loading' } },
  play: async () => {
    const dialog = await findOpenDialog();
    await expect(within(dialog).getByRole('status', { name: 'Loading the message' })).toBeVisible();
  },
};

/** Phone (360 px): the table scrolls sideways inside its frame; the filters stack. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Messages list' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Search' })).toBeVisible();
  },
};
