/**
 * The shop's catalogue from the server (`GET /api/products`: what staff saved in POD Gear), read by the route loaders
 * of /merchandise, /cart and /checkout so the served HTML shows saved names, prices and stock. A failed read falls
 * back to the seeded catalogue and the configured chat number; the server prices and checks every order itself.
 */
import type { LoaderFunctionArgs } from 'react-router-dom';
import { productsResponseSchema, type WhatsappSettings } from '../../../machines/api/gear.schema';
import { DEFAULT_ORDER_TEMPLATE, seededShopProducts, shopProductOf, type ShopProduct } from '../../../machines/shop/gear.rules';
import { siteConfig } from '../../config/site';
import { getJson } from './contentApi';

/** The shop's products and WhatsApp settings. */
export interface GearCatalogue {
  products: readonly ShopProduct[];
  whatsapp: WhatsappSettings;
}

/** The seeded catalogue, for when the server cannot be read. */
export const fallbackCatalogue = (): GearCatalogue => ({
  products: seededShopProducts,
  whatsapp: { number: siteConfig.chat.sports, template: DEFAULT_ORDER_TEMPLATE },
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

/** Loader of /merchandise, /cart and /checkout. */
export const gearLoader = async ({ request }: LoaderFunctionArgs): Promise<GearCatalogue> => loadGearCatalogue(request);
