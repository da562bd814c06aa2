/**
 * The shop's chat texts: a product question (merchandise cards) and the order a buyer shares after paying (order
 * confirmation), with the delivery label the receipt uses too.
 * Pair each with `whatsappLink(number, text)` from ./outbound (spec §7); ./messages re-exports them all.
 */
import { formatRupees } from '../money/money';
import { field, lines } from './messageLines';
import { CENTRE_NAME } from './site.messages';

export interface ChatOrderItem {
  name: string;
  selectedSize: string;
  quantity: number;
  /** Unit price, rupees. */
  price: number;
}

export interface MessageOrder {
  orderId: string;
  items: readonly ChatOrderItem[];
  total: number;
  customerInfo: { name: string; email: string; phone: string };
  deliveryMethod: 'pickup' | 'delivery';
  paymentId?: string;
}

/** 'Store pickup (free)' or 'Home delivery'. */
export function deliveryMethodLabel(method: 'pickup' | 'delivery'): string {
  return method === 'pickup' ? 'Store pickup (free)' : 'Home delivery';
}

/** The order details a buyer shares after paying. */
export function orderShareMessage(order: MessageOrder): string {
  return lines(
    `Hi ${CENTRE_NAME}! I have placed a merchandise order.`,
    '',
    `Order ID: ${order.orderId}`,
    ...order.items.map(
      (item) => `- ${item.name} (${item.selectedSize}) x ${item.quantity}: ${formatRupees(item.price * item.quantity)}`,
    ),
    `Total: ${formatRupees(order.total)}`,
    `Delivery: ${deliveryMethodLabel(order.deliveryMethod)}`,
    field('Payment ID', order.paymentId),
    '',
    field('Name', order.customerInfo.name),
    field('Phone', order.customerInfo.phone),
    field('Email', order.customerInfo.email),
  );
}

/** Ask Questions on a product card: its name, its first size and price. */
export function productQuestionMessage(data: { name: string; sizes: readonly string[]; price: number }): string {
  const size = data.sizes[0];
  return lines(
    `Hi ${CENTRE_NAME}! I have a question about the ${data.name}.`,
    size ? `Size: ${size}` : undefined,
    `Price: ${formatRupees(data.price)}`,
  );
}
