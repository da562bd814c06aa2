/**
 * The shop's catalogue from the server (`GET /api/products`: what staff saved in POD Gear), read by the route loaders
 * of /merchandise, /cart and /checkout so the served HTML shows saved names, prices and stock (the cart pages also
 * learn from the page server whether the device's cart is empty: machines/cart/cart.cookie.ts). A failed read falls
 * back to the seeded catalogue and the configured chat number; the server prices and checks every order itself.
 */
import { redirect } from 'react-router-dom';
import type { LoaderArgs } from '../../routes/pageRoute';
import type { StoredCartHint } from '../../../machines/cart/cart.cookie';
import { productsResponseSchema, type WhatsappSettings } from '../../../machines/api/gear.schema';
import {
  DEFAULT_ORDER_TEMPLATE,
  seededShopProducts,
  shopProductOf,
  type ShopProduct,
} from '../../../machines/shop/gear.rules';
import { siteDefaults } from '../../config/site';
import type { PaymentsMode } from '../../../machines/checkout/paymentsMode';
import { getJson } from './contentApi';
import { storedCartOf } from './pageContext';
import { loadPaymentsMode } from './paymentsModeApi';

/** The shop's products and WhatsApp settings. */
export interface GearCatalogue {
  products: readonly ShopProduct[];
  whatsapp: WhatsappSettings;
}

/** The seeded catalogue, for when the server cannot be read. */
export const fallbackCatalogue = (): GearCatalogue => ({
  products: seededShopProducts,
  whatsapp: { number: siteDefaults.phones.sports, template: DEFAULT_ORDER_TEMPLATE },
});

/** `GET /api/products`, or the seeded catalogue when the server cannot be read. */
export async function loadGearCatalogue(request: Request): Promise<GearCatalogue> {
  try {
    const { products, whatsapp } = productsResponseSchema.parse(await getJson(request, '/api/products'));
    return { products: products.map(shopProductOf), whatsapp };
  } catch (error) {
    if (request.signal.aborted) throw error;
    return fallbackCatalogue();
  }
}

/** Loader of /merchandise. */
export const gearLoader = async ({ request }: LoaderArgs): Promise<GearCatalogue> => loadGearCatalogue(request);

/** What /cart renders with: the catalogue, and whether the server knows the device's cart is empty. */
export interface CartPageData extends GearCatalogue {
  /** 'empty' only when the page server was told so by the cart cookie; the page then shows the empty cart at once. */
  storedCart: StoredCartHint;
}

/** Loader of /cart. */
export const cartLoader = async ({ request, context }: LoaderArgs): Promise<CartPageData> => ({
  ...(await loadGearCatalogue(request)),
  storedCart: storedCartOf(context),
});

/** What /checkout renders with: the catalogue, and the payments mode the payment states. */
export interface CheckoutPageData extends GearCatalogue {
  paymentsMode: PaymentsMode;
}

/** Loader of /checkout: a cart the server knows is empty goes back to /cart before any of the checkout loads. */
export const checkoutLoader = async (args: LoaderArgs): Promise<CheckoutPageData> => {
  if (storedCartOf(args.context) === 'empty') throw redirect('/cart');
  const [catalogue, paymentsMode] = await Promise.all([gearLoader(args), loadPaymentsMode(args.request)]);
  return { ...catalogue, paymentsMode };
};
