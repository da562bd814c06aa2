import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CourtPicker } from '../../design-system/patterns/CourtPicker';
import { SlotGrid } from '../../design-system/patterns/SlotGrid';
import { MyBookingScreen } from '../../design-system/screens/MyBookingScreen';
import { slotGridView } from '../../machines/booking/slotGrid.view';
import { buildSlots } from '../../machines/booking/slots';
import { myBookingMessages } from '../../machines/myBooking/myBooking.rules';
import type { MyBooking } from '../../machines/myBooking/myBooking.schema';
import { storyMyBooking as booking } from '../fixtures/myBooking';
import {
  cancelledMessage,
  cancelRefundText,
  myBookingView,
  reschedulePrice,
  type CancelPanelView,
} from '../../machines/myBooking/myBooking.view';

const REFUND_TIMING = 'The refund is issued within 3–4 working days; your bank may take 1–2 more to show it.';

const pastBooking: MyBooking = {
  ...booking,
  paid: 850,
  refunded: 175,
  sessions: [
    { ...booking.sessions[0]!, date: '2026-11-20', ahead: false, canReschedule: false, cancelQuote: null },
    {
      ...booking.sessions[1]!,
      date: '2026-11-21',
      time: '20:00',
      canReschedule: false,
      cancelQuote: { band: 'late', percent: 0, amount: 0, hoursBefore: 10 },
    },
  ],
  refunds: [
    {
      amount: 175,
      status: 'processed',
      reference: 'rfnd_TEST0001',
      reason: 'Cancelled by the visitor 18 h before the session: 50% by the cancellation policy.',
      date: '2026-11-19',
    },
  ],
};

const cancelPanel = (band: CancelPanelView['band'], percent: number, amount: number): CancelPanelView => ({
  kind: 'cancel',
  sessionLabel: 'Mon, 23 Nov 2026, 6:00 PM, Court 1, 1 hour',
  band,
  refundText: cancelRefundText({ band, percent, amount, hoursBefore: 0 }),
  busy: false,
  error: null,
});

const picker = (
  <>
    <CourtPicker courts={[1, 2]} value={1} onChange={fn()} />
    <SlotGrid
      {...slotGridView(buildSlots({ sport: 'badminton', date: '2026-11-24', court: 1, selectedTime: '10:00' }), {
        date: '2026-11-24',
        mode: 'single',
      })}
      onSelectSlot={fn()}
    />
  </>
);

const meta = {
  title: 'Screens/MyBooking',
  component: MyBookingScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    status: 'form',
    reference: '',
    phone: '',
    onFieldChange: fn(),
    onOpen: fn(),
    onCancelSession: fn(),
    onRescheduleSession: fn(),
    onConfirmCancel: fn(),
    onConfirmReschedule: fn(),
    onClosePanel: fn(),
    onRetry: fn(),
    onOpenAnother: fn(),
  },
} satisfies Meta<typeof MyBookingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form: reference and phone number, each labelled; typing and sending report. */
export const Form: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('Booking reference'), 'P');
    await expect(args.onFieldChange).toHaveBeenCalledWith('reference', 'P');
    await userEvent.type(canvas.getByLabelText('Phone number'), '9');
    await expect(args.onFieldChange).toHaveBeenCalledWith('phone', '9');
    await userEvent.click(canvas.getByRole('button', { name: 'Open My Booking' }));
    await expect(args.onOpen).toHaveBeenCalledOnce();
  },
};

/** A wrong pair: one message that does not say which half was wrong; the values stay. */
export const WrongPair: Story = {
  args: { reference: 'POD-7K3M-9QXA-R2TB', phone: '91234 56789', formError: myBookingMessages.wrongPair },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(myBookingMessages.wrongPair);
    await expect(canvas.getByLabelText('Booking reference')).toHaveValue('POD-7K3M-9QXA-R2TB');
    await expect(canvas.getByLabelText('Phone number')).toHaveValue('91234 56789');
  },
};

/** The booking is being loaded. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your booking…');
    await expect(canvas.queryByLabelText('Booking reference')).toBeNull();
  },
};

/** A booking with two sessions ahead: each offers Reschedule and Cancel; the totals show. */
export const WithSessions: Story = {
  args: { status: 'booking', booking: myBookingView(booking) },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Badminton booking for Asha Raman' })).toBeVisible();
    await expect(canvas.getByText('POD-7K3M-9QXA-R2TB')).toBeVisible();
    await expect(canvas.getByText('₹850')).toBeVisible();
    const sessions = within(canvas.getByRole('list', { name: 'Sessions' })).getAllByRole('listitem');
    await expect(sessions).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel Mon, 23 Nov 2026, 6:00 PM, Court 1, 1 hour' }));
    await expect(args.onCancelSession).toHaveBeenCalledWith('BK-AAAAAAAAAA');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Reschedule Sat, 28 Nov 2026, 9:00 AM, Court 2, 1 hour' }),
    );
    await expect(args.onRescheduleSession).toHaveBeenCalledWith('BK-BBBBBBBBBB');
  },
};

/** A past session has no actions; a session under 12 hours ahead can be cancelled but not moved; refunds list. */
export const PastSession: Story = {
  args: { status: 'booking', booking: myBookingView(pastBooking) },
  play: async ({ canvas }) => {
    const past = canvas.getByRole('listitem', { name: 'Fri, 20 Nov 2026, 6:00 PM, Court 1, 1 hour' });
    await expect(within(past).getByText('Past')).toBeVisible();
    await expect(within(past).queryByRole('button')).toBeNull();
    const soon = canvas.getByRole('listitem', { name: 'Sat, 21 Nov 2026, 8:00 PM, Court 2, 1 hour' });
    await expect(within(soon).getByRole('button', { name: /^Cancel/ })).toBeVisible();
    await expect(within(soon).queryByRole('button', { name: /^Reschedule/ })).toBeNull();
    await expect(within(soon).getByText(/can be cancelled but no longer moved/)).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Refunds' })).toHaveTextContent('₹175 · Refunded');
  },
};

/** Cancel more than 24 hours ahead: the full refund is shown before the visitor confirms. */
export const CancelFullRefund: Story = {
  args: { status: 'booking', booking: myBookingView(booking), panel: cancelPanel('full', 100, 350) },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Cancel this session?' })).toHaveFocus();
    await expect(canvas.getByText(/^Full refund of ₹350/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel Session' }));
    await expect(args.onConfirmCancel).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Keep Session' }));
    await expect(args.onClosePanel).toHaveBeenCalledOnce();
  },
};

/** Cancel 12 to 24 hours ahead: 50% back. */
export const CancelHalfRefund: Story = {
  args: { status: 'booking', booking: myBookingView(booking), panel: cancelPanel('partial', 50, 175) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^50% refund of ₹175: you are cancelling 12 to 24 hours/)).toBeVisible();
  },
};

/** Cancel under 12 hours ahead: no refund, said before confirming. */
export const CancelNoRefund: Story = {
  args: { status: 'booking', booking: myBookingView(booking), panel: cancelPanel('late', 0, 0) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^No refund: the session starts in under 12 hours/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel Session' })).toBeEnabled();
  },
};

/** Reschedule: the court choice and slot grid; a dearer start says the difference is paid. */
export const Reschedule: Story = {
  args: {
    status: 'booking',
    booking: myBookingView(booking),
    picker,
    panel: {
      kind: 'reschedule',
      sessionLabel: 'Mon, 23 Nov 2026, 6:00 PM, Court 1, 1 hour',
      hint: 'Same duration: 1 hour. Choose a date, a court and a free start time.',
      ...reschedulePrice(350, 500),
      busy: false,
      error: null,
    },
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Move this session' })).toHaveFocus();
    await expect(canvas.getByText(/₹150 more: you pay the difference/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay ₹150 and Move' }));
    await expect(args.onConfirmReschedule).toHaveBeenCalledOnce();
    // While a panel is open the sessions offer no other action.
    await expect(canvas.queryByRole('button', { name: /^Cancel Mon/ })).toBeNull();
  },
};

/** A start taken meanwhile: a clear message, the booking unchanged. */
export const RescheduleTaken: Story = {
  args: {
    ...Reschedule.args,
    panel: {
      kind: 'reschedule',
      sessionLabel: 'Mon, 23 Nov 2026, 6:00 PM, Court 1, 1 hour',
      hint: 'Same duration: 1 hour. Choose a date, a court and a free start time.',
      priceNote: null,
      confirmLabel: null,
      busy: false,
      error: myBookingMessages.takenMeanwhile('Badminton Court 1 on Tue, 24 Nov 2026 at 10:00 AM'),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('was just taken by someone else');
    await expect(canvas.queryByRole('button', { name: 'Move Session' })).toBeNull();
  },
};

/** Done: what happened and when the refund arrives. */
export const Done: Story = {
  args: {
    status: 'booking',
    booking: myBookingView(pastBooking),
    panel: cancelledMessage({ amount: 350 }, REFUND_TIMING),
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Session cancelled' })).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('₹350 is being refunded');
    await userEvent.click(canvas.getByRole('button', { name: 'Back to My Booking' }));
    await expect(args.onClosePanel).toHaveBeenCalledOnce();
  },
};

/** The server could not be reached: the reason and Try Again. */
export const Unreachable: Story = {
  args: { status: 'unreachable', unreachableMessage: myBookingMessages.unreachable },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: "We couldn't reach the booking system" })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Phone: the booking with its actions fits. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { ...WithSessions.args },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
