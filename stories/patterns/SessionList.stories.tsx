import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SessionList } from '../../design-system/patterns/SessionList';
import { sessionListView } from '../../machines/booking/booking.view';
import { twoSessions } from '../fixtures/booking';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Patterns/SessionList',
  component: SessionList,
  parameters: {
    docs: componentDocs({
      usage:
        'The multiple-sessions list of the booking: each added session with its Remove, Clear All, and the combined total. Remove and Clear All are disabled while a payment runs.',
      do: [
        "Show each session's date, time, court and duration, so two sessions never look alike.",
        'Show the combined total from the view model (`sessionListView`).',
      ],
      dont: ['Let sessions be removed while a payment runs (`disabled`).'],
    }),
  },
  args: { ...sessionListView(twoSessions), onRemove: fn(), onClearAll: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 440 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SessionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two sessions (weekday 1 h ₹350, weekend 2 h ₹1,000): combined ₹1,350; Remove and Clear All report. */
export const TwoSessions: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Your Sessions (2)' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText('₹350')).toBeVisible();
    await expect(canvas.getByText('₹1,000')).toBeVisible();
    await expect(canvas.getByText('Combined total').parentElement).toHaveTextContent('₹1,350');
    const [first, second] = twoSessions;
    await userEvent.click(
      canvas.getByRole('button', { name: new RegExp(`^Remove Sat, 5 Dec 2026, .*Court 2, 2 hours$`) }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith(second!.id);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear All' }));
    await expect(args.onClearAll).toHaveBeenCalledOnce();
    await expect(first!.id).toMatch(/^2026-12-01-\d\d:\d\d-1$/);
  },
};

/** No sessions yet: a hint, no Clear All, total ₹0. */
export const Empty: Story = {
  args: sessionListView([]),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No sessions added yet/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Clear All' })).toBeNull();
    await expect(canvas.getByText('Combined total').parentElement).toHaveTextContent('₹0');
  },
};

/** While a payment runs the list cannot change. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const remove = canvas.getAllByRole('button', { name: /^Remove / })[0]!;
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(remove);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear All' }));
    await expect(args.onRemove).not.toHaveBeenCalled();
    await expect(args.onClearAll).not.toHaveBeenCalled();
  },
};
