import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Toast, ToastRegion, toastVariants } from '../../design-system/primitives/Toast';
import { componentDocs } from '../docs/componentDocs';

/** Finds the visually hidden live region through which Radix announces a toast (present about a second). */
async function findAnnouncement(text: string) {
  return waitFor(() => {
    const match = screen.getAllByRole('status').find((node) => node.textContent?.includes(text));
    expect(match).toBeDefined();
    return match as HTMLElement;
  });
}

const meta = {
  title: 'Primitives/Toast',
  component: Toast,
  parameters: {
    docs: componentDocs({
      usage:
        'A short message in the corner that confirms what just happened or says it failed: "Added to cart", "Payment Cancelled". `default` is announced politely; `destructive` (failures and validation errors) is announced at once. It closes itself after the provider\'s duration (hovering or focusing pauses it), or with Close, Escape or a swipe; an `action` adds a button. Render it inside `ToastRegion`, or let `Toaster` render the app\'s queue.',
      do: [
        'Use the spec\'s title and detail line for each toast ("Payment Cancelled" / "Your payment was cancelled. You can try again anytime.").',
        'Use `destructive` when what the visitor asked for did not happen.',
        'Give an `action` an `altText` that says how to do the same without the toast.',
      ],
      dont: [
        'Put the only copy of something important in a toast: it goes away.',
        'Use a toast for a question that needs an answer: that is a `Dialog`.',
        'Show a toast for an error inside a form field: show it on the field.',
      ],
    }),
  },
  args: {
    title: 'Added to cart',
    description: 'Performance Jersey (M)',
    onOpenChange: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: toastVariants },
  },
  decorators: [
    // Toasts stay until dismissed here, so screenshots are stable.
    (Story) => (
      <ToastRegion duration={Infinity}>
        <Story />
      </ToastRegion>
    ),
  ],
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Notifications (F8)' });
    const toast = within(region).getByRole('listitem');
    await expect(toast).toHaveAttribute('data-variant', 'default');
    await expect(toast).toHaveAttribute('data-state', 'open');
    await expect(within(toast).getByText('Added to cart')).toBeInTheDocument();
    await expect(within(toast).getByText('Performance Jersey (M)')).toBeInTheDocument();
    const announcement = await findAnnouncement('Added to cart');
    await expect(announcement).toHaveAttribute('aria-live', 'polite');
  },
};

/** Destructive (spec §8): "Payment Cancelled"; announced assertively because the visitor's action did not happen. */
export const Destructive: Story = {
  args: {
    variant: 'destructive',
    title: 'Payment Cancelled',
    description: 'Your payment was cancelled. You can try again anytime.',
  },
  play: async ({ canvas }) => {
    const toast = within(canvas.getByRole('region', { name: 'Notifications (F8)' })).getByRole('listitem');
    await expect(toast).toHaveAttribute('data-variant', 'destructive');
    await expect(within(toast).getByText('Payment Cancelled')).toBeInTheDocument();
    await expect(within(toast).getByText('Your payment was cancelled. You can try again anytime.')).toBeInTheDocument();
    const announcement = await findAnnouncement('Payment Cancelled');
    await expect(announcement).toHaveAttribute('aria-live', 'assertive');
  },
};

/** With an action: "Booking Confirmed!" and a real Confirm button; pressing it calls the spy and closes the toast. */
export const WithAction: Story = {
  args: {
    title: 'Booking Confirmed!',
    description: 'Send your booking details on WhatsApp to confirm.',
    action: { label: 'Confirm', onAction: fn() },
  },
  play: async ({ canvas, args }) => {
    const confirm = canvas.getByRole('button', { name: 'Confirm' });
    await expect(confirm.tagName).toBe('BUTTON');
    await userEvent.click(confirm);
    await expect(args.action?.onAction).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(canvas.queryByText('Booking Confirmed!')).toBeNull());
  },
};

/** The "Close" button closes it. */
export const CloseButton: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(canvas.queryByText('Added to cart')).toBeNull());
  },
};

/** Keyboard: F8 jumps to the notifications, Tab reaches the toast's buttons, Escape dismisses it. */
export const Keyboard: Story = {
  args: {
    title: 'Booking Confirmed!',
    action: { label: 'Confirm', onAction: fn() },
  },
  play: async ({ canvas, args }) => {
    const region = canvas.getByRole('region', { name: 'Notifications (F8)' });
    await userEvent.keyboard('[F8]');
    await waitFor(() => expect(within(region).getByRole('list')).toHaveFocus());
    await userEvent.tab();
    await expect(within(region).getByRole('listitem')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.action?.onAction).not.toHaveBeenCalled();
  },
};

/** Closes itself after `duration` milliseconds (here 300). */
export const AutoCloses: Story = {
  args: { duration: 300, title: 'Removed from cart', description: undefined },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Removed from cart')).toBeInTheDocument();
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false), { timeout: 3000 });
    await waitFor(() => expect(canvas.queryByText('Removed from cart')).toBeNull());
  },
};
