import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NotFoundScreen } from '../../design-system/screens/NotFoundScreen';
import { withStoryRouter } from '../patterns/shell.fixtures';

const meta = {
  title: 'Screens/NotFound',
  component: NotFoundScreen,
  decorators: [withStoryRouter],
  parameters: { layout: 'fullscreen' },
  args: { path: '/sportz' },
} satisfies Meta<typeof NotFoundScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 404, "Oops! Page not found", the missing path and Return to Home. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent('404');
    await expect(canvas.getByText('Oops! Page not found')).toBeVisible();
    await expect(canvas.getByText('/sportz')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  },
};

/** Without a path (e.g. prerendered): the same page without the path line. */
export const WithoutPath: Story = {
  args: { path: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Oops! Page not found')).toBeVisible();
    await expect(canvas.queryByText(/There is no page at/)).toBeNull();
  },
};

/** Phone. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: 'Return to Home' });
    await expect(link).toBeVisible();
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
