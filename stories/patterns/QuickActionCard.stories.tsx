import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { QuickActionCard } from '../../design-system/patterns/QuickActionCard';
import { cafeLinks } from '../../app/content/cafe';
import { quickAction } from '../fixtures/community';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Patterns/QuickActionCard',
  component: QuickActionCard,
  parameters: {
    accent: 'cafe',
    docs: componentDocs({
      usage:
        'A café quick action (Get Directions, Read Reviews, the two food-ordering services, Follow Us, Call & Reserve): the whole card is one link. Outbound pages open in a new tab, and screen readers are told; the phone call does not open a tab.',
      do: ['Keep the title to the action itself ("Get Directions") and the description to one line.'],
      dont: ['Put a button or a second link in the card: the whole card is one link.'],
    }),
  },
  args: { action: quickAction('directions') },
  decorators: [
    (Story) => (
      <ul style={{ maxWidth: 320, margin: 0, padding: 0, listStyle: 'none' }}>
        <Story />
      </ul>
    ),
  ],
} satisfies Meta<typeof QuickActionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Get Directions: the maps link, in a new tab. */
export const GetDirections: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Get Directions/ });
    await expect(link).toHaveAttribute('href', cafeLinks.maps);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAccessibleName(/opens in a new tab/);
  },
};

// The next four check each outbound link. A card looks the same for every outbound link but for its text and icon,
// which screens-cafe--desktop's baseline shows for all six: they store no screenshot of their own.

/** Read Reviews: the maps reviews link. */
export const ReadReviews: Story = {
  tags: ['!screenshot'],
  args: { action: quickAction('reviews') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Read Reviews/ })).toHaveAttribute('href', cafeLinks.reviews);
  },
};

/** Order on Swiggy: the first food-ordering page. */
export const OrderOnSwiggy: Story = {
  tags: ['!screenshot'],
  args: { action: quickAction('swiggy') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Order on Swiggy/ })).toHaveAttribute('href', cafeLinks.swiggy);
  },
};

/** Order on Zomato: the second food-ordering page. */
export const OrderOnZomato: Story = {
  tags: ['!screenshot'],
  args: { action: quickAction('zomato') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Order on Zomato/ })).toHaveAttribute('href', cafeLinks.zomato);
  },
};

/** Follow Us: the social profile. */
export const FollowUs: Story = {
  tags: ['!screenshot'],
  args: { action: quickAction('follow') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Follow Us/ })).toHaveAttribute('href', cafeLinks.social);
  },
};

/** Call & Reserve: a tel: link that stays in the tab (no "new tab" note). */
export const CallAndReserve: Story = {
  args: { action: quickAction('call') },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Call & Reserve/ });
    await expect(link).toHaveAttribute('href', 'tel:+919000000002');
    await expect(link).not.toHaveAttribute('target');
    await expect(link).not.toHaveAccessibleName(/new tab/);
  },
};
