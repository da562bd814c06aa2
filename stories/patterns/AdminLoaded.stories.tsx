import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AdminLoaded } from '../../design-system/patterns/AdminLoaded';
import { Text } from '../../design-system/primitives/Text';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Patterns/AdminLoaded',
  component: AdminLoaded,
  parameters: {
    docs: componentDocs({
      usage:
        "An admin screen's part that waits for its data: skeleton rows named by `loadingLabel` while loading, the failure's message with Retry, and the part itself once loaded.",
      do: [
        'Say what is loading in the screen\'s words ("Loading banners").',
        'Pass `onRetry`, so staff can try again.',
      ],
      dont: ['Show a form before its data is loaded: a save would overwrite what is stored with blanks.'],
    }),
  },
  args: {
    status: 'ready',
    loadError: 'The booking system cannot reach its database right now. Please try again in a moment.',
    loadingLabel: 'Loading banners',
    rows: 3,
    onRetry: fn(),
    children: <Text>Left banner: Sports arena</Text>,
  },
} satisfies Meta<typeof AdminLoaded>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loaded: the part itself. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Left banner: Sports arena')).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** Loading: skeleton rows, announced as "Loading banners". */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading banners' })).toBeVisible();
    await expect(canvas.queryByText('Left banner: Sports arena')).toBeNull();
  },
};

/** The load failed: why, and Retry. */
export const Failed: Story = {
  args: { status: 'error' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('cannot reach its database');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
