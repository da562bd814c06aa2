import { css } from '@emotion/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading } from '../../design-system/primitives/Heading';
import { InlineEmoji } from '../../design-system/primitives/InlineEmoji';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Primitives/InlineEmoji',
  component: InlineEmoji,
  parameters: {
    docs: componentDocs({
      usage:
        "An emoji set in a line of text as decoration, such as a sport's mark before its name in a heading. It is drawn in the system's colour emoji font, keeps the line's height, and is hidden from screen readers: the text beside it says what it stands for.",
      do: ['Put it next to the words it decorates ("🏸 Badminton"), with the space outside the component.'],
      dont: [
        'Use an emoji as the only label of something: screen readers do not read it.',
        'Put an emoji in running text without `InlineEmoji`: the browser then searches every font for it and the line grows taller.',
      ],
    }),
  },
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
