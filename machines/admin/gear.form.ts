/**
 * The POD Gear manager's forms: a product card as typed (text fields, switches, the stored image) and the WhatsApp
 * settings, checked with the same schemas the server enforces (machines/api/gear.schema.ts) and turned into the save
 * requests. Pure.
 */
import {
  productInputSchema,
  whatsappSettingsInputSchema,
  type AdminProduct,
  type AdminWhatsapp,
  type ProductInput,
  type WhatsappSettingsInput,
} from '../api/gear.schema';
import type { ProductCategory } from '../shop/catalogue';

/** The text fields of a product card. */
export const productTextFields = ['name', 'price', 'category', 'sizes', 'description', 'image'] as const;
export type ProductTextField = (typeof productTextFields)[number];
/** The switches of a product card. */
export type ProductSwitch = 'inStock' | 'whatsappOrdering';

/** A product card as typed. `id` is absent until an added product is first saved. */
export interface ProductDraft {
  /** Stable key of the card ('p<id>' or 'new<n>'). */
  key: string;
  id?: number;
  version: number;
  values: Record<ProductTextField, string>;
  inStock: boolean;
  whatsappOrdering: boolean;
}

export type ProductErrors = Partial<Record<ProductTextField, string>>;

export const categoryLabels: Record<ProductCategory, string> = {
  men: 'Men',
  women: 'Women',
  accessories: 'Accessories',
};

/** A card from the server's product. */
export function productDraftOf(p: AdminProduct): ProductDraft {
  return {
    key: `p${p.id}`,
    id: p.id,
    version: p.version,
    values: {
      name: p.name,
      price: String(p.price),
      category: p.category,
      sizes: p.sizes.join(', '),
      description: p.description,
      image: p.image,
    },
    inStock: p.inStock,
    whatsappOrdering: p.whatsappOrdering,
  };
}

/** The empty card Add New Product opens. */
export function newProductDraft(n: number): ProductDraft {
  return {
    key: `new${n}`,
    version: 0,
    values: { name: '', price: '', category: 'accessories', sizes: '', description: '', image: '' },
    inStock: true,
    whatsappOrdering: true,
  };
}

/** "1,299" or " ₹899 " -> the number; anything else that is not a number stays a NaN the schema refuses. */
const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(/[,\s₹]/g, '')));

/** First message per field of a zod error. */
function errorsOf<K extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const issue of issues) {
    const key = String(issue.path[0]) as K;
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Checks a card with the shared schema: the save body (without the version), or the field errors. */
export function validateProduct(
  draft: ProductDraft,
): { ok: true; request: ProductInput } | { ok: false; errors: ProductErrors } {
  const request = {
    name: draft.values.name,
    category: draft.values.category as ProductCategory,
    price: toNumber(draft.values.price),
    sizes: draft.values.sizes,
    description: draft.values.description,
    image: draft.values.image,
    inStock: draft.inStock,
    whatsappOrdering: draft.whatsappOrdering,
  };
  const parsed = productInputSchema.safeParse(request);
  if (parsed.success) return { ok: true, request };
  return { ok: false, errors: errorsOf<ProductTextField>(parsed.error.issues) };
}

export type WhatsappField = 'number' | 'template';
export interface WhatsappDraft {
  version: number;
  values: Record<WhatsappField, string>;
}
export type WhatsappErrors = Partial<Record<WhatsappField, string>>;

/** The settings form from the server's row ('919000000011' shown as '+919000000011'). */
export function whatsappDraftOf(s: AdminWhatsapp): WhatsappDraft {
  return { version: s.version, values: { number: `+${s.number}`, template: s.template } };
}

/** Checks the settings with the shared schema. */
export function validateWhatsapp(
  draft: WhatsappDraft,
): { ok: true; request: WhatsappSettingsInput } | { ok: false; errors: WhatsappErrors } {
  const parsed = whatsappSettingsInputSchema.safeParse(draft.values);
  if (parsed.success) return { ok: true, request: draft.values };
  return { ok: false, errors: errorsOf<WhatsappField>(parsed.error.issues) };
}
