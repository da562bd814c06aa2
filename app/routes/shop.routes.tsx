import type { RouteObject } from 'react-router-dom';
import { gearLoader } from '../adapters/api/gearApi';

/**
 * The shop's routes, code-split: /merchandise, /cart, /checkout and /order-confirmation. Children of the root
 * layout route ('/'), like the router's other pages. The checkout page's chunk carries the payment machine;
 * the provider's script loads only when Pay is pressed.
 */
export const shopRoutes: RouteObject[] = [
  { path: 'merchandise', loader: gearLoader, lazy: async () => ({ Component: (await import('../pages/shop/MerchandisePage')).MerchandisePage }) },
  { path: 'cart', loader: gearLoader, lazy: async () => ({ Component: (await import('../pages/shop/CartPage')).CartPage }) },
  { path: 'checkout', loader: gearLoader, lazy: async () => ({ Component: (await import('../pages/shop/CheckoutPage')).CheckoutPage }) },
  {
    path: 'order-confirmation',
    lazy: async () => ({ Component: (await import('../pages/shop/OrderConfirmationPage')).OrderConfirmationPage }),
  },
];
