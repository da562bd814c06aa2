import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { RevenueChart } from '../../design-system/patterns/RevenueChart';
import { revenueView } from '../../machines/admin/admin.view';
import { storyRevenue } from '../fixtures/admin';
import { componentDocs } from '../docs/componentDocs';

const view = revenueView(storyRevenue);

const meta = {
  title: 'Patterns/RevenueChart',
  component: RevenueChart,
  parameters: {
    docs: componentDocs({
      usage:
        "A bar chart of revenue (drawn once, without animation), with the same figures in a table that screen readers read instead of the picture. `title` captions the table and names the chart; `frame` is one of the theme's chart boxes, and the chart scales down with its box.",
      do: [
        'Give every bar its amount as read ("₹1,049"), so the table says what the bars show.',
        'Name the label column after what the bars are ("Day", "Sport").',
      ],
      dont: [
        'Let the chart be the only place a figure appears: the table carries them all.',
        'Animate the bars: the chart is drawn once.',
      ],
    }),
  },
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
    await expect(canvas.getByRole('rowheader', { name: '21 Nov' }).nextElementSibling).toHaveTextContent(
      view.days.at(-1)!.amountLabel,
    );
  },
};

/** By sport: four sports and the shop. */
export const BySport: Story = {
  args: { title: 'Revenue by sport, last 30 days', labelHeader: 'Sport', data: view.sources, frame: 'wideShort' },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(5));
    await expect(canvas.getAllByRole('rowheader').map((r) => r.textContent)).toEqual([
      'Badminton',
      'Tennis',
      'Pickleball',
      'Futsal',
      'Shop & other',
    ]);
  },
};
