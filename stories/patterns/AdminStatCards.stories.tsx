import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AdminStatCards } from '../../design-system/patterns/AdminStatCards';
import { statCardLabels, statCardsView } from '../../machines/admin/admin.view';
import { storyStats } from '../fixtures/admin';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Patterns/AdminStatCards',
  component: AdminStatCards,
  parameters: {
    docs: componentDocs({
      usage:
        "The dashboard's five figures for today: Today's Bookings, Today's Revenue, Pending Payments, Cancellations, Occupancy Rate. Five skeleton cards with their labels while loading, the message and Retry after a failure.",
      do: [
        'Pass the cards ready to show (formatted money and percentages) from the view model.',
        "Keep `labels` the same as the cards' titles, so nothing moves when the figures arrive.",
      ],
      dont: ['Show a zero while the figures are loading: that reads as a real zero.'],
    }),
  },
  args: { status: 'ready', cards: statCardsView(storyStats), labels: statCardLabels, onRetry: fn() },
} satisfies Meta<typeof AdminStatCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Today's five figures in the spec's order. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    const cards = within(canvas.getByRole('list', { name: 'Today at a glance' })).getAllByRole('listitem');
    await expect(cards.map((c) => c.querySelector('[data-part="value"]')?.textContent?.trim())).toEqual([
      '2',
      '₹1,500',
      '1',
      '0',
      '2%',
    ]);
    await expect(cards[0]).toHaveTextContent("Today's Bookings");
    await expect(cards[4]).toHaveTextContent('3 of 168 court-hours booked today');
  },
};

/** Loading: the five labels over skeletons. */
export const Loading: Story = {
  args: { status: 'loading', cards: [] },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Today at a glance' });
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
  },
};

/** The server could not answer: the message and Retry. */
export const Failed: Story = {
  args: { status: 'error', cards: [], errorText: 'Something went wrong on our side. Please try again in a moment.' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Phone (360 px): one card a row. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const cards = within(canvas.getByRole('list', { name: 'Today at a glance' })).getAllByRole('listitem');
    await expect(new Set(cards.map((c) => Math.round(c.getBoundingClientRect().left))).size).toBe(1);
  },
};
