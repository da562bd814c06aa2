import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { OfflineScreen } from '../../design-system/screens/OfflineScreen';
import { withStoryRouter } from '../patterns/shell.fixtures';

const meta = {
  title: 'Screens/Offline',
  component: OfflineScreen,
  decorators: [withStoryRouter],
  parameters: { layout: 'fullscreen' },
  args: {
    title: "You're offline",
    message:
      'This page has not been opened on this device yet, so it needs a connection. Pages you have opened before still work offline, and this page opens as soon as you are back online.',
    onRetry: fn(),
  },
} satisfies Meta<typeof OfflineScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page never opened on this device, with no network: what happened, Try again and the home page. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
    await expect(canvas.getByText(/not been opened on this device yet/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  },
};

/** Try again asks the app to load the page again. */
export const RetryPressed: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Phone: both actions fit, nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('button', { name: 'Try again' }).getBoundingClientRect().height,
    ).toBeGreaterThanOrEqual(44);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
