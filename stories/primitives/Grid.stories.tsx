import { css, type Theme } from '@emotion/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Grid } from '../../design-system/primitives/Grid';
import { componentDocs } from '../docs/componentDocs';

const cell = (t: Theme) =>
  css({
    minHeight: t.space[16],
    padding: t.space[3],
    background: t.color.surface.raised,
    border: `${t.borderWidths.thin} solid ${t.color.border.default}`,
    borderRadius: t.radii.md,
  });

const products = [
  'Performance Jersey',
  "Women's Performance Tee",
  'Signature Sports Cap',
  'Insulated Steel Bottle',
  'Training Track Pants',
  'Elite Sports Duffel',
  "Women's Performance Bra",
  'Premium Towel Set',
];

const meta = {
  title: 'Primitives/Grid',
  component: Grid,
  parameters: {
    docs: componentDocs({
      usage:
        'Two-dimensional layout: one to four equal columns by screen width, with a token `gap`. `columns` sets the count per width step (the default is the shop\'s: 1, then 2 from 480 px, 3 from 1024 px, 4 from 1280 px); `minItemWidth` fits as many columns as are at least that wide instead. `as="ul"` makes it a list without bullets.',
      do: [
        'Render a grid of items `as="ul"` or `ol` with an `aria-label`, and each item as an `li`.',
        'Start from one column (`base: 1`) and add columns as the screen widens.',
        'Use `minItemWidth` with a theme size when items need a minimum width more than a fixed count.',
      ],
      dont: [
        'Use a Grid for a single row or column: that is `Stack`.',
        'Give the cells their own margins: the `gap` spaces them.',
      ],
    }),
  },
  args: {
    as: 'ul',
    'aria-label': 'Products',
    children: products.map((name) => (
      <li key={name} css={cell}>
        {name}
      </li>
    )),
  },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

const columnCount = (canvasElement: HTMLElement) => {
  const grid = canvasElement.querySelector<HTMLElement>('[data-layout]')!;
  return getComputedStyle(grid).gridTemplateColumns.split(' ').length;
};

/** The shop grid at 1280 px: four columns. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(columnCount(canvasElement)).toBe(4);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(8);
  },
};

/** At 768 px (tablet): two columns. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(columnCount(canvasElement)).toBe(2);
  },
};

/** At 360 px: one column. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(columnCount(canvasElement)).toBe(1);
  },
};

/** Explicit columns per width step, with a smaller gap. */
export const ExplicitColumns: Story = {
  args: { columns: { base: 2, lg: 3 }, gap: 3 },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(columnCount(canvasElement)).toBe(3);
    const grid = canvasElement.querySelector<HTMLElement>('[data-layout]')!;
    await expect(getComputedStyle(grid).columnGap).toBe('12px');
  },
};

/** Minimum column width instead of counts: as many as fit, never more than four. */
export const AutoFit: Story = {
  args: { minItemWidth: '14rem' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'auto');
    await expect(columnCount(canvasElement)).toBe(4);
  },
};

export const AutoFitPhone: Story = {
  args: { minItemWidth: '14rem' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(columnCount(canvasElement)).toBe(1);
  },
};
