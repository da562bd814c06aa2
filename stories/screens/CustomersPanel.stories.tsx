import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { CustomersPanel } from '../../design-system/screens/AdminDashboardScreen/CustomersPanel';
import { adminEmptyTexts, customerSpendNote } from '../../machines/admin/admin.view';
import { dashboardArgs } from '../fixtures/admin';

/** The dashboard's Customers tab on its own. */
const base = dashboardArgs().customers;
const meta = { title: 'Screens/AdminDashboard/CustomersPanel', component: CustomersPanel, args: base } satisfies Meta<
  typeof CustomersPanel
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Customers with counts, spend and last visit; the search reports what was typed. */
export const Ready: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const rows = Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-testid="customers-table"] tbody tr'));
    await expect(rows[0]).toHaveTextContent('Priya Sharma');
    await expect(rows[0]).toHaveTextContent('3 bookings');
    // What Spend counts is said under the list.
    await expect(canvas.getByText(customerSpendNote)).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Search'), 'P');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('P');
  },
};

/** A search that finds nobody. */
export const Empty: Story = {
  args: { q: 'zzz', rows: [], emptyText: adminEmptyTexts.customers },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(adminEmptyTexts.customers)).toBeVisible();
    await expect(canvas.queryByText(customerSpendNote)).toBeNull();
  },
};
