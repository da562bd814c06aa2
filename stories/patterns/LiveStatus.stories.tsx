import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LiveStatus } from '../../design-system/patterns/LiveStatus';
import { reducedMotionStyle } from '../primitives/support';

const meta = {
  title: 'Patterns/LiveStatus',
  component: LiveStatus,
} satisfies Meta<typeof LiveStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The static line: Live, 4 courts, peak 6-9 PM. The pulsing dot stops under reduced motion. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('4 courts')).toBeVisible();
    await expect(canvas.getByText('Peak 6-9 PM')).toBeVisible();
    const dot = canvasElement.querySelector('[data-part="live-status"] span > span[aria-hidden="true"]')!;
    await expect(reducedMotionStyle(dot)).toMatchObject({ 'animation-name': 'none' });
  },
};
