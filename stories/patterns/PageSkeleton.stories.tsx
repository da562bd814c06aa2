import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageSkeleton } from '../../design-system/patterns/PageSkeleton';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Patterns/PageSkeleton',
  component: PageSkeleton,
  args: { label: 'Loading your cart' },
  parameters: {
    layout: 'fullscreen',
    docs: componentDocs({
      usage:
        'The frame of a page whose content is read in the browser after the first paint (the cart and the checkout read the cart stored on the device): a heading line and content blocks at least a screen tall, marked busy, so the served page is not blank and nothing below it moves when the content arrives.',
      do: ['Say what is being read in `label` ("Loading your cart").'],
      dont: ['Use it for content the server already has: serve that content in the page instead.'],
    }),
  },
} satisfies Meta<typeof PageSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: a heading line, two content blocks and a summary block beside them, at least a screen tall, marked busy. */
export const Desktop: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your cart');
    const frame = canvasElement.querySelector('[data-part="page-skeleton"]') as HTMLElement;
    await expect(frame).toHaveAttribute('aria-busy', 'true');
    await expect(frame.getBoundingClientRect().height).toBeGreaterThanOrEqual(
      canvasElement.ownerDocument.defaultView!.innerHeight,
    );
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
