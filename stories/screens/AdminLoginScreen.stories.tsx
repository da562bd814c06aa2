import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Toaster } from '../../design-system/primitives/Toast';
import { AdminLoginScreen, type AdminLoginScreenProps } from '../../design-system/screens/AdminLoginScreen';
import { adminToasts, SIGNING_IN_LABEL } from '../../machines/admin/adminAuth.machine';
import { findToast } from '../fixtures/toast';

const DEMO = { email: 'admin@pod.example', password: 'pod-demo-2026' };

/** Keeps the typed text and the password toggle like the app's login machine, and reports to the spies. */
function Controlled(args: AdminLoginScreenProps) {
  const [values, setValues] = useState({ email: args.email, password: args.password });
  const [show, setShow] = useState(args.showPassword);
  return (
    <AdminLoginScreen
      {...args}
      {...values}
      showPassword={show}
      onFieldChange={(field, value) => {
        setValues((v) => ({ ...v, [field]: value }));
        args.onFieldChange(field, value);
      }}
      onTogglePassword={() => {
        setShow((s) => !s);
        args.onTogglePassword();
      }}
    />
  );
}

const meta = {
  title: 'Screens/AdminLogin',
  component: AdminLoginScreen,
  render: Controlled,
  parameters: { layout: 'fullscreen' },
  args: {
    email: '',
    password: '',
    showPassword: false,
    errors: {},
    busy: false,
    busyLabel: SIGNING_IN_LABEL,
    demo: DEMO,
    homeHref: '/',
    onFieldChange: fn(),
    onTogglePassword: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof AdminLoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out, the demo account in use: the form, Back to Home, and the demo-credentials box. */
export const SignedOut: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    const demo = canvas.getByRole('complementary', { name: 'Demo credentials' });
    await expect(demo).toHaveTextContent(DEMO.email);
    await expect(demo).toHaveTextContent(DEMO.password);
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await userEvent.type(canvas.getByLabelText(/^Email/), DEMO.email);
    await userEvent.type(canvas.getByLabelText(/^Password/), 'secret{Enter}');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('password', 'secret');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Another account configured on the server: no demo box. */
export const NoDemoAccount: Story = {
  args: { demo: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('complementary', { name: 'Demo credentials' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeVisible();
  },
};

/** Show/hide: the toggle reveals the password and says so. */
export const PasswordShown: Story = {
  args: { password: 'pod-demo-2026' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText(/^Password/);
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(args.onTogglePassword).toHaveBeenCalled();
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Both fields required and the email email-shaped (spec §5): per-field messages. */
export const Invalid: Story = {
  args: { email: 'admin', errors: { email: 'Please enter a valid email address', password: 'Password is required' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Please enter a valid email address')).toBeVisible();
    await expect(canvas.getByText('Password is required')).toBeVisible();
  },
};

/** Busy while the server answers (at least 1.5 s): Signing in..., fields read-only, no second submit. */
export const SigningIn: Story = {
  args: { email: DEMO.email, password: DEMO.password, busy: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: SIGNING_IN_LABEL });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByLabelText(/^Email/)).toHaveAttribute('readonly');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Wrong credentials: the destructive Login Failed toast (spec §8). */
export const LoginFailed: Story = {
  args: { email: DEMO.email, password: 'wrong' },
  render: (args) => (
    <>
      <Controlled {...args} />
      <Toaster
        duration={Infinity}
        onDismiss={fn()}
        toasts={[{ id: 'failed', variant: 'destructive', ...adminToasts.loginFailed }]}
      />
    </>
  ),
  play: async ({ canvasElement }) => {
    const toast = await findToast(canvasElement, 'Login Failed', 'Invalid credentials. Please try again.');
    await expect(toast).toHaveAttribute('data-variant', 'destructive');
  },
};

/** Phone (360 px): the card fills the width; the demo box wraps. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Sign In' });
    await expect(button.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    await expect(
      within(canvas.getByRole('complementary', { name: 'Demo credentials' })).getByText(DEMO.email),
    ).toBeVisible();
  },
};
