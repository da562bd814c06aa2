import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProductCard } from '../../design-system/patterns/ProductCard';
import { bottleThreeFeatures, cardView, duffel, jersey, LOGO_SRC, soldOutTowels, trackPants } from '../fixtures/shop';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Patterns/ProductCard',
  component: ProductCard,
  parameters: {
    docs: componentDocs({
      usage:
        'A merchandise card: the image (with the hover image and the logo overlay), a product badge, availability, at most three key features then "+N more", the price, the main button (Add to Cart, Pre-order, or disabled when Out of Stock) and Ask Questions (a chat link in a new tab).',
      do: [
        'Set `priority` on the cards visible without scrolling, and no others.',
        'Keep key features short: three show before "+N more".',
      ],
      dont: [
        "Hide an Out of Stock product's card: it shows, with its button disabled.",
        "Decide the button's label or the price in the card: the product arrives display-ready.",
      ],
    }),
  },
  args: { product: cardView(jersey), logoSrc: LOGO_SRC, onAddToCart: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In stock: green availability, Trending badge, three features then "+2 more", price, Add to Cart and Ask Questions. */
export const InStock: Story = {
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole('article', { name: 'Performance Jersey' });
    await expect(within(card).getByText('In Stock')).toHaveAttribute('data-tone', 'success');
    await expect(within(card).getByText('Trending')).toBeVisible();
    await expect(within(card).getByText('₹899')).toBeVisible();
    const features = within(card).getByRole('list', { name: 'Key features of Performance Jersey' });
    await expect(within(features).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(features).getByText('+2 more')).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(1);
  },
};

/** The pointer comes over Add to Cart, then it takes focus: each reports the product (to fetch what adding needs), and neither adds it. */
export const ReachingForAddToCart: Story = {
  args: { onAddToCartIntent: fn() },
  play: async ({ canvas, args }) => {
    const add = canvas.getByRole('button', { name: 'Add to Cart' });
    await userEvent.hover(add);
    await expect(args.onAddToCartIntent).toHaveBeenCalledWith(1);
    await userEvent.unhover(add);
    await userEvent.tab();
    await expect(add).toHaveFocus();
    await expect(args.onAddToCartIntent).toHaveBeenCalledTimes(2);
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

/** The image has a hover image and the logo sits at the product's logo position. */
export const ImageWithLogoOverlay: Story = {
  args: { product: cardView(trackPants) },
  play: async ({ canvasElement }) => {
    const logo = canvasElement.querySelector('img[data-logo]');
    await expect(logo).toHaveAttribute('data-position', 'thigh');
    await expect(logo).toHaveAttribute('src', LOGO_SRC);
    await expect(canvasElement.querySelector('img[data-layer="hover"]')).toHaveAttribute(
      'src',
      '/merch/training-track-pants-back.svg',
    );
    await expect(within(canvasElement).getByRole('img', { name: 'Training Track Pants' })).toHaveAttribute(
      'src',
      '/merch/training-track-pants.svg',
    );
  },
};

/** Pre-order: the button reads Pre-order and the availability is amber. */
export const PreOrder: Story = {
  args: { product: cardView(duffel) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Limited Edition')).toBeVisible();
    const availability = canvas.getAllByText('Pre-order').find((el) => el.dataset.availability === 'Pre-order');
    await expect(availability).toHaveAttribute('data-tone', 'warning');
    await userEvent.click(canvas.getByRole('button', { name: 'Pre-order' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(6);
    await expect(canvas.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
  },
};

/** Out of Stock: the main button is disabled, described by the amber availability, and ignores clicks. */
export const OutOfStock: Story = {
  args: { product: cardView(soldOutTowels) },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Add to Cart' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription('Out of Stock');
    await expect(canvas.getByText('Out of Stock')).toHaveAttribute('data-tone', 'warning');
    await userEvent.click(button);
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

/** Three features or fewer: no "+N more" chip. */
export const ThreeFeatures: Story = {
  args: { product: cardView(bottleThreeFeatures) },
  play: async ({ canvas }) => {
    const features = canvas.getByRole('list', { name: /Key features/ });
    await expect(within(features).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByText(/more$/)).toBeNull();
  },
};

/** Ask Questions opens a chat in a new tab with the product name, first size and price. */
export const AskQuestions: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Ask Questions' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const href = link.getAttribute('href') ?? '';
    await expect(href.startsWith('https://wa.me/919000000011?text=')).toBe(true);
    const text = decodeURIComponent(href.split('text=')[1] ?? '');
    await expect(text).toContain('Performance Jersey');
    await expect(text).toContain('Size: S');
    await expect(text).toContain('₹899');
  },
};

/** A broken image shows "Image not available" and hides the logo overlay. */
export const ImageUnavailable: Story = {
  args: { product: { ...cardView(jersey), image: '/merch/missing.svg', hoverImage: '/merch/missing-back.svg' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('img', { name: 'Image not available' })).toBeVisible();
    await expect(canvasElement.querySelector('img[data-logo]')).toBeNull();
  },
};

/** Phone: the card fills the narrow column and its buttons stay full width. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Performance Jersey' });
    const button = within(card).getByRole('button', { name: 'Add to Cart' });
    await expect(button.getBoundingClientRect().width).toBeGreaterThan(card.getBoundingClientRect().width * 0.8);
  },
};
