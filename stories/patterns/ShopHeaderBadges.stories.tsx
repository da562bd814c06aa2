import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { shopBadges } from '../../app/content/shop';
import { ShopHeaderBadges } from '../../design-system/patterns/ShopHeaderBadges';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Patterns/ShopHeaderBadges',
  component: ShopHeaderBadges,
  parameters: {
    docs: componentDocs({
      usage:
        "The shop's promise badges under its heading: Secure Online Payment, Premium Quality, Fast Delivery, each with its icon (a shield, a rosette, a truck).",
      do: ['Keep each promise to two or three words.'],
      dont: ['Promise something the shop does not do: each badge is a commitment to buyers.'],
    }),
  },
  args: { items: shopBadges },
} satisfies Meta<typeof ShopHeaderBadges>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Secure Online Payment, Premium Quality, Fast Delivery, each with a decorative icon. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Why shop with us' });
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((i) => i.textContent)).toEqual([
      'Secure Online Payment',
      'Premium Quality',
      'Fast Delivery',
    ]);
    for (const item of items) await expect(item.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};
