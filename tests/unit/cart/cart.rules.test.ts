import { describe, expect, it } from 'vitest';
import {
  addItem,
  cartItemCount,
  cartItemFromProduct,
  cartLineKey,
  cartToasts,
  cartTotal,
  emptyCart,
  isCheckoutBlocked,
  lineTotal,
  removeItem,
  removeLine,
  updateQuantity,
  type CartItem,
} from '../../../machines/cart/cart.rules';
import { products } from '../../../machines/shop/catalogue';

const jersey = cartItemFromProduct(products[0]!);
const cap = cartItemFromProduct(products[2]!);

describe('cart rules', () => {
  it('builds a line from a product with its first size and quantity 1', () => {
    expect(jersey).toMatchObject({
      id: 1,
      selectedSize: 'S',
      quantity: 1,
      price: 899,
      logoPosition: 'chest',
      availability: 'In Stock',
    });
    expect(cartItemFromProduct(products[0]!, 'L', 2)).toMatchObject({ selectedSize: 'L', quantity: 2 });
    expect(cartLineKey(jersey)).toBe('1:S');
  });

  it('add merges the same id and size, default quantity 1', () => {
    let items: CartItem[] = [];
    items = addItem(items, { ...jersey, quantity: undefined });
    items = addItem(items, { ...jersey, quantity: undefined });
    expect(items).toHaveLength(1);
    expect(items[0]!.quantity).toBe(2);
    items = addItem(items, { ...jersey, quantity: 3 });
    expect(items[0]!.quantity).toBe(5);
  });

  it('add appends another size or product', () => {
    const items = addItem(addItem(addItem([], jersey), { ...jersey, selectedSize: 'M' }), cap);
    expect(items.map(cartLineKey)).toEqual(['1:S', '1:M', '3:One Size']);
  });

  it('add ignores a quantity of 0 or less and does not mutate', () => {
    const before = [jersey];
    expect(addItem(before, { ...cap, quantity: 0 })).toEqual(before);
    addItem(before, cap);
    expect(before).toEqual([jersey]);
  });

  it('remove by id removes all sizes; removeLine removes one', () => {
    const items = [jersey, { ...jersey, selectedSize: 'M' }, cap];
    expect(removeItem(items, 1)).toEqual([cap]);
    expect(removeLine(items, 1, 'M').map(cartLineKey)).toEqual(['1:S', '3:One Size']);
  });

  it('update quantity by id: minimum 0, lines at 0 dropped', () => {
    const items = [jersey, { ...jersey, selectedSize: 'M' }, cap];
    expect(updateQuantity(items, 3, 4).find((i) => i.id === 3)!.quantity).toBe(4);
    expect(updateQuantity(items, 3, 0).map(cartLineKey)).toEqual(['1:S', '1:M']);
    expect(updateQuantity(items, 3, -5).map(cartLineKey)).toEqual(['1:S', '1:M']);
    expect(
      updateQuantity(items, 1, 2)
        .filter((i) => i.id === 1)
        .map((i) => i.quantity),
    ).toEqual([2, 2]);
    expect(updateQuantity(items, 1, 7, 'M').map((i) => i.quantity)).toEqual([1, 7, 1]);
    expect(updateQuantity(items, 3, Number.NaN).map(cartLineKey)).toEqual(['1:S', '1:M']);
  });

  it('clear, total and itemCount', () => {
    const items = [{ ...jersey, quantity: 2 }, cap];
    expect(cartTotal(items)).toBe(899 * 2 + 399);
    expect(cartItemCount(items)).toBe(3);
    expect(lineTotal(items[0]!)).toBe(1798);
    expect(emptyCart()).toEqual([]);
    expect(cartTotal([])).toBe(0);
    expect(cartItemCount([])).toBe(0);
  });

  it('checkout is blocked when any item is Out of Stock or the cart is empty', () => {
    expect(isCheckoutBlocked([jersey, cap])).toBe(false);
    expect(isCheckoutBlocked([jersey, { ...cap, availability: 'Out of Stock' }])).toBe(true);
    expect(isCheckoutBlocked([{ ...cap, availability: 'Pre-order' }])).toBe(false);
    expect(isCheckoutBlocked([])).toBe(true);
  });

  it('toasts', () => {
    expect(cartToasts.added(jersey).title).toBe('Added to cart');
    expect(cartToasts.added(jersey).description).toContain('Performance Jersey (S)');
    expect(cartToasts.removed().title).toBe('Removed from cart');
    expect(cartToasts.removed(jersey).description).toContain('Performance Jersey');
    expect(cartToasts.cleared.title).toBe('Cart cleared');
  });
});
