/**
 * Cart maths (spec §4 Cart, §5 Cart). Pure functions over an immutable list of lines; the app keeps the
 * list in its store and in local storage (see ./cart.codec).
 */
import type { Product } from '../shop/catalogue';
import { DEFAULT_LOGO_POSITION, type Availability, type LogoPosition } from '../shop/catalogue.options';

export interface CartItem {
  id: number;
  name: string;
  /** Unit price, rupees. */
  price: number;
  quantity: number;
  selectedSize: string;
  image: string;
  logoPosition: LogoPosition;
  availability: Availability;
}

/** A cart line is one product in one size. */
export function cartLineKey(item: Pick<CartItem, 'id' | 'selectedSize'>): string {
  return `${item.id}:${item.selectedSize}`;
}

/** A cart line for a product (size defaults to its first size, quantity to 1). */
export function cartItemFromProduct(product: Product, selectedSize?: string, quantity = 1): CartItem {
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    quantity,
    selectedSize: selectedSize ?? product.sizes[0] ?? 'One Size',
    image: product.image,
    logoPosition: product.logoPosition ?? DEFAULT_LOGO_POSITION,
    availability: product.availability,
  };
}

const wholeQuantity = (q: number) => (Number.isFinite(q) ? Math.max(0, Math.floor(q)) : 0);

/**
 * Adds an item: the same id and size merges and adds the quantity (default 1); otherwise appends.
 * A quantity of 0 or less adds nothing.
 */
export function addItem(
  items: readonly CartItem[],
  item: Omit<CartItem, 'quantity'> & { quantity?: number },
): CartItem[] {
  const quantity = wholeQuantity(item.quantity ?? 1);
  if (quantity === 0) return [...items];
  const key = cartLineKey(item);
  if (items.some((line) => cartLineKey(line) === key)) {
    return items.map((line) => (cartLineKey(line) === key ? { ...line, quantity: line.quantity + quantity } : line));
  }
  return [...items, { ...item, quantity }];
}

/** Removes every size of a product id. */
export function removeItem(items: readonly CartItem[], id: number): CartItem[] {
  return items.filter((line) => line.id !== id);
}

/** Removes one line (one id in one size). */
export function removeLine(items: readonly CartItem[], id: number, selectedSize: string): CartItem[] {
  return items.filter((line) => !(line.id === id && line.selectedSize === selectedSize));
}

/**
 * Sets the quantity of every line of `id` (or only the `selectedSize` line when given). The minimum is 0 and
 * lines at 0 are dropped.
 */
export function updateQuantity(
  items: readonly CartItem[],
  id: number,
  quantity: number,
  selectedSize?: string,
): CartItem[] {
  const q = wholeQuantity(quantity);
  return items
    .map((line) =>
      line.id === id && (selectedSize === undefined || line.selectedSize === selectedSize)
        ? { ...line, quantity: q }
        : line,
    )
    .filter((line) => line.quantity > 0);
}

/** The empty cart. */
export function emptyCart(): CartItem[] {
  return [];
}

/** Sum of price × quantity, rupees. */
export function cartTotal(items: readonly Pick<CartItem, 'price' | 'quantity'>[]): number {
  return items.reduce((sum, line) => sum + line.price * line.quantity, 0);
}

export { cartItemCount } from './cart.count';

/** Line total, rupees. */
export function lineTotal(item: Pick<CartItem, 'price' | 'quantity'>): number {
  return item.price * item.quantity;
}

/** Checkout is blocked when any item is Out of Stock (and, naturally, when the cart is empty). */
export function isCheckoutBlocked(items: readonly Pick<CartItem, 'availability'>[]): boolean {
  return items.length === 0 || items.some((line) => line.availability === 'Out of Stock');
}

/** Cart toasts (spec §4 Cart). */
export const cartToasts = {
  added: (item: Pick<CartItem, 'name' | 'selectedSize'>) => ({
    title: 'Added to cart',
    description: `${item.name} (${item.selectedSize}) has been added to your cart.`,
  }),
  removed: (item?: Pick<CartItem, 'name'>) => ({
    title: 'Removed from cart',
    description: item ? `${item.name} has been removed from your cart.` : undefined,
  }),
  cleared: { title: 'Cart cleared', description: 'All items have been removed from your cart.' },
  /** The cart could not be opened on this device (its code did not arrive: the connection dropped). */
  notAdded: (item: Pick<CartItem, 'name'>) => ({
    title: 'Not added to cart',
    description: `${item.name} could not be added: the connection dropped. Check your internet connection and try again.`,
    variant: 'destructive' as const,
  }),
} as const;
