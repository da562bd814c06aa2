import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { accountCopy } from '../../app/content/adminSettings';
import { AdminAccountScreen, type AdminAccountScreenProps } from '../../design-system/screens/AdminAccountScreen';
import { sessionRow } from '../../machines/admin/account.view';
import { findOpenDialog } from '../fixtures/dialog';
import { InAdminShell } from '../fixtures/adminShellFrame';

const rows = [
  sessionRow({
    id: 'a1b2c3d4',
    current: true,
    createdAt: '2026-11-21T04:30:00Z',
    expiresAt: '2026-11-21T12:30:00Z',
    address: '203.0.113.24',
  }),
  sessionRow({
    id: 'e5f6a7b8',
    current: false,
    createdAt: '2026-11-20T13:05:00Z',
    expiresAt: '2026-11-20T21:05:00Z',
    address: null,
  }),
];

const args: AdminAccountScreenProps = {
  account: { name: 'Priya Nair', email: 'priya@pod.example', roleLabel: 'Front desk' },
  values: { current: '', password: '', repeat: '' },
  errors: {},
  passwordHint: accountCopy.passwordHint,
  passwordState: 'idle',
  onChange: fn(),
  onChangePassword: fn(),
  sessions: { status: 'ready', rows, onRetry: fn() },
  signOutState: 'idle',
  onSignOutOthers: fn(),
};

const meta = {
  title: 'Screens/AdminAccount',
  component: AdminAccountScreen,
  parameters: { layout: 'fullscreen' },
  args,
} satisfies Meta<typeof AdminAccountScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Editing: who is signed in, the password form (typed changes reported), the sessions with this one marked. */
export const Editing: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Signed in as Priya Nair (priya@pod.example) · Front desk')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Current password/), 'x');
    await expect(args.onChange).toHaveBeenCalledWith('current', 'x');
    await expect(canvas.getByText(accountCopy.passwordHint)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(args.onChangePassword).toHaveBeenCalled();
    const sessions = within(canvas.getByRole('list', { name: 'Sessions' })).getAllByRole('listitem');
    await expect(sessions).toHaveLength(2);
    await expect(within(sessions[0]!).getByText('This session')).toBeVisible();
    await expect(sessions[1]).toHaveTextContent('From an unknown address');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out other sessions' }));
    await expect(args.onSignOutOthers).toHaveBeenCalled();
  },
};

/** Invalid: each field says what is wrong before anything is sent. */
export const Invalid: Story = {
  args: {
    values: { current: '', password: 'password1234', repeat: 'password123' },
    errors: {
      current: 'Enter your current password.',
      password: 'This password is on public lists of breached passwords. Choose another.',
      repeat: 'This is not the same as the new password. Type it again.',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^Current password/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Enter your current password.')).toBeVisible();
    await expect(
      canvas.getByText('This password is on public lists of breached passwords. Choose another.'),
    ).toBeVisible();
    await expect(canvas.getByText('This is not the same as the new password. Type it again.')).toBeVisible();
  },
};

/** Saving: the fields are locked and the button reads Changing... */
export const Saving: Story = {
  args: {
    values: { current: 'court-lights-at-dawn', password: 'floodlit-courts-77', repeat: 'floodlit-courts-77' },
    passwordState: 'saving',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Changing...' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByLabelText(/^New password(?! again)/)).toBeDisabled();
  },
};

/** Saved: the password is changed and the other session is gone. */
export const Saved: Story = {
  args: {
    passwordState: 'saved',
    passwordMessage: accountCopy.changed,
    sessions: { status: 'ready', rows: rows.slice(0, 1), onRetry: fn() },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(accountCopy.changed);
    await expect(within(canvas.getByRole('list', { name: 'Sessions' })).getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Sign out other sessions' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Failed: the server could not be reached; what was typed stays. */
export const Failed: Story = {
  args: {
    values: { current: 'court-lights-at-dawn', password: 'floodlit-courts-77', repeat: 'floodlit-courts-77' },
    passwordState: 'failed',
    passwordMessage: 'Could not reach the server. Please check your connection and try again.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not reach the server.');
    await expect(canvas.getByLabelText(/^New password(?! again)/)).toHaveValue('floodlit-courts-77');
  },
};

/** Sessions loading: their skeleton. */
export const SessionsLoading: Story = {
  args: { sessions: { status: 'loading', rows: [], onRetry: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading your sessions' })).toBeVisible();
  },
};

/** Sessions failed to load: why, and Retry. */
export const SessionsError: Story = {
  args: {
    sessions: {
      status: 'error',
      rows: [],
      loadError: 'Could not reach the server. Please check your connection and try again.',
      onRetry: fn(),
    },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/Could not reach the server/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.sessions.onRetry).toHaveBeenCalled();
  },
};

/** Signing out the others: the button is busy. */
export const SigningOut: Story = {
  args: { signOutState: 'busy' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Signing out...' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Signed out the others: how many ended. */
export const SignedOutOthers: Story = {
  args: {
    signOutState: 'done',
    signOutMessage: accountCopy.signedOutOthers(1),
    sessions: { status: 'ready', rows: rows.slice(0, 1), onRetry: fn() },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Signed out 1 other session.');
  },
};

/** Phone (360 px) in the admin shell: the sidebar opens as an overlay from the menu button. */
export const PhoneMenu: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (story) => (
    <InAdminShell currentPath="/admin/account">
      <AdminAccountScreen {...story} />
    </InAdminShell>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Open admin menu' }));
    const menu = within(await findOpenDialog('Admin menu'));
    await expect(menu.getByRole('link', { name: 'My Account' })).toHaveAttribute('aria-current', 'page');
  },
};
