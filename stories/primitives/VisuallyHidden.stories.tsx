import type { Meta, StoryObj } from '@storybook/react-vite';
import { Search } from 'lucide-react';
import { expect } from 'storybook/test';
import { VisuallyHidden } from '../../design-system/primitives/VisuallyHidden';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  parameters: {
    docs: componentDocs({
      usage:
        'Text that screen readers announce and sighted visitors do not see: the full date behind a calendar day\'s short label, the "Error:" before a field\'s message. `asChild` hides its child element itself instead of wrapping it.',
      do: [
        'Use it to give a screen reader what the layout already shows (a label for an icon-only list, a heading for a section that has none visible).',
      ],
      dont: [
        'Hide text that sighted visitors need too.',
        'Hide a focusable element: a keyboard visitor would land on nothing they can see.',
      ],
    }),
  },
  args: { children: 'Search the shop' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Names an icon-only button: read by screen readers, invisible on screen. */
export const LabelsAnIconButton: Story = {
  render: (args) => (
    <button type="button">
      <Search aria-hidden="true" />
      <VisuallyHidden {...args} />
    </button>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Search the shop' });
    const hidden = canvas.getByText('Search the shop');
    const box = hidden.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(1);
    await expect(box.height).toBeLessThanOrEqual(1);
    await expect(getComputedStyle(hidden).position).toBe('absolute');
    await expect(button).toContainElement(hidden);
  },
};

/** `asChild` hides an existing element, such as a heading that only structures the page for screen readers. */
export const AsChild: Story = {
  render: () => (
    <VisuallyHidden asChild>
      <h2>Order summary</h2>
    </VisuallyHidden>
  ),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Order summary' });
    await expect(heading.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
