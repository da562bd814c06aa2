import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SiteNotice } from '../../design-system/patterns/SiteNotice';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Patterns/SiteNotice',
  component: SiteNotice,
  parameters: {
    layout: 'fullscreen',
    docs: componentDocs({
      usage:
        'A site-wide notice under the navigation bar: "you are offline" (what still works and what needs a connection) or "a new version is ready" with Refresh and Later. It is a live region, so screen readers hear it when it appears.',
      do: [
        'Say what still works and what does not, in one or two short sentences.',
        'Give the new-version notice its Refresh action, and Later to put it off.',
      ],
      dont: ["Use it for a page's own message (a failed save, a form error): say that where it happened."],
    }),
  },
  args: {
    tone: 'offline',
    message: "You're offline. Pages you have opened before still work; booking, checkout and forms need a connection.",
  },
} satisfies Meta<typeof SiteNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The network is down: a status line saying what still works. No actions. */
export const Offline: Story = {
  play: async ({ canvas, canvasElement }) => {
    const notice = canvas.getByRole('status');
    await expect(notice).toHaveTextContent("You're offline.");
    await expect(notice).toHaveAttribute('data-tone', 'offline');
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvasElement.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  },
};

/** Offline on the booking page: what needs a connection there, and that the visitor's choices are kept. */
export const OfflineBooking: Story = {
  args: {
    message:
      "You're offline. Booking and payment need a connection: your choices stay here, so you can pay once you're back online.",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('your choices stay here');
  },
};

/** A new build is ready: Refresh and Later. */
export const UpdateAvailable: Story = {
  args: {
    tone: 'update',
    message: 'A new version of the POD site is ready.',
    action: { label: 'Refresh', onPress: fn() },
    dismiss: { label: 'Later', onPress: fn() },
  },
  play: async ({ canvas, args }) => {
    const notice = canvas.getByRole('status');
    await expect(notice).toHaveAttribute('data-tone', 'update');
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(args.action!.onPress).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Later' }));
    await expect(args.dismiss!.onPress).toHaveBeenCalledOnce();
  },
};

/** Keyboard: Later then Refresh in tab order, each reachable and pressed with Enter. */
export const UpdateKeyboard: Story = {
  args: UpdateAvailable.args,
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Later' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.action!.onPress).toHaveBeenCalledOnce();
  },
};

/** Phone (360 px): the message wraps, the buttons go under it, nothing scrolls sideways. */
export const Phone: Story = {
  args: UpdateAvailable.args,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toBeVisible();
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
