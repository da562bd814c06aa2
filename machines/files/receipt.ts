/** The order receipt text file `POD-Order-{orderId}.txt`, generated on the client. */
import type { OrderDetails } from '../checkout/checkout.rules';
import { deliveryMethodLabel } from '../links/shop.messages';
import { formatRupees } from '../money/money';
import { formatKolkataDateTime } from '../time/dates';

/** 'POD-Order-POD-1795240800000.txt'. */
export function receiptFileName(orderId: string): string {
  return `POD-Order-${orderId}.txt`;
}

const RULE = '----------------------------------------';

/**
 * The receipt: order id, date, customer, delivery method, items (size, quantity, unit price, line total),
 * total and payment id. `issuedAt` is the instant to print (the app's clock); lines end with '\n'.
 */
export function receiptText(order: OrderDetails, issuedAt: Date | number): string {
  const items = order.items.map(
    (item) =>
      `${item.name}\n  Size: ${item.selectedSize}  Qty: ${item.quantity}  x ${formatRupees(item.price)}  = ${formatRupees(item.price * item.quantity)}`,
  );
  return [
    'POD - Order Receipt',
    RULE,
    `Order ID: ${order.orderId}`,
    `Date: ${formatKolkataDateTime(issuedAt)} IST`,
    '',
    'Customer',
    `  Name: ${order.customerInfo.name}`,
    `  Email: ${order.customerInfo.email}`,
    `  Phone: ${order.customerInfo.phone}`,
    `Delivery method: ${deliveryMethodLabel(order.deliveryMethod)}`,
    '',
    'Items',
    ...items,
    RULE,
    `Total: ${formatRupees(order.total)}`,
    `Payment ID: ${order.paymentId}`,
    '',
    'Thank you for shopping with POD.',
    '',
  ].join('\n');
}
