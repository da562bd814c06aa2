import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LiveStatus } from '../../design-system/patterns/LiveStatus';
import { reducedMotionStyle } from '../primitives/support';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Patterns/LiveStatus',
  component: LiveStatus,
  parameters: {
    docs: componentDocs({
      usage:
        'The sports page\'s live-status line: "Live", the number of courts open and the peak hours (the spec\'s 4 courts and 6-9 PM). Its dot pulses twice when the line appears, well within five seconds, and then rests.',
      do: ["Pass `courts` and `peak` from the centre's figures, so the line matches the rest of the page."],
      dont: [
        'Make the dot pulse for as long as the page is open: movement that starts on its own stops within five seconds.',
      ],
    }),
  },
} satisfies Meta<typeof LiveStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The properties the page's `@keyframes name` rule animates, sorted. */
function keyframeProperties(name: string): string[] {
  const rule = Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules))
    .find((r): r is CSSKeyframesRule => r instanceof CSSKeyframesRule && r.name === name);
  if (!rule) throw new Error(`No @keyframes ${name} in the page's stylesheets.`);
  const properties = Array.from(rule.cssRules).flatMap((frame) => Array.from((frame as CSSKeyframeRule).style));
  return [...new Set(properties)].sort();
}

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
    // Read from the stylesheet, not the running animation, which may have ended on a slow machine.
    await expect(keyframeProperties(ring.animationName)).toEqual(['opacity', 'transform']);
    await expect(reducedMotionStyle(dot, '::after')).toMatchObject({ 'animation-name': 'none' });
  },
};
