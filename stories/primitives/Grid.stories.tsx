import { css, type Theme } from '@emotion/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Grid } from '../../design-system/primitives/Grid';

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
