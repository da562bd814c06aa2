import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { notificationCopy, settingsCopy, settingsFieldCopy, settingsGroups } from '../../app/content/adminSettings';
import { AdminSettingsScreen, type AdminSettingsScreenProps } from '../../design-system/screens/AdminSettingsScreen';
import { defaultSiteSettings } from '../../machines/admin/settings';
import { settingsDraftOf, type SettingsErrors, type SettingsField } from '../../machines/admin/settings.form';
import { findOpenDialog } from '../fixtures/dialog';
import { InAdminShell } from '../fixtures/adminShellFrame';

const draft = settingsDraftOf({ settings: defaultSiteSettings, version: 3 });

/** The screen's props as the page builds them, with `values` typed over the saved ones and `errors` shown. */
function props(values: Partial<Record<SettingsField, string>> = {}, errors: SettingsErrors = {}) {
  return {
    groups: settingsGroups.map((group) => ({
      ...group,
      fields: group.fields.map((name) => ({
        name,
        ...settingsFieldCopy[name],
        value: values[name] ?? draft.values[name],
        error: errors[name],
      })),
    })),
    switches: {
      ...notificationCopy,
      items: notificationCopy.items.map((item) => ({ ...item, checked: item.id !== 'staff_new_order' })),
    },
  };
}

const args: AdminSettingsScreenProps = {
  status: 'ready',
  onRetry: fn(),
  note: settingsCopy.note,
  ...props(),
  saveState: 'idle',
  savedText: settingsCopy.savedText,
  onChange: fn(),
  onSwitchChange: fn(),
  onSave: fn(),
  onReload: fn(),
};

const meta = {
  title: 'Screens/AdminSettings',
  component: AdminSettingsScreen,
  parameters: { layout: 'fullscreen' },
  args,
} satisfies Meta<typeof AdminSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const group = (canvasElement: HTMLElement, name: string) => within(within(canvasElement).getByRole('group', { name }));

/** Editing: every setting in its group with the saved value, the email switches; changes reported, Save Settings. */
export const Editing: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const phones = group(canvasElement, 'Phone numbers');
    await expect(phones.getByLabelText(/^Sports & bookings/)).toHaveValue('+91 90000 00001');
    await expect(group(canvasElement, 'Opening hours').getByLabelText(/^Café closes/)).toHaveValue('23:00');
    await expect(group(canvasElement, 'Booking rules').getByLabelText(/^Grace minutes/)).toHaveValue('5');
    await expect(group(canvasElement, 'Court refund bands').getByLabelText(/^Partial refund percent/)).toHaveValue(
      '50',
    );
    await userEvent.type(phones.getByLabelText(/^Sports & bookings/), '9');
    await expect(args.onChange).toHaveBeenCalledWith('phones.sports', '+91 90000 000019');
    const emails = group(canvasElement, 'Email notifications');
    await expect(emails.getByRole('switch', { name: 'Staff: new order' })).not.toBeChecked();
    await userEvent.click(emails.getByRole('switch', { name: 'Booking confirmed' }));
    await expect(args.onSwitchChange).toHaveBeenCalledWith('booking_confirmed', false);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await expect(args.onSave).toHaveBeenCalled();
  },
};

/** Loading: the skeleton, no form yet. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading the settings' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save Settings' })).toBeNull();
  },
};

/** Load failed: why, and Retry. */
export const LoadError: Story = {
  args: { status: 'error', loadError: 'Could not reach the server. Please check your connection and try again.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/Could not reach the server/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Invalid: each field says what is wrong (the server's own rules); what was typed stays. */
export const Invalid: Story = {
  args: props(
    { 'phones.sports': '12345', 'hours.cafe.closes': '09:00', 'booking.graceMinutes': '-5', mapUrl: 'maps.example' },
    {
      'phones.sports': 'Enter an Indian 10-digit number, such as +91 98765 43210.',
      'hours.cafe.closes': 'Closing time must be after opening time.',
      'booking.graceMinutes': 'Grace minutes cannot be negative.',
      mapUrl: 'Enter a full link starting with https://.',
    },
  ),
  play: async ({ canvasElement }) => {
    const sports = group(canvasElement, 'Phone numbers').getByLabelText(/^Sports & bookings/);
    await expect(sports).toHaveValue('12345');
    await expect(sports).toHaveAttribute('aria-invalid', 'true');
    await expect(
      within(canvasElement).getByText('Enter an Indian 10-digit number, such as +91 98765 43210.'),
    ).toBeVisible();
    await expect(
      group(canvasElement, 'Opening hours').getByText('Closing time must be after opening time.'),
    ).toBeVisible();
    await expect(group(canvasElement, 'Booking rules').getByText('Grace minutes cannot be negative.')).toBeVisible();
    await expect(
      group(canvasElement, 'The centre').getByText('Enter a full link starting with https://.'),
    ).toBeVisible();
  },
};

/** Saving: the fields are locked and the button reads Saving... */
export const Saving: Story = {
  args: { saveState: 'saving' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Saving...' })).toHaveAttribute('aria-busy', 'true');
    await expect(group(canvasElement, 'The centre').getByLabelText(/^Centre name/)).toBeDisabled();
    await expect(
      group(canvasElement, 'Email notifications').getByRole('switch', { name: 'Order paid' }),
    ).toBeDisabled();
  },
};

/** Saved: a confirmation beside the button (the Settings Saved toast comes from the page). */
export const Saved: Story = {
  args: { saveState: 'saved' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(settingsCopy.savedText);
  },
};

/** Save failed: the server's reason; nothing typed is lost. */
export const SaveFailed: Story = {
  args: { saveState: 'failed', saveMessage: 'Could not reach the server. Please check your connection and try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not reach the server.');
    await expect(canvas.queryByRole('button', { name: 'Reload' })).toBeNull();
  },
};

/** Conflict: another owner saved first; Reload loads their settings. */
export const Conflict: Story = {
  args: {
    saveState: 'conflict',
    saveMessage: 'Someone else changed this meanwhile. Reload to see their version, then make your change again.',
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Someone else changed this meanwhile.');
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalled();
  },
};

/** Phone (360 px) in the admin shell: the sidebar opens as an overlay over the settings from the menu button. */
export const PhoneMenu: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (story) => (
    <InAdminShell currentPath="/admin/settings">
      <AdminSettingsScreen {...story} />
    </InAdminShell>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'System Settings' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Open admin menu' }));
    const menu = within(await findOpenDialog('Admin menu'));
    await expect(menu.getByRole('link', { name: 'System Settings' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'My Account' })).toBeVisible();
  },
};
