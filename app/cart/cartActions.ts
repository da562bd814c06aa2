/**
 * What the shop's pages do to the cart, as the machines' cart rules applied to the store. Each waits for the
 * stored cart to be read, so nothing stored is lost. Call from event handlers or effects.
 */
import {
  addItem,
  cartItemFromProduct,
  emptyCart,
  removeItem,
  removeLine,
  updateQuantity,
  type CartItem,
} from '../../machines/cart/cart.rules';
import { shopButtonFor, type Product } from '../../machines/shop/catalogue';
import { updateCart } from './cartStore';

/**
 * Adds one of `product` in its first size (the shop's rule); merges with the same product and size. Resolves with
 * the line added once it is in the cart; rejects if the stored cart could not be read (its code could not be fetched:
 * the connection dropped), in which case nothing changed.
 */
export async function addProductToCart(product: Product): Promise<CartItem> {
  const item = cartItemFromProduct(product, shopButtonFor(product).size);
  await updateCart((items) => addItem(items, item));
  return item;
}

/** Remove on a cart line: removes every size of that product (spec: remove item by id). */
export function removeProductFromCart(id: number): Promise<readonly CartItem[]> {
  return updateCart((items) => removeItem(items, id));
}

/** A quantity below 1 removes the line (the cart page's debounce machine decides when). */
export function removeCartLine(id: number, selectedSize: string): Promise<readonly CartItem[]> {
  return updateCart((items) => removeLine(items, id, selectedSize));
}

/** Sets one line's quantity. */
export function setCartLineQuantity(id: number, selectedSize: string, quantity: number): Promise<readonly CartItem[]> {
  return updateCart((items) => updateQuantity(items, id, quantity, selectedSize));
}

/** Empties the cart. */
export function clearCart(): Promise<readonly CartItem[]> {
  return updateCart(() => emptyCart());
}
