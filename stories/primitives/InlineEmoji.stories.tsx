import { css } from '@emotion/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading } from '../../design-system/primitives/Heading';
import { InlineEmoji } from '../../design-system/primitives/InlineEmoji';

const meta = {
  title: 'Primitives/InlineEmoji',
  component: InlineEmoji,
  args: { children: '🏸' },
} satisfies Meta<typeof InlineEmoji>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A sport's mark before its name in a heading (the booking view's, the price list's sports): the heading is named by
 * its text alone, the mark is drawn in the colour emoji font, and the heading is as tall as the same heading without
 * the mark, even at a size whose line height is tight (the emoji font's own line is taller than 1.1 of its size).
 */
export const InAHeading: Story = {
  render: (args) => (
    <div css={(t) => css({ display: 'grid', gap: t.space[3] })}>
      <Heading level={2} size="xl">
        <InlineEmoji {...args} /> Book Badminton
      </Heading>
      <Heading level={2} size="xl">
        Book Tennis
      </Heading>
    </div>
  ),
  play: async ({ canvas, args }) => {
    const withMark = canvas.getByRole('heading', { level: 2, name: 'Book Badminton' });
    const plain = canvas.getByRole('heading', { level: 2, name: 'Book Tennis' });
    const mark = canvas.getByText(args.children);
    await expect(mark).toHaveAttribute('aria-hidden', 'true');
    await expect(getComputedStyle(mark).fontFamily).toContain('Noto Color Emoji');
    await expect(withMark.getBoundingClientRect().height).toBe(plain.getBoundingClientRect().height);
  },
};
