import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { BookingConfirmation } from '../../design-system/patterns/BookingConfirmation';
import { sessionsTotal } from '../../machines/booking/booking.rules';
import { bookingConfirmationView } from '../../machines/booking/booking.view';
import { DEMO_PAYMENT_LABEL } from '../../machines/checkout/paymentsMode';
import { twoSessions } from '../fixtures/booking';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Patterns/BookingConfirmation',
  component: BookingConfirmation,
  parameters: {
    docs: componentDocs({
      usage:
        'After a paid booking: the sport, each session paid for, the amount and the payment id, a calendar (.ics) download and Book Another. Its heading takes focus when it appears, so screen-reader and keyboard users land on the result.',
      do: [
        "Show the provider's payment id exactly as given: it is what staff look a payment up by.",
        'List every session with its date, time, court and duration.',
      ],
      dont: [
        'Show it before the server has confirmed the payment: a payment is believed only once its signature is checked there.',
      ],
    }),
  },
  args: {
    sportName: 'Badminton',
    ...bookingConfirmationView({
      sessions: twoSessions,
      total: sessionsTotal(twoSessions),
      paymentId: 'pay_TEST0001',
      reference: 'POD-7K3M-9QXA-R2TB',
    }),
    onDownloadCalendar: fn(),
    onBookAnother: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 440 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BookingConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Paid: the heading takes focus; the booking reference comes first with a link to manage it on My booking; the
 * sessions, amount and payment id show; .ics download and Book Another report.
 */
export const Paid: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Payment Successful!' })).toHaveFocus();
    const reference = canvasElement.querySelector('[data-part="booking-reference"]')!;
    await expect(reference).toHaveTextContent('Booking referencePOD-7K3M-9QXA-R2TB');
    await expect(reference.compareDocumentPosition(canvas.getByRole('list'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    await expect(canvas.getByRole('link', { name: 'Manage this booking' })).toHaveAttribute(
      'href',
      '/my-booking?ref=POD-7K3M-9QXA-R2TB',
    );
    await expect(canvas.getByRole('list', { name: 'Booked sessions' }).children).toHaveLength(2);
    await expect(canvas.getByText(/Payment ID: pay_TEST0001/)).toBeVisible();
    await expect(canvas.getByText('Paid ₹1,350')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Calendar (.ics)' }));
    await expect(args.onDownloadCalendar).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Book Another Session' }));
    await expect(args.onBookAnother).toHaveBeenCalledOnce();
  },
};

/** One session, on a phone. */
export const SingleSessionPhone: Story = {
  args: bookingConfirmationView({
    sessions: twoSessions.slice(0, 1),
    total: 350,
    paymentId: 'pay_TEST0001',
    reference: 'POD-7K3M-9QXA-R2TB',
  }),
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('list', { name: 'Booked sessions' }).children).toHaveLength(1);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** Paid in demo payments (no provider keys): the confirmation says no money was taken. */
export const DemoPayment: Story = {
  args: { demoNote: DEMO_PAYMENT_LABEL },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Payment Successful!' })).toHaveFocus();
    await expect(canvas.getByText('Demo payment: no money is taken')).toBeVisible();
  },
};
