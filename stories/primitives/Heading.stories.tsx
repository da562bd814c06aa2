import { css } from '@emotion/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  Heading,
  defaultHeadingSize,
  headingLevels,
  headingSizes,
  headingTones,
} from '../../design-system/primitives/Heading';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Primitives/Heading',
  component: Heading,
  parameters: {
    docs: componentDocs({
      usage:
        "A heading in the display font. The semantic `level` (h1 to h6) is the heading's place in the page's outline; `size` is how large it looks (by default the level's usual size), and headings shrink one or two steps on phones. `tone` is `primary`, `inverse` on dark surfaces or `accent`.",
      do: [
        'Give every page one `level={1}`, and keep the levels in order below it.',
        'Choose the look with `size` when the design needs a small heading high in the outline, or a large one low in it.',
        'Use `tone="inverse"` on dark surfaces.',
      ],
      dont: [
        'Pick a `level` for its size: it changes how screen readers navigate the page.',
        'Use bold body text as a heading: a heading is how a screen reader finds a section.',
      ],
    }),
  },
  args: { level: 1, children: 'Play. Train. Refuel.' },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    size: { control: 'inline-radio', options: headingSizes },
    tone: { control: 'inline-radio', options: headingTones },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Play. Train. Refuel.' });
    await expect(heading).toHaveAttribute('data-size', '2xl');
    await expect(getComputedStyle(heading).fontFamily).toContain('Archivo');
  },
};

/** Each level with its default visual size, largest first. */
export const Levels: Story = {
  render: () => (
    <div css={(t) => css({ display: 'grid', gap: t.space[3] })}>
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>
          Heading level {level}
        </Heading>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const sizes: number[] = [];
    for (const level of headingLevels) {
      const heading = canvas.getByRole('heading', { level, name: `Heading level ${level}` });
      await expect(heading.tagName).toBe(`H${level}`);
      await expect(heading).toHaveAttribute('data-size', defaultHeadingSize[level]);
      sizes.push(parseFloat(getComputedStyle(heading).fontSize));
    }
    await expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
  },
};

/** The semantic level and the look are separate: an h2 can look small, an h3 can look large. */
export const SizeIndependentOfLevel: Story = {
  render: () => (
    <div css={(t) => css({ display: 'grid', gap: t.space[3] })}>
      <Heading level={2} size="xs">
        Order Summary
      </Heading>
      <Heading level={3} size="xl">
        Book 7 Days Advance
      </Heading>
    </div>
  ),
  play: async ({ canvas }) => {
    const small = canvas.getByRole('heading', { level: 2, name: 'Order Summary' });
    const large = canvas.getByRole('heading', { level: 3, name: 'Book 7 Days Advance' });
    await expect(parseFloat(getComputedStyle(large).fontSize)).toBeGreaterThan(
      parseFloat(getComputedStyle(small).fontSize),
    );
  },
};

export const Sizes: Story = {
  render: () => (
    <div css={(t) => css({ display: 'grid', gap: t.space[3] })}>
      {headingSizes.map((size) => (
        <Heading key={size} level={2} size={size}>
          Size {size}
        </Heading>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const sizes = headingSizes.map((size) => parseFloat(getComputedStyle(canvas.getByText(`Size ${size}`)).fontSize));
    await expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    await expect(new Set(sizes).size).toBe(headingSizes.length);
  },
};

export const Tones: Story = {
  render: () => (
    <div css={(t) => css({ display: 'grid', gap: t.space[3] })}>
      {headingTones.map((tone) => (
        <div
          key={tone}
          css={(t) =>
            css({ padding: t.space[3], background: tone === 'inverse' ? t.color.surface.inverse : 'transparent' })
          }
        >
          <Heading level={2} size="md" tone={tone}>
            Tone {tone}
          </Heading>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole('heading', { level: 2 });
    await expect(headings.map((h) => h.dataset.tone)).toEqual([...headingTones]);
    await expect(getComputedStyle(canvas.getByText('Tone inverse')).color).toBe('rgb(255, 255, 255)');
  },
};

/** At phone width the largest heading steps down (3.75rem to 2.25rem) so it does not overflow. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(getComputedStyle(heading).fontSize).toBe('36px');
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('heading', { level: 1 })).fontSize).toBe('60px');
  },
};
