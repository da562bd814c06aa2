import { useSyncExternalStore } from 'react';
import { cartItemCount } from '../../machines/cart/cart.count';
import type { CartItem } from '../../machines/cart/cart.rules';
import { getCartSnapshot, getServerCartSnapshot, subscribeCart, type CartSnapshot } from './cartStore';

/** The cart and whether the stored cart has been read yet (false on the server and the first render). */
export function useCartState(): CartSnapshot {
  return useSyncExternalStore(subscribeCart, getCartSnapshot, getServerCartSnapshot);
}

/** The cart's items; empty on the server and on the first render, then the stored cart. */
export function useCartItems(): readonly CartItem[] {
  return useCartState().items;
}

const countSnapshot = () => cartItemCount(getCartSnapshot().items);
const serverCount = () => 0;

/**
 * The number of items in the cart (sum of quantities), for the navigation bar's badge. A number, so reading an
 * empty stored cart does not re-render the site frame while a served page is still hydrating.
 */
export function useCartCount(): number {
  return useSyncExternalStore(subscribeCart, countSnapshot, serverCount);
}
