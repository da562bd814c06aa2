/**
 * The POD Gear rules shared by the shop, the cart, the server and the admin: the catalogue as the API serves it
 * (products from the database), the WhatsApp order message template, and keeping a stored cart in step with the
 * saved catalogue (price, name, stock; a deleted product can no longer be bought). Pure.
 */
import type { CartItem } from '../cart/cart.rules';
import { formatRupees } from '../money/money';
import type { PublicProduct, WhatsappSettings } from '../api/gear.schema';
import { products as seededProducts, type Product } from './catalogue';

/** The seeded WhatsApp business number for shop questions (app/config/site.ts's default `chat.sports`). */
export const DEFAULT_WHATSAPP_NUMBER = '919000000011';

/** The seeded order message: the same text the shop's Ask Questions link always sent. */
export const DEFAULT_ORDER_TEMPLATE = 'Hi POD! I have a question about the {product}.\nSize: {size}\nPrice: {price}';

/** The seeded settings. */
export const defaultWhatsappSettings: WhatsappSettings = {
  number: DEFAULT_WHATSAPP_NUMBER,
  template: DEFAULT_ORDER_TEMPLATE,
};

/** The order message for a product: {product}, {size} (the first size) and {price} filled in. */
export function orderMessageFrom(template: string, product: Pick<Product, 'name' | 'sizes' | 'price'>): string {
  const values: Record<string, string> = {
    '{product}': product.name,
    '{size}': product.sizes[0] ?? 'One Size',
    '{price}': formatRupees(product.price),
  };
  return template.replace(/\{(?:product|size|price)\}/g, (token) => values[token] ?? token);
}

/** A product the shop shows (catalogue shape) with its WhatsApp Ordering switch. */
export type ShopProduct = Product & { whatsappOrdering: boolean };

/** The API's product as the catalogue's type. */
export function shopProductOf(p: PublicProduct): ShopProduct {
  const product: ShopProduct = {
    id: p.id,
    name: p.name,
    category: p.category,
    price: p.price,
    image: p.image,
    hoverImage: p.hoverImage || p.image,
    logoPosition: p.logoPosition,
    sizes: p.sizes,
    description: p.description,
    features: p.features,
    availability: p.availability,
    whatsappOrdering: p.whatsappOrdering,
  };
  if (p.detailImage) product.detailImage = p.detailImage;
  if (p.badge) product.badge = p.badge;
  return product;
}

/** The seeded catalogue (what the shop shows when the server cannot be read). */
export const seededShopProducts: readonly ShopProduct[] = seededProducts.map((p) => ({ ...p, whatsappOrdering: true }));

/**
 * A stored cart in step with the saved catalogue: each line takes the product's current name, price, picture and
 * availability; a line whose product no longer exists is Out of Stock (so checkout is blocked until it is removed).
 * Lines are returned unchanged (same objects) when nothing differs.
 */
export function reconcileCart(
  items: readonly CartItem[],
  catalogue: readonly Pick<Product, 'id' | 'name' | 'price' | 'image' | 'availability'>[],
): CartItem[] {
  return items.map((item) => {
    const product = catalogue.find((p) => p.id === item.id);
    if (!product) return item.availability === 'Out of Stock' ? item : { ...item, availability: 'Out of Stock' };
    if (
      product.name === item.name &&
      product.price === item.price &&
      product.image === item.image &&
      product.availability === item.availability
    )
      return item;
    return {
      ...item,
      name: product.name,
      price: product.price,
      image: product.image,
      availability: product.availability,
    };
  });
}
