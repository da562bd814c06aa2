import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import {
  AdminSetPasswordScreen,
  type AdminSetPasswordScreenProps,
} from '../../design-system/screens/AdminSetPasswordScreen';

const args: AdminSetPasswordScreenProps = {
  state: 'ready',
  forWho: 'Priya Nair (priya@pod.example)',
  password: '',
  hint: 'At least 12 characters; not your email or name, and not a common password.',
  onPasswordChange: fn(),
  onSubmit: fn(),
};

const meta = {
  title: 'Screens/AdminSetPassword',
  component: AdminSetPasswordScreen,
  parameters: { layout: 'fullscreen' },
  args,
} satisfies Meta<typeof AdminSetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ready: whose link, the rule, typing reported, Set password. */
export const Ready: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('For Priya Nair (priya@pod.example).')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^New password/), 'a');
    await expect(args.onPasswordChange).toHaveBeenCalledWith('a');
    await userEvent.click(canvas.getByRole('button', { name: 'Set password' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

/** Refused: the server's reason under the field. */
export const Refused: Story = {
  args: { password: 'short', error: 'Use at least 12 characters (this one has 5).' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Use at least 12 characters (this one has 5).')).toBeVisible();
    await expect(canvas.getByLabelText(/^New password/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Saving: the field is disabled and the button busy. */
export const Saving: Story = {
  args: { state: 'saving', password: 'court-lights-at-dawn' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^New password/)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Setting password/ })).toHaveAttribute('data-state', 'busy');
  },
};

/** Done: go and sign in. */
export const Done: Story = {
  args: { state: 'done' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your password is set.');
    await expect(canvas.getByRole('link', { name: 'Go to sign-in' })).toHaveAttribute('href', '/admin/login');
  },
};

/** Checking the link. */
export const Checking: Story = {
  args: { state: 'checking' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Checking your link')).toBeInTheDocument();
  },
};

/** Invalid: used or expired; what to do. */
export const Invalid: Story = {
  args: {
    state: 'invalid',
    error:
      'This set-password link has already been used or has expired. Ask an owner for a new link from User Management.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Ask an owner for a new link');
    await expect(canvas.queryByLabelText(/^New password/)).toBeNull();
  },
};
