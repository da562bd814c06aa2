import { css } from '@emotion/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../design-system/primitives/Button';
import { FocusHeading } from '../../design-system/primitives/FocusHeading';
import { Text } from '../../design-system/primitives/Text';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Primitives/FocusHeading',
  component: FocusHeading,
  parameters: {
    docs: componentDocs({
      usage:
        "A heading that takes focus when it appears, and again when its `focusKey` changes: how a screen whose content changed in place (an error, a result, the next step) tells screen-reader and keyboard users where they are. It has no look of its own; give it the screen's heading style with `css`.",
      do: [
        'Use it for the heading of what replaced the content the visitor acted on: "We couldn\'t show this order", "Payment Successful!", the My booking panel.',
        'Pass `focusKey` when the same heading stays but what it introduces changes (a new error message).',
      ],
      dont: [
        "Use it for a page's ordinary headings: focus moving on every render would lose the visitor's place.",
        'Write `tabIndex={-1}` and a focus effect in a screen: use this.',
      ],
    }),
  },
  args: { level: 2, children: 'Cancel this session' },
} satisfies Meta<typeof FocusHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = css({ margin: 0 });

/** It takes focus when it appears; it is reachable by script, never by Tab. */
export const Default: Story = {
  render: (args) => <FocusHeading {...args} css={title} />,
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Cancel this session' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(heading).toHaveAttribute('tabindex', '-1');
  },
};

const messages = ['The order could not be found.', 'The server did not answer. Please try again.'];

function ChangingMessage() {
  const [index, setIndex] = useState(0);
  return (
    <div css={(t) => css({ display: 'grid', gap: t.space[3], justifyItems: 'start' })}>
      <FocusHeading level={1} focusKey={messages[index]} css={title}>
        We couldn&apos;t show this order
      </FocusHeading>
      <Text tone="secondary">{messages[index]}</Text>
      <Button variant="outline" onClick={() => setIndex((index + 1) % messages.length)}>
        Try Again
      </Button>
    </div>
  );
}

/** The heading stays while its message changes: focus comes back to it with each new message. */
export const FocusKeyChanges: Story = {
  render: () => <ChangingMessage />,
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: "We couldn't show this order" });
    await waitFor(() => expect(heading).toHaveFocus());
    const retry = canvas.getByRole('button', { name: 'Try Again' });
    await userEvent.click(retry);
    await expect(canvas.getByText(messages[1]!)).toBeVisible();
    await waitFor(() => expect(heading).toHaveFocus());
  },
};
