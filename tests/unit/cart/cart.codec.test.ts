import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY, decodeCart, encodeCart } from '../../../machines/cart/cart.codec';
import { cartItemFromProduct } from '../../../machines/cart/cart.rules';
import { availabilities, logoPositions, products } from '../../../machines/shop/catalogue';

const items = [cartItemFromProduct(products[0]!, 'M', 2), cartItemFromProduct(products[4]!)];

describe('cart codec', () => {
  it('uses the pod-cart key', () => {
    expect(CART_STORAGE_KEY).toBe('pod-cart');
  });
  it('round-trips a valid cart', () => {
    expect(decodeCart(encodeCart(items))).toEqual({ items });
    expect(decodeCart(JSON.parse(encodeCart(items)))).toEqual({ items });
  });
  it('treats nothing stored as an empty cart without warning', () => {
    expect(decodeCart(null)).toEqual({ items: [] });
    expect(decodeCart(undefined)).toEqual({ items: [] });
    expect(decodeCart('')).toEqual({ items: [] });
  });
  it('defaults a missing logo position to center', () => {
    const { logoPosition: _omit, ...rest } = items[0]!;
    expect(decodeCart(JSON.stringify([rest])).items[0]!.logoPosition).toBe('center');
  });
  it.each([
    ['malformed JSON', '[{"id":1,'],
    ['foreign object', '{"items":[]}'],
    ['a number', '42'],
    ['partial item', JSON.stringify([{ id: 1, name: 'X' }])],
    ['wrong-typed price', JSON.stringify([{ ...items[0], price: '899' }])],
    ['zero quantity', JSON.stringify([{ ...items[0], quantity: 0 }])],
    ['unknown availability', JSON.stringify([{ ...items[0], availability: 'Sold' }])],
    ['unknown logo position', JSON.stringify([{ ...items[0], logoPosition: 'back' }])],
    ['one bad item among good', JSON.stringify([items[0], { ...items[1], id: -1 }])],
  ])('%s gives an empty cart and a warning', (_label, raw) => {
    const result = decodeCart(raw);
    expect(result.items).toEqual([]);
    expect(result.warning).toMatch(/pod-cart/);
  });

  it('never throws: fc.anything(), fc.string(), fc.json()', () => {
    // Nothing stored, or a stored empty list, is a valid empty cart; anything else that decodes to nothing says why.
    const isEmptyCartValue = (raw: unknown) =>
      raw === null ||
      raw === undefined ||
      (Array.isArray(raw) && raw.length === 0) ||
      (typeof raw === 'string' && /^\s*(\[\s*\])?\s*$/.test(raw));
    const check = (raw: unknown) => {
      const result = decodeCart(raw);
      expect(Array.isArray(result.items)).toBe(true);
      if (result.items.length === 0 && !isEmptyCartValue(raw)) expect(typeof result.warning).toBe('string');
    };
    fc.assert(fc.property(fc.anything(), check), { numRuns: 300 });
    fc.assert(fc.property(fc.string(), check), { numRuns: 300 });
    fc.assert(fc.property(fc.json(), check), { numRuns: 300 });
  });

  it('decodes any valid generated cart to itself', () => {
    const item = fc.record({
      id: fc.integer({ min: 1, max: 1000 }),
      name: fc.string({ minLength: 1 }),
      price: fc.integer({ min: 0, max: 100000 }),
      quantity: fc.integer({ min: 1, max: 99 }),
      selectedSize: fc.string({ minLength: 1 }),
      image: fc.string(),
      logoPosition: fc.constantFrom(...logoPositions),
      availability: fc.constantFrom(...availabilities),
    });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 6 }), (cart) => {
        expect(decodeCart(encodeCart(cart))).toEqual({ items: cart });
      }),
      { numRuns: 200 },
    );
  });
});
