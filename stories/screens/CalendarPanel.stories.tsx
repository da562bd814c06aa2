import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { CalendarPanel } from '../../design-system/screens/AdminDashboardScreen/CalendarPanel';
import { adminEmptyTexts } from '../../machines/admin/admin.view';
import { adminCalendarView } from '../../machines/admin/adminCalendar.view';
import { dashboardArgs, storyEmptyCalendar } from '../fixtures/admin';

/** The dashboard's Calendar View tab on its own. */
const base = dashboardArgs().calendar;
const meta = { title: 'Screens/AdminDashboard/CalendarPanel', component: CalendarPanel, args: base } satisfies Meta<
  typeof CalendarPanel
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One day's courts; Previous and Next day. */
export const Day: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Monday, 23 November 2026' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next day' }));
    await expect(args.onDateChange).toHaveBeenCalledWith('2026-11-24');
  },
};

/** A day with nothing booked. */
export const Empty: Story = {
  args: { date: storyEmptyCalendar.date, view: adminCalendarView(storyEmptyCalendar) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(adminEmptyTexts.calendar)).toBeVisible();
  },
};

/** Loading: the day buttons wait. */
export const Loading: Story = {
  args: { status: 'loading', view: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading the calendar' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next day' })).toHaveAttribute('aria-disabled', 'true');
  },
};
