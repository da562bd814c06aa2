import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SettingsPanel } from '../../design-system/screens/AdminDashboardScreen/SettingsPanel';
import { dashboardArgs } from '../fixtures/admin';

/** The dashboard's Settings tab on its own. */
const meta = {
  title: 'Screens/AdminDashboard/SettingsPanel',
  component: SettingsPanel,
  args: dashboardArgs().settings,
} satisfies Meta<typeof SettingsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Contact information and notifications (WhatsApp and email Enabled, SMS reminders Coming Soon). */
export const Default: Story = {
  play: async ({ canvas }) => {
    const notifications = canvas.getByRole('region', { name: 'Notification status' });
    await expect(notifications).toHaveTextContent('SMS remindersComing Soon');
    await expect(
      within(canvas.getByRole('region', { name: 'Contact information' })).getByRole('link', {
        name: '+91 90000 00001',
      }),
    ).toHaveAttribute('href', 'tel:+919000000001');
  },
};
