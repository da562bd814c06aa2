import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AdminDataState } from '../../design-system/patterns/AdminDataState';
import { adminEmptyTexts } from '../../machines/admin/admin.view';

const meta = {
  title: 'Patterns/AdminDataState',
  component: AdminDataState,
  args: { state: 'loading', loadingLabel: 'Loading bookings', emptyText: adminEmptyTexts.bookings, errorText: 'The booking system cannot reach its database right now. Please try again in a moment.', onRetry: fn() },
} satisfies Meta<typeof AdminDataState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loading: skeleton rows, announced as "Loading bookings". */
export const Loading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading bookings' })).toBeVisible();
  },
};

/** Empty: "No bookings match these filters". */
export const Empty: Story = {
  args: { state: 'empty' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No bookings match these filters')).toBeVisible();
  },
};

/** Error: the server's message and Retry. */
export const Failed: Story = {
  args: { state: 'error' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('cannot reach its database');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
