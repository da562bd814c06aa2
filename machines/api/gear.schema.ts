/**
 * The POD Gear manager's API, written once: the public catalogue `GET /api/products` (the shop, cart and checkout
 * read it) and the admin's `GET /api/admin/products`, `POST /api/admin/products` (Add New Product),
 * `POST /api/admin/products/:id` (Save Product, with the version it was loaded at), `POST /api/admin/products/:id/delete`,
 * `GET|POST /api/admin/whatsapp` (Save WhatsApp Settings). The admin forms validate with the same
 * {@link productInputSchema} and {@link whatsappSettingsInputSchema} the server enforces.
 */
import { availabilities, logoPositions, productBadges, productCategories } from '../shop/catalogue.options';
import { z } from '../shared/zod';
import { MEDIA_PATH } from './upload.schema';

/** Highest product price staff may set, rupees (a typo guard). */
export const MAX_PRODUCT_PRICE = 1_00_000;
/** Longest WhatsApp order message template, characters. */
export const MAX_TEMPLATE_LENGTH = 500;
/** The placeholders an order message template may use. */
export const templatePlaceholders = ['{product}', '{size}', '{price}'] as const;

/** The seeded pictures of the catalogue (`/merch/<slug>.svg`), kept valid so a seeded product saves unchanged. */
const SEEDED_IMAGE = /^\/merch\/[a-z0-9-]+\.svg$/;

export const gearMessages = {
  nameRequired: 'Please enter the product name.',
  nameTooLong: 'The name must be at most 80 characters.',
  price: 'Enter the price in whole rupees, e.g. 899.',
  priceMin: 'The price must be at least ₹1.',
  priceMax: 'The price must be at most ₹1,00,000.',
  sizes: 'Enter at least one size, separated by commas (e.g. S, M, L).',
  sizeTooLong: 'Each size must be at most 20 characters.',
  tooManySizes: 'Enter at most 12 sizes.',
  descriptionTooLong: 'The description must be at most 500 characters.',
  image: 'Please upload an image for this product.',
  number: 'Enter the WhatsApp number with its country code, e.g. +91 98765 43210.',
  templateRequired: 'Please enter the order message.',
  templateTooLong: `The message must be at most ${MAX_TEMPLATE_LENGTH} characters.`,
  productNotFound: 'This product no longer exists. Reload to see the current list.',
  productUnavailable: 'is no longer sold. Please remove it from your cart to check out.',
} as const;

/** "S, M , ,L" -> ['S', 'M', 'L']. */
export const parseSizes = (text: string): string[] =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);

/** Sizes as staff type them ("comma separated"), parsed to a non-empty trimmed list. */
export const sizesTextSchema = z.pipe(
  z.pipe(z.string({ error: gearMessages.sizes }), z.transform(parseSizes)),
  z
    .array(z.string().check(z.maxLength(20, { error: gearMessages.sizeTooLong })))
    .check(z.minLength(1, { error: gearMessages.sizes }), z.maxLength(12, { error: gearMessages.tooManySizes })),
);

/** A product picture: an upload's `/media/...` path, or a seeded catalogue picture. */
export const productImageSchema = z.string({ error: gearMessages.image }).check(
  z.trim(),
  z.refine((value) => MEDIA_PATH.test(value) || SEEDED_IMAGE.test(value), { error: gearMessages.image }),
);

/** A product as staff enter it (Add New Product and Save Product). */
export const productInputSchema = z.object({
  name: z
    .string({ error: gearMessages.nameRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: gearMessages.nameRequired }),
      z.maxLength(80, { error: gearMessages.nameTooLong }),
    ),
  category: z.enum(productCategories),
  price: z
    .number({ error: gearMessages.price })
    .check(
      z.int({ error: gearMessages.price }),
      z.minimum(1, { error: gearMessages.priceMin }),
      z.maximum(MAX_PRODUCT_PRICE, { error: gearMessages.priceMax }),
    ),
  sizes: sizesTextSchema,
  description: z.string().check(z.trim(), z.maxLength(500, { error: gearMessages.descriptionTooLong })),
  image: productImageSchema,
  inStock: z.boolean(),
  whatsappOrdering: z.boolean(),
});
export type ProductInput = z.input<typeof productInputSchema>;
export type ProductInputParsed = z.output<typeof productInputSchema>;

/** Save Product: the fields and the version the card was loaded at. */
export const productUpdateSchema = z.extend(productInputSchema, { version: z.number().check(z.int(), z.minimum(0)) });
export type ProductUpdate = z.input<typeof productUpdateSchema>;

/** Delete: the version the card was loaded at. */
export const productDeleteSchema = z.object({ version: z.number().check(z.int(), z.minimum(0)) });

/** A product as the shop shows it (GET /api/products). */
export const publicProductSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  category: z.enum(productCategories),
  price: z.number().check(z.int()),
  image: z.string(),
  hoverImage: z.string(),
  detailImage: z.optional(z.string()),
  logoPosition: z.enum(logoPositions),
  sizes: z.array(z.string()),
  description: z.string(),
  features: z.array(z.string()),
  availability: z.enum(availabilities),
  badge: z.optional(z.enum(productBadges)),
  whatsappOrdering: z.boolean(),
});
export type PublicProduct = z.infer<typeof publicProductSchema>;

/** A business number as staff type it: '+91 98765 43210' -> '919876543210' (country code, 10 to 15 digits). */
export const whatsappNumberSchema = z
  .pipe(
    z.string({ error: gearMessages.number }).check(
      z.trim(),
      z.refine((value) => /^\+?[\d\s-]+$/.test(value), { error: gearMessages.number }),
    ),
    z.transform((value) => value.replace(/\D/g, '')),
  )
  .check(z.refine((digits) => /^[1-9]\d{9,14}$/.test(digits), { error: gearMessages.number }));

/** The WhatsApp settings as staff enter them. */
export const whatsappSettingsInputSchema = z.object({
  number: whatsappNumberSchema,
  template: z
    .string({ error: gearMessages.templateRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: gearMessages.templateRequired }),
      z.maxLength(MAX_TEMPLATE_LENGTH, { error: gearMessages.templateTooLong }),
    ),
});
export type WhatsappSettingsInput = z.input<typeof whatsappSettingsInputSchema>;

export const whatsappSettingsSchema = z.object({ number: z.string(), template: z.string() });
export type WhatsappSettings = z.infer<typeof whatsappSettingsSchema>;

/** GET /api/products */
export const productsResponseSchema = z.object({
  products: z.array(publicProductSchema),
  whatsapp: whatsappSettingsSchema,
});
export type ProductsResponse = z.infer<typeof productsResponseSchema>;

/** A product card of the admin: the public fields, the In Stock switch and the version. */
export const adminProductSchema = z.extend(publicProductSchema, {
  inStock: z.boolean(),
  version: z.number().check(z.int(), z.minimum(0)),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;
export const adminProductsResponseSchema = z.object({ products: z.array(adminProductSchema) });
export type AdminProductsResponse = z.infer<typeof adminProductsResponseSchema>;

/** GET/POST /api/admin/whatsapp (the answer) */
export const adminWhatsappSchema = z.extend(whatsappSettingsSchema, {
  version: z.number().check(z.int(), z.minimum(0)),
});
export type AdminWhatsapp = z.infer<typeof adminWhatsappSchema>;
/** POST /api/admin/whatsapp */
export const whatsappSettingsUpdateSchema = z.extend(whatsappSettingsInputSchema, {
  version: z.number().check(z.int(), z.minimum(0)),
});
export type WhatsappSettingsUpdate = z.input<typeof whatsappSettingsUpdateSchema>;
