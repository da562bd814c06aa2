import { describe, expect, it } from 'vitest';
import { cartItemFromProduct } from '../../../machines/cart/cart.rules';
import { receiptFileName, receiptText } from '../../../machines/files/receipt';
import { products } from '../../../machines/shop/catalogue';
import { FIXED_NOW } from '../../../stories/fixtures/clock';

describe('receipt', () => {
  const order = {
    items: [cartItemFromProduct(products[0]!, 'L', 2), cartItemFromProduct(products[3]!)],
    total: 2097,
    customerInfo: { name: 'Asha Rao', email: 'asha@example.com', phone: '98765 43210' },
    deliveryMethod: 'pickup' as const,
    orderId: 'POD-1795240800000',
    paymentId: 'pay_XYZ',
  };
  it('is named POD-Order-{orderId}.txt', () => {
    expect(receiptFileName('POD-1')).toBe('POD-Order-POD-1.txt');
  });
  it('lists items, sizes, quantities, prices, total, customer, delivery, payment id and date', () => {
    const text = receiptText(order, FIXED_NOW);
    expect(text).toContain('Order ID: POD-1795240800000');
    expect(text).toContain('Date: 21 November 2026, 10:00 AM IST');
    expect(text).toContain('Performance Jersey\n  Size: L  Qty: 2  x ₹899  = ₹1,798');
    expect(text).toContain('Insulated Steel Bottle\n  Size: 750ml  Qty: 1  x ₹299  = ₹299');
    expect(text).toContain('Total: ₹2,097');
    expect(text).toContain('Name: Asha Rao');
    expect(text).toContain('Email: asha@example.com');
    expect(text).toContain('Phone: 98765 43210');
    expect(text).toContain('Delivery method: Store pickup (free)');
    expect(text).toContain('Payment ID: pay_XYZ');
    expect(text.endsWith('\n')).toBe(true);
  });
});
