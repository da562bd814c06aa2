import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AdminDataState } from '../../design-system/patterns/AdminDataState';
import { adminEmptyTexts } from '../../machines/admin/admin.view';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Patterns/AdminDataState',
  component: AdminDataState,
  parameters: {
    docs: componentDocs({
      usage:
        'The loading, empty and error states every admin list and panel shares: skeleton lines named by `loadingLabel` while loading, the `emptyText` when there is nothing, and the `errorText` with Retry after a failure.',
      do: [
        'Say what is loading and what is empty in the list\'s words ("Loading bookings", "No bookings match these filters").',
        'Pass `onRetry` with an error, so staff can try again without reloading the page.',
      ],
      dont: [
        "Draw a list's loading or empty state by hand: use this one, so every admin list reads the same.",
        "Show the error without saying what failed: `errorText` is the failure's message.",
      ],
    }),
  },
  args: {
    state: 'loading',
    loadingLabel: 'Loading bookings',
    emptyText: adminEmptyTexts.bookings,
    errorText: 'The booking system cannot reach its database right now. Please try again in a moment.',
    onRetry: fn(),
  },
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
