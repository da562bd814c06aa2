/**
 * The stored cart: parsed and validated against a schema. Decoding never throws: a malformed, partial,
 * wrong-typed or foreign value gives an empty cart and a warning string that the app logs.
 */
import { z } from '../shared/zod';
import { availabilities, DEFAULT_LOGO_POSITION, logoPositions } from '../shop/catalogue.options';
import type { CartItem } from './cart.rules';

import { CART_STORAGE_KEY } from './cart.storage';

export { CART_STORAGE_KEY };

export const cartItemSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  name: z.string().check(z.minLength(1)),
  price: z.number().check(z.nonnegative()),
  quantity: z.number().check(z.int(), z.positive()),
  selectedSize: z.string().check(z.minLength(1)),
  image: z.string(),
  logoPosition: z._default(z.enum(logoPositions), DEFAULT_LOGO_POSITION),
  availability: z.enum(availabilities),
});

export const storedCartSchema = z.array(cartItemSchema);

export interface DecodedCart {
  items: CartItem[];
  /** Set when the stored value was unusable; the app logs it (console.warn) and starts empty. */
  warning?: string;
}

/**
 * Decodes a stored cart. `raw` is the stored string (from storage), an already parsed value, or null when
 * nothing is stored (empty cart, no warning). Never throws.
 */
export function decodeCart(raw: unknown): DecodedCart {
  if (raw === null || raw === undefined) return { items: [] };
  let value: unknown = raw;
  if (typeof raw === 'string') {
    if (raw.trim() === '') return { items: [] };
    try {
      value = JSON.parse(raw);
    } catch {
      return { items: [], warning: `Ignoring stored cart "${CART_STORAGE_KEY}": not valid JSON.` };
    }
  }
  try {
    const result = storedCartSchema.safeParse(value);
    if (result.success) return { items: result.data };
    const issue = result.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` at ${issue.path.map(String).join('.')}` : '';
    return {
      items: [],
      warning: `Ignoring stored cart "${CART_STORAGE_KEY}": unexpected shape${where}${issue ? ` (${issue.message})` : ''}.`,
    };
  } catch {
    return { items: [], warning: `Ignoring stored cart "${CART_STORAGE_KEY}": it could not be read.` };
  }
}

/** The string stored under {@link CART_STORAGE_KEY}. */
export function encodeCart(items: readonly CartItem[]): string {
  return JSON.stringify(items);
}
