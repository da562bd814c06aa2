export { addProductToCart, clearCart, removeCartLine, removeProductFromCart, setCartLineQuantity } from './cartActions';
export {
  getCartItems,
  preloadCartCodec,
  setCartItems,
  subscribeCart,
  updateCart,
  whenCartReady,
  type CartSnapshot,
} from './cartStore';
export { useCartCount, useCartItems, useCartState } from './useCart';
