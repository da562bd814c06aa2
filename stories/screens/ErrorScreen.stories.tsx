import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ErrorScreen } from '../../design-system/screens/ErrorScreen';
import { withStoryRouter } from '../patterns/shell.fixtures';

const meta = {
  title: 'Screens/Error',
  component: ErrorScreen,
  decorators: [withStoryRouter],
  parameters: { layout: 'fullscreen' },
  args: { onReload: fn() },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Unexpected Application Error", a short explanation, Return to Home and Reload. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Unexpected Application Error' })).toBeVisible();
    await expect(canvas.getByText(/Something went wrong/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
    await expect(canvas.queryByText('Error details')).toBeNull();
  },
};

/** In development the app adds the error's detail, folded away under "Error details". */
export const WithDetails: Story = {
  args: {
    details:
      "TypeError: Cannot read properties of undefined (reading 'price')\n    at CartScreen (CartScreen.tsx:42:17)",
  },
  play: async ({ canvas }) => {
    const summary = canvas.getByText('Error details');
    const pre = canvas.getByText(/TypeError/);
    await expect(pre).not.toBeVisible();
    await userEvent.click(summary);
    await expect(pre).toBeVisible();
  },
};

/** Phone: the two actions wrap and stay on screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeVisible();
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
