import { css } from '@emotion/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton, skeletonShapes } from '../../design-system/primitives/Skeleton';
import { reducedMotionStyle } from './support';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  parameters: {
    docs: componentDocs({
      usage:
        'A grey placeholder in the shape of what is loading: `block` for images and cards, `text` for lines of copy (`lines`, the last one shorter), `circle` for avatars. It is hidden from assistive technology, and its shimmer stops under reduced motion.',
      do: [
        'Draw the skeleton at the size of the content it stands for, so nothing moves when it arrives.',
        'Pair it with a `Spinner` or `aria-busy` on the region, so screen readers know something is loading.',
      ],
      dont: [
        'Show a skeleton for something that will not arrive (a failed load shows its error instead).',
        'Use a skeleton on its own as the only sign of loading for screen readers.',
      ],
    }),
  },
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
  decorators: [
    (Story) => (
      <div data-testid="frame" css={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Block: Story = {
  play: async ({ canvas }) => {
    const skeleton = canvas.getByTestId('frame').firstElementChild as HTMLElement;
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    await expect(skeleton).toHaveAttribute('data-shape', 'block');
    await expect(skeleton.getBoundingClientRect().height).toBe(96);
    await expect(skeleton.getBoundingClientRect().width).toBe(
      canvas.getByTestId('frame').getBoundingClientRect().width,
    );
  },
};

export const TextLines: Story = {
  args: { shape: 'text', lines: 3 },
  play: async ({ canvas }) => {
    const skeleton = canvas.getByTestId('frame').firstElementChild as HTMLElement;
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    const lines = Array.from(skeleton.querySelectorAll('[data-line]'));
    await expect(lines).toHaveLength(3);
    const [first, , last] = lines.map((line) => line.getBoundingClientRect().width);
    await expect(last).toBeLessThan(first!);
  },
};

export const Circle: Story = {
  args: { shape: 'circle' },
  play: async ({ canvas }) => {
    const skeleton = canvas.getByTestId('frame').firstElementChild as HTMLElement;
    const box = skeleton.getBoundingClientRect();
    await expect(box.width).toBe(box.height);
    await expect(getComputedStyle(skeleton).borderRadius).toBe('50%');
  },
};

/** A product card while the catalogue loads: nothing is announced, the region says it is busy. */
export const CardPlaceholder: Story = {
  render: () => (
    <div
      aria-busy="true"
      aria-label="Loading products"
      role="region"
      css={(t) => css({ display: 'grid', gap: t.space[3] })}
    >
      <Skeleton shape="block" height="12rem" />
      <Skeleton shape="text" width="70%" />
      <Skeleton shape="text" lines={2} />
      <div css={(t) => css({ display: 'flex', gap: t.space[2], alignItems: 'center' })}>
        <Skeleton shape="circle" width="2rem" />
        <Skeleton shape="text" width="40%" />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Loading products' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(region.querySelectorAll('[data-shape]')).toHaveLength(5);
    await expect(region.textContent).toBe('');
  },
};

/** The shimmer runs normally and stops under prefers-reduced-motion. */
export const ReducedMotion: Story = {
  play: async ({ canvas }) => {
    const skeleton = canvas.getByTestId('frame').firstElementChild as HTMLElement;
    await expect(getComputedStyle(skeleton).animationName).not.toBe('none');
    const reduced = reducedMotionStyle(skeleton);
    await expect(reduced['animation-name']).toBe('none');
    await expect(reduced['background-image']).toBe('none');
  },
};
