import { css } from '@emotion/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Text, textElements, textSizes, textTones, textWeights } from '../../design-system/primitives/Text';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Primitives/Text',
  component: Text,
  parameters: {
    docs: componentDocs({
      usage:
        'Body copy in the body font: a `size` of the scale (`xs` to `xl`), a semantic `tone` (`secondary` and `muted` for less important text, `inverse` on dark surfaces, `success`, `warning`, `danger` for status), a `weight`, and the element `as` (`p`, `span`, `div`, `strong`, `small`). `truncate` clamps it to one line.',
      do: [
        'Use `tone` for meaning, not for decoration: `danger` is for errors.',
        'Keep paragraphs at `md`; `sm` and `xs` are for captions and small print.',
        'Render it `as="span"` inside a line of other text.',
      ],
      dont: [
        "Use Text for a heading: use `Heading`, so it is in the page's outline.",
        'Truncate text that is needed to decide (a price, a date): let it wrap.',
      ],
    }),
  },
  args: { children: 'Open 24 hours, every day of the year.' },
  argTypes: {
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'select', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
    as: { control: 'inline-radio', options: textElements },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const text = canvas.getByText('Open 24 hours, every day of the year.');
    await expect(text.tagName).toBe('P');
    await expect(text).toHaveAttribute('data-tone', 'primary');
    await expect(text).toHaveAttribute('data-size', 'md');
    await expect(getComputedStyle(text).fontSize).toBe('16px');
  },
};

/** Every tone; inverse sits on the dark surface it is made for. */
export const Tones: Story = {
  render: (args) => (
    <div css={(t) => css({ display: 'grid', gap: t.space[2] })}>
      {textTones.map((tone) =>
        tone === 'inverse' ? (
          <div key={tone} css={(t) => css({ background: t.color.surface.inverse, padding: t.space[2] })}>
            <Text {...args} tone={tone}>
              {tone}
            </Text>
          </div>
        ) : (
          <Text key={tone} {...args} tone={tone}>
            {tone}
          </Text>
        ),
      )}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const texts = Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-tone]'));
    await expect(texts.map((t) => t.dataset.tone)).toEqual([...textTones]);
    const colors = new Set(texts.map((t) => getComputedStyle(t).color));
    await expect(colors.size).toBeGreaterThanOrEqual(textTones.length - 1);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div css={(t) => css({ display: 'grid', gap: t.space[2] })}>
      {textSizes.map((size) => (
        <Text key={size} {...args} size={size}>
          Size {size}
        </Text>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const sizes = textSizes.map((size) => parseFloat(getComputedStyle(canvas.getByText(`Size ${size}`)).fontSize));
    await expect(sizes).toEqual([12, 14, 16, 18, 20]);
  },
};

export const Weights: Story = {
  render: (args) => (
    <div css={(t) => css({ display: 'grid', gap: t.space[2] })}>
      {textWeights.map((weight) => (
        <Text key={weight} {...args} weight={weight}>
          Weight {weight}
        </Text>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const weights = textWeights.map((weight) => getComputedStyle(canvas.getByText(`Weight ${weight}`)).fontWeight);
    await expect(weights).toEqual(['400', '500', '600', '700']);
  },
};

/** The element is data too: p, span, div, strong and small. `strong` defaults to semibold. */
export const Elements: Story = {
  render: (args) => (
    <div>
      {textElements.map((as) => (
        <Text key={as} {...args} as={as}>
          As {as}{' '}
        </Text>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const as of textElements) {
      await expect(canvas.getByText(`As ${as}`).tagName).toBe(as.toUpperCase());
    }
    await expect(canvas.getByText('As strong')).toHaveAttribute('data-weight', 'semibold');
  },
};

export const Truncated: Story = {
  args: {
    truncate: true,
    children: 'Performance Jersey in breathable fabric, with the POD logo on the chest and a slim athletic fit',
  },
  render: (args) => (
    <div css={{ width: '12rem' }}>
      <Text {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const text = canvas.getByText(/Performance Jersey/);
    await expect(getComputedStyle(text).textOverflow).toBe('ellipsis');
    await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
  },
};
