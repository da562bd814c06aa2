import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { WaitlistPanel } from '../../design-system/screens/AdminDashboardScreen/WaitlistPanel';
import { findOpenDialog } from '../fixtures/dialog';
import { storyWaitlistPanel } from '../fixtures/waitlist';

/** The Bookings tab's waiting list on its own (under the bookings list in the dashboard). */
const meta = {
  title: 'Screens/AdminDashboard/WaitlistPanel',
  component: WaitlistPanel,
  args: storyWaitlistPanel(),
} satisfies Meta<typeof WaitlistPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Per slot, who waits in order, with their contact and status (an offer shows until when); Remove per person. */
export const Ready: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const slots = Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-slot]'));
    await expect(slots.map((s) => within(s).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Badminton · Court 1 · Sun, 22 Nov 2026 · 6:00 PM',
      'Tennis · Court 2 · Mon, 23 Nov 2026 · 7:00 AM',
    ]);
    const rows = Array.from(slots[0]!.querySelectorAll<HTMLElement>('tbody tr'));
    await expect(rows.map((r) => r.dataset.status)).toEqual(['offered', 'waiting']);
    await expect(rows[0]).toHaveTextContent('Offered until 10:15 AM');
    await expect(rows[1]).toHaveTextContent('Waiting (1 hour)');
    await expect(slots[1]).toHaveTextContent('Waiting (2 hours)');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Karthik Raja from the waiting list' }));
    await expect(args.onRemove).toHaveBeenCalledWith(2);
  },
};

/** Removing someone who holds an offer: the dialog says the slot passes to the next person; Remove confirms. */
export const ConfirmRemove: Story = {
  args: {
    removeDialog: {
      id: 1,
      name: 'Meera Iyer',
      slotLabel: 'Badminton · Court 1 · Sun, 22 Nov 2026 · 6:00 PM',
      offered: true,
      busy: false,
    },
  },
  play: async ({ args }) => {
    const dialog = await findOpenDialog('Remove Meera Iyer from the waiting list?');
    await expect(dialog).toHaveTextContent(
      'Removing them ends their offer, and the slot is offered to the next person',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(args.onRemoveConfirm).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep them' }));
    await expect(args.onRemoveDismiss).toHaveBeenCalled();
  },
};

/** The removal was refused (the entry left the line meanwhile): the reason in the dialog. */
export const RemoveRefused: Story = {
  args: {
    removeDialog: {
      id: 2,
      name: 'Karthik Raja',
      slotLabel: 'Badminton · Court 1 · Sun, 22 Nov 2026 · 6:00 PM',
      offered: false,
      busy: false,
      error: 'This waiting-list entry is no longer in line (it was booked, ended or removed).',
    },
  },
  play: async () => {
    const dialog = await findOpenDialog('Remove Karthik Raja from the waiting list?');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('no longer in line');
  },
};

/** Nobody waits. */
export const Empty: Story = {
  args: { groups: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nobody is waiting for a slot.')).toBeVisible();
  },
};

/** Loading. */
export const Loading: Story = {
  args: { status: 'loading', groups: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-testid="waitlist-table"]')).toBeNull();
  },
};

/** The list could not be read: the reason and Retry. */
export const LoadFailed: Story = {
  args: { status: 'error', errorText: 'Could not reach the server. Please check your connection and try again.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/Could not reach the server/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Retry/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
