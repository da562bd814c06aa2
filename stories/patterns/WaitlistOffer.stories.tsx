import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { WaitlistOffer } from '../../design-system/patterns/WaitlistOffer';
import { waitlistMessages } from '../../machines/waitlist/waitlist.rules';
import { waitlistOfferView } from '../../machines/waitlist/waitlist.view';
import { componentDocs } from '../docs/componentDocs';

const offer = waitlistOfferView({
  holdId: 'hold_story',
  sport: 'badminton',
  date: '2026-12-01',
  time: '07:00',
  court: 1,
  duration: 1,
  amount: 350,
  amountPaise: 35000,
  expiresAt: '2026-11-21T04:45:00.000Z',
  customer: { name: 'Meera Iyer', phone: '98765 40001', email: 'meera@example.com' },
});

const meta = {
  title: 'Patterns/WaitlistOffer',
  component: WaitlistOffer,
  parameters: {
    docs: componentDocs({
      usage:
        "The waiting list's offer on the booking page, opened by the emailed link: the slot held for the visitor, its price, until when, and Pay. A placeholder while the link is checked; a link that opens no offer (ended, paid, not valid) says why and leads back to the booking view; a server not reached offers Retry.",
      do: ['Show the deadline in India time, as the email does.'],
      dont: ['Release the hold when the visitor cancels the payment: the offer is theirs until it ends.'],
    }),
  },
  args: { status: 'ready', offer, onPay: fn(), onRetry: fn(), onDismiss: fn() },
} satisfies Meta<typeof WaitlistOffer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Checking the link: a placeholder, announced as a status; nothing to press yet. */
export const Loading: Story = {
  args: { status: 'loading', offer: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking your offer link…');
    await expect(canvas.getByRole('region', { name: 'Opening your offer' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

/** The slot held for the visitor: what, how much, until when, and Pay (with the demo note in demo mode). */
export const Ready: Story = {
  args: { demoNote: 'Demo payment: no money is taken' },
  play: async ({ canvas, args }) => {
    const region = canvas.getByRole('region', { name: 'This slot is held for you' });
    await expect(region).toHaveTextContent('Badminton, Court 1, Tuesday, 1 December 2026, 7:00 AM, 1 hour');
    await expect(region).toHaveTextContent('₹350 for 1 hour');
    await expect(region).toHaveTextContent(
      'Pay by 21 November 2026, 10:15 AM IST to book it. After that it goes to the next person waiting.',
    );
    await expect(canvas.getByText('Demo payment: no money is taken')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay ₹350' }));
    await expect(args.onPay).toHaveBeenCalledOnce();
  },
};

/** Paying: the button is busy; pressing again starts nothing. */
export const Paying: Story = {
  args: { status: 'paying' },
  play: async ({ canvas, args }) => {
    const busy = canvas.getByRole('button', { name: /Processing/ });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

/** The offer ended (its 15 minutes passed): why, and a way back to choose another slot. */
export const Ended: Story = {
  args: {
    status: 'ended',
    offer: null,
    message: waitlistMessages.offerEnded('Badminton Court 1 on Tue, 1 Dec 2026 at 7:00 AM'),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Your offer for Badminton Court 1 on Tue, 1 Dec 2026 at 7:00 AM has ended, and the slot went to the next person waiting.',
    );
    await expect(canvas.queryByRole('button', { name: /Pay/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Choose another slot' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/** The server was not reached: what happened, Retry, and the way back. */
export const Unreachable: Story = {
  args: {
    status: 'error',
    offer: null,
    message: 'We could not reach the booking system. Please check your connection and try again.',
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not reach the booking system.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Phone (360 px): the panel fits the width. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'This slot is held for you' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  },
};
