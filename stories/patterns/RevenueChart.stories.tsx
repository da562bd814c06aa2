import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { RevenueChart } from '../../design-system/patterns/RevenueChart';
import { revenueView } from '../../machines/admin/admin.view';
import { storyRevenue } from '../fixtures/admin';

const view = revenueView(storyRevenue);

const meta = {
  title: 'Patterns/RevenueChart',
  component: RevenueChart,
  args: { title: 'Revenue by day, last 30 days', labelHeader: 'Day', data: view.days, frame: 'wide' },
} satisfies Meta<typeof RevenueChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** By day: 30 bars, and the same figures in a table for screen readers. */
export const ByDay: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('.recharts-bar-rectangle').length).toBeGreaterThan(0));
    const table = canvas.getByRole('table', { name: 'Revenue by day, last 30 days' });
    await expect(table.querySelectorAll('tbody tr')).toHaveLength(30);
    await expect(canvas.getByRole('rowheader', { name: '21 Nov' }).nextElementSibling).toHaveTextContent(view.days.at(-1)!.amountLabel);
  },
};

/** By sport: four sports and the shop. */
export const BySport: Story = {
  args: { title: 'Revenue by sport, last 30 days', labelHeader: 'Sport', data: view.sources, frame: 'wideShort' },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(5));
    await expect(canvas.getAllByRole('rowheader').map((r) => r.textContent)).toEqual(['Badminton', 'Tennis', 'Pickleball', 'Futsal', 'Shop & other']);
  },
};
