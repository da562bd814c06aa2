import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { BookingSummary, bookingIncompleteMessage } from '../../design-system/patterns/BookingSummary';
import { SessionList } from '../../design-system/patterns/SessionList';
import { bookingMessages } from '../../machines/booking/booking.rules';
import { bookingSummaryView, sessionListView } from '../../machines/booking/booking.view';
import { paymentMessages } from '../../machines/checkout/payment.copy';
import { confirmingToast } from '../../machines/checkout/paymentConfirm';
import { DEMO_PAYMENT_LABEL } from '../../machines/checkout/paymentsMode';
import { twoSessions, WEEKDAY, WEEKEND } from '../fixtures/booking';
import { componentDocs } from '../docs/componentDocs';

const incompleteButtonLabel = bookingMessages.incompleteButtonLabel;

/** The summary's props for a selection (court 1, 1 hour, single mode unless given), built by the view model. */
function summaryOf(input: Partial<Parameters<typeof bookingSummaryView>[0]> = {}) {
  const { payAmount: _charged, ...view } = bookingSummaryView({
    mode: 'single',
    date: null,
    time: null,
    court: 1,
    duration: 1,
    sessions: [],
    ...input,
  });
  return view;
}

const meta = {
  title: 'Patterns/BookingSummary',
  component: BookingSummary,
  parameters: {
    docs: componentDocs({
      usage:
        'The booking\'s summary card beside the calendar: the date, court, time, duration, rate and total, and the pay button. While the booking is incomplete the button reads "Complete Booking Details" with the spec\'s message; while paying it is busy ("Processing..."). In multiple mode it is the session being put together, with Add Session; its children hold the session list and the customer\'s details.',
      do: [
        'Take every label and amount from the view model (`bookingSummaryView`), so the total shown is the one charged.',
        "Show a failed payment's `error` in the card, next to the button that retries.",
      ],
      dont: [
        'Enable Pay while a detail is missing or while a payment is processing.',
        'Work out a price in the screen: money comes from the rules (and the server when paying).',
      ],
    }),
  },
  args: {
    mode: 'single',
    ...summaryOf(),
    status: 'editing',
    onPay: fn(),
    onAddSession: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 440 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BookingSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

const complete = summaryOf({ date: WEEKDAY, time: '07:00', duration: 2 });

/** Incomplete: missing details read "Not selected", the message shows, the button reads Complete Booking Details and does nothing. */
export const Incomplete: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(bookingIncompleteMessage)).toBeVisible();
    await expect(canvas.getAllByText('Not selected')).toHaveLength(2);
    const button = canvas.getByRole('button', { name: incompleteButtonLabel });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription(bookingIncompleteMessage);
    await userEvent.click(button);
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

/** Complete weekday booking: Tuesday 1 December, 7:00 AM, Court 1, 2 hours at ₹350 = ₹700; Pay reports. */
export const Complete: Story = {
  args: complete,
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByText(bookingIncompleteMessage)).toBeNull();
    await expect(canvas.getByText('Tuesday, 1 December 2026')).toBeVisible();
    await expect(canvas.getByText('Court 1')).toBeVisible();
    await expect(canvas.getByText('2 hours')).toBeVisible();
    await expect(canvas.getByText('₹350 per hour')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay ₹700' }));
    await expect(args.onPay).toHaveBeenCalledOnce();
  },
};

/** A weekend: ₹500 per hour, 1.5 hours = ₹750. */
export const WeekendTotal: Story = {
  args: summaryOf({ date: WEEKEND, time: '18:00', duration: 1.5 }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₹500 per hour')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pay ₹750' })).toBeVisible();
  },
};

/** Processing: the button is busy ("Processing..."), and a second press does nothing. */
export const Processing: Story = {
  args: { ...complete, status: 'processing' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Processing...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.dblClick(button);
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

/** The payment failed: the error shows; the selection stays and Pay is available again. */
export const PaymentFailed: Story = {
  args: { ...complete, status: 'failed', error: paymentMessages.scriptFailed },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(paymentMessages.scriptFailed)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay ₹700' }));
    await expect(args.onPay).toHaveBeenCalledOnce();
  },
};

/** The dialog was dismissed: a note, the selection kept, Pay available. */
export const PaymentCancelled: Story = {
  args: { ...complete, status: 'cancelled' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Payment cancelled\. Your selection is kept/)).toBeVisible();
    await expect(canvas.getByText('Tuesday, 1 December 2026')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pay ₹700' })).not.toHaveAttribute('aria-disabled');
  },
};

/** Multiple mode with two sessions: Add Session for the next one, the list, and Pay for the combined ₹1,350. */
export const MultipleWithSessions: Story = {
  args: {
    mode: 'multiple',
    ...summaryOf({ mode: 'multiple', sessions: twoSessions }),
    children: <SessionList {...sessionListView(twoSessions)} onRemove={fn()} onClearAll={fn()} />,
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Session total')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Session' }));
    await expect(args.onAddSession).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('heading', { name: 'Your Sessions (2)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay ₹1,350' }));
    await expect(args.onPay).toHaveBeenCalledOnce();
  },
};

/** Multiple mode without sessions: incomplete. */
export const MultipleEmpty: Story = {
  args: { mode: 'multiple', ...summaryOf({ mode: 'multiple' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add Session' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: incompleteButtonLabel })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The server did not answer the confirmation: still processing, with "Confirming your payment…" beside the busy button. */
export const ConfirmingPayment: Story = {
  args: { ...complete, status: 'processing', progress: `${confirmingToast.title} ${confirmingToast.description}` },
  play: async ({ canvas, args }) => {
    const progress = canvas.getByRole('status');
    await expect(progress).toHaveTextContent('Confirming your payment…');
    await expect(progress).toHaveTextContent('please keep this page open');
    const button = canvas.getByRole('button', { name: 'Processing...' });
    await userEvent.click(button);
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

/** Demo payments (the server holds no provider keys): the label says no money is taken, above Pay. */
export const DemoPayment: Story = {
  args: { ...complete, demoNote: DEMO_PAYMENT_LABEL },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Demo payment: no money is taken')).toBeVisible();
    const label = canvasElement.querySelector('[data-part="demo-payment"]')!;
    const pay = canvas.getByRole('button', { name: 'Pay ₹700' });
    await expect(label.getBoundingClientRect().bottom).toBeLessThanOrEqual(pay.getBoundingClientRect().top);
  },
};
