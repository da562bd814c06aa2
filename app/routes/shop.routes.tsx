import type { RouteObject } from 'react-router-dom';
import { pageWithLoader } from './lazyPage';

/**
 * The shop's routes, code-split: /merchandise, /cart, /checkout and /order-confirmation. Children of the root
 * layout route ('/'), like the router's other pages. The checkout page's chunk carries the payment machine;
 * the provider's script loads only when Pay is pressed.
 */
export const shopRoutes: RouteObject[] = [
  { path: 'merchandise', lazy: pageWithLoader(async () => (await import('../pages/shop/MerchandisePage')).MerchandisePage, async () => (await import('../adapters/api/gearApi')).gearLoader) },
  { path: 'cart', lazy: pageWithLoader(async () => (await import('../pages/shop/CartPage')).CartPage, async () => (await import('../adapters/api/gearApi')).cartLoader) },
  { path: 'checkout', lazy: pageWithLoader(async () => (await import('../pages/shop/CheckoutPage')).CheckoutPage, async () => (await import('../adapters/api/gearApi')).checkoutLoader) },
  {
    path: 'order-confirmation',
    lazy: async () => ({ Component: (await import('../pages/shop/OrderConfirmationPage')).OrderConfirmationPage }),
  },
];
