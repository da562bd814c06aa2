export { CartScreen, EMPTY_CART_TITLE, type CartScreenProps } from './CartScreen';
