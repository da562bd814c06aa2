import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BookingsPanel } from '../../design-system/screens/AdminDashboardScreen/BookingsPanel';
import { adminEmptyTexts } from '../../machines/admin/admin.view';
import { dashboardArgs, storyBookings } from '../fixtures/admin';

/** The dashboard's Bookings tab on its own (the dashboard screen's stories show it inside the tabs). */
const base = dashboardArgs().bookings;
const meta = { title: 'Screens/AdminDashboard/BookingsPanel', component: BookingsPanel, args: base } satisfies Meta<
  typeof BookingsPanel
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The list: one row per booking, actions per row, the pager. */
export const Ready: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const rows = Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-testid="bookings-table"] tbody tr'));
    await expect(rows.map((r) => r.dataset.booking)).toEqual(storyBookings.map((b) => b.id));
    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Cancel BK-SAMPLE002' }));
    await expect(args.onCancel).toHaveBeenCalledWith('BK-SAMPLE002');
    await expect(canvas.getByRole('navigation', { name: 'Bookings pages' })).toHaveTextContent('Showing 1–4 of 4');
  },
};

/** Loading. */
export const Loading: Story = {
  args: { status: 'loading', rows: null, pagination: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-testid="bookings-table"] tbody tr[data-booking]')).toBeNull();
  },
};

/** No booking matches. */
export const Empty: Story = {
  args: { rows: [], pagination: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(adminEmptyTexts.bookings)).toBeVisible();
  },
};

/** The list could not be read: the reason and Retry. */
export const LoadFailed: Story = {
  args: {
    status: 'error',
    errorText: 'The booking system cannot reach its database right now. Please try again in a moment.',
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/cannot reach its database/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Retry/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
