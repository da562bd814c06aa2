import { css } from '@emotion/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Lock } from 'lucide-react';
import { expect } from 'storybook/test';
import {
  AvailabilityBadge,
  Badge,
  ProductBadge,
  availabilityValues,
  badgeSizes,
  badgeToneForAvailability,
  badgeTones,
  productBadgeKinds,
} from '../../design-system/primitives/Badge';
import { contrastRatio } from './support';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  parameters: {
    docs: componentDocs({
      usage:
        "A short status label on a card or a row: a product's availability, a product badge (Trending, Popular, Limited Edition, Pre-order), a booking's status. Tones are data: `AvailabilityBadge` and `ProductBadge` take the catalogue's value and set the text and the tone, so one status always looks the same. Every tone meets AA contrast.",
      do: [
        'Use `AvailabilityBadge` and `ProductBadge` for products instead of choosing a tone by hand.',
        'Keep the text to a word or two; `size="sm"` on dense cards, `md` elsewhere.',
        'Mark an `icon` `aria-hidden`: the word says it.',
      ],
      dont: [
        'Make a badge clickable: it is a label. A filter is a toggle `Chip`, an action a `Button`.',
        'Let the colour carry the meaning alone: the text must say the status.',
        'Pick a tone for its colour: `success`, `warning`, `danger` and `info` mean what they say.',
      ],
    }),
  },
  args: { children: 'Premium Quality' },
  argTypes: {
    tone: { control: 'select', options: badgeTones },
    size: { control: 'inline-radio', options: badgeSizes },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem' });

export const Default: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Premium Quality');
    await expect(badge).toHaveAttribute('data-tone', 'neutral');
    await expect(badge).toHaveAttribute('data-size', 'md');
  },
};

/** Every tone, each with AA contrast between its text and background. */
export const Tones: Story = {
  render: (args) => (
    <div css={row}>
      {badgeTones.map((tone) => (
        <Badge key={tone} {...args} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const badges = Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-tone]'));
    await expect(badges.map((b) => b.dataset.tone)).toEqual([...badgeTones]);
    for (const badge of badges) {
      const style = getComputedStyle(badge);
      await expect(contrastRatio(style.color, style.backgroundColor)).toBeGreaterThanOrEqual(4.5);
    }
  },
};

/** Spec: In Stock is green, Pre-order and Out of Stock are amber. */
export const Availability: Story = {
  render: () => (
    <div css={row}>
      {availabilityValues.map((value) => (
        <AvailabilityBadge key={value} availability={value} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('In Stock')).toHaveAttribute('data-tone', 'success');
    await expect(canvas.getByText('Pre-order')).toHaveAttribute('data-tone', 'warning');
    await expect(canvas.getByText('Out of Stock')).toHaveAttribute('data-tone', 'warning');
    await expect(availabilityValues.map(badgeToneForAvailability)).toEqual(['success', 'warning', 'warning']);
    const green = getComputedStyle(canvas.getByText('In Stock')).backgroundColor;
    const amber = getComputedStyle(canvas.getByText('Pre-order')).backgroundColor;
    await expect(green).not.toBe(amber);
  },
};

/** The four product badges, each in its own tone. */
export const ProductBadges: Story = {
  render: () => (
    <div css={row}>
      {productBadgeKinds.map((kind) => (
        <ProductBadge key={kind} kind={kind} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const badges = productBadgeKinds.map((kind) => canvas.getByText(kind));
    await expect(badges.map((b) => b.dataset.kind)).toEqual([...productBadgeKinds]);
    await expect(new Set(badges.map((b) => b.dataset.tone)).size).toBe(productBadgeKinds.length);
    await expect(new Set(badges.map((b) => getComputedStyle(b).backgroundColor)).size).toBe(productBadgeKinds.length);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div css={row}>
      {badgeSizes.map((size) => (
        <Badge key={size} {...args} size={size} tone="info">
          Size {size}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const [sm, md] = badgeSizes.map((size) => canvas.getByText(`Size ${size}`).getBoundingClientRect().height);
    await expect(sm).toBeLessThan(md!);
  },
};

/** A header badge with a decorative icon, as on the shop page. */
export const WithIcon: Story = {
  args: { children: 'Secure Online Payment', tone: 'accent', icon: <Lock aria-hidden="true" /> },
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Secure Online Payment');
    await expect(badge.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};
