import { css, type Theme } from '@emotion/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack, stackAligns, stackDirections, stackJustifies } from '../../design-system/primitives/Stack';
import { componentDocs } from '../docs/componentDocs';

const box = (t: Theme) =>
  css({
    padding: t.space[3],
    background: t.color.surface.accent,
    border: `${t.borderWidths.thin} solid ${t.color.border.accent}`,
    borderRadius: t.radii.md,
    color: t.color.text.primary,
  });

const items = ['Badminton', 'Tennis', 'Pickleball', 'Futsal'];

const meta = {
  title: 'Primitives/Stack',
  component: Stack,
  parameters: {
    docs: componentDocs({
      usage:
        'One-dimensional layout: a row or a column of children with a token `gap`, aligned (`align`) and distributed (`justify`). `phoneDirection` changes the direction at phone width (a row of cards becomes a column); `wrap` lets a row wrap. `as="ul"` makes it a list without bullets.',
      do: [
        "Space siblings with the Stack's `gap`, a step of the spacing scale.",
        'Use `phoneDirection="column"` for a row that would be too narrow on a phone.',
        'Render it `as` the element it is (`nav`, `ul`, `header`).',
      ],
      dont: [
        'Give children their own margins to space them.',
        'Use a Stack of rows for columns that must line up: that is `Grid`.',
      ],
    }),
  },
  args: {
    children: items.map((item) => (
      <div key={item} css={box} data-testid="item">
        {item}
      </div>
    )),
  },
  argTypes: {
    direction: { control: 'inline-radio', options: stackDirections },
    align: { control: 'inline-radio', options: stackAligns },
    justify: { control: 'inline-radio', options: stackJustifies },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

const rects = (elements: HTMLElement[]) => elements.map((e) => e.getBoundingClientRect());

export const Column: Story = {
  play: async ({ canvas }) => {
    const [a, b] = rects(canvas.getAllByTestId('item'));
    await expect(b!.top - a!.bottom).toBe(16);
    await expect(b!.left).toBe(a!.left);
  },
};

export const Row: Story = {
  args: { direction: 'row', gap: 2 },
  play: async ({ canvas }) => {
    const [a, b] = rects(canvas.getAllByTestId('item'));
    await expect(b!.left - a!.right).toBe(8);
    await expect(b!.top).toBe(a!.top);
  },
};

export const Justified: Story = {
  args: { direction: 'row', justify: 'between', align: 'center' },
  play: async ({ canvas, canvasElement }) => {
    const stack = canvasElement.querySelector<HTMLElement>('[data-direction]')!;
    const all = rects(canvas.getAllByTestId('item'));
    await expect(all.at(-1)!.right).toBeCloseTo(stack.getBoundingClientRect().right, 0);
    await expect(getComputedStyle(stack).justifyContent).toBe('space-between');
  },
};

export const Wrapping: Story = {
  args: { direction: 'row', wrap: true, gap: 3 },
  render: (args) => (
    <div css={{ width: '16rem' }}>
      <Stack {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const all = rects(canvas.getAllByTestId('item'));
    await expect(new Set(all.map((r) => r.top)).size).toBeGreaterThan(1);
  },
};

/** A list element: bullets and padding are removed, the list keeps its semantics. */
export const AsList: Story = {
  args: {
    as: 'ul',
    'aria-label': 'Sports',
    direction: 'row',
    children: items.map((item) => (
      <li key={item} css={box} data-testid="item">
        {item}
      </li>
    )),
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Sports' });
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(getComputedStyle(list).paddingLeft).toBe('0px');
  },
};

/** `phoneDirection`: a row on wide screens... */
export const ResponsiveDesktop: Story = {
  args: { direction: 'row', phoneDirection: 'column' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const [a, b] = rects(canvas.getAllByTestId('item'));
    await expect(b!.top).toBe(a!.top);
  },
};

/** ...becomes a column at phone width (≤ 768 px). */
export const ResponsivePhone: Story = {
  args: { direction: 'row', phoneDirection: 'column' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const stack = canvasElement.querySelector<HTMLElement>('[data-direction]')!;
    await expect(getComputedStyle(stack).flexDirection).toBe('column');
    const [a, b] = rects(canvas.getAllByTestId('item'));
    await expect(b!.top).toBeGreaterThan(a!.bottom);
  },
};
