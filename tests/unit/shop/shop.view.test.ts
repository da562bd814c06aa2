import { describe, expect, test } from 'vitest';
import { productById, products, type Product } from '../../../machines/shop/catalogue';
import { productCardView } from '../../../machines/shop/shop.view';

const CHAT = '+91 90000 00011';
const product = (id: number): Product => productById(id)!;

describe('productCardView', () => {
  test('formats the price, keeps the features and builds the Ask Questions chat link', () => {
    const view = productCardView(product(1), CHAT);
    expect(view).toMatchObject({
      id: 1,
      name: 'Performance Jersey',
      category: 'men',
      price: '₹899',
      actionLabel: 'Add to Cart',
      actionDisabled: false,
      size: 'S',
      badge: 'Trending',
      logoPosition: 'chest',
      image: '/merch/performance-jersey.svg',
      hoverImage: '/merch/performance-jersey-back.svg',
    });
    expect(view.features).toHaveLength(5);
    expect(view.questionHref?.startsWith('https://wa.me/919000000011?text=')).toBe(true);
    const text = decodeURIComponent(view.questionHref!.split('text=')[1]!);
    expect(text).toContain('Performance Jersey');
    expect(text).toContain('Size: S');
    expect(text).toContain('Price: ₹899');
  });

  test('Pre-order relabels the button; Out of Stock disables it; no badge means no badge field', () => {
    expect(productCardView(product(5), CHAT)).toMatchObject({ actionLabel: 'Pre-order', actionDisabled: false });
    expect(productCardView({ ...product(8), availability: 'Out of Stock' }, CHAT)).toMatchObject({
      actionLabel: 'Add to Cart',
      actionDisabled: true,
    });
    expect('badge' in productCardView(product(2), CHAT)).toBe(false);
  });

  test('every catalogue product has artwork paths under /merch', () => {
    for (const p of products) {
      const view = productCardView(p, CHAT);
      expect(view.image).toMatch(/^\/merch\/[a-z-]+\.svg$/);
      expect(view.hoverImage).toBe(view.image.replace('.svg', '-back.svg'));
    }
  });
});
