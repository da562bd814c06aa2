import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CafeScreen } from '../../design-system/screens/CafeScreen';
import { cafeScreenArgs, heroAt } from '../fixtures/community';

const meta = {
  title: 'Screens/Cafe',
  component: CafeScreen,
  parameters: { layout: 'fullscreen', accent: 'cafe' },
  args: {
    ...cafeScreenArgs,
    onPickSlide: fn(),
    onToggleRotation: fn(),
    onHeroHoverChange: fn(),
    onHeroFocusChange: fn(),
  },
} satisfies Meta<typeof CafeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: hero on its first slide, six quick actions in three columns, the two offers and the opening hours. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'POD Café & Bistro' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Café highlights' })).toHaveAttribute('data-rotation', 'playing');
    const actions = within(canvas.getByRole('region', { name: 'Quick Actions' })).getAllByRole('link');
    await expect(actions).toHaveLength(6);
    for (const title of [
      'Get Directions',
      'Read Reviews',
      'Order on Swiggy',
      'Order on Zomato',
      'Follow Us',
      'Call & Reserve',
    ]) {
      await expect(canvas.getByRole('link', { name: new RegExp(`^${title}`) })).toBeVisible();
    }
    await expect(new Set(actions.map((a) => Math.round(a.getBoundingClientRect().left))).size).toBe(3);
    const offers = canvas.getByRole('region', { name: 'Offers' });
    await expect(offers).toHaveTextContent('Pizza Fest Friday');
    await expect(offers).toHaveTextContent('Every Friday6:00 PM-11:00 PM');
    await expect(offers).toHaveTextContent('Monday-Thursday12:00 PM-5:00 PM');
    await expect(canvas.getByRole('region', { name: 'Opening Hours' })).toHaveTextContent('11 AM – 11 PM daily');
    await userEvent.click(canvas.getByRole('button', { name: 'Slide 2 of 3: Pizza Fest Friday' }));
    await expect(args.onPickSlide).toHaveBeenCalledWith(1);
  },
};

/** The hero paused by the visitor on its second slide. */
export const HeroPaused: Story = {
  args: { hero: heroAt(1, 'paused') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: '2 of 3: Pizza Fest Friday' })).toBeVisible();
  },
};

/** Phone, 360 px: one column of quick actions; nothing overflows the width. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const actions = within(canvas.getByRole('region', { name: 'Quick Actions' })).getAllByRole('link');
    await expect(new Set(actions.map((a) => Math.round(a.getBoundingClientRect().left))).size).toBe(1);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    await expect(canvas.getByRole('link', { name: 'Reserve a Table' })).toBeVisible();
  },
};
