import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { OrderLookupScreen } from '../../design-system/screens/OrderLookupScreen';
import { withStoryRouter } from '../patterns/shell.fixtures';

const meta = {
  title: 'Screens/OrderLookup',
  component: OrderLookupScreen,
  decorators: [withStoryRouter],
  parameters: { layout: 'fullscreen' },
  args: { status: 'loading' },
} satisfies Meta<typeof OrderLookupScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The order is being loaded from the server by its reference (a reload of the confirmation page). */
export const Loading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your order…');
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

/** The server could not be reached: the reason, Try Again and Continue Shopping; the heading takes focus. */
export const NetworkError: Story = {
  args: {
    status: 'error',
    message: 'We could not reach the POD server. Check your internet connection and try again.',
    onRetry: fn(),
  },
  play: async ({ args, canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: "We couldn't show this order" });
    await expect(heading).toHaveFocus();
    await expect(canvas.getByText(/could not reach the POD server/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/merchandise');
  },
};

/** An unknown reference: trying again cannot help, so only Continue Shopping is offered. */
export const NotFound: Story = {
  args: { status: 'error', message: 'There is no order with this reference.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('There is no order with this reference.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Try Again' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Continue Shopping' })).toBeVisible();
  },
};

/** Phone, error with Try Again: nothing overflows. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { ...NetworkError.args },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
