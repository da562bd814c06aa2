import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  AdminUsersScreen,
  type AdminUsersScreenProps,
  type StaffRowView,
} from '../../design-system/screens/AdminUsersScreen';
import { staffRoleLabels, staffRoles } from '../../machines/admin/roles';

const rows: StaffRowView[] = [
  {
    id: 1,
    name: 'Owner',
    email: 'admin@pod.example',
    role: 'owner',
    roleLabel: 'Owner',
    active: true,
    lockedText: null,
    statusText: '1 session',
    self: true,
  },
  {
    id: 2,
    name: 'Priya Nair',
    email: 'priya@pod.example',
    role: 'frontDesk',
    roleLabel: 'Front desk',
    active: true,
    lockedText: 'Locked until 28 Nov, 10:45 AM',
    statusText: 'No sessions',
    self: false,
  },
  {
    id: 3,
    name: 'Karthik S',
    email: 'karthik@pod.example',
    role: 'manager',
    roleLabel: 'Manager',
    active: false,
    lockedText: null,
    statusText: 'No sessions',
    self: false,
  },
];

const args: AdminUsersScreenProps = {
  status: 'ready',
  onRetry: fn(),
  rows,
  roleOptions: staffRoles.map((value) => ({ value, label: staffRoleLabels[value] })),
  values: { name: '', email: '', role: '' },
  errors: {},
  createState: 'idle',
  link: null,
  busyId: null,
  onChange: fn(),
  onCreate: fn(),
  onSetActive: fn(),
  onResetPassword: fn(),
  onDismissLink: fn(),
};

const meta = {
  title: 'Screens/AdminUsers',
  component: AdminUsersScreen,
  parameters: { layout: 'fullscreen' },
  args,
} satisfies Meta<typeof AdminUsersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = (canvasElement: HTMLElement, name: RegExp) => within(within(canvasElement).getByRole('listitem', { name }));

/** Accounts: roles, a lockout, a deactivated account; the owner's own row has no Deactivate. */
export const Accounts: Story = {
  play: async ({ canvasElement, args }) => {
    const priya = row(canvasElement, /^Priya Nair/);
    await expect(priya.getByText('Front desk')).toBeVisible();
    await expect(priya.getByText('Locked until 28 Nov, 10:45 AM')).toBeVisible();
    await userEvent.click(priya.getByRole('button', { name: 'Deactivate Priya Nair' }));
    await expect(args.onSetActive).toHaveBeenCalledWith(2, false);
    await userEvent.click(priya.getByRole('button', { name: 'Reset password of Priya Nair' }));
    await expect(args.onResetPassword).toHaveBeenCalledWith(2);
    const karthik = row(canvasElement, /^Karthik S/);
    await expect(karthik.getByText('Deactivated')).toBeVisible();
    await expect(karthik.getByRole('button', { name: 'Reactivate Karthik S' })).toBeEnabled();
    await expect(row(canvasElement, /^Owner/).queryByRole('button', { name: /Deactivate/ })).toBeNull();
  },
};

/** Adding: typed fields reported, Add account sends the form. */
export const Adding: Story = {
  args: { values: { name: 'Priya Nair', email: 'priya@pod.example', role: 'frontDesk' } },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^Name/), '!');
    await expect(args.onChange).toHaveBeenCalledWith('name', 'Priya Nair!');
    await userEvent.click(canvas.getByRole('button', { name: 'Add account' }));
    await expect(args.onCreate).toHaveBeenCalled();
  },
};

/** Invalid: each field says what is wrong; a refused add says why. */
export const Invalid: Story = {
  args: {
    values: { name: '', email: 'priya', role: '' },
    errors: {
      name: 'Name is required.',
      email: 'Enter an email address such as name@example.com.',
      role: 'Choose a role: owner, manager or front desk.',
    },
    createState: 'failed',
    createMessage: 'An account with this email already exists.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Name is required.')).toBeVisible();
    await expect(canvas.getByText('Enter an email address such as name@example.com.')).toBeVisible();
    await expect(canvas.getByText('Choose a role: owner, manager or front desk.')).toBeVisible();
    await expect(canvas.getByText('An account with this email already exists.')).toHaveAttribute('role', 'alert');
  },
};

/** Saving: the form is disabled and Add account is busy. */
export const Saving: Story = {
  args: { values: { name: 'Priya Nair', email: 'priya@pod.example', role: 'frontDesk' }, createState: 'saving' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^Name/)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Adding/ })).toHaveAttribute('data-state', 'busy');
  },
};

/** Link shown once: the address, when it stops working, and Done. */
export const LinkShown: Story = {
  args: {
    link: {
      forWho: 'Priya Nair (priya@pod.example)',
      url: 'https://pod.example/admin/set-password#Zx8q3mB1dYV0rW2sK7nT4uP9aLcE6fHjG5iM0oQ2yRw',
      expiresText: 'Works once, until 29 Nov, 10:45 AM.',
    },
  },
  play: async ({ canvas, args }) => {
    const link = within(canvas.getByRole('region', { name: 'Set-password link' }));
    await expect(link.getByText(/admin\/set-password#/)).toBeVisible();
    await expect(link.getByText(/Works once, until 29 Nov, 10:45 AM\. It is shown only now/)).toBeVisible();
    await userEvent.click(link.getByRole('button', { name: 'Done' }));
    await expect(args.onDismissLink).toHaveBeenCalled();
  },
};

/** Loading: the accounts' skeleton. */
export const Loading: Story = {
  args: { status: 'loading', rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Loading staff accounts')).toBeInTheDocument();
  },
};

/** Error: why, and Retry. */
export const LoadError: Story = {
  args: {
    status: 'error',
    rows: [],
    loadError: 'Could not reach the server. Please check your connection and try again.',
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/Could not reach the server/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Retry/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A row action failed: its message above the list. */
export const ActionFailed: Story = {
  args: { actionMessage: 'The centre needs at least one active owner. Make another account an owner first.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The centre needs at least one active owner.');
  },
};
