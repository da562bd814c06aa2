/**
 * What the cart, the checkout and the booking's payment show of an order: the cart's lines, the order summary, why
 * checkout is blocked and the pay button's label, as plain, display-ready data (prices formatted). Apart from the
 * product cards (../shop/shop.view), so the booking's payment does not load the catalogue.
 */
import { formatRupees } from '../money/money';
import type { Availability, LogoPosition } from '../shop/catalogue.options';
import { cartItemCount, cartLineKey, cartTotal, isCheckoutBlocked, lineTotal, type CartItem } from './cart.rules';

/** One cart line. */
export interface CartLineView {
  /** Unique per product and size (`cartLineKey`). */
  key: string;
  id: number;
  name: string;
  selectedSize: string;
  image: string;
  logoPosition: LogoPosition;
  availability: Availability;
  /** The quantity shown (a pending change shows its new value). */
  quantity: number;
  /** Formatted unit price. */
  unitPrice: string;
  /** Formatted unit price × the quantity shown. */
  lineTotal: string;
  /** A quantity change of this line is waiting to be applied: its buttons are disabled. */
  pending: boolean;
}

/** A cart item as its line shows it; `quantity` overrides the stored quantity (a pending change). */
export function cartLineView(item: CartItem, options: { quantity?: number; pending?: boolean } = {}): CartLineView {
  const quantity = options.quantity ?? item.quantity;
  return {
    key: cartLineKey(item),
    id: item.id,
    name: item.name,
    selectedSize: item.selectedSize,
    image: item.image,
    logoPosition: item.logoPosition,
    availability: item.availability,
    quantity,
    unitPrice: formatRupees(item.price),
    lineTotal: formatRupees(lineTotal({ price: item.price, quantity })),
    pending: options.pending ?? false,
  };
}

/** Delivery as the summaries show it: pickup is free and home delivery is not offered yet. */
export const FREE_PICKUP_LABEL = 'Free Pickup';

/** One line of an order summary. */
export interface SummaryLineView {
  key: string;
  name: string;
  selectedSize: string;
  quantity: number;
  /** Formatted line total. */
  lineTotal: string;
}

/** An order summary: lines, subtotal, delivery and total. */
export interface OrderSummaryView {
  lines: SummaryLineView[];
  /** Sum of quantities. */
  itemCount: number;
  subtotal: string;
  delivery: string;
  total: string;
  /** Rupees, for the pay button and the provider. */
  amount: number;
}

/** The order summary of a list of cart items (delivery is free pickup, so the total is the subtotal). */
export function orderSummaryView(items: readonly CartItem[]): OrderSummaryView {
  const amount = cartTotal(items);
  return {
    lines: items.map((item) => ({
      key: cartLineKey(item),
      name: item.name,
      selectedSize: item.selectedSize,
      quantity: item.quantity,
      lineTotal: formatRupees(lineTotal(item)),
    })),
    itemCount: cartItemCount(items),
    subtotal: formatRupees(amount),
    delivery: FREE_PICKUP_LABEL,
    total: formatRupees(amount),
    amount,
  };
}

/** Why Proceed to Checkout is disabled, or null when it is not. */
export function checkoutBlockedReason(items: readonly Pick<CartItem, 'availability' | 'name'>[]): string | null {
  if (!isCheckoutBlocked(items)) return null;
  const out = items.filter((item) => item.availability === 'Out of Stock').map((item) => item.name);
  if (out.length === 0) return 'Your cart is empty.';
  const names = out.length === 1 ? out[0] : `${out.slice(0, -1).join(', ')} and ${out[out.length - 1]}`;
  return `${names} ${out.length === 1 ? 'is' : 'are'} out of stock. Remove ${out.length === 1 ? 'it' : 'them'} to proceed to checkout.`;
}

/** The pay button's label: 'Pay ₹1,299'. */
export function payButtonLabel(amount: number): string {
  return `Pay ${formatRupees(amount)}`;
}
