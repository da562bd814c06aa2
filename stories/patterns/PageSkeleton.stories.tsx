import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageSkeleton } from '../../design-system/patterns/PageSkeleton';

const meta = {
  title: 'Patterns/PageSkeleton',
  component: PageSkeleton,
  args: { label: 'Loading your cart' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: a heading line, two content blocks and a summary block beside them, at least a screen tall, marked busy. */
export const Desktop: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your cart');
    const frame = canvasElement.querySelector('[data-part="page-skeleton"]') as HTMLElement;
    await expect(frame).toHaveAttribute('aria-busy', 'true');
    await expect(frame.getBoundingClientRect().height).toBeGreaterThanOrEqual(canvasElement.ownerDocument.defaultView!.innerHeight);
  },
};

/** Phone (360 px): the blocks stack, nothing scrolls sideways. */
export const Phone: Story = {
  args: { label: 'Loading checkout' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading checkout');
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
