import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../design-system/primitives/Button';
import { Toaster, type ToastData, type ToasterProps } from '../../design-system/primitives/Toast';
import { componentDocs } from '../docs/componentDocs';

const addedToCart: ToastData = {
  id: 't1',
  title: 'Added to cart',
  description: 'Performance Jersey (M)',
  variant: 'default',
};
const paymentCancelled: ToastData = {
  id: 't2',
  title: 'Payment Cancelled',
  description: 'Your payment was cancelled. You can try again anytime.',
  variant: 'destructive',
};
const bookingConfirmed = (onAction: () => void): ToastData => ({
  id: 't3',
  title: 'Booking Confirmed!',
  description: 'Send your booking details on WhatsApp to confirm.',
  variant: 'default',
  action: { label: 'Confirm', onAction },
});

const meta = {
  title: 'Primitives/Toaster',
  component: Toaster,
  parameters: {
    docs: componentDocs({
      usage:
        'Renders the app\'s queue of toasts (oldest first) in the toast region: a landmark named "Notifications (F8)" at the bottom right, full width on phones. The app owns the queue: it adds a toast to show it and removes it when `onDismiss` reports its id.',
      do: [
        'Mount one `Toaster` near the root of the app and pass it the queue.',
        'Remove a toast from the queue in `onDismiss`.',
      ],
      dont: ['Mount a second Toaster or `ToastRegion` on a page: there is one notifications region.'],
    }),
  },
  // A large duration keeps toasts on screen for screenshots; AutoDismiss shows the timer.
  args: { toasts: [addedToCart], onDismiss: fn(), duration: Infinity },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

function toastItems(canvasElement: HTMLElement) {
  const region = within(canvasElement).getByRole('region', { name: 'Notifications (F8)' });
  return within(region).queryAllByRole('listitem');
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const [toast] = toastItems(canvasElement);
    await expect(toast).toHaveAttribute('data-variant', 'default');
    await expect(within(toast!).getByText('Added to cart')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByRole('status').find((n) => n.textContent?.includes('Added to cart'))).toHaveAttribute(
        'aria-live',
        'polite',
      ),
    );
  },
};

export const Destructive: Story = {
  args: { toasts: [paymentCancelled] },
  play: async ({ canvasElement }) => {
    const [toast] = toastItems(canvasElement);
    await expect(toast).toHaveAttribute('data-variant', 'destructive');
    await expect(within(toast!).getByText('Payment Cancelled')).toBeInTheDocument();
    await expect(
      within(toast!).getByText('Your payment was cancelled. You can try again anytime.'),
    ).toBeInTheDocument();
  },
};

const onConfirm = fn();

/** "Booking Confirmed!" with Confirm: pressing it calls the action and reports the toast as dismissed. */
export const WithAction: Story = {
  args: { toasts: [bookingConfirmed(onConfirm)] },
  beforeEach: () => {
    onConfirm.mockClear();
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(onConfirm).toHaveBeenCalledOnce();
    await expect(args.onDismiss).toHaveBeenCalledWith('t3');
  },
};

/** Several at once, stacked in queue order (oldest on top), none overlapping. */
export const Stacked: Story = {
  args: { toasts: [addedToCart, paymentCancelled, bookingConfirmed(fn())] },
  play: async ({ canvasElement, args }) => {
    const items = toastItems(canvasElement);
    await expect(items).toHaveLength(3);
    await expect(items.map((item) => item.dataset.variant)).toEqual(['default', 'destructive', 'default']);
    await expect(within(items[0]!).getByText('Added to cart')).toBeInTheDocument();
    for (let i = 1; i < items.length; i += 1) {
      await expect(items[i]!.getBoundingClientRect().top).toBeGreaterThan(
        items[i - 1]!.getBoundingClientRect().bottom - 1,
      );
    }
    await expect(args.onDismiss).not.toHaveBeenCalled();
  },
};

/** Closing one toast of a stack reports only that toast. */
export const DismissOneOfStack: Story = {
  args: { toasts: [addedToCart, paymentCancelled] },
  play: async ({ canvasElement, args }) => {
    const [, cancelled] = toastItems(canvasElement);
    await userEvent.click(within(cancelled!).getByRole('button', { name: 'Close' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await expect(args.onDismiss).toHaveBeenCalledWith('t2');
  },
};

function Queue(args: ToasterProps) {
  const [toasts, setToasts] = useState<ToastData[]>([]);
  const [count, setCount] = useState(0);
  return (
    <>
      <Button
        onClick={() => {
          setCount((c) => c + 1);
          setToasts((list) => [...list, { id: `q${count + 1}`, title: `Removed from cart`, variant: 'default' }]);
        }}
      >
        Remove item
      </Button>
      <Toaster
        {...args}
        toasts={toasts}
        onDismiss={(id) => {
          setToasts((list) => list.filter((t) => t.id !== id));
          args.onDismiss(id);
        }}
      />
    </>
  );
}

/** The app owns the queue: it adds toasts and removes one when `onDismiss` reports it (here via Escape). */
export const AppOwnedQueue: Story = {
  args: { toasts: [] },
  render: (args) => <Queue {...args} />,
  play: async ({ canvas, canvasElement, args }) => {
    await expect(toastItems(canvasElement)).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove item' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove item' }));
    await waitFor(() => expect(toastItems(canvasElement)).toHaveLength(2));
    await userEvent.click(within(toastItems(canvasElement)[0]!).getByRole('button', { name: 'Close' }));
    await expect(args.onDismiss).toHaveBeenCalledWith('q1');
    await waitFor(() => expect(toastItems(canvasElement)).toHaveLength(1));
    toastItems(canvasElement)[0]!.focus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onDismiss).toHaveBeenCalledWith('q2');
    await waitFor(() => expect(toastItems(canvasElement)).toHaveLength(0));
  },
};

export const Empty: Story = {
  args: { toasts: [] },
  play: async ({ canvasElement }) => {
    await expect(toastItems(canvasElement)).toHaveLength(0);
  },
};

/** Without a large duration, each toast closes itself and is reported dismissed. */
export const AutoDismiss: Story = {
  args: { duration: 300 },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith('t1'), { timeout: 3000 });
  },
};

/** Phone: toasts span the width at the bottom of the screen. */
export const OnPhone: Story = {
  args: { toasts: [paymentCancelled, bookingConfirmed(fn())] },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const items = toastItems(canvasElement);
    await expect(items).toHaveLength(2);
    for (const item of items) {
      await expect(item.getBoundingClientRect().width).toBeGreaterThan(window.innerWidth * 0.85);
    }
    await expect(Math.round(items[1]!.getBoundingClientRect().bottom)).toBeLessThanOrEqual(window.innerHeight);
    await expect(items[1]!.getBoundingClientRect().bottom).toBeGreaterThan(window.innerHeight - 100);
  },
};
