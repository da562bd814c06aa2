import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { howToOrderSteps, shopBadges, shopHeader } from '../../app/content/shop';
import { Toaster } from '../../design-system/primitives/Toast';
import { ShopScreen } from '../../design-system/screens/ShopScreen';
import { cartToasts } from '../../machines/cart/cart.rules';
import { findToast } from '../fixtures/toast';
import { catalogueCards, LOGO_SRC, shopCategories } from '../fixtures/shop';

const meta = {
  title: 'Screens/Shop',
  component: ShopScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    heading: shopHeader.heading,
    intro: shopHeader.intro,
    badges: shopBadges,
    categories: shopCategories,
    category: 'all',
    products: catalogueCards('all'),
    howToOrder: howToOrderSteps,
    logoSrc: LOGO_SRC,
    onCategoryChange: fn(),
    onAddToCart: fn(),
  },
} satisfies Meta<typeof ShopScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const columnsOf = (cards: HTMLElement[]) => new Set(cards.map((c) => Math.round(c.getBoundingClientRect().left))).size;

/** All Items (the initial filter): header badges, the eight products, How to Order. Desktop: four columns. */
export const AllItems: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: shopHeader.heading })).toBeVisible();
    for (const badge of ['Secure Online Payment', 'Premium Quality', 'Fast Delivery'])
      await expect(canvas.getByText(badge)).toBeVisible();
    const filter = canvas.getByRole('radiogroup', { name: 'Category' });
    const chips = within(filter).getAllByRole('radio');
    await expect(chips.map((c) => c.textContent)).toEqual(['All Items', 'Men', 'Women', 'Accessories']);
    await expect(within(filter).getByRole('radio', { name: 'All Items' })).toHaveAttribute('aria-checked', 'true');
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(8);
    await expect(columnsOf(cards)).toBe(4);
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 8 products');
    await expect(canvas.getByRole('region', { name: 'How to Order' })).toBeVisible();
  },
};

/** Choosing a category reports it. */
export const ChooseCategory: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Women' }));
    await expect(args.onCategoryChange).toHaveBeenCalledWith('women');
    await userEvent.click(canvas.getByRole('radio', { name: 'All Items' }));
    await expect(args.onCategoryChange).toHaveBeenCalledTimes(1);
  },
};

/** Men: the filter shows the two men's products. */
export const Men: Story = {
  args: { category: 'men', products: catalogueCards('men') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Men' })).toHaveAttribute('aria-checked', 'true');
    const names = canvas
      .getAllByRole('article')
      .map((a) => a.getAttribute('aria-labelledby') && within(a).getByRole('heading').textContent);
    await expect(names).toEqual(['Performance Jersey', 'Training Track Pants']);
  },
};

/** Accessories. */
export const Accessories: Story = {
  args: { category: 'accessories', products: catalogueCards('accessories') },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 4 products');
  },
};

/** A category without products: "No products found in this category". */
export const EmptyCategory: Story = {
  args: { category: 'women', products: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
    const empty = canvasElement.querySelector('[data-state="empty"]') as HTMLElement;
    await expect(empty).toHaveTextContent('No products found in this category');
    await expect(canvas.getByRole('status')).toHaveTextContent('No products found in this category');
  },
};

/** Add to Cart reports the product; Pre-order items say Pre-order. */
export const AddToCart: Story = {
  play: async ({ canvas, args }) => {
    const jersey = canvas.getByRole('article', { name: 'Performance Jersey' });
    await userEvent.click(within(jersey).getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(1);
    const pants = canvas.getByRole('article', { name: 'Training Track Pants' });
    await userEvent.click(within(pants).getByRole('button', { name: 'Pre-order' }));
    await expect(args.onAddToCart).toHaveBeenLastCalledWith(5);
  },
};

/** After Add to Cart the app shows "Added to cart" with the name and size. */
export const AddedToCartToast: Story = {
  render: (args) => (
    <>
      <ShopScreen {...args} />
      <Toaster
        duration={Infinity}
        onDismiss={fn()}
        toasts={[
          { id: 'added', variant: 'default', ...cartToasts.added({ name: 'Performance Jersey', selectedSize: 'S' }) },
        ]}
      />
    </>
  ),
  play: async ({ canvasElement }) => {
    await findToast(canvasElement, 'Added to cart', 'Performance Jersey (S) has been added to your cart.');
  },
};

/** Tablet: two columns. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(columnsOf(canvas.getAllByRole('article'))).toBe(2);
  },
};

/** Phone: one column, the filter chips wrap, the steps stack. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(columnsOf(canvas.getAllByRole('article'))).toBe(1);
    const filter = canvas.getByRole('radiogroup', { name: 'Category' });
    await expect(filter.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};
