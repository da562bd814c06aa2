import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BookingView } from '../../design-system/patterns/BookingView';
import { Toast, ToastRegion } from '../../design-system/primitives/Toast';
import { bookingMessages, sessionsTotal } from '../../machines/booking/booking.rules';
import { availabilityMessages, slotConflictMessage } from '../../machines/booking/slotGrid.view';
import { bookingConfirmationView } from '../../machines/booking/booking.view';
import { checkoutMessages } from '../../machines/forms/forms.messages';
import { paymentMessages, paymentToasts } from '../../machines/checkout/payment.copy';
import { DEMO_PAYMENT_LABEL } from '../../machines/checkout/paymentsMode';
import {
  bookedTime,
  bookingViewArgs,
  customerFilled,
  freeTime,
  MORNING,
  twoSessions,
  WEEKDAY,
} from '../fixtures/booking';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Patterns/BookingView',
  component: BookingView,
  args: bookingViewArgs(),
  parameters: {
    layout: 'fullscreen',
    docs: componentDocs({
      usage:
        "The booking view of one sport: Back, a chat button for questions, the Single / Multiple toggle, calendar, court, time slots, duration, and the summary with the customer's details and the pay button (in multiple mode also Add Session and the session list). After a paid booking the confirmation takes the summary's place. While the slots load the grid shows a skeleton, or an error with Retry, and everything else stays usable; a slot taken meanwhile shows the conflict alert above the refreshed grid.",
      do: [
        'Build every value with the booking view model (`machines/booking/booking.view.ts`), so money, dates and labels are formatted in one place.',
        "Keep the customer's details and the selection when a payment fails or a slot is taken: the visitor fixes one thing and pays again.",
      ],
      dont: [
        'Reset the whole view for a slot conflict: only the grid is refreshed.',
        'Hide the calendar and the courts while the slots load.',
      ],
    }),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BookingView>;

export default meta;
type Story = StoryObj<typeof meta>;

const completeSingle = bookingViewArgs({ date: WEEKDAY, time: MORNING, duration: 2, customer: customerFilled });
const SECOND = freeTime(WEEKDAY, '20:00');
const multiple = bookingViewArgs({ mode: 'multiple', sessions: twoSessions, date: WEEKDAY, time: SECOND });

/** Single mode, nothing chosen: Back, the enquiry chat, the mode toggle, December's calendar, court 1, no slots yet, incomplete summary. */
export const SingleIncomplete: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Book Badminton' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Single Session' })).toBeChecked();
    await expect(canvas.getByRole('grid', { name: 'December 2026' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Court 1' })).toBeChecked();
    await expect(canvas.getByText('Choose a date to see the available time slots.')).toBeVisible();
    await expect(canvas.getByText(bookingMessages.incomplete)).toBeVisible();
    await expect(canvas.getByRole('button', { name: bookingMessages.incompleteButtonLabel })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.queryByRole('button', { name: 'Add Session' })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Email Address (optional)' })).not.toBeRequired();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to Sports' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('radio', { name: 'Multiple Sessions' }));
    await expect(args.onModeChange).toHaveBeenCalledWith('multiple');
    await userEvent.click(canvas.getByRole('button', { name: 'Questions about booking? Chat with us' }));
    await expect(args.onEnquire).toHaveBeenCalledOnce();
  },
};

/** Single mode, complete: weekday, morning slot, 2 hours: ₹700; the customer's details filled; Pay reports. */
export const SingleComplete: Story = {
  args: completeSingle,
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvasElement.querySelector(`button[data-time="${MORNING}"]`)).toHaveAttribute(
      'data-state',
      'selected',
    );
    await expect(canvas.queryByText(bookingMessages.incomplete)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay ₹700' }));
    await expect(args.onPay).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('radio', { name: '3 hours' }));
    await expect(args.onDurationChange).toHaveBeenCalledWith(3);
  },
};

/** With the waiting list: a booked slot in the grid shows a bell; pressing it offers "Notify me if it frees up". */
export const WaitingList: Story = {
  args: { ...completeSingle, onNotifySlot: fn() },
  play: async ({ canvasElement, args }) => {
    const booked = canvasElement.querySelector<HTMLButtonElement>(`button[data-time="${bookedTime(WEEKDAY)}"]`)!;
    await expect(booked).toHaveAttribute('data-notify', 'true');
    await expect(booked).toHaveAccessibleName(/Booked: Notify me if it frees up$/);
    await userEvent.click(booked);
    await expect(args.onNotifySlot).toHaveBeenCalledWith(bookedTime(WEEKDAY));
    await expect(args.onSelectSlot).not.toHaveBeenCalled();
  },
};

/** Multiple mode: two sessions added (the weekday's one shows as Added), a new slot chosen, Add Session, combined ₹1,350. */
export const Multiple: Story = {
  args: multiple,
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Multiple Sessions' })).toBeChecked();
    await expect(canvasElement.querySelector(`button[data-time="${MORNING}"]`)).toHaveAttribute('data-state', 'added');
    await expect(canvasElement.querySelector(`button[data-time="${SECOND}"]`)).toHaveAttribute(
      'data-state',
      'selected',
    );
    await expect(canvas.getByRole('heading', { name: 'Your Sessions (2)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Session' }));
    await expect(args.onAddSession).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear All' }));
    await expect(args.onClearSessions).toHaveBeenCalledOnce();
    await expect(
      canvas.getByRole('button', { name: `Pay ₹${sessionsTotal(twoSessions).toLocaleString('en-IN')}` }),
    ).toBeVisible();
  },
};

/** Customer details with errors (after pressing Pay with an empty name and a bad phone), and the validation toast. */
export const CustomerErrors: Story = {
  args: {
    ...completeSingle,
    customer: { name: '', email: '', phone: '12345' },
    customerErrors: {
      name: checkoutMessages.nameRequired.description,
      phone: checkoutMessages.invalidPhone.description,
    },
  },
  render: (args) => (
    <ToastRegion duration={Infinity}>
      <BookingView {...args} />
      <Toast
        variant="destructive"
        title={checkoutMessages.nameRequired.title}
        description={checkoutMessages.nameRequired.description}
      />
    </ToastRegion>
  ),
  play: async ({ canvas }) => {
    const name = canvas.getByRole('textbox', { name: /Full Name/ });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(/Please enter your full name\./);
    await expect(canvas.getByRole('textbox', { name: /Phone Number/ })).toHaveAttribute('aria-invalid', 'true');
    const toast = within(canvas.getByRole('region', { name: 'Notifications (F8)' })).getByRole('listitem');
    await expect(toast).toHaveTextContent('Name required');
  },
};

/** Processing: Pay reads "Processing..." (busy), the customer's fields are read-only, the session list is locked. */
export const Processing: Story = {
  args: { ...completeSingle, paymentStatus: 'processing' },
  render: (args) => (
    <ToastRegion duration={Infinity}>
      <BookingView {...args} />
      <Toast title={paymentToasts.initializing.title} />
    </ToastRegion>
  ),
  play: async ({ canvas, args }) => {
    const pay = canvas.getByRole('button', { name: 'Processing...' });
    await expect(pay).toHaveAttribute('aria-busy', 'true');
    await userEvent.dblClick(pay);
    await expect(args.onPay).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: /Full Name/ })).toHaveAttribute('readonly');
    await expect(canvas.getByText('Initializing Payment')).toBeInTheDocument();
  },
};

/** Paid: the confirmation replaces the summary, with the .ics download; the success toast shows the payment id. */
export const Success: Story = {
  args: {
    ...completeSingle,
    paymentStatus: 'paid',
    confirmation: bookingConfirmationView({ sessions: twoSessions.slice(0, 1), total: 700, paymentId: 'pay_TEST0001' }),
  },
  render: (args) => (
    <ToastRegion duration={Infinity}>
      <BookingView {...args} />
      <Toast
        title={paymentToasts.success('pay_TEST0001').title}
        description={paymentToasts.success('pay_TEST0001').description}
      />
    </ToastRegion>
  ),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Payment Successful!' })).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: /^Pay / })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Calendar (.ics)' }));
    await expect(args.onDownloadCalendar).toHaveBeenCalledOnce();
    await expect(canvas.getByText('Payment ID: pay_TEST0001')).toBeInTheDocument();
  },
};

/** Paid, 2 s later: "Booking Confirmed!" with the Confirm button (opens the prefilled chat in the app). */
export const BookingConfirmedToast: Story = {
  args: Success.args,
  render: (args) => (
    <ToastRegion duration={Infinity}>
      <BookingView {...args} />
      <Toast
        title={paymentToasts.bookingConfirmed.title}
        description={paymentToasts.bookingConfirmed.description}
        action={{ label: paymentToasts.bookingConfirmed.actionLabel, onAction: () => {} }}
      />
    </ToastRegion>
  ),
  play: async ({ canvas }) => {
    const toast = within(canvas.getByRole('region', { name: 'Notifications (F8)' })).getByRole('listitem');
    await expect(toast).toHaveTextContent('Booking Confirmed!');
    await waitFor(() => expect(within(toast).getByRole('button', { name: 'Confirm' })).toBeVisible());
  },
};

function failedStory(title: string, description: string, status: 'failed' | 'cancelled' = 'failed'): Story {
  return {
    args: { ...completeSingle, paymentStatus: status, paymentError: status === 'failed' ? description : null },
    render: (args) => (
      <ToastRegion duration={Infinity}>
        <BookingView {...args} />
        <Toast variant="destructive" title={title} description={description} />
      </ToastRegion>
    ),
    play: async ({ canvas, canvasElement, args }) => {
      const toast = within(canvas.getByRole('region', { name: 'Notifications (F8)' })).getByRole('listitem');
      await expect(toast).toHaveAttribute('data-variant', 'destructive');
      await expect(toast).toHaveTextContent(title);
      await expect(toast).toHaveTextContent(description);
      // The selection is kept and Pay works again.
      await expect(canvasElement.querySelector(`button[data-time="${MORNING}"]`)).toHaveAttribute(
        'data-state',
        'selected',
      );
      await userEvent.click(canvas.getByRole('button', { name: 'Pay ₹700' }));
      await expect(args.onPay).toHaveBeenCalledOnce();
    },
  };
}

const errorToast = (message?: string) => paymentToasts.error(message);

/** The provider's script failed to load. */
export const ErrorScriptFailed = failedStory(
  errorToast(paymentMessages.scriptFailed).title,
  paymentMessages.scriptFailed,
);
/** The script loaded but the payment object is missing. */
export const ErrorProviderUnavailable = failedStory(
  errorToast(paymentMessages.unavailable).title,
  paymentMessages.unavailable,
);
/** The dialog could not be created. */
export const ErrorDialogFailed = failedStory(
  errorToast(paymentMessages.dialogFailed).title,
  paymentMessages.dialogFailed,
);
/** The provider reported an error without a message. */
export const ErrorProcessFallback = failedStory(errorToast().title, paymentMessages.processFallback);
/** The provider reported a failed payment. */
export const ErrorPaymentFailed = failedStory(paymentToasts.failed.title, paymentToasts.failed.description);
/** The visitor closed the dialog: Payment Cancelled; the selection is kept. */
export const PaymentCancelled = failedStory(
  paymentToasts.cancelled.title,
  paymentToasts.cancelled.description,
  'cancelled',
);

/** At 360 px: one column, nothing wider than the screen, the slot grid in three columns. */
export const Phone: Story = {
  args: multiple,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-view="booking"]') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    const grid = canvasElement.querySelector('ul[data-testid="slot-grid"]') as HTMLElement;
    await expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).toHaveLength(3);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The availability of the chosen date is loading: a skeleton in the grid's place; the calendar, courts, durations and form still work. */
export const AvailabilityLoading: Story = {
  args: bookingViewArgs({ date: WEEKDAY, availability: 'loading', customer: customerFilled }),
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(availabilityMessages.loading);
    await expect(canvasElement.querySelector('[data-testid="slot-grid-skeleton"]')).toBeVisible();
    await expect(canvasElement.querySelector('button[data-time]')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Saturday, 5 December 2026, ₹500 per hour' }));
    await expect(args.onSelectDate).toHaveBeenCalledWith('2026-12-05');
    await userEvent.click(canvas.getByRole('radio', { name: 'Court 2' }));
    await expect(args.onSelectCourt).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('radio', { name: '2 hours' }));
    await expect(args.onDurationChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('textbox', { name: /Full Name/ })).not.toHaveAttribute('readonly');
  },
};

/** The availability failed to load: the alert with Retry (which asks again); the rest of the view keeps working. */
export const AvailabilityFailed: Story = {
  args: bookingViewArgs({ date: WEEKDAY, availability: 'error' }, { onRetryAvailability: fn() }),
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent("We couldn't load the free slots. Check your connection and try again.");
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetryAvailability).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await expect(args.onNextMonth).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('radio', { name: 'Multiple Sessions' }));
    await expect(args.onModeChange).toHaveBeenCalledWith('multiple');
  },
};

const TAKEN = freeTime(WEEKDAY, '20:00');
const OTHER = freeTime(WEEKDAY, '20:00', 'badminton', 1, [TAKEN]);
const conflictArgs = bookingViewArgs({
  date: WEEKDAY,
  time: null,
  duration: 2,
  customer: customerFilled,
  takenTimes: [TAKEN],
  conflict: { time: TAKEN, court: 1 },
});

/**
 * After Pay, the chosen slot was booked by someone else meanwhile: an alert names it and takes focus, the grid is
 * refreshed (the slot now reads Booked), and the other choices (date, court, duration, details) are kept.
 */
export const SlotConflict: Story = {
  args: conflictArgs,
  play: async ({ canvas, canvasElement, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(slotConflictMessage({ time: TAKEN, court: 1 }));
    await expect(alert).toHaveTextContent(
      /^Sorry, \d+:\d\d [AP]M on Court 1 was just booked by someone else\. Pick another time; your other choices are kept\.$/,
    );
    await waitFor(() => expect(alert).toHaveFocus());
    const taken = canvasElement.querySelector<HTMLButtonElement>(`button[data-time="${TAKEN}"]`)!;
    await expect(taken).toHaveAttribute('data-state', 'booked');
    await expect(taken).toHaveAttribute('aria-disabled', 'true');
    await expect(canvasElement.querySelector('button[data-time][data-state="selected"]')).toBeNull();
    await expect(canvasElement.querySelector(`[data-date="${WEEKDAY}"]`)).toHaveAttribute('data-state', 'selected');
    await expect(canvas.getByRole('radio', { name: '2 hours' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: /Full Name/ })).toHaveValue(customerFilled.name);
    await expect(canvas.getByRole('button', { name: bookingMessages.incompleteButtonLabel })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(canvasElement.querySelector<HTMLButtonElement>(`button[data-time="${OTHER}"]`)!);
    await expect(args.onSelectSlot).toHaveBeenCalledWith(OTHER);
  },
};

/** The conflict at 360 px: the focused alert sits right above the grid and wraps without sideways scrolling. */
export const SlotConflictPhone: Story = {
  args: conflictArgs,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const alert = canvas.getByRole('alert');
    await waitFor(() => expect(alert).toHaveFocus());
    const grid = canvasElement.querySelector('ul[data-testid="slot-grid"]') as HTMLElement;
    await expect(alert.getBoundingClientRect().bottom).toBeLessThanOrEqual(grid.getBoundingClientRect().top);
    await expect(alert.scrollWidth).toBeLessThanOrEqual(alert.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(alert.getBoundingClientRect().width).toBeLessThanOrEqual(grid.getBoundingClientRect().width + 1);
  },
};

/** Demo payments (no provider keys): the label beside Pay, and again on the confirmation once paid. */
export const DemoPayment: Story = {
  args: { ...completeSingle, demoNote: DEMO_PAYMENT_LABEL },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Demo payment: no money is taken')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pay ₹700' })).toBeVisible();
  },
};

/** Paid in demo payments: the confirmation says no money was taken. */
export const DemoPaymentPaid: Story = {
  args: { ...Success.args, demoNote: DEMO_PAYMENT_LABEL },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Payment Successful!' })).toHaveFocus();
    await expect(canvas.getByText('Demo payment: no money is taken')).toBeVisible();
  },
};
