import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  BookingRecordPanel,
  type BookingRecordPanelProps,
} from '../../design-system/screens/AdminBookingsScreen/BookingRecordPanel';
import { bookingDetailsCopy, bookingPermissions, bookingRecordView } from '../../machines/admin/bookingRecord.view';
import { bookingRecordNotFound } from '../../machines/api/bookingRecord.schema';
import { apiMessages } from '../../machines/api/errors';
import { resendRefusedMessage } from '../../machines/api/messages.schema';
import { confirmedRecord, recordPanelArgs, recordWithRefund, unpaidRecord } from '../fixtures/bookingRecord';

/** One booking's record on its own, as Booking Details shows it once a booking is opened (an owner's rights). */
const args: BookingRecordPanelProps = {
  state: 'ready',
  view: bookingRecordView(confirmedRecord),
  permissions: bookingPermissions('owner'),
  onChat: fn(),
  onEdit: fn(),
  onCancel: fn(),
  ...recordPanelArgs(),
};

const meta = {
  title: 'Screens/AdminBookings/BookingRecordPanel',
  component: BookingRecordPanel,
  args,
} satisfies Meta<typeof BookingRecordPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const withRefund = bookingRecordView(recordWithRefund);
const section = (root: HTMLElement, name: string) => within(within(root).getByRole('region', { name }));
/** The record's own status badge, beside its title. */
const recordStatus = (canvas: { getByTestId: (id: string) => HTMLElement }) =>
  within(canvas.getByTestId('record-title').parentElement!);
const sessionRow = (root: HTMLElement, id: string) =>
  within(root.querySelector<HTMLElement>(`[data-testid="record-sessions"] tr[data-booking="${id}"]`)!);

/** The record on its way: a skeleton under Back to bookings, which still works. */
export const Loading: Story = {
  args: { state: 'loading', view: undefined },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('status', { name: bookingDetailsCopy.loadingRecord })).toBeInTheDocument();
    await expect(canvas.queryByTestId('record-title')).toBeNull();
    await expect(canvasElement.querySelector('article')).toHaveAttribute('data-record-state', 'loading');
    await userEvent.click(canvas.getByRole('button', { name: 'Back to bookings' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

/**
 * A confirmed booking: the customer's phone and email as links; the session with what cancelling it refunds now and
 * WhatsApp, Edit and Cancel; the card payment, verified; the confirmation sent and the desk's copy waiting for its
 * next attempt (neither offers Resend); two people waiting for its slot; the history newest first.
 */
export const Ready: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByTestId('record-title')).toHaveTextContent('POD-4D2F-8HJK-M6NP');
    await expect(recordStatus(canvas).getByText('Confirmed')).toBeVisible();
    await expect(canvas.getByText('Badminton · 1 session · ₹500 · booked 21 November 2026, 7:30 AM')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '9876500001' })).toHaveAttribute('href', 'tel:+919876500001');
    await expect(canvas.getByRole('link', { name: 'arjun@example.com' })).toHaveAttribute(
      'href',
      'mailto:arjun@example.com',
    );

    const session = sessionRow(canvasElement, 'BK-SAMPLE001');
    await expect(session.getByText('Confirmation chat sent')).toBeVisible();
    await expect(session.getByText('Cancelling now refunds ₹500 (100%, 32 h before the session).')).toBeVisible();
    await expect(session.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'WhatsApp Arjun Kumar about BK-SAMPLE001',
      'Edit BK-SAMPLE001',
      'Cancel BK-SAMPLE001',
    ]);
    await userEvent.click(session.getByRole('button', { name: 'Cancel BK-SAMPLE001' }));
    await expect(args.onCancel).toHaveBeenCalledWith('BK-SAMPLE001');

    const payments = section(canvasElement, 'Payment and refunds');
    await expect(payments.getByText('₹500 · pay_sample0001')).toBeVisible();
    await expect(payments.getByText('Success')).toBeVisible();
    await expect(payments.getByText('Verified')).toBeVisible();

    const messages = section(canvasElement, 'Messages');
    await expect(messages.getAllByRole('listitem').map((m) => m.dataset.status)).toEqual(['sent', 'queued']);
    await expect(messages.getByText('Sent 21 November 2026, 7:31 AM (1 attempt)')).toBeVisible();
    await expect(messages.getByText('Next attempt 21 November 2026, 7:36 AM (1 attempt so far)')).toBeVisible();
    await expect(messages.getByText('Last error: 421 4.7.0 Try again later')).toBeVisible();
    await expect(messages.queryByRole('button', { name: /^Resend/ })).toBeNull();

    const waiting = section(canvasElement, 'Waiting list for its slots');
    const [meera, karthik] = waiting.getAllByRole('listitem');
    await expect(meera).toHaveTextContent('Meera Iyer · 98765 40001');
    await expect(meera).toHaveTextContent('Offered the slot until 21 November 2026, 10:15 AM');
    await expect(meera).toHaveTextContent('Court 1 · Sun, 22 Nov 2026, 6:00 PM · 1 h');
    await expect(karthik).toHaveTextContent('Karthik Raja · 98765 40002');
    await expect(karthik).toHaveTextContent('2nd in line');

    const history = within(canvas.getByRole('list', { name: 'History, newest first' })).getAllByRole('listitem');
    await expect(history.map((h) => h.dataset.source)).toEqual(['visitor', 'visitor']);
    await expect(history[0]).toHaveTextContent('Paid ₹500 by card (pay_sample0001), verified with the card provider.');
  },
};

/**
 * One session cancelled by staff and refunded in part through the provider: the cancelled session has no actions,
 * the payment reads Part refunded with its refund, the failed and unsent messages offer Resend.
 */
export const WithRefund: Story = {
  args: { view: withRefund },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(recordStatus(canvas).getByText('Partly cancelled')).toBeVisible();
    await expect(sessionRow(canvasElement, 'BK-PRIYA0001').getByText('No actions: cancelled')).toBeVisible();
    await expect(
      sessionRow(canvasElement, 'BK-PRIYA0002').getByText(
        'Cancelling now refunds ₹500 (50%, 18 h before the session).',
      ),
    ).toBeVisible();
    const payments = section(canvasElement, 'Payment and refunds');
    await expect(payments.getByText('Part refunded')).toBeVisible();
    await expect(payments.getByText('Refunded ₹500 through the provider (rfnd_priya0001)')).toBeVisible();
    const messages = section(canvasElement, 'Messages');
    await expect(messages.getByText('Kept here: no mail server')).toBeVisible();
    await expect(messages.getByText('Gave up after 27 attempts')).toBeVisible();
    await expect(messages.getAllByRole('button', { name: /^Resend/ })).toHaveLength(2);
    await userEvent.click(
      messages.getByRole('button', { name: 'Resend: Refund of ₹500 on its way, to priya@example.com' }),
    );
    await expect(args.onResend).toHaveBeenCalledWith('MSG-priya000003');
  },
};

/**
 * A booking the centre recorded without a reference, with nothing paid online: titled by its session, and each empty
 * section says why it is empty; cancelling it refunds nothing.
 */
export const NothingPaidOnline: Story = {
  args: { view: bookingRecordView(unpaidRecord) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId('record-title')).toHaveTextContent('Booking BK-SAMPLE003');
    await expect(recordStatus(canvas).getByText('Pending')).toBeVisible();
    await expect(canvas.getByText('No email given')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'No email given' })).toBeNull();
    await expect(
      sessionRow(canvasElement, 'BK-SAMPLE003').getByText(
        'Cancelling now refunds nothing: no online payment is on record.',
      ),
    ).toBeVisible();
    await expect(canvas.getByText(bookingDetailsCopy.noPayment)).toBeVisible();
    await expect(canvas.getByText(bookingDetailsCopy.noMessages)).toBeVisible();
    await expect(canvas.getByText(bookingDetailsCopy.noWaitlist)).toBeVisible();
    await expect(canvas.getByText('POD (System)', { exact: false })).toBeVisible();
  },
};

/** The key names no booking: the server's words and Back to bookings, no Retry (asking again finds nothing). */
export const NotFound: Story = {
  args: { state: 'notFound', view: undefined, message: bookingRecordNotFound('BK-SAMPLE999') },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        "There is no booking BK-SAMPLE999. Check the id, or search by the customer's phone number or name.",
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Retry/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Back to bookings' })).toBeEnabled();
  },
};

/** The record could not be read: the server's reason, and Retry asks again. */
export const LoadFailed: Story = {
  args: { state: 'error', view: undefined, message: apiMessages.databaseStarting },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(apiMessages.databaseStarting);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A role that may neither change bookings nor resend: no Actions column, no buttons but Back to bookings. */
export const ViewOnly: Story = {
  args: { view: withRefund, permissions: { change: false, resend: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId('record-title')).toHaveTextContent('POD-7K3M-9QXA-R2TB');
    await expect(canvas.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    await expect(canvas.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Session',
      'Court',
      'When',
      'Price',
      'Status',
    ]);
    await expect(canvas.getAllByRole('button').map((b) => b.textContent)).toEqual(['Back to bookings']);
    // What staff need to decide is still there: the refund each cancel would give and each message's state.
    await expect(canvas.getByText('Cancelling now refunds ₹500 (50%, 18 h before the session).')).toBeVisible();
    await expect(section(canvasElement, 'Messages').getByText('Gave up after 27 attempts')).toBeVisible();
  },
};

/** Resend pressed: that message's button is busy, the other unsent one can still be pressed. */
export const Resending: Story = {
  args: { view: withRefund, resendingIds: ['MSG-priya000003'] },
  play: async ({ canvasElement }) => {
    const messages = section(canvasElement, 'Messages');
    const busy = messages.getByRole('button', { name: 'Resending...' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy.closest('li')).toHaveAttribute('data-message', 'MSG-priya000003');
    await expect(
      messages.getByRole('button', {
        name: 'Resend: Booking confirmed: Tennis, 2 sessions from Saturday, 21 November 2026, to priya@example.com',
      }),
    ).toBeEnabled();
  },
};

/** Resend refused: the server's reason above the messages, which stay as they were. */
export const ResendRefused: Story = {
  args: { view: withRefund, resendError: resendRefusedMessage('sent') },
  play: async ({ canvasElement }) => {
    const messages = section(canvasElement, 'Messages');
    await expect(messages.getByRole('alert')).toHaveTextContent(
      'This message was already delivered; it is not sent twice.',
    );
    await expect(messages.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Phone (360 px): the facts stack, the sessions table scrolls sideways in its focusable region. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('record-title')).toHaveTextContent('POD-4D2F-8HJK-M6NP');
    const sessions = canvas.getByRole('region', { name: 'Sessions list' });
    await expect(sessions).toHaveAttribute('tabindex', '0');
    await expect(sessions.scrollWidth).toBeGreaterThan(sessions.clientWidth);
    const facts = Array.from(canvas.getByRole('region', { name: 'Customer' }).querySelectorAll('dl > div'));
    const lefts = new Set(facts.map((f) => Math.round(f.getBoundingClientRect().left)));
    await expect(lefts.size).toBe(1);
  },
};
