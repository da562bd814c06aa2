import { describe, expect, it } from 'vitest';
import {
  availabilityTone,
  categories,
  filterProducts,
  moreFeaturesLabel,
  productById,
  products,
  shopButtonFor,
  visibleFeatures,
  type Product,
} from '../../../machines/shop/catalogue';

describe('catalogue', () => {
  it('holds the 8 products of the spec table, ids 1..8', () => {
    expect(products.map((p) => [p.id, p.name, p.category, p.price, p.availability, p.badge ?? null])).toEqual([
      [1, 'Performance Jersey', 'men', 899, 'In Stock', 'Trending'],
      [2, "Women's Performance Tee", 'women', 699, 'In Stock', null],
      [3, 'Signature Sports Cap', 'accessories', 399, 'In Stock', 'Popular'],
      [4, 'Insulated Steel Bottle', 'accessories', 299, 'In Stock', null],
      [5, 'Training Track Pants', 'men', 1299, 'Pre-order', 'Pre-order'],
      [6, 'Elite Sports Duffel', 'accessories', 1599, 'Pre-order', 'Limited Edition'],
      [7, "Women's Performance Bra", 'women', 899, 'In Stock', null],
      [8, 'Premium Towel Set', 'accessories', 599, 'In Stock', null],
    ]);
  });
  it('has the sizes of the table', () => {
    expect(productById(1)?.sizes).toEqual(['S', 'M', 'L', 'XL', 'XXL']);
    expect(productById(2)?.sizes).toEqual(['XS', 'S', 'M', 'L', 'XL']);
    expect(productById(3)?.sizes).toEqual(['One Size']);
    expect(productById(4)?.sizes).toEqual(['750ml']);
    expect(productById(5)?.sizes).toEqual(['S', 'M', 'L', 'XL', 'XXL']);
    expect(productById(7)?.sizes).toEqual(['XS', 'S', 'M', 'L', 'XL']);
    expect(productById(99)).toBeUndefined();
  });
  it('gives every product images, a description and 4-6 features; only the first has a detail image', () => {
    for (const p of products) {
      expect(p.image).toMatch(/^\/merch\/[a-z-]+\.svg$/);
      expect(p.hoverImage).toBe(p.image.replace('.svg', '-back.svg'));
      expect(p.description.length).toBeGreaterThan(20);
      expect(p.features.length).toBeGreaterThanOrEqual(4);
      expect(p.features.length).toBeLessThanOrEqual(6);
      expect(p.detailImage !== undefined).toBe(p.id === 1);
    }
  });
});

describe('shopButtonFor', () => {
  const base: Pick<Product, 'availability' | 'sizes'> = { availability: 'In Stock', sizes: ['M', 'L'] };
  it('In Stock: Add to Cart, enabled, first size', () => {
    expect(shopButtonFor(base)).toEqual({ label: 'Add to Cart', disabled: false, size: 'M' });
  });
  it('Pre-order relabels', () => {
    expect(shopButtonFor({ ...base, availability: 'Pre-order' })).toEqual({
      label: 'Pre-order',
      disabled: false,
      size: 'M',
    });
  });
  it('Out of Stock disables', () => {
    expect(shopButtonFor({ ...base, availability: 'Out of Stock' })).toEqual({
      label: 'Add to Cart',
      disabled: true,
      size: 'M',
    });
  });
  it('falls back to One Size without sizes', () => {
    expect(shopButtonFor({ ...base, sizes: [] }).size).toBe('One Size');
  });
});

describe('visibleFeatures', () => {
  it('shows at most 3 then +N more', () => {
    expect(visibleFeatures(['a', 'b', 'c', 'd', 'e'], 3)).toEqual({ shown: ['a', 'b', 'c'], moreCount: 2 });
    expect(visibleFeatures(['a', 'b'], 3)).toEqual({ shown: ['a', 'b'], moreCount: 0 });
    expect(visibleFeatures(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], moreCount: 0 });
    expect(visibleFeatures(['a'], -1)).toEqual({ shown: [], moreCount: 1 });
    expect(moreFeaturesLabel(2)).toBe('+2 more');
  });
});

describe('filterProducts', () => {
  it('starts at all, in order', () => {
    expect(categories[0]).toEqual({ id: 'all', label: 'All Items' });
    expect(categories.map((c) => c.label)).toEqual(['All Items', 'Men', 'Women', 'Accessories']);
    expect(filterProducts(products, 'all')).toHaveLength(8);
  });
  it('filters by category', () => {
    expect(filterProducts(products, 'men').map((p) => p.id)).toEqual([1, 5]);
    expect(filterProducts(products, 'women').map((p) => p.id)).toEqual([2, 7]);
    expect(filterProducts(products, 'accessories').map((p) => p.id)).toEqual([3, 4, 6, 8]);
    expect(filterProducts([], 'men')).toEqual([]);
  });
  it('availability badge tone: In Stock green, others amber', () => {
    expect(availabilityTone('In Stock')).toBe('success');
    expect(availabilityTone('Pre-order')).toBe('warning');
    expect(availabilityTone('Out of Stock')).toBe('warning');
  });
});
