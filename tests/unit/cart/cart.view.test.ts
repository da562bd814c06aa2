import { describe, expect, test } from 'vitest';
import { cartItemFromProduct } from '../../../machines/cart/cart.rules';
import {
  cartLineView,
  checkoutBlockedReason,
  FREE_PICKUP_LABEL,
  orderSummaryView,
  payButtonLabel,
} from '../../../machines/cart/cart.view';
import { productById, type Product } from '../../../machines/shop/catalogue';

const product = (id: number): Product => productById(id)!;

describe('cartLineView', () => {
  const item = cartItemFromProduct(product(1), 'M', 2);

  test('shows the stored quantity, unit price and line total', () => {
    expect(cartLineView(item)).toMatchObject({
      key: '1:M',
      quantity: 2,
      unitPrice: '₹899',
      lineTotal: '₹1,798',
      pending: false,
      selectedSize: 'M',
      availability: 'In Stock',
    });
  });

  test('a pending change shows its quantity and total', () => {
    expect(cartLineView(item, { quantity: 3, pending: true })).toMatchObject({
      quantity: 3,
      lineTotal: '₹2,697',
      pending: true,
    });
  });
});

describe('orderSummaryView', () => {
  test('subtotal, Free Pickup, total, item count and amount', () => {
    const items = [cartItemFromProduct(product(1), 'M', 2), cartItemFromProduct(product(6), undefined, 1)];
    expect(orderSummaryView(items)).toEqual({
      lines: [
        { key: '1:M', name: 'Performance Jersey', selectedSize: 'M', quantity: 2, lineTotal: '₹1,798' },
        { key: '6:One Size', name: 'Elite Sports Duffel', selectedSize: 'One Size', quantity: 1, lineTotal: '₹1,599' },
      ],
      itemCount: 3,
      subtotal: '₹3,397',
      delivery: FREE_PICKUP_LABEL,
      total: '₹3,397',
      amount: 3397,
    });
  });

  test('the empty cart', () => {
    expect(orderSummaryView([])).toMatchObject({ lines: [], itemCount: 0, total: '₹0', amount: 0 });
  });
});

describe('checkoutBlockedReason', () => {
  test('null when every item can be bought', () => {
    expect(checkoutBlockedReason([cartItemFromProduct(product(1)), cartItemFromProduct(product(5))])).toBeNull();
  });

  test('names the Out of Stock items', () => {
    const sold = (id: number) => cartItemFromProduct({ ...product(id), availability: 'Out of Stock' });
    expect(checkoutBlockedReason([cartItemFromProduct(product(1)), sold(8)])).toBe(
      'Premium Towel Set is out of stock. Remove it to proceed to checkout.',
    );
    expect(checkoutBlockedReason([sold(3), sold(4), sold(8)])).toBe(
      'Signature Sports Cap, Insulated Steel Bottle and Premium Towel Set are out of stock. Remove them to proceed to checkout.',
    );
  });

  test('an empty cart is blocked too', () => {
    expect(checkoutBlockedReason([])).toBe('Your cart is empty.');
  });
});

test('payButtonLabel', () => {
  expect(payButtonLabel(1299)).toBe('Pay ₹1,299');
  expect(payButtonLabel(100000)).toBe('Pay ₹1,00,000');
});
