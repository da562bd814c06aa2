/** The local-storage key of the cart (also watched for changes made in other tabs). */
export const CART_STORAGE_KEY = 'pod-cart';
