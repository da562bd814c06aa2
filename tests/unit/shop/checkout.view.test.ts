import { describe, expect, test } from 'vitest';
import { cartItemFromProduct } from '../../../machines/cart/cart.rules';
import type { OrderDetails } from '../../../machines/checkout/checkout.rules';
import { checkoutMessages } from '../../../machines/forms/forms.messages';
import { validateCheckout } from '../../../machines/forms/forms.schema';
import {
  customerFieldErrors,
  fieldOfValidation,
  orderConfirmationView,
} from '../../../machines/checkout/checkout.view';
import { decodeOrderDetails, encodeOrderDetails, LAST_ORDER_STORAGE_KEY } from '../../../machines/checkout/order.codec';
import { productById } from '../../../machines/shop/catalogue';

describe('field errors of a validation failure', () => {
  test('each spec message maps to its field', () => {
    expect(fieldOfValidation(checkoutMessages.nameRequired)).toBe('name');
    expect(fieldOfValidation(checkoutMessages.phoneRequired)).toBe('phone');
    expect(fieldOfValidation(checkoutMessages.emailRequired)).toBe('email');
    expect(fieldOfValidation(checkoutMessages.invalidEmail)).toBe('email');
    expect(fieldOfValidation(checkoutMessages.invalidPhone)).toBe('phone');
    expect(fieldOfValidation(null)).toBeNull();
    expect(fieldOfValidation({ title: 'Something else', description: 'x' })).toBeNull();
  });

  test('the error text is the failure’s description, under one field only', () => {
    expect(customerFieldErrors(validateCheckout({ name: 'A', email: 'a@b', phone: '9876543210' }))).toEqual({
      email: 'Please enter a valid email address.',
    });
    expect(customerFieldErrors(validateCheckout({ name: 'A', email: 'a@b.co', phone: '+91 98765 43210' }))).toEqual({
      phone: 'Please enter a valid 10-digit phone number.',
    });
    expect(customerFieldErrors(null)).toEqual({});
  });
});

const order: OrderDetails = {
  items: [cartItemFromProduct(productById(1)!, 'M', 2), cartItemFromProduct(productById(3)!)],
  total: 2197,
  customerInfo: { name: 'Priya Raman', email: 'priya@example.com', phone: '98765 43210' },
  deliveryMethod: 'pickup',
  orderId: 'POD-1795240800000',
  paymentId: 'pay_TEST0001',
};

test('orderConfirmationView', () => {
  expect(orderConfirmationView(order)).toEqual({
    orderId: 'POD-1795240800000',
    paymentId: 'pay_TEST0001',
    lines: [
      { key: '1:M', name: 'Performance Jersey', selectedSize: 'M', quantity: 2, lineTotal: '₹1,798' },
      { key: '3:One Size', name: 'Signature Sports Cap', selectedSize: 'One Size', quantity: 1, lineTotal: '₹399' },
    ],
    itemCount: 3,
    total: '₹2,197',
    customer: order.customerInfo,
    delivery: 'Store pickup (free)',
  });
});

describe('order details codec', () => {
  test('the key', () => {
    expect(LAST_ORDER_STORAGE_KEY).toBe('pod-last-order');
  });

  test('round-trips through a string and accepts router state objects', () => {
    expect(decodeOrderDetails(encodeOrderDetails(order))).toEqual(order);
    expect(decodeOrderDetails(structuredClone(order))).toEqual(order);
  });

  test('anything missing or malformed is null, never a throw', () => {
    for (const raw of [
      null,
      undefined,
      '',
      'not json',
      '{"orderId":"nope"}',
      42,
      [],
      { ...order, orderId: 'X-1' },
      { ...order, items: [] },
      { ...order, paymentId: '' },
      { ...order, deliveryMethod: 'drone' },
    ]) {
      expect(decodeOrderDetails(raw)).toBeNull();
    }
  });
});
