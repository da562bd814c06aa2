import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { RevenuePanel } from '../../design-system/screens/AdminDashboardScreen/RevenuePanel';
import { adminEmptyTexts, revenueView } from '../../machines/admin/admin.view';
import { dashboardArgs, storyRevenue } from '../fixtures/admin';

/** The dashboard's Revenue tab on its own. */
const base = dashboardArgs().revenue;
const meta = { title: 'Screens/AdminDashboard/RevenuePanel', component: RevenuePanel, args: base } satisfies Meta<
  typeof RevenuePanel
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 30 days by day and by sport, with a table for screen readers. */
export const Ready: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId('revenue-total')).toHaveTextContent(revenueView(storyRevenue).total);
    await expect(canvas.getByRole('table', { name: 'Revenue by sport, last 30 days' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        canvasElement.querySelectorAll('[data-testid="revenue-chart"] .recharts-bar-rectangle').length,
      ).toBeGreaterThan(20),
    );
  },
};

/** No payments in 30 days. */
export const Empty: Story = {
  args: {
    view: revenueView({
      ...storyRevenue,
      total: 0,
      byDay: storyRevenue.byDay.map((d) => ({ ...d, amount: 0 })),
      bySport: [],
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(adminEmptyTexts.revenue)).toBeVisible();
    await expect(canvas.getByTestId('revenue-total')).toHaveTextContent('₹0');
  },
};
