import type { PageRoute } from './pageRoute';

/**
 * The shop's routes, code-split: /merchandise, /cart, /checkout and /order-confirmation. Children of the root
 * layout route ('/'), like the router's other pages. The checkout page's chunk carries the payment machine;
 * the provider's script loads only when Pay is pressed.
 */
export const shopRoutes: PageRoute[] = [
  {
    path: '/merchandise',
    page: async () => (await import('../pages/shop/MerchandisePage')).MerchandisePage,
    loader: async () => (await import('../adapters/api/gearApi')).gearLoader,
  },
  {
    path: '/cart',
    page: async () => (await import('../pages/shop/CartPage')).CartPage,
    loader: async () => (await import('../adapters/api/gearApi')).cartLoader,
  },
  {
    path: '/checkout',
    page: async () => (await import('../pages/shop/CheckoutPage')).CheckoutPage,
    loader: async () => (await import('../adapters/api/gearApi')).checkoutLoader,
  },
  {
    path: '/order-confirmation',
    page: async () => (await import('../pages/shop/OrderConfirmationPage')).OrderConfirmationPage,
    loader: async () => (await import('../adapters/api/paymentsModeApi')).orderConfirmationLoader,
  },
];
