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

/**
 * The static line: Live, 4 courts, peak 6-9 PM. The dot's ring pulses twice, under WCAG 2.2.2's five seconds, in
 * transform and opacity only (no repaint per frame), and not at all under reduced motion.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('4 courts')).toBeVisible();
    await expect(canvas.getByText('Peak 6-9 PM')).toBeVisible();
    const dot = canvasElement.querySelector('[data-part="live-status"] span > span[aria-hidden="true"]')!;
    const ring = getComputedStyle(dot, '::after');
    await expect(ring.animationIterationCount).toBe('2');
    await expect(parseFloat(ring.animationDuration) * 2).toBeLessThan(5);
    const [animation] = dot.getAnimations({ subtree: true });
    const properties = (animation?.effect as KeyframeEffect).getKeyframes().flatMap((frame) => Object.keys(frame));
    await expect(new Set(properties)).toEqual(new Set(['offset', 'computedOffset', 'easing', 'composite', 'transform', 'opacity']));
    await expect(reducedMotionStyle(dot, '::after')).toMatchObject({ 'animation-name': 'none' });
  },
};
